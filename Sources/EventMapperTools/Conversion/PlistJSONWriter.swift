import EventMapCore
import EventMapper
import EventMapXML
import Foundation
import struct Foundation.Date

/// Writes a property list as JSON: dictionaries as objects in file order, integers without and
/// reals with a fraction or exponent, dates as ISO 8601 strings in UTC, data as base64.
///
/// JSON has no room for two equal keys in one object; as Apple's parser does, the last one is
/// written, and every dropped entry is returned as a ``PlistJSONWriter/Notice`` so that nothing
/// is lost silently.
package struct PlistJSONWriter: Sendable {
    /// Something the JSON could not carry exactly.
    package struct Notice: Sendable, Equatable, CustomStringConvertible {
        /// Where the dropped entry's key is.
        package let location: SourceLocation
        /// What happened.
        package let message: String

        package var description: String { "\(location): warning: \(message)" }
    }

    /// A value that JSON cannot represent at all.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// Where the value is.
        package let location: SourceLocation
        /// What is wrong.
        package let message: String

        package var description: String { "\(location): error: \(message)" }
    }

    /// Creates a writer.
    package init() {}

    /// Encodes the document.
    /// - Parameter document: The document to write.
    /// - Returns: The JSON text as UTF-8 (with a final newline) and the notices.
    /// - Throws: ``Failure`` for a real that is infinite or NaN.
    package func encode(_ document: PlistDocument) throws(Failure) -> (json: [UInt8], notices: [Notice]) {
        var output: [UInt8] = []
        output.reserveCapacity(document.nodeCount * 24)
        var notices: [Notice] = []
        try write(document.root, into: &output, notices: &notices)
        output.append(UInt8(ascii: "\n"))
        return (output, notices)
    }

    private func write(_ node: PlistNode, into output: inout [UInt8], notices: inout [Notice]) throws(Failure) {
        switch node.kind {
        case .dictionary:
            try writeDictionary(node.dictionary!, into: &output, notices: &notices)
        case .array:
            output.append(UInt8(ascii: "["))
            var first = true
            for element in node.array! {
                if !first { output.append(UInt8(ascii: ",")) }
                first = false
                try write(element, into: &output, notices: &notices)
            }
            output.append(UInt8(ascii: "]"))
        case .string:
            JSONStringEscaper.append(node.stringUTF8!, to: &output)
        case .integer:
            output.append(contentsOf: node.integer!.description.utf8)
        case .real:
            let value = node.real!
            guard value.isFinite else {
                throw Failure(location: node.location, message: "the real \(value) has no JSON form")
            }
            var text = value.description
            if !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) { text += ".0" }
            output.append(contentsOf: text.utf8)
        case .boolean:
            output.append(contentsOf: node.boolean! ? Array("true".utf8) : Array("false".utf8))
        case .date:
            let text = ISO8601Timestamp.string(from: node.date!)
            JSONStringEscaper.append(text, to: &output)
        case .data:
            let text = Data(node.data!).base64EncodedString()
            JSONStringEscaper.append(text, to: &output)
        }
    }

    private func writeDictionary(
        _ dictionary: PlistDictionary, into output: inout [UInt8], notices: inout [Notice]
    ) throws(Failure) {
        let duplicates = dictionary.duplicateKeys
        var dropped = Set<SourceLocation>()
        if !duplicates.isEmpty {
            // Keep the last of each key, as Apple's parser does; report the others.
            var lastByKey: [String: SourceLocation] = [:]
            for entry in dictionary { lastByKey[entry.key.text] = entry.key.location }
            for entry in dictionary where lastByKey[entry.key.text] != entry.key.location {
                dropped.insert(entry.key.location)
                let kept = lastByKey[entry.key.text]!
                notices.append(
                    Notice(
                        location: entry.key.location,
                        message:
                            "duplicate key '\(entry.key.text)' dropped; the entry at \(kept.line):\(kept.column) is kept, as Apple's parser keeps the last"
                    ))
            }
        }
        output.append(UInt8(ascii: "{"))
        var first = true
        for entry in dictionary where dropped.isEmpty || !dropped.contains(entry.key.location) {
            if !first { output.append(UInt8(ascii: ",")) }
            first = false
            JSONStringEscaper.append(entry.key.utf8, to: &output)
            output.append(UInt8(ascii: ":"))
            try write(entry.value, into: &output, notices: &notices)
        }
        output.append(UInt8(ascii: "}"))
    }
}

/// Formats instants as `YYYY-MM-DDTHH:MM:SSZ`, the only form XML property lists use, with
/// whole seconds in UTC. Written out by hand: it is on the conversion's hot path and needs no
/// calendar beyond the proleptic Gregorian one.
package enum ISO8601Timestamp {
    /// The timestamp for `date`, truncated to whole seconds.
    /// - Parameter date: The instant.
    /// - Returns: Text such as `2026-11-22T05:06:04Z`.
    package static func string(from date: Date) -> String {
        let seconds = Int64((date.timeIntervalSince1970).rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civilDate(fromDaysSince1970: days)
        func pad(_ value: Int64, _ width: Int) -> String {
            let text = String(value.magnitude)
            return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(secondOfDay / 3_600, 2)):"
            + "\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))Z"
    }

    static func civilDate(fromDaysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
