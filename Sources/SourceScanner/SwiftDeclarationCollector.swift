import EventMapCore
import EventMapper
@_spi(RawSyntax) import SwiftSyntax

/// Reads one parsed Swift file's declarations and collects what the registry needs: classes and
/// extensions with their methods, the file's protocols and other types, and `#selector`
/// expressions.
///
/// It goes through the declarations on the tree's raw layer (``SwiftRawSyntax``), down through
/// type bodies, every `#if` branch and the statements of top-level code; everything else is
/// code: function bodies, initial values, accessors. Code is never walked: each `#selector`
/// written in it is found from its offset (``SourceMarkers``), by descending the tree to the
/// `#` there, and each class declared in it (a local class) from the offset of its `class`
/// keyword the same way. A local class is collected with its members, and a runtime name that
/// says it is local (`NameMangling.local(in:)`); other types declared in code are not.
final class SwiftDeclarationCollector {
    /// The classes and extensions, in source order (an outer class before its nested ones).
    private(set) var types: [SwiftTypeDeclaration] = []
    /// The protocols the file declares, with the requirements of the `@objc` ones.
    private(set) var protocols: [ProtocolDeclaration] = []
    /// The Swift names of the protocols the file declares.
    private(set) var protocolNames = Set<String>()
    /// The Swift names of the structs, enums and actors the file declares: extensions of them
    /// are not extensions of classes.
    private(set) var otherTypeNames = Set<String>()
    /// The simple names of the types Objective-C cannot represent: structs, actors, and enums
    /// and protocols without `@objc`.
    private(set) var swiftOnlyTypeNames = Set<String>()
    /// The `#selector` expressions, in source order.
    private(set) var selectorExpressions: [SwiftSelectorExpression] = []

    /// Where declarations are read.
    private enum Scope {
        /// The file's top level.
        case topLevel
        /// A class or extension: its methods are collected into `types[position]`.
        case members(position: Int)
        /// A struct, enum or actor: its nested classes are collected, not its methods.
        case otherType
    }

    private let positions: SwiftSourcePositions
    private let markers: SourceMarkers
    private let classMarkers: SourceMarkers
    /// The names of the enclosing types, for nested names (`Outer.Inner`).
    private var enclosingNames: [String] = []
    /// While a local class is read: the code it is declared in (`viewDidLoad()`). Its code was
    /// searched for `#selector`s and classes already, as part of the code around it.
    private var localContext: String?

    /// Collects the declarations of `tree`.
    /// - Parameters:
    ///   - markers: Where `#selector` is written.
    ///   - classMarkers: Where the word `class` is written.
    init(tree: SourceFileSyntax, positions: SwiftSourcePositions, markers: SourceMarkers, classMarkers: SourceMarkers) {
        self.positions = positions
        self.markers = markers
        self.classMarkers = classMarkers
        read(tree.raw, at: tree.position.utf8Offset, in: .topLevel)
    }

    private func qualified(_ name: String) -> String {
        enclosingNames.isEmpty ? name : (enclosingNames + [name]).joined(separator: ".")
    }

    /// Reads a node where declarations may be: lists and `#if` clauses are entered, type and
    /// method declarations read, anything else is code.
    private func read(_ node: RawSyntax, at offset: Int, in scope: Scope) {
        switch node.kind {
        // What the parser could not place is read as what it holds.
        case .sourceFile, .codeBlockItemList, .codeBlockItem, .memberBlock, .memberBlockItemList, .memberBlockItem, .ifConfigDecl,
            .ifConfigClauseList, .ifConfigClause, .unexpectedNodes:
            node.forEachChild(at: offset) { read($0, at: $1, in: scope) }
        case .classDecl: readClass(RawClassDeclSyntax(node)!, at: offset)
        case .extensionDecl: readExtension(RawExtensionDeclSyntax(node)!, at: offset)
        case .structDecl: readOtherType(node, named: RawStructDeclSyntax(node)!.name, representable: false, at: offset)
        case .actorDecl: readOtherType(node, named: RawActorDeclSyntax(node)!.name, representable: false, at: offset)
        case .enumDecl:
            let declaration = RawEnumDeclSyntax(node)!
            readOtherType(node, named: declaration.name, representable: declaration.attributes.contains("objc"), at: offset)
        case .protocolDecl: readProtocol(RawProtocolDeclSyntax(node)!, at: offset)
        case .functionDecl:
            if case .members(let position) = scope {
                let method = SwiftMethodDeclaration(RawFunctionDeclSyntax(node)!, at: offset, positions: positions)
                // Only a value type's or a protocol's method can be `mutating`.
                if method.isMutating { types[position].cannotHaveObjCMembers = true }
                types[position].methods.append(method)
            }
            readCode(node, at: offset)
        case .variableDecl, .initializerDecl, .deinitializerDecl, .subscriptDecl, .enumCaseDecl:
            readCode(node, at: offset)
        case .macroExpansionExpr, .macroExpansionDecl:
            // At the top level, another macro's closure (`#Preview { … }`) is read through like
            // any statement; a `#selector` is code.
            let name = RawMacroExpansionExprSyntax(node)?.macroName ?? RawMacroExpansionDeclSyntax(node)?.macroName
            if case .topLevel = scope, name?.tokenText != "selector" {
                node.forEachChild(at: offset) { read($0, at: $1, in: scope) }
            } else {
                readCode(node, at: offset)
            }
        default:
            // A statement of top-level code is read through: a class inside one is collected,
            // as it is when a broken brace (`import Ui{Kit`) puts the rest of the file inside a
            // closure. Anything else is code.
            if case .topLevel = scope, node.layoutView != nil {
                node.forEachChild(at: offset) { read($0, at: $1, in: scope) }
            } else {
                readCode(node, at: offset)
            }
        }
    }

    /// Reads a type's children: its body with the members' scope, the rest as code.
    private func readTypeChildren(_ node: RawSyntax, body: RawMemberBlockSyntax, at offset: Int, in scope: Scope) {
        node.forEachChild(at: offset) { child, childOffset in
            if child.id == body.raw.id { read(child, at: childOffset, in: scope) } else { readCode(child, at: childOffset) }
        }
    }

    // MARK: Types

    private func readClass(_ node: RawClassDeclSyntax, at offset: Int) {
        let name = node.name.identifierName
        let swiftName = qualified(name)
        let objectiveCName = node.attributes.attribute(named: "objc")?.explicitObjectiveCName
        types.append(
            SwiftTypeDeclaration(
                kind: .class, swiftName: swiftName, objectiveCName: objectiveCName,
                inheritedTypes: node.inheritanceClause.plainTypeNames, hasObjCMembers: node.attributes.contains("objcMembers"),
                members: SwiftMethodDeclaration.MemberContext(), location: location(of: node.name.raw, in: node.raw, at: offset),
                runtimeName: runtimeName(of: node, swiftName: swiftName, objectiveCName: objectiveCName), isLocal: localContext != nil
            ))
        enclosingNames.append(name)
        readTypeChildren(node.raw, body: node.memberBlock, at: offset, in: .members(position: types.count - 1))
        enclosingNames.removeLast()
    }

    /// What `NSStringFromClass` returns for a class, from its declaration and where it is: the
    /// `@objc(Name)` name (which a generic class cannot have), a mangled name, or `Module.Class`.
    private func runtimeName(of node: RawClassDeclSyntax, swiftName: String, objectiveCName: String?) -> RuntimeClassName {
        if node.genericParameterClause != nil { return .mangled(.generic) }
        if let objectiveCName { return .named(ClassName(objectiveCName)) }
        if let localContext { return .mangled(.local(in: localContext)) }
        if !enclosingNames.isEmpty { return .mangled(.nested(in: enclosingNames.joined(separator: "."))) }
        if let access = node.modifiers.privateAccessKeyword { return .mangled(.access(access)) }
        return .inUnknownModule(ClassName(swiftName))
    }

    private func readExtension(_ node: RawExtensionDeclSyntax, at offset: Int) {
        let extendedOffset = node.raw.offset(ofChild: node.extendedType.raw, at: offset)
        guard let name = node.extendedType.plainName else {
            // `extension [AppArea]`, `extension BannerAction?`, `extension [String: String]`:
            // sugared types are arrays, optionals and dictionaries, never classes.
            enclosingNames.append(positions.trimmedText(of: node.extendedType.raw, at: extendedOffset))
            node.raw.forEachChild(at: offset) { child, childOffset in
                if child.kind == .memberBlock { read(child, at: childOffset, in: .otherType) } else { readCode(child, at: childOffset) }
            }
            enclosingNames.removeLast()
            return
        }
        let members = SwiftMethodDeclaration.MemberContext(
            isObjCExtension: node.attributes.contains("objc"), isNonObjC: node.attributes.contains("nonobjc"),
            membersDefaultToFilePrivate: node.modifiers.writtenAccess == .filePrivate
        )
        types.append(
            SwiftTypeDeclaration(
                kind: .extension, swiftName: name, objectiveCName: nil, inheritedTypes: node.inheritanceClause.plainTypeNames,
                hasObjCMembers: false, members: members,
                location: positions.location(ofTextOf: node.extendedType.raw, at: extendedOffset),
                // Only a generic type's extension has a `where` clause, and the members of an
                // extension of a generic class cannot be `@objc`.
                cannotHaveObjCMembers: node.genericWhereClause != nil
            ))
        // A type nested in an extension is named after the extended type.
        let nameParts = name.split(separator: ".").map(String.init)
        enclosingNames += nameParts
        readTypeChildren(node.raw, body: node.memberBlock, at: offset, in: .members(position: types.count - 1))
        enclosingNames.removeLast(nameParts.count)
    }

    private func readOtherType(_ node: RawSyntax, named token: RawTokenSyntax, representable: Bool, at offset: Int) {
        let name = token.identifierName
        otherTypeNames.insert(qualified(name))
        if !representable { swiftOnlyTypeNames.insert(name) }
        enclosingNames.append(name)
        node.forEachChild(at: offset) { child, childOffset in
            if child.kind == .memberBlock { read(child, at: childOffset, in: .otherType) } else { readCode(child, at: childOffset) }
        }
        enclosingNames.removeLast()
    }

    /// Records a protocol and, for an `@objc` one, its method requirements. Requirements are not
    /// implementations (a default implementation is in an extension), so the body is not read
    /// further.
    private func readProtocol(_ node: RawProtocolDeclSyntax, at offset: Int) {
        let name = node.name.identifierName
        let isObjC = node.attributes.contains("objc")
        protocolNames.insert(qualified(name))
        if !isObjC { swiftOnlyTypeNames.insert(name) }
        var requirements: [ProtocolRequirement] = []
        if isObjC {
            let bodyOffset = node.raw.offset(ofChild: node.memberBlock.raw, at: offset)
            let membersOffset = node.memberBlock.raw.offset(ofChild: node.memberBlock.members.raw, at: bodyOffset)
            node.memberBlock.members.raw.forEachChild(at: membersOffset) { member, memberOffset in
                guard let item = RawMemberBlockItemSyntax(member), let function = RawFunctionDeclSyntax(item.decl) else { return }
                let method = SwiftMethodDeclaration(function, at: member.offset(ofChild: item.decl.raw, at: memberOffset), positions: positions)
                if !method.isNeverAnAction { requirements.append(ProtocolRequirement(swiftName: method.swiftName, selector: method.selector)) }
            }
        }
        protocols.append(
            ProtocolDeclaration(
                name: qualified(name), isObjC: isObjC, inheritedProtocols: node.inheritanceClause.plainTypeNames, requirements: requirements)
        )
    }

    /// The location of a token of `node`, after its leading trivia.
    private func location(of token: RawSyntax, in node: RawSyntax, at offset: Int) -> EventMapCore.SourceLocation {
        positions.location(ofTextOf: token, at: node.offset(ofChild: token, at: offset))
    }

    // MARK: Code and #selector

    /// Finds the `#selector`s and the classes written in code. A `#selector` or a `class` in a
    /// comment or a string lands in trivia or a literal, not on a token.
    private func readCode(_ node: RawSyntax, at offset: Int) {
        guard localContext == nil else { return }
        if !classMarkers.isEmpty { readLocalClasses(in: node, at: offset) }
        guard !markers.isEmpty else { return }
        for marker in markers.offsets(from: offset, to: offset + node.byteLength) {
            guard let (expansion, expansionOffset) = Self.parent(ofTokenAt: marker, in: node, at: offset, where: { $0.tokenKind == .pound }) else {
                continue
            }
            let name: RawTokenSyntax
            let arguments: RawLabeledExprListSyntax
            if let expression = RawMacroExpansionExprSyntax(expansion) {
                (name, arguments) = (expression.macroName, expression.arguments)
            } else if let declaration = RawMacroExpansionDeclSyntax(expansion) {
                (name, arguments) = (declaration.macroName, declaration.arguments)
            } else {
                continue
            }
            guard name.tokenText == "selector",
                let selector = SwiftSelectorExpression(
                    arguments: arguments, at: expansion.offset(ofChild: arguments.raw, at: expansionOffset), positions: positions)
            else { continue }
            selectorExpressions.append(selector)
        }
    }

    /// Reads the classes declared in code, each with what it holds (a class inside one is
    /// read with it), named after the code: the function it is in, else what the code is.
    private func readLocalClasses(in node: RawSyntax, at offset: Int) {
        let found = classMarkers.offsets(from: offset, to: offset + node.byteLength)
        var readUpTo = offset
        for marker in found where marker >= readUpTo {
            guard
                let (parent, parentOffset) = Self.parent(
                    ofTokenAt: marker, in: node, at: offset, where: { $0.tokenKind == .keyword && $0.tokenText == "class" }),
                let declaration = RawClassDeclSyntax(parent)
            else { continue }
            let savedNames = enclosingNames
            enclosingNames = []
            localContext = Self.codeName(of: node)
            readClass(declaration, at: parentOffset)
            localContext = nil
            enclosingNames = savedNames
            readUpTo = parentOffset + parent.byteLength
        }
    }

    /// How a message names the code a local class is declared in: a function's Swift name
    /// (`viewDidLoad()`), `init(…)`, `deinit`, or `a closure`.
    private static func codeName(of node: RawSyntax) -> String {
        if let function = RawFunctionDeclSyntax(node) { return SwiftMethodDeclaration.swiftName(of: function) }
        if RawInitializerDeclSyntax(node) != nil { return "init(…)" }
        if RawDeinitializerDeclSyntax(node) != nil { return "deinit" }
        return "a closure"
    }

    /// The node holding the token whose text starts at `target`, when it is the one `matches`
    /// looks for, and where that node starts; nil when the token there is another, or `target`
    /// is in trivia.
    private static func parent(
        ofTokenAt target: Int, in node: RawSyntax, at offset: Int, where matches: (RawTokenSyntax) -> Bool
    ) -> (RawSyntax, Int)? {
        var (parent, parentOffset) = (node, offset)
        var (current, currentOffset) = (node, offset)
        while let layout = current.layoutView {
            var childOffset = currentOffset
            var next: (RawSyntax, Int)?
            for child in layout.children {
                guard let child else { continue }
                if target < childOffset + child.byteLength {
                    next = (child, childOffset)
                    break
                }
                childOffset += child.byteLength
            }
            guard let next else { return nil }
            (parent, parentOffset) = (current, currentOffset)
            (current, currentOffset) = next
        }
        guard let token = RawTokenSyntax(current), matches(token), currentOffset + token.leadingTriviaByteLength == target
        else { return nil }
        return (parent, parentOffset)
    }
}

/// Where `#selector`, or the word `class`, is written in a file's bytes, found before parsing
/// (``SwiftByteScan``), so that the declaration visitor looks into the function bodies and
/// initial values that contain one only.
struct SourceMarkers {
    private let offsets: [Int]

    /// The markers at `offsets`, in order.
    init(offsets: [Int]) {
        self.offsets = offsets
    }

    /// The markers where any of `words` is written in `bytes`, in comments and strings too.
    init(bytes: [UInt8], words: [[UInt8]]) {
        var found: [Int] = []
        for word in words {
            guard let first = word.first, bytes.count >= word.count else { continue }
            for offset in 0...(bytes.count - word.count) where bytes[offset] == first {
                if bytes[offset..<(offset + word.count)].elementsEqual(word) { found.append(offset) }
            }
        }
        self.init(offsets: words.count > 1 ? found.sorted() : found)
    }

    /// Whether the file has no marker at all.
    var isEmpty: Bool { offsets.isEmpty }

    /// Whether a marker starts in the byte range `start..<end`.
    func contains(from start: Int, to end: Int) -> Bool {
        let first = firstIndex(notBelow: start)
        return first < offsets.count && offsets[first] < end
    }

    /// The offsets of the markers that start in the byte range `start..<end`, in order.
    func offsets(from start: Int, to end: Int) -> ArraySlice<Int> {
        let first = firstIndex(notBelow: start)
        var last = first
        while last < offsets.count && offsets[last] < end { last += 1 }
        return offsets[first..<last]
    }

    /// The first position in `offsets` whose offset is not below `start`, by binary search.
    private func firstIndex(notBelow start: Int) -> Int {
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < start { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
