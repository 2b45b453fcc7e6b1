public import EventMapXML

/// Writes a config's pages in any ``ConversionFormat``, canonically: classes sorted, then
/// `ControlEventIDs` before `PageEventIDs`, selectors sorted, `Enter` before `Leave` (the order
/// Xcode's writer gives the property list, which every other format follows).
///
/// A section with nothing in it is left out. CSV has no row for a page with no events; the
/// converter refuses such a page rather than drop it.
public struct ConfigWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// The file's bytes.
    /// - Parameters:
    ///   - pages: The pages, in any order.
    ///   - format: The output format.
    ///   - header: For XML, comments and processing instructions to keep before `<event-map>`.
    public func write(_ pages: [PageMapping], as format: ConversionFormat, header: [EventMapDialectMarkup] = []) -> [UInt8] {
        switch format {
        case .plist: PlistCanonicalWriter().write(Self.plistObject(pages))
        case .xml: EventMapDialectWriter().write(pages.map(Self.dialectContent), header: header)
        case .json: Self.json(Self.plistObject(pages))
        case .csv: Self.csv(pages)
        }
    }

    /// The property list a config's pages make.
    public static func plistObject(_ pages: [PageMapping]) -> PlistObject {
        .dictionary(pages.map { page in
            var sections: [PlistObject.Entry] = []
            if !page.controls.isEmpty {
                sections.append(.init(key: "ControlEventIDs", value: .dictionary(page.controls.map {
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
    /// canonical property list.
    private static func json(_ object: PlistObject) -> [UInt8] {
        var output: [UInt8] = []
        func append(_ value: PlistObject) {
            switch value {
            case .dictionary(let entries):
                output.append(UInt8(ascii: "{"))
                for (position, entry) in entries.sorted(by: { PlistCanonicalWriter.keyPrecedes($0.key, $1.key) }).enumerated() {
                    if position > 0 { output.append(UInt8(ascii: ",")) }
                    JSONStringEscaper.append(ArraySlice(entry.key.utf8), to: &output)
                    output.append(UInt8(ascii: ":"))
                    append(entry.value)
                }
                output.append(UInt8(ascii: "}"))
            case .string(let text):
                JSONStringEscaper.append(ArraySlice(text.utf8), to: &output)
            case .array, .boolean, .written:
                // A config's pages make dictionaries and strings only.
                preconditionFailure("not part of a config")
            }
        }
        append(object)
        output.append(UInt8(ascii: "\n"))
        return output
    }

    /// `class,kind,trigger,event_id` with CRLF line ends, as `mapper list --format csv` writes
    /// its first four columns.
    private static func csv(_ pages: [PageMapping]) -> [UInt8] {
        func quoted(_ text: String) -> String {
            text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
                ? "\"" + text.replacing("\"", with: "\"\"") + "\""
                : text
        }
        var lines = [CSVConfigReader.columns]
        for page in pages.sorted(by: { PlistCanonicalWriter.keyPrecedes($0.className.value.text, $1.className.value.text) }) {
            let name = page.className.value.text
            for event in PageEvent.allCases {
                if let id = page.pageEvents[event] { lines.append([name, "page", event.rawValue, id.value.text]) }
            }
            for control in page.controls.sorted(by: { PlistCanonicalWriter.keyPrecedes($0.selector.value.text, $1.selector.value.text) }) {
                lines.append([name, "control", control.selector.value.text, control.eventID.value.text])
            }
        }
        return Array(lines.map { $0.map(quoted).joined(separator: ",") + "\r\n" }.joined().utf8)
    }
}
