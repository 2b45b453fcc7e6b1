import EventMapCore
import EventMapper

/// A starter config made from the code, for a project that has none (`mapper init --scaffold`):
/// each view controller that no other inherits from gets Enter and Leave events, and every class
/// its tagged actions, under the key the hooks look the class up by. IDs are made from the names:
/// `PAGE_EVENT_HOME_ENTER`, `CTRL_EVENT_HOME_FAV` for `-[HomeViewController onFavBtnPressed_UA:]`.
///
/// A class no key reaches (private, nested, generic), and under the exact lookup a Swift class
/// whose module is not known, is left out with a note that says why and what to do.
package struct ConfigScaffold: Sendable {
    /// The pages, in the code's order.
    package let pages: [PageMapping]
    /// Located notes on the classes left out.
    package let notes: [String]

    /// Makes the pages for the classes `registry` declares.
    /// - Parameters:
    ///   - registry: The classes the scan found.
    ///   - lookup: How the hooks turn a class into a key.
    ///   - tag: The text that marks an action as one to track.
    ///   - file: The config the pages go to, for their places.
    package init(registry: ActionRegistry, lookup: ClassLookup, tag: String, file: String) {
        let reachability = ClassNameReachability(lookup: lookup)
        let superclasses = Set(registry.classes.compactMap { $0.superclass?.text })
        let place = SourceLocation(file: file, line: 1, column: 1)
        var names = EventIDNames()
        var pages: [PageMapping] = []
        var notes: [String] = []
        for declared in registry.classes {
            let isPage = WorkspaceOverview.isScreen(declared, registry: registry) && !superclasses.contains(declared.name.text)
            let tagged = declared.actions.filter { $0.selector.text.contains(tag) }
            guard isPage || !tagged.isEmpty else { continue }
            guard let key = Self.key(for: declared, reachability: reachability, lookup: lookup, notes: &notes) else { continue }
            let stem = EventIDNames.stem(ofClass: key)
            var page = PageMapping(className: Located(ClassName(key), at: place))
            if isPage {
                page.pageEvents[.enter] = Located(EventID(names.unique("PAGE_EVENT_\(stem)_ENTER")), at: place)
                page.pageEvents[.leave] = Located(EventID(names.unique("PAGE_EVENT_\(stem)_LEAVE")), at: place)
            }
            for action in tagged {
                let id = names.unique("CTRL_EVENT_\(stem)_" + EventIDNames.stem(ofAction: action.selector, tag: tag))
                page.controls.append(ControlMapping(selector: Located(action.selector, at: place), eventID: Located(EventID(id), at: place)))
            }
            pages.append(page)
        }
        self.pages = pages
        self.notes = notes
    }

    /// The number of control entries.
    package var actionCount: Int { pages.reduce(0) { $0 + $1.controls.count } }

    /// The key to configure `declared` under, or nil with a note on why there is none.
    private static func key(
        for declared: DeclaredClass, reachability: ClassNameReachability, lookup: ClassLookup, notes: inout [String]
    ) -> String? {
        let place = declared.location.map { "\($0): " } ?? ""
        switch declared.runtimeName {
        case .mangled?:
            notes.append(place + "note: \(declared.name) is left out: " + reachability.unreachableSuggestion(for: declared))
            return nil
        case let runtimeName? where lookup.key(for: runtimeName) == nil:
            notes.append(
                place + "note: \(declared.name) is left out: NSStringFromClass gives 'Module.\(declared.name.unqualified)' for this Swift class, "
                    + "and its module is not known; name it with --module, or add @objc(\(declared.name.unqualified)) to the class")
            return nil
        default:
            return reachability.configKey(for: declared)
        }
    }
}

/// Event IDs made from class and action names, in upper snake case, each used once.
struct EventIDNames {
    private var used: Set<String> = []

    /// `id`, or `id_2`, `id_3`… when it is taken.
    mutating func unique(_ id: String) -> String {
        var candidate = id
        var number = 2
        while !used.insert(candidate).inserted {
            candidate = "\(id)_\(number)"
            number += 1
        }
        return candidate
    }

    /// `HOME` for `HomeViewController` or `App.HomeViewController`, `RATING_VIEW` for `RatingView`.
    static func stem(ofClass key: String) -> String {
        let name = key.split(separator: ".").last.map(String.init) ?? key
        var stem = upperSnakeCase(name)
        for suffix in ["ViewController", "Controller"] where name.hasSuffix(suffix) && name.count > suffix.count {
            stem = upperSnakeCase(String(name.dropLast(suffix.count)))
            break
        }
        return stem.isEmpty ? "PAGE" : stem
    }

    /// `FAV` for `onFavBtnPressed_UA:`, `EDIT` for `didTapEditButton_UA:`.
    static func stem(ofAction selector: ActionSelector, tag: String) -> String {
        var name = String(selector.text.prefix { $0 != ":" })
        if !tag.isEmpty { name = name.replacing(tag, with: "") }
        for prefix in ["didTap", "handle", "tap", "on"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if rest.first?.isUppercase == true { name = String(rest) }
            break
        }
        let suffixes = [
            "ButtonTapped", "ButtonPressed", "ButtonClicked", "BtnTapped", "BtnPressed", "BtnClicked", "Tapped", "Pressed", "Clicked", "Button",
            "Btn",
        ]
        for suffix in suffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            name = String(name.dropLast(suffix.count))
            break
        }
        let stem = upperSnakeCase(name)
        return stem.isEmpty ? "ACTION" : stem
    }

    /// `NOTIFICATION_SETTINGS` for `NotificationSettings`, `URL_LOADER` for `URLLoader`: ASCII
    /// letters and digits, words parted by `_`, anything else a part.
    static func upperSnakeCase(_ name: String) -> String {
        let characters = Array(name)
        var result = ""
        for (index, character) in characters.enumerated() {
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !result.isEmpty, result.last != "_" { result.append("_") }
                continue
            }
            if character.isUppercase, index > 0, result.last != "_", !result.isEmpty {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) { result.append("_") }
            }
            result.append(character.uppercased())
        }
        while result.last == "_" { result.removeLast() }
        return result
    }
}
