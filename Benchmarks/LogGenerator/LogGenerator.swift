import ArgumentParser
import BenchmarkSupport
import Foundation

/// Writes behaviour logs in the format of `docs/logs.md` for the log benchmark and tests: one file
/// per device and day, seeded, with the edge cases of the format mixed in.
@main
struct LogGenerator: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log-generator",
        abstract: "Generate behaviour logs (one file per device and day) for a config's listing.",
        discussion: """
            Records use the classes and actions of a listing (`mapper list --format csv`): most \
            mapped, some unmapped (actions and pages the config does not have), about one line \
            in 500 malformed, some files with CRLF line ends, some without a device header. The \
            same seed, listing and sizes give the same bytes. Prints the files' count and bytes.
            """
    )

    @Argument(help: "An empty or new folder to write the logs to.")
    var output: String

    @Option(help: "A config listing, as `mapper list --format csv` prints it.")
    var listing: String

    @Option(help: "Megabytes of logs to write, in all.")
    var megabytes = 600

    @Option(help: "How many files (device days).")
    var files = 60

    @Option(help: "The seed.")
    var seed: UInt64 = 1

    func run() throws {
        let catalogue = try LogCatalogue(listingCSV: String(contentsOfFile: listing, encoding: .utf8))
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let bytesPerFile = megabytes * 1_000_000 / max(1, files)
        var random = SplitMix64(seed: seed)
        var total = 0
        for file in 0..<files {
            var writer = LogFileWriter(catalogue: catalogue, device: file, random: random.next())
            let bytes = writer.file(bytes: bytesPerFile)
            let path = output + "/" + String(format: "device%04d_2016-09-%02d_userStatisics_.log", file, file % 28 + 1)
            guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { throw ValidationError("cannot write \(path)") }
            total += bytes.count
        }
        print("\(files) files, \(total) bytes")
    }
}

/// The classes and actions a listing names.
struct LogCatalogue {
    /// Classes with page events.
    let pages: [String]
    /// Class and action of each configured control.
    let controls: [(className: String, action: String)]

    init(listingCSV: String) throws {
        var pages: [String] = []
        var controls: [(String, String)] = []
        for line in listingCSV.split(whereSeparator: \.isNewline).dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3 else { continue }
            if fields[1] == "page", fields[2] == "Enter" { pages.append(fields[0]) }
            if fields[1] == "control" { controls.append((fields[0], fields[2])) }
        }
        guard !pages.isEmpty, !controls.isEmpty else { throw ValidationError("the listing has no pages or no controls") }
        self.pages = pages
        self.controls = controls
    }
}
