#if os(Linux)
    import EndpointRuntime
    import Foundation
    import FoundationNetworking
    import Testing

    /// `CurlResponseHead`: the Linux transport's reading of a response head, line by line as libcurl delivers it.
    @Suite("CurlResponseHead")
    struct CurlResponseHeadTests {
        private func read(_ lines: String...) -> (CurlResponseHead, [CurlResponseHead.Progress]) {
            var head = CurlResponseHead()
            let progress = lines.map { line in Array(line.utf8).withUnsafeBytes { head.read(line: $0) } }
            return (head, progress)
        }

        @Test func aFinalHeadAfterAnInterimOneIsTheResponse() throws {
            let (head, progress) = read(
                "HTTP/1.1 100 Continue\r\n",
                "\r\n",
                "HTTP/1.1 201 Created\r\n",
                "Location: /p\r\n",
                "\r\n"
            )
            #expect(progress == [.incomplete, .incomplete, .incomplete, .incomplete, .complete])
            let response = try #require(head.response(for: URL(string: "https://api.example.com")!))
            #expect(response.statusCode == 201)
            #expect(response.value(forHTTPHeaderField: "location") == "/p")
        }

        @Test func aFieldNameThatIsNotATokenRefusesTheHead() {
            #expect(read("HTTP/1.1 200 OK\r\n", "X Evil: 1\r\n").1.last == .malformed)
            #expect(read("HTTP/1.1 200 OK\r\n", "X-Evil\r: 1\r\n").1.last == .malformed)
            #expect(read("HTTP/1.1 200 OK\r\n", "X-Fine : 1\r\n").0.fields.map(\.name) == ["X-Fine"])
        }

        @Test func aCROrNULInsideAValueBecomesASpace() {
            let (head, _) = read("HTTP/1.1 200 OK\r\n", "X-A: a\rSet-Cookie: s=1\r\n", "X-B: b\0c\r\n")
            #expect(head.fields.map(\.value) == ["a Set-Cookie: s=1", "b c"])
        }

        @Test func aStatusCodeIsExactlyThreeDigits() {
            for status in ["+200", "0200", "20", "2x0"] {
                let (head, _) = read("HTTP/1.1 \(status) OK\r\n", "\r\n")
                #expect(head.statusCode == nil, "\(status)")
            }
            #expect(read("HTTP/2 204\r\n").0.statusCode == 204)
        }
    }
#endif
