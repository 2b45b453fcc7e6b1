import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A progress line on standard error while a large tree is scanned: only when standard error is
/// a terminal, only for trees of more than 500 files, erased when the scan ends.
///
/// The scanner prints it itself: standard error is `mapper`'s, passed on to the child.
enum ScanProgress {
    static var reporter: (@Sendable (_ done: Int, _ total: Int) -> Void)? {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        return { done, total in
            guard total > 500 else { return }
            let line = done == total ? "\r\u{1B}[K" : "\rscanning sources: \(done)/\(total) files"
            try? FileHandle.standardError.write(contentsOf: Data(line.utf8))
        }
    }
}
