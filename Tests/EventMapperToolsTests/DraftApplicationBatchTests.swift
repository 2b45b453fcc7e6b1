import EventMapCore
import EventMapper
import TestSupport
import XCTest

@testable import EventMapperTools

/// An editor draft's `set`/`unset` steps are made as one batch per file: the files, the
/// subjects, the classes touched and any refusal must be those of making the steps one at a
/// time, each made before the next is checked.
final class DraftApplicationBatchTests: XCTestCase {
    /// Sets of config files, each a draft's starting point.
    private static let sets = [
        ["Configs/WGlobalUserStatisticsConfig.plist", "Configs/SettingsPages.xml"],
        ["Tests/Fixtures/Edit/unsorted-crlf.plist", "Tests/Fixtures/Edit/mixed-indent.xml"],
        ["Tests/Fixtures/Edit/sample.xml"],
        ["Tests/Fixtures/Edit/duplicate-key.plist"],
        // Two modules' classes of one name: a plain name reaches the first, which a removed
        // page can make the other.
        ["Tests/Fixtures/Edit/two-modules.plist", "Tests/Fixtures/Edit/two-modules.xml"],
    ]

    func testRandomDraftsGiveWhatOneStepAtATimeGives() throws {
        var generator = SeededGenerator(seed: 0xD2AF_7BA7)
        var (compared, refused, madeWhatOneAtATimeRefuses) = (0, 0, 0)
        for paths in Self.sets {
            let files = try paths.map(Self.file)
            let pages = try Self.draft(files).base.map.pages
            for round in 0..<200 {
                let steps = Self.randomSteps(of: pages, files: paths, count: 1 + round % 8, using: &generator)
                let force = round % 6 == 5
                let context = "\(paths), round \(round), force \(force): \(steps)"
                let batched = try Self.draft(files)
                let oneAtATime = try Self.draft(files)
                var expectedFailure: DraftFailure?
                for (index, step) in steps.enumerated() {
                    do {
                        try oneAtATime.apply([step], force: force)
                    } catch {
                        expectedFailure = error.kind == .step(0) ? DraftFailure(.step(index), error.lines) : error
                        break
                    }
                }
                // A batch is checked once, at its end: it may make what one step at a time refuses
                // on the way (with --force, an ID given to both entries of a duplicated key), and
                // then fail, or not, at a later step.
                let forcedPast = { (made: Int) -> Bool in
                    guard force, case .step(let refusedAlone)? = expectedFailure?.kind, made > refusedAlone,
                        expectedFailure?.lines.first?.contains("the edited file would change more than") == true
                    else { return false }
                    XCTAssertTrue(paths.contains { $0.hasSuffix("duplicate-key.plist") }, context)
                    madeWhatOneAtATimeRefuses += 1
                    return true
                }
                do {
                    try batched.apply(steps, force: force)
                } catch {
                    if case .step(let made) = error.kind, forcedPast(made) { continue }
                    XCTAssertEqual(error.kind, expectedFailure?.kind, context)
                    XCTAssertEqual(error.lines, expectedFailure?.lines ?? [], context)
                    refused += 1
                    continue
                }
                if expectedFailure != nil {
                    XCTAssertTrue(forcedPast(steps.count), "only a forced batch makes what one step at a time refuses: " + context)
                    continue
                }
                XCTAssertEqual(batched.touchedClasses, oneAtATime.touchedClasses, context)
                XCTAssertEqual(batched.changes.map(\.path), oneAtATime.changes.map(\.path), context)
                for (made, expected) in zip(batched.changes, oneAtATime.changes) {
                    XCTAssertEqual(String(decoding: made.edited, as: UTF8.self), String(decoding: expected.edited, as: UTF8.self), context)
                    XCTAssertEqual(made.subjects, expected.subjects, context)
                }
                compared += 1
            }
        }
        // Most drafts can be made, and some are refused: neither comparison is vacuous.
        XCTAssertGreaterThan(compared, Self.sets.count * 60)
        XCTAssertGreaterThan(refused, 40)
        XCTAssertLessThan(madeWhatOneAtATimeRefuses, 20)
    }

    func testStepsOfDifferentClassesReadTheFileOnce() throws {
        let path = "Configs/WGlobalUserStatisticsConfig.plist"
        let draft = try Self.draft([Self.file(path)])
        let pages = draft.base.map.pages
        XCTAssertGreaterThan(pages.count, 1)
        let steps = pages.map { page in
            DraftStep.edit(
                ConfigEdit(
                    className: page.className.value.text, target: .pageEvent(.leave),
                    eventID: EventID("PAGE_EVENT_DRAFT_" + page.className.value.text)),
                file: nil)
        }
        try draft.apply(steps, force: false)
        XCTAssertEqual(draft.changes.map(\.readings), [1])
        // An unset of a class with a step waiting reads what that step made: two readings.
        let page = pages[0].className.value.text
        let unsetAfterSet = try Self.draft([Self.file(path)])
        try unsetAfterSet.apply(
            [
                .edit(
                    ConfigEdit(className: page, target: .control(ActionSelector("onDraftPressed:")), eventID: EventID("CTRL_EVENT_DRAFT")), file: nil),
                .edit(ConfigEdit(className: page, target: .control(ActionSelector("onDraftPressed:")), eventID: nil), file: nil),
            ],
            force: false)
        XCTAssertEqual(unsetAfterSet.changes.map(\.readings), [2])
        XCTAssertEqual(unsetAfterSet.changes.map(\.isChanged), [false])
    }

    func testAPlainNameReachesTheClassTheStepsBeforeLeft() throws {
        let path = "Tests/Fixtures/Edit/two-modules.plist"
        func edit(_ className: String, _ target: ConfigEdit.Target, _ id: String?) -> DraftStep {
            .edit(ConfigEdit(className: className, target: target, eventID: id.map(EventID.init)), file: nil)
        }
        // With App.FeedViewController removed, the plain name reaches Other.FeedViewController.
        let removed = [edit("App.FeedViewController", .page, nil), edit("FeedViewController", .pageEvent(.enter), "PAGE_EVENT_FEED_ENTER")]
        // With App.ListViewController added before Other.ListViewController, the plain name
        // reaches the new page.
        let added = [
            edit("App.ListViewController", .pageEvent(.enter), "PAGE_EVENT_APP_LIST_ENTER"),
            edit("ListViewController", .pageEvent(.leave), "PAGE_EVENT_LIST_LEAVE"),
        ]
        for (steps, touched) in [
            (removed, ["App.FeedViewController", "FeedViewController", "Other.FeedViewController"]),
            (added, ["App.ListViewController", "ListViewController"]),
        ] {
            let draft = try Self.draft([Self.file(path)])
            try draft.apply(steps, force: false)
            XCTAssertEqual(draft.touchedClasses, Set(touched), "\(steps)")
            let oneAtATime = try Self.draft([Self.file(path)])
            for step in steps { try oneAtATime.apply([step], force: false) }
            XCTAssertEqual(draft.touchedClasses, oneAtATime.touchedClasses, "\(steps)")
            XCTAssertEqual(draft.changes.map(\.edited), oneAtATime.changes.map(\.edited), "\(steps)")
        }
    }

    func testANewClassIsReachedByTheNamesLookupsMatch() throws {
        let paths = ["Configs/WGlobalUserStatisticsConfig.plist", "Configs/SettingsPages.xml"]
        func set(_ className: String, _ event: PageEvent, _ id: String, in file: String) -> DraftStep {
            .edit(ConfigEdit(className: className, target: .pageEvent(event), eventID: EventID(id)), file: file)
        }
        let draft = try Self.draft(paths.map(Self.file))
        // As `mapper set` run twice would: the second finds the class the first added.
        try draft.apply(
            [
                set("App.NewViewController", .enter, "PAGE_EVENT_NEW_ENTER", in: paths[0]),
                set("NewViewController", .leave, "PAGE_EVENT_NEW_LEAVE", in: paths[1]),
            ],
            force: false)
        XCTAssertEqual(draft.changes.filter(\.isChanged).map(\.path), [paths[0]])
        let page = try XCTUnwrap(draft.editedSet().map.pages.first { $0.className.value.text == "App.NewViewController" })
        XCTAssertEqual(page.pageEvents.mapValues(\.value.text), [.enter: "PAGE_EVENT_NEW_ENTER", .leave: "PAGE_EVENT_NEW_LEAVE"])
        // Another module's class of that name is another class.
        let two = try Self.draft(paths.map(Self.file))
        try two.apply(
            [
                set("App.NewViewController", .enter, "PAGE_EVENT_NEW_ENTER", in: paths[0]),
                set("Kit.NewViewController", .enter, "PAGE_EVENT_KIT_ENTER", in: paths[1]),
            ],
            force: false)
        XCTAssertEqual(two.changes.filter(\.isChanged).map(\.path), paths)
    }

    private static func file(_ path: String) throws -> (path: String, bytes: [UInt8]) {
        (path, Array(try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.path(path)))))
    }

    /// Steps as a product manager makes them: new IDs for recorded entries, new actions and
    /// pages (some in a file named, some not), unsets of what is there and of what is not, a
    /// class named with a module, whole pages removed, and now and then a rename.
    private static func randomSteps(of pages: [PageMapping], files: [String], count: Int, using generator: inout SeededGenerator) -> [DraftStep] {
        func pick<T>(_ items: [T]) -> T { items[Int(generator.next() % UInt64(items.count))] }
        return (0..<count).map { index in
            let id = EventID("CTRL_EVENT_DRAFT_\(index)_\(generator.next() % 1000)")
            let page = pick(pages)
            var className = page.className.value.text
            switch generator.next() % 10 {
            case 0: className = "SampleApp." + ClassName(className).unqualified
            case 1, 2: className = String(ClassName(className).unqualified)
            default: break
            }
            let existing = page.controls.map(\.selector.value)
            let file: String? = generator.next() % 3 == 0 ? nil : pick(files)
            switch generator.next() % 14 {
            case 0 where !existing.isEmpty:
                return .edit(ConfigEdit(className: className, target: .control(pick(existing)), eventID: id), file: nil)
            case 1 where !existing.isEmpty:
                return .edit(ConfigEdit(className: className, target: .control(pick(existing)), eventID: nil), file: nil)
            case 2:
                return .edit(
                    ConfigEdit(className: className, target: .control(ActionSelector("onDraft\(generator.next() % 4)Pressed:")), eventID: id),
                    file: nil)
            case 3:
                return .edit(
                    ConfigEdit(className: className, target: .control(ActionSelector("onDraft\(generator.next() % 4)Pressed:")), eventID: nil),
                    file: nil)
            case 4:
                return .edit(
                    ConfigEdit(className: className, target: .pageEvent(generator.next() % 2 == 0 ? .enter : .leave), eventID: id), file: nil)
            case 5:
                return .edit(
                    ConfigEdit(className: className, target: .pageEvent(generator.next() % 2 == 0 ? .enter : .leave), eventID: nil), file: nil)
            case 6:
                return .edit(ConfigEdit(className: "Draft\(generator.next() % 3)ViewController", target: .pageEvent(.enter), eventID: id), file: file)
            case 7:
                return .edit(ConfigEdit(className: "Draft\(generator.next() % 3)ViewController", target: .pageEvent(.enter), eventID: nil), file: nil)
            case 8 where generator.next() % 2 == 0:
                return .edit(ConfigEdit(className: className, target: .page, eventID: nil), file: nil)
            case 9 where generator.next() % 2 == 0:
                let old = page.pageEvents.values.first?.value ?? id
                return .rename(.eventID(old: old, new: EventID("PAGE_EVENT_RENAMED_\(index)")))
            default:
                return .edit(ConfigEdit(className: className, target: .control(ActionSelector("onDraftTapped:")), eventID: id), file: nil)
            }
        }
    }

    private static func draft(_ files: [(path: String, bytes: [UInt8])]) throws -> DraftApplication {
        let loads = try files.map { file in
            (
                path: file.path,
                load: try ConfigFileLoad.load(file.bytes, format: XCTUnwrap(ConfigFileType(pathExtensionOf: file.path)), file: file.path)
            )
        }
        return DraftApplication(files: loads) { path throws(ConfigEditFailure) in
            guard let file = files.first(where: { $0.path == path }), let format = ConfigFileType(pathExtensionOf: path) else {
                throw ConfigEditFailure(.refused, error: "\(path) is not a config of the set")
            }
            return try ConfigFileChange(bytes: file.bytes, path: path, format: format)
        }
    }
}
