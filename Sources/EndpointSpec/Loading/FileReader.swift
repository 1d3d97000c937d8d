import Foundation

/// Reads input files, turning every failure into a message fit for a diagnostic.
enum FileReader {
    /// Why a file could not be read.
    struct Failure: Error {
        /// Why, for example `no such file`.
        var reason: String

        /// A message such as `cannot read spec file 'api.json': no such file`, naming the file as `noun`.
        func message(path: String, noun: String) -> String { "cannot read \(noun) '\(path)': \(reason)" }
    }

    /// The bytes of the file at `path`, read once.
    static func read(_ path: String) -> Result<[UInt8], Failure> {
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
