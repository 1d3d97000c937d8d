@_spi(Generated) import EndpointRuntime
// The round-trip gate's runtime half (scripts/check-round-trip.sh): what the harness each generated client
// compiles (RoundTripHarness in EndpointCodegen) reports to. Test tooling, compiled only in the gate's scratch
// package, never part of EndpointKit.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Counts and names every round trip that does not give back what went in.
public final class RoundTripReport {
    /// One check that failed: where, and what differed.
    public struct Mismatch {
        /// The document's label.
        public var document: String
        /// The check: `operation status 'example'`, `model X example`, `operation` (a request).
        public var check: String
        /// What differed.
        public var detail: String
    }

    /// Per-document figures.
    public struct Figures {
        /// Response and model examples checked.
        public var responses = 0
        /// Request bodies checked (PATCH single members included).
        public var requests = 0
        /// Members the documents' examples hold that their schemas do not declare (left out of the comparison).
        public var undeclared = 0
        /// Requests whose other arguments could not be made.
        public var skipped = 0
        /// Checks that did not give back what went in.
        public var mismatches = 0
    }

    /// Every mismatch, in order.
    public private(set) var mismatches: [Mismatch] = []
    /// Figures by document, in order.
    public private(set) var documents: [(label: String, figures: Figures)] = []

    /// A report with nothing checked.
    public init() {}

    /// Starts the checks of the document `label`.
    public func begin(_ label: String) {
        documents.append((label, Figures()))
    }

    private func count(_ change: (inout Figures) -> Void) {
        guard !documents.isEmpty else { return }
        change(&documents[documents.count - 1].figures)
    }

    private func fail(_ check: String, _ detail: String) {
        count { $0.mismatches += 1 }
        mismatches.append(Mismatch(document: documents.last?.label ?? "", check: check, detail: detail))
    }

    // MARK: Checks

    /// An example answer: `json` decodes into `T` and encodes back to `declared` (the example without the members
    /// its schema does not declare, `undeclared` of them).
    public func response<T: Codable>(_ check: String, _ type: T.Type, _ json: String, declared: String, undeclared: Int)
    {
        count {
            $0.responses += 1
            $0.undeclared += undeclared
        }
        do {
            let value = try JSONCoding.decode(T.self, from: Self.bytes(json))
            let encoded = try JSONCoding.makeEncoder().encode(value)
            try compare(check, encoded, Self.bytes(declared))
        } catch {
            fail(check, "does not decode or encode: \(error)")
        }
    }

    /// An example request body: `json` decoded into `T` and sent by `send` puts `declared` on the wire. A `partial`
    /// body (one member of a `PATCH`) that `T` cannot hold alone (other members are required) is not counted.
    public func request<T: Codable>(
        _ check: String,
        _ type: T.Type,
        _ json: String,
        declared: String,
        partial: Bool = false,
        send: (T) throws -> Data?
    ) {
        let body: T
        do {
            body = try JSONCoding.decode(T.self, from: Self.bytes(json))
        } catch {
            guard !partial else { return }
            count { $0.requests += 1 }
            fail(check, "the example does not decode into the body type: \(error)")
            return
        }
        count { $0.requests += 1 }
        do {
            guard let wire = try send(body) else { return fail(check, "no body was sent") }
            try compare(check, wire, Self.bytes(declared))
        } catch {
            fail(check, "the request could not be built: \(error)")
        }
    }

    /// A request whose other arguments could not be made.
    public func skipRequest(_ check: String) {
        count { $0.skipped += 1 }
    }

    private func compare(_ check: String, _ actual: Data, _ expected: Data) throws {
        let found = try JSONCoding.decode(JSONValue.self, from: actual)
        let wanted = try JSONCoding.decode(JSONValue.self, from: expected)
        guard found != wanted else { return }
        fail(check, Self.difference(found, wanted, path: "$") ?? "differs")
    }

    /// The first place where `found` differs from `wanted`.
    static func difference(_ found: JSONValue, _ wanted: JSONValue, path: String) -> String? {
        switch (found, wanted) {
        case (.object(let left), .object(let right)):
            for key in right.keys.sorted() where left[key] == nil { return "\(path).\(key) is missing" }
            for key in left.keys.sorted() where right[key] == nil { return "\(path).\(key) was added" }
            for key in right.keys.sorted() {
                if let left = left[key], let right = right[key], left != right {
                    return difference(left, right, path: "\(path).\(key)")
                }
            }
            return nil
        case (.array(let left), .array(let right)) where left.count == right.count:
            for (index, pair) in zip(left, right).enumerated() where pair.0 != pair.1 {
                return difference(pair.0, pair.1, path: "\(path)[\(index)]")
            }
            return nil
        default:
            return found == wanted ? nil : "\(path): \(Self.text(found)) instead of \(Self.text(wanted))"
        }
    }

    private static func text(_ value: JSONValue) -> String {
        guard let data = try? JSONCoding.makeEncoder().encode(value) else { return "?" }
        return String(decoding: data.prefix(160), as: UTF8.self)
    }

    private static func bytes(_ base64: String) -> Data { Data(base64Encoded: base64) ?? Data() }

    // MARK: Summary

    /// A table of the figures by document, the mismatches, and the totals.
    public func summary() -> String {
        var total = Figures()
        var lines: [String] = []
        for (label, figures) in documents {
            total.responses += figures.responses
            total.requests += figures.requests
            total.undeclared += figures.undeclared
            total.skipped += figures.skipped
            total.mismatches += figures.mismatches
            lines.append(
                "\(label): responses \(figures.responses), requests \(figures.requests), mismatches "
                    + "\(figures.mismatches), undeclared members \(figures.undeclared), skipped \(figures.skipped)"
            )
        }
        for mismatch in mismatches {
            lines.append("MISMATCH \(mismatch.document): \(mismatch.check): \(mismatch.detail)")
        }
        lines.append(
            "round trips: \(documents.count) documents, \(total.responses) responses, \(total.requests) requests, "
                + "\(total.mismatches) mismatches, \(total.undeclared) undeclared members, \(total.skipped) skipped"
        )
        return lines.joined(separator: "\n")
    }

    /// The total number of mismatches.
    public var mismatchCount: Int { mismatches.count }
}

/// Values for the arguments a round-trip request needs besides its body.
public enum RoundTripValues {
    /// A value of `T` decoded from the first candidate JSON that fits: `hint` (an enumeration's first value), then
    /// a string, a number, a boolean, a date, a date-time, a UUID, a URL, an empty array, an empty object.
    public static func make<T: Decodable>(_ type: T.Type, hint: String) throws -> T {
        let candidates = [
            hint, "\"x\"", "1", "true", "\"2024-01-31\"", "\"2024-01-31T12:00:00Z\"",
            "\"6F9619FF-8B86-D011-B42D-00C04FC964FF\"", "\"https://example.com/x\"", "[]", "{}",
        ]
        for candidate in candidates where !candidate.isEmpty {
            if let value = try? JSONCoding.decode(T.self, from: Data(candidate.utf8)) { return value }
        }
        throw APIError.invalidRequest("no candidate value fits \(T.self)")
    }

    /// The body `endpoint` puts on the wire, as `APIClient` builds its request.
    public static func wireBody<Response, Headers>(_ endpoint: EndpointWithHeaders<Response, Headers>) throws -> Data? {
        let builder = RequestBuilder(baseURL: URL(string: "https://example.com/")!)
        return try builder.request(for: endpoint).httpBody
    }
}
