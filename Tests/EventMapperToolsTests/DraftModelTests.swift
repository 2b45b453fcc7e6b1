import EventMapCore
import EventMapper
import EventMapperTools
import TestSupport
import XCTest

/// The check while typing makes a draft on the model; the review and the save make it through
/// the edit path on the text. For every draft, both must say the same: the same mapping
/// changes, the same findings brought and fixed (their places aside: a new entry has its line
/// only once written), or the same refusal.
final class DraftModelTests: XCTestCase {
    private static let drafts: [[DraftStep]] = [
        [.edit(ConfigEdit(className: "HomeViewController", target: .pageEvent(.enter), eventID: EventID("PAGE_EVENT_HOME_SHOW")), file: nil)],
        [
            .edit(
                ConfigEdit(className: "DetailViewController", target: .control(ActionSelector("onBackBtnPresed:")), eventID: EventID("CTRL_X")),
                file: nil)
        ],
        [.edit(ConfigEdit(className: "HomeViewController", target: .control(ActionSelector("onShareBtnPressed:")), eventID: nil), file: nil)],
        [.edit(ConfigEdit(className: "HomeViewController", target: .control(ActionSelector("onSharBtnPressed:")), eventID: nil), file: nil)],
        [.edit(ConfigEdit(className: "SettingsViewController", target: .page, eventID: nil), file: nil)],
        [.edit(ConfigEdit(className: "HomeViewController", target: .pageEvent(.leave), eventID: EventID("PAGE_EVENT_DETAIL_ENTER")), file: nil)],
        [
            .edit(ConfigEdit(className: "BaseViewController", target: .pageEvent(.enter), eventID: EventID("PAGE_EVENT_BASE_ENTER")), file: nil),
            .edit(
                ConfigEdit(className: "BaseViewController", target: .control(ActionSelector("onHelpBtnPressed:")), eventID: EventID("CTRL_HELP")),
                file: nil),
        ],
        [.rename(.eventID(old: EventID("PAGE_EVENT_DETAIL_ENTER"), new: EventID("PAGE_EVENT_DETAIL_SHOW")))],
        [.rename(.eventID(old: EventID("PAGE_EVENT_NOPE"), new: EventID("PAGE_EVENT_DETAIL_SHOW")))],
        [.rename(.action(className: "HomeViewController", old: ActionSelector("onShareBtnPressed:"), new: ActionSelector("onShare:")))],
        [
            .edit(ConfigEdit(className: "NotificationSettingsViewController", target: .pageEvent(.enter), eventID: EventID("PAGE_N")), file: nil),
            .rename(.eventID(old: EventID("PAGE_N"), new: EventID("PAGE_EVENT_NOTIFICATION_SETTINGS_SHOW"))),
        ],
        [.edit(ConfigEdit(className: "Bad Name", target: .pageEvent(.enter), eventID: EventID("X")), file: nil)],
        // A new class, then the same class without its module, and another module's class of
        // that name: the second step edits the first's page, the third adds its own.
        [
            .edit(
                ConfigEdit(className: "App.NewViewController", target: .pageEvent(.enter), eventID: EventID("PAGE_EVENT_NEW_ENTER")),
                file: "WGlobalUserStatisticsConfig.plist"),
            .edit(
                ConfigEdit(className: "NewViewController", target: .pageEvent(.leave), eventID: EventID("PAGE_EVENT_NEW_LEAVE")),
                file: "SettingsPages.xml"),
            .edit(
                ConfigEdit(className: "Kit.NewViewController", target: .pageEvent(.enter), eventID: EventID("PAGE_EVENT_KIT_ENTER")),
                file: "SettingsPages.xml"),
        ],
    ]

    func testTheModelAndTheEditPathAgreeOnEveryDraft() throws {
        let scratch = try makeScratchFolder("draft-model")
        try scratch.copy(RepositoryPaths.configs)
        let workspace = try ConfigWorkspace(configPaths: [scratch.path("Configs")], registryPaths: [RepositoryPaths.registryFile], scanner: nil)
        let snapshot = try workspace.read()
        let report = workspace.validate(snapshot.set)
        for (index, draft) in Self.drafts.enumerated() {
            // A step's file is named as the set names it: in the scratch folder.
            let draft = draft.map { step -> DraftStep in
                guard case .edit(let edit, let file?) = step else { return step }
                return .edit(edit, file: scratch.path("Configs/" + file))
            }
            let model = Result { () throws(DraftFailure) in
                try workspace.check(draft, on: snapshot, revalidation: workspace.revalidation(of: snapshot, baseReport: report))
            }
            let text = Result { () throws(DraftFailure) in try workspace.review(draft, on: snapshot, baseReport: report) }
            switch (model, text) {
            case (.success(let model), .success(let text)):
                XCTAssertEqual(DiffFormat.text.render(model.mapping), DiffFormat.text.render(text.mapping), "draft \(index)")
                XCTAssertEqual(Self.words(model.introduced), Self.words(text.introduced), "draft \(index)")
                XCTAssertEqual(Self.words(model.resolved), Self.words(text.resolved), "draft \(index)")
                XCTAssertEqual(model.changedFiles, text.changedFiles, "draft \(index)")
            case (.failure(let model), .failure(let text)):
                XCTAssertEqual(model.lines, text.lines, "draft \(index)")
                XCTAssertEqual(model.kind, text.kind, "draft \(index)")
            default:
                XCTFail("draft \(index): the model says \(model), the edit path \(text)")
            }
            if index == Self.drafts.count - 1 {
                // The new class's two names make one page; another module's, its own.
                let rows = try text.get().mapping.changes.map { "\($0.kind) \($0.row.className) \($0.row.trigger) \($0.row.eventID)" }
                XCTAssertEqual(
                    rows.sorted(),
                    [
                        "added App.NewViewController Enter PAGE_EVENT_NEW_ENTER", "added App.NewViewController Leave PAGE_EVENT_NEW_LEAVE",
                        "added Kit.NewViewController Enter PAGE_EVENT_KIT_ENTER",
                    ])
            }
        }
    }

    private static func words(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.rule.id) \($0.severity) \($0.message) \($0.suggestion ?? "")" }.sorted()
    }
}
