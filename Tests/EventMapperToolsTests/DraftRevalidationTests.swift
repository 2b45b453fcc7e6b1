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

/// A config set of two files and a registry, generated so that every rule has something to say.
private enum GeneratedSet {
    static let classCount = 40
    static let selectors = ["onOpen:", "onClose:", "onShare_UA:", "onFav_UA:", "onHelp:", "onBack:"]
    static let ids = ["PAGE_A", "PAGE_a", "PAGE__A", "CTRL_B", "CTRL_b", "ctrl_c", "CTRL_D", "X-1", "PAGE_E", "CTRL_F"]

    static func className(_ index: Int) -> String { "Screen\(index)ViewController" }

    /// A class name as a config writes it: some module-qualified, some the registry lacks.
    static func configName(_ index: Int) -> String {
        switch index % 9 {
        case 4: "App.\(className(index))"
        default: className(index)
        }
    }

    static func write(to scratch: ScratchFolder, seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var first: [(String, [String: String], [(String, String)])] = []
        var second: [(String, [String: String], [(String, String)])] = []
        for index in 0..<(classCount + 5) {
            var events: [String: String] = [:]
            if index % 3 != 0 { events["Enter"] = "PAGE_\(index)_ENTER" }
            if index % 4 == 1 { events["Leave"] = ids.randomElement(using: &generator)! }
            var controls: [(String, String)] = []
            for selector in selectors.shuffled(using: &generator).prefix(index % 4) {
                controls.append((selector, index % 5 == 0 ? ids.randomElement(using: &generator)! : "CTRL_\(index)_\(controls.count)"))
            }
            let page = (configName(index), events, controls)
            if index % 7 == 3 { second.append(page) } else { first.append(page) }
            // Some classes configured in both files, once qualified.
            if index % 11 == 2 { second.append(("App.\(className(index))", ["Enter": "PAGE_\(index)_AGAIN"], [])) }
        }
        try plist(first).write(toFile: scratch.path("First.plist"), atomically: true, encoding: .utf8)
        try plist(second).write(toFile: scratch.path("Second.plist"), atomically: true, encoding: .utf8)
        var classes: [String] = []
        for index in 0..<classCount {
            let superclass = index > 2 && index % 2 == 0 ? className(index / 3) : "UIViewController"
            let actions = selectors.shuffled(using: &generator).prefix(1 + index % 4).map { "\"\($0)\"" }.joined(separator: ", ")
            let runtime =
                switch index % 6 {
                case 1: #""runtimeName": "App.\#(className(index))", "#
                case 2: #""mangled": "private", "#
                case 3: #""runtimeName": "\#(className(index))", "#
                default: ""
                }
            classes.append(#"{"name": "\#(className(index))", "superclass": "\#(superclass)", \#(runtime)"actions": [\#(actions)]}"#)
        }
        try #"{"version": 1, "classes": [\#(classes.joined(separator: ",\n"))]}"#.write(
            toFile: scratch.path("registry.json"), atomically: true, encoding: .utf8)
    }

    private static func plist(_ pages: [(String, [String: String], [(String, String)])]) -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, #"<plist version="1.0">"#, "<dict>"]
        for (name, events, controls) in pages {
            lines += ["\t<key>\(name)</key>", "\t<dict>"]
            if !controls.isEmpty {
                lines += ["\t\t<key>ControlEventIDs</key>", "\t\t<dict>"]
                for (selector, id) in controls { lines += ["\t\t\t<key>\(selector)</key>", "\t\t\t<string>\(id)</string>"] }
                lines.append("\t\t</dict>")
            }
            if !events.isEmpty {
                lines += ["\t\t<key>PageEventIDs</key>", "\t\t<dict>"]
                for (event, id) in events.sorted(by: { $0.key < $1.key }) { lines += ["\t\t\t<key>\(event)</key>", "\t\t\t<string>\(id)</string>"] }
                lines.append("\t\t</dict>")
            }
            lines.append("\t</dict>")
        }
        return (lines + ["</dict>", "</plist>", ""]).joined(separator: "\n")
    }

    static func randomStep(files: [String], using generator: inout SeededGenerator) -> DraftStep {
        let index = Int.random(in: 0..<(classCount + 8), using: &generator)
        let name = Bool.random(using: &generator) ? configName(index) : className(index)
        let id = EventID(ids.randomElement(using: &generator)! + (Bool.random(using: &generator) ? "" : "_\(index)"))
        let selector = ActionSelector(selectors.randomElement(using: &generator)!)
        let file = files.randomElement(using: &generator)!
        let edit: ConfigEdit
        switch Int.random(in: 0..<8, using: &generator) {
        case 0: edit = ConfigEdit(className: name, target: .pageEvent(.enter), eventID: id)
        case 1: edit = ConfigEdit(className: name, target: .pageEvent(.leave), eventID: Bool.random(using: &generator) ? id : nil)
        case 2, 3: edit = ConfigEdit(className: name, target: .control(selector), eventID: id)
        case 4: edit = ConfigEdit(className: name, target: .control(selector), eventID: nil)
        case 5: edit = ConfigEdit(className: name, target: .page, eventID: nil)
        case 6: return .rename(.eventID(old: EventID(ids.randomElement(using: &generator)!), new: id))
        default: return .rename(.action(className: name, old: selector, new: ActionSelector(selectors.randomElement(using: &generator)!)))
        }
        return .edit(edit, file: Bool.random(using: &generator) ? nil : file)
    }
}
