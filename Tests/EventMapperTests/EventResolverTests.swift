import EventMapCore
import EventMapXML
import EventMapper
import Foundation
import TestSupport
import XCTest

/// Lookups as the hooks make them, with the runtime's matching rules.
final class EventResolverTests: XCTestCase {
    private func resolver(_ paths: [String]) throws -> EventResolver {
        EventResolver(try ConfigSet.load(paths.map(RepositoryPaths.fixture)).map)
    }

    func testPageAndControlEventsOfTheSample() throws {
        let resolver = try resolver(["../../Configs/WGlobalUserStatisticsConfig.plist"])
        XCTAssertEqual(resolver.pageEvent(.enter, ofClass: "HomeViewController")?.eventID.text, "PAGE_EVENT_HOME_ENTER")
        XCTAssertEqual(resolver.pageEvent(.leave, ofClass: "DetailViewController")?.eventID.text, "PAGE_EVENT_DETAIL_LEAVE")
        XCTAssertEqual(resolver.controlEvent(forAction: "onFavBtnPressed_UA:", ofClass: "HomeViewController")?.eventID.text, "CTRL_EVENT_HOME_FAV")
        XCTAssertEqual(
            resolver.controlEvent(forAction: "onShareBtnPressed:", ofClass: "DetailViewController")?.eventID.text, "CTRL_EVENT_DETAIL_SHARE")
        XCTAssertNil(resolver.controlEvent(forAction: "onFavBtnPressed_UA:", ofClass: "DetailViewController"))
        XCTAssertNil(resolver.controlEvent(forAction: "onFavBtnPressed:", ofClass: "HomeViewController"))
        XCTAssertNil(resolver.pageEvent(.enter, ofClass: "SearchViewController"))
    }

    func testResolutionSaysWhereTheIDIsWritten() throws {
        let resolver = try resolver(["../../Configs/WGlobalUserStatisticsConfig.plist"])
        let found = try XCTUnwrap(resolver.controlEvent(forAction: "onShareBtnPressed:", ofClass: "HomeViewController"))
        XCTAssertEqual(found.className, ClassName("HomeViewController"))
        XCTAssertEqual(found.location.line, 27)
        XCTAssertEqual(found.location.column, 4)
    }

    func testModuleQualifiedNamesMatchUnqualifiedEntriesAndTheReverse() throws {
        let resolver = try resolver(["Configs/set-a"])
        // Qualified query, unqualified entry.
        XCTAssertEqual(resolver.pageEvent(.enter, ofClass: "MyApp.HomeViewController")?.eventID.text, "PAGE_EVENT_HOME_ENTER")
        // Unqualified query, qualified entry.
        let profile = resolver.controlEvent(forAction: "onEditBtnPressed_UA:", ofClass: "ProfileViewController")
        XCTAssertEqual(profile?.eventID.text, "CTRL_EVENT_PROFILE_EDIT")
        XCTAssertEqual(profile?.className, ClassName("MyApp.ProfileViewController"))
        // Exact qualified.
        XCTAssertEqual(
            resolver.controlEvent(forAction: "onEditBtnPressed_UA:", ofClass: "MyApp.ProfileViewController")?.eventID.text, "CTRL_EVENT_PROFILE_EDIT")
        // Another module's class of the same name is a different class.
        XCTAssertNil(resolver.controlEvent(forAction: "onEditBtnPressed_UA:", ofClass: "OtherKit.ProfileViewController"))
        XCTAssertNil(resolver.pageEvent(.enter, ofClass: "homeviewcontroller"))
    }

    func testSwiftSelectorSpellingsResolve() throws {
        let resolver = try resolver(["Configs/set-a"])
        XCTAssertEqual(
            resolver.controlEvent(forAction: "onEditBtnPressed_UA(_:)", ofClass: "ProfileViewController")?.eventID.text, "CTRL_EVENT_PROFILE_EDIT")
        XCTAssertEqual(resolver.controlEvent(forAction: "share(sender:)", ofClass: "ProfileViewController")?.eventID.text, "CTRL_EVENT_PROFILE_SHARE")
    }

    func testReverseLookupFindsEveryEmitter() throws {
        let resolver = try resolver(["Configs/set-a", "Configs/set-b"])
        XCTAssertEqual(resolver.emitters(of: "CTRL_EVENT_PROFILE_SHARE").map(\.description), ["-[MyApp.ProfileViewController shareWithSender:]"])
        XCTAssertEqual(resolver.emitters(of: "PAGE_EVENT_HOME_ENTER").map(\.description), ["HomeViewController Enter"])
        XCTAssertEqual(resolver.emitters(of: "NOPE"), [])
    }

    func testSuggestionsForNearMisses() throws {
        let resolver = try resolver(["../../Configs/WGlobalUserStatisticsConfig.plist"])
        XCTAssertEqual(resolver.suggestClass(for: "HomeViewControler"), ClassName("HomeViewController"))
        XCTAssertEqual(resolver.suggestAction(for: "onFavBtnPressed:", ofClass: "HomeViewController"), ActionSelector("onFavBtnPressed_UA:"))
        XCTAssertEqual(resolver.suggestEventID(for: "CTRL_EVENT_HOME_FAB"), EventID("CTRL_EVENT_HOME_FAV"))
        XCTAssertNil(resolver.suggestClass(for: "CompletelyDifferent"))
    }

    /// Every (class, action) pair and page event of a generated map, hits and misses, against
    /// dictionaries built from the same entries: classes with no actions, with a few (scanned)
    /// and with many (searched by halves), selectors shared between classes and added in no
    /// particular order, page events present or not.
    func testEveryLookupAgreesWithADictionaryOfTheSameEntries() throws {
        let selectorPool = (0..<80).map { "action\($0)Pressed:" }
        var expected: [String: [String: String]] = [:]
        var expectedPageEvents: [String: [PageEvent: String]] = [:]
        var plist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        for page in 0..<300 {
            let className = "Generated\(page)ViewController"
            var controls: [String: String] = [:]
            // Page p maps p % 70 actions, picked with a stride so that their order is not sorted.
            for index in 0..<(page % 70) {
                controls[selectorPool[(index * 37 + page) % selectorPool.count]] = "CTRL_EVENT_\(page)_\(index)"
            }
            expected[className] = controls
            var pageEvents: [PageEvent: String] = [:]
            if page % 3 != 0 { pageEvents[.enter] = "PAGE_EVENT_\(page)_ENTER" }
            if page % 5 != 0 { pageEvents[.leave] = "PAGE_EVENT_\(page)_LEAVE" }
            expectedPageEvents[className] = pageEvents
            plist += "<key>\(className)</key>\n<dict>\n<key>ControlEventIDs</key>\n<dict>\n"
            for (selector, id) in controls { plist += "<key>\(selector)</key><string>\(id)</string>\n" }
            plist += "</dict>\n<key>PageEventIDs</key>\n<dict>\n"
            for (event, id) in pageEvents { plist += "<key>\(event.rawValue)</key><string>\(id)</string>\n" }
            plist += "</dict>\n</dict>\n"
        }
        plist += "</dict>\n</plist>\n"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("resolver-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Generated.plist").path
        try plist.write(toFile: path, atomically: true, encoding: .utf8)
        let set = try ConfigSet.load([path])
        XCTAssertEqual(set.findings, [])
        let resolver = EventResolver(set.map)

        var checked = 0
        for (className, controls) in expected {
            for selector in selectorPool {
                let wanted = controls[selector]
                XCTAssertEqual(resolver.eventID(forAction: selector, ofClass: className)?.text, wanted, "-[\(className) \(selector)]")
                XCTAssertEqual(resolver.controlEvent(forAction: selector, ofClass: className)?.eventID.text, wanted, "-[\(className) \(selector)]")
                XCTAssertEqual(resolver.eventID(forAction: selector, ofClass: "SomeApp.\(className)")?.text, wanted, "qualified \(className)")
                checked += 1
            }
            XCTAssertNil(resolver.eventID(forAction: "unmapped:", ofClass: className))
            for event in PageEvent.allCases {
                let wanted = expectedPageEvents[className]?[event]
                XCTAssertEqual(resolver.eventID(for: event, ofClass: className)?.text, wanted, "\(className) \(event)")
                XCTAssertEqual(resolver.pageEvent(event, ofClass: className)?.eventID.text, wanted, "\(className) \(event)")
                XCTAssertEqual(resolver.eventID(for: event, ofClass: "SomeApp.\(className)")?.text, wanted, "qualified \(className) \(event)")
            }
        }
        XCTAssertEqual(checked, 300 * 80)
        let resolution = try XCTUnwrap(resolver.controlEvent(forAction: "action2Pressed:", ofClass: "Generated69ViewController"))
        XCTAssertEqual(resolution.className, ClassName("Generated69ViewController"))
        XCTAssertEqual(resolution.location.file, path)
        XCTAssertNil(resolver.eventID(forAction: "action0Pressed:", ofClass: "Generated300ViewController"))
        XCTAssertNil(resolver.eventID(for: .enter, ofClass: "Generated300ViewController"))
    }

    func testConcurrentLookupsFromManyThreadsAgree() throws {
        let resolver = try resolver(["Configs/set-a", "Configs/set-b", "../../Configs/WGlobalUserStatisticsConfig.plist"])
        let queries: [(String, String)] = [
            ("HomeViewController", "onFavBtnPressed_UA:"), ("MyApp.ProfileViewController", "share(sender:)"),
            ("ProfileViewController", "onEditBtnPressed_UA:"), ("CartViewController", "onCheckoutBtnPressed_UA:"),
            ("DetailViewController", "onShareBtnPressed:"), ("Nope", "nothing:"),
        ]
        let expected = queries.map { resolver.controlEvent(forAction: $0.1, ofClass: $0.0)?.eventID.text }
        let mismatches = AtomicCounter()
        DispatchQueue.concurrentPerform(iterations: 64) { iteration in
            for round in 0..<2_000 {
                let index = (iteration + round) % queries.count
                let (className, action) = queries[index]
                if resolver.controlEvent(forAction: action, ofClass: className)?.eventID.text != expected[index] { mismatches.increment() }
                if resolver.eventID(forAction: action, ofClass: className)?.text != expected[index] { mismatches.increment() }
                if resolver.pageEvent(.enter, ofClass: "HomeViewController") == nil { mismatches.increment() }
                if resolver.eventID(for: .enter, ofClass: "HomeViewController") == nil { mismatches.increment() }
            }
        }
        XCTAssertEqual(mismatches.value, 0)
        // HomeViewController comes from set-a first, which maps no actions; "Nope" is unknown.
        XCTAssertEqual(expected.compactMap { $0 }.count, 4)
    }
}

/// A counter shared between threads.
final class AtomicCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
