import EventMapCore
import EventMapper
import EventMapperTools
import TestSupport
import XCTest

/// The check while typing re-checks only what a draft's classes can change; it must give, for
/// every draft, exactly the report of every rule run on the whole edited set — the same
/// findings, in the same order. Drafts are drawn at random (seeded) on a generated set made to
/// hold every neighbourhood a finding can have: IDs shared and differing in case across files,
/// a class configured in two files and module-qualified, lineages with inherited and tagged
/// actions, classes the registry lacks, and runtime names the hooks never look up.
final class DraftRevalidationTests: XCTestCase {
    func testEveryRandomDraftGetsTheReportOfTheWholeSet() throws {
        for (setSeed, draftSeed) in [(3, 11), (58, 21)] as [(UInt64, UInt64)] {
            try checkRandomDrafts(setSeed: setSeed, draftSeed: draftSeed)
        }
    }

    private func checkRandomDrafts(setSeed: UInt64, draftSeed: UInt64) throws {
        let scratch = try makeScratchFolder("draft-revalidation")
        try GeneratedSet.write(to: scratch, seed: setSeed)
        let workspace = try ConfigWorkspace(
            configPaths: [scratch.path("First.plist"), scratch.path("Second.plist")], registryPaths: [scratch.path("registry.json")],
            scanner: nil)
        let snapshot = try workspace.read()
        let baseReport = workspace.validate(snapshot.set)
        let revalidation = workspace.revalidation(of: snapshot, baseReport: baseReport)
        XCTAssertGreaterThan(Set(baseReport.findings.map(\.rule.id)).count, 6, "the generated set exercises few rules: \(baseReport.findings)")
        var generator = SeededGenerator(seed: draftSeed)
        var checked = 0
        var scopedChecks = 0
        for round in 0..<200 {
            let draft = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                GeneratedSet.randomStep(files: snapshot.set.paths, using: &generator)
            }
            let scoped = Result { () throws(DraftFailure) in try workspace.check(draft, on: snapshot, revalidation: revalidation) }
            let whole = Result { () throws(DraftFailure) in try workspace.check(draft, on: snapshot, revalidation: revalidation, wholeSet: true) }
            let place = "set \(setSeed), drafts \(draftSeed), round \(round), \(draft)"
            switch (scoped, whole) {
            case (.success(let scoped), .success(let whole)):
                if let difference = Self.difference(scoped.report.findings, whole.report.findings) { XCTFail("\(place): \(difference)") }
                checked += 1
                if let pages = scoped.timings?.recheckedPages, pages < snapshot.set.map.pages.count / 2 { scopedChecks += 1 }
            case (.failure(let scoped), .failure(let whole)):
                XCTAssertEqual(scoped.lines, whole.lines, place)
            default:
                XCTFail("\(place): scoped \(scoped), whole \(whole)")
            }
        }
        XCTAssertGreaterThan(checked, 80, "most random drafts should be made")
        // Not every draft falls back to the whole set: the comparison tested the narrowing.
        XCTAssertGreaterThan(scopedChecks, checked * 3 / 4, "drafts re-checked on fewer than half the pages")
    }

    /// What differs between the scoped report and the whole one, said briefly; nil when nothing.
    private static func difference(_ scoped: [Finding], _ whole: [Finding]) -> String? {
        guard scoped != whole else { return nil }
        let missing = whole.filter { !scoped.contains($0) }.map(\.description)
        let extra = scoped.filter { !whole.contains($0) }.map(\.description)
        if missing.isEmpty && extra.isEmpty {
            let index = zip(scoped, whole).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(scoped.count, whole.count)
            return "same findings, another order from \(index): \(scoped[index...].prefix(2)) against \(whole[index...].prefix(2))"
        }
        return "missing \(missing), extra \(extra)"
    }
}
