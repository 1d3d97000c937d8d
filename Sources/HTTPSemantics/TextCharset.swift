/// The charsets of text bodies that generated code decodes and encodes, the spec validator accepts and the stub server
/// writes, named once so the three agree.
///
/// `package` access: the package's modules share it; clients of the libraries never see it.
package enum TextCharset: Hashable, Sendable, CaseIterable {
    /// UTF-8 (`utf-8`, `utf8`).
    case utf8
    /// US-ASCII (`us-ascii`, `ascii`).
    case usASCII
    /// ISO-8859-1 (`iso-8859-1`, `iso_8859-1`, `latin1`).
    case isoLatin1
    /// windows-1252 (`windows-1252`, `cp1252`): ISO-8859-1 with printable characters in 0x80–0x9F, such as `€`.
    case windows1252
    /// UTF-16 with an optional byte order mark, big-endian without one (`utf-16`, RFC 2781 §4.3).
    case utf16
    /// UTF-16, little-endian, no byte order mark (`utf-16le`).
    case utf16LittleEndian
    /// UTF-16, big-endian, no byte order mark (`utf-16be`).
    case utf16BigEndian

    /// The charset an IANA name or alias names, compared without regard to case; `nil` for any other.
    package init?(name: some StringProtocol) {
        switch name.lowercased() {
        case "utf-8", "utf8": self = .utf8
        case "us-ascii", "ascii": self = .usASCII
        case "iso-8859-1", "iso_8859-1", "latin1": self = .isoLatin1
        case "windows-1252", "cp1252": self = .windows1252
        case "utf-16": self = .utf16
        case "utf-16le": self = .utf16LittleEndian
        case "utf-16be": self = .utf16BigEndian
        default: return nil
        }
    }

    /// The charset's preferred IANA name, as messages suggest it: `utf-8`, `windows-1252`.
    package var preferredName: String {
        switch self {
        case .utf8: "utf-8"
        case .usASCII: "us-ascii"
        case .isoLatin1: "iso-8859-1"
        case .windows1252: "windows-1252"
        case .utf16: "utf-16"
        case .utf16LittleEndian: "utf-16le"
        case .utf16BigEndian: "utf-16be"
        }
    }
}
