import EventMapCore
import EventMapper
import Foundation

/// An executable `mapper` runs for work it does not link: `mapper-source-scanner` (swift-syntax)
/// and `mapper-edit` (an HTTP server). Looked for, in order: the path its environment variable
/// names (and only there when it is set: a wrong override is an error, not a reason to run
/// another one); beside the running executable, links followed — where an installation copies
/// them all, and where SwiftPM builds them (under the product's name, or with `-tool` when it
/// built it only as the tool of `mapper`'s `BuildCompanionExecutables` plugin: `swift run
/// mapper`); then each folder of `PATH`.
package struct CompanionExecutable: Sendable, Equatable {
    /// Which companion, and how it is spoken of.
    package struct Kind: Sendable, Equatable {
        /// The executable's file name.
        package let name: String
        /// The environment variable that names the executable to use instead of looking for it.
        package let environmentVariable: String
        /// What it is, for messages: `source scanner`.
        let noun: String
        /// What needs it, for messages: `scanning sources`.
        let neededFor: String

        /// `mapper-source-scanner`, which `scan`, `validate --sources` and the editor run.
        package static let sourceScanner = Kind(
            name: "mapper-source-scanner", environmentVariable: "MAPPER_SOURCE_SCANNER", noun: "source scanner", neededFor: "scanning sources")
        /// `mapper-edit`, which `mapper edit` runs.
        package static let editor = Kind(name: "mapper-edit", environmentVariable: "MAPPER_EDIT", noun: "editor", neededFor: "mapper edit")

        /// The names looked for beside the running executable, in order: the product's, then
        /// the one SwiftPM gives a plugin's tool.
        package var besideNames: [String] { [name, name + "-tool"] }
    }

    /// The executable's path.
    package let path: String

    /// The executable at a known path.
    package init(path: String) {
        self.path = path
    }

    /// Finds the executable.
    /// - Parameters:
    ///   - kind: Which one.
    ///   - environment: Where the override and `PATH` are read.
    ///   - runningExecutable: The running executable's path, links resolved; nil when unknown.
    /// - Throws: ``ConfigInputError`` saying where it looked and how to put the executable there.
    package static func locate(
        _ kind: Kind, environment: [String: String] = ProcessInfo.processInfo.environment,
        runningExecutable: String? = CompanionExecutable.runningExecutable
    ) throws(ConfigInputError) -> CompanionExecutable {
        if let override = environment[kind.environmentVariable], !override.isEmpty {
            guard isExecutableFile(override) else {
                throw ConfigInputError(
                    path: override,
                    message:
                        "no \(kind.noun) here, where \(kind.environmentVariable) points; point it at a built \(kind.name), or unset it to use the one next to mapper"
                )
            }
            return CompanionExecutable(path: override)
        }
        let folder = runningExecutable.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
        let beside = folder.map { folder in kind.besideNames.map { folder + "/" + $0 } } ?? []
        let candidates = beside + searchPath(environment).map { $0 + "/" + kind.name }
        if let found = candidates.first(where: isExecutableFile) {
            return CompanionExecutable(path: found)
        }
        let looked = folder.map { "found neither in \($0) (beside the running executable) nor in PATH" } ?? "not found in PATH"
        throw ConfigInputError(
            path: kind.name,
            message:
                "\(kind.neededFor) needs the \(kind.noun), which was \(looked); build it with `swift build` (it is built with mapper), or install it next to mapper, or set \(kind.environmentVariable) to its path"
        )
    }

    /// The running executable's path with links resolved: `/proc/self/exe` on Linux, else what
    /// Foundation says; nil when neither knows.
    package static var runningExecutable: String? {
        if FileManager.default.fileExists(atPath: "/proc/self/exe") {
            return resolvedPath("/proc/self/exe")
        }
        return Bundle.main.executableURL.map { resolvedPath($0.path) }
    }

    private static func searchPath(_ environment: [String: String]) -> [String] {
        // An empty entry would mean the current folder: never where an installed tool is.
        (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    }

    private static func isExecutableFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }
}
