import Foundation

/// What `mapper-source-scanner` writes on standard output for `mapper` to read: a versioned
/// ``ScanArchiveWriter`` archive holding either the whole scan or the reason it could not run.
///
/// It starts with `mapper-source-scan`, a zero byte and the version; then a tag: 0 and the scan
/// (its file and byte counts, its identity if known, the length of its body, and the body,
/// ``ScanArchiveWriter/registryBody(_:)``); 1 and the path and message of the input error; or
/// 2 and the scan's file and byte counts, its identity and its changes since an earlier scan
/// the reader named (``ScanChanges``).
///
/// The scanner runs apart from `mapper` so that `mapper` does not link swift-syntax (whose
/// protocol conformances slow every start-up); both are built from the same package, so a
/// document of another format or version means the two binaries do not belong together. It is
/// binary, not JSON: a large app's scan is read without a parser, and each path is written once.
package enum SourceScanDocument: Sendable, Equatable {
    /// The scan ran: everything it found.
    case scan(ScannedRegistry)
    /// A path does not exist or cannot be listed: the tool could not run (exit status 2).
    case inputError(ConfigInputError)
    /// The scan ran, and differs from the earlier one the reader named only in some classes.
    case changes(ChangedScan)

    /// A scan told by its changes since an earlier one.
    package struct ChangedScan: Sendable, Equatable {
        package let fileCount: Int
        package let byteCount: Int
        /// The scan's identity (``ScannedRegistry/identity``).
        package let identity: [UInt8]
        package let changes: ScanChanges

        package init(fileCount: Int, byteCount: Int, identity: [UInt8], changes: ScanChanges) {
            self.fileCount = fileCount
            self.byteCount = byteCount
            self.identity = identity
            self.changes = changes
        }
    }

    /// The `format` every document names.
    package static let format = "mapper-source-scan"
    /// The version this build writes and reads.
    package static let version = 4

    /// Why bytes are not a document this build reads.
    package struct DecodingFailure: Error, Sendable, CustomStringConvertible {
        /// What is wrong, for a person.
        package let description: String
    }

    private static let magic = Array(format.utf8) + [0]

    /// The document's bytes.
    package func encoded() -> Data {
        switch self {
        case .scan(let scan):
            var body = ScanArchiveWriter()
            body.registryBody(scan)
            return Self.encodedScan(fileCount: scan.fileCount, byteCount: scan.byteCount, identity: scan.identity, body: body.bytes)
        case .inputError(let error):
            return Self.encoded(tag: 1) { writer in
                writer.string(error.path)
                writer.string(error.message)
            }
        case .changes(let changed):
            return Self.encoded(tag: 2) { writer in
                writer.count(changed.fileCount)
                writer.count(changed.byteCount)
                writer.data(changed.identity)
                writer.scanChanges(changed.changes)
            }
        }
    }

    /// A document of the kind `tag` names, with what `content` writes after it.
    private static func encoded(tag: UInt8, _ content: (inout ScanArchiveWriter) -> Void) -> Data {
        var writer = ScanArchiveWriter()
        writer.count(version)
        writer.tag(tag)
        content(&writer)
        return Data(magic + writer.bytes)
    }

    /// The bytes of a scan's document, from its counts, its identity (``ScannedRegistry/identity``)
    /// and its body as ``ScanArchiveWriter/registryBody(_:)`` wrote it (which starts with no
    /// string defined).
    package static func encodedScan(fileCount: Int, byteCount: Int, identity: [UInt8]?, body: [UInt8]) -> Data {
        var header = ScanArchiveWriter()
        header.count(version)
        header.tag(0)
        header.count(fileCount)
        header.count(byteCount)
        header.flag(identity != nil)
        if let identity { header.data(identity) }
        header.count(body.count)
        var bytes = Data(magic + header.bytes)
        bytes.append(contentsOf: body)
        return bytes
    }

    /// The counts and identity of a scan's document, read from its first bytes; nil when the
    /// bytes do not start a scan's document of this version, or are not as long as it says.
    package static func scanHeader(of data: Data) -> (fileCount: Int, byteCount: Int, identity: [UInt8]?)? {
        // The header is the magic, five numbers and a digest: well within its first 128 bytes.
        let bytes = [UInt8](data.prefix(128))
        guard bytes.starts(with: magic) else { return nil }
        var reader = ScanArchiveReader(bytes, from: magic.count)
        guard (try? reader.count()) == version, (try? reader.tag()) == 0, let fileCount = try? reader.count(),
            let byteCount = try? reader.count(), let hasIdentity = try? reader.flag()
        else { return nil }
        let identity = hasIdentity ? try? reader.data() : nil
        guard hasIdentity == (identity != nil), let bodyLength = try? reader.count(), data.count - reader.offset == bodyLength else { return nil }
        return (fileCount, byteCount, identity)
    }

    /// Reads a document.
    /// - Parameter data: What the scanner wrote.
    /// - Throws: ``DecodingFailure`` when it is not a source-scan document, of another version,
    ///   is cut short or malformed, or holds a rule this build does not know.
    package init(decoding data: Data) throws(DecodingFailure) {
        let bytes = [UInt8](data)
        guard bytes.starts(with: Self.magic) else { throw DecodingFailure(description: "not a \(Self.format) document") }
        var reader = ScanArchiveReader(bytes, from: Self.magic.count)
        do {
            let version = try reader.count()
            guard version == Self.version else {
                throw DecodingFailure(description: "\(Self.format) version \(version) is not supported (expected \(Self.version))")
            }
            switch try reader.tag() {
            case 0:
                let (fileCount, byteCount) = (try reader.count(), try reader.count())
                let identity = try reader.flag() ? try reader.data() : nil
                guard try reader.count() == bytes.count - reader.offset else {
                    throw reader.malformed("the scan's body is not as long as its header says")
                }
                var scan = try reader.registryBody(fileCount: fileCount, byteCount: byteCount)
                scan.identity = identity
                self = .scan(scan)
            case 1: self = .inputError(ConfigInputError(path: try reader.string(), message: try reader.string()))
            case 2:
                self = .changes(
                    ChangedScan(
                        fileCount: try reader.count(), byteCount: try reader.count(), identity: try reader.data(), changes: try reader.scanChanges()))
            default: throw reader.malformed("neither a scan, an input error nor a scan's changes")
            }
            guard reader.isAtEnd else { throw reader.malformed("more follows the document") }
        } catch let failure as DecodingFailure {
            throw failure
        } catch {
            throw DecodingFailure(description: "\(error)")
        }
    }
}
