import EventMapper
import Foundation
import SourceScanner
import SwiftParser

/// Scan throughput on a generated tree of Swift and Objective-C files (`scan-tree-generator`):
/// `SourceTreeScan` on one thread and on every core, beside two floors measured in the same
/// rounds — reading every file, and swift-syntax parsing the Swift files with nothing else.
struct ScanBenchmark {
    let runs: Int
    let directory: String
    let executableDirectory: String
    var report: BenchmarkReport

    /// Generates the tree (5,000 Swift and 2,000 Objective-C files by default) and measures.
    mutating func run(swiftFiles: Int = 5_000, objectiveCFiles: Int = 2_000) throws {
        let tree = "\(directory)/scan-tree-\(swiftFiles)-\(objectiveCFiles)"
        try? FileManager.default.removeItem(atPath: tree)
        try FileManager.default.createDirectory(atPath: tree, withIntermediateDirectories: true)
        let generator = ChildProcess.run([
            "\(executableDirectory)/scan-tree-generator", tree, "--swift-files", "\(swiftFiles)", "--objc-files", "\(objectiveCFiles)",
        ])
        precondition(generator.status == 0, "scan-tree-generator failed; build it with swift build -c release --product scan-tree-generator")
        let files = try SourceFileListing.files(in: tree)
        let swiftPaths = files.filter { $0.hasSuffix(".swift") }
        let bytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }

        var classes = [0, 0]
        // A round takes seconds, and a best of three moved the ratios by a few hundredths from
        // one run to the next: five rounds at least.
        let rounds = max(runs, 5)
        let times = try Stopwatch.bestInterleaved(
            of: rounds,
            [
                { for file in files { precondition(FileManager.default.contents(atPath: file) != nil) } },
                {
                    for file in swiftPaths {
                        let source = [UInt8](FileManager.default.contents(atPath: file)!)
                        source.withUnsafeBufferPointer { _ = Parser.parse(source: $0) }
                    }
                },
                { classes[0] = try SourceTreeScan.standard(parallel: false).scanRegistry([tree]).classes.count },
                { classes[1] = try SourceTreeScan.standard(parallel: true).scanRegistry([tree]).classes.count },
            ])
        precondition(classes[0] == classes[1] && classes[0] > 0, "both scans must find the same classes")
        let (read, parse, serial, parallel) = (times[0], times[1], times[2], times[3])
        report.section(
            "Source scan of \(files.count) files (\(swiftPaths.count) Swift, \(files.count - swiftPaths.count) Objective-C; \(megabytes(bytes))), best of \(rounds), \(ProcessInfo.processInfo.activeProcessorCount) cores",
            columns: ["what", "time", "files/s", "MB/s", "÷ one-thread scan"])
        let row = { (name: String, seconds: Double) in
            [
                name, milliseconds(seconds), format1(Double(files.count) / seconds), format1(Double(bytes) / 1_048_576 / seconds),
                ratio(seconds / serial),
            ]
        }
        report.row(row("read every file (floor)", read))
        report.row(row("swift-syntax parse of the Swift files alone (floor)", parse))
        report.row(row("SourceTreeScan, one thread", serial))
        report.row(row("SourceTreeScan, every core", parallel))
        report.note("\(classes[0]) classes found. The last column is each row's time over the one-thread scan: below 1 is faster.")
        report.section("Source scan targets", columns: ["target", "measured"])
        report.row([
            "one-thread scan ÷ the parse floor",
            report.target("one-thread scan ÷ swift-syntax parse", value: serial / parse, atMost: 1.2, format: ratio),
        ])
        // Two cores or more; on one core there is nothing to gain.
        if ProcessInfo.processInfo.activeProcessorCount >= 2 {
            report.row([
                "every core vs one thread",
                report.target("scan on every core vs one thread", value: serial / parallel, atLeast: 1.8, format: { ratio($0) + " faster" }),
            ])
        }
    }
}

/// The files under a folder, for the floors: the same ones the scan lists.
enum SourceFileListing {
    static func files(in folder: String) throws -> [String] {
        let names = try FileManager.default.subpathsOfDirectory(atPath: folder)
        return names.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".h") || $0.hasSuffix(".m") }.sorted().map { "\(folder)/\($0)" }
    }
}
