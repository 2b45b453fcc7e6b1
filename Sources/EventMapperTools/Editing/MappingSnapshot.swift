import EventMapCore
import EventMapper

/// What a config file maps, without locations or order: what an edit is checked against.
struct MappingSnapshot: Equatable {
    /// One class's page events and actions.
    struct Page: Equatable {
        var pageEvents: [PageEvent: String] = [:]
        var controls: [String: String] = [:]
    }

    /// Class name as written → its mapping.
    var pages: [String: Page]

    init(_ file: ConfigFile) {
        var pages: [String: Page] = [:]
        for page in file.pages {
            pages[page.className.value.text] = Page(
                pageEvents: page.pageEvents.mapValues(\.value.text),
                controls: Dictionary(page.controls.map { ($0.selector.value.text, $0.eventID.value.text) }, uniquingKeysWith: { _, last in last }))
        }
        self.pages = pages
    }

    /// The snapshot with `edit` made to the class written `pageKey` (or to a new class).
    func applying(_ edit: ConfigEdit, pageKey: String?) -> MappingSnapshot {
        var result = self
        let key = pageKey ?? edit.className
        var page = result.pages[key] ?? Page()
        switch edit.target {
        case .control(let selector): page.controls[selector.text] = edit.eventID?.text
        case .pageEvent(let event): page.pageEvents[event] = edit.eventID?.text
        case .page:
            result.pages[key] = nil
            return result
        }
        result.pages[key] = page
        return result
    }
}
