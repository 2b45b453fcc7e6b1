import EventMapCore

/// Reads a whole file as the readers do, with the same messages when it cannot be read, for
/// tools that must compare a file's bytes with what they would write.
public enum SourceFileContents {
    /// The file's bytes.
    /// - Parameter path: The file to read.
    /// - Throws: ``PlistReadError`` with reason `unreadableFile` and a message such as
    ///   `cannot read file: No such file or directory`.
    public static func read(_ path: String) throws(PlistReadError) -> [UInt8] {
        let source = try PlistByteSource.file(path)
        var bytes: [UInt8] = []
        var chunk = [CChar](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBufferPointer { source.read(into: $0.baseAddress!, length: $0.count) }
            if count < 0 {
                throw PlistReadError(
                    reason: .unreadableFile, location: SourceLocation(file: path, line: 0, column: 0),
                    message: source.readError ?? "cannot read file"
                )
            }
            if count == 0 { return bytes }
            chunk.withUnsafeBufferPointer { buffer in
                bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[..<Int(count)]))
            }
        }
    }
}
