import EventMapCore
import EventMapper
import EventMapXML

/// What ``JSONConfigReader`` hands each entry of a JSON config to once its walk has checked the
/// structure (objects where objects belong, known sections, string IDs, no key twice in one
/// object): a ``ConfigEntryBuilder``, which checks names and IDs and builds the model, or a
/// ``WrittenPagesComparison``, which compares each entry with the pages a conversion wrote.
///
/// Entries come as node indices into the document, so that a receiver that only compares
/// bytes makes no `String`.
protocol JSONConfigEntryReceiver {
    /// A class's key; the page's position for the entries that follow, or nil to pass over
    /// the class's entries.
    mutating func page(named key: Int, in document: LocatedJSONDocument) -> Int?
    /// A `PageEventIDs` member of the page at `page`, its value a string.
    mutating func pageEvent(_ key: Int, id: Int, in document: LocatedJSONDocument, page: Int)
    /// A `ControlEventIDs` member of the page at `page`, its value a string.
    mutating func control(_ key: Int, id: Int, in document: LocatedJSONDocument, page: Int)
    /// A problem the walk found in the structure.
    mutating func report(_ rule: Rule, _ message: String, at location: SourceLocation, suggestion: String?, related: [SourceLocation])
    /// A key given a second time in one object.
    mutating func reportRepeat(_ key: String, at location: SourceLocation, first: SourceLocation)
}
