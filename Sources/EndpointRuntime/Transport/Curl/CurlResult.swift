#if os(Linux)
    import EndpointCurl
    import Foundation

    /// What a libcurl result code (`CURLcode`) means to a caller: the `URLError` code `URLSession` would report
    /// for the same failure, so ``CurlHTTPClient`` and ``URLSessionHTTPClient`` fail alike.
    enum CurlResult {
        /// The `URLError` code for libcurl's `result`.
        static func urlErrorCode(_ result: Int32) -> URLError.Code {
            switch result {
            case 1: .unsupportedURL  // CURLE_UNSUPPORTED_PROTOCOL
            case 3: .badURL  // CURLE_URL_MALFORMAT
            case 5, 6: .cannotFindHost  // CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_RESOLVE_HOST
            case 7: .cannotConnectToHost  // CURLE_COULDNT_CONNECT
            case 8, 16, 61, 92: .badServerResponse  // weird reply, HTTP/2 framing, bad content encoding
            case 18, 52, 55, 56: .networkConnectionLost  // partial body, empty reply, send or receive failure
            case 28: .timedOut  // CURLE_OPERATION_TIMEDOUT
            case 35, 53, 54, 58, 59, 64, 66, 77, 80, 82, 83, 90, 91: .secureConnectionFailed
            case 60: .serverCertificateUntrusted  // CURLE_PEER_FAILED_VERIFICATION
            case 47: .httpTooManyRedirects
            case 63: .dataLengthExceedsMaximum  // CURLE_FILESIZE_EXCEEDED
            default: .unknown
            }
        }

        /// libcurl's own description of `result`, for messages about the transport itself.
        static func describe(_ result: Int32) -> String {
            endpoint_curl_easy_strerror(result).map { String(cString: $0) } ?? "libcurl error \(result)"
        }
    }
#endif
