import EventMapCore
import EventMapper

extension ClassAssembly {
    /// Decides the candidates of every class, superclasses first.
    ///
    /// A candidate is kept, in the order the compiler checks (`shouldMarkAsObjC` in its
    /// TypeCheckDeclObjC.cpp):
    /// - `inferredByObjCMembers`: when the class, a superclass in the scan, or the framework class
    ///   the chain ends in (``FrameworkDeclarations/objcMembersClasses``) is `@objcMembers`, and
    ///   its signature names no type of the scan that Objective-C cannot represent;
    /// - `overridesDeclaredAction`: when a superclass in the scan has the selector;
    /// - any candidate, `witnessesObjCRequirement` included: when its Swift name satisfies a
    ///   requirement of an Objective-C protocol that the class or a superclass in the scan
    ///   conforms to (conformances are inherited). Its selector is then the requirement's, since
    ///   the compiler names a witness after the requirement whatever made it `@objc`.
    struct Resolution {
        let entries: [Entry]
        let declarations: ScanDeclarations
        private var index = ClassNameIndex()
        private var resolved: [[DeclaredAction]?]
        /// The selectors of each class resolved, for telling an override of one of them.
        private var selectorSets: [Set<ActionSelector>?]
        private var resolving = Set<Int>()
        /// The Swift names of the witnesses kept, with their selectors (nil once two differ).
        private(set) var witnesses: [String: ActionSelector?] = [:]

        init(entries: [Entry], declarations: ScanDeclarations) {
            self.entries = entries
            self.declarations = declarations
            self.resolved = Array(repeating: nil, count: entries.count)
            self.selectorSets = Array(repeating: nil, count: entries.count)
            for (position, entry) in entries.enumerated() { index.insert(entry.name, at: position) }
        }

        /// The superclasses in the scan, nearest first (a cycle ends the chain).
        private func ancestors(of position: Int) -> [Int] {
            var chain: [Int] = []
            var current = entries[position].superclass.flatMap { index.position(of: $0.text) }
            while let next = current, next != position, !chain.contains(next) {
                chain.append(next)
                current = entries[next].superclass.flatMap { index.position(of: $0.text) }
            }
            return chain
        }

        /// Whether `@objcMembers` applies: declared on the class or a superclass in the scan, or
        /// on the framework class the chain of superclasses leaves the scan at.
        private func hasObjCMembers(_ position: Int, ancestors: [Int]) -> Bool {
            if entries[position].hasObjCMembers || ancestors.contains(where: { entries[$0].hasObjCMembers }) { return true }
            guard let outside = entries[ancestors.last ?? position].superclass else { return false }
            return FrameworkDeclarations.objcMembersClasses.contains(String(outside.unqualified))
        }

        /// The requirements of every Objective-C protocol the classes at `positions` conform to,
        /// with the protocols those inherit.
        private func objcRequirements(of positions: [Int]) -> [ProtocolRequirement] {
            var requirements: [ProtocolRequirement] = []
            var seen = Set<String>()
            var pending = positions.flatMap { entries[$0].inheritedTypes }
            while let name = pending.popLast() {
                guard seen.insert(name).inserted, let declared = declarations.protocolNamed(name), declared.isObjC else { continue }
                requirements += declared.requirements
                pending += declared.inheritedProtocols
            }
            return requirements
        }

        mutating func actions(of position: Int) -> [DeclaredAction] {
            if let done = resolved[position] { return done }
            // A superclass cycle: what is certain, without candidates.
            guard resolving.insert(position).inserted else { return entries[position].items.filter { $0.condition == nil }.map(\.action) }
            defer { resolving.remove(position) }
            let ancestors = ancestors(of: position)
            let hasObjCMembers = hasObjCMembers(position, ancestors: ancestors)
            let items = entries[position].items
            // The selectors of every superclass in the scan, each class's set made once.
            var inherited: [Set<ActionSelector>] = []
            if items.contains(where: { $0.condition == .overridesDeclaredAction }) {
                for ancestor in ancestors {
                    let certain = actions(of: ancestor)
                    // In a superclass cycle, an ancestor still being resolved has no set yet.
                    inherited.append(selectorSets[ancestor] ?? Set(certain.map(\.selector)))
                }
            }
            let requirements = items.contains(where: { $0.swiftName != nil }) ? objcRequirements(of: [position] + ancestors) : []
            var actions: [DeclaredAction] = []
            actions.reserveCapacity(items.count)
            var selectors = Set<ActionSelector>(minimumCapacity: items.count)
            for index in items.indices {
                var action: DeclaredAction? = items[index].action
                switch items[index].condition {
                case nil:
                    break
                case .overridesDeclaredAction? where inherited.contains(where: { $0.contains(items[index].action.selector) }):
                    break
                case let condition?:
                    if let swiftName = items[index].swiftName, let requirement = requirements.first(where: { $0.matches(swiftName: swiftName) }) {
                        action = DeclaredAction(requirement.selector, at: items[index].action.location)
                        recordWitness(swiftName, requirement.selector)
                    } else if case .inferredByObjCMembers(let typeNames) = condition,
                        hasObjCMembers && !typeNames.contains(where: declarations.swiftOnlyTypeNames.contains)
                    {
                        break
                    } else {
                        action = nil
                    }
                }
                if let action, selectors.insert(action.selector).inserted { actions.append(action) }
            }
            resolved[position] = actions
            selectorSets[position] = selectors
            return actions
        }

        private mutating func recordWitness(_ swiftName: String, _ selector: ActionSelector) {
            if let known = witnesses[swiftName], known != selector {
                witnesses[swiftName] = .some(nil)
            } else {
                witnesses[swiftName] = selector
            }
        }
    }
}
