import Foundation
import SourceScanner
import SwiftParser

/// `event-map-bench profile-scan-stages <tree> [runs]`: the one-thread scan split into what it
/// does per file and what it does for the whole tree, each the best of `runs` in this process,
/// with the files read beforehand so that reading is not counted twice.
enum ScanStages {
    static func measure(_ tree: String, runs: Int) throws {
        let files = try SourceFileListing.files(in: tree)
        let contents = files.map { [UInt8](FileManager.default.contents(atPath: $0)!) }
        let scan = SourceTreeScan.standard(parallel: false)
        let swiftScanner = scan.scanners[.swift]!
        let objectiveCScanner = scan.scanners[.objectiveC]!
        let swiftFiles = files.indices.filter { files[$0].hasSuffix(".swift") }
        let objectiveCFiles = files.indices.filter { !files[$0].hasSuffix(".swift") }
        let stages: [(String, () throws -> Void)] = [
            ("read every file", { for file in files { precondition(FileManager.default.contents(atPath: file) != nil) } }),
            (
                "swift-syntax parse of the Swift files (preloaded)",
                { for index in swiftFiles { contents[index].withUnsafeBufferPointer { _ = Parser.parse(source: $0) } } }
            ),
            ("Swift scanner per file (preloaded)", { for index in swiftFiles { _ = swiftScanner.scan(contents[index], path: files[index]) } }),
            (
                "Objective-C scanner per file (preloaded)",
                { for index in objectiveCFiles { _ = objectiveCScanner.scan(contents[index], path: files[index]) } }
            ),
            ("SourceTreeScan, one thread (lists, reads, scans, merges)", { _ = try scan.scanRegistry([tree]) }),
        ]
        let times = try Stopwatch.bestInterleaved(of: runs, stages.map(\.1))
        for (stage, seconds) in zip(stages, times) {
            print(String(format: "%8.1f ms  %@", seconds * 1000, stage.0))
        }
    }
}
