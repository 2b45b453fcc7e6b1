import EventMapCore
import EventMapper
import EventMapperTools

/// What `CSVConfigReader` (and the `CSVRecordParser` under it) promises for any input: every
/// finding, every located value and every `file` cell lies inside the input; a listing that
/// loads without a finding, written back as CSV by `ConfigWriter` and loaded again, configures
/// the same events.
///
/// ## Usage
/// ```swift
/// let outcome = CSVListingInvariants.check(reading: bytes, file: "fuzz.csv")
/// ```
public enum CSVListingInvariants {
    /// Reads `bytes` as a CSV listing named `file` and checks every promise.
    public static func check(reading bytes: [UInt8], file: String) -> InvariantOutcome {
        var outcome = InvariantOutcome()
        let lines = InputText(bytes)
        let listing = CSVConfigReader().loadListing(bytes, file: file)
        ConfigRoundTrip.checkLocations(of: listing.load, in: lines, file: file, into: &outcome)
        for note in listing.notes {
            outcome.consume(note.message)
            outcome.check(note.location, in: lines, file: file, "note '\(note.message)'")
        }
        for (className, path) in listing.files.sorted(by: { $0.key < $1.key }) {
            outcome.consume(className)
            outcome.consume(path.value)
            outcome.check(path.location, in: lines, file: file, "file cell of \(className)")
        }
        if let model = listing.load.file, listing.load.findings.isEmpty {
            ConfigRoundTrip.check(model.pages, as: .csv, into: &outcome) { written in
                CSVConfigReader().load(written, file: file)
            }
        }
        return outcome
    }
}
