import Foundation
import HTTPSemantics

/// Where a `$ref` to another file leads, decided before the file is read: the confinement rule in one place.
///
/// A reference names a file by a relative path, resolved against the directory of the file that writes it. It may
/// not leave the *reference root*, the directory of the entry spec (the file `endpoint-gen` or the build plugin was
/// given): no absolute path, no URL (`http://…`, `file://…`), no `..` beyond the root, and no symbolic link whose
/// target lies outside it. So a spec cannot make the build read arbitrary files.
struct ReferencedPath: Hashable, Sendable {
    /// The file's path relative to the reference root, as normalized components (no `.`, `..` or empty ones).
    var components: [String]
    /// The path diagnostics name the file by: the entry spec's directory as given, joined with ``components``.
    var displayPath: String
    /// The file's real path (symbolic links resolved): the key of the file cache.
    var canonicalPath: String

    /// The reference root: the directory in which every referenced file must be, as given and resolved.
    struct Root: Sendable {
        /// The root as diagnostics name it: the entry spec's directory as given (`""` for the current directory).
        var displayPath: String
        /// The root's real path, every symbolic link resolved.
        var canonicalPath: String

        /// The root for the entry spec at `entryPath`: its directory.
        init(entryPath: String) {
            let directory = (entryPath as NSString).deletingLastPathComponent
            displayPath = directory
            canonicalPath = Self.realPath(directory.isEmpty ? "." : directory)
        }

        /// How messages name the root: `'spec'`, or `the current directory`.
        var description: String {
            displayPath.isEmpty ? "the current directory" : "'\(displayPath)'"
        }

        /// `path` with every symbolic link resolved and made absolute; `path` itself (absolute) when it does not
        /// exist.
        static func realPath(_ path: String) -> String {
            guard let resolved = realpath(path, nil) else {
                return URL(fileURLWithPath: path).standardizedFileURL.path
            }
            defer { free(resolved) }
            return String(cString: resolved)
        }
    }

    /// Why a reference cannot be followed, as the text of its error.
    struct Refusal: Error, Sendable {
        /// The error message, naming the reference and why.
        var message: String
    }

    // MARK: - Resolving

    /// The file `path` (the part of a `$ref` before `#`) names, written in the file whose directory relative to
    /// `root` is `directory`; a ``Refusal`` when the reference breaks the confinement rule.
    static func resolve(
        _ path: String,
        from directory: [String],
        root: Root
    ) -> Result<ReferencedPath, Refusal> {
        if let scheme = ReferencedFiles.urlScheme(of: path) {
            return .failure(
                Refusal(
                    message: "'\(path)' is a URL (\(scheme):); a '$ref' may only name a file by a path relative "
                        + "to the file that writes it, inside \(root.description)"
                )
            )
        }
        if path.hasPrefix("/") || path.hasPrefix("\\") {
            return .failure(
                Refusal(
                    message: "'\(path)' is an absolute path; a '$ref' may only name a file by a path relative to "
                        + "the file that writes it, inside \(root.description)"
                )
            )
        }
        guard let decoded = PercentDecoding.decode(path) else {
            return .failure(Refusal(message: "'\(path)' has a malformed percent-escape"))
        }
        var components = directory
        for component in decoded.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                guard !components.isEmpty else {
                    return .failure(
                        Refusal(
                            message: "'\(path)' leaves \(root.description), the directory of the entry spec; "
                                + "a '$ref' may not name a file outside it"
                        )
                    )
                }
                components.removeLast()
            default: components.append(String(component))
            }
        }
        guard !components.isEmpty else {
            return .failure(Refusal(message: "'\(path)' names a directory, not a file"))
        }
        let relative = components.joined(separator: "/")
        let displayPath = root.displayPath.isEmpty ? relative : root.displayPath + "/" + relative
        let canonicalPath = Root.realPath(root.canonicalPath + "/" + relative)
        let rootPrefix = root.canonicalPath.hasSuffix("/") ? root.canonicalPath : root.canonicalPath + "/"
        guard canonicalPath.hasPrefix(rootPrefix) else {
            return .failure(
                Refusal(
                    message: "'\(path)' resolves through a symbolic link to '\(canonicalPath)', outside "
                        + "\(root.description), the directory of the entry spec; a '$ref' may not name a file "
                        + "outside it"
                )
            )
        }
        return .success(
            ReferencedPath(components: components, displayPath: displayPath, canonicalPath: canonicalPath)
        )
    }

    /// The directory of the file, relative to the root, to resolve the file's own references against.
    var directory: [String] { Array(components.dropLast()) }
}
