/// The name of a Swift module, as `modules` in `.mapper.json` and `--module` give it: the first
/// part of `Module.Class`.
package enum ModuleName {
    /// Whether `name` can be a module's name: a Swift identifier of ASCII letters, digits and `_`,
    /// not starting with a digit.
    package static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }

    /// What is wrong with `name` when it is not ``isValid(_:)``.
    package static func problem(_ name: String) -> String {
        "'\(name)' is not a module name (a Swift identifier: letters, digits and _, not starting with a digit)"
    }
}
