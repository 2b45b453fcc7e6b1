import EventMapCore
import EventMapper
import Foundation

/// Where `mapper-source-scanner` is. Looked for, in order: the path `MAPPER_SOURCE_SCANNER`
/// names (and only there when it is set: a wrong override is an error, not a reason to run
/// another scanner); beside the running executable, links followed — where an installation
/// copies both, and where SwiftPM builds both (as `mapper-source-scanner`, or as
/// `mapper-source-scanner-tool` when it built the scanner only as the tool of `mapper`'s
/// `BuildSourceScanner` plugin: `swift run mapper`); then each folder of `PATH`.
struct SourceScannerExecutable: Sendable, Equatable {
    /// The executable's file name.
    static let name = "mapper-source-scanner"
    /// The environment variable that names the executable to use instead of looking for it.
    static let environmentVariable = "MAPPER_SOURCE_SCANNER"
    /// The names looked for beside the running executable, in order: the product's, then the
    /// one SwiftPM gives a plugin's tool.
    static let besideNames = [name, name + "-tool"]

    /// The executable's path.
    let path: String

    /// The scanner at a known path.
    init(path: String) {
        self.path = path
    }

    /// Finds the scanner.
    /// - Parameters:
    ///   - environment: Where `MAPPER_SOURCE_SCANNER` and `PATH` are read.
    ///   - runningExecutable: The running executable's path, links resolved; nil when unknown.
    /// - Throws: ``ConfigInputError`` saying where it looked and how to put the scanner there.
    static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        runningExecutable: String? = SourceScannerExecutable.runningExecutable
    ) throws(ConfigInputError) -> SourceScannerExecutable {
        if let override = environment[environmentVariable], !override.isEmpty {
            guard isExecutableFile(override) else {
                throw ConfigInputError(
                    path: override,
                    message:
                        "no source scanner here, where \(environmentVariable) points; point it at a built \(name), or unset it to use the one next to mapper"
                )
            }
            return SourceScannerExecutable(path: override)
        }
        let folder = runningExecutable.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
        let beside = folder.map { folder in besideNames.map { folder + "/" + $0 } } ?? []
        let candidates = beside + searchPath(environment).map { $0 + "/" + name }
        if let found = candidates.first(where: isExecutableFile) {
            return SourceScannerExecutable(path: found)
        }
        let looked = folder.map { "found neither in \($0) (beside the running executable) nor in PATH" } ?? "not found in PATH"
        throw ConfigInputError(
            path: name,
            message:
                "scanning sources needs the source scanner, which was \(looked); build it with `swift build` (it is built with mapper), or install it next to mapper, or set \(environmentVariable) to its path"
        )
    }

    /// The running executable's path with links resolved: `/proc/self/exe` on Linux, else what
    /// Foundation says; nil when neither knows.
    static var runningExecutable: String? {
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
