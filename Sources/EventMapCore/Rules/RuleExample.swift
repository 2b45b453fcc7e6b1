/// A rule's two examples: a project in which `mapper` reports it, and the same project put right.
package struct RuleExamples: Sendable {
    /// A project the rule reports.
    package let triggering: RuleExample
    /// A project the rule does not report.
    package let passing: RuleExample

    package init(triggering: RuleExample, passing: RuleExample) {
        self.triggering = triggering
        self.passing = passing
    }
}

/// A small project on disk and the `mapper` command run in it.
package struct RuleExample: Sendable {
    /// A file of the project.
    package enum File: Sendable, Equatable {
        /// A file holding this text.
        case text(String)
        /// A symbolic link to this path.
        case link(String)
    }

    /// The project's files, by path relative to its folder.
    package let files: [String: File]
    /// The arguments of `mapper`, run in the project's folder.
    package let arguments: [String]

    package init(files: [String: File], arguments: [String]) {
        self.files = files
        self.arguments = arguments
    }

    /// The path of the config the helpers below write.
    package static let configPath = "Configs/Events.plist"
    /// The path of the registry the helpers below write.
    package static let registryPath = "Registry/actions.json"

    /// `mapper validate` of configs holding these page entries (the XML inside the root
    /// `<dict>`), by path, with a registry of these classes (JSON objects) when given, and these
    /// source files (scanned without a cache).
    package static func validation(
        configs: [String: String], registry classes: [String]? = nil, sources: [String: File] = [:], configTexts: [String: String] = [:]
    ) -> RuleExample {
        var files = configs.mapValues { File.text(plist($0)) }
        for (path, text) in configTexts { files[path] = .text(text) }
        var arguments = ["validate", "--config", "Configs"]
        if let classes {
            files[registryPath] = .text(#"{ "version": 1, "classes": [ "# + classes.joined(separator: ", ") + " ] }\n")
            arguments += ["--registry", registryPath]
        }
        for (path, file) in sources { files[path] = file }
        if !sources.isEmpty { arguments += ["--sources", "Sources", "--no-cache"] }
        return RuleExample(files: files, arguments: arguments)
    }

    /// `mapper validate` of one config holding these page entries.
    package static func validation(_ pages: String, registry classes: [String]? = nil, sources: [String: File] = [:]) -> RuleExample {
        validation(configs: [configPath: pages], registry: classes, sources: sources)
    }

    /// `mapper validate` of one config holding exactly this text.
    package static func validation(configText: String, at path: String = configPath) -> RuleExample {
        RuleExample(files: [path: .text(configText)], arguments: ["validate", "--config", "Configs"])
    }

    /// A property list whose root dictionary holds `pages`.
    package static func plist(_ pages: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \(pages)
        </dict>
        </plist>

        """
    }

    /// A config in the XML dialect holding `pages`.
    package static func dialect(_ pages: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <event-map version="1">
          \(pages)
        </event-map>

        """
    }

    /// A Swift file declaring an empty view controller.
    package static func swiftClass(_ name: String) -> String {
        "import UIKit\n\nclass \(name): UIViewController {}\n"
    }

    /// A page entry: the class, its Enter event and its actions' events.
    package static func page(_ className: String, enter: String? = "PAGE_EVENT_HOME_ENTER", actions: [(String, String)] = []) -> String {
        var sections: [String] = []
        if let enter { sections.append("<key>PageEventIDs</key><dict><key>Enter</key><string>\(enter)</string></dict>") }
        if !actions.isEmpty {
            let entries = actions.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
            sections.append("<key>ControlEventIDs</key><dict>\(entries)</dict>")
        }
        return "<key>\(className)</key><dict>\(sections.joined())</dict>"
    }

    /// A registry class (a JSON object): its name, superclass and actions.
    package static func declared(_ name: String, superclass: String? = nil, actions: [String] = []) -> String {
        let superclassField = superclass.map { #", "superclass": "\#($0)""# } ?? ""
        let list = actions.map { "\"\($0)\"" }.joined(separator: ", ")
        return #"{ "name": "\#(name)"\#(superclassField), "actions": [\#(list)] }"#
    }
}
