/// Every rule: its ID, default severity and summary, and the messages and name checks the
/// loaders share. The README's rule table is tested against this catalogue.
extension Rule {
    /// Every rule, for checking rule IDs in `.mapper.json` and for SARIF's rule list.
    public static let catalogue: [Rule] = [
        .malformedXML, .mergeConflict, .invalidPlist, .forbiddenConstruct, .duplicateKey, .wrongValueType,
        .unknownSection, .unknownPageEvent, .malformedEventID, .malformedName, .duplicateClass,
        .schemaViolation, .conflictingDeclaration, .unknownClass, .unreachableClassName, .undeclaredAction, .untrackedAction,
        .superclassOnlyAction, .duplicateEventID, .similarEventID, .eventIDNaming,
        .unreadableSource, .unparsableSource, .unimplementedConnectedAction, .incompleteConfigSet, .codeNotChecked,
    ]

    /// The rule with this ID, if there is one.
    public static func withID(_ id: String) -> Rule? {
        catalogue.first { $0.id == id }
    }

    /// A config that is not well-formed XML cannot be read at all; nothing in it is checked
    /// until it is fixed. The message is libxml2's, located.
    public static let malformedXML = Rule(
        id: "malformed-xml", defaultSeverity: .error,
        summary: "The file is not well-formed XML."
    )

    /// A `<<<<<<<` line git left where a merge stopped. The file is not given to the XML parser,
    /// whose "invalid element name" would hide that a merge is unfinished; the message names the
    /// line and the branch on the `>>>>>>>` line.
    public static let mergeConflict = Rule(
        id: "merge-conflict", defaultSeverity: .error,
        summary: "The file holds an unresolved merge conflict (<<<<<<<, =======, >>>>>>> lines)."
    )

    /// Well-formed XML that Apple's parser would refuse ("Found non-key inside <dict>"): the app
    /// would load no config at all at run time. Worded as Apple's parser words it.
    public static let invalidPlist = Rule(
        id: "invalid-plist", defaultSeverity: .error,
        summary: "The file is not a property list Apple's parser accepts."
    )

    /// Entity declarations, inline DTDs and absurd nesting are refused rather than expanded:
    /// they are how XML files read local files or exhaust memory, and no config needs them.
    public static let forbiddenConstruct = Rule(
        id: "forbidden-construct", defaultSeverity: .error,
        summary: "The file uses an XML construct refused for safety (entities, inline DTD, deep nesting)."
    )

    /// Apple's parser keeps the last of two equal keys and says nothing, so an edit that adds a
    /// key a second time silently replaces (or is replaced by) the first.
    public static let duplicateKey = Rule(
        id: "duplicate-key", defaultSeverity: .error,
        summary: "A key appears twice in one dictionary; Apple's parser silently keeps the last."
    )

    package static func duplicateKeyMessage(_ key: String, first: SourceLocationText) -> String {
        "duplicate key '\(key)' (first at \(first)); Apple's parser silently keeps only the last"
    }

    /// The hooks read the config by fixed paths (`class → PageEventIDs → Enter`); a value of the
    /// wrong type on that path makes the lookup find nothing, silently.
    public static let wrongValueType = Rule(
        id: "wrong-value-type", defaultSeverity: .error,
        summary: "A value has the wrong type for its place in the schema."
    )

    /// A page dictionary holds `PageEventIDs` and `ControlEventIDs` only; any other key (often a
    /// typo such as `PageEventID`) is never read, so its events never fire.
    public static let unknownSection = Rule(
        id: "unknown-section", defaultSeverity: .error,
        summary: "A page entry has a key other than PageEventIDs and ControlEventIDs."
    )

    /// The sections a page dictionary may hold.
    package static let knownSections = ["ControlEventIDs", "PageEventIDs"]

    /// `PageEventIDs` holds `Enter` and `Leave` only; `enter` or `Appear` are never looked up.
    public static let unknownPageEvent = Rule(
        id: "unknown-page-event", defaultSeverity: .error,
        summary: "PageEventIDs has a key other than Enter and Leave."
    )

    /// An event ID that is empty or has blanks or control characters in it is almost always a
    /// slip of the keyboard, and the analytics backend drops or mis-files it.
    public static let malformedEventID = Rule(
        id: "malformed-event-id", defaultSeverity: .error,
        summary: "An event ID is empty or contains blanks or control characters."
    )

    /// Why `text` cannot be an event ID, or nil when it can.
    package static func eventIDProblem(_ text: String) -> String? {
        if text.isEmpty { return "the event ID is empty" }
        if NameSyntax.containsBlankOrControl(text) {
            return "the event ID '\(text.debugDescriptionBody)' contains blanks or control characters"
        }
        return nil
    }

    /// The runtime looks classes up by `NSStringFromClass` and actions by
    /// `NSStringFromSelector`. A key that cannot be either — blanks, a Swift spelling such as
    /// `onFav(_:)` — never matches.
    public static let malformedName = Rule(
        id: "malformed-name", defaultSeverity: .error,
        summary: "A class name or action selector key cannot match what the runtime looks up."
    )

    /// Why `text` cannot be a class name, or nil when it can: identifier characters, with `.`
    /// between a module and a class.
    package static func classNameProblem(_ text: String) -> String? {
        if text.isEmpty { return "the class name is empty" }
        guard NameSyntax.isClassName(text) else {
            return "'\(text.debugDescriptionBody)' is not a class name"
        }
        return nil
    }

    /// Why `text` cannot be an Objective-C selector, or nil when it can; a Swift spelling gets
    /// its Objective-C form as the suggestion.
    package static func selectorProblem(_ text: String) -> (message: String, suggestion: String?)? {
        if text.isEmpty { return ("the action selector is empty", nil) }
        if NameSyntax.isSelector(text) { return nil }
        if text.utf8.contains(UInt8(ascii: "(")) {
            let objectiveC = ActionSelector(text).text
            return ("'\(text)' is a Swift spelling; the runtime looks up '\(objectiveC)'", "write '\(objectiveC)'")
        }
        return ("'\(text.debugDescriptionBody)' is not an Objective-C selector", nil)
    }

    /// In a config set (one file per module or team) the same class configured in two files
    /// means two teams edit one page's events in different places; only one of them is used.
    public static let duplicateClass = Rule(
        id: "duplicate-class", defaultSeverity: .error,
        summary: "The same class is configured in two files of a config set."
    )

    /// The XML dialect is defined by the XSD that ships with EventMapper; a file it rejects
    /// would be read differently (or not at all) by other tools.
    public static let schemaViolation = Rule(
        id: "xml-schema", defaultSeverity: .error,
        summary: "An XML-dialect config does not follow the event-map XSD."
    )

    /// Two registries (or a registry and the sources) that disagree about a class mean one of
    /// them is stale; which actions the class really has is then unknown.
    public static let conflictingDeclaration = Rule(
        id: "conflicting-declaration", defaultSeverity: .error,
        summary: "A class is declared twice in the registry with different actions or superclass."
    )

    /// A configured class the code does not have — renamed, removed or misspelt — records
    /// nothing at all, and nobody notices.
    public static let unknownClass = Rule(
        id: "unknown-class", defaultSeverity: .error,
        summary: "A configured class is not in the action registry."
    )

    /// The hooks look the config up by `NSStringFromClass([target class])` (or, when the project
    /// says so, without its module). A key that names a class of the code but is not that name —
    /// `HomeViewController` for the Swift class `SampleApp.HomeViewController`, any key for a
    /// private, nested, generic or local Swift class, whose runtime name is mangled — is never
    /// looked up, so its events never fire, and nothing else says so.
    public static let unreachableClassName = Rule(
        id: "unreachable-class-name", defaultSeverity: .error,
        summary: "A configured class name is not the name the hooks look the class up by, so its events never fire."
    )

    /// The original check: a configured action the class does not respond to is never sent, so
    /// its event never fires — usually a handler that was renamed in code but not in the config.
    public static let undeclaredAction = Rule(
        id: "undeclared-action", defaultSeverity: .error,
        summary: "A configured action is not declared by its class or any superclass."
    )

    package static func undeclaredActionMessage(_ className: ClassName, _ selector: ActionSelector) -> String {
        "-[\(className) \(selector)] is configured but \(className) declares no such action"
    }

    /// The check the original approach described and never shipped: an action whose name carries
    /// the tracking tag (`_UA` by default) promises an event; without a config entry it records
    /// nothing.
    public static let untrackedAction = Rule(
        id: "untracked-action", defaultSeverity: .error,
        summary: "An action tagged for tracking has no event configured."
    )

    /// The hooks look the config up by the exact class of the target. An action configured only
    /// under a superclass's entry is found for instances of that superclass, but never for a
    /// subclass that inherits the action — `respondsToSelector:` says yes, the config says nothing.
    public static let superclassOnlyAction = Rule(
        id: "superclass-only-action", defaultSeverity: .warning,
        summary: "An inherited action is configured only under a superclass, which the exact-class lookup never reaches."
    )

    /// Two events sharing one ID cannot be told apart in the analytics backend; it is almost
    /// always a copy-paste slip.
    public static let duplicateEventID = Rule(
        id: "duplicate-event-id", defaultSeverity: .error,
        summary: "The same event ID is used for two events."
    )

    /// IDs that differ only in case or underscores (`CTRL_EVENT_HOME_FAV`, `CTRL_EVENT_HOMEFAV`)
    /// are merged or confused by people and by some backends.
    public static let similarEventID = Rule(
        id: "similar-event-id", defaultSeverity: .warning,
        summary: "Two event IDs differ only in case or underscores."
    )

    /// The form two IDs are compared in: lower case, without underscores. ASCII is folded on
    /// bytes; other text takes Unicode's lower case.
    package static func folded(_ id: String) -> String {
        guard id.utf8.allSatisfy({ $0 < 0x80 }) else {
            return String(id.lowercased().unicodeScalars.filter { $0 != "_" })
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(id.utf8.count)
        for byte in id.utf8 where byte != UInt8(ascii: "_") {
            bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A project's IDs follow one convention (upper snake case unless `.mapper.json` sets
    /// `eventIDPattern`); an ID outside it is often a typo or a value pasted into the wrong place.
    public static let eventIDNaming = Rule(
        id: "event-id-naming", defaultSeverity: .warning,
        summary: "An event ID does not match the project's naming pattern."
    )

    /// Upper snake case: `CTRL_EVENT_HOME_FAV`.
    public static let defaultEventIDPattern = "[A-Z][A-Z0-9]*(_[A-Z0-9]+)*"

    /// A source file that was found but could not be read: it is reported, never skipped, since
    /// its actions would otherwise be missing from the registry without a word.
    public static let unreadableSource = Rule(
        id: "unreadable-source", defaultSeverity: .error,
        summary: "A source file could not be read, so its declarations are missing from the registry."
    )

    /// A source file with syntax the scanner could not make sense of: what it could read is still
    /// used, and the place where it gave up is reported.
    public static let unparsableSource = Rule(
        id: "unparsable-source", defaultSeverity: .warning,
        summary: "A source file has syntax errors; declarations after the error may be missing from the registry."
    )

    /// A storyboard or xib connects a control to an action its class does not implement: tapping
    /// it raises "unrecognized selector sent to instance" at run time.
    public static let unimplementedConnectedAction = Rule(
        id: "unimplemented-connected-action", defaultSeverity: .error,
        summary: "A storyboard or xib connects an action that its class does not implement."
    )

    /// A config that does not parse hides what it configures; the checks that ask whether an
    /// action is configured anywhere in the set would report everything it tracks as missing.
    public static let incompleteConfigSet = Rule(
        id: "incomplete-config-set", defaultSeverity: .note,
        summary: "A config does not parse, so the checks that need the whole set were not run."
    )

    /// A validation without a registry or sources checks the configs alone: the original check
    /// (configured actions exist in the code) and the tagged-action check did not run.
    public static let codeNotChecked = Rule(
        id: "code-not-checked", defaultSeverity: .note,
        summary: "No registry or sources were given, so the configs were not compared with the code."
    )

    /// `mapper fmt` and `mapper convert` never drop anything silently: a comment the canonical
    /// layout has no place for, an attribute no value carries, an entry the target format cannot
    /// hold. Only those commands report it; `validate` never does.
    public static let lossyRewrite = Rule(
        id: "lossy-rewrite", defaultSeverity: .error,
        summary: "Rewriting the file would lose something it holds, so it is left as it is."
    )

    /// A JSON or CSV config that is not well-formed, or not in the shape `mapper convert` reads.
    /// Only `mapper convert` reads these formats, so `validate` never reports it.
    public static let malformedInput = Rule(
        id: "malformed-input", defaultSeverity: .error,
        summary: "A JSON or CSV config is not well-formed or not in the config's shape."
    )
}

extension String {
    /// The text with escapes for invisible characters, without surrounding quotes.
    package var debugDescriptionBody: String { String(debugDescription.dropFirst().dropLast()) }
}
