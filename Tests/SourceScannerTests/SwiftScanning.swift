import EventMapCore
import EventMapper
import SourceScanner

/// Scans Swift source text as the scanner scans a file.
enum SwiftScanning {
    /// The scan of `source`, as a file at `path`.
    static func scan(_ source: String, path: String = "Sources/Page.swift") -> SourceFileScan {
        SwiftSourceScanner().scan(Array(source.utf8), path: path)
    }

    /// The selectors of every class fragment, in order, each as `Class: selector…`, then its
    /// candidates: `selector?` when `@objcMembers` would expose it, `selector^` when it is kept
    /// as an override of an action a superclass in the scan declares, `selector!` when it is
    /// kept only as a witness of an Objective-C protocol requirement.
    static func actions(_ source: String) -> [String] {
        scan(source).classes.map { fragment in
            let candidates = fragment.candidates.map { candidate in
                switch candidate.condition {
                case .inferredByObjCMembers: candidate.action.selector.text + "?"
                case .overridesDeclaredAction: candidate.action.selector.text + "^"
                case .witnessesObjCRequirement: candidate.action.selector.text + "!"
                }
            }
            return ([fragment.name.text + ":"] + fragment.actions.map(\.selector.text) + candidates).joined(separator: " ")
        }
    }
}
