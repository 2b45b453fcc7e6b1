import EventMapCore
import EventMapper
import Foundation

/// What `mapper status` shows — coverage at a glance, as `avo status` gives its users: per page,
/// its tagged actions tracked (✔) or not (✘), its configured actions the code has or lacks, its
/// page events; then the totals.
package struct CoverageStatus: Encodable, Sendable {
    /// A tagged action of a page: tracked when the config maps it.
    package struct TaggedAction: Encodable, Sendable {
        package let selector: String
        package let eventID: String?
        package var tracked: Bool { eventID != nil }

        private enum CodingKeys: String, CodingKey { case selector, eventID, tracked }
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(selector, forKey: .selector)
            try container.encode(eventID, forKey: .eventID)
            try container.encode(tracked, forKey: .tracked)
        }
    }

    /// A configured action of a page, and whether the code declares it (nil: no registry).
    package struct ConfiguredAction: Encodable, Sendable {
        package let selector: String
        package let eventID: String
        package let inCode: Bool?
    }

    /// One page: a configured class, or a class of the code with tagged actions or a view
    /// controller that no config mentions.
    package struct Page: Encodable, Sendable {
        package let className: String
        /// Whether a config has a page for the class.
        package let isConfigured: Bool
        /// Whether the code declares the class; nil without a registry.
        package let inCode: Bool?
        package let enter: String?
        package let leave: String?
        package let tagged: [TaggedAction]
        package let configured: [ConfiguredAction]
    }

    /// The totals line's numbers.
    package struct Totals: Encodable, Sendable {
        package let pages: Int
        /// Configured classes the code does not declare; nil without a registry.
        package let classesMissingInCode: Int?
        /// The code's view controllers that no config mentions; nil without a registry.
        package let screensNotTracked: Int?
        package let taggedActions: Int
        package let tracked: Int
        package let configuredActions: Int
        /// Configured actions the code does not declare; nil without a registry.
        package let missingInCode: Int?
    }

    package let pages: [Page]
    package let totals: Totals
    /// The tag that marks an action to be tracked.
    package let tag: String

    /// Coverage of a validation run's configs against its registry.
    package init(_ run: ValidationRun) {
        let resolver = EventResolver(run.configs.map)
        let registry = run.registry
        let tag = run.settings.tag
        var pages: [Page] = []
        var seen = Set<String>()
        for page in resolver.pages {
            let name = page.className.value.text
            seen.insert(name)
            let configured = page.controls.map { control in
                ConfiguredAction(
                    selector: control.selector.value.text, eventID: control.eventID.value.text,
                    inCode: registry.map { $0.declaringClass(of: control.selector.value, in: name) != nil })
            }
            pages.append(
                Page(
                    className: name, isConfigured: true, inCode: registry.map { $0.declaredClass(name) != nil },
                    enter: page.pageEvents[.enter]?.value.text, leave: page.pageEvents[.leave]?.value.text,
                    tagged: Self.tagged(registry?.declaredClass(name), tag: tag, resolver: resolver), configured: configured))
        }
        for declared in registry?.classes ?? [] where !seen.contains(declared.name.text) && resolver.page(declared.name.text) == nil {
            let tagged = Self.tagged(declared, tag: tag, resolver: resolver)
            guard !tagged.isEmpty || WorkspaceOverview.isScreen(declared, registry: registry) else { continue }
            pages.append(
                Page(className: declared.name.text, isConfigured: false, inCode: true, enter: nil, leave: nil, tagged: tagged, configured: []))
        }
        pages.sort { $0.className < $1.className }
        self.pages = pages
        self.tag = tag
        let tagged = pages.flatMap(\.tagged)
        let configured = pages.flatMap(\.configured)
        totals = Totals(
            pages: pages.count, classesMissingInCode: registry == nil ? nil : pages.filter { $0.inCode == false }.count,
            screensNotTracked: registry == nil ? nil : pages.filter { !$0.isConfigured }.count, taggedActions: tagged.count,
            tracked: tagged.filter(\.tracked).count, configuredActions: configured.count,
            missingInCode: registry == nil ? nil : configured.filter { $0.inCode == false }.count)
    }

    /// The actions a class declares itself whose names hold the tag, as `untracked-action` checks them.
    private static func tagged(_ declared: DeclaredClass?, tag: String, resolver: EventResolver) -> [TaggedAction] {
        guard let declared else { return [] }
        return declared.actions.filter { $0.selector.text.contains(tag) }.map { action in
            TaggedAction(
                selector: action.selector.text, eventID: resolver.eventID(forAction: action.selector.text, ofClass: declared.name.text)?.text)
        }
    }

    /// `41/44 tagged actions tracked (93%), 2 configured actions missing in code, 12 pages`.
    package var totalsLine: String {
        let percent = totals.taggedActions == 0 ? 100 : totals.tracked * 100 / totals.taggedActions
        let missing =
            totals.missingInCode.map { "\($0) configured action\($0 == 1 ? "" : "s") missing in code" } ?? "code not checked (no registry or sources)"
        func counted(_ count: Int?, _ noun: String, _ plural: String, _ rest: String) -> String {
            guard let count, count > 0 else { return "" }
            return ", \(count) \(count == 1 ? noun : plural) \(rest)"
        }
        let classes = counted(totals.classesMissingInCode, "configured class", "configured classes", "not in code")
        let screens = counted(totals.screensNotTracked, "screen", "screens", "with no page events")
        return
            "\(totals.tracked)/\(totals.taggedActions) tagged actions tracked (\(percent)%), \(missing), \(totals.pages) page\(totals.pages == 1 ? "" : "s")\(classes)\(screens)"
    }

    /// The status as JSON, keys sorted.
    package func json() -> String {
        ReportJSONText.encode(self)
    }
}
