import SourceScanner
import Synchronization

/// Records every file the scanners it wraps are given, so that a test can tell which files a
/// scan read anew.
final class ScanRecorder: Sendable {
    private let scanned = Mutex<[String]>([])

    /// The standard scanners, each recording here the files it scans.
    func standardScanners() -> [SourceLanguage: any SourceFileScanning] {
        SourceTreeScan.standard().scanners.mapValues { RecordingScanner(inner: $0, recorder: self) as any SourceFileScanning }
    }

    /// The files scanned since the last call, sorted.
    func take() -> [String] {
        scanned.withLock { paths in
            defer { paths = [] }
            return paths.sorted()
        }
    }

    private struct RecordingScanner: SourceFileScanning {
        let inner: any SourceFileScanning
        let recorder: ScanRecorder

        func scan(_ bytes: [UInt8], path: String) -> SourceFileScan {
            recorder.scanned.withLock { $0.append(path) }
            return inner.scan(bytes, path: path)
        }
    }
}
