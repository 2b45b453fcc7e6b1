import EventMapCore
import EventMapper
import Foundation

/// One side of `mapper diff`: a config file or folder on disk, or a file at a git revision
/// (`HEAD~1:Configs/WGlobalUserStatisticsConfig.plist`, read with `git show`).
package struct ConfigVersion: Sendable {
    /// The side as the user named it.
    package let label: String
    /// Its merged map.
    package let map: EventMap
    /// What loading it found; a side with an error here may map less than it should.
    package let findings: [Finding]

    /// Reads one side.
    /// - Parameters:
    ///   - spec: A path, or `revision:path`.
    ///   - revisions: What reads a file at a revision (the command line runs `git show`).
    /// - Throws: ``ConfigInputError`` when it cannot be read (exit status 2).
    package init(_ spec: String, revisions: any RevisionReading) throws(ConfigInputError) {
        label = spec
        if FileManager.default.fileExists(atPath: spec) || !spec.contains(":") {
            let set = try ConfigSet.load([spec])
            (map, findings) = (set.map, set.findings)
            return
        }
        let path = String(spec[spec.index(after: spec.firstIndex(of: ":")!)...])
        let bytes = try revisions.contents(of: spec)
        let load = switch ConfigFormat(pathExtensionOf: path) {
        case .xml: try XMLDialectConfigLoader().load(bytes, file: spec)
        case .plist: PlistConfigLoader().load(bytes, file: spec)
        case .json, .csv, nil: throw ConfigInputError(path: spec, message: "not a config: expected a .plist or .xml file")
        }
        let (merged, mergeFindings) = EventMap.merging(load.file.map { [$0] } ?? [])
        (map, findings) = (merged, load.findings + mergeFindings)
    }
}

/// Reads a file as it was at a git revision. The tools start no processes: the command line
/// implements it by running `git show`, and tests with fixed contents.
package protocol RevisionReading: Sendable {
    /// The file's bytes at the revision.
    /// - Parameter spec: `revision:path`.
    /// - Throws: ``ConfigInputError`` when there is no such revision or file, or git cannot run.
    func contents(of spec: String) throws(ConfigInputError) -> [UInt8]
}
