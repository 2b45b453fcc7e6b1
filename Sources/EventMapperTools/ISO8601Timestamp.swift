import EventMapper
import struct Foundation.Date

/// Formats instants as `YYYY-MM-DDTHH:MM:SSZ`, the only form XML property lists use, with
/// whole seconds in UTC. Written out by hand: it is on the conversion's hot path and needs no
/// calendar beyond the proleptic Gregorian one.
package enum ISO8601Timestamp {
    /// The timestamp for `date`, truncated to whole seconds.
    /// - Parameter date: The instant.
    /// - Returns: Text such as `2026-11-22T05:06:04Z`.
    package static func string(from date: Date) -> String {
        let seconds = Int64((date.timeIntervalSince1970).rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civilDate(fromDaysSince1970: days)
        func pad(_ value: Int64, _ width: Int) -> String {
            let text = String(value.magnitude)
            return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(secondOfDay / 3_600, 2)):"
            + "\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))Z"
    }

    static func civilDate(fromDaysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
