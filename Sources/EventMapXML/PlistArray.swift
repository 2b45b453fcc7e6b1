/// An `<array>`: its elements in file order.
public struct PlistArray: Sendable, Sequence {
    let tree: PlistTree
    let index: Int

    /// The `<array>` node itself.
    public var node: PlistNode { PlistNode(tree: tree, index: index) }

    /// The number of elements.
    public var count: Int {
        var count = 0
        var iterator = makeIterator()
        while iterator.next() != nil { count += 1 }
        return count
    }

    /// Whether the array has no elements.
    public var isEmpty: Bool { tree.records[index].end == UInt32(index + 1) }

    public func makeIterator() -> Iterator {
        Iterator(tree: tree, cursor: index + 1, end: Int(tree.records[index].end))
    }

    /// Walks the elements in file order.
    public struct Iterator: IteratorProtocol {
        let tree: PlistTree
        var cursor: Int
        let end: Int

        public mutating func next() -> PlistNode? {
            guard cursor < end else { return nil }
            let node = PlistNode(tree: tree, index: cursor)
            cursor = Int(tree.records[cursor].end)
            return node
        }
    }
}
