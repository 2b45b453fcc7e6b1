/// The JSON shape of `.mapper.json`, decoded strictly: every key it knows, and the ones it
/// does not, which are reported rather than ignored.
struct ProjectFileContents: Decodable {
    var configs: [String]?
    var registries: [String]?
    var sources: [String]?
    var tag: String?
    var rules: [String: RuleSetting]?
    var eventIDPattern: String?
    var unknownKeys: [String]

    private enum Key: String, CodingKey, CaseIterable {
        case configs, registries, sources, tag, rules, eventIDPattern
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        configs = try container.decodeIfPresent([String].self, forKey: .configs)
        registries = try container.decodeIfPresent([String].self, forKey: .registries)
        sources = try container.decodeIfPresent([String].self, forKey: .sources)
        tag = try container.decodeIfPresent(String.self, forKey: .tag)
        rules = try container.decodeIfPresent([String: RuleSetting].self, forKey: .rules)
        eventIDPattern = try container.decodeIfPresent(String.self, forKey: .eventIDPattern)
        let all = try decoder.container(keyedBy: AnyKey.self)
        unknownKeys = all.allKeys.map(\.stringValue).filter { Key(rawValue: $0) == nil }.sorted()
    }

    /// A one-line reason for a decoding failure, naming the key path.
    static func describe(_ error: any Error) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.isEmpty ? "the top level" : "'" + codingPath.map(\.stringValue).joined(separator: ".") + "'"
        }
        switch error {
        case DecodingError.typeMismatch(let type, let context):
            let name = "\(type)"
            let expected = name.hasPrefix("Array") ? "a list of strings" : name.hasPrefix("Dictionary") ? "an object" : name == "Int" ? "a number" : "a string"
            return "\(path(context.codingPath)) must be \(expected)"
        case DecodingError.dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "\(path(context.codingPath)): \(context.debugDescription)"
        case DecodingError.valueNotFound(_, let context):
            return "\(path(context.codingPath)) has no value"
        case DecodingError.keyNotFound(let key, _):
            return "'\(key.stringValue)' is missing"
        default:
            return "\(error)"
        }
    }
}
