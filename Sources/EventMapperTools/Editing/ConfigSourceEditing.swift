import EventMapCore
import EventMapXML

/// What makes a ``ConfigEdit`` to a config's bytes in place, in the file's format
/// (``PlistSourceEditor``, ``EventMapDialectSourceEditor``).
protocol ConfigSourceEditing {
    /// The contents edited, laid out.
    var document: XMLSourceDocument { get }
    /// The line ending and indentation step inserted text takes.
    var layout: SourceLayout { get }

    /// The replacements that make `edit`.
    /// - Parameter pageKey: The class as the file names it; nil when it does not configure it.
    func replacements(for edit: ConfigEdit, pageKey: String?) throws(ConfigEditFailure) -> [ByteReplacement]

    /// The byte range of the class's entry, or nil.
    func pageRange(pageKey: String) -> Range<Int>?
}

/// A config's pages by the class their key or `class` attribute names, in file order, read on
/// first use: each edit made from a reading looks its class up, and a large config has
/// thousands of pages.
final class PageKeyIndex<Page> {
    private var pages: [String: [Page]]?

    /// The pages keyed `key`; `read` gives every page with its key, the first time.
    func pages(keyed key: String, read: () -> [(key: String, page: Page)]) -> [Page] {
        if let pages { return pages[key] ?? [] }
        let read = Dictionary(grouping: read(), by: \.key).mapValues { $0.map(\.page) }
        pages = read
        return read[key] ?? []
    }
}

extension ConfigFileType {
    /// The editor of a config of this format laid out as `document`.
    /// - Parameter style: The layout whose line ending and indentation to keep; nil to take
    ///   them from `document`.
    /// - Throws: ``ConfigEditFailure`` for a format a config set does not hold.
    func sourceEditor(_ document: XMLSourceDocument, file: String, force: Bool, style: SourceLayout? = nil) throws(ConfigEditFailure)
        -> any ConfigSourceEditing
    {
        switch self {
        case .plist: PlistSourceEditor(document: document, file: file, force: force, style: style)
        case .xml: EventMapDialectSourceEditor(document: document, file: file, force: force, style: style)
        case .json, .csv:
            // A config set holds only .plist and .xml files; these are conversion formats.
            throw ConfigEditFailure(.refused, error: "\(file) is a \(self) file; set and unset edit .plist and .xml configs")
        }
    }
}
