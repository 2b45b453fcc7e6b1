import EventMapCore
import EventMapper

/// What a merge entry by entry cannot see in one file: the set the file belongs to. Both sides
/// may give two different entries one event ID, or add a class this file and another file of
/// the set both configure; each side is valid, the merge is not.
///
/// The merged file is checked with the set's other files as they are in the working tree (while
/// git merges, this side's versions), against the same check of this side's file: an error the
/// merge brings is one this side's set did not have. Findings are compared without their line
/// and column numbers, which the merge moves.
struct MergedSetCheck {
    /// The errors the merge brings, as `validate` prints them; empty when the file is in no set
    /// (the project's configs, else `Configs/`).
    let errors: [String]

    /// Checks the merge of the config at `path` (relative to the working directory).
    /// - Throws: ``ConfigInputError`` when the project file, or another file of the set, cannot
    ///   be read.
    init(merged: [UInt8], ours: [UInt8], path: String) throws(ConfigInputError) {
        let selection = try ConfigSelection.choose(explicit: [])
        let files: [String]
        do {
            files = try ConfigSet.configFiles(selection.paths, excluding: selection.project?.exclusion)
        } catch {
            // No set to check: no project configs and no `Configs/` folder.
            errors = []
            return
        }
        guard selection.position(of: path, in: files) != nil else {
            errors = []
            return
        }
        let validator = try Validator(settings: selection.settings)
        func findings(with bytes: [UInt8]) throws(ConfigInputError) -> [Finding] {
            let set = try selection.load(replacing: (path, bytes))
            return validator.validate(set, registry: nil).findings.filter { $0.severity == .error }
        }
        let before = Set(try findings(with: ours).map(Self.comparable))
        self.errors = try findings(with: merged).filter { !before.contains(Self.comparable($0)) }.map(\.description)
    }

    /// A finding's rule and message, without the line and column numbers it holds.
    private static func comparable(_ finding: Finding) -> String {
        finding.rule.id + " " + finding.message.replacing(/:[0-9]+:[0-9]+|line [0-9]+/, with: "")
    }
}
