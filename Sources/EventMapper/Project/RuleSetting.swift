import EventMapCore

/// What `.mapper.json` says about one rule: a severity, or `off`.
public enum RuleSetting: Sendable, Equatable, Decodable {
    case severity(Severity)
    case off

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        if text == "off" {
            self = .off
        } else if let severity = Severity(rawValue: text) {
            self = .severity(severity)
        } else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "'\(text)' is not a rule setting (error, warning, note, off)"
            ))
        }
    }
}
