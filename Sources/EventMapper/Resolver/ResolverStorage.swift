/// The resolver's indexes, built once and never changed.
final class ResolverStorage: Sendable {
    let pages: [PageMapping]
    /// Exact class names → page index.
    private let classes: ByteKeyTable
    /// The unqualified part of module-qualified entries → page index (first one wins).
    private let unqualifiedClasses: ByteKeyTable
    /// (page index, selector) → index into `controls`.
    private let selectors: ByteKeyTable
    private let controls: [EventResolution]
    /// Page index → `[enter, leave]` resolutions.
    private let pageEvents: [EventResolution?]
    let emitters: [String: [EventEmitter]]

    init(_ map: EventMap) {
        pages = map.pages
        var classes = ByteKeyTable(capacity: pages.count)
        var unqualified = ByteKeyTable(capacity: pages.count)
        var unqualifiedOwners: [Int] = []
        var selectors = ByteKeyTable(capacity: pages.reduce(0) { $0 + $1.controls.count })
        var controls: [EventResolution] = []
        var pageEvents: [EventResolution?] = []
        var emitters: [String: [EventEmitter]] = [:]
        for (index, page) in pages.enumerated() {
            let className = page.className.value
            classes.insert(className.text)
            if className.isQualified {
                let before = unqualified.count
                unqualified.insert(String(className.unqualified))
                if unqualified.count > before { unqualifiedOwners.append(index) }
            }
            for event in PageEvent.allCases {
                let resolution = page.pageEvents[event].map { EventResolution(eventID: $0.value, className: className, location: $0.location) }
                pageEvents.append(resolution)
                if let id = page.pageEvents[event] {
                    emitters[id.value.text, default: []].append(EventEmitter(className: className, source: .page(event), location: id.location))
                }
            }
            for control in page.controls {
                let before = selectors.count
                selectors.insert(control.selector.value.text, namespace: Int32(index))
                guard selectors.count > before else { continue }
                controls.append(EventResolution(eventID: control.eventID.value, className: className, location: control.eventID.location))
                emitters[control.eventID.value.text, default: []].append(
                    EventEmitter(className: className, source: .control(control.selector.value), location: control.eventID.location))
            }
        }
        self.classes = classes
        self.unqualifiedClasses = unqualified
        self.unqualifiedOwners = unqualifiedOwners
        self.selectors = selectors
        self.controls = controls
        self.pageEvents = pageEvents
        self.emitters = emitters
    }

    /// Owners of the unqualified names, by their index in `unqualifiedClasses`.
    private let unqualifiedOwners: [Int]

    /// The page a class name resolves to: exact, then the unqualified part of a qualified
    /// query, then an unqualified query against qualified entries.
    @inline(__always)
    func classIndex(_ name: String) -> Int? {
        var name = name
        return name.withUTF8 { utf8 -> Int? in
            if let index = classes.find(utf8) { return index }
            if let dot = utf8.lastIndex(of: UInt8(ascii: ".")) {
                let tail = UnsafeBufferPointer(rebasing: utf8[(dot + 1)...])
                return classes.find(tail)
            }
            return unqualifiedClasses.find(utf8).map { unqualifiedOwners[$0] }
        }
    }

    @inline(__always)
    func pageEvent(_ event: PageEvent, page: Int) -> EventResolution? {
        pageEvents[page * 2 + (event == .enter ? 0 : 1)]
    }

    @inline(__always)
    func controlEvent(_ selector: String, page: Int) -> EventResolution? {
        var selector = selector
        let found = selector.withUTF8 { utf8 -> Int? in
            guard !utf8.contains(UInt8(ascii: "(")) else { return nil }
            return selectors.find(utf8, namespace: Int32(page))
        }
        if let found { return controls[found] }
        guard selector.utf8.contains(UInt8(ascii: "(")) else { return nil }
        var normalized = ActionSelector(selector).text
        return normalized.withUTF8 { selectors.find($0, namespace: Int32(page)) }.map { controls[$0] }
    }
}
