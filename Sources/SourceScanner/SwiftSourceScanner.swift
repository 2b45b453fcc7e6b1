import EventMapper
import EventMapXML
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Reads a Swift file with swift-syntax: its classes, the superclass each names, the methods the
/// Objective-C runtime sees with their selectors, extensions, and `#selector` references.
///
/// What counts as an action (an instance method the runtime sees):
/// - a method marked `@objc`, `@objc(name:)`, `@IBAction` or `@IBSegueAction`, whatever its
///   access (an explicit `@objc private` method is in the runtime);
/// - a method that is not `private`/`fileprivate` inside an `@objc extension`, or inside an
///   `@objcMembers` class or an extension of one — when the class (or a superclass marked
///   `@objcMembers`) is declared in the same file; across files the scanner cannot know it;
/// - never a `@nonobjc`, `static` or `class` method, an initialiser, a subscript or a property
///   (the getter of an `@objc var` is in the runtime, but a property is not a control action);
/// - not a method that is `@objc` only because it implements a requirement of an `@objc`
///   protocol (`tableView(_:didSelectRowAt:)` in `extension Home: UITableViewDelegate`): without
///   the protocol's declaration it cannot be told, and such methods are delegate callbacks, not
///   control actions;
/// - an `override` like any other method: an override of a framework method (`viewDidLoad`) is
///   not listed, being inherited from a class the registry does not describe, and an override
///   of an app's action is listed by the superclass that declares it, so both stay reachable.
///
/// Selectors follow the compiler (``ActionSelector/init(swiftMethod:labels:isAsync:isThrowing:)``):
/// argument labels, not parameter names; `throws` adds `AndReturnError`/`error:` and `async`
/// `WithCompletionHandler`/`completionHandler:`; `@objc(name:)` wins over all of it. A method's
/// parameter types are not checked: one the compiler would reject as not representable in
/// Objective-C is still listed.
///
/// Classes are named as ``ClassFragment/name`` says: the Swift name, `Outer.Inner` for a nested
/// class (the runtime gives a mangled `_TtCC…` name that holds the module; give a configured
/// nested class an `@objc(Name)`), or the `@objc(Name)` name. An extension of a class declared
/// in the same file uses that class's runtime name; in another file, its Swift name. Every
/// branch of every `#if` is read; types declared inside functions, and structs, enums, actors and
/// protocols, are not classes of the registry. The superclass is told from a protocol by
/// ``SwiftSuperclassGuess``.
///
/// A file with syntax errors still yields what swift-syntax recovered, and one
/// `unparsable-source` finding at the first error.
public struct SwiftSourceScanner: SourceFileScanning {
    /// Creates a scanner.
    public init() {}

    public func scan(_ bytes: [UInt8], path: String) -> SourceFileScan {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let positions = SwiftSourcePositions(path: path, bytes: bytes, tree: tree)
        let collector = SwiftDeclarationCollector(positions: positions, markers: SelectorMarkers(bytes))
        collector.walk(tree)
        let declarations = SwiftFileDeclarations(
            types: collector.types, protocolNames: collector.protocolNames, otherTypeNames: collector.otherTypeNames
        )
        var scan = SourceFileScan(
            classes: declarations.fragments(),
            selectorReferences: collector.selectorExpressions.map { declarations.reference(for: $0) }
        )
        if tree.hasError {
            scan.findings.append(Self.syntaxErrorFinding(in: tree, positions: positions, path: path))
        }
        return scan
    }

    /// The first syntax error, as swift-syntax's parser diagnostics word it.
    private static func syntaxErrorFinding(in tree: SourceFileSyntax, positions: SwiftSourcePositions, path: String) -> Finding {
        guard let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first else {
            return Finding(.unparsableSource, "Swift syntax error; declarations after it may be missing from the registry", at: EventMapXML.SourceLocation(file: path, line: 1, column: 1))
        }
        return Finding(
            .unparsableSource, "Swift syntax error: \(first.message); declarations after it may be missing from the registry",
            at: positions.location(of: first.position)
        )
    }
}
