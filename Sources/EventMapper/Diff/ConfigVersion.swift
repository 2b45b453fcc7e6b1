import Foundation

/// One side of `mapper diff`: a config file or folder on disk, or a file at a git revision
/// (`HEAD~1:Configs/WGlobalUserStatisticsConfig.plist`, read with `git show`).
public struct ConfigVersion: Sendable {
    /// The side as the user named it.
    public let label: String
    /// Its merged map.
    public let map: EventMap
    /// What loading it found; a side with an error here may map less than it should.
    public let findings: [Finding]

    /// Reads one side.
    /// - Parameter spec: A path, or `revision:path`.
    /// - Throws: ``ConfigInputError`` when it cannot be read (exit status 2).
    public init(_ spec: String) throws(ConfigInputError) {
        label = spec
        if FileManager.default.fileExists(atPath: spec) || !spec.contains(":") {
            let set = try ConfigSet.load([spec])
            (map, findings) = (set.map, set.findings)
            return
        }
        let path = String(spec[spec.index(after: spec.firstIndex(of: ":")!)...])
        let bytes = try Self.gitShow(spec)
        let load = switch ConfigFormat(pathExtensionOf: path) {
        case .xml: try XMLDialectConfigLoader().load(bytes, file: spec)
        case .plist: PlistConfigLoader().load(bytes, file: spec)
        case .json, .csv, nil: throw ConfigInputError(path: spec, message: "not a config: expected a .plist or .xml file")
        }
        let (merged, mergeFindings) = EventMap.merging(load.file.map { [$0] } ?? [])
        (map, findings) = (merged, load.findings + mergeFindings)
    }

    private static func gitShow(_ spec: String) throws(ConfigInputError) -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "show", spec]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw ConfigInputError(path: spec, message: "cannot run git")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = message.split(separator: "\n").first.map(String.init) ?? "git show failed"
            throw ConfigInputError(path: spec, message: "no such file or git revision (\(reason))")
        }
        return Array(data)
    }
}
