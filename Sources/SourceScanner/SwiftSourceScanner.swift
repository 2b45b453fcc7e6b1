import EventMapCore
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
/// - a method marked `@objc`, `@objc(name:)`, `@IBAction`, `@IBSegueAction` or `@NSManaged`,
///   whatever its access (an explicit `@objc private` method is in the runtime);
/// - any member of an `@objc extension`, whatever its access, unless `@nonobjc`; no member of a
///   `@nonobjc extension` unless it is explicitly `@objc`;
/// - not a `dynamic` method for being `dynamic`: since Swift 5 that is Swift's own dynamic
///   replacement;
/// - never a `@nonobjc`, `static` or `class` method, an initialiser, a subscript or a property
///   (the getter of an `@objc var` is in the runtime, but a property is not a control action);
/// - not a method that is `@objc` only because it overrides a framework method
///   (`viewDidLoad`): its selector comes from the framework's headers.
///
/// What one file cannot tell becomes an ``ActionCandidate`` that the merge of every file decides
/// (``SourceTreeScan``):
/// - a method whose formal access is above `fileprivate` in a class or extension (its own
///   access modifier, else its extension's: the members of a `private extension` are
///   `fileprivate`, those of a `private` class `internal`): in the runtime when
///   the class, or a superclass in the scan, is `@objcMembers` (in any file), unless its
///   signature names a type the scan declares that Objective-C cannot represent (a struct, an
///   actor, an enum or protocol without `@objc`); a type from a framework is not checked, so a
///   method taking, say, a Swift-only framework struct is still listed;
/// - any of these, and a `private` method too: in the runtime, with the requirement's selector,
///   when it satisfies a requirement of an Objective-C protocol the class or a superclass in
///   the scan conforms to (``ProtocolDeclaration``, ``FrameworkDeclarations``);
/// - an `override` without `@objc`: in the runtime when a superclass in the scan (Swift or
///   Objective-C) has that selector; an override of a framework method (`viewDidLoad`) is left
///   out, its selector coming from the framework's headers. The override's selector is the one
///   Swift's naming rules give its own name, so an override of an `@objc(custom:)` method is
///   missed.
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
/// in the same file uses that class's runtime name; in another file, its Swift name, which the
/// merge maps to the `@objc(Name)` name (``ClassFragment/swiftName``). Every
/// branch of every `#if` is read; types declared inside functions, and structs, enums, actors and
/// protocols, are not classes of the registry. The superclass is the first inherited type when
/// the same file declares it as a class; otherwise the merge decides it (``ClassFragment/undecidedSuperclass``).
///
/// A file with syntax errors still yields what swift-syntax recovered, and one
/// `unparsable-source` finding at the first error.
package struct SwiftSourceScanner: SourceFileScanning {
    /// Creates a scanner.
    package init() {}

    /// Brackets and generic arguments nest at most this deep in a file that is scanned. The
    /// parser recurses once a level; a generated or hostile file nested thousands deep would
    /// exhaust the stack and take every other file's scan down with it.
    static let maximumNesting = 400

    package func scan(_ bytes: [UInt8], path: String) -> SourceFileScan {
        scan(bytes, path: path, alsoReading: nil)
    }

    /// Scans a file's contents, and hands its syntax tree to `read` as well (the calls `mapper
    /// adopt` looks for), so that the file is parsed once.
    func scan(_ bytes: [UInt8], path: String, alsoReading read: ((SourceFileSyntax, SwiftSourcePositions) -> Void)?) -> SourceFileScan {
        let byteScan = SwiftByteScan(bytes, nestingLimit: Self.maximumNesting)
        let positions = SwiftSourcePositions(path: path, bytes: bytes, lineStarts: byteScan.lineStarts)
        if let tooDeep = byteScan.firstOffsetNestedTooDeep {
            var finding = Finding(
                .unparsableSource,
                "brackets or generic arguments nest deeper than \(Self.maximumNesting) levels here; the file is not scanned, so its declarations are missing from the registry",
                at: positions.location(of: AbsolutePosition(utf8Offset: tooDeep))
            )
            finding.severity = .warning
            return SourceFileScan(findings: [finding])
        }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        // The declarations read point into the tree (``SwiftMethodDeclaration/declaration``).
        return withExtendedLifetime(tree) {
            let collector = SwiftDeclarationCollector(
                tree: tree, positions: positions, markers: SourceMarkers(offsets: byteScan.selectorOffsets),
                classMarkers: SourceMarkers(offsets: byteScan.classOffsets))
            let declarations = SwiftFileDeclarations(
                types: collector.types, protocolNames: collector.protocolNames, otherTypeNames: collector.otherTypeNames
            )
            var scan = SourceFileScan(
                classes: declarations.fragments(),
                selectorReferences: collector.selectorExpressions.map { declarations.reference(for: $0) },
                swiftOnlyTypeNames: collector.swiftOnlyTypeNames.sorted(), protocols: collector.protocols,
                valueTypeNames: collector.otherTypeNames.sorted()
            )
            for (position, expression) in collector.selectorExpressions.enumerated() {
                if let swiftName = declarations.swiftName(for: expression) { scan.selectorSwiftNames[position] = swiftName }
            }
            if tree.hasError {
                scan.findings.append(Self.syntaxErrorFinding(in: tree, positions: positions, path: path))
            }
            read?(tree, positions)
            return scan
        }
    }

    /// The first syntax error, as swift-syntax's parser diagnostics word it.
    private static func syntaxErrorFinding(in tree: SourceFileSyntax, positions: SwiftSourcePositions, path: String) -> Finding {
        guard let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first else {
            return Finding(
                .unparsableSource, "Swift syntax error; declarations after it may be missing from the registry",
                at: EventMapCore.SourceLocation(file: path, line: 1, column: 1))
        }
        return Finding(
            .unparsableSource, "Swift syntax error: \(first.message); declarations after it may be missing from the registry",
            at: positions.location(of: first.position)
        )
    }
}
