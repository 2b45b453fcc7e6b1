import EventMapCore
import EventMapper
import TestSupport
import XCTest

/// What `undeclared-action` suggests: a declared action that is not mapped yet, close enough to
/// be a typo, never an unrelated action the class already maps.
final class UndeclaredActionSuggestionTests: XCTestCase {
    private let registry = ActionRegistry([
        DeclaredClass(
            name: ClassName("HomeViewController"),
            actions: ["onFavBtnPressed_UA:", "onStarBtnPressed:", "onShareSheetBtnPressed:", "onShare_UA:", "onCommentListRefreshControlChanged:"]
                .map { DeclaredAction(ActionSelector($0)) })
    ])

    func testSuggestions() {
        let cases: [(configured: String, mapped: [String], expected: String?, why: String)] = [
            ("onShareBtnPressed:", ["onStarBtnPressed:"], "onShareSheetBtnPressed:", "the unmapped action wins over a closer mapped one"),
            ("onShareBtnPressed:", [], "onStarBtnPressed:", "with nothing mapped, the closest"),
            ("onStarBtnPresed:", ["onStarBtnPressed:"], nil, "a mapped action is not offered for a mere typo"),
            ("onFavBtnPressed:", ["onFavBtnPressed_UA:"], "onFavBtnPressed_UA:", "the same action but for the tag, configured twice"),
            ("onShare:", [], "onShare_UA:", "the tag does not count towards the distance"),
            ("onFavouriteBtnPressed_UA:", [], "onFavBtnPressed_UA:", "six edits in a long name"),
            ("onCommentListRefreshControlSelectionChanged:", [], nil, "never more than six edits, however long the name"),
            ("onX:", [], nil, "nothing close"),
            ("onStarBtnPresed:", [], "onStarBtnPressed:", "a typo"),
            ("onStarBtnPresed_UA:", [], "onStarBtnPressed:", "a typo, with the tag"),
        ]
        for example in cases {
            let suggestion = registry.suggestedAction(
                for: ActionSelector(example.configured), ofClass: "HomeViewController", mapped: example.mapped.map { ActionSelector($0) }, tag: "_UA")
            XCTAssertEqual(suggestion?.text, example.expected, "\(example.configured): \(example.why)")
        }
    }

    /// The whole diagnostic: the code renamed the share handler while another mapped action is
    /// closer by spelling.
    func testTheFindingSuggestsTheUnmappedAction() throws {
        let scratch = try makeScratchFolder("suggestion")
        let plist = try scratch.copy(RepositoryPaths.plist)
        try scratch.apply([
            TextEdit(
                file: "WGlobalUserStatisticsConfig.plist", original: "\t\t\t<key>onShareBtnPressed:</key>",
                replacement: "\t\t\t<key>onStarBtnPressed:</key>\n\t\t\t<string>CTRL_EVENT_HOME_STAR</string>\n\t\t\t<key>onShareBtnPressed:</key>")
        ])
        let registry = ActionRegistry([
            DeclaredClass(
                name: ClassName("HomeViewController"),
                actions: ["onFavBtnPressed_UA:", "onStarBtnPressed:", "onShareSheetBtnPressed:"].map { DeclaredAction(ActionSelector($0)) })
        ])
        let set = try ConfigSet.load([plist])
        let report = try Validator().validate(set, registry: registry)
        XCTAssertEqual(
            report.findings.filter { $0.rule == Rule.undeclaredAction }.map(\.description),
            [
                "\(plist):30:4: error: -[HomeViewController onShareBtnPressed:] is configured but HomeViewController declares no such action; did you mean onShareSheetBtnPressed:? [undeclared-action]"
            ])
    }
}
