import EventMapCore
import EventMapper
import EventMapXML
import InputFiles

/// Converts a config between property list, XML dialect, JSON and CSV.
///
/// Conversions go through the event map: the input is loaded with every check its format has,
/// and any finding — a duplicate key, an unknown section, a malformed name, an empty section the
/// target cannot carry — refuses the conversion, located, instead of dropping something. The
/// output is then read back with the target format's own reader and must map exactly what the
/// input maps before it is handed out.
///
/// One conversion is not about configs only: a property list to JSON that is not a clean config
/// (any property list, with integers, dates, arrays…) converts as a value tree, as
/// ``PlistJSONWriter`` writes it, refusing only what JSON cannot hold.
package struct ConfigConverter: Sendable {
    /// The converted bytes and what the conversion did not carry (comments).
    package struct Output: Sendable {
        /// The converted file's bytes.
        package let bytes: [UInt8]
        /// Warnings, located: markup that is not part of the config and was not carried.
        package let notices: [String]
    }

    /// Creates a converter.
    package init() {}

    /// Reads `path` and converts it.
    /// - Parameters:
    ///   - path: The config file.
    ///   - source: Its format; by default the one its extension names.
    ///   - format: The output format.
    /// - Returns: The converted bytes and notices.
    /// - Throws: ``ConfigConversionFailure``; nothing was converted.
    package func convert(file path: String, from source: ConfigFileType? = nil, to format: ConfigFileType) throws(ConfigConversionFailure) -> Output {
        let fromStandardInput = path == "-"
        guard let source = source ?? (fromStandardInput ? nil : ConfigFileType(pathExtensionOf: path)) else {
            let what = fromStandardInput ? "standard input has no file name to tell its format by" : "cannot tell the format from the file's name"
            throw ConfigConversionFailure(messages: ["\(path): error: \(what); name it with --from"])
        }
        let bytes: [UInt8]
        if fromStandardInput {
            do {
                bytes = try InputFile.standardInput(limit: InputFile.configLimit)
            } catch {
                throw ConfigConversionFailure(messages: ["<stdin>: error: cannot read standard input: \(error.reason)"], isEnvironmental: true)
            }
        } else {
            do {
                bytes = try SourceFileContents.read(path)
            } catch {
                throw ConfigConversionFailure(messages: [error.description], isEnvironmental: true)
            }
        }
        return try convert(bytes, file: fromStandardInput ? "<stdin>" : path, from: source, to: format)
    }

    /// Converts a config held in memory.
    /// - Parameters:
    ///   - bytes: The config.
    ///   - file: The name locations carry.
    ///   - source: Its format.
    ///   - format: The output format.
    /// - Returns: The converted bytes and notices.
    /// - Throws: ``ConfigConversionFailure``; nothing was converted.
    package func convert(_ bytes: [UInt8], file: String, from source: ConfigFileType, to format: ConfigFileType) throws(ConfigConversionFailure)
        -> Output
    {
        var notices: [String] = []
        var header: [EventMapDialectMarkup] = []
        let load: ConfigFileLoad
        switch source {
        case .plist:
            let document: PlistDocument
            do {
                document = try PlistReader().read(bytes, file: file)
            } catch {
                throw ConfigConversionFailure(messages: [error.rendered])
            }
            var plistLoad = PlistConfigLoader().load(document: document)
            plistLoad.findings += Self.emptySections(in: document)
            if format == .json, !plistLoad.findings.isEmpty {
                return try valueTreeJSON(document)
            }
            notices = document.ignoredMarkup.map {
                "\(SourceLocation(file: file, line: $0.line, column: $0.column)): warning: \($0) is not carried into \(format.rawValue)"
            }
            load = plistLoad
        case .xml:
            let document: EventMapDialectDocument
            do {
                document = try EventMapDialectReader().read(bytes, file: file)
            } catch {
                throw ConfigConversionFailure(messages: [error.description], isEnvironmental: error.reason == .schemaUnavailable)
            }
            load = EventMapDialectConfigLoader().load(document: document)
            if format == .xml {
                header = document.markup.filter { $0.placement == .beforeDocumentElement && $0.kind != .namespaceDeclaration }
            }
            notices = document.markup.filter { !header.contains($0) }.map {
                "\($0.location): warning: \($0.noun) is not carried into \(format.rawValue)"
            }
        case .json:
            load = JSONConfigReader().load(bytes, file: file)
        case .csv:
            load = CSVConfigReader().load(bytes, file: file)
        }
        guard let config = load.file, load.findings.isEmpty else { throw ConfigConversionFailure(findings: load.findings) }
        if format == .csv {
            let empty = config.pages.filter { $0.pageEvents.isEmpty && $0.controls.isEmpty }
            if !empty.isEmpty {
                throw ConfigConversionFailure(
                    findings: empty.map {
                        Finding(.lossyRewrite, "'\($0.className.value)' configures no event; CSV has no row to carry it", at: $0.className.location)
                    })
            }
        }
        let pages = ConfigWriter.canonicalOrder(config.pages)
        let output = ConfigWriter().write(canonical: pages, as: format, header: header)
        try Self.checkReadsBack(output, as: format, mapping: pages, file: file)
        return Output(bytes: output, notices: notices)
    }

    /// Reads `output` with the target format's reader: it must load without findings and map
    /// exactly `pages`, which are in ``ConfigWriter/canonicalOrder(_:)``, the order the output
    /// was written in, so that the pages read back are compared with them in step.
    static func checkReadsBack(_ output: [UInt8], as format: ConfigFileType, mapping pages: [PageMapping], file: String)
        throws(ConfigConversionFailure)
    {
        let name = "<\(format.rawValue) output>"
        let reloaded: ConfigFileLoad
        switch format {
        case .plist:
            reloaded = PlistConfigLoader().load(output, file: name)
        case .xml:
            do {
                reloaded = try EventMapDialectConfigLoader().load(output, file: name)
            } catch {
                throw ConfigConversionFailure(messages: [error.description], isEnvironmental: true)
            }
        case .json:
            // The JSON reader compares in step as it reads, without building the pages again.
            let (findings, matches) = JSONConfigReader().readBack(output, file: name, writtenFrom: pages)
            guard findings.isEmpty, matches else { throw readBackFailure(format, findings: findings, file: file) }
            return
        case .csv:
            reloaded = CSVConfigReader().load(output, file: name)
        }
        guard let file = reloaded.file, reloaded.findings.isEmpty, file.pages.count == pages.count,
            zip(pages, file.pages).allSatisfy({ $0.hasSameMapping(as: $1) })
        else {
            throw readBackFailure(format, findings: reloaded.findings, file: file)
        }
    }

    private static func readBackFailure(_ format: ConfigFileType, findings: [Finding], file: String) -> ConfigConversionFailure {
        ConfigConversionFailure(
            messages: ["\(file): error: the \(format.rawValue) output does not read back as the same config; nothing was written"]
                + findings.map { "  \($0)" })
    }

    /// A property list as a JSON value tree, refusing a duplicate key (JSON would keep one).
    private func valueTreeJSON(_ document: PlistDocument) throws(ConfigConversionFailure) -> Output {
        let duplicates = Self.duplicateKeyFindings(in: document.root, file: document.file)
        guard duplicates.isEmpty else { throw ConfigConversionFailure(findings: duplicates) }
        let json: [UInt8]
        do {
            json = try PlistJSONWriter().encode(document).json
        } catch {
            throw ConfigConversionFailure(messages: [error.description])
        }
        do {
            _ = try LocatedJSONParser.parse(json, file: "<json output>")
        } catch {
            throw ConfigConversionFailure(messages: [
                "\(document.file): error: the json output is not well-formed (\(error.message)); nothing was written"
            ])
        }
        return Output(bytes: json, notices: [])
    }

    /// A finding for each key that repeats an earlier one in its dictionary, anywhere below
    /// `node`, naming both places.
    static func duplicateKeyFindings(in node: PlistNode, file: String) -> [Finding] {
        var findings: [Finding] = []
        if let dictionary = node.dictionary {
            for (first, repeated) in dictionary.duplicateKeys {
                let message = Rule.duplicateKeyMessage(repeated.text, first: SourceLocationText(first.location, from: file))
                findings.append(Finding(.duplicateKey, message, at: repeated.location, related: [first.location]))
            }
            for entry in dictionary { findings += duplicateKeyFindings(in: entry.value, file: file) }
        } else if let array = node.array {
            for element in array { findings += duplicateKeyFindings(in: element, file: file) }
        }
        return findings
    }

    /// A finding for each `PageEventIDs` or `ControlEventIDs` that is an empty `<dict/>`: it
    /// configures nothing, and the canonical form of every format leaves it out.
    private static func emptySections(in document: PlistDocument) -> [Finding] {
        guard let classes = document.root.dictionary else { return [] }
        var findings: [Finding] = []
        for page in classes {
            guard let sections = page.value.dictionary else { continue }
            for section in sections where Rule.knownSections.contains(section.key.text) && section.value.dictionary?.isEmpty == true {
                findings.append(
                    Finding(
                        .lossyRewrite, "\(section.key.text) of '\(page.key.text)' is empty; the canonical form leaves empty sections out",
                        at: section.key.location))
            }
        }
        return findings
    }
}

/// Why a config was not converted or formatted; nothing was written.
package struct ConfigConversionFailure: Error, Sendable, CustomStringConvertible {
    /// The lines to print: located errors, with source line and caret where there is one.
    package let messages: [String]
    /// Whether the tool could not run at all (a missing or unreadable file), as opposed to an
    /// input that was read and found wrong or that would lose something.
    package let isEnvironmental: Bool

    /// Creates a failure.
    /// - Parameters:
    ///   - messages: The lines to print.
    ///   - isEnvironmental: Whether the input could not be read at all.
    package init(messages: [String], isEnvironmental: Bool = false) {
        self.messages = messages
        self.isEnvironmental = isEnvironmental
    }

    /// A failure listing findings, in file order.
    init(findings: [Finding]) {
        self.init(messages: findings.sorted { $0.location < $1.location }.map(\.description))
    }

    /// The messages, one a line.
    package var rendered: String { messages.joined(separator: "\n") }

    package var description: String { rendered }
}
