import EventMapCore
import EventMapper
import EventMapperTools
import EventMapXML

/// An event map made from generated numbers: each number picks a class, a page event or an
/// action, and an event ID from pools that hold what a writer must get right — module-qualified
/// and non-ASCII class names, selectors with several colons, IDs with `&`, `<`, `>`, quotes,
/// commas and non-ASCII text.
struct GeneratedEventMap: CustomStringConvertible {
    static let modules = ["", "MyApp.", "Модуль."]
    static let classes = ["HomeViewController", "DétailVC", "設定ViewController", "_Private$Page", "Z", "a1"]
    static let selectors = ["onFav:", "buttonAction:forEvent:", "refresh", "onShare_UA:", "über:", "tap:with:and:", "A:"]
    static let ids = ["CTRL_EVENT_HOME_FAV", "A&B", "<tag>", "x\"y'z", "ID,1", "日本語", "café", "]]>", "&amp;", "E\u{301}"]

    let pages: [PageMapping]

    /// Builds a map from numbers: every number adds one event to one page.
    init(_ numbers: [Int]) {
        let nowhere = SourceLocation(file: "<generated>", line: 0, column: 0)
        var pages: [String: PageMapping] = [:]
        var order: [String] = []
        for number in numbers {
            var rest = number
            func pick<T>(_ pool: [T]) -> T {
                defer { rest /= pool.count }
                return pool[rest % pool.count]
            }
            let name = pick(Self.modules) + pick(Self.classes)
            let id = EventID(pick(Self.ids) + String(rest % 7))
            let isPageEvent = pick([true, false, false])
            var page = pages[name] ?? PageMapping(className: Located(ClassName(name), at: nowhere))
            if pages[name] == nil { order.append(name) }
            if isPageEvent {
                page.pageEvents[pick(PageEvent.allCases)] = Located(id, at: nowhere)
            } else {
                let selector = pick(Self.selectors)
                if !page.controls.contains(where: { $0.selector.value.text == selector }) {
                    page.controls.append(ControlMapping(selector: Located(ActionSelector(selector), at: nowhere), eventID: Located(id, at: nowhere)))
                }
            }
            pages[name] = page
        }
        self.pages = order.map { pages[$0]! }
    }

    var description: String {
        pages.map { page in
            "\(page.className.value): \(page.pageEvents.map { "\($0.key)=\($0.value.value)" }.sorted()) \(page.controls.map { "\($0.selector.value)=\($0.eventID.value)" })"
        }.joined(separator: "; ")
    }

    /// The map as a property list in a layout far from the canonical one: keys in reverse
    /// order, everything on one line, blanks between elements, `&#...;` references for some
    /// characters.
    var uncanonicalPlist: [UInt8] {
        func text(_ value: String) -> String {
            value.unicodeScalars.map { scalar in
                switch scalar {
                case "&": "&#38;"
                case "<": "&lt;"
                case ">": "&#x3E;"
                default: String(scalar)
                }
            }.joined()
        }
        var xml = "<?xml version=\"1.0\"?><plist version=\"1.0\">  <dict>"
        for page in pages.reversed() {
            xml += "<key>\(text(page.className.value.text))</key>\n <dict>"
            let events = PageEvent.allCases.reversed().compactMap { event in page.pageEvents[event].map { (event, $0) } }
            if !events.isEmpty {
                xml +=
                    "<key>PageEventIDs</key><dict>"
                    + events.map { "<key>\($0.0.rawValue)</key>   <string>\(text($0.1.value.text))</string>" }.joined() + "</dict>"
            }
            if !page.controls.isEmpty {
                xml +=
                    "<key>ControlEventIDs</key>\t\t<dict>"
                    + page.controls.reversed().map { "<key>\(text($0.selector.value.text))</key><string>\(text($0.eventID.value.text))</string>" }
                    .joined() + "</dict>"
            }
            xml += "</dict>"
        }
        return Array((xml + "</dict></plist>").utf8)
    }
}
