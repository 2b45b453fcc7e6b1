import EventMapCore
import EventMapper
import EventMapXML

/// Writes a config's pages in any ``ConfigFileType``, canonically: classes sorted, then
/// `ControlEventIDs` before `PageEventIDs`, selectors sorted, `Enter` before `Leave` (the order
/// Xcode's writer gives the property list, which every other format follows).
///
/// A section with nothing in it is left out. CSV has no row for a page with no events; the
/// converter refuses such a page rather than drop it.
package struct ConfigWriter: Sendable {
    /// Creates a writer.
    package init() {}

    /// The file's bytes.
    /// - Parameters:
    ///   - pages: The pages, in any order.
    ///   - format: The output format.
    ///   - header: For XML, comments and processing instructions to keep before `<event-map>`.
    package func write(_ pages: [PageMapping], as format: ConfigFileType, header: [EventMapDialectMarkup] = []) -> [UInt8] {
        write(canonical: Self.canonicalOrder(pages), as: format, header: header)
    }

    /// The file's bytes, for pages already in ``canonicalOrder(_:)``.
    func write(canonical pages: [PageMapping], as format: ConfigFileType, header: [EventMapDialectMarkup] = []) -> [UInt8] {
        switch format {
        case .plist: PlistCanonicalWriter().write(Self.plistObject(pages))
        case .xml: EventMapDialectWriter().write(pages.map(Self.dialectContent), header: header)
        case .json: Self.json(pages)
        case .csv: Self.csv(pages)
        }
    }

    /// The pages in the order every format writes them: sorted by class, each page's controls
    /// sorted by selector, both as ``PlistCanonicalWriter/keyPrecedes(_:_:)`` sorts keys. A
    /// conversion sorts once, writes, and compares what it reads back with these in step.
    static func canonicalOrder(_ pages: [PageMapping]) -> [PageMapping] {
        func controlPrecedes(_ a: ControlMapping, _ b: ControlMapping) -> Bool {
            PlistCanonicalWriter.keyPrecedes(a.selector.value.text, b.selector.value.text)
        }
        var sorted = pages.sorted { PlistCanonicalWriter.keyPrecedes($0.className.value.text, $1.className.value.text) }
        func inOrder(_ controls: [ControlMapping]) -> Bool {
            for index in controls.indices.dropFirst()
            where !PlistCanonicalWriter.keyPrecedes(controls[index - 1].selector.value.text, controls[index].selector.value.text) {
                return false
            }
            return true
        }
        // Most configs are written sorted already: sorting in place would copy each page's
        // controls only to find them in order.
        for index in sorted.indices where !inOrder(sorted[index].controls) {
            sorted[index].controls.sort(by: controlPrecedes)
        }
        return sorted
    }

    /// The property list a config's pages make.
    package static func plistObject(_ pages: [PageMapping]) -> PlistObject {
        .dictionary(
            pages.map { page in
                var sections: [PlistObject.Entry] = []
                if !page.controls.isEmpty {
                    sections.append(
                        .init(
                            key: "ControlEventIDs",
                            value: .dictionary(
                                page.controls.map {
                                    .init(key: $0.selector.value.text, value: .string($0.eventID.value.text))
                                })))
                }
                let events = PageEvent.allCases.compactMap { event in
                    page.pageEvents[event].map { PlistObject.Entry(key: event.rawValue, value: .string($0.value.text)) }
                }
                if !events.isEmpty { sections.append(.init(key: "PageEventIDs", value: .dictionary(events))) }
                return .init(key: page.className.value.text, value: .dictionary(sections))
            })
    }

    private static func dialectContent(_ page: PageMapping) -> EventMapDialectPageContent {
        EventMapDialectPageContent(
            className: page.className.value.text,
            enter: page.pageEvents[.enter]?.value.text,
            leave: page.pageEvents[.leave]?.value.text,
            controls: page.controls.map { EventMapDialectControlContent(action: $0.selector.value.text, id: $0.eventID.value.text) }
        )
    }

    /// Compact JSON with keys in the property-list writer's order, as `PlistJSONWriter` writes a
    /// canonical property list: `ControlEventIDs` before `PageEventIDs`, `Enter` before `Leave`.
    private static func json(_ pages: [PageMapping]) -> [UInt8] {
        var output: [UInt8] = []
        // The size without escapes: names, IDs, and per page and entry the quotes and punctuation.
        output.reserveCapacity(
            pages.reduce(3) { size, page in
                page.controls.reduce(size + page.className.value.text.utf8.count + 64) {
                    $0 + $1.selector.value.text.utf8.count + $1.eventID.value.utf8Count + 6
                }
                    + page.pageEvents.values.reduce(0) { $0 + $1.value.utf8Count + 10 }
            })
        output.append(UInt8(ascii: "{"))
        for (position, page) in pages.enumerated() {
            if position > 0 { output.append(UInt8(ascii: ",")) }
            JSONStringEscaper.append(page.className.value.text, to: &output)
            output.append(contentsOf: ":{".utf8)
            if !page.controls.isEmpty {
                output.append(contentsOf: #""ControlEventIDs":{"#.utf8)
                for index in page.controls.indices {
                    if index > 0 { output.append(UInt8(ascii: ",")) }
                    member(page.controls[index].selector.value.text, page.controls[index].eventID.value, &output)
                }
                output.append(UInt8(ascii: "}"))
            }
            let events = PageEvent.allCases.compactMap { event in page.pageEvents[event].map { (event, $0.value) } }
            if !events.isEmpty {
                if !page.controls.isEmpty { output.append(UInt8(ascii: ",")) }
                output.append(contentsOf: #""PageEventIDs":{"#.utf8)
                for (index, (event, id)) in events.enumerated() {
                    if index > 0 { output.append(UInt8(ascii: ",")) }
                    member(event.rawValue, id, &output)
                }
                output.append(UInt8(ascii: "}"))
            }
            output.append(UInt8(ascii: "}"))
        }
        output.append(contentsOf: "}\n".utf8)
        return output
    }

    private static func member(_ key: String, _ value: EventID, _ output: inout [UInt8]) {
        JSONStringEscaper.append(key, to: &output)
        output.append(UInt8(ascii: ":"))
        value.withUTF8 { JSONStringEscaper.append($0, to: &output) }
    }

    /// `class,kind,trigger,event_id` with CRLF line ends, as `mapper list --format csv` writes
    /// its first four columns.
    private static func csv(_ pages: [PageMapping]) -> [UInt8] {
        var lines = [CSVConfigReader.columns]
        for page in pages {
            let name = page.className.value.text
            for event in PageEvent.allCases {
                if let id = page.pageEvents[event] { lines.append([name, "page", event.rawValue, id.value.text]) }
            }
            for control in page.controls {
                lines.append([name, "control", control.selector.value.text, control.eventID.value.text])
            }
        }
        return Array(lines.map { $0.map(CSVCell.text(for:)).joined(separator: ",") + "\r\n" }.joined().utf8)
    }
}
