import EventMapper
import EventMapCore
import EventMapXML

/// Makes one ``ConfigEdit`` to a property-list config's bytes, leaving every byte outside the
/// edited entry as it was: a value is replaced inside its `<string>` tags; a new entry goes in
/// sorted position among its siblings when they are sorted (else last), indented and broken
/// like them; a removed entry takes its lines with it.
struct PlistSourceEditor: ConfigSourceEditing {
    /// A value to insert.
    indirect enum NewValue {
        case string(String)
        case dictionary([(key: String, value: NewValue)])
    }

    /// One key and its value, as written.
    struct Entry {
        let key: XMLSourceElement
        let value: XMLSourceElement
        let valueIndex: Int
        let text: String
    }

    let document: XMLSourceDocument
    let layout: SourceLayout
    let file: String
    let force: Bool
    private let pageIndex = PageKeyIndex<Entry>()

    /// - Parameter style: The layout whose line ending and indentation to keep; nil to take
    ///   them from `document`.
    init(document: XMLSourceDocument, file: String, force: Bool, style: SourceLayout? = nil) {
        self.document = document
        self.layout = style.map { SourceLayout(document.bytes, style: $0) } ?? SourceLayout(document.bytes, canonicalIndent: [0x09])
        self.file = file
        self.force = force
    }

    /// The replacements that make `edit`.
    /// - Parameter pageKey: The class's key in this file (which may be the qualified or
    ///   unqualified form of the name asked for); nil when the file does not configure it.
    func replacements(for edit: ConfigEdit, pageKey: String?) throws(ConfigEditFailure) -> [ByteReplacement] {
        let root = try rootDictionary()
        let page = try single(pageEntries(keyed: pageKey ?? edit.className, root: root), "the class '\(pageKey ?? edit.className)'")
        switch (edit.target, edit.eventID) {
        case (.control(let selector), let id?):
            return try set(id.text, for: selector.text, in: "ControlEventIDs", of: page, root: root, className: edit.className)
        case (.pageEvent(let event), let id?):
            return try set(id.text, for: event.rawValue, in: "PageEventIDs", of: page, root: root, className: edit.className)
        case (.control(let selector), nil):
            return try unset(selector.text, in: "ControlEventIDs", of: page)
        case (.pageEvent(let event), nil):
            return try unset(event.rawValue, in: "PageEventIDs", of: page)
        case (.page, _):
            guard let page else { throw missing("the class '\(edit.className)'") }
            return [ByteReplacement(layout.removal(of: page.key.start..<page.value.end), with: [])]
        }
    }

    private func set(_ id: String, for key: String, in section: String, of page: Entry?, root: Int, className: String) throws(ConfigEditFailure)
        -> [ByteReplacement]
    {
        guard let page else {
            return [insert(key: className, value: .dictionary([(section, .dictionary([(key, .string(id))]))]), into: root)]
        }
        let pageDictionary = try dictionary(page, "the entry of '\(page.text)'")
        guard let sectionEntry = try single(entries(of: pageDictionary).filter { $0.text == section }, "\(section) of '\(page.text)'") else {
            return [insert(key: section, value: .dictionary([(key, .string(id))]), into: pageDictionary)]
        }
        let sectionDictionary = try dictionary(sectionEntry, "\(section) of '\(page.text)'")
        guard let entry = try single(entries(of: sectionDictionary).filter { $0.text == key }, "'\(key)' in \(section) of '\(page.text)'") else {
            return [insert(key: key, value: .string(id), into: sectionDictionary)]
        }
        let value = entry.value
        if value.name == "string", !value.isEmptyElementTag {
            return [ByteReplacement(value.contentRange, with: XMLTextEscaper.text(id))]
        }
        if value.name != "string", !force {
            throw ConfigEditFailure(
                .refused,
                error:
                    "\(location(of: value)): the value of '\(key)' in \(section) of '\(page.text)' is a <\(value.name)>, not a <string>; --force replaces it"
            )
        }
        return [ByteReplacement(value.range, with: Array("<string>".utf8) + XMLTextEscaper.text(id) + Array("</string>".utf8))]
    }

    private func unset(_ key: String, in section: String, of page: Entry?) throws(ConfigEditFailure) -> [ByteReplacement] {
        guard let page else { throw missing("the class") }
        let pageDictionary = try dictionary(page, "the entry of '\(page.text)'")
        guard let sectionEntry = try single(entries(of: pageDictionary).filter { $0.text == section }, "\(section) of '\(page.text)'") else {
            throw missing("\(section) of '\(page.text)'")
        }
        let sectionDictionary = try dictionary(sectionEntry, "\(section) of '\(page.text)'")
        let siblings = entries(of: sectionDictionary)
        guard let entry = try single(siblings.filter { $0.text == key }, "'\(key)' in \(section) of '\(page.text)'") else {
            throw missing("'\(key)' in \(section) of '\(page.text)'")
        }
        // The section's last entry takes the section with it: an empty section means nothing
        // to the hooks. The page stays; `unset <class>` removes it.
        let removed = siblings.count == 1 ? sectionEntry : entry
        return [ByteReplacement(layout.removal(of: removed.key.start..<removed.value.end), with: [])]
    }

    /// The byte range of the class's entry (key and value), the last when it is repeated.
    func pageRange(pageKey: String) -> Range<Int>? {
        guard let root = try? rootDictionary(), let page = pageEntries(keyed: pageKey, root: root).last else { return nil }
        return page.key.start..<page.value.end
    }

    // MARK: - Inserting

    private func insert(key: String, value: NewValue, into dictionaryIndex: Int) -> ByteReplacement {
        let dictionary = document.elements[dictionaryIndex]
        let siblings = entries(of: dictionaryIndex)
        let keyTag = Array("<key>".utf8) + XMLTextEscaper.text(key) + Array("</key>".utf8)
        guard let first = siblings.first else {
            let outer = layout.indentation(before: dictionary.start)
            let inner = outer.map { $0 + layout.indentUnit }
            let breaks = keyValueBreaksInFile()
            let entry = keyTag + (breaks && inner != nil ? layout.newline + inner! : []) + render(value, indent: inner, breaks: breaks)
            let content = inner.map { layout.newline + $0 + entry + layout.newline + outer! } ?? entry
            if dictionary.isEmptyElementTag {
                return ByteReplacement(dictionary.range, with: Array("<dict>".utf8) + content + Array("</dict>".utf8))
            }
            if layout.whitespace(dictionary.contentRange) != nil {
                return ByteReplacement(dictionary.contentRange, with: content)
            }
            // Only comments inside: the entry goes after them.
            return ByteReplacement(inserting: (inner.map { layout.newline + $0 } ?? []) + entry, at: dictionary.endTagStart)
        }
        let keyIndent = layout.indentation(before: first.key.start)
        let keyValueSeparator = layout.whitespace(first.key.end..<first.value.start) ?? []
        let entrySeparator: [UInt8] =
            if siblings.count > 1, let between = layout.whitespace(siblings[0].value.end..<siblings[1].key.start) {
                between
            } else if let keyIndent {
                layout.newline + keyIndent
            } else {
                layout.whitespace(dictionary.startTagEnd..<first.key.start) ?? []
            }
        let entry =
            keyTag + keyValueSeparator
            + render(value, indent: keyIndent, breaks: keyValueSeparator.contains(0x0A) || keyValueSeparator.contains(0x0D))
        let texts = siblings.map(\.text)
        if texts.isSorted, let position = texts.firstIndex(where: { key < $0 }) {
            return ByteReplacement(inserting: entry + entrySeparator, at: siblings[position].key.start)
        }
        return ByteReplacement(inserting: entrySeparator + entry, at: siblings.last!.value.end)
    }

    /// A new value's text; a dictionary's entries are indented one step past `indent`, or
    /// written on one line when `indent` is nil.
    private func render(_ value: NewValue, indent: [UInt8]?, breaks: Bool) -> [UInt8] {
        switch value {
        case .string(let text):
            return Array("<string>".utf8) + XMLTextEscaper.text(text) + Array("</string>".utf8)
        case .dictionary(let entries):
            let inner = indent.map { $0 + layout.indentUnit }
            var bytes = Array("<dict>".utf8)
            for (key, value) in entries {
                if let inner { bytes += layout.newline + inner }
                bytes += Array("<key>".utf8) + XMLTextEscaper.text(key) + Array("</key>".utf8)
                if breaks, let inner { bytes += layout.newline + inner }
                bytes += render(value, indent: inner, breaks: breaks)
            }
            if let indent { bytes += layout.newline + indent }
            return bytes + Array("</dict>".utf8)
        }
    }

    /// Whether the file puts a value on the line after its key, judged by its first key.
    private func keyValueBreaksInFile() -> Bool {
        for (index, element) in document.elements.enumerated() where element.name == "key" {
            guard let parent = element.parent, let position = document.elements[parent].children.firstIndex(of: index),
                position + 1 < document.elements[parent].children.count
            else { continue }
            let next = document.elements[document.elements[parent].children[position + 1]]
            return layout.whitespace(element.end..<next.start).map { $0.contains(0x0A) || $0.contains(0x0D) } ?? true
        }
        return true
    }

    // MARK: - Reading

    private func rootDictionary() throws(ConfigEditFailure) -> Int {
        guard let documentElement = document.rootIndex else { throw structure("the file has no root element") }
        let root = document.elements[documentElement].name == "plist" ? document.elements[documentElement].children.first : documentElement
        guard let root, document.elements[root].name == "dict" else {
            throw structure("the top level of the config must be a <dict> of class names")
        }
        return root
    }

    /// The root dictionary's entries keyed `key`, in file order.
    private func pageEntries(keyed key: String, root: Int) -> [Entry] {
        pageIndex.pages(keyed: key) { entries(of: root).map { ($0.text, $0) } }
    }

    func entries(of dictionary: Int) -> [Entry] {
        let children = document.elements[dictionary].children
        var entries: [Entry] = []
        var position = 0
        while position + 1 < children.count {
            let key = children[position]
            if document.elements[key].name == "key" {
                entries.append(
                    Entry(
                        key: document.elements[key], value: document.elements[children[position + 1]],
                        valueIndex: children[position + 1], text: document.text(of: key)))
            }
            position += 2
        }
        return entries
    }

    private func dictionary(_ entry: Entry, _ place: String) throws(ConfigEditFailure) -> Int {
        guard entry.value.name == "dict" else {
            throw structure("\(location(of: entry.value)): \(place) is a <\(entry.value.name)>, not a <dict>; fix it by hand first")
        }
        return entry.valueIndex
    }

    /// The entry the app reads — the last of a repeated key — after refusing a repeated key
    /// unless forced.
    private func single(_ matches: [Entry], _ place: String) throws(ConfigEditFailure) -> Entry? {
        if matches.count > 1, !force {
            let places = matches.map { location(of: $0.key) }.joined(separator: ", ")
            throw ConfigEditFailure(
                .refused,
                error:
                    "\(place) is written \(matches.count) times (\(places)); Apple's parser keeps the last. Remove the duplicate first, or --force to edit the last"
            )
        }
        return matches.last
    }

    private func location(of element: XMLSourceElement) -> String {
        "\(file):\(document.line(at: element.start))"
    }

    private func structure(_ message: String) -> ConfigEditFailure {
        ConfigEditFailure(.refused, error: message)
    }

    private func missing(_ place: String) -> ConfigEditFailure {
        ConfigEditFailure(.notFound, error: "\(place) is not written in \(file)")
    }
}

extension [String] {
    /// Whether the strings are in ascending order.
    var isSorted: Bool {
        zip(self, dropFirst()).allSatisfy { $0 <= $1 }
    }
}
