import ArgumentParser
import Foundation

/// Writes a synthetic iOS source tree for the scan-throughput benchmark.
@main
struct ScanTreeGenerator: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan-tree-generator",
        abstract: "Write a deterministic tree of Swift and Objective-C view controllers for the scan benchmark.",
        discussion: "Objective-C files come as .h + .m pairs, each counting as one file; an odd count ends with a lone .m."
    )

    @Argument(help: "The folder to write into; it must not exist or be empty.")
    var output: String

    @Option(name: .customLong("swift-files"), help: "How many .swift files.")
    var swiftFiles = 5_000

    @Option(name: .customLong("objc-files"), help: "How many .h and .m files together.")
    var objectiveCFiles = 2_000

    @Option(help: "The seed: the same seed and counts give the same tree, byte for byte.")
    var seed: UInt64 = 1

    @Flag(help: "Put a tracking call at the top of every method, for the mapper adopt benchmark.")
    var trackingCalls = false

    func validate() throws {
        guard swiftFiles >= 0, objectiveCFiles >= 0 else {
            throw ValidationError("file counts cannot be negative")
        }
    }

    func run() throws {
        let tree = ScanTree(swiftFileCount: swiftFiles, objectiveCFileCount: objectiveCFiles, seed: seed)
        do {
            let summary = try ScanTreeWriter(root: URL(fileURLWithPath: output), trackingCalls: trackingCalls).write(tree)
            print("\(summary.fileCount) files, \(summary.byteCount) bytes in \(output)")
        } catch let failure as ScanTreeWriter.Failure {
            FileHandle.standardError.write(Data("scan-tree-generator: \(failure.description)\n".utf8))
            throw ExitCode(2)
        }
    }
}
