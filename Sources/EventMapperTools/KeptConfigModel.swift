import EventMapCore
import EventMapper

/// The configs a kept report was made from, as they loaded: the report cache keeps them with
/// its inputs (written only when the configs change), so that checking a few classes again
/// reads their pages instead of parsing every config. Each page is archived on its own behind
/// its class's name: the pages a query asks for are read, the others passed over unread.
///
/// What it keeps is what a check reads of a set: the files read, which of them parsed, and
/// each parsed file's format, entry lines and pages. Not the files' own findings: the kept
/// report has them.
package enum KeptConfigModel {
    /// Archives `set`.
    package static func write(_ set: ConfigSet, into writer: inout ScanArchiveWriter) {
        let files = Dictionary(set.map.files.map { ($0.path, $0) }) { first, _ in first }
        writer.list(set.paths) { writer, path in
            writer.string(path)
            let file = set.unparsedFiles.contains(path) ? nil : files[path]
            writer.flag(file != nil)
            guard let file else { return }
            writer.string(file.fileType.rawValue)
            writer.list(file.entryLines) { $0.count($1) }
            writer.list(file.pages) { writer, page in
                writer.data(Array(page.className.value.text.utf8))
                var record = ScanArchiveWriter()
                record.page(page)
                writer.data(record.bytes)
            }
        }
    }

    /// The set ``write(_:into:)`` archived, with only the pages `only` might match: as
    /// ``ConfigSet/load(_:only:excluding:)`` loads the files, less their own findings.
    package static func read(_ reader: inout ScanArchiveReader, only: ClassNameQuery) throws(ScanArchiveReader.Malformed) -> ConfigSet {
        let loads = try reader.list { (reader) throws(ScanArchiveReader.Malformed) -> (path: String, load: ConfigFileLoad) in
            let path = try reader.string()
            guard try reader.flag() else { return (path, ConfigFileLoad(file: nil, findings: [])) }
            guard let fileType = ConfigFileType(rawValue: try reader.string()) else { throw reader.malformed("an unknown config format") }
            let entryLines = try reader.list { (reader) throws(ScanArchiveReader.Malformed) in try reader.count() }
            var pages: [PageMapping] = []
            for _ in 0..<(try reader.length()) {
                let name = try reader.dataSlice()
                let record = try reader.dataSlice()
                guard only.mightMatch(name) else { continue }
                var pageReader = ScanArchiveReader(Array(record))
                pages.append(try pageReader.page())
                guard pageReader.isAtEnd else { throw reader.malformed("a page runs short of its record") }
            }
            var file = ConfigFile(path: path, fileType: fileType, pages: pages)
            file.entryLines = entryLines
            return (path, ConfigFileLoad(file: file, findings: []))
        }
        return ConfigSet.assembling(loads)
    }
}

extension ScanArchiveWriter {
    fileprivate mutating func page(_ page: PageMapping) {
        string(page.className.value.text)
        location(page.className.location)
        let events = PageEvent.allCases.compactMap { event in page.pageEvents[event].map { (event, $0) } }
        list(events) { writer, item in
            writer.flag(item.0 == .enter)
            writer.string(item.1.value.text)
            writer.location(item.1.location)
        }
        list(page.controls) { writer, control in
            writer.string(control.selector.value.text)
            writer.location(control.selector.location)
            writer.string(control.eventID.value.text)
            writer.location(control.eventID.location)
        }
    }
}

extension ScanArchiveReader {
    fileprivate mutating func page() throws(Malformed) -> PageMapping {
        let className = Located(ClassName(try string()), at: try location())
        var pageEvents: [PageEvent: Located<EventID>] = [:]
        for _ in 0..<(try length()) {
            let event: PageEvent = try flag() ? .enter : .leave
            pageEvents[event] = Located(EventID(try string()), at: try location())
        }
        let controls = try list { (reader) throws(Malformed) in
            ControlMapping(
                selector: Located(ActionSelector(objectiveCForm: try reader.string()), at: try reader.location()),
                eventID: Located(EventID(try reader.string()), at: try reader.location()))
        }
        return PageMapping(className: className, pageEvents: pageEvents, controls: controls)
    }
}
