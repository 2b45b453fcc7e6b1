import Foundation
import XCTest

/// The package's layering, checked on the sources themselves so that a change that breaks it
/// fails `swift test` rather than a reviewer's attention: what each target may import, who may
/// start processes, and what is public.
final class LayeringTests: XCTestCase {
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Library targets: what an app, a test target or a tool links. The executables are not.
    private static let libraryTargets = [
        "EventMapCore", "InputFiles", "EventMapXML", "EventMapper", "EventMapperTools", "EventMapperLogs", "EventMapperEditor",
        "EventMapperTesting", "SourceScanner",
    ]

    /// Package-only library targets: the executables are their only clients.
    private static let packageOnlyTargets = ["InputFiles", "EventMapperTools", "EventMapperLogs", "EventMapperEditor", "MapperProcesses"]

    func testTheCoreImportsNothingButTheStandardLibrary() throws {
        let allowed: Set<String> = ["Swift", "Synchronization", "_Concurrency"]
        var offending: [String] = []
        for (file, text) in try Self.swiftFiles(in: "EventMapCore") {
            for module in Self.importedModules(text) where !allowed.contains(module) {
                offending.append("\(file): import \(module)")
            }
        }
        XCTAssertEqual(offending, [], "EventMapCore is what an app links at run time: the standard library only")
    }

    func testInputFilesAreReadWithoutTheXMLLayer() throws {
        var offending: [String] = []
        for (file, text) in try Self.swiftFiles(in: "InputFiles") {
            for module in Self.importedModules(text) where !["Glibc", "Darwin", "Synchronization"].contains(module) {
                offending.append("\(file): import \(module)")
            }
        }
        for (file, text) in try Self.swiftFiles(in: "EventMapperLogs") where Self.importedModules(text).contains("EventMapXML") {
            offending.append("\(file): import EventMapXML")
        }
        XCTAssertEqual(offending, [], "reading a file is InputFiles' alone; the logs have nothing to do with XML")
    }

    func testNoLibraryStartsAProcess() throws {
        var offending: [String] = []
        for target in Self.libraryTargets {
            for (file, text) in try Self.swiftFiles(in: target)
            where text.range(of: #"(?<![A-Za-z])Process\(\)|posix_spawn|\bsystem\("#, options: .regularExpression) != nil {
                offending.append(file)
            }
        }
        XCTAssertEqual(
            offending, [], "processes are started by the executables, behind protocols the libraries define (Process does not exist on iOS)")
    }

    func testOnlyTheXMLLayerImportsLibXML2() throws {
        var offending: [String] = []
        for target in try FileManager.default.contentsOfDirectory(atPath: Self.sources.path) where target != "EventMapXML" {
            for (file, text) in try Self.swiftFiles(in: target) where Self.importedModules(text).contains("CLibXML2") {
                offending.append(file)
            }
        }
        XCTAssertEqual(offending, [])
    }

    func testThePackageOnlyTargetsHaveNoPublicAPI() throws {
        var offending: [String] = []
        for target in Self.packageOnlyTargets {
            for (file, text) in try Self.swiftFiles(in: target) {
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = line.trimmingCharacters(in: .whitespaces)
                    guard !code.hasPrefix("///"), code.range(of: #"\bpublic\b"#, options: .regularExpression) != nil else { continue }
                    offending.append("\(file):\(number + 1): \(code)")
                }
            }
        }
        XCTAssertEqual(
            offending, [], "the executables are the only clients of the tools, the logs, the editor and the processes: package, not public")
    }

    func testTheToolsHoldNoLogsCode() throws {
        let logsModules: Set<String> = ["EventMapperLogs", "ZIPFoundation"]
        var offending: [String] = []
        for (file, text) in try Self.swiftFiles(in: "EventMapperTools") {
            for module in Self.importedModules(text) where logsModules.contains(module) {
                offending.append("\(file): import \(module)")
            }
        }
        XCTAssertEqual(offending, [], "the behaviour logs are their own target; the tools are editing")
    }

    func testTheEditorsServerReadsAndWritesNoFileItself() throws {
        var offending: [String] = []
        for (file, text) in try Self.swiftFiles(in: "EventMapperEditor") {
            if Self.importedModules(text).contains("EventMapXML") { offending.append("\(file): import EventMapXML") }
            if text.range(of: #"FileManager|InputFile|FileHandle|fopen\(|AtomicFileWriter"#, options: .regularExpression) != nil {
                offending.append(file)
            }
        }
        XCTAssertEqual(offending, [], "the editor's server calls the tools' workspace for every read and write: it is a second front end")
    }

    func testTheChecksLayerKeepsASmallPublicAPI() throws {
        let declaration = try NSRegularExpression(
            pattern: #"^public (?:final )?(?:indirect )?(?:struct|enum|class|protocol|actor) (\w+)"#, options: .anchorsMatchLines)
        var types: [String] = []
        for (_, text) in try Self.swiftFiles(in: "EventMapper") {
            let range = NSRange(text.startIndex..., in: text)
            types += declaration.matches(in: text, range: range).map { String(text[Range($0.range(at: 1), in: text)!]) }
        }
        XCTAssertLessThanOrEqual(types.count, 45, "public types of EventMapper: \(types.sorted())")
    }

    func testFilesAreSizedForReading() throws {
        var lengths: [(file: String, lines: Int)] = []
        for target in try FileManager.default.contentsOfDirectory(atPath: Self.sources.path) {
            for (file, text) in try Self.swiftFiles(in: target) {
                lengths.append((file, text.split(separator: "\n", omittingEmptySubsequences: false).count))
            }
        }
        let sorted = lengths.map(\.lines).sorted()
        XCTAssertGreaterThanOrEqual(sorted[sorted.count / 2], 50, "median lines per source file")
        XCTAssertEqual(lengths.filter { $0.lines > 400 }.map { "\($0.file): \($0.lines) lines" }, [])
    }

    /// Every Swift file below `Sources/<target>`, as (path relative to `Sources`, contents).
    private static func swiftFiles(in target: String) throws -> [(String, String)] {
        let root = sources.appendingPathComponent(target)
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return try walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { relative in
            ("\(target)/\(relative)", try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8))
        }
    }

    /// The modules a file imports, whatever the import's access level or kind.
    private static func importedModules(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ").map(String.init)
            guard let index = words.firstIndex(of: "import"),
                words[..<index].allSatisfy({ ["public", "package", "internal", "@testable", "@_exported"].contains($0) }),
                index + 1 < words.count
            else { return nil }
            // `import struct Foundation.Date` names the module after the kind.
            let name =
                ["struct", "class", "enum", "func", "protocol", "var", "typealias"].contains(words[index + 1]) && index + 2 < words.count
                ? words[index + 2] : words[index + 1]
            return String(name.split(separator: ".").first ?? "")
        }
    }
}
