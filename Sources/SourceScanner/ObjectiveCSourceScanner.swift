import EventMapCore
import EventMapXML
import EventMapper

/// Reads Objective-C files (`.h`, `.m`, `.mm`) for what the Objective-C runtime would list:
/// classes, their superclasses and their instance methods, and `@selector(…)` references.
///
/// - `@interface X : Y` is the class's primary declaration (superclass `Y`); a category
///   `@interface X (Name)`, a class extension `@interface X ()` and `@implementation X` (with or
///   without a category) are additions to it.
/// - Every instance method declared or defined in those blocks is an action, named by its
///   selector (`- (void)tap:(id)s forEvent:(UIEvent *)e` is `tap:forEvent:`), since
///   `respondsToSelector:` would say yes to each. Class methods (`+`) and properties are not
///   actions; neither are the methods of a `@protocol … @end` block, which no class implements
///   by being declared there.
/// - Every branch of an `#if` is read (see ``ObjectiveCParser`` for how braces in alternative
///   branches are counted).
///
/// What it cannot make sense of — a comment or literal that never ends, a block without `@end`
/// — is an `unparsable-source` finding at the place; what it read is still returned. It does not
/// expand macros: a class or method produced by a macro is not seen.
package struct ObjectiveCSourceScanner: SourceFileScanning {
    /// Creates a scanner.
    package init() {}

    package func scan(_ bytes: [UInt8], path: String) -> SourceFileScan {
        scan(bytes, path: path, calls: nil).scan
    }

    /// Scans a file's contents, and reads the calls that match `patterns` from the same tokens
    /// (what `mapper adopt` looks for).
    package func scan(_ bytes: [UInt8], path: String, calls patterns: [TrackingCallPattern]?) -> (scan: SourceFileScan, calls: FileTrackingCalls) {
        let lexer = ObjectiveCLexer(bytes: bytes)
        var parser = ObjectiveCParser(tokens: lexer.tokens, path: path)
        var scan = parser.parse(complete: lexer.problem == nil)
        if let problem = lexer.problem {
            scan.findings.append(
                Finding(.unparsableSource, problem.message, at: SourceLocation(file: path, line: problem.line, column: problem.column)))
        }
        guard let patterns else { return (scan, FileTrackingCalls()) }
        var reader = ObjectiveCCallReader(bytes: bytes, tokens: lexer.tokens, path: path, patterns: patterns)
        var calls = reader.read(methods: parser.methodBodies, defineOffsets: lexer.defineOffsets)
        calls.syntaxProblem = scan.findings.first { $0.rule == .unparsableSource }
        return (scan, calls)
    }
}
