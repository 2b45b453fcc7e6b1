import EventMapCore
internal import CLibXML2
import InputFiles

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Where a parse reads its bytes: an open file, read in pieces as libxml2 asks, or a buffer in
/// memory. libxml2 pulls through ``readCallback``, so a file is never held whole in memory.
final class PlistByteSource {
    private enum Storage {
        case file(descriptor: Int32, path: String)
        /// Bytes, and the file they were read from when they are a file's contents.
        case memory([UInt8], path: String?)
    }

    private let storage: Storage
    private var offset = 0
    /// The size the source announced, for reserving storage.
    let expectedSize: Int
    /// Set when reading failed part-way.
    private(set) var readError: String?

    private init(storage: Storage, expectedSize: Int) {
        self.storage = storage
        self.expectedSize = expectedSize
    }

    deinit {
        if case .file(let descriptor, _) = storage { close(descriptor) }
    }

    /// A source over bytes in memory; `path` names the file they were read from, when they are
    /// its contents as it is, for messages that tell the user what to run on it.
    static func memory(_ bytes: [UInt8], readFrom path: String? = nil) -> PlistByteSource {
        PlistByteSource(storage: .memory(bytes, path: path), expectedSize: bytes.count)
    }

    /// Opens `path` for reading: a regular file of at most ``InputFile/configLimit`` bytes.
    /// - Throws: ``PlistReadError`` with reason `unreadableFile` when it cannot be opened, or is
    ///   a folder, a FIFO, a device or larger than the limit.
    static func file(_ path: String) throws(PlistReadError) -> PlistByteSource {
        let opened: (descriptor: Int32, size: Int)
        do {
            opened = try InputFile.openRegular(path, limit: InputFile.configLimit)
        } catch {
            throw PlistReadError(
                reason: .unreadableFile, location: SourceLocation(file: path, line: 0, column: 0), message: error.message)
        }
        return PlistByteSource(storage: .file(descriptor: opened.descriptor, path: path), expectedSize: opened.size)
    }

    /// Why bytes were refused as they were read.
    enum RefusalKind {
        /// Something no config holds and the parser must not be given.
        case forbiddenConstruct
        /// A `<<<<<<<` line: a merge that was not finished.
        case mergeConflict
    }

    /// Set when the bytes are refused as they are read: a NUL byte, which would end the parse
    /// there and hide whatever follows (a second document that `fmt` would then delete), a
    /// UTF-32 document, which libxml2 cannot read, or a merge conflict marker. The offset is
    /// where the problem is.
    private(set) var refusal: (offset: Int, message: String, kind: RefusalKind)?
    private var conflictMarkers = MergeConflictMarkers()
    /// Whether NUL bytes are refused: decided by the first bytes, since every UTF-16 document
    /// holds them.
    private var refusesNUL: Bool?

    /// Fills `buffer` with up to `length` bytes; 0 at the end, -1 on error or refusal.
    func read(into buffer: UnsafeMutablePointer<CChar>, length: Int) -> Int32 {
        let start = offset
        let count = readRaw(into: buffer, length: length)
        guard count > 0 else { return count }
        let chunk = UnsafeRawBufferPointer(start: buffer, count: Int(count))
        if refusesNUL == nil {
            if isBinaryPlist {
                refusal = (0, binaryPlistMessage, .forbiddenConstruct)
                return -1
            }
            let head = Array(chunk.prefix(4))
            if head.count == 4,
                head == [0x00, 0x00, 0xFE, 0xFF] || head == [0xFF, 0xFE, 0x00, 0x00]
                    || head == [0x00, 0x00, 0x00, 0x3C] || head == [0x3C, 0x00, 0x00, 0x00]
            {
                refusal = (0, "the file is UTF-32, which is not supported; save it as UTF-8 (or UTF-16)", .forbiddenConstruct)
                return -1
            }
            refusesNUL = Self.utf16ByteOrder(of: head[...]) == nil
        }
        if refusesNUL == true, let nul = memchr(chunk.baseAddress!, 0, chunk.count) {
            refusal = (
                start + (UnsafeRawPointer(nul) - chunk.baseAddress!),
                "the file holds a NUL byte here; no config does, and whatever follows it would not be read",
                .forbiddenConstruct
            )
            return -1
        }
        if refusesNUL == true, let marker = conflictMarkers.marker(in: chunk, startingAt: start) {
            let line = lineAndColumn(ofOffset: marker).line
            refusal = (marker, MergeConflictMarkers.message(line: line, from: bytes(from: marker)), .mergeConflict)
            return -1
        }
        return count
    }

    /// How a binary property list starts (Xcode can save a plist so).
    private static let binaryPlistMagic = Array("bplist".utf8)

    /// Whether the bytes start as a binary property list does, however few the first read got.
    private var isBinaryPlist: Bool {
        switch storage {
        case .memory(let memory, _):
            return memory.starts(with: Self.binaryPlistMagic)
        case .file(let descriptor, _):
            var head = [UInt8](repeating: 0, count: Self.binaryPlistMagic.count)
            return pread(descriptor, &head, head.count, 0) == head.count && head == Self.binaryPlistMagic
        }
    }

    /// What a binary property list is told: what it is and how to make it one mapper reads.
    private var binaryPlistMessage: String {
        let command: String
        switch storage {
        case .file(_, let path), .memory(_, let path?): command = "plutil -convert xml1 " + Self.shellQuoted(path)
        case .memory(_, nil): command = "plutil -convert xml1 and the file's path"
        }
        return "the file is a binary property list, which mapper does not read; convert it to XML on a Mac with \(command) "
            + "(Xcode reads it as well)"
    }

    /// `path` as a shell reads it back: as it is when it holds no character the shell treats
    /// specially, else in single quotes.
    private static func shellQuoted(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || "0123456789._/-+@,:%=".unicodeScalars.contains($0))
        }
        return plain && !path.isEmpty ? path : "'" + path.map { $0 == "'" ? "'\\''" : String($0) }.joined() + "'"
    }

    /// The bytes from `start` to the end (at most ``InputFile/configLimit``), read again: the
    /// error path's look at a conflict, or a UTF-16 file to decode.
    private func bytes(from start: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        _ = rereadPieces(from: start) { piece in
            bytes += piece
            return bytes.count <= InputFile.configLimit
        }
        return bytes
    }

    /// The 1-based column, in Unicode scalars, of byte `target`, found by reading back from it to
    /// the start of its line (a UTF-8 byte order mark at the start of the file takes no column,
    /// as in libxml2's count); nil when those bytes cannot be read again.
    func column(ofOffset target: Int) -> Int? {
        var characters = 0
        var end = target
        var chunk = [UInt8](repeating: 0, count: 4096)
        while end > 0 {
            let start = max(0, end - chunk.count)
            guard let count = reread(from: start, count: end - start, into: &chunk), count == end - start else { return nil }
            for byte in chunk[..<count].reversed() {
                if byte == UInt8(ascii: "\n") { return characters + 1 }
                if byte & 0xC0 != 0x80 { characters += 1 }
            }
            end = start
        }
        // The line is the file's first: a byte order mark before it is no character.
        guard let count = reread(from: 0, count: min(3, target), into: &chunk) else { return nil }
        return count == 3 && chunk[0] == 0xEF && chunk[1] == 0xBB && chunk[2] == 0xBF ? characters : characters + 1
    }

    /// Reads the bytes from `start` again, 64 KiB at a time, up to `end` (the end of the file when
    /// nil), handing each piece to `body` until it returns false. False when reading failed, or
    /// when the file ended before `end`.
    private func rereadPieces(from start: Int, to end: Int? = nil, _ body: (ArraySlice<UInt8>) -> Bool) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var offset = start
        while end.map({ offset < $0 }) ?? true {
            let wanted = end.map { min(chunk.count, $0 - offset) } ?? chunk.count
            guard let count = reread(from: offset, count: wanted, into: &chunk) else { return false }
            if count == 0 { return end == nil }
            offset += count
            guard body(chunk[..<count]) else { return true }
        }
        return true
    }

    /// Copies `count` bytes from `start` into the front of `buffer`, without moving the offset
    /// the parse reads from; how many were copied, nil when reading failed.
    private func reread(from start: Int, count: Int, into buffer: inout [UInt8]) -> Int? {
        switch storage {
        case .memory(let memory, _):
            let lower = min(start, memory.count)
            let available = max(0, min(count, memory.count - lower))
            buffer.replaceSubrange(0..<available, with: memory[lower..<(lower + available)])
            return available
        case .file(let descriptor, _):
            var copied = 0
            while copied < count {
                let read = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + copied, count - copied, off_t(start + copied)) }
                if read < 0, errno == EINTR { continue }
                guard read > 0 else { return read == 0 ? copied : nil }
                copied += read
            }
            return copied
        }
    }

    /// Where byte `target` is, as a 1-based line and a column counted as ``column(ofOffset:)``
    /// counts it: the error path's re-reading of the bytes before it. (0, 0) when they cannot be
    /// read again.
    func lineAndColumn(ofOffset target: Int) -> (line: Int, column: Int) {
        guard let column = column(ofOffset: target) else { return (0, 0) }
        var newlines = 0
        let complete = rereadPieces(from: 0, to: target) { piece in
            newlines += piece.count { $0 == UInt8(ascii: "\n") }
            return true
        }
        return complete ? (newlines + 1, column) : (0, 0)
    }

    private func readRaw(into buffer: UnsafeMutablePointer<CChar>, length: Int) -> Int32 {
        switch storage {
        case .memory(let bytes, _):
            let count = min(length, bytes.count - offset)
            guard count > 0 else { return 0 }
            bytes.withUnsafeBufferPointer { source in
                UnsafeMutableRawPointer(buffer).copyMemory(from: source.baseAddress! + offset, byteCount: count)
            }
            offset += count
            return Int32(count)
        case .file(let descriptor, _):
            while true {
                let count = Glibc.read(descriptor, buffer, length)
                if count >= 0 {
                    offset += count
                    // A file that grows while it is read stops at the limit it was opened under.
                    if offset > InputFile.configLimit {
                        readError = InputFile.cannotRead("it grew past the \(InputFile.configLimit >> 20) MiB a config may be")
                        return -1
                    }
                    return Int32(count)
                }
                if errno == EINTR { continue }
                readError = InputFile.cannotRead(String(cString: strerror(errno)))
                return -1
            }
        }
    }

    /// The text of 1-based line `number`, read again from the start, for an error's excerpt.
    /// UTF-16 files (byte-order mark, or `<?` without one) are decoded first, so that the line
    /// and the caret under it are characters, as in the error's column.
    func line(_ number: Int) -> String? {
        if case .memory(let bytes, _) = storage { return Self.line(number, of: bytes) }
        var head = [UInt8](repeating: 0, count: 4)
        guard let headCount = reread(from: 0, count: head.count, into: &head) else { return nil }
        // Error path only: the whole file, to decode it.
        if Self.utf16ByteOrder(of: head[..<headCount]) != nil { return Self.line(number, of: bytes(from: 0)) }
        var current = 1
        var text: [UInt8] = []
        _ = rereadPieces(from: 0) { piece in
            for byte in piece {
                if byte == 0x0A {
                    if current == number { return false }
                    current += 1
                } else if current == number {
                    text.append(byte)
                    if text.count > 4_096 { return false }
                }
            }
            return true
        }
        guard current == number else { return nil }
        if text.last == 0x0D { text.removeLast() }
        return String(decoding: text, as: UTF8.self)
    }

    /// Line `number` of a whole document, decoding UTF-16 when it is marked as such.
    private static func line(_ number: Int, of bytes: [UInt8]) -> String? {
        guard let bigEndian = utf16ByteOrder(of: bytes[...]) else { return SourceExcerpt.line(number, of: bytes) }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 0
        while index + 1 < bytes.count {
            units.append(bigEndian ? UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]) : UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index]))
            index += 2
        }
        var text = String(decoding: units, as: UTF16.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return SourceExcerpt.line(number, of: Array(text.utf8))
    }

    /// Whether the document starts as UTF-16 does: true for big-endian, false for little-endian,
    /// nil for anything else.
    private static func utf16ByteOrder(of head: ArraySlice<UInt8>) -> Bool? {
        let bytes = Array(head.prefix(4))
        guard bytes.count >= 2 else { return nil }
        if bytes[0] == 0xFE && bytes[1] == 0xFF { return true }
        if bytes[0] == 0xFF && bytes[1] == 0xFE { return false }
        guard bytes.count == 4 else { return nil }
        if bytes == [0x00, 0x3C, 0x00, 0x3F] { return true }
        if bytes == [0x3C, 0x00, 0x3F, 0x00] { return false }
        return nil
    }

    /// The C function libxml2 calls for more bytes; its context is the source, unretained.
    static let readCallback: xmlInputReadCallback = { context, buffer, length in
        guard let context, let buffer else { return -1 }
        let source = Unmanaged<PlistByteSource>.fromOpaque(context).takeUnretainedValue()
        return source.read(into: buffer, length: Int(length))
    }
}

/// Reads a whole file as the readers do, with the same messages when it cannot be read, for
/// tools that must compare a file's bytes with what they would write.
package enum SourceFileContents {
    /// The file's bytes.
    /// - Parameter path: The file to read.
    /// - Throws: ``PlistReadError`` with reason `unreadableFile` and a message such as
    ///   `cannot read the file: No such file or directory`.
    package static func read(_ path: String) throws(PlistReadError) -> [UInt8] {
        let source = try PlistByteSource.file(path)
        var bytes: [UInt8] = []
        var chunk = [CChar](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBufferPointer { source.read(into: $0.baseAddress!, length: $0.count) }
            if count < 0, let refusal = source.refusal {
                let place = source.lineAndColumn(ofOffset: refusal.offset)
                throw PlistReadError(
                    reason: refusal.kind == .mergeConflict ? .mergeConflict : .forbiddenConstruct,
                    location: SourceLocation(file: path, line: place.line, column: place.column),
                    message: refusal.message)
            }
            if count < 0 {
                throw PlistReadError(
                    reason: .unreadableFile, location: SourceLocation(file: path, line: 0, column: 0),
                    message: source.readError ?? InputFile.cannotRead("reading failed")
                )
            }
            if count == 0 { return bytes }
            chunk.withUnsafeBufferPointer { buffer in
                bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[..<Int(count)]))
            }
        }
    }
}
