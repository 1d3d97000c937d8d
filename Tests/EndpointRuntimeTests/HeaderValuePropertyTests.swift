@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

/// Properties of header value parsing over seeded random values: what a server writes reads back as the same value
/// (whatever the name's case and the spaces around the value and its list elements), and arbitrary text either
/// parses or is `invalidHeader` naming the header, never a trap.
@Suite("Header values: seeded round trips and arbitrary text")
struct HeaderValuePropertyTests {
    /// Writes random values as servers do and reads them back; returns every value that did not survive.
    private static func roundTrips(cases: Int) -> [String] {
        var random = SeededGenerator(seed: 0x4EAD_E125)
        var failures: [String] = []
        for _ in 0..<cases {
            let number = Int.random(in: Int.min...Int.max, using: &random)
            let list = (0..<Int.random(in: 0...5, using: &random)).map { _ in
                Int64.random(in: -999...999, using: &random)
            }
            let flag = Bool.random(using: &random)
            let seconds = TimeInterval(Int.random(in: 0...4_000_000_000, using: &random))
            let date = Date(timeIntervalSince1970: seconds)
            let spaced = { (text: String) in String(repeating: " ", count: Int.random(in: 0...2, using: &random)) + text
            }
            let fields = HeaderFields([
                "x-number": spaced(String(number)) + " ",
                "X-LIST": list.map { spaced(String($0)) }.joined(separator: ","),
                "X-Flag": flag ? "True" : "FALSE",
                "x-date": JSONCoding.formatDateTime(date),
            ])
            if (try? fields.required("X-Number", as: Int.self)) != number { failures.append("number \(number)") }
            if (try? fields.value("x-list", as: [Int64].self)) != list { failures.append("list \(list)") }
            if (try? fields.required("x-flag", as: Bool.self)) != flag { failures.append("flag \(flag)") }
            if (try? fields.required("X-Date", as: Date.self)) != date { failures.append("date \(seconds)") }
        }
        return failures
    }

    /// Parses random printable text as every header type; returns what was thrown that is not `invalidHeader`
    /// naming the header.
    private static func arbitraryText(cases: Int) -> [String] {
        var random = SeededGenerator(seed: 0x7E47)
        let alphabet = Array(" ,-+.:0123456789abcdefTZxyz\t")
        var unexpected: [String] = []
        for _ in 0..<cases {
            let text = String(
                (0..<Int.random(in: 0...24, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? " " }
            )
            let fields = HeaderFields(["X-Value": text])
            let reads: [() throws -> Void] = [
                { _ = try fields.value("X-Value", as: Int.self) }, { _ = try fields.value("X-Value", as: Double.self) },
                { _ = try fields.value("X-Value", as: Date.self) }, { _ = try fields.value("X-Value", as: [Int].self) },
                { _ = try fields.value("X-Value", as: UUID.self) }, { _ = try fields.value("X-Value", as: Bool.self) },
            ]
            for read in reads {
                do {
                    try read()
                } catch APIError.invalidHeader(let name, _) where name == "X-Value" {
                    continue
                } catch {
                    unexpected.append("\(text): \(error)")
                }
            }
        }
        return unexpected
    }

    @Test func valuesServersWriteReadBackUnchanged() async throws {
        #expect(try await DedicatedThread.run { Self.roundTrips(cases: 2000) } == [])
    }

    @Test func arbitraryTextParsesOrNamesTheHeader() async throws {
        #expect(try await DedicatedThread.run { Self.arbitraryText(cases: 2000) } == [])
    }
}
