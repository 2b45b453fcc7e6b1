import EventMapCore
public import EventMapXML

/// Loads an XML-dialect config (`<event-map version="1">`): the same model as the property list,
/// validated by the event-map XSD that ships with EventMapXML.
///
/// Every schema violation is a finding, and the same checks the property-list loader makes on
/// names and event IDs apply. The model keeps what is usable: a page without a usable class,
/// a control without a usable action or event ID, and the later of two pages for one class (or
/// two controls for one action) are left out, each with a finding that says why.
public struct XMLDialectConfigLoader: Sendable {
    /// Creates a loader.
    public init() {}

    /// Reads, validates and loads the file at `path`.
    /// - Parameter path: The config file.
    /// - Returns: The model (nil when the file is not well-formed XML or is refused) and the
    ///   findings, in file order.
    /// - Throws: ``ConfigInputError`` when the file cannot be read at all, or the schema is
    ///   missing from the installation.
    public func load(path: String) throws(ConfigInputError) -> ConfigFileLoad {
        try load(path: path) { () throws(EventMapDialectReadError) in try EventMapDialectReader().read(contentsOf: path) }
    }

    /// Validates and loads a file's bytes, such as a version read from git.
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The name locations carry.
    /// - Throws: ``ConfigInputError`` when the schema is missing from the installation.
    public func load(_ bytes: [UInt8], file: String) throws(ConfigInputError) -> ConfigFileLoad {
        try load(path: file) { () throws(EventMapDialectReadError) in try EventMapDialectReader().read(bytes, file: file) }
    }

    private func load(path: String, reading read: () throws(EventMapDialectReadError) -> EventMapDialectDocument) throws(ConfigInputError) -> ConfigFileLoad {
        do {
            return load(document: try read())
        } catch {
            switch error.reason {
            case .unreadableFile, .schemaUnavailable:
                throw ConfigInputError(path: path, message: error.message)
            case .malformedXML:
                return ConfigFileLoad(file: nil, findings: [Finding(.malformedXML, XMLDialectMessage.sentence(error.message), at: error.location)])
            case .forbiddenConstruct:
                return ConfigFileLoad(file: nil, findings: [Finding(.forbiddenConstruct, XMLDialectMessage.sentence(error.message), at: error.location)])
            }
        }
    }

    /// Loads an already read document.
    /// - Parameter document: The XML-dialect document.
    /// - Returns: The model and the findings, in file order.
    public func load(document: EventMapDialectDocument) -> ConfigFileLoad {
        var walk = XMLDialectConfigWalk(file: document.file)
        let pages = walk.pages(of: document)
        let findings = walk.findings.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        return ConfigFileLoad(file: ConfigFile(path: document.file, format: .xml, pages: pages), findings: findings)
    }
}
