import EventMapCore
import EventMapper
import EventMapperTools
import EventMapXML
import PropertyBased
import Testing

/// Properties of `fmt` and `convert` over generated event maps.
@Suite struct ConversionPropertyTests {
    static let maps = Gen.int(in: 0...Int(Int32.max)).array(of: 1...24).map(GeneratedEventMap.init)

    @Test func formattingAPropertyListKeepsItsValuesAndIsAFixedPoint() async throws {
        await propertyCheck(input: Self.maps) { map in
            let messy = map.uncanonicalPlist
            let formatted = try CanonicalRewriter().rewritePlist(messy, file: "messy.plist").formatted
            let before = try PlistReader().read(messy, file: "messy.plist")
            let after = try PlistReader().read(formatted, file: "formatted.plist")
            #expect(after.root.hasSameValue(as: before.root), "\(map)")
            let again = try CanonicalRewriter().rewritePlist(formatted, file: "formatted.plist")
            #expect(!again.changes, "fmt(fmt(x)) != fmt(x) for \(map)")
        }
    }

    @Test func formattingTheDialectKeepsItsPagesAndIsAFixedPoint() async throws {
        await propertyCheck(input: Self.maps) { map in
            // The dialect written with pages and controls in generated (unsorted) order.
            let unsorted = EventMapDialectWriterUnsorted.write(map.pages)
            let formatted = try CanonicalRewriter().rewriteDialect(unsorted, file: "unsorted.xml").formatted
            let before = try #require(EventMapDialectConfigLoader().load(unsorted, file: "unsorted.xml").file)
            let after = try #require(EventMapDialectConfigLoader().load(formatted, file: "formatted.xml").file)
            #expect(Self.mapping(after.pages) == Self.mapping(before.pages), "\(map)")
            #expect(!(try CanonicalRewriter().rewriteDialect(formatted, file: "formatted.xml").changes), "fmt(fmt(x)) != fmt(x) for \(map)")
        }
    }

    @Test func convertingToAnyFormatAndBackIsTheIdentity() async throws {
        await propertyCheck(count: 60, input: Self.maps) { map in
            for source in ConfigFileType.allCases {
                let original = ConfigWriter().write(map.pages, as: source)
                for target in ConfigFileType.allCases {
                    let there = try ConfigConverter().convert(original, file: "a.\(source)", from: source, to: target).bytes
                    let back = try ConfigConverter().convert(there, file: "b.\(target)", from: target, to: source).bytes
                    #expect(back == original, "\(source) → \(target) → \(source) for \(map)")
                }
            }
        }
    }

    /// Every event as a sorted list of text lines, for comparing two models.
    static func mapping(_ pages: [PageMapping]) -> [String] {
        pages.flatMap { page in
            [page.className.value.text]
                + page.pageEvents.map { "\(page.className.value) \($0.key) \($0.value.value)" }
                + page.controls.map { "\(page.className.value) \($0.selector.value) \($0.eventID.value)" }
        }.sorted()
    }
}
