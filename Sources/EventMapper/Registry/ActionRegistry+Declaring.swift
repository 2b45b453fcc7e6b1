import EventMapCore

extension ActionRegistry {
    /// A registry of Swift types that declare their actions. Superclasses are read from the
    /// classes themselves; a superclass that declares actions is included even when it is not
    /// listed.
    /// - Parameter types: The page types.
    public init(declaring types: [any ActionDeclaring.Type]) {
        var classes: [DeclaredClass] = []
        var seen = Set<String>()
        for type in types {
            var current: Any.Type? = type
            while let type = current {
                let name = String(reflecting: type)
                guard seen.insert(name).inserted else { break }
                let superclass: AnyClass? = (type as? AnyClass).flatMap { _getSuperclass($0) }
                var actions = (type as? any ActionDeclaring.Type)?.declaredActions ?? []
                // A subclass that does not override `declaredActions` sees its superclass's list:
                // those actions are inherited, not declared again.
                if let inherited = (superclass as? any ActionDeclaring.Type)?.declaredActions, inherited == actions {
                    actions = []
                }
                classes.append(DeclaredClass(
                    name: ClassName(name),
                    superclass: superclass.map { ClassName(String(reflecting: $0)) },
                    actions: actions.map { DeclaredAction($0) }
                ))
                current = superclass.flatMap { $0 as? any ActionDeclaring.Type }
            }
        }
        self.init(classes)
    }
}
