import EventMapCore
import EventMapper
import EventMapperTools
import TestSupport
import XCTest

extension XCTestCase {
    /// Reviews `steps` as the editor does, on a scratch copy of `fixture` (as `Config.plist`),
    /// against the edit fixtures' registry.
    func reviewDraft(_ steps: [DraftStep], of fixture: String, scratch: String) throws -> Result<DraftCheck, DraftFailure> {
        let folder = try makeScratchFolder(scratch)
        let config = try folder.copyFixture(fixture, as: "Config.plist")
        let workspace = try ConfigWorkspace(configPaths: [config], registryPaths: [RepositoryPaths.fixture("Edit/registry.json")], scanner: nil)
        let snapshot = try workspace.read()
        let report = workspace.validate(snapshot.set)
        return Result { () throws(DraftFailure) in try workspace.review(steps, on: snapshot, baseReport: report) }
    }
}
