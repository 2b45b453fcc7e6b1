import EventMapCore
import Foundation

/// What `mapper-source-scanner --adopt` writes for `mapper adopt`: every tracking call found in
/// the sources with what becomes of it, the files' syntax problems, or why the scan could not run.
///
/// The calls are grouped by file, in the order found, each a row of the values `columns` names,
/// with its pattern and reason by their place in `patterns` and `reasons`: an app's calls share
/// a few patterns and reasons, which the document then holds once.
///
/// ```json
/// {"format": "mapper-adoption", "version": 2,
///  "result": {"fileCount": 12, "problems": ["App/Broken.m:4:1: error: …"],
///             "patterns": ["+[WUserStatistics sendEventToServer:]"],
///             "reasons": ["in onTimer:, the action of a timer, which does not pass through UIControl: the hooks cannot see it"],
///             "columns": ["status", "line", "column", "pattern", "className", "method", "eventID", "target", "reason", "notes"],
///             "files": [{"path": "App/Home.m", "calls": [
///                 ["adoptable", 9, 5, 0, "HomeViewController", "viewWillAppear:", "PAGE_EVENT_HOME_ENTER", "Enter", null],
///                 ["not-mappable", 30, 5, 0, "HomeViewController", "onTimer:", "HOME_TIMER", null, 0]]}]}}
/// ```
package enum AdoptionDocument: Sendable, Equatable {
    /// The scan ran.
    case result(calls: [AdoptionCall], problems: [String], fileCount: Int)
    /// A path does not exist or cannot be listed (exit status 2).
    case inputError(ConfigInputError)

    /// The `format` every document names.
    package static let format = "mapper-adoption"
    /// The version this build writes and reads.
    package static let version = 2

    /// The document, as compact JSON, written directly: a document holds a row for each call
    /// found, which `JSONEncoder` would take longer to write than the scan takes to find them.
    package func encoded() -> Data {
        var output = Array(#"{"format":"#.utf8)
        JSONStringEscaper.append(Self.format, to: &output)
        output += #","version":\#(Self.version)"#.utf8
        switch self {
        case .result(let calls, let problems, let fileCount):
            output += #","result":"#.utf8
            Self.write(calls, problems: problems, fileCount: fileCount, to: &output)
        case .inputError(let error):
            output += #","inputError":{"path":"#.utf8
            JSONStringEscaper.append(error.path, to: &output)
            output += #","message":"#.utf8
            JSONStringEscaper.append(error.message, to: &output)
            output.append(UInt8(ascii: "}"))
        }
        output.append(UInt8(ascii: "}"))
        return Data(output)
    }

    /// The names of a call row's values, in order.
    static let columns = ["status", "line", "column", "pattern", "className", "method", "eventID", "target", "reason", "notes"]

    private static func write(_ calls: [AdoptionCall], problems: [String], fileCount: Int, to output: inout [UInt8]) {
        var patterns = NumberedTexts()
        var reasons = NumberedTexts()
        let numbers = calls.map { (pattern: patterns.number(of: $0.pattern), reason: $0.reason.map { reasons.number(of: $0) }) }
        output += #"{"fileCount":\#(fileCount),"problems":"#.utf8
        write(problems, to: &output)
        for (key, table) in [("columns", columns), ("patterns", patterns.texts), ("reasons", reasons.texts)] {
            output += #","\#(key)":"#.utf8
            write(table, to: &output)
        }
        output += #","files":["#.utf8
        for (index, call) in calls.enumerated() {
            let startsFile = index == 0 || calls[index - 1].file != call.file
            if startsFile {
                if index > 0 { output += "]},".utf8 }
                output += #"{"path":"#.utf8
                JSONStringEscaper.append(call.file, to: &output)
                output += #","calls":["#.utf8
            } else {
                output.append(UInt8(ascii: ","))
            }
            writeRow(call, pattern: numbers[index].pattern, reason: numbers[index].reason, to: &output)
        }
        output += (calls.isEmpty ? "]}" : "]}]}").utf8
    }

    /// A call as a row of the values ``columns`` names, without its file, its pattern and reason
    /// by number; a row without notes ends before them.
    private static func writeRow(_ call: AdoptionCall, pattern: Int, reason: Int?, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "["))
        JSONStringEscaper.append(call.status.rawValue, to: &output)
        output += ",\(call.line),\(call.column),\(pattern)".utf8
        for text in [call.className, call.method, call.eventID, call.target] {
            output.append(UInt8(ascii: ","))
            if let text { JSONStringEscaper.append(text, to: &output) } else { output += "null".utf8 }
        }
        output += (reason.map { ",\($0)" } ?? ",null").utf8
        if !call.notes.isEmpty {
            output.append(UInt8(ascii: ","))
            write(call.notes, to: &output)
        }
        output.append(UInt8(ascii: "]"))
    }

    private static func write(_ texts: [String], to output: inout [UInt8]) {
        output.append(UInt8(ascii: "["))
        for (index, text) in texts.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            JSONStringEscaper.append(text, to: &output)
        }
        output.append(UInt8(ascii: "]"))
    }
}

/// Texts numbered in the order first met: a document's table of patterns or reasons.
private struct NumberedTexts {
    private(set) var texts: [String] = []
    private var numbers: [String: Int] = [:]

    mutating func number(of text: String) -> Int {
        if let number = numbers[text] { return number }
        texts.append(text)
        numbers[text] = texts.count - 1
        return texts.count - 1
    }
}
