import EventMapXML

/// Reads a config written as JSON in the property list's own shape — what `mapper convert --to
/// json` writes:
///
/// ```json
/// {"HomeViewController":{"ControlEventIDs":{"onFavBtnPressed:":"CTRL_EVENT_HOME_FAV"},
///  "PageEventIDs":{"Enter":"PAGE_EVENT_HOME_ENTER","Leave":"PAGE_EVENT_HOME_LEAVE"}}}
/// ```
///
/// Every deviation is a located finding, as for a property list: a value of the wrong type, an
/// unknown section or page event, a malformed name or ID, a key twice in one object, and an
/// empty section (no other format can carry it).
public struct JSONConfigReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// Loads a JSON config from its bytes.
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The name locations carry.
    /// - Returns: The model (nil when the JSON is not well-formed) and the findings.
    public func load(_ bytes: [UInt8], file: String) -> ConfigFileLoad {
        var parser = LocatedJSONParser(bytes, file: file)
        let root: LocatedJSONValue
        do {
            root = try parser.parse()
        } catch {
            return ConfigFileLoad(file: nil, findings: [Finding(.malformedInput, "not well-formed JSON: \(error.message)", at: error.location)])
        }
        var builder = ConfigEntryBuilder(file: file)
        if let classes = members(of: root, "the top level of the config", holding: "class names", &builder) {
            for page in classes {
                guard builder.declarePage(page.key, at: page.keyLocation) else { continue }
                guard let sections = members(of: page.value, "the entry of '\(page.key)'", holding: "PageEventIDs and ControlEventIDs", &builder) else { continue }
                for section in sections {
                    switch section.key {
                    case "PageEventIDs", "ControlEventIDs":
                        let holding = section.key == "PageEventIDs" ? "Enter and Leave" : "action selectors"
                        guard let entries = members(of: section.value, "\(section.key) of '\(page.key)'", holding: holding, &builder) else { continue }
                        if entries.isEmpty {
                            builder.report(.lossyRewrite, "\(section.key) of '\(page.key)' is empty; the canonical form leaves empty sections out", at: section.keyLocation)
                        }
                        for entry in entries {
                            guard case .string(let id, let idLocation) = entry.value else {
                                builder.report(.wrongValueType, "the event ID for '\(entry.key)' of '\(page.key)' must be a string, found \(entry.value.noun)", at: entry.value.location)
                                continue
                            }
                            if section.key == "PageEventIDs" {
                                builder.addPageEvent(entry.key, at: entry.keyLocation, id: id, idAt: idLocation, of: page.key)
                            } else {
                                builder.addControl(entry.key, at: entry.keyLocation, id: id, idAt: idLocation, of: page.key)
                            }
                        }
                    default:
                        let suggestion = NearestName.suggestion(for: section.key, among: Rule.knownSections)
                        builder.report(.unknownSection, "'\(section.key)' in '\(page.key)' is not a section the hooks read (PageEventIDs, ControlEventIDs)",
                                       at: section.keyLocation, suggestion: suggestion.map { "did you mean '\($0)'?" })
                    }
                }
            }
        }
        return ConfigFileLoad(file: ConfigFile(path: file, format: .json, pages: builder.result), findings: builder.findings)
    }

    /// An object's members with each repeated key reported and left out, or nil (after a
    /// finding) when the value is not an object.
    private func members(of value: LocatedJSONValue, _ place: String, holding contents: String, _ builder: inout ConfigEntryBuilder) -> [LocatedJSONValue.Member]? {
        guard case .object(let members, _) = value else {
            builder.report(.wrongValueType, "\(place) must be an object of \(contents), found \(value.noun)", at: value.location)
            return nil
        }
        var places: [String: SourceLocation] = [:]
        return members.filter { builder.noteFirst(&places, $0.key, key: $0.key, at: $0.keyLocation) }
    }
}
