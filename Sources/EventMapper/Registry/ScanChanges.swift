import EventMapCore

/// How a scan differs from an earlier one whose report its reader keeps: some classes changed
/// in place, and nothing else did. No class came, went or was renamed, and the connected
/// actions, selector references and findings are the earlier scan's. A reader with the earlier
/// report checks again only what those classes reach (``RegistryRevalidation``).
package struct ScanChanges: Sendable, Equatable {
    /// The identity of the earlier scan (``ScannedRegistry/identity``).
    package let since: [UInt8]
    /// The classes that changed as they were, with every class their checks read (their
    /// superclasses and subclasses, and the classes of the same unqualified name), in the
    /// scan's order.
    package let was: [DeclaredClass]
    /// The same classes as they are, in the same order.
    package let now: [DeclaredClass]
    /// The connected actions sent to those classes.
    package let connectedActions: [ConnectedAction]

    /// Changes since the scan `since`.
    package init(since: [UInt8], was: [DeclaredClass], now: [DeclaredClass], connectedActions: [ConnectedAction]) {
        self.since = since
        self.was = was
        self.now = now
        self.connectedActions = connectedActions
    }
}

extension ScanArchiveWriter {
    package mutating func scanChanges(_ changes: ScanChanges) {
        data(changes.since)
        list(changes.was) { $0.declaredClass($1) }
        list(changes.now) { $0.declaredClass($1) }
        list(changes.connectedActions) { $0.connectedAction($1) }
    }
}

extension ScanArchiveReader {
    package mutating func scanChanges() throws(Malformed) -> ScanChanges {
        let since = try data()
        let was = try list { (reader) throws(Malformed) in try reader.declaredClass() }
        let now = try list { (reader) throws(Malformed) in try reader.declaredClass() }
        guard was.count == now.count, zip(was, now).allSatisfy({ $0.name == $1.name }) else {
            throw malformed("the classes of a scan's changes are not the same before and after")
        }
        return ScanChanges(
            since: since, was: was, now: now, connectedActions: try list { (reader) throws(Malformed) in try reader.connectedAction() })
    }
}
