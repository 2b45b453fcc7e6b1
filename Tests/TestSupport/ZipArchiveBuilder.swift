import Foundation

/// Writes small zip archives byte by byte, stored (not compressed), with the flaws real uploads
/// have: a wrong CRC, an encryption flag, an unknown compression method, a symbolic link, a name
/// that climbs out of the archive.
///
/// ## Usage
/// ```swift
/// var zip = ZipArchiveBuilder()
/// zip.add("day.log", "1,1,HomeViewController,r\n")
/// zip.add("bad.log", "…", crc: 0)   // a corrupted entry
/// try zip.write(to: scratch.path("upload.zip"))
/// ```
package struct ZipArchiveBuilder {
    /// One entry as the builder writes it.
    package struct Entry {
        package var name: String
        package var contents: [UInt8]
        /// The CRC-32 written in the headers; the contents' own when nil.
        package var crc: UInt32?
        /// The general purpose flags: bit 0 says encrypted.
        package var flags: UInt16 = 0
        /// 0 stored; anything but 0 and 8 is a method readers may not know.
        package var method: UInt16 = 0
        /// Whether the entry is a symbolic link (Unix mode `S_IFLNK`), its contents the target.
        package var isSymbolicLink = false
    }

    package private(set) var entries: [Entry] = []

    package init() {}

    /// Adds an entry.
    package mutating func add(
        _ name: String, _ text: String, crc: UInt32? = nil, flags: UInt16 = 0, method: UInt16 = 0, isSymbolicLink: Bool = false
    ) {
        entries.append(Entry(name: name, contents: Array(text.utf8), crc: crc, flags: flags, method: method, isSymbolicLink: isSymbolicLink))
    }

    /// The archive's bytes.
    package func bytes() -> [UInt8] {
        var out: [UInt8] = []
        var directory: [UInt8] = []
        for entry in entries {
            let offset = UInt32(out.count)
            let name = Array(entry.name.utf8)
            let crc = entry.crc ?? Self.crc32(entry.contents)
            let size = UInt32(entry.contents.count)
            out.append(uint32: 0x0403_4b50)
            out.append(uint16: 20)
            out.append(uint16: entry.flags)
            out.append(uint16: entry.method)
            out.append(uint16: 0)
            out.append(uint16: 0x21)
            out.append(uint32: crc)
            out.append(uint32: size)
            out.append(uint32: size)
            out.append(uint16: UInt16(name.count))
            out.append(uint16: 0)
            out += name
            out += entry.contents
            let mode: UInt32 = entry.isSymbolicLink ? 0o120777 : entry.name.hasSuffix("/") ? 0o040755 : 0o100644
            directory.append(uint32: 0x0201_4b50)
            directory.append(uint16: 3 << 8 | 20)
            directory.append(uint16: 20)
            directory.append(uint16: entry.flags)
            directory.append(uint16: entry.method)
            directory.append(uint16: 0)
            directory.append(uint16: 0x21)
            directory.append(uint32: crc)
            directory.append(uint32: size)
            directory.append(uint32: size)
            directory.append(uint16: UInt16(name.count))
            directory.append(uint16: 0)
            directory.append(uint16: 0)
            directory.append(uint16: 0)
            directory.append(uint16: 0)
            directory.append(uint32: mode << 16)
            directory.append(uint32: offset)
            directory += name
        }
        let directoryOffset = UInt32(out.count)
        out += directory
        out.append(uint32: 0x0605_4b50)
        out.append(uint16: 0)
        out.append(uint16: 0)
        out.append(uint16: UInt16(entries.count))
        out.append(uint16: UInt16(entries.count))
        out.append(uint32: UInt32(directory.count))
        out.append(uint32: directoryOffset)
        out.append(uint16: 0)
        return out
    }

    /// Writes the archive to `path`.
    package func write(to path: String) throws {
        try Data(bytes()).write(to: URL(fileURLWithPath: path))
    }

    /// The CRC-32 zip uses (IEEE 802.3, reflected).
    package static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

extension [UInt8] {
    fileprivate mutating func append(uint16 value: UInt16) {
        append(UInt8(value & 0xFF))
        append(UInt8(value >> 8))
    }

    fileprivate mutating func append(uint32 value: UInt32) {
        append(uint16: UInt16(value & 0xFFFF))
        append(uint16: UInt16(value >> 16))
    }
}
