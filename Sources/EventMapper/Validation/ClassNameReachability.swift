import EventMapCore

/// The `unreachable-class-name` check: a configured class name is the key the hooks look that
/// class up by, given what `NSStringFromClass` returns for it (``RuntimeClassName``, which the
/// scan records) and what the hooks do with that (``ClassLookup``). Its messages are here too,
/// and the key the other rules suggest configuring a class under.
///
/// A class whose runtime name is unknown (a registry file written by hand, `ActionDeclaring`
/// types) is not checked. Under the exact lookup, a qualified key for a Swift class whose module
/// the scan does not know is taken as right: only the module could tell.
///
/// Triggering, with the exact lookup (the default):
/// - `HomeViewController` for the Swift class `SampleApp.HomeViewController`;
/// - `HomeViewController` for a Swift class whose module is not known (it is `Module.HomeViewController`);
/// - `SampleApp.DetailViewController` for the Objective-C class `DetailViewController`;
/// - any key for a `private`, `fileprivate`, nested, generic or local Swift class.
///
/// With `module-stripped`: `SampleApp.HomeViewController` (the hooks look up `HomeViewController`).
///
/// Not triggering: `SampleApp.HomeViewController` for that class with the exact lookup;
/// `HomeViewController` for an Objective-C class or one with `@objc(HomeViewController)`, with
/// either lookup.
package struct ClassNameReachability {
    let lookup: ClassLookup

    package init(lookup: ClassLookup) {
        self.lookup = lookup
    }

    /// The finding for the config key `key`, written at `location`, that names `declared`; nil
    /// when the hooks look the class up by that key, or the registry cannot tell.
    func finding(forKey key: ClassName, at location: SourceLocation, naming declared: DeclaredClass) -> Finding? {
        guard let runtimeName = declared.runtimeName else { return nil }
        let problem: (message: String, suggestion: String)
        switch runtimeName {
        case .mangled(let why):
            problem = (
                "'\(key)' is never looked up: \(declared.name) \(Self.phrase(why)), so NSStringFromClass gives a mangled _Tt… name that no config key matches",
                Self.fix(declared, why)
            )
        case .named, .inUnknownModule:
            if let expected = lookup.key(for: runtimeName) {
                guard key != expected else { return nil }
                let stable = lookup == .exact ? Self.stableName(runtimeName) : ""
                problem = (Self.mismatch(key, expected: expected, lookup: lookup), "use '\(expected)' as the key" + stable)
            } else {
                // The exact lookup of a Swift class of a module the scan does not know.
                guard !key.isQualified || key.unqualified != declared.name.unqualified else { return nil }
                let file = declared.location.map { " \($0.file) is compiled into" } ?? " it is in"
                problem = (
                    "'\(key)' is never looked up: NSStringFromClass gives '\(runtimeName)' for this Swift class, and the module\(file) is not known",
                    "add @objc(\(declared.name.unqualified)) to the class, or name its module under 'modules' in .mapper.json and use 'Module.\(declared.name.unqualified)' as the key"
                )
            }
        }
        return Finding(.unreachableClassName, problem.message, at: location, suggestion: problem.suggestion)
    }

    /// The key to configure `declared` under, as the other rules suggest it: the one the hooks
    /// look up, `<module>.Name` when only the module is missing, or nil when no key reaches the
    /// class (its runtime name is mangled) or the registry cannot tell.
    package func configKey(for declared: DeclaredClass) -> String? {
        switch declared.runtimeName {
        case nil: String(declared.name.unqualified)
        case .mangled?: nil
        case let runtimeName?: lookup.key(for: runtimeName)?.text ?? runtimeName.description
        }
    }

    /// What another rule suggests for a class no key reaches: give it a name the runtime keeps.
    package func unreachableSuggestion(for declared: DeclaredClass) -> String {
        guard case .mangled(let why)? = declared.runtimeName else { return "" }
        return "no config key reaches \(declared.name), which \(Self.phrase(why)): " + Self.fix(declared, why)
    }

    private static func mismatch(_ key: ClassName, expected: ClassName, lookup: ClassLookup) -> String {
        switch lookup {
        case .exact:
            "'\(key)' is never looked up: NSStringFromClass gives '\(expected)' for this class, and the hooks look it up exactly"
        case .moduleStripped:
            "'\(key)' is never looked up: the hooks strip the module from NSStringFromClass (classLookup is module-stripped) and look up '\(expected)'"
        }
    }

    /// `, or add @objc(Name) to the class` for a Swift class named after its module.
    private static func stableName(_ runtimeName: RuntimeClassName) -> String {
        switch runtimeName {
        case .named(let name) where name.isQualified: ", or add @objc(\(name.unqualified)) to the class and use '\(name.unqualified)'"
        default: ""
        }
    }

    private static func phrase(_ why: NameMangling) -> String {
        switch why {
        case .access(let level): "is a \(level) class"
        case .nested(let outer): "is nested in \(outer)"
        case .generic: "is generic"
        case .local(let code): "is declared inside \(code)"
        }
    }

    private static func fix(_ declared: DeclaredClass, _ why: NameMangling) -> String {
        let simple = declared.name.unqualified
        let stable = "add @objc(\(simple)) to the class and use '\(simple)' as the key"
        switch why {
        case .access: return stable + ", or make it internal"
        case .nested(let outer): return stable + ", or declare it outside \(outer)"
        case .generic: return "configure a non-generic subclass under its own name (Swift refuses @objc(Name) on a generic class)"
        case .local(let code): return stable + ", or declare it outside \(code)"
        }
    }
}
