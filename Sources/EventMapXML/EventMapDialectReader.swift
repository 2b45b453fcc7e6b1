import EventMapCore

/// Reads the EventMapper XML dialect with libxml2, validates it against the event-map XSD that
/// ships with this module, and keeps the file, line and column of every page, control and
/// attribute.
///
/// ## Usage
/// ```swift
/// let document = try EventMapDialectReader().read(contentsOf: "Configs/SettingsPages.xml")
/// for violation in document.schemaViolations {
///     print(violation)            // Configs/SettingsPages.xml:4:3: error: Element 'page': …
/// }
/// for page in document.pages {
///     print(page.className?.value ?? "?", page.location)
/// }
/// ```
///
/// The dialect:
/// ```xml
/// <event-map version="1">
///   <page class="SettingsViewController" enter="PAGE_EVENT_SETTINGS_ENTER" leave="PAGE_EVENT_SETTINGS_LEAVE">
///     <control action="onLogoutBtnPressed_UA:" id="CTRL_EVENT_SETTINGS_LOGOUT"/>
///   </page>
/// </event-map>
/// ```
///
/// The reader is safe on untrusted files: no network, no DTD or external entity is ever loaded,
/// documents with a DOCTYPE or a reference to an entity other than the five XML predefines are
/// refused, and line numbers stay right past 65,535. It keeps no global state beyond the schema,
/// compiled once per process, and may be used from many threads at once.
public struct EventMapDialectReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// Reads and validates the XML-dialect file at `path`.
    /// - Parameter path: The file to read; locations name it as given.
    /// - Returns: The document, with every schema violation.
    /// - Throws: ``EventMapDialectReadError`` when the file cannot be opened, is not well-formed,
    ///   uses a refused construct, or the schema is missing from the installation.
    public func read(contentsOf path: String) throws(EventMapDialectReadError) -> EventMapDialectDocument {
        let source: PlistByteSource
        do {
            source = try PlistByteSource.file(path)
        } catch {
            throw EventMapDialectReadError(reason: .unreadableFile, location: error.location, message: error.message)
        }
        return try EventMapDialectParser(source: source, file: path).parse().get()
    }

    /// Reads and validates an XML-dialect document held in memory.
    /// - Parameters:
    ///   - bytes: The document.
    ///   - file: The name locations should carry.
    /// - Returns: The document, with every schema violation.
    /// - Throws: ``EventMapDialectReadError`` when it is not well-formed, uses a refused
    ///   construct, or the schema is missing from the installation.
    public func read(_ bytes: [UInt8], file: String) throws(EventMapDialectReadError) -> EventMapDialectDocument {
        try EventMapDialectParser(source: .memory(bytes), file: file).parse().get()
    }

    /// Reads the contents of the file at `path`, read before: as ``read(contentsOf:)`` reads the
    /// file, every message included.
    package func read(_ bytes: [UInt8], readFrom path: String) throws(EventMapDialectReadError) -> EventMapDialectDocument {
        try EventMapDialectParser(source: .memory(bytes, readFrom: path), file: path).parse().get()
    }
}

/// Why an XML-dialect file could not be read at all. Schema violations are not errors: they come
/// back in ``EventMapDialectDocument/schemaViolations``.
public struct EventMapDialectReadError: LocatedReadError, Equatable {
    /// What kind of problem it is, for callers that pick an exit code or a rule from it.
    public enum Reason: String, Sendable, Equatable {
        /// The file could not be opened or read.
        case unreadableFile = "unreadable-file"
        /// The bytes are not well-formed XML (libxml2's message).
        case malformedXML = "malformed-xml"
        /// A construct refused for safety: a DOCTYPE (and so any DTD or entity declaration), or
        /// a reference to an entity other than the five XML predefines.
        case forbiddenConstruct = "forbidden-construct"
        /// A `<<<<<<<` line git left where a merge stopped; the parser is not given the file.
        case mergeConflict = "merge-conflict"
        /// The event-map XSD that ships with EventMapXML could not be found or compiled; nothing
        /// can be validated (an installation problem, not a problem with the file).
        case schemaUnavailable = "schema-unavailable"
    }

    /// What kind of problem it is.
    public let reason: Reason
    /// Where it is. Line and column are 0 when the problem has no position in the file.
    public let location: SourceLocation
    /// What is wrong, on one line.
    public let message: String

    /// Creates an error.
    /// - Parameters:
    ///   - reason: The kind of problem.
    ///   - location: Where it is.
    ///   - message: What is wrong.
    public init(reason: Reason, location: SourceLocation, message: String) {
        self.reason = reason
        self.location = location
        self.message = message
    }
}

/// The dialect reader's own messages, for constructs it refuses before libxml2 would act on them.
enum EventMapDialectMessage {
    static func doctype() -> String {
        "an event map may not have a DOCTYPE: the dialect is defined by its XSD, and a DTD can "
            + "declare entities that read local files or exhaust memory"
    }

    static func entityDeclared() -> String {
        "an event map may not declare entities or other DTD content"
    }

    static func entityReferenced(_ name: String) -> String {
        "the entity reference &\(name); is not allowed in an event map; "
            + "only &amp; &lt; &gt; &quot; &apos; and character references are"
    }

    static func emptyDocument() -> String {
        "the file holds no XML element; an event map starts with <event-map version=\"1\">"
    }
}
