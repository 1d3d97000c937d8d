import Foundation

/// How the loader reads the files a spec refers to, by real path (replaced in tests and the fuzz target).
package typealias SpecFileReader = @Sendable (String) -> Result<[UInt8], FileReader.Failure>

/// Reads input files, turning every failure into a message fit for a diagnostic.
package enum FileReader {
    /// Why a file could not be read.
    package struct Failure: Error {
        /// Why, for example `no such file`.
        package var reason: String

        /// A failure for `reason`.
        package init(reason: String) { self.reason = reason }

        /// A message such as `cannot read spec file 'api.json': no such file`, naming the file as `noun`.
        func message(path: String, noun: String) -> String { "cannot read \(noun) '\(path)': \(reason)" }
    }

    /// The bytes of the file at `path`, read once.
    package static func read(_ path: String) -> Result<[UInt8], Failure> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(Failure(reason: "no such file"))
        }
        guard !isDirectory.boolValue else {
            return .failure(Failure(reason: "it is a directory"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(Failure(reason: "permission denied or I/O error"))
        }
        return .success([UInt8](data))
    }
}
