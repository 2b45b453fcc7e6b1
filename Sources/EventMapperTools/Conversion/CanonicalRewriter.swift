import EventMapCore
import EventMapper
import EventMapXML

/// Puts a config file in its canonical form, losslessly: a property list in Xcode's layout
/// (``PlistCanonicalWriter``), an XML-dialect file in the dialect's (``EventMapDialectWriter``).
///
/// Nothing is ever dropped. A file holding something the canonical form has no place for — a
/// comment or processing instruction in a property list, one inside `<event-map>`, a stray
/// attribute, another document type — is refused with the place of each such thing; so is a
/// property list with a duplicate key (formatting would keep one of the two) and an XML-dialect
/// file that breaks the schema. Comments before and after `<event-map>` are a file's header and
/// trailer and are kept. The output is parsed again and must hold the same values as the
/// original before it is handed out.
package struct CanonicalRewriter: Sendable {
    /// A file's canonical form.
    package struct Output: Sendable {
        /// The file as it is.
        package let original: [UInt8]
        /// The file as it should be.
        package let formatted: [UInt8]

        /// Whether formatting changes the file.
        package var changes: Bool { original != formatted }
    }

    /// Creates a formatter.
    package init() {}

    /// Reads `path` and gives its canonical form.
    /// - Parameter path: A `.plist` or `.xml` config.
    /// - Returns: The bytes as they are and as they should be.
    /// - Throws: ``ConfigConversionFailure``: the file could not be read, does not parse, or would
    ///   lose something.
    package func rewrite(file path: String) throws(ConfigConversionFailure) -> Output {
        let bytes: [UInt8]
        do {
            bytes = try SourceFileContents.read(path)
        } catch {
            throw ConfigConversionFailure(messages: [error.description], isEnvironmental: true)
        }
        switch ConfigFileType(pathExtensionOf: path) {
        case .xml: return try rewriteDialect(bytes, file: path)
        case .plist: return try rewritePlist(bytes, file: path)
        case .json, .csv, nil:
            throw ConfigConversionFailure(messages: [ConfigInputError.notAConfig(path).description], isEnvironmental: true)
        }
    }

    /// The canonical form of a property list held in memory.
    /// - Parameters:
    ///   - bytes: The property list.
    ///   - file: The name locations carry.
    package func rewritePlist(_ bytes: [UInt8], file: String) throws(ConfigConversionFailure) -> Output {
        let document: PlistDocument
        do {
            document = try PlistReader().read(bytes, file: file)
        } catch {
            throw ConfigConversionFailure(messages: [error.rendered])
        }
        let lost = document.ignoredMarkup.map {
            Finding(
                .lossyRewrite, "\($0) would be lost: the canonical layout has no place for it",
                at: SourceLocation(file: file, line: $0.line, column: $0.column))
        }
        let findings = lost + ConfigConverter.duplicateKeyFindings(in: document.root, file: file)
        guard findings.isEmpty else { throw ConfigConversionFailure(findings: findings) }
        let formatted = PlistCanonicalWriter().write(PlistObject(copying: document.root))
        guard let reread = try? PlistReader().read(formatted, file: file), reread.root.hasSameValue(as: document.root) else {
            throw ConfigConversionFailure(messages: [
                "\(file): error: the formatted property list does not read back with the same values; the file was left as it is"
            ])
        }
        return Output(original: bytes, formatted: formatted)
    }

    /// The canonical form of an XML-dialect file held in memory.
    /// - Parameters:
    ///   - bytes: The document.
    ///   - file: The name locations carry.
    package func rewriteDialect(_ bytes: [UInt8], file: String) throws(ConfigConversionFailure) -> Output {
        let document: EventMapDialectDocument
        do {
            document = try EventMapDialectReader().read(bytes, file: file)
        } catch {
            throw ConfigConversionFailure(
                messages: [error.description], isEnvironmental: error.reason == .unreadableFile || error.reason == .schemaUnavailable)
        }
        var findings = document.schemaViolations.map { Finding(.schemaViolation, EventMapDialectFindingText.sentence($0.message), at: $0.location) }
        findings += document.markup.filter { $0.placement == .insideDocumentElement }.map {
            let reason =
                $0.kind == .namespaceDeclaration ? "the dialect has no namespaces" : "pages and controls are sorted, and it could not keep its place"
            return Finding(.lossyRewrite, "\($0.noun) inside <event-map> would be lost: \(reason)", at: $0.location)
        }
        guard findings.isEmpty else { throw ConfigConversionFailure(findings: findings) }
        let pages = document.pages.map(Self.content)
        let formatted = EventMapDialectWriter().write(
            pages,
            header: document.markup.filter { $0.placement == .beforeDocumentElement },
            trailer: document.markup.filter { $0.placement == .afterDocumentElement }
        )
        guard let reread = try? EventMapDialectReader().read(formatted, file: file), reread.isValid,
            Self.sortedContent(reread.pages) == Self.sortedContent(document.pages),
            reread.markup.map(\.text) == document.markup.map(\.text)
        else {
            throw ConfigConversionFailure(messages: [
                "\(file): error: the formatted file does not read back with the same pages; the file was left as it is"
            ])
        }
        return Output(original: bytes, formatted: formatted)
    }

    /// A page as the writer takes it; a valid document has every required attribute.
    private static func content(_ page: EventMapDialectPage) -> EventMapDialectPageContent {
        EventMapDialectPageContent(
            className: page.className?.value ?? "",
            enter: page.enter?.value,
            leave: page.leave?.value,
            controls: page.controls.map { EventMapDialectControlContent(action: $0.action?.value ?? "", id: $0.id?.value ?? "") }
        )
    }

    /// Pages and controls in the writer's order, to compare two documents.
    private static func sortedContent(_ pages: [EventMapDialectPage]) -> [EventMapDialectPageContent] {
        pages.map(content).map {
            EventMapDialectPageContent(
                className: $0.className, enter: $0.enter, leave: $0.leave,
                controls: $0.controls.sorted { PlistCanonicalWriter.keyPrecedes($0.action, $1.action) })
        }.sorted { PlistCanonicalWriter.keyPrecedes($0.className, $1.className) }
    }
}

/// What `mapper fmt` does, with no printing: choose the files (those named, else the project's
/// configs as `validate` chooses them), format each, and write the changed ones atomically — or,
/// when checking, only say which would change.
///
/// Every file is processed; one that cannot be formatted is reported and left as it is, and
/// the others still are.
package struct CanonicalRewriteRun: Sendable {
    /// The lines for standard output: the files rewritten, or with `check`, those that would be.
    package private(set) var changedFiles: [String] = []
    /// The lines for standard error: why a file was left as it is.
    package private(set) var messages: [String] = []
    /// 0 nothing to do or all written; 1 a file would change (with `check`), has problems, or
    /// would lose something; 2 a file could not be read or written.
    package private(set) var exitStatus: Int32 = 0

    /// Formats.
    /// - Parameters:
    ///   - paths: Files and folders; empty for the project's configs.
    ///   - check: Write nothing, only list the files that would change.
    /// - Throws: ``ConfigInputError`` when the files cannot be chosen (a missing path, an
    ///   unreadable project file).
    package init(paths: [String], check: Bool) throws(ConfigInputError) {
        let selection = try ConfigSelection.choose(explicit: paths)
        for file in try ConfigSet.configFiles(selection.paths, excluding: selection.project?.exclusion) {
            // Held from reading to renaming, as `set` holds it: a concurrent edit is refused.
            var lock: FileEditLock?
            if !check {
                do {
                    lock = try FileEditLock(for: file)
                } catch {
                    messages.append(error.description)
                    exitStatus = 2
                    continue
                }
            }
            defer { lock?.release() }
            let output: CanonicalRewriter.Output
            do {
                output = try CanonicalRewriter().rewrite(file: file)
            } catch {
                messages += error.messages
                exitStatus = max(exitStatus, error.isEnvironmental ? 2 : 1)
                continue
            }
            guard output.changes else { continue }
            if check {
                changedFiles.append(file)
                exitStatus = max(exitStatus, 1)
                continue
            }
            do {
                try AtomicFileWriter().write(output.formatted, to: file)
                changedFiles.append(file)
            } catch {
                messages.append(error.description)
                exitStatus = 2
            }
        }
    }
}
