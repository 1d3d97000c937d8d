// A stand-in for Xcode's XcodeProjectPlugin module, declaring only the part of its API the plugins use, with the
// same names and types as Xcode 16's. Linux has no XcodeProjectPlugin, so the plugins' `#if canImport` branches
// would otherwise never be compiled here; scripts/check-xcode-plugins.sh type-checks them against this file.
// Keep it to what Apple's module declares: a member added here that Xcode lacks would hide a broken build.
import Foundation
@_exported import PackagePlugin

/// A file of an Xcode target (Xcode's `File`, reached through `FileList`).
public struct XcodeInputFile {
    public let url: URL
}

/// A tool the plugin may run (Xcode's `PluginContext.Tool`).
public struct XcodeTool {
    public let name: String
    public let url: URL
}

public struct XcodeProject {
    public let displayName: String
    public let directoryURL: URL
    public let targets: [XcodeTarget]
}

public struct XcodeTarget {
    public let displayName: String
    public let inputFiles: [XcodeInputFile]
}

public struct XcodePluginContext {
    public let xcodeProject: XcodeProject
    public let pluginWorkDirectoryURL: URL
    public func tool(named name: String) throws -> XcodeTool { fatalError("type-checked only") }
}

public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
