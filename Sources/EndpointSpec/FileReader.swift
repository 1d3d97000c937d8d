import Foundation

/// Reads spec files, turning every failure into a message fit for a diagnostic.
enum FileReader {
    /// Why a file could not be read.
    struct Failure: Error {
        /// A message such as `cannot read spec file: no such file`.
        var message: String
    }

    /// The bytes of the file at `path`.
    static func read(_ path: String) -> Result<[UInt8], Failure> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(Failure(message: "cannot read spec file '\(path)': no such file"))
        }
        guard !isDirectory.boolValue else {
            return .failure(Failure(message: "cannot read spec file '\(path)': it is a directory"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(Failure(message: "cannot read spec file '\(path)': permission denied or I/O error"))
        }
        return .success([UInt8](data))
    }
}
