/// The page a device's session is on: the class of its last page view (type 1), as logged. A
/// session starts with a file, a device header or a launch (type 0), on no page.
///
/// `mapper logs annotate` gives each tap the page it happened on and each page view the page
/// before it; a chunk's rows are written on any thread, so each chunk is given the page in force
/// where it starts, worked out in input order from what the chunks before it end with.
final class LogPage: @unchecked Sendable {
    /// The class's bytes, owned here.
    let name: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = copy.initialize(from: bytes)
        name = UnsafeBufferPointer(copy)
    }

    deinit {
        name.deallocate()
    }
}

/// What a chunk's lines leave of the session: a page viewed last, or a new session begun after
/// the last view.
enum SessionChange: Sendable {
    case viewed(LogPage)
    case newSession
}

extension LogChunk {
    /// The last page view, launch or device header among the lines, read from the end back: a
    /// few lines for most chunks; nil when there is none.
    func lastSessionChange() -> SessionChange? {
        guard !isOverlongLine else { return nil }
        let all = bytes.bytes
        guard let base = all.baseAddress else { return nil }
        var end = all.count
        if end > 0, base[end - 1] == .newline { end -= 1 }
        while end > 0 {
            var start = end
            while start > 0, base[start - 1] != .newline { start -= 1 }
            var lineEnd = end
            if lineEnd > start, base[lineEnd - 1] == .carriageReturn { lineEnd -= 1 }
            let line = UnsafeBufferPointer(start: base + start, count: lineEnd - start)
            if let change = Self.sessionChange(in: line) { return change }
            end = start - 1
        }
        return nil
    }

    /// What `line` does to the session, if anything; only lines that can matter are parsed.
    private static func sessionChange(in line: UnsafeBufferPointer<UInt8>) -> SessionChange? {
        guard line.count <= LogChunker.maximumLineLength else { return nil }
        if LogLineParser.startsLikeRecord(line) {
            guard line.count > 2, line[1] == .comma, line[0] == UInt8(ascii: "0") || line[0] == UInt8(ascii: "1") else { return nil }
        }
        switch LogLineParser.parse(line) {
        case .header: return .newSession
        case .record(let record) where record.kind == .launch: return .newSession
        case .record(let record) where record.kind == .pageEnter:
            return .viewed(LogPage(UnsafeBufferPointer(rebasing: line[record.className])))
        default: return nil
        }
    }
}
