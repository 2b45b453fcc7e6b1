import EventMapCore
import EventMapper
import EventMapperTools

/// Writes the XML dialect as a person might: pages and controls in the order given, attributes
/// in another order, uneven indentation, single quotes.
enum EventMapDialectWriterUnsorted {
    static func write(_ pages: [PageMapping]) -> [UInt8] {
        func attribute(_ value: String) -> String {
            value.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing("'", with: "&apos;")
        }
        var xml = "<event-map   version='1'>\n"
        for page in pages {
            xml += "\t<page"
            if let leave = page.pageEvents[.leave] { xml += " leave='\(attribute(leave.value.text))'" }
            xml += "\n  class='\(attribute(page.className.value.text))'"
            if let enter = page.pageEvents[.enter] { xml += " enter='\(attribute(enter.value.text))'" }
            xml += ">"
            for control in page.controls {
                xml += "<control id='\(attribute(control.eventID.value.text))' action='\(attribute(control.selector.value.text))' />"
            }
            xml += "</page>\n"
        }
        return Array((xml + "</event-map>").utf8)
    }
}
