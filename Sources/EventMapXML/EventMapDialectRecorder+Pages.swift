/// The dialect's structure read off the recorded elements: `<page>` children of an
/// `<event-map>` document element and their `<control>` children, all in no namespace.
/// Anything else is left to the schema violations.
extension EventMapDialectRecorder {
    /// The pages in file order.
    func pages() -> [EventMapDialectPage] {
        guard let root = elements.first, root.parent == nil, root.name == "event-map", !root.isNamespaced else { return [] }
        var children: [[Int]] = Array(repeating: [], count: elements.count)
        for (index, element) in elements.enumerated() {
            if let parent = element.parent { children[parent].append(index) }
        }
        return children[0].compactMap { index -> EventMapDialectPage? in
            let page = elements[index]
            guard page.name == "page", !page.isNamespaced else { return nil }
            let controls = children[index].compactMap { index -> EventMapDialectControl? in
                let control = elements[index]
                guard control.name == "control", !control.isNamespaced else { return nil }
                return EventMapDialectControl(location: control.location, action: control.attribute("action"), id: control.attribute("id"))
            }
            return EventMapDialectPage(
                location: page.location,
                className: page.attribute("class"),
                enter: page.attribute("enter"),
                leave: page.attribute("leave"),
                controls: controls
            )
        }
    }

    /// The element (and attribute) a tree node stands for, if it was recorded.
    func reference(to node: UnsafeMutableRawPointer) -> NodeReference? {
        nodes[node]
    }
}
