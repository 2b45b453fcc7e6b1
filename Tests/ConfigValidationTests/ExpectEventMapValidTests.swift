import EventMapCore
import EventMapper
import EventMapperTesting
import Synchronization
import TestSupport
import Testing

/// `expectEventMapValid`, the Swift Testing form: one issue per failing finding, recorded at the
/// finding's place in the config; an input that cannot be read is one issue at the caller.
struct ExpectEventMapValidTests {
    /// The issues a body records, each as `fileID filePath:line:column: comment`.
    private func issues(of body: () -> Void) -> [String] {
        let recorded = Mutex<[String]>([])
        withKnownIssue {
            body()
        } matching: { issue in
            let place = issue.sourceLocation.map { "\($0.fileID) \($0.filePath):\($0.line):\($0.column)" } ?? "nowhere"
            let comment = issue.comments.map(\.rawValue).joined(separator: " ")
            recorded.withLock { $0.append("\(place): \(comment)") }
            return true
        }
        return recorded.withLock { $0 }
    }

    @Test func theSampleMatchesItsCode() {
        let report = expectEventMapValid(config: [RepositoryPaths.configs], registry: SampleAppPages.registry)
        #expect(report?.findings.filter { $0.severity == .error }.map(\.description) == [])
    }

    @Test func eachFailingFindingIsAnIssueAtItsPlaceInTheConfig() throws {
        let withoutDetail = SampleAppPages.types.filter { ObjectIdentifier($0) != ObjectIdentifier(DetailViewController.self) }
        let registry = ActionRegistry(declaring: withoutDetail)
        let expected = try Validator().validate(ConfigSet.load([RepositoryPaths.configs]), registry: registry).findings
            .filter { $0.severity == .error }
            .map { finding in
                let file = finding.location.file
                let fileID = file.split(separator: "/").suffix(2).joined(separator: "/")
                return "\(fileID) \(file):\(finding.location.line):\(finding.location.column): \(finding.testFailureMessage)"
            }
        #expect(!expected.isEmpty)
        #expect(issues { expectEventMapValid(config: [RepositoryPaths.configs], registry: registry) } == expected)
    }

    @Test func anUnreadableConfigIsOneIssueAtTheCaller() {
        let missing = RepositoryPaths.path("Configs/NoSuchConfig.plist")
        var report: ValidationReport?
        let line = #line + 1
        let recorded = issues { report = expectEventMapValid(config: [missing], registry: SampleAppPages.registry) }
        #expect(recorded == ["\(#fileID) \(#filePath):\(line):61: \(missing): error: no such file or directory"])
        #expect(report == nil)
    }

    /// With the registry `mapper scan` wrote, a tagged action that is not configured is an issue
    /// at its line in the Swift source.
    @Test func registryFilesAreReadAsValidateReadsThem() throws {
        let scratch = try ScratchFolder("expect-registry")
        defer { scratch.remove() }
        let config = try scratch.copy(RepositoryPaths.path("Configs/WGlobalUserStatisticsConfig.plist"))
        try scratch.apply([
            TextEdit(
                file: "WGlobalUserStatisticsConfig.plist", original: "<key>onFavBtnPressed_UA:</key>", replacement: "<key>onFavBtnPresed_UA:</key>")
        ])
        let source = RepositoryPaths.path("Examples/SampleApp/HomeViewController.swift")
        let recorded = issues { expectEventMapValid(config: [config], registryFiles: [RepositoryPaths.registryFile]) }
        #expect(
            recorded.contains {
                $0.hasPrefix(
                    "SampleApp/HomeViewController.swift \(source):27:20: \(source):27:20: -[HomeViewController onFavBtnPressed_UA:] is tagged _UA")
            }, "\(recorded)")
    }
}
