/// Writes an XML-dialect config in its one canonical layout.
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <event-map version="1">
///   <page class="HomeViewController" enter="PAGE_EVENT_HOME_ENTER" leave="PAGE_EVENT_HOME_LEAVE">
///     <control action="onFavBtnPressed:" id="CTRL_EVENT_HOME_FAV"/>
///   </page>
///   <page class="ProfileViewController" enter="PAGE_EVENT_PROFILE_ENTER"/>
/// </event-map>
/// ```
///
/// Pages are sorted by class and controls by action, in the order the property-list writer sorts
/// keys (``PlistCanonicalWriter/keyPrecedes(_:_:)``); attributes come in the order `class`,
/// `enter`, `leave` and `action`, `id`; two spaces per level; an element without children is
/// written `<x/>`. Comments and processing instructions given as a header or a trailer stand on
/// their own lines before and after `<event-map>`.
package struct EventMapDialectWriter: Sendable {
    /// Creates a writer.
    package init() {}

    /// The document's bytes, UTF-8, ending in a line feed.
    /// - Parameters:
    ///   - pages: The pages, in any order.
    ///   - header: Comments and processing instructions to write before `<event-map>`, in order.
    ///   - trailer: Those to write after `</event-map>`, in order.
    package func write(_ pages: [EventMapDialectPageContent], header: [EventMapDialectMarkup] = [], trailer: [EventMapDialectMarkup] = []) -> [UInt8]
    {
        var output = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8)
        header.forEach { append($0, to: &output) }
        if pages.isEmpty {
            output.append(contentsOf: "<event-map version=\"1\"/>\n".utf8)
        } else {
            output.append(contentsOf: "<event-map version=\"1\">\n".utf8)
            for page in pages.sorted(by: { PlistCanonicalWriter.keyPrecedes($0.className, $1.className) }) {
                append(page, to: &output)
            }
            output.append(contentsOf: "</event-map>\n".utf8)
        }
        trailer.forEach { append($0, to: &output) }
        return output
    }

    private func append(_ page: EventMapDialectPageContent, to output: inout [UInt8]) {
        output.append(contentsOf: "  <page".utf8)
        attribute("class", page.className, &output)
        if let enter = page.enter { attribute("enter", enter, &output) }
        if let leave = page.leave { attribute("leave", leave, &output) }
        guard !page.controls.isEmpty else {
            output.append(contentsOf: "/>\n".utf8)
            return
        }
        output.append(contentsOf: ">\n".utf8)
        for control in page.controls.sorted(by: { PlistCanonicalWriter.keyPrecedes($0.action, $1.action) }) {
            output.append(contentsOf: "    <control".utf8)
            attribute("action", control.action, &output)
            attribute("id", control.id, &output)
            output.append(contentsOf: "/>\n".utf8)
        }
        output.append(contentsOf: "  </page>\n".utf8)
    }

    private func append(_ markup: EventMapDialectMarkup, to output: inout [UInt8]) {
        switch markup.kind {
        case .comment:
            output.append(contentsOf: "<!--\(markup.text)-->\n".utf8)
        case .processingInstruction:
            output.append(contentsOf: "<?\(markup.text)?>\n".utf8)
        case .namespaceDeclaration:
            break
        }
    }

    private func attribute(_ name: String, _ value: String, _ output: inout [UInt8]) {
        output.append(UInt8(ascii: " "))
        output.append(contentsOf: name.utf8)
        output.append(contentsOf: "=\"".utf8)
        XMLTextEscaper.appendAttributeValue(value, to: &output)
        output.append(UInt8(ascii: "\""))
    }
}

/// A page for ``EventMapDialectWriter``: a class, its optional page events and its controls.
package struct EventMapDialectPageContent: Sendable, Equatable {
    /// The `class` attribute.
    package let className: String
    /// The `enter` attribute, if any.
    package let enter: String?
    /// The `leave` attribute, if any.
    package let leave: String?
    /// The `<control>` children, in any order (the writer sorts them).
    package let controls: [EventMapDialectControlContent]

    /// Creates a page.
    /// - Parameters:
    ///   - className: The class.
    ///   - enter: The event recorded on `viewWillAppear:`, if any.
    ///   - leave: The event recorded on `viewWillDisappear:`, if any.
    ///   - controls: The control actions.
    package init(className: String, enter: String? = nil, leave: String? = nil, controls: [EventMapDialectControlContent] = []) {
        self.className = className
        self.enter = enter
        self.leave = leave
        self.controls = controls
    }
}

/// A control for ``EventMapDialectWriter``: an action selector and the event it records.
package struct EventMapDialectControlContent: Sendable, Equatable {
    /// The `action` attribute.
    package let action: String
    /// The `id` attribute.
    package let id: String

    /// Creates a control.
    /// - Parameters:
    ///   - action: The selector.
    ///   - id: The event ID.
    package init(action: String, id: String) {
        self.action = action
        self.id = id
    }
}
