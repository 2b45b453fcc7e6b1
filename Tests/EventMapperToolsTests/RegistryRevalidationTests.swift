import EventMapCore
import EventMapper
import EventMapperTools
import TestSupport
import XCTest

/// A check against a scan that told only its changed classes must give exactly the report of
/// every rule run against the whole new scan: the same findings, in the same order. Changes are
/// drawn at random (seeded) on the generated set of the draft checks: actions added, removed
/// and replaced, superclasses changed, one or two classes at a time, each check's report the
/// base of the next. The set loaded with only the entries the changes read gives that report too,
/// and so does the same set read back from the configs as the report cache keeps them.
final class RegistryRevalidationTests: XCTestCase {
    func testEveryRandomChangeOfClassesGetsTheReportOfTheWholeScan() throws {
        for (setSeed, changeSeed) in [(3, 5), (58, 8)] as [(UInt64, UInt64)] {
            try checkRandomChanges(setSeed: setSeed, changeSeed: changeSeed)
        }
    }

    private func checkRandomChanges(setSeed: UInt64, changeSeed: UInt64) throws {
        let scratch = try makeScratchFolder("registry-revalidation")
        try GeneratedSet.write(to: scratch, seed: setSeed)
        let paths = [scratch.path("First.plist"), scratch.path("Second.plist")]
        let configs = try ConfigSet.load(paths)
        let validator = try Validator()
        func whole(_ classes: [DeclaredClass]) -> ValidationReport {
            let merged = ActionRegistry.merging([classes])
            return validator.validate(configs, registry: merged.registry, registryFindings: merged.findings)
        }
        var classes = try RegistryFile.load(path: scratch.path("registry.json"))
        var base = whole(classes)
        XCTAssertGreaterThan(Set(base.findings.map(\.rule.id)).count, 5, "the generated set exercises few rules: \(base.findings)")
        var generator = SeededGenerator(seed: changeSeed)
        var madeAgain = 0
        for round in 0..<120 {
            var next = classes
            for _ in 0..<Int.random(in: 1...2, using: &generator) {
                let position = Int.random(in: 0..<next.count, using: &generator)
                next[position] = Self.changed(next[position], among: next, using: &generator)
            }
            let expected = whole(next)
            let changes = Self.changes(from: classes, to: next)
            let query = RegistryRevalidation.configEntries(for: changes)
            let entries = try ConfigSet.load(paths, only: query)
            let keptEntries = try Self.keptModel(of: configs, only: query)
            XCTAssertEqual(keptEntries.map.pages, entries.map.pages, "round \(round): the kept configs' pages")
            XCTAssertEqual(keptEntries.paths, entries.paths)
            let names = Set((changes.was + changes.now).map(\.name.unqualified))
            XCTAssertTrue(entries.map.pages.allSatisfy { names.contains($0.className.value.unqualified) }, "round \(round): only the changed entries")
            if let report = RegistryRevalidation.report(base: base, configs: configs, changes: changes, validator: validator, sourceFileCount: 0) {
                XCTAssertEqual(report.findings, expected.findings, "set \(setSeed), changes \(changeSeed), round \(round)")
                let fromEntries = RegistryRevalidation.report(
                    base: base, configs: entries, changes: changes, validator: validator, sourceFileCount: 0)
                XCTAssertEqual(
                    fromEntries?.findings, expected.findings, "set \(setSeed), changes \(changeSeed), round \(round): changed entries only")
                let fromKept = RegistryRevalidation.report(
                    base: base, configs: keptEntries, changes: changes, validator: validator, sourceFileCount: 0)
                XCTAssertEqual(fromKept?.findings, expected.findings, "set \(setSeed), changes \(changeSeed), round \(round): kept configs")
                madeAgain += 1
            }
            (classes, base) = (next, expected)
        }
        XCTAssertGreaterThan(madeAgain, 100, "most reports are made from the base")
    }

    /// `set` archived as the report cache keeps it, and read back with only the pages `only` asks for.
    private static func keptModel(of set: ConfigSet, only: ClassNameQuery) throws -> ConfigSet {
        var writer = ScanArchiveWriter()
        KeptConfigModel.write(set, into: &writer)
        var reader = ScanArchiveReader(writer.bytes)
        let kept = try KeptConfigModel.read(&reader, only: only)
        XCTAssertTrue(reader.isAtEnd)
        return kept
    }

    /// A class with an action added, removed or renamed, or another superclass.
    private static func changed(_ declared: DeclaredClass, among classes: [DeclaredClass], using generator: inout SeededGenerator) -> DeclaredClass {
        var actions = declared.actions
        var superclass = declared.superclass
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            let selector = ActionSelector(GeneratedSet.selectors.randomElement(using: &generator)! + "Added")
            actions.append(DeclaredAction(selector, at: SourceLocation(file: "App/Added.swift", line: actions.count + 1, column: 5)))
        case 1 where !actions.isEmpty:
            actions.remove(at: Int.random(in: 0..<actions.count, using: &generator))
        case 2:
            actions = GeneratedSet.selectors.shuffled(using: &generator).prefix(2).map { DeclaredAction(ActionSelector($0)) }
        default:
            superclass = Bool.random(using: &generator) ? ClassName("UIViewController") : classes.randomElement(using: &generator)!.name
        }
        return DeclaredClass(
            name: declared.name, superclass: superclass, actions: actions, location: declared.location, runtimeName: declared.runtimeName)
    }

    /// The changes as the scanner tells them: the classes that changed, their subclasses, and
    /// the superclasses of those, before and after, with every class of the same unqualified name.
    private static func changes(from was: [DeclaredClass], to now: [DeclaredClass]) -> ScanChanges {
        var names = Set(zip(was, now).filter { $0 != $1 }.map { String($0.0.name.unqualified) })
        let links = (was + now).map { (name: String($0.name.unqualified), superclass: $0.superclass.map { String($0.unqualified) }) }
        var count = 0
        while count != names.count {
            count = names.count
            for link in links where link.superclass.map(names.contains) == true { names.insert(link.name) }
        }
        count = 0
        while count != names.count {
            count = names.count
            for link in links where names.contains(link.name) {
                if let superclass = link.superclass { names.insert(superclass) }
            }
        }
        let kept = { (classes: [DeclaredClass]) in classes.filter { names.contains(String($0.name.unqualified)) } }
        return ScanChanges(since: [], was: kept(was), now: kept(now), connectedActions: [])
    }
}
