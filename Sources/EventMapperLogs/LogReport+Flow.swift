extension LogReport {
    /// How users move between pages (``PageFlow``): from → to counts and sessions' first pages.
    package struct Flow: Encodable, Sendable {
        /// Every transition, most views first; a session's first view comes from `(start)`.
        package let transitions: [FlowTransition]
        /// Every session's first pages (up to four), most sessions first.
        package let paths: [FlowPath]

        init(_ flow: PageFlow) {
            var exits: [String: Int] = [:]
            for (transition, count) in flow.transitions { exits[transition.from, default: 0] += count }
            transitions = flow.transitions.map { transition, count in
                let share = (Double(count) * 1000 / Double(max(exits[transition.from] ?? 0, 1))).rounded() / 10
                return FlowTransition(from: transition.from, to: transition.to, views: count, share: share)
            }.sorted { ($1.views, $0.from, $0.to) < ($0.views, $1.from, $1.to) }
            paths = flow.paths.map { FlowPath(pages: $0.key, sessions: $0.value) }
                .sorted { left, right in
                    left.sessions != right.sessions ? left.sessions > right.sessions : left.pages.lexicographicallyPrecedes(right.pages)
                }
        }
    }

    /// Views of one page right after another in a session.
    package struct FlowTransition: Encodable, Sendable {
        /// The page viewed before, or `(start)` for a session's first view.
        package let from: String
        package let to: String
        package let views: Int
        /// Of the views that follow `from`, the percentage that go to `to`.
        package let share: Double
    }

    /// The first pages of sessions, and how many sessions began with them.
    package struct FlowPath: Encodable, Sendable {
        package let pages: [String]
        package let sessions: Int

        /// `Home → Detail → Home`.
        var text: String { pages.joined(separator: " → ") }
    }
}

extension LogReport.Flow {
    /// The transitions and the paths as tables.
    var tables: [ReportTable] {
        [
            ReportTable(
                "page-flow", "Page flow (each page view, from the page viewed before it in the session)",
                columns: [("from", .name), ("to", .name), ("views", .number), ("share of views after from", .number)],
                rows: transitions.map { [$0.from, $0.to, grouped($0.views), "\($0.share)%"] }, none: "No page views."),
            ReportTable(
                "paths", "Session paths (the first \(PageFlow.pathLength) pages of each session)",
                columns: [("path", .name), ("sessions", .number)],
                rows: paths.map { [$0.text, grouped($0.sessions)] }, none: "No sessions with a page view."),
        ]
    }
}
