import EventMapper
import SourceScanner

/// Scans Swift source text as the scanner scans a file.
enum SwiftScanning {
    /// The scan of `source`, as a file at `path`.
    static func scan(_ source: String, path: String = "Sources/Page.swift") -> SourceFileScan {
        SwiftSourceScanner().scan(Array(source.utf8), path: path)
    }

    /// The selectors of every class fragment, in order, each as `Class: selector…`.
    static func actions(_ source: String) -> [String] {
        scan(source).classes.map { fragment in
            ([fragment.name.text + ":"] + fragment.actions.map(\.selector.text)).joined(separator: " ")
        }
    }
}
