import EventMapCore
import EventMapper
import EventMapXML

/// Makes one ``ConfigEdit`` to an XML-dialect config's bytes, leaving every byte outside the
/// edited element or attribute as it was: an ID is replaced inside its attribute's quotes; a
/// missing `enter`/`leave`/`id` attribute is added after its neighbour; a new `<control>` or
/// `<page>` goes in sorted position among its siblings when they are sorted (else last),
/// indented like them; a removed element takes its lines with it.
struct EventMapDialectSourceEditor: ConfigSourceEditing {
    let document: XMLSourceDocument
    let layout: SourceLayout
    let file: String
    let force: Bool
    private let pageIndex = PageKeyIndex<Int>()

    /// - Parameter style: The layout whose line ending and indentation to keep; nil to take
    ///   them from `document`.
    init(document: XMLSourceDocument, file: String, force: Bool, style: SourceLayout? = nil) {
        self.document = document
        self.layout = style.map { SourceLayout(document.bytes, style: $0) } ?? SourceLayout(document.bytes, canonicalIndent: [0x20, 0x20])
        self.file = file
        self.force = force
    }

    /// The replacements that make `edit`.
    /// - Parameter pageKey: The class as this file's `class` attribute writes it; nil when the
    ///   file does not configure it.
    func replacements(for edit: ConfigEdit, pageKey: String?) throws(ConfigEditFailure) -> [ByteReplacement] {
        guard let root = document.rootIndex, document.elements[root].name == "event-map" else {
            throw ConfigEditFailure(.refused, error: "the document element of \(file) is not <event-map>")
        }
        let className = pageKey ?? edit.className
        let pages = pageElements(keyed: className, root: root)
        if pages.count > 1, !force {
            let places = pages.map { "\(file):\(document.line(at: document.elements[$0].start))" }.joined(separator: ", ")
            throw ConfigEditFailure(
                .refused,
                error:
                    "the class '\(className)' has \(pages.count) <page> elements (\(places)); the first is used. Remove the duplicate first, or --force to edit the first"
            )
        }
        let page = pages.first
        switch (edit.target, edit.eventID) {
        case (.control(let selector), let id?):
            guard let page else { return [insertPage(className, control: (selector.text, id.text), event: nil, into: root)] }
            return try setControl(selector, id.text, in: page, className: className)
        case (.pageEvent(let event), let id?):
            guard let page else { return [insertPage(className, control: nil, event: (event, id.text), into: root)] }
            return [setAttribute(event.rawValue.lowercased(), id.text, of: page, after: event == .enter ? ["class"] : ["enter", "class"])]
        case (.control(let selector), nil):
            guard let page, let control = try controls(of: page, matching: selector, className: className).first else {
                throw missing("-[\(className) \(selector)]")
            }
            return [ByteReplacement(layout.removal(of: document.elements[control].range), with: [])]
        case (.pageEvent(let event), nil):
            guard let page, let attribute = document.elements[page].attribute(event.rawValue.lowercased()) else {
                throw missing("\(event) of '\(className)'")
            }
            var start = attribute.nameStart
            while start > 0, SourceLayout.isBlank(document.bytes[start - 1]) { start -= 1 }
            return [ByteReplacement(start..<attribute.valueEnd, with: [])]
        case (.page, _):
            guard let page else { throw missing("the class '\(className)'") }
            return [ByteReplacement(layout.removal(of: document.elements[page].range), with: [])]
        }
    }

    /// The byte range of the class's first `<page>`.
    func pageRange(pageKey: String) -> Range<Int>? {
        guard let root = document.rootIndex else { return nil }
        return pageElements(keyed: pageKey, root: root).first.map { document.elements[$0].range }
    }

    /// The `<page>` elements of `root` whose `class` is `key`, in file order.
    private func pageElements(keyed key: String, root: Int) -> [Int] {
        pageIndex.pages(keyed: key) {
            document.elements[root].children.compactMap { index in
                let element = document.elements[index]
                guard element.name == "page", let className = element.attribute("class")?.value else { return nil }
                return (className, index)
            }
        }
    }

    private func setControl(_ selector: ActionSelector, _ id: String, in page: Int, className: String) throws(ConfigEditFailure) -> [ByteReplacement]
    {
        guard let control = try controls(of: page, matching: selector, className: className).first else {
            let text =
                Array("<control action=\"".utf8) + XMLTextEscaper.attributeValue(selector.text) + Array("\" id=\"".utf8)
                + XMLTextEscaper.attributeValue(id) + Array("\"/>".utf8)
            let siblings = document.elements[page].children.filter { document.elements[$0].name == "control" }
            return [
                insert(text, into: page, among: siblings, sortedBy: { document.elements[$0].attribute("action")?.value ?? "" }, newKey: selector.text)
            ]
        }
        return [setAttribute("id", id, of: control, after: ["action"])]
    }

    /// The controls of `page` whose action is `selector`, in whichever spelling; refuses two.
    private func controls(of page: Int, matching selector: ActionSelector, className: String) throws(ConfigEditFailure) -> [Int] {
        let matches = document.elements[page].children.filter {
            document.elements[$0].name == "control" && document.elements[$0].attribute("action").map { ActionSelector($0.value) } == selector
        }
        if matches.count > 1, !force {
            let places = matches.map { "\(file):\(document.line(at: document.elements[$0].start))" }.joined(separator: ", ")
            throw ConfigEditFailure(
                .refused,
                error:
                    "-[\(className) \(selector)] has \(matches.count) <control> elements (\(places)); the first is used. Remove the duplicate first, or --force to edit the first"
            )
        }
        return matches
    }

    /// Replaces an attribute's value inside its quotes, or adds the attribute after the first
    /// of `neighbours` that is written (else at the end of the start tag).
    private func setAttribute(_ name: String, _ value: String, of elementIndex: Int, after neighbours: [String]) -> ByteReplacement {
        let element = document.elements[elementIndex]
        if let attribute = element.attribute(name) {
            return ByteReplacement(
                (attribute.valueStart + 1)..<(attribute.valueEnd - 1), with: XMLTextEscaper.attributeValue(value, quote: attribute.quote))
        }
        let text = Array(" \(name)=\"".utf8) + XMLTextEscaper.attributeValue(value) + [UInt8(ascii: "\"")]
        if let neighbour = neighbours.lazy.compactMap({ element.attribute($0) }).first {
            return ByteReplacement(inserting: text, at: neighbour.valueEnd)
        }
        return ByteReplacement(inserting: text, at: element.startTagEnd - (element.isEmptyElementTag ? 2 : 1))
    }

    private func insertPage(_ className: String, control: (action: String, id: String)?, event: (PageEvent, String)?, into root: Int)
        -> ByteReplacement
    {
        var start = Array("<page class=\"".utf8) + XMLTextEscaper.attributeValue(className) + [UInt8(ascii: "\"")]
        if let (event, id) = event {
            start += Array(" \(event.rawValue.lowercased())=\"".utf8) + XMLTextEscaper.attributeValue(id) + [UInt8(ascii: "\"")]
        }
        let siblings = document.elements[root].children.filter { document.elements[$0].name == "page" }
        guard let control else {
            return insert(
                start + Array("/>".utf8), into: root, among: siblings, sortedBy: { document.elements[$0].attribute("class")?.value ?? "" },
                newKey: className)
        }
        let controlText =
            Array("<control action=\"".utf8) + XMLTextEscaper.attributeValue(control.action) + Array("\" id=\"".utf8)
            + XMLTextEscaper.attributeValue(control.id) + Array("\"/>".utf8)
        let pageIndent =
            siblings.first.flatMap { layout.indentation(before: document.elements[$0].start) }
            ?? layout.indentation(before: document.elements[root].start).map { $0 + layout.indentUnit }
        let body: [UInt8] = pageIndent.map { layout.newline + $0 + layout.indentUnit + controlText + layout.newline + $0 } ?? controlText
        return insert(
            start + [UInt8(ascii: ">")] + body + Array("</page>".utf8), into: root, among: siblings,
            sortedBy: { document.elements[$0].attribute("class")?.value ?? "" }, newKey: className)
    }

    /// Inserts an element's text among `siblings` of the element `parentIndex`, laid out like
    /// them; into an empty parent, one indentation step past the parent's line.
    private func insert(_ text: [UInt8], into parentIndex: Int, among siblings: [Int], sortedBy key: (Int) -> String, newKey: String)
        -> ByteReplacement
    {
        let parent = document.elements[parentIndex]
        guard let first = siblings.first else {
            let outer = layout.indentation(before: parent.start)
            let content = outer.map { layout.newline + $0 + layout.indentUnit + text + layout.newline + $0 } ?? text
            if parent.isEmptyElementTag {
                var tagEnd = parent.startTagEnd - 2
                while SourceLayout.isBlank(document.bytes[tagEnd - 1]) { tagEnd -= 1 }
                return ByteReplacement(tagEnd..<parent.startTagEnd, with: [UInt8(ascii: ">")] + content + Array("</\(parent.name)>".utf8))
            }
            if layout.whitespace(parent.contentRange) != nil { return ByteReplacement(parent.contentRange, with: content) }
            return ByteReplacement(inserting: (outer.map { layout.newline + $0 + layout.indentUnit } ?? []) + text, at: parent.endTagStart)
        }
        let firstElement = document.elements[first]
        let separator: [UInt8] =
            if siblings.count > 1, let between = layout.whitespace(firstElement.end..<document.elements[siblings[1]].start) {
                between
            } else if let indent = layout.indentation(before: firstElement.start) {
                layout.newline + indent
            } else {
                []
            }
        let keys = siblings.map(key)
        if keys.isSorted, let position = keys.firstIndex(where: { newKey < $0 }) {
            return ByteReplacement(inserting: text + separator, at: document.elements[siblings[position]].start)
        }
        return ByteReplacement(inserting: separator + text, at: document.elements[siblings.last!].end)
    }

    private func missing(_ place: String) -> ConfigEditFailure {
        ConfigEditFailure(.notFound, error: "\(place) is not written in \(file)")
    }
}
