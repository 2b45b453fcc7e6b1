import Foundation

/// This process's resident memory, from `/proc/self/status` (Linux).
enum ProcessMemory {
    /// Current resident set size, in bytes.
    static var resident: Int { field("VmRSS:") }

    /// Peak resident set size since the last ``resetPeak()``, in bytes.
    static var peak: Int { field("VmHWM:") }

    /// Resets the peak to the current size (writing 5 to `clear_refs`). Returns false where the
    /// kernel does not allow it.
    @discardableResult
    static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        guard (try? handle.write(contentsOf: Data("5".utf8))) != nil else { return false }
        return peak <= resident + 1_048_576
    }

    private static func field(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            return (Int(line.filter(\.isNumber)) ?? 0) * 1024
        }
        return 0
    }
}
