import EventMapCore
import EventMapper
import TestSupport
import XCTest

extension ActionRegistry {
    /// This registry with one class's own actions changed, as if its code had been edited.
    /// - Parameters:
    ///   - className: The class, unqualified.
    ///   - edit: Turns the class's selectors into the edited ones.
    /// - Throws: When the registry has no such class, so that an edit cannot silently do nothing.
    func editing(_ className: String, _ edit: ([ActionSelector]) -> [ActionSelector]) throws -> ActionRegistry {
        guard classes.contains(where: { $0.name.unqualified == className }) else {
            throw FixturePreparationError(message: "the registry has no class \(className)")
        }
        return ActionRegistry(
            classes.map { declared in
                guard declared.name.unqualified == className else { return declared }
                return DeclaredClass(
                    name: declared.name,
                    superclass: declared.superclass,
                    actions: edit(declared.actions.map(\.selector)).map { DeclaredAction($0) },
                    location: declared.location
                )
            })
    }
}
