/// Reads storyboards and xibs with libxml2 for what the source scanner needs: every object with
/// an `id` (its `customClass`, `customModule`, placeholder identifier) and every
/// `<action selector="…" destination="…" eventType="…">`, each with its line and column.
///
/// ## Usage
/// ```swift
/// let document = try InterfaceBuilderReader().read(bytes, file: "App/Main.storyboard")
/// for action in document.actions {
///     print(action.location, action.selector, action.destination)
/// }
/// ```
///
/// The reader is as safe on untrusted files as the plist reader: SAX2 with no tree, no network,
/// no DTD or external entity ever loaded, documents with a DOCTYPE or a reference to an entity
/// other than the five XML predefines refused (Xcode writes neither), line numbers right past
/// 65,535. It keeps no global state and may be used from many threads at once.
public struct InterfaceBuilderReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// Reads a storyboard or xib held in memory.
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The name locations should carry.
    /// - Returns: Its objects and actions.
    /// - Throws: ``InterfaceBuilderReadError`` when it is not well-formed XML or uses a refused
    ///   construct.
    public func read(_ bytes: [UInt8], file: String) throws(InterfaceBuilderReadError) -> InterfaceBuilderDocument {
        try InterfaceBuilderSAXParser(source: .memory(bytes), file: file).parse().get()
    }
}
