import EventMapCore

/// The part of the SARIF 2.1.0 object model that ``SARIFReporter`` writes, named as the
/// standard names it so that the encoded keys are the standard's. Optional members left nil are
/// not written.
struct SARIFLog: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    private enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    struct Run: Encodable {
        var tool: Tool
        var invocations: [Invocation]
        /// How `startColumn` counts: ours count Unicode scalars (see `SourceLocation`), not the
        /// UTF-16 units SARIF assumes by default.
        var columnKind = "unicodeCodePoints"
        var artifacts: [Artifact]
        var results: [Result]
    }

    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]?
    }

    struct Notification: Encodable {
        var level: String
        var message: Message
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var version = EventMapperVersion.current
        var semanticVersion = EventMapperVersion.current
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        var id: String
        var shortDescription: Message
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Message: Encodable {
        var text: String
    }

    struct Artifact: Encodable {
        var location: ArtifactLocation
        var roles: [String]?
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]?
    }

    struct Location: Encodable {
        var id: Int?
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var index: Int?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }
}
