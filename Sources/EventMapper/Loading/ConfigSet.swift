/// A loaded config set: the merged map and every finding from every file.
public struct ConfigSet: Sendable {
    /// The files that were read, in order (including those that did not parse).
    public let paths: [String]
    /// The merged map of every file that parsed.
    public let map: EventMap
    /// Every finding, file by file in load order, then the merge's.
    public let findings: [Finding]

    /// Reads every config `paths` name and merges them.
    /// - Parameter paths: Files and folders (a folder stands for every `.plist` and `.xml` below it).
    /// - Returns: The set.
    /// - Throws: ``ConfigInputError`` when an input cannot be read at all.
    public static func load(_ paths: [String]) throws(ConfigInputError) -> ConfigSet {
        let files = try ConfigInputs.expand(paths)
        var loaded: [ConfigFile] = []
        var findings: [Finding] = []
        for path in files {
            let load = switch ConfigFormat(pathExtensionOf: path) {
            case .xml: try XMLDialectConfigLoader().load(path: path)
            case .plist, nil: try PlistConfigLoader().load(path: path)
            }
            findings += load.findings
            if let file = load.file { loaded.append(file) }
        }
        let (map, mergeFindings) = EventMap.merging(loaded)
        return ConfigSet(paths: files, map: map, findings: findings + mergeFindings)
    }

    private init(paths: [String], map: EventMap, findings: [Finding]) {
        self.paths = paths
        self.map = map
        self.findings = findings
    }
}
