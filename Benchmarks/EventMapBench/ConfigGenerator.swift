/// Writes configs of the WGlobalUserStatisticsConfig shape, in Xcode's layout: one class per
/// page, each with `ControlEventIDs` (selector → ID, every third selector `_UA`-tagged) and
/// `PageEventIDs` (`Enter`, `Leave`).
struct ConfigGenerator {
    let pages: Int
    let actionsPerPage: Int

    var name: String { "\(pages)x\(actionsPerPage)" }

    func className(_ page: Int) -> String { "Page\(padded(page, 5))ViewController" }

    func selector(_ action: Int) -> String {
        "onAction\(padded(action, 2))Pressed\(action % 3 == 0 ? "_UA" : ""):"
    }

    func controlEventID(page: Int, action: Int) -> String {
        "CTRL_EVENT_PAGE\(padded(page, 5))_ACTION\(padded(action, 2))"
    }

    func plist() -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """
        text.reserveCapacity(pages * (actionsPerPage * 100 + 300))
        for page in 0..<pages {
            text += "\t<key>\(className(page))</key>\n\t<dict>\n\t\t<key>ControlEventIDs</key>\n\t\t<dict>\n"
            for action in 0..<actionsPerPage {
                text += "\t\t\t<key>\(selector(action))</key>\n"
                text += "\t\t\t<string>\(controlEventID(page: page, action: action))</string>\n"
            }
            text += "\t\t</dict>\n\t\t<key>PageEventIDs</key>\n\t\t<dict>\n"
            text += "\t\t\t<key>Enter</key>\n\t\t\t<string>PAGE_EVENT_PAGE\(padded(page, 5))_ENTER</string>\n"
            text += "\t\t\t<key>Leave</key>\n\t\t\t<string>PAGE_EVENT_PAGE\(padded(page, 5))_LEAVE</string>\n"
            text += "\t\t</dict>\n\t</dict>\n"
        }
        text += "</dict>\n</plist>\n"
        return text
    }

    /// The number of key/string pairs the file holds, which every parser must agree on.
    var pairCount: Int { pages * (actionsPerPage + 2) }

    private func padded(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
