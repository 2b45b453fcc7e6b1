#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Finds the `<<<<<<<` line git leaves where a merge stopped, in the bytes of a UTF-8 document
/// read a chunk at a time, before the XML parser is given them: libxml2 would report the marker
/// as `StartTag: invalid element name`, which tells nobody that a merge is unfinished.
///
/// Only the opening marker is looked for: `<<<<<<<` at the start of a line is never well-formed
/// XML, whereas `=======` and `>>>>>>>` lines could be text inside a value.
struct MergeConflictMarkers {
    /// The marker, as git writes it at the start of a line.
    static let opening = Array("<<<<<<<".utf8)
    static let closing = Array(">>>>>>>".utf8)

    /// The bytes of the line that started at ``lineStart``, as long as they are a prefix of the
    /// marker: a marker split between two chunks. Nil when the current line cannot be one.
    private var pending: [UInt8]? = []
    private var lineStart = 0

    /// The offset of the first line that starts with the marker in `chunk`, which starts at
    /// byte `start` of the document, or nil.
    mutating func marker(in chunk: UnsafeRawBufferPointer, startingAt start: Int) -> Int? {
        guard let base = chunk.baseAddress, !chunk.isEmpty else { return nil }
        var index = 0
        if var prefix = pending {
            while prefix.count < Self.opening.count, index < chunk.count, chunk[index] == Self.opening[0] {
                prefix.append(chunk[index])
                index += 1
            }
            if prefix.count == Self.opening.count { return lineStart }
            if index == chunk.count {
                pending = prefix
                return nil
            }
        }
        pending = nil
        while index < chunk.count, let newline = memchr(base + index, 0x0A, chunk.count - index) {
            let next = UnsafeRawPointer(newline) - base + 1
            let available = min(Self.opening.count, chunk.count - next)
            let head = chunk[next..<(next + available)]
            if head.allSatisfy({ $0 == Self.opening[0] }) {
                if available == Self.opening.count { return start + next }
                (pending, lineStart) = (Array(head), start + next)
                return nil
            }
            index = next
        }
        return nil
    }

    /// What a refusal says about the conflict that starts at line `line`, given the bytes from
    /// its marker on: the branch named on its `>>>>>>>` line, and how to resolve it.
    static func message(line: Int, from bytes: [UInt8]) -> String {
        var branch: String?
        var index = 0
        while index < bytes.count {
            let end = bytes[index...].firstIndex(of: 0x0A) ?? bytes.count
            let text = bytes[index..<end]
            if text.starts(with: closing) {
                let label = String(decoding: text.dropFirst(closing.count), as: UTF8.self).trimmingBlanks
                branch = label
                break
            }
            index = end + 1
        }
        let origin =
            switch branch {
            case nil: "its >>>>>>> line is missing"
            case ""?: "from another branch"
            case let name?: "from branch \(name)"
            }
        return "unresolved merge conflict at line \(line) (\(origin)); keep what each side should keep, "
            + "then delete the <<<<<<<, ======= and >>>>>>> lines"
    }
}

extension String {
    /// The text without blanks and carriage returns around it.
    fileprivate var trimmingBlanks: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" && $0 != "\r" }) else { return "" }
        let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" && $0 != "\r" })!
        return String(scalars[first...last])
    }
}
