import Foundation
import ZIPFoundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A zip archive of logs, read as the log commands need it: its central directory listed once —
/// every entry with what it is (a file, a folder, a symbolic link), how it is stored and its
/// CRC-32 — and each entry's bytes streamed, inflated and checked against that CRC-32, straight
/// from where the directory says they start. Reading one entry never walks the others, so `n`
/// entries cost `n` reads however large the archive.
///
/// Zip64 archives are read; spanned archives are not.
package struct ZipArchive: Sendable {
    /// One entry as the central directory describes it.
    package struct Entry: Sendable {
        /// The name as stored (UTF-8, or each byte as a character where it is not).
        package let name: String
        /// General purpose flags; bit 0 says encrypted.
        let flags: UInt16
        /// 0 stored, 8 deflated; the only methods read.
        let method: UInt16
        let crc: UInt32
        let compressedSize: UInt64
        package let uncompressedSize: UInt64
        let localHeaderOffset: UInt64
        /// The Unix file type bits, when a Unix zip wrote the entry.
        let unixType: UInt32?

        package var isEncrypted: Bool { flags & 1 != 0 }
        var isFolder: Bool { name.hasSuffix("/") || unixType == UInt32(S_IFDIR) }
        var isSymbolicLink: Bool { unixType == UInt32(S_IFLNK) }
        /// Whether the name could write outside a folder it is extracted to: absolute (`/x`,
        /// `C:\x`) or climbing (`../x`).
        var escapesTheArchive: Bool {
            let components = name.split(whereSeparator: { $0 == "/" || $0 == "\\" })
            return name.hasPrefix("/") || name.hasPrefix("\\") || (name.count > 1 && name.dropFirst().first == ":")
                || components.contains("..")
        }
        package var isMethodRead: Bool { method == 0 || method == 8 }
    }

    /// The archive's path.
    let path: String
    /// Every entry, in the central directory's order.
    package let entries: [Entry]

    /// Why the archive or an entry cannot be read.
    package struct Failure: Error, Sendable {
        package let message: String
    }

    /// Reads the central directory.
    package init(path: String) throws(Failure) {
        self.path = path
        let file = try ArchiveFile(path: path)
        entries = try file.centralDirectory()
    }

    /// Streams `entry`'s bytes to `body` in pieces, inflated.
    /// - Throws: ``Failure`` when the entry cannot be read, or its bytes are not what its CRC-32
    ///   and size say; what `body` throws.
    package func read(_ entry: Entry, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        let file = try ArchiveFile(path: path)
        let header = try file.bytes(at: entry.localHeaderOffset, count: 30)
        guard header.uint32(0) == 0x0403_4b50 else {
            throw Failure(message: "the entry's local header is missing: the archive changed or is damaged")
        }
        var position = entry.localHeaderOffset + 30 + UInt64(header.uint16(26)) + UInt64(header.uint16(28))
        let end = position + entry.compressedSize
        var produced: UInt64 = 0
        var crc: UInt32 = 0
        func consume(_ data: Data) throws {
            produced += UInt64(data.count)
            guard produced <= entry.uncompressedSize else { throw Failure(message: "the entry holds more bytes than the archive says") }
            crc = data.crc32(checksum: crc)
            try data.withUnsafeBytes { try body($0.bindMemory(to: UInt8.self)) }
        }
        let chunk = 1 << 18
        if entry.method == 0 {
            while position < end {
                let count = Int(min(UInt64(chunk), end - position))
                try consume(Data(try file.bytes(at: position, count: count)))
                position += UInt64(count)
            }
        } else {
            // What `body` throws goes on as it is; anything else the inflater throws means the
            // compressed bytes are not deflate.
            var bodyFailure: (any Error)?
            // The inflater tells zlib that every piece it hands over holds `bufferSize` bytes,
            // however many it does, so each piece is made that long: the entry's last bytes are
            // followed by zeros, which a damaged stream reads instead of memory past the piece.
            let pieceSize = Int(min(UInt64(chunk), max(entry.compressedSize, 4096)))
            do {
                _ = try Data.decompress(size: Int64(entry.compressedSize), bufferSize: pieceSize, skipCRC32: true) { offset, size in
                    let start = position + UInt64(offset)
                    // Asked past the end, the inflater would ask again forever.
                    guard start < end else { throw Failure(message: "the entry's compressed data ends early: the archive is damaged") }
                    var piece = try file.bytes(at: start, count: Int(min(UInt64(size), end - start)))
                    if piece.count < size { piece += repeatElement(0, count: size - piece.count) }
                    return Data(piece)
                } consumer: { data in
                    do { try consume(data) } catch {
                        bodyFailure = error
                        throw error
                    }
                }
            } catch {
                if let bodyFailure { throw bodyFailure }
                if let failure = error as? Failure { throw failure }
                throw Failure(message: "the entry's compressed data is damaged")
            }
        }
        guard produced == entry.uncompressedSize else { throw Failure(message: "the entry holds fewer bytes than the archive says") }
        guard crc == entry.crc else {
            throw Failure(message: "the entry's CRC-32 is wrong (\(Self.hex(crc)), the archive says \(Self.hex(entry.crc))): the archive is damaged")
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}

/// An open archive file, closed when dropped; every read says where.
private final class ArchiveFile {
    private let descriptor: Int32
    private let size: UInt64

    init(path: String) throws(ZipArchive.Failure) {
        descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw ZipArchive.Failure(message: "cannot open: \(String(cString: strerror(errno)))") }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw ZipArchive.Failure(message: "no longer a regular file")
        }
        size = UInt64(status.st_size)
    }

    deinit {
        close(descriptor)
    }

    /// `count` bytes at `offset`, all of them.
    func bytes(at offset: UInt64, count: Int) throws(ZipArchive.Failure) -> [UInt8] {
        guard offset <= size, UInt64(count) <= size - offset else { throw ZipArchive.Failure(message: "not a readable .zip archive (it ends early)") }
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset) + off_t(done)) }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { throw ZipArchive.Failure(message: "cannot read: \(read < 0 ? String(cString: strerror(errno)) : "it ends early")") }
            done += read
        }
        return bytes
    }

    /// The entries, from the end of central directory record (zip64's where the classic one
    /// overflows).
    func centralDirectory() throws(ZipArchive.Failure) -> [ZipArchive.Entry] {
        let notZip = ZipArchive.Failure(message: "not a readable .zip archive (no end of central directory record)")
        let tailLength = Int(min(size, 22 + 0xFFFF))
        let tail = try bytes(at: size - UInt64(tailLength), count: tailLength)
        guard tailLength >= 22, let end = stride(from: tailLength - 22, through: 0, by: -1).first(where: { tail.uint32($0) == 0x0605_4b50 }) else {
            throw notZip
        }
        var count = UInt64(tail.uint16(end + 10))
        var directorySize = UInt64(tail.uint32(end + 12))
        var directoryOffset = UInt64(tail.uint32(end + 16))
        if count == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF {
            let endOffset = size - UInt64(tailLength) + UInt64(end)
            guard endOffset >= 20 else { throw notZip }
            let locator = try bytes(at: endOffset - 20, count: 20)
            guard locator.uint32(0) == 0x0706_4b50 else { throw notZip }
            let record = try bytes(at: locator.uint64(8), count: 56)
            guard record.uint32(0) == 0x0606_4b50 else { throw notZip }
            (count, directorySize, directoryOffset) = (record.uint64(32), record.uint64(40), record.uint64(48))
        }
        let directory = try bytes(at: directoryOffset, count: Int(clamping: directorySize))
        var entries: [ZipArchive.Entry] = []
        var at = 0
        for _ in 0..<count {
            guard at + 46 <= directory.count, directory.uint32(at) == 0x0201_4b50 else {
                throw ZipArchive.Failure(message: "not a readable .zip archive (its central directory is damaged)")
            }
            let nameLength = Int(directory.uint16(at + 28))
            let extraLength = Int(directory.uint16(at + 30))
            let next = at + 46 + nameLength + extraLength + Int(directory.uint16(at + 32))
            guard next <= directory.count else { throw ZipArchive.Failure(message: "not a readable .zip archive (its central directory is damaged)") }
            var sizes = [UInt64(directory.uint32(at + 24)), UInt64(directory.uint32(at + 20)), UInt64(directory.uint32(at + 42))]
            Self.applyZip64(Array(directory[(at + 46 + nameLength)..<(at + 46 + nameLength + extraLength)]), to: &sizes)
            // An entry's bytes lie inside the file: the offsets below can then never overflow.
            guard sizes[2] < size, sizes[1] <= size - sizes[2] else {
                throw ZipArchive.Failure(message: "not a readable .zip archive (an entry lies beyond its end)")
            }
            let nameBytes = directory[(at + 46)..<(at + 46 + nameLength)]
            let madeByUnix = directory.uint16(at + 4) >> 8 == 3 || directory.uint16(at + 4) >> 8 == 19
            let type = directory.uint32(at + 38) >> 16 & UInt32(S_IFMT)
            entries.append(
                ZipArchive.Entry(
                    name: String(validating: nameBytes, as: UTF8.self) ?? String(nameBytes.map { Character(Unicode.Scalar($0)) }),
                    flags: directory.uint16(at + 8), method: directory.uint16(at + 10), crc: directory.uint32(at + 16),
                    compressedSize: sizes[1], uncompressedSize: sizes[0], localHeaderOffset: sizes[2],
                    unixType: madeByUnix && type != 0 ? type : nil))
            at = next
        }
        return entries
    }

    /// Takes the uncompressed size, compressed size and header offset that overflow 32 bits
    /// from the zip64 extra field, in that order.
    private static func applyZip64(_ extra: [UInt8], to sizes: inout [UInt64]) {
        var at = 0
        while at + 4 <= extra.count {
            let length = Int(extra.uint16(at + 2))
            if extra.uint16(at) == 1 {
                var field = at + 4
                for index in sizes.indices where sizes[index] == 0xFFFF_FFFF && field + 8 <= at + 4 + length && field + 8 <= extra.count {
                    sizes[index] = extra.uint64(field)
                    field += 8
                }
            }
            at += 4 + length
        }
    }
}

extension [UInt8] {
    /// Little-endian integers at a byte offset.
    fileprivate func uint16(_ at: Int) -> UInt16 { UInt16(self[at]) | UInt16(self[at + 1]) << 8 }
    fileprivate func uint32(_ at: Int) -> UInt32 { UInt32(uint16(at)) | UInt32(uint16(at + 2)) << 16 }
    fileprivate func uint64(_ at: Int) -> UInt64 { UInt64(uint32(at)) | UInt64(uint32(at + 4)) << 32 }
}
