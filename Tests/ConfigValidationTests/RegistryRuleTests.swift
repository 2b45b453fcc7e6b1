import EventMapCore
import EventMapper
import EventMapperTesting
import TestSupport
import XCTest

/// Each rule that compares the configs with the code fires on a mutated copy — of the registry
/// (the code changed) or of the configs (the config changed) — with its whole diagnostic.
final class RegistryRuleTests: FailureRecordingTestCase {
    private let plist = RepositoryPaths.plist

    /// A handler renamed in code but not in the config: the original check.
    func testUndeclaredActionWhenTheCodeRenamesAConfiguredAction() throws {
        let registry = try SampleAppPages.registry.editing("HomeViewController") { actions in
            actions.map { $0 == "onFavBtnPressed_UA:" ? "onFavouriteBtnPressed_UA:" : $0 }
        }
        let report = try Validator().validate(ConfigSet.load([RepositoryPaths.configs]), registry: registry)
        XCTAssertEqual(
            report.findings.map(\.description),
            [
                // The renamed handler is tagged and, under its new name, not configured either.
                "\(plist):20:2: error: -[ConfigValidationTests.HomeViewController onFavouriteBtnPressed_UA:] is tagged _UA but no event is configured for it; add it under HomeViewController → ControlEventIDs [untracked-action]",
                "\(plist):24:4: error: -[HomeViewController onFavBtnPressed_UA:] is configured but HomeViewController declares no such action; did you mean onFavouriteBtnPressed_UA:? [undeclared-action]",
            ])
    }

    /// The same drift from the config's side, as the helper words it: one failure per finding.
    func testUndeclaredActionWhenTheConfigMisspellsAnAction() throws {
        let copy = try configs(editing: [
            TextEdit(
                file: "WGlobalUserStatisticsConfig.plist", original: "<key>onFavBtnPressed_UA:</key>", replacement: "<key>onFavBtnPressed:</key>")
        ])
        let plist = copy.path("WGlobalUserStatisticsConfig.plist")
        let failures = failures { XCTAssertEventMapValid(config: [copy.directory], registry: SampleAppPages.registry) }
        XCTAssertEqual(
            failures,
            [
                "\(plist):20:2: -[ConfigValidationTests.HomeViewController onFavBtnPressed_UA:] is tagged _UA but no event is configured for it; add it under HomeViewController → ControlEventIDs [untracked-action]",
                "\(plist):24:4: -[HomeViewController onFavBtnPressed:] is configured but HomeViewController declares no such action; did you mean onFavBtnPressed_UA:? [undeclared-action]",
            ])
    }

    func testUntrackedActionWhenTheCodeAddsATaggedAction() throws {
        let registry = try SampleAppPages.registry.editing("NotificationSettingsViewController") { $0 + ["onResetBtnPressed_UA(_:)"] }
        let report = try Validator().validate(ConfigSet.load([RepositoryPaths.configs]), registry: registry)
        XCTAssertEqual(
            report.findings.map(\.description),
            [
                "\(RepositoryPaths.settingsXML):8:9: error: -[ConfigValidationTests.NotificationSettingsViewController onResetBtnPressed_UA:] is tagged _UA but no event is configured for it; add it under NotificationSettingsViewController → ControlEventIDs [untracked-action]"
            ])
    }

    /// From a registry file `mapper scan` wrote, the finding points where the scan found the
    /// action: into the Swift source, not the registry file.
    func testUntrackedActionPointsIntoTheSourceTheScanRecorded() throws {
        let copy = try configs(editing: [
            TextEdit(
                file: "WGlobalUserStatisticsConfig.plist", original: "<key>onFavBtnPressed_UA:</key>", replacement: "<key>onFavBtnPresed_UA:</key>")
        ])
        let report = try Validator().validate(
            ConfigSet.load([copy.directory]), registry: ActionRegistry(RegistryFile.load(path: RepositoryPaths.registryFile)))
        XCTAssertEqual(
            report.findings.filter { $0.rule == .untrackedAction }.map(\.location.description),
            [RepositoryPaths.path("Examples/SampleApp/HomeViewController.swift") + ":27:20"])
    }

    /// From a registry file without places (written by hand), the finding points at the action's
    /// line in that file.
    func testUntrackedActionPointsIntoTheRegistryFile() throws {
        let copy = try copy(
            [RepositoryPaths.handWrittenRegistryFile],
            editing: [
                TextEdit(
                    file: "registry.json", original: "\"onFavBtnPressed_UA:\",",
                    replacement: "\"onFavBtnPressed_UA:\",\n        \"onPullToRefresh_UA:\",")
            ])
        let registryFile = copy.path("registry.json")
        let failures = failures { XCTAssertEventMapValid(config: [RepositoryPaths.configs], registryFiles: [registryFile]) }
        XCTAssertEqual(
            failures,
            [
                "\(registryFile):36:9: -[HomeViewController onPullToRefresh_UA:] is tagged _UA but no event is configured for it; add it under HomeViewController → ControlEventIDs [untracked-action]"
            ])
    }

    /// Only the tag makes an action "must be tracked": an untagged one may stay unconfigured.
    func testAddingAnUntaggedActionChangesNothing() throws {
        let registry = try SampleAppPages.registry.editing("HomeViewController") { $0 + ["onLongPressed(_:)"] }
        XCTAssertEqual(registry.allActions(of: "HomeViewController").map(\.selector.text).contains("onLongPressed:"), true)
        let failures = failures { XCTAssertEventMapValid(config: [RepositoryPaths.configs], registry: registry, strict: true) }
        XCTAssertEqual(failures, [])
        let report = try Validator().validate(ConfigSet.load([RepositoryPaths.configs]), registry: registry)
        XCTAssertEqual(report.findings.map(\.description), [])
    }

    func testUnknownClassWhenTheConfigMisspellsAClass() throws {
        let copy = try configs(editing: [
            TextEdit(
                file: "WGlobalUserStatisticsConfig.plist", original: "<key>DetailViewController</key>",
                replacement: "<key>DetailsViewController</key>")
        ])
        let plist = copy.path("WGlobalUserStatisticsConfig.plist")
        let expected = [
            "\(plist):5:2: error: 'DetailsViewController' is configured but the registry has no such class; did you mean DetailViewController? [unknown-class]"
        ]
        // Swift-declared classes are module-qualified; the suggestion is still the class as the config would name it.
        let declared = try Validator().validate(ConfigSet.load([copy.directory]), registry: SampleAppPages.registry)
        XCTAssertEqual(declared.findings.map(\.description), expected)
        let fromFile = try Validator().validate(
            ConfigSet.load([copy.directory]), registry: ActionRegistry(RegistryFile.load(path: RepositoryPaths.handWrittenRegistryFile)))
        XCTAssertEqual(fromFile.findings.map(\.description), expected)
    }

    /// An action configured only under the superclass that declares it is never found for the
    /// subclasses the hooks actually see.
    func testSuperclassOnlyActionWhenOnlyTheSuperclassIsConfigured() throws {
        let entry = """
            \t<key>BaseViewController</key>
            \t<dict>
            \t\t<key>ControlEventIDs</key>
            \t\t<dict>
            \t\t\t<key>onHelpBtnPressed:</key>
            \t\t\t<string>CTRL_EVENT_HELP</string>
            \t\t</dict>
            \t</dict>

            """
        let copy = try configs(editing: [
            TextEdit(
                file: "WGlobalUserStatisticsConfig.plist", original: "\t<key>DetailViewController</key>\n",
                replacement: entry + "\t<key>DetailViewController</key>\n")
        ])
        let plist = copy.path("WGlobalUserStatisticsConfig.plist")
        let report = try Validator().validate(ConfigSet.load([copy.directory]), registry: SampleAppPages.registry)
        XCTAssertEqual(
            report.findings.map(\.description),
            ["Home", "NotificationSettings", "Settings"].map { page in
                "\(plist):9:4: warning: -[ConfigValidationTests.BaseViewController onHelpBtnPressed:] is configured only for ConfigValidationTests.BaseViewController; ConfigValidationTests.\(page)ViewController inherits it, and the exact-class lookup finds nothing for ConfigValidationTests.\(page)ViewController; configure it under \(page)ViewController too [superclass-only-action]"
            })
        // A warning: it fails the check only when strict.
        XCTAssertEqual(failures { XCTAssertEventMapValid(config: [copy.directory], registry: SampleAppPages.registry) }, [])
        XCTAssertEqual(failures { XCTAssertEventMapValid(config: [copy.directory], registry: SampleAppPages.registry, strict: true) }.count, 3)
    }

    /// The action is inherited, so configuring it under the subclass is what the hooks need; the
    /// undeclared-action check must accept it (as `respondsToSelector:` would).
    func testInheritedActionConfiguredUnderTheSubclassIsDeclared() throws {
        let copy = try configs(editing: [
            TextEdit(
                file: "WGlobalUserStatisticsConfig.plist",
                original: "\t\t\t<key>onShareBtnPressed:</key>\n\t\t\t<string>CTRL_EVENT_HOME_SHARE</string>\n",
                replacement:
                    "\t\t\t<key>onShareBtnPressed:</key>\n\t\t\t<string>CTRL_EVENT_HOME_SHARE</string>\n\t\t\t<key>onHelpBtnPressed:</key>\n\t\t\t<string>CTRL_EVENT_HOME_HELP</string>\n"
            )
        ])
        let report = try Validator().validate(ConfigSet.load([copy.directory]), registry: SampleAppPages.registry)
        XCTAssertEqual(report.findings.map(\.description), [])
    }

    /// Two registry files that disagree about a class: one of them is stale.
    func testConflictingDeclarationWhenRegistryFilesDisagree() throws {
        let copy = try copy(
            [RepositoryPaths.handWrittenRegistryFile],
            editing: [
                TextEdit(file: "registry.json", original: "\"onRefreshPulled:\",", replacement: "\"onRefreshPulled:\",\n        \"onLongPressed:\","),
                TextEdit(
                    file: "registry.json", original: "\"name\": \"SettingsViewController\",\n      \"superclass\": \"BaseViewController\"",
                    replacement: "\"name\": \"SettingsViewController\",\n      \"superclass\": \"UIViewController\""),
            ])
        let stale = copy.path("registry.json")
        let failures = failures {
            XCTAssertEventMapValid(config: [RepositoryPaths.configs], registryFiles: [RepositoryPaths.handWrittenRegistryFile, stale])
        }
        XCTAssertEqual(
            failures,
            [
                "\(stale):31:15: 'HomeViewController' is declared again with different actions; first declared at \(RepositoryPaths.handWrittenRegistryFile):31:15; the first declaration is used [conflicting-declaration]",
                "\(stale):50:15: 'SettingsViewController' is declared again with superclass UIViewController instead of BaseViewController; first declared at \(RepositoryPaths.handWrittenRegistryFile):49:15; the first declaration is used [conflicting-declaration]",
            ])
    }

    /// Two registries `mapper scan` wrote place a class at the same source line: the finding is at
    /// the later registry's entry and names where the earlier one lists it.
    func testConflictingDeclarationBetweenTwoScannedRegistriesNamesBoth() throws {
        let copy = try copy(
            [RepositoryPaths.registryFile],
            editing: [
                TextEdit(
                    file: "registry.json", original: "\"onRefreshPulled:\",\n", replacement: "\"onRefreshPulled:\",\n        \"onLongPressed:\",\n")
            ])
        let stale = copy.path("registry.json")
        let merged = ActionRegistry.merging([try RegistryFile.load(path: RepositoryPaths.registryFile), try RegistryFile.load(path: stale)])
        let folder = (RepositoryPaths.registryFile as NSString).deletingLastPathComponent
        let sourceFolder = (resolvedPath(stale) as NSString).deletingLastPathComponent
        XCTAssertEqual(
            merged.findings.map(\.description),
            [
                "\(stale):45:15: error: 'HomeViewController' is declared again with different actions (declared at \(sourceFolder)/HomeViewController.swift:9:13); "
                    + "first declared at \(folder)/HomeViewController.swift:9:13 (as \(RepositoryPaths.registryFile):45:15 lists it); "
                    + "the first declaration is used [conflicting-declaration]"
            ])
    }

    /// The Swift declarations and a registry file disagreeing is the same conflict, although the
    /// Swift names are module-qualified and the file's are not.
    func testConflictingDeclarationBetweenSwiftDeclarationsAndARegistryFile() throws {
        let edited = try SampleAppPages.registry.editing("DetailViewController") { $0.filter { $0 != "onBackBtnPressed:" } }
        let merged = ActionRegistry.merging([edited.classes, try RegistryFile.load(path: RepositoryPaths.handWrittenRegistryFile)])
        XCTAssertEqual(
            merged.findings.map(\.description),
            [
                "\(RepositoryPaths.handWrittenRegistryFile):21:15: error: 'DetailViewController' is declared again with different actions; the first declaration is used [conflicting-declaration]"
            ])
        XCTAssertEqual(
            merged.registry.allActions(of: "DetailViewController").map(\.selector.text), ["onShareBtnPressed:", "viewDidLoad"],
            "the first declaration is used")
    }

    /// Two sources without locations (both declared in Swift) that disagree are still reported.
    func testConflictingDeclarationBetweenTwoSwiftDeclarations() throws {
        let edited = try SampleAppPages.registry.editing("HomeViewController") { $0 + ["onLongPressed:"] }
        let merged = ActionRegistry.merging([SampleAppPages.registry.classes, edited.classes])
        XCTAssertEqual(
            merged.findings.map(\.description),
            [
                "<registry>:1:1: error: 'ConfigValidationTests.HomeViewController' is declared again with different actions; the first declaration is used [conflicting-declaration]"
            ])
    }

    /// A framework superclass that one source names and another leaves out changes nothing the
    /// registry can check (the lineage stops there either way); another framework class named
    /// instead is a real disagreement.
    func testConflictingDeclarationOnlyForAKnownOrDifferentSuperclass() throws {
        let omitted = try copy(
            [RepositoryPaths.handWrittenRegistryFile],
            editing: [
                TextEdit(
                    file: "registry.json", original: "\"name\": \"BaseViewController\",\n      \"superclass\": \"UIViewController\",",
                    replacement: "\"name\": \"BaseViewController\",")
            ]
        ).path("registry.json")
        let declared = SampleAppPages.registry.classes
        XCTAssertEqual(ActionRegistry.merging([declared, try RegistryFile.load(path: omitted)]).findings.map(\.description), [])

        let renamed = try copy(
            [RepositoryPaths.handWrittenRegistryFile],
            editing: [
                TextEdit(
                    file: "registry.json", original: "\"name\": \"BaseViewController\",\n      \"superclass\": \"UIViewController\",",
                    replacement: "\"name\": \"BaseViewController\",\n      \"superclass\": \"UITableViewController\",")
            ]
        ).path("registry.json")
        XCTAssertEqual(
            ActionRegistry.merging([declared, try RegistryFile.load(path: renamed)]).findings.map(\.description),
            [
                "\(renamed):13:15: error: 'BaseViewController' is declared again with superclass UITableViewController instead of ConfigValidationTests.UIViewController; the first declaration is used [conflicting-declaration]"
            ])
    }
}
