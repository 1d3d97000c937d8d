import Foundation

/// A `multipart/form-data` body (RFC 7578): its parts in order and a boundary that occurs in none of them.
///
/// The boundary is random: `EndpointKit-` and 32 characters from 62 letters and digits (190 bits), so a file read
/// from disk cannot contain it except by a chance of about 2⁻¹⁹⁰ per position; every part held in memory is also
/// searched, and a boundary found in one is drawn again. The body is written by ``MultipartWriter``, which reads
/// file parts a chunk at a time while they are sent.
@_spi(Generated) public struct MultipartFormData: Sendable {
    /// The parts, in the order they are sent.
    public let parts: [MultipartPart]
    /// The boundary between parts (without the leading `--`).
    public let boundary: String

    /// The body's `Content-Type`: `multipart/form-data; boundary=…`.
    public var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    /// A body of `parts` with a fresh random boundary that none of the in-memory parts contains.
    public init(parts: [MultipartPart]) {
        // The system generator is drawn from inside the standard library, not through a local
        // `SystemRandomNumberGenerator`: that struct has no storage, so every such local shares one address and
        // ThreadSanitizer reports two tasks' `inout` accesses to it as a race.
        self.init(parts: parts) { Int.random(in: 0..<$0) }
    }

    /// A body of `parts` with a boundary drawn from `generator` (again while an in-memory part contains it).
    public init(parts: [MultipartPart], using generator: inout some RandomNumberGenerator) {
        self.init(parts: parts) { Int.random(in: 0..<$0, using: &generator) }
    }

    /// A body of `parts` with a boundary whose characters `randomIndex` picks (given the alphabet's size), drawn
    /// again while an in-memory part contains it.
    private init(parts: [MultipartPart], randomIndex: (Int) -> Int) {
        self.parts = parts
        var boundary = Self.randomBoundary(randomIndex)
        while Self.anyPart(of: parts, contains: boundary) {
            boundary = Self.randomBoundary(randomIndex)
        }
        self.boundary = boundary
    }

    /// A body of `parts` with the given `boundary` (1–70 characters of RFC 2046's boundary alphabet).
    ///
    /// - Throws: ``APIError/invalidRequest(_:)`` when the boundary is malformed or an in-memory part contains it.
    public init(parts: [MultipartPart], boundary: String) throws {
        guard (1...70).contains(boundary.utf8.count), boundary.utf8.allSatisfy(Self.isBoundaryCharacter),
            boundary.utf8.last != UInt8(ascii: " ")
        else {
            throw APIError.invalidRequest("the multipart boundary '\(boundary)' is not 1-70 characters RFC 2046 allows")
        }
        guard !Self.anyPart(of: parts, contains: boundary) else {
            throw APIError.invalidRequest("a multipart part contains its boundary '\(boundary)'")
        }
        self.parts = parts
        self.boundary = boundary
    }

    // MARK: Size

    /// The exact number of bytes ``MultipartWriter`` writes, which is sent as the `Content-Length`.
    ///
    /// - Throws: ``APIError/invalidRequest(_:)`` when a file part is not a readable regular file, or a part's
    ///   content type holds a line break.
    public func contentLength() throws -> Int64 {
        var total: Int64 = 0
        for part in parts {
            total += Int64(try MultipartWriter.header(of: part, boundary: boundary).count)
            total += try part.contentLength() + 2
        }
        return total + Int64(boundary.utf8.count) + 6
    }

    // MARK: Boundary

    private static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)

    private static func randomBoundary(_ randomIndex: (Int) -> Int) -> String {
        var bytes = Array("EndpointKit-".utf8)
        for _ in 0..<32 { bytes.append(alphabet[randomIndex(alphabet.count)]) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func anyPart(of parts: [MultipartPart], contains boundary: String) -> Bool {
        let needle = Data(boundary.utf8)
        return parts.contains { part in
            switch part.content {
            case .bytes(let data): data.range(of: needle) != nil
            case .file: false
            }
        }
    }

    /// RFC 2046's `bchars`: digits, letters and `'()+_,-./:=? ` .
    private static func isBoundaryCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "a")...UInt8(ascii: "z"):
            true
        default:
            Array("'()+_,-./:=? ".utf8).contains(byte)
        }
    }
}
