import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where log lines come from — a file, an entry of a zip archive, or standard input — named as
/// rows and messages name it.
package final class LogSource: Sendable {
    /// `logs/day.log`, `logs.zip(day.log)` or `-`.
    package let name: String
    /// The name as a JSON string (0) and a CSV field (1).
    let spelled = SpelledTexts()

    init(name: String) {
        self.name = name
        _ = spelled.addJSON(name)
        _ = spelled.addCSV(name)
    }
}

/// A run of whole lines of one source, the unit the log commands work on in parallel.
///
/// The line numbers and the device in force where the chunk starts depend on the chunks
/// before it; ``LogStream`` works them out (``countLines()``, then in order) before the chunk
/// is processed.
struct LogChunk: Sendable {
    let source: LogSource
    /// Whole lines; the last one lacks its newline only at the end of the source.
    let bytes: ByteBuffer
    /// Whether the chunk's first line is its source's first line.
    let startsSource: Bool
    /// Whether the chunk stands for one line longer than ``LogChunker/maximumLineLength``,
    /// whose bytes were not kept.
    let isOverlongLine: Bool
    /// The number of lines.
    private(set) var lineCount = 0
    /// The last device header among the lines.
    private(set) var lastHeader: LogDevice?
    /// The number of the first line in its source.
    var firstLine = 1
    /// The device whose header came last before the chunk in its source.
    var device: LogDevice?
    /// What the lines leave of the session's page, for the chunks after this one.
    private(set) var sessionChange: SessionChange?
    /// The page the session is on where the chunk starts; nil on none.
    var sessionPage: LogPage?

    init(source: LogSource, bytes: ByteBuffer, startsSource: Bool, isOverlongLine: Bool = false) {
        self.source = source
        self.bytes = bytes
        self.startsSource = startsSource
        self.isOverlongLine = isOverlongLine
    }

    /// Counts the lines and finds the last device header and session change: what the chunks
    /// after this one need.
    ///
    /// Newlines are counted sixteen bytes at a time; only a line that does not start with a
    /// digit (a header, a blank or malformed line) is looked at on its own.
    mutating func countLines() {
        if isOverlongLine {
            lineCount = 1
            return
        }
        let all = bytes.bytes
        guard let first = all.first else { return }
        var header = first &- UInt8(ascii: "0") < 10 ? nil : Self.header(startingAt: 0, in: all)
        let newlines = ByteScan.newlines(in: all) { start in
            if let device = Self.header(startingAt: start, in: all) { header = device }
        }
        lineCount = newlines + (all.last == .newline ? 0 : 1)
        lastHeader = header
        sessionChange = lastSessionChange()
    }

    /// The device header on the line that starts at `start` of `all`, if it is one.
    private static func header(startingAt start: Int, in all: UnsafeBufferPointer<UInt8>) -> LogDevice? {
        let rest = UnsafeBufferPointer(rebasing: all[start...])
        var end = ByteScan.firstIndex(of: .newline, in: rest, from: 0, to: rest.count) ?? rest.count
        if end > 0, rest[end - 1] == .carriageReturn { end -= 1 }
        let line = UnsafeBufferPointer(rebasing: rest[..<end])
        guard line.count <= LogChunker.maximumLineLength, !LogLineParser.startsLikeRecord(line),
            case .header(let device) = LogLineParser.parse(line)
        else { return nil }
        return device
    }

    /// Calls `body` with each line's number and bytes, without its newline or a CR before it.
    @inline(__always)
    func forEachLine(_ body: (_ number: Int, _ line: UnsafeBufferPointer<UInt8>) -> Void) {
        do {
            let all = bytes.bytes
            let base = UnsafePointer(bytes.base)
            var start = 0
            var number = firstLine
            while start < all.count {
                let rest = all.count - start
                let newline: Int
                if let found = memchr(base + start, Int32(UInt8.newline), rest) {
                    newline = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                } else {
                    newline = all.count
                }
                var end = newline
                if end > start, base[end - 1] == .carriageReturn { end -= 1 }
                body(number, UnsafeBufferPointer(start: base + start, count: end - start))
                number += 1
                start = newline + 1
            }
        }
    }
}

/// Buffers for chunks' bytes and rows, reused once their chunk is collected, so that reading gigabytes of
/// logs does not map and fault in fresh memory for every megabyte.
final class ByteBufferPool: @unchecked Sendable {
    private let lock = NSLock()
    private var spare: [ByteBuffer] = []
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// An empty buffer: a spare one, or a new one. Called by the reading thread or a worker.
    func take() -> ByteBuffer {
        lock.lock()
        let buffer = spare.popLast()
        lock.unlock()
        guard let buffer else { return ByteBuffer(capacity: capacity) }
        buffer.removeAll()
        return buffer
    }

    /// Takes back a buffer whose chunk is done. Called by the collecting thread.
    func giveBack(_ buffer: ByteBuffer) {
        lock.lock()
        spare.append(buffer)
        lock.unlock()
    }
}

/// Cuts a source's bytes, as they arrive, into chunks of whole lines.
struct LogChunker {
    /// A line longer than this is malformed; its bytes are dropped as they arrive, so that a
    /// file without newlines cannot fill the memory.
    static let maximumLineLength = 1 << 20

    private let source: LogSource
    /// Bytes per chunk, and per read.
    let chunkSize: Int
    private let pool: ByteBufferPool
    private var pending: ByteBuffer
    private var emittedAny = false
    private var discardingOverlongLine = false

    init(source: LogSource, chunkSize: Int, pool: ByteBufferPool) {
        self.source = source
        self.chunkSize = chunkSize
        self.pool = pool
        pending = pool.take()
    }

    /// Takes the next bytes; `emit` receives every chunk they complete.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, emit: (LogChunk) throws -> Void) rethrows {
        try fill(upTo: bytes.count, emit: emit) { space in
            guard let source = bytes.baseAddress else { return 0 }
            space.baseAddress!.copyMemory(from: source, byteCount: bytes.count)
            return bytes.count
        }
    }

    /// Lets `read` write the next bytes straight into the chunk being filled (up to `limit`);
    /// `emit` receives every chunk they complete.
    mutating func fill(upTo limit: Int, emit: (LogChunk) throws -> Void, _ read: (UnsafeMutableRawBufferPointer) throws -> Int) rethrows {
        let before = pending.count
        try pending.appendFilling(upTo: limit, read)
        if discardingOverlongLine {
            // Only what follows the overlong line's newline is kept.
            let fresh = UnsafeBufferPointer(rebasing: pending.bytes[before...])
            guard let newline = fresh.firstIndex(of: .newline) else {
                pending.removeAll()
                return
            }
            discardingOverlongLine = false
            let rest = Array(fresh[(newline + 1)...])
            pending.removeAll()
            rest.withUnsafeBufferPointer { pending.append($0) }
        }
        guard pending.count >= chunkSize else { return }
        if let lastNewline = pending.lastIndex(of: .newline) {
            let next = pool.take()
            next.append(UnsafeBufferPointer(rebasing: pending.bytes[(lastNewline + 1)...]))
            let full = pending
            full.truncate(to: lastNewline + 1)
            pending = next
            try emit(LogChunk(source: source, bytes: full, startsSource: takeStart()))
        }
        if pending.count > Self.maximumLineLength, pending.lastIndex(of: .newline) == nil {
            try emit(LogChunk(source: source, bytes: pool.take(), startsSource: takeStart(), isOverlongLine: true))
            pending.removeAll()
            discardingOverlongLine = true
        }
    }

    /// Emits what is left: the last line, which may lack its newline.
    mutating func finish(emit: (LogChunk) throws -> Void) rethrows {
        guard pending.count > 0 else {
            pool.giveBack(pending)
            return
        }
        try emit(LogChunk(source: source, bytes: pending, startsSource: takeStart()))
    }

    private mutating func takeStart() -> Bool {
        defer { emittedAny = true }
        return !emittedAny
    }
}
