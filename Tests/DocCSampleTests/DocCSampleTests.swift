import Foundation
import XCTest

/// Every `swift` code block of the DocC catalogs is compiled and most of them run here, and
/// this folder is type-checked as a user's code would be: seeing only the public API.
///
/// A block is a region of a file of this folder between `// sample: <Module>/<File>.md` and
/// `// sample end`; a block's `import` lines are the file's, and the blank lines after them
/// are not part of the region. Every block has its region and every region its block. This test keeps each block and its region equal, line for line.
final class DocCSampleTests: XCTestCase {
    func testEveryCodeBlockOfTheCatalogsIsARegionHere() throws {
        let regions = try Self.regions()
        var problems: [String] = []
        for article in try Self.articles() {
            let blocks = try Self.swiftBlocks(in: String(contentsOf: article.url, encoding: .utf8))
            var unmatched = regions[article.key] ?? []
            for (number, block) in blocks.enumerated() {
                let body = Array(block.filter { !$0.hasPrefix("import ") }.drop { $0.isEmpty })
                guard let index = unmatched.firstIndex(where: { $0.lines == body }) else {
                    problems.append("\(article.key), block \(number + 1), is no region of this folder:\n\(body.joined(separator: "\n"))")
                    continue
                }
                for line in block where line.hasPrefix("import ") && !unmatched[index].imports.contains(line) {
                    problems.append("\(article.key), block \(number + 1): \(unmatched[index].file) lacks '\(line)'")
                }
                unmatched.remove(at: index)
            }
            for region in unmatched {
                problems.append("\(region.file) has a region for \(article.key) that is none of its blocks:\n\(region.lines.joined(separator: "\n"))")
            }
        }
        let keys = try Set(Self.articles().map(\.key))
        for key in regions.keys.sorted() where !keys.contains(key) {
            problems.append("regions name \(key), which is no article of a catalog")
        }
        XCTAssert(problems.isEmpty, problems.joined(separator: "\n\n"))
    }

    func testTheSamplesUseThePublicAPIOnly() throws {
        // The build folder: the test bundle's, or the first folder above it with the modules.
        var modules = Bundle(for: Self.self).bundleURL
        while !FileManager.default.fileExists(atPath: modules.appendingPathComponent("Modules/EventMapCore.swiftmodule").path), modules.path != "/" {
            modules.deleteLastPathComponent()
        }
        let swiftc = try XCTUnwrap(Self.executable(named: "swiftc"), "no swiftc on PATH")
        let folder = Self.root.appendingPathComponent("Tests/DocCSampleTests")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        // The C modules the libraries' interfaces bring in, wherever SwiftPM or a package keeps
        // their module maps.
        let checkouts = Self.root.appendingPathComponent(".build/checkouts")
        let packages = (try? FileManager.default.contentsOfDirectory(atPath: checkouts.path)) ?? []
        let mapFolders = [Self.root.appendingPathComponent("Sources")] + packages.map { checkouts.appendingPathComponent("\($0)/Sources") }
        let moduleMaps = mapFolders.flatMap { Self.files(named: "module.modulemap", under: $0) }
        let process = Process()
        process.executableURL = swiftc
        process.arguments =
            ["-typecheck", "-package-name", "a-user-of-eventmapper", "-I", modules.appendingPathComponent("Modules").path]
            + ["-Xcc", "-I/usr/include/libxml2"] + moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=\($0.path)"] }
            + files.map { folder.appendingPathComponent($0).path }
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "the samples do not compile with the public API alone:\n\(output)")
    }

    /// The first executable of this name on `PATH`.
    private static func executable(named name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Every file of this name below `folder`, links followed.
    private static func files(named name: String, under folder: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }.filter { $0.lastPathComponent == name }
    }

    /// The repository's root, found from this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every article of every catalog: `Sources/<Module>/<Module>.docc/<File>.md`, keyed `<Module>/<File>.md`.
    private static func articles() throws -> [(key: String, url: URL)] {
        let sources = root.appendingPathComponent("Sources")
        var found: [(key: String, url: URL)] = []
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let catalog = sources.appendingPathComponent(module).appendingPathComponent("\(module).docc")
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: catalog.path) else { continue }
            for name in names.sorted() where name.hasSuffix(".md") {
                found.append(("\(module)/\(name)", catalog.appendingPathComponent(name)))
            }
        }
        return found
    }

    /// The lines of each ```` ```swift ```` block.
    private static func swiftBlocks(in article: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in article.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!)
                current = nil
            } else if current != nil {
                current!.append(line)
            }
        }
        return blocks
    }

    private struct Region {
        var file: String
        var lines: [String]
        var imports: Set<String>
    }

    /// The regions of this folder's files, by article, in file order; each region's lines lose
    /// the indentation its first line has.
    private static func regions() throws -> [String: [Region]] {
        let folder = root.appendingPathComponent("Tests/DocCSampleTests")
        var regions: [String: [Region]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".swift") {
            let lines = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let imports = Set(lines.filter { $0.hasPrefix("import ") })
            var key: String?
            var body: [String] = []
            for line in lines {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("// sample: ") {
                    key = String(trimmed.dropFirst("// sample: ".count))
                    body = []
                } else if trimmed == "// sample end", let article = key {
                    let indent = body.first.map { $0.prefix { $0 == " " }.count } ?? 0
                    let lines = body.map { $0.count >= indent && $0.prefix(indent).allSatisfy { $0 == " " } ? String($0.dropFirst(indent)) : $0 }
                    regions[article, default: []].append(Region(file: name, lines: lines, imports: imports))
                    key = nil
                } else if key != nil {
                    body.append(line)
                }
            }
        }
        return regions
    }
}
