import EventMapCore
import EventMapXML
import EventMapper

/// A ``ClassFragment`` while its block is being read: its actions in source order, each
/// selector once (a method declared in two branches of an `#if` is one action).
struct ObjectiveCFragmentBuilder {
    private let name: ClassName
    private let superclass: ClassName?
    private let location: SourceLocation
    private let role: ClassFragment.Role
    private var actions: [DeclaredAction] = []
    private var selectors = Set<ActionSelector>()

    init(name: ClassName, superclass: ClassName?, location: SourceLocation, role: ClassFragment.Role) {
        self.name = name
        self.superclass = superclass
        self.location = location
        self.role = role
    }

    /// Adds an action unless its selector is already there.
    mutating func add(_ action: DeclaredAction) {
        if selectors.insert(action.selector).inserted { actions.append(action) }
    }

    /// The fragment as read so far.
    var fragment: ClassFragment {
        ClassFragment(name: name, superclass: superclass, actions: actions, location: location, role: role)
    }
}
