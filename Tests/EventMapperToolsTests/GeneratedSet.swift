import EventMapCore
import EventMapper
import EventMapperTools
import Foundation
import TestSupport

/// A config set of two files and a registry, generated so that every rule has something to say.
enum GeneratedSet {
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
