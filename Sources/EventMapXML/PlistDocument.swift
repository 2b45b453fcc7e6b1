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
