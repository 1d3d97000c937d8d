#if os(Linux)
    import EndpointCurl
    import Foundation

    /// One libcurl easy handle and the header list it was given, freed together.
    ///
    /// The option and info numbers are libcurl's stable ABI (`curl/curl.h` is not installed with the toolchain, so
    /// they are restated here): a type's base (`long` 0, pointer 10 000, function 20 000, `curl_off_t` 30 000) plus
    /// the option's number.
    final class CurlEasyHandle {
        /// The libcurl options this transport sets.
        enum Option: Int32 {
            case writeData = 10001
            case url = 10002
            case readData = 10009
            case writeFunction = 20011
            case readFunction = 20012
            case httpHeader = 10023
            case headerData = 10029
            case customRequest = 10036
            case noProgress = 43
            case noBody = 44
            case post = 47
            case followLocation = 52
            case progressData = 10057
            case headerFunction = 20079
            case httpGet = 80
            case noSignal = 99
            case acceptEncoding = 10102
            case postFieldSizeLarge = 30120
            case connectTimeoutMilliseconds = 156
            case tcpKeepAlive = 213
            case progressFunction = 20219
            case suppressConnectHeaders = 265
        }

        /// `CURLINFO_RESPONSE_CODE` (a `long`).
        static let responseCodeInfo: Int32 = 0x20_0002

        /// The raw handle.
        let raw: UnsafeMutableRawPointer
        private var headerList: UnsafeMutableRawPointer?

        /// A new handle, or `nil` when libcurl cannot be loaded.
        init?() {
            guard let raw = endpoint_curl_easy_init() else { return nil }
            self.raw = raw
        }

        deinit {
            endpoint_curl_easy_cleanup(raw)
            if let headerList { endpoint_curl_slist_free_all(headerList) }
        }

        // MARK: Options

        func set(_ option: Option, _ value: Int) throws {
            try check(endpoint_curl_setopt_long(raw, option.rawValue, value), option)
        }

        func set(_ option: Option, offset value: Int64) throws {
            try check(endpoint_curl_setopt_offset(raw, option.rawValue, value), option)
        }

        /// Sets a string option; libcurl copies the string.
        func set(_ option: Option, _ value: String) throws {
            try check(value.withCString { endpoint_curl_setopt_pointer(raw, option.rawValue, $0) }, option)
        }

        func set(_ option: Option, pointer value: UnsafeRawPointer?) throws {
            try check(endpoint_curl_setopt_pointer(raw, option.rawValue, value), option)
        }

        func set(_ option: Option, callback: endpoint_curl_data_callback) throws {
            try check(endpoint_curl_setopt_data_callback(raw, option.rawValue, callback), option)
        }

        func set(_ option: Option, callback: endpoint_curl_progress_callback) throws {
            try check(endpoint_curl_setopt_progress_callback(raw, option.rawValue, callback), option)
        }

        /// Sends `lines` (each `Name: value`) as the request's header fields; libcurl copies each line.
        func setHeaderLines(_ lines: [String]) throws {
            for line in lines {
                guard let appended = line.withCString({ endpoint_curl_slist_append(headerList, $0) }) else {
                    throw APIError.transport(
                        code: URLError.Code.unknown.rawValue,
                        description: "the request's header fields could not be prepared"
                    )
                }
                headerList = appended
            }
            try check(endpoint_curl_setopt_pointer(raw, Option.httpHeader.rawValue, headerList), .httpHeader)
        }

        /// The status code of the last response head received.
        func responseCode() -> Int {
            var code = 0
            _ = endpoint_curl_getinfo_long(raw, Self.responseCodeInfo, &code)
            return code
        }

        /// Runs the transfer on the calling thread until it ends; libcurl's result code (0 for success).
        func perform() -> Int32 {
            endpoint_curl_easy_perform(raw)
        }

        private func check(_ result: Int32, _ option: Option) throws {
            guard result != 0 else { return }
            throw APIError.transport(
                code: URLError.Code.unknown.rawValue,
                description: "libcurl refused option \(option.rawValue) (\(CurlResult.describe(result)))"
            )
        }
    }
#endif
