import EventMapper
import Foundation
import InputFiles
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The log sources a command's arguments name: `.log` files, folders of them (recursively),
/// `.zip` archives of them, and `-` for standard input. Everything is checked before the first
/// line is read, so that a missing file or a device where a log should be stops the command
/// before it has answered anything.
package struct LogInputs: Sendable {
    /// One source to read.
    enum Input: Sendable {
        case file(path: String)
        case zipEntry(archive: ZipArchive, entry: ZipArchive.Entry)
        case standardInput
    }

    /// The sources, in the order given; a folder's in path order, an archive's in its order.
    let inputs: [Input]
    /// What was passed over, each said once: archive entries that are not `.log` files.
    package let notes: [String]

    /// Resolves the arguments.
    /// - Throws: ``ConfigInputError`` for every argument that cannot be read as logs, all at once.
    package init(_ arguments: [String]) throws(ConfigInputError) {
        var inputs: [Input] = []
        var notes: [String] = []
        var errors: [ConfigInputError] = []
        if arguments.filter({ $0 == "-" }).count > 1 {
            errors.append(ConfigInputError(path: "-", message: "standard input is named more than once"))
        }
        let listing = FileTreeListing(
            accepts: { $0.hasSuffix(".log") || $0.hasSuffix(".zip") }, skipsHidden: true,
            notAcceptedMessage: "not a .log file or a .zip archive of them",
            emptyFolderMessage: "the folder holds no .log file or .zip archive")
        // A log named twice (`a.log a.log`, `day day/a.log`) is read once, as in a folder.
        var listed = ListedFiles()
        for argument in arguments {
            if argument == "-" {
                inputs.append(.standardInput)
                continue
            }
            do {
                for path in try listing.files([argument], besides: &listed) {
                    try Self.checkRegularFile(path)
                    if path.hasSuffix(".zip") {
                        let (archive, entries, archiveNotes) = try Self.logEntries(ofArchive: path)
                        inputs += entries.map { .zipEntry(archive: archive, entry: $0) }
                        notes += archiveNotes
                    } else {
                        inputs.append(.file(path: path))
                    }
                    // Read only once the output is open: it must not be one of them.
                    InputFile.noteInput(path)
                }
            } catch {
                errors += [ConfigInputError(path: error.path, message: error.message)] + error.also
            }
        }
        if let first = errors.first {
            throw ConfigInputError(path: first.path, message: first.message, also: Array(errors.dropFirst()))
        }
        self.inputs = inputs
        self.notes = notes
    }

    /// Refuses a FIFO, device or socket: reading one could block forever or never end.
    private static func checkRegularFile(_ path: String) throws(ConfigInputError) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw ConfigInputError(path: path, message: "cannot read: \(String(cString: strerror(errno)))")
        }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFREG else {
            let what =
                kind == S_IFIFO ? "a FIFO" : kind == S_IFCHR || kind == S_IFBLK ? "a device" : kind == S_IFSOCK ? "a socket" : "not a regular file"
            throw ConfigInputError(path: path, message: "\(what), not a log file; give files, folders, .zip archives, or - for standard input")
        }
        guard access(path, R_OK) == 0 else { throw ConfigInputError(path: path, message: "cannot read: permission denied") }
    }

    /// The archive's `.log` entries in its order, and notes on the entries passed over: files
    /// that are not logs (counted), and symbolic links and names that lead out of the archive
    /// (each named), which are never read whatever their names.
    /// - Throws: ``ConfigInputError`` for an archive without logs, and for every log entry that
    ///   cannot be read — encrypted, or compressed by a method other than deflate — all at once,
    ///   before any output.
    private static func logEntries(
        ofArchive path: String
    ) throws(ConfigInputError) -> (archive: ZipArchive, entries: [ZipArchive.Entry], notes: [String]) {
        let archive: ZipArchive
        do {
            archive = try ZipArchive(path: path)
        } catch {
            throw ConfigInputError(path: path, message: error.message)
        }
        var entries: [ZipArchive.Entry] = []
        var notes: [String] = []
        var refusals: [ConfigInputError] = []
        var skipped = 0
        for entry in archive.entries where !entry.isFolder {
            let place = "\(path)(\(entry.name))"
            if entry.isSymbolicLink {
                notes.append("\(place): note: passed over: a symbolic link, not a log file")
            } else if entry.escapesTheArchive {
                notes.append("\(place): note: passed over: its name leads out of the archive (absolute, or through ..)")
            } else if !entry.name.hasSuffix(".log") || entry.name.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                skipped += 1
            } else if entry.isEncrypted {
                refusals.append(
                    ConfigInputError(path: place, message: "the entry is encrypted, which mapper does not read; give the logs unencrypted"))
            } else if !entry.isMethodRead {
                refusals.append(
                    ConfigInputError(
                        path: place,
                        message: "the entry is compressed by method \(entry.method), which mapper does not read (only stored and deflated)"))
            } else {
                entries.append(entry)
            }
        }
        if let first = refusals.first { throw ConfigInputError(path: first.path, message: first.message, also: Array(refusals.dropFirst())) }
        guard !entries.isEmpty else {
            // As a folder without logs: an upload with nothing to read is a mistake to show.
            throw ConfigInputError(path: path, message: "the archive holds no .log file" + (skipped > 0 ? " (\(passedOver(skipped)))" : ""))
        }
        if skipped > 0 { notes.insert("\(path): note: \(passedOver(skipped))", at: 0) }
        return (archive, entries, notes)
    }

    /// `passed over 2 entries that are not .log files`.
    private static func passedOver(_ skipped: Int) -> String {
        skipped == 1 ? "passed over 1 entry that is not a .log file" : "passed over \(skipped) entries that are not .log files"
    }
}

/// Why the logs could not all be read.
package struct LogReadError: Error, Sendable, CustomStringConvertible {
    package let path: String
    package let message: String
    package var description: String { "\(path): error: \(message)" }
}

extension LogInputs.Input {
    /// The source's name in rows and messages.
    var name: String {
        switch self {
        case .file(let path): path
        case .zipEntry(let archive, let entry): "\(archive.path)(\(entry.name))"
        case .standardInput: "-"
        }
    }

    /// Reads the source from the start into `chunker`, which hands each chunk it completes to `emit`.
    func read(into chunker: inout LogChunker, emit: (LogChunk) throws -> Void) throws {
        switch self {
        case .file(let path):
            let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
            guard descriptor >= 0 else { throw LogReadError(path: path, message: "cannot open: \(String(cString: strerror(errno)))") }
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
                throw LogReadError(path: path, message: "no longer a regular file")
            }
            try Self.readAll(descriptor, name: path, into: &chunker, emit: emit)
        case .standardInput:
            try Self.readAll(STDIN_FILENO, name: "-", into: &chunker, emit: emit)
        case .zipEntry(let archive, let entry):
            do {
                try archive.read(entry) { try chunker.append($0, emit: emit) }
            } catch let failure as ZipArchive.Failure {
                throw LogReadError(path: name, message: failure.message)
            }
        }
    }

    /// Reads a descriptor to its end straight into the chunks, a chunk's size at a time.
    private static func readAll(_ descriptor: Int32, name: String, into chunker: inout LogChunker, emit: (LogChunk) throws -> Void) throws {
        var finished = false
        while !finished {
            var failure: Int32 = 0
            try chunker.fill(upTo: chunker.chunkSize, emit: emit) { space in
                while true {
                    let count = Glibc.read(descriptor, space.baseAddress!, space.count)
                    if count >= 0 {
                        finished = count == 0
                        return count
                    }
                    if errno == EINTR { continue }
                    if errno == EAGAIN {
                        // Standard input in non-blocking mode: wait until it is readable.
                        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                        _ = poll(&poller, 1, -1)
                        continue
                    }
                    failure = errno
                    return 0
                }
            }
            if failure != 0 { throw LogReadError(path: name, message: "cannot read: \(String(cString: strerror(failure)))") }
        }
    }
}
