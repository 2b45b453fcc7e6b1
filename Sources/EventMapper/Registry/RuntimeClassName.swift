import EventMapCore

/// What `NSStringFromClass` returns for a class, as far as its declaration tells: the name the
/// hooks look the config up by.
///
/// - An Objective-C class, and a Swift class renamed with `@objc(Name)`: `Name`.
/// - Any other Swift class: `Module.Class`, when the scan knows the module of its folder
///   (`modules` in `.mapper.json`); ``inUnknownModule(_:)`` when it does not.
/// - A `private` or `fileprivate` Swift class, one nested in another type, a generic one and one
///   declared inside a function: a mangled `_Tt…` name (``mangled(_:)``) that holds the module,
///   the enclosing types or a hash of the file; no config key can sensibly match it.
///
/// The scan records it for each class (`mapper scan` writes it into the registry file); a
/// registry file written by hand, and the `ActionDeclaring` types, leave it unknown.
public enum RuntimeClassName: Sendable, Hashable {
    /// The runtime reports this name.
    case named(ClassName)
    /// A Swift class whose module the scan does not know: the runtime reports `Module.` and
    /// this name.
    case inUnknownModule(ClassName)
    /// A Swift class whose runtime name is mangled, and why.
    case mangled(NameMangling)
}

extension RuntimeClassName: CustomStringConvertible {
    /// `Shop.CartViewController`; `<module>.CartViewController` when the module is not known;
    /// `_Tt… (nested in Outer)` for a mangled name.
    public var description: String {
        switch self {
        case .named(let name): name.text
        case .inUnknownModule(let name): "<module>." + name.text
        case .mangled(let why): "_Tt… (\(why.text))"
        }
    }
}

/// Why the Swift compiler gives a class a mangled runtime name (`_TtC…`) instead of
/// `Module.Class`.
public enum NameMangling: Sendable, Hashable {
    /// `private` or `fileprivate` (the access level as written): the name holds a hash of the
    /// file, `_TtC5MyAppP33_…17BannerOverlayView`.
    case access(String)
    /// Nested in this type (its Swift name): `_TtCC5MyApp5Outer5Inner`.
    case nested(in: String)
    /// Generic: each specialisation has its own name, `_TtGC5MyApp…`.
    case generic
    /// Declared inside this function (its Swift name, or what the code is).
    case local(in: String)

    /// The form the registry file writes: `private`, `fileprivate`, `nested in Outer`,
    /// `generic`, `local to viewDidLoad()`.
    public var text: String {
        switch self {
        case .access(let level): level
        case .nested(let outer): "nested in " + outer
        case .generic: "generic"
        case .local(let function): "local to " + function
        }
    }

    /// Reads the form ``text`` writes.
    /// - Parameter text: `private`, `fileprivate`, `nested in Outer`, `generic` or
    ///   `local to viewDidLoad()`.
    public init?(text: String) {
        switch text {
        case "private", "fileprivate": self = .access(text)
        case "generic": self = .generic
        default:
            if text.hasPrefix("nested in "), text.count > 10 {
                self = .nested(in: String(text.dropFirst(10)))
            } else if text.hasPrefix("local to "), text.count > 9 {
                self = .local(in: String(text.dropFirst(9)))
            } else {
                return nil
            }
        }
    }

    /// The forms ``init(text:)`` reads, for messages.
    public static let forms = "private, fileprivate, nested in <type>, generic or local to <function>"
}

/// How the app's hooks turn a class into a config key, which `.mapper.json` states
/// (`classLookup`).
public enum ClassLookup: String, Sendable, CaseIterable {
    /// `NSStringFromClass([target class])` as it is: `Module.Class` for a Swift class. The
    /// seeds' hooks look up this way, and it is the default.
    case exact
    /// `NSStringFromClass` without the module: everything up to the last `.` is dropped, so a
    /// Swift class is looked up as `Class`. A mangled name has no `.` and stays mangled.
    case moduleStripped = "module-stripped"

    /// The key the hooks look up for a class the runtime reports as `runtimeName`, when the
    /// sources tell it: nil for a mangled name, and for a Swift class of an unknown module
    /// under the exact lookup.
    public func key(for runtimeName: RuntimeClassName) -> ClassName? {
        switch (self, runtimeName) {
        case (_, .mangled): nil
        case (.exact, .named(let name)): name
        case (.exact, .inUnknownModule): nil
        case (.moduleStripped, .named(let name)), (.moduleStripped, .inUnknownModule(let name)): ClassName(String(name.unqualified))
        }
    }
}
