import EventMapCore
import EventMapper
import EventMapperTools

/// A config that loaded without a finding, written back in its own format by `ConfigWriter` and
/// loaded again, must configure the same events: what `mapper fmt`, `convert` and every edit
/// rely on.
enum ConfigRoundTrip {
    /// Writes `pages` as `format`, loads the bytes with `load` and checks the two models agree.
    static func check(
        _ pages: [PageMapping], as format: ConfigFileType, into outcome: inout InvariantOutcome,
        load: ([UInt8]) -> ConfigFileLoad?
    ) {
        let written = ConfigWriter().write(pages, as: format)
        outcome.consume(UInt64(written.count))
        guard let reloaded = load(written) else {
            outcome.expect(false, "the written \(format) config could not be loaded again")
            return
        }
        outcome.expect(
            reloaded.findings.isEmpty,
            "the written \(format) config has findings: \(reloaded.findings.map(\.description).joined(separator: "; "))")
        guard let file = reloaded.file else {
            outcome.expect(false, "the written \(format) config gave no model")
            return
        }
        let before = events(pages)
        let after = events(file.pages)
        outcome.expect(before == after, "\(format) round trip changed the events: \(before) became \(after)")
    }

    /// Every event as a sorted list of lines, for comparing two models.
    static func events(_ pages: [PageMapping]) -> [String] {
        pages.flatMap { page in
            ["class \(page.className.value)"]
                + page.pageEvents.map { "\(page.className.value) \($0.key) \($0.value.value)" }
                + page.controls.map { "\(page.className.value) \($0.selector.value) \($0.eventID.value)" }
        }.sorted()
    }

    /// Checks every located value of a loaded model and every finding against the input.
    static func checkLocations(of load: ConfigFileLoad, in lines: InputText, file: String, into outcome: inout InvariantOutcome) {
        for finding in load.findings {
            outcome.consume(finding.message)
            outcome.check(finding.location, in: lines, file: file, "finding '\(finding.message)'")
        }
        for page in load.file?.pages ?? [] {
            outcome.check(page.className.location, in: lines, file: file, "class \(page.className.value)")
            for (event, id) in page.pageEvents {
                outcome.check(id.location, in: lines, file: file, "\(event) of \(page.className.value)")
            }
            for control in page.controls {
                outcome.check(control.selector.location, in: lines, file: file, "action \(control.selector.value)")
                outcome.check(control.eventID.location, in: lines, file: file, "ID \(control.eventID.value)")
            }
        }
    }
}
