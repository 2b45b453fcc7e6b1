/// Positions of classes by name, matched as the registry and the resolver match names: exactly,
/// or module-qualified against unqualified. `MyApp.HomeViewController` and `HomeViewController`
/// are one class; `MyApp.HomeViewController` and `OtherKit.HomeViewController` are two.
///
/// Building a registry and merging registries both go through it, so that a Swift-declared
/// class (module-qualified) and the same class from a registry file (unqualified) are one class
/// there too, not two that are never compared.
public struct ClassNameIndex: Sendable {
    private var exact: [String: Int] = [:]
    /// The unqualified part of every name → the first position that has it.
    private var unqualified: [String: Int] = [:]

    /// An empty index.
    public init() {}

    /// The position of the class `name` refers to, if it has been inserted.
    public func position(of name: String) -> Int? {
        if let index = exact[name] { return index }
        let className = ClassName(name)
        if className.isQualified { return exact[String(className.unqualified)] }
        return unqualified[name]
    }

    /// Records `name` at `position`, unless a class it refers to is already recorded.
    /// - Returns: Whether it was recorded.
    @discardableResult
    public mutating func insert(_ name: ClassName, at position: Int) -> Bool {
        guard self.position(of: name.text) == nil else { return false }
        exact[name.text] = position
        let part = String(name.unqualified)
        if unqualified[part] == nil { unqualified[part] = position }
        return true
    }

    /// Whether two names refer to the same class; two absent names (no superclass) do too.
    public static func sameClass(_ first: ClassName?, _ second: ClassName?) -> Bool {
        guard let first, let second else { return first == nil && second == nil }
        if first == second { return true }
        guard first.isQualified != second.isQualified else { return false }
        return first.unqualified == second.unqualified
    }
}
