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
    /// The name as a JSON string.
    let nameJSON: [UInt8]
    /// The name as a CSV field.
    let nameCSV: [UInt8]

    init(name: String) {
        self.name = name
        nameJSON = SpelledBytes.json(name)
        nameCSV = SpelledBytes.csv(name)
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
    let bytes: [UInt8]
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

    init(source: LogSource, bytes: [UInt8], startsSource: Bool, isOverlongLine: Bool = false) {
        self.source = source
        self.bytes = bytes
        self.startsSource = startsSource
        self.isOverlongLine = isOverlongLine
    }

    /// Counts the lines and finds the last device header: what the chunks after this one need.
    mutating func countLines() {
        if isOverlongLine {
            lineCount = 1
            return
        }
        var count = 0
        var header: LogDevice?
        forEachLine { _, line in
            count += 1
            if !LogLineParser.startsLikeRecord(line), case .header(let device) = LogLineParser.parse(line) { header = device }
        }
        lineCount = count
        lastHeader = header
    }

    /// Calls `body` with each line's number and bytes, without its newline or a CR before it.
    @inline(__always)
    func forEachLine(_ body: (_ number: Int, _ line: UnsafeBufferPointer<UInt8>) -> Void) {
        bytes.withUnsafeBufferPointer { all in
            guard let base = all.baseAddress else { return }
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

/// Cuts a source's bytes, as they arrive, into chunks of whole lines.
struct LogChunker {
    /// A line longer than this is malformed; its bytes are dropped as they arrive, so that a
    /// file without newlines cannot fill the memory.
    static let maximumLineLength = 1 << 20

    private let source: LogSource
    private let chunkSize: Int
    private var pending: [UInt8] = []
    private var emittedAny = false
    private var discardingOverlongLine = false

    init(source: LogSource, chunkSize: Int) {
        self.source = source
        self.chunkSize = chunkSize
        pending.reserveCapacity(chunkSize + chunkSize / 2)
    }

    /// Takes the next bytes; `emit` receives every chunk they complete.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, emit: (LogChunk) throws -> Void) rethrows {
        var bytes = bytes
        if discardingOverlongLine {
            guard let newline = bytes.firstIndex(of: .newline) else { return }
            discardingOverlongLine = false
            bytes = UnsafeBufferPointer(rebasing: bytes[(newline + 1)...])
        }
        pending.append(contentsOf: bytes)
        guard pending.count >= chunkSize else { return }
        if let lastNewline = pending.lastIndex(of: .newline) {
            let rest = Array(pending[(lastNewline + 1)...])
            pending.removeSubrange((lastNewline + 1)...)
            try emit(makeChunk(pending))
            pending = rest
            pending.reserveCapacity(chunkSize + chunkSize / 2)
        }
        if pending.count > Self.maximumLineLength, !pending.contains(.newline) {
            try emit(LogChunk(source: source, bytes: [], startsSource: takeStart(), isOverlongLine: true))
            pending.removeAll(keepingCapacity: true)
            discardingOverlongLine = true
        }
    }

    /// Emits what is left: the last line, which may lack its newline.
    mutating func finish(emit: (LogChunk) throws -> Void) rethrows {
        guard !pending.isEmpty else { return }
        try emit(makeChunk(pending))
        pending = []
    }

    private mutating func makeChunk(_ bytes: [UInt8]) -> LogChunk {
        LogChunk(source: source, bytes: bytes, startsSource: takeStart())
    }

    private mutating func takeStart() -> Bool {
        defer { emittedAny = true }
        return !emittedAny
    }
}
