import Foundation

/// Writes a large config of the WGlobalUserStatisticsConfig shape to disk in pieces, so that
/// making it does not itself hold the file in memory.
struct LargePlistWriter {
    let pages: Int
    let actionsPerPage: Int

    /// Writes the file and returns its size in bytes.
    func write(to url: URL) throws -> Int {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var size = 0
        func emit(_ text: String) throws {
            let data = Data(text.utf8)
            size += data.count
            try handle.write(contentsOf: data)
        }
        try emit("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n")
        for page in 0..<pages {
            var chunk = "\t<key>Page\(page)ViewController</key>\n\t<dict>\n\t\t<key>ControlEventIDs</key>\n\t\t<dict>\n"
            for action in 0..<actionsPerPage {
                chunk += "\t\t\t<key>onAction\(action)Pressed_UA:</key>\n\t\t\t<string>CTRL_EVENT_PAGE\(page)_ACTION\(action)</string>\n"
            }
            chunk += "\t\t</dict>\n\t\t<key>PageEventIDs</key>\n\t\t<dict>\n\t\t\t<key>Enter</key>\n"
            chunk += "\t\t\t<string>PAGE_EVENT_PAGE\(page)_ENTER</string>\n\t\t</dict>\n\t</dict>\n"
            try emit(chunk)
        }
        try emit("</dict>\n</plist>\n")
        return size
    }
}
