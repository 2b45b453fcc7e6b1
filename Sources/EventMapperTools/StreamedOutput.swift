/// Where a command's streamed output goes: standard output as it comes (``StandardOutput``), or a file that is
/// replaced, under ``FileEditLock``, only when the command finishes (``AtomicFileStream``).
/// Written from one thread at a time.
package final class StreamedOutput: @unchecked Sendable {
    private let stream: AtomicFileStream?
    private let lock: FileEditLock?

    /// Opens the output: `path`, or standard output when nil.
    /// - Throws: ``AtomicFileWriter/Failure`` when the file cannot be written or another
    ///   process is writing it.
    package init(path: String?) throws(AtomicFileWriter.Failure) {
        guard let path else {
            stream = nil
            lock = nil
            return
        }
        try AtomicFileWriter.refuseInput(path)
        do {
            lock = AtomicFileWriter.standardStreamDescriptor(path) == nil ? try FileEditLock(for: path) : nil
        } catch {
            throw AtomicFileWriter.Failure(path: path, message: error.message)
        }
        do {
            stream = try AtomicFileStream(path: path)
        } catch {
            lock?.release()
            throw error
        }
    }

    deinit {
        lock?.release()
    }

    /// Writes the next bytes.
    package func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(AtomicFileWriter.Failure) {
        guard let stream else { return try StandardOutput.write(UnsafeRawBufferPointer(bytes)) }
        try stream.write(UnsafeRawBufferPointer(bytes))
    }

    /// Writes text.
    package func write(_ text: String) throws(AtomicFileWriter.Failure) {
        var text = text
        let failure = text.withUTF8 { bytes -> AtomicFileWriter.Failure? in
            do throws(AtomicFileWriter.Failure) {
                try write(bytes)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// Puts the file in place; nothing to do for standard output.
    package func finish() throws(AtomicFileWriter.Failure) {
        try stream?.commit()
    }
}
