import EventMapCore

/// Reads Apple XML property lists with libxml2, keeping the file, line and column of every key
/// and value.
///
/// ## Usage
/// ```swift
/// let document = try PlistReader().read(contentsOf: "Configs/WGlobalUserStatisticsConfig.plist")
/// for entry in document.root.dictionary! {
///     print(entry.key.text, entry.key.location)
/// }
/// ```
///
/// The reader is safe on untrusted files: no network, no DTD loading, documents that declare
/// or reference entities are refused, nesting is capped as Apple's parser caps it, and line
/// numbers stay right past 65,535. It installs no global error handler and may be used from many
/// threads; its one process-wide setting is libxml2's element-depth limit, raised once, before
/// the first parse, from 256 to 520 so that Apple's limit of 512 containers is the one that applies.
/// Where it deliberately differs from Apple's parser is listed in `docs/reader.md`.
public struct PlistReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// Reads the property list at `path`.
    /// - Parameter path: The file to read; locations name it as given.
    /// - Returns: The document.
    /// - Throws: ``PlistReadError`` for the first problem, located.
    public func read(contentsOf path: String) throws(PlistReadError) -> PlistDocument {
        let source = try PlistByteSource.file(path)
        return try PlistDocument(tree: PlistSAXParser(source: source).parse(file: path).get())
    }

    /// Reads the property list at `path`, keeping the values of only those top-level entries
    /// whose key might be a class: the whole file is read and checked, but the other entries'
    /// values are left empty, so that one class of a large config costs little more than reading.
    /// - Parameters:
    ///   - path: The file to read; locations name it as given.
    ///   - keptEntries: Which top-level keys keep their values.
    /// - Returns: The document, with every top-level key and only the kept entries' contents.
    /// - Throws: ``PlistReadError`` for the first problem, located.
    package func read(contentsOf path: String, keepingEntries keptEntries: ClassNameQuery) throws(PlistReadError) -> PlistDocument {
        let source = try PlistByteSource.file(path)
        return try PlistDocument(tree: PlistSAXParser(source: source, keptEntries: keptEntries).parse(file: path).get())
    }

    /// Reads a property list from bytes in memory.
    /// - Parameters:
    ///   - bytes: The document.
    ///   - file: The name locations should carry.
    /// - Returns: The document.
    /// - Throws: ``PlistReadError`` for the first problem, located.
    public func read(_ bytes: [UInt8], file: String) throws(PlistReadError) -> PlistDocument {
        let source = PlistByteSource.memory(bytes)
        return try PlistDocument(tree: PlistSAXParser(source: source).parse(file: file).get())
    }

    /// Reads the contents of the file at `path`, read before: as ``read(contentsOf:)`` reads the
    /// file, every message included.
    /// - Parameter keptEntries: When given, which top-level keys keep their values, as
    ///   ``read(contentsOf:keepingEntries:)`` keeps them.
    package func read(_ bytes: [UInt8], readFrom path: String, keepingEntries keptEntries: ClassNameQuery? = nil) throws(PlistReadError)
        -> PlistDocument
    {
        let source = PlistByteSource.memory(bytes, readFrom: path)
        return try PlistDocument(tree: PlistSAXParser(source: source, keptEntries: keptEntries).parse(file: path).get())
    }
}

/// A parsed property list: its root value and the file it came from.
public struct PlistDocument: Sendable {
    let tree: PlistTree

    init(tree: PlistTree) {
        self.tree = tree
    }

    /// The file's path as it was given to the reader.
    public var file: String { tree.file }

    /// The top-level value (the one object inside `<plist>`).
    public var root: PlistNode { PlistNode(tree: tree, index: 0) }

    /// Markup no value carries (comments, processing instructions, stray attributes), in
    /// document order: what a writer working from the values would drop.
    public var ignoredMarkup: [PlistIgnoredMarkup] { tree.ignoredMarkup }

    /// The number of values and keys in the document.
    public var nodeCount: Int { tree.records.count }
}
