/// An analytics event identifier, such as `CTRL_EVENT_HOME_FAV`.
///
/// An ID is its UTF-8 bytes, and two IDs are equal when their bytes are: the hooks find an ID
/// with `NSString` comparison, which compares code units and does not normalise. IDs order by
/// their bytes, which is the order of their Unicode scalars.
///
/// The bytes live in a shared buffer: a loader stores every ID of a file side by side
/// (`EventIDArena`), so that a 10,000-page config's 200,000 IDs are a few buffers rather than
/// 200,000 separately allocated strings, each of them a cache miss to make, to index and to
/// free. ``text`` makes a `String` when it is asked for.
///
/// Sendable: an ID's bytes are written once, before the ID exists, and only read after; a
/// loader appending other IDs to the same buffer writes past them.
public struct EventID: Hashable, @unchecked Sendable, Comparable, CustomStringConvertible {
    private let storage: EventIDBytes
    private let offset: UInt32
    private let count: UInt32

    /// Creates an identifier from its text.
    public init(_ text: String) {
        var text = text
        var arena = EventIDArena(chunkSize: 0)
        self = text.withUTF8 { EventID(utf8: $0, in: &arena) }
    }

    /// An identifier whose bytes are stored in `arena`.
    package init(utf8 bytes: UnsafeBufferPointer<UInt8>, in arena: inout EventIDArena) {
        (storage, offset) = arena.store(bytes)
        count = UInt32(bytes.count)
    }

    /// The identifier as written.
    public var text: String { withUTF8 { String(decoding: $0, as: UTF8.self) } }

    public var description: String { text }

    /// The number of UTF-8 bytes.
    package var utf8Count: Int { Int(count) }

    /// Calls `body` with the identifier's UTF-8 bytes, without making a `String`.
    package func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointerToElements { elements in
            try body(UnsafeBufferPointer(start: elements + Int(offset), count: Int(count)))
        }
    }

    public static func == (lhs: EventID, rhs: EventID) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.storage === rhs.storage && lhs.offset == rhs.offset { return true }
        return lhs.withUTF8 { left in rhs.withUTF8 { right in left.elementsEqual(right) } }
    }

    public func hash(into hasher: inout Hasher) {
        withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    public static func < (lhs: EventID, rhs: EventID) -> Bool {
        lhs.withUTF8 { left in rhs.withUTF8 { right in left.lexicographicallyPrecedes(right) } }
    }
}

/// Where a loader stores the bytes of the event IDs it reads: chunks filled one after the other,
/// each shared by the IDs in it and freed with the last of them. An arena is used by one loader
/// on one thread; a chunk is never written again once an ID has been stored after its bytes.
package struct EventIDArena {
    private let chunkSize: Int
    private var chunk: EventIDBytes?

    /// An arena filling chunks of `chunkSize` bytes; an ID longer than a quarter of that (and
    /// every ID when it is 0) gets a buffer of its own.
    package init(chunkSize: Int = 64 * 1024) {
        self.chunkSize = chunkSize
    }

    /// Copies `bytes` in and says where they are.
    mutating func store(_ bytes: UnsafeBufferPointer<UInt8>) -> (EventIDBytes, offset: UInt32) {
        guard bytes.count <= chunkSize / 4 else { return (EventIDBytes.holding(bytes, capacity: bytes.count), 0) }
        if let chunk, let offset = chunk.append(bytes) { return (chunk, offset) }
        let fresh = EventIDBytes.holding(bytes, capacity: chunkSize)
        chunk = fresh
        return (fresh, 0)
    }
}

/// A buffer of ID bytes; the header says how many are in use and how many fit.
final class EventIDBytes: ManagedBuffer<EventIDBytes.Header, UInt8> {
    struct Header {
        var used: Int
        let capacity: Int
    }

    /// A buffer of `capacity` bytes (at least those of `bytes`) that starts with `bytes`.
    static func holding(_ bytes: UnsafeBufferPointer<UInt8>, capacity: Int) -> EventIDBytes {
        let capacity = max(capacity, bytes.count, 1)
        let buffer = unsafeDowncast(create(minimumCapacity: capacity) { _ in Header(used: 0, capacity: capacity) }, to: EventIDBytes.self)
        _ = buffer.append(bytes)
        return buffer
    }

    /// Appends `bytes` when they fit and returns where they start, or nil when they do not.
    func append(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
        withUnsafeMutablePointers { header, elements in
            let start = header.pointee.used
            guard start + bytes.count <= header.pointee.capacity else { return nil }
            if let source = bytes.baseAddress { (elements + start).initialize(from: source, count: bytes.count) }
            header.pointee.used = start + bytes.count
            return UInt32(start)
        }
    }
}
