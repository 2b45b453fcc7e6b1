import EventMapperLogs
import Foundation

/// What `ZipArchive` (how `mapper logs` reads a `.zip` of logs) promises for any file: it lists
/// the central directory or refuses the archive with a message; each entry it can read streams
/// exactly the size the directory says, or fails with a message, never reading outside the
/// file; every line of what it streams keeps ``LogLineInvariants``.
///
/// `ZipArchive` reads from a path, so the input is written to a temporary file first.
///
/// ## Usage
/// ```swift
/// let outcome = LogZipInvariants.check(reading: bytes)
/// ```
public enum LogZipInvariants {
    /// The most bytes read from one entry: an entry may claim gigabytes, inflated from little.
    static let entryLimit: UInt64 = 16 << 20

    /// Writes `bytes` to a temporary `.zip` file, reads it as an archive and checks every promise.
    public static func check(reading bytes: [UInt8]) -> InvariantOutcome {
        var outcome = InvariantOutcome()
        let path = NSTemporaryDirectory() + "/mapper-fuzz-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).zip"
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            outcome.expect(false, "cannot write \(path)")
            return outcome
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        let archive: ZipArchive
        do {
            archive = try ZipArchive(path: path)
        } catch {
            outcome.consume(error.message)
            outcome.expect(!error.message.isEmpty, "an archive refused without a message")
            return outcome
        }
        for entry in archive.entries {
            outcome.consume(entry.name)
            guard !entry.isEncrypted, entry.isMethodRead, entry.uncompressedSize <= entryLimit else { continue }
            var content: [UInt8] = []
            do {
                try archive.read(entry) { piece in content.append(contentsOf: piece) }
                outcome.expect(
                    UInt64(content.count) == entry.uncompressedSize,
                    "entry \(entry.name) streamed \(content.count) bytes, the directory says \(entry.uncompressedSize)")
                let lines = LogLineInvariants.check(reading: content)
                outcome.violations += lines.violations.map { "entry \(entry.name): \($0)" }
                outcome.consume(lines.digest)
            } catch let failure as ZipArchive.Failure {
                outcome.consume(failure.message)
                outcome.expect(!failure.message.isEmpty, "entry \(entry.name) failed without a message")
            } catch {
                outcome.expect(false, "entry \(entry.name) failed with \(error)")
            }
        }
        return outcome
    }
}
