import EventMapXML
import Foundation

/// One document for the differential test against Apple's parser, and what the two parsers
/// should make of it.
struct DifferentialCase {
    enum Expectation {
        /// Both accept with equal values, or both refuse; when Apple's message is one our reader
        /// words as Apple does, the messages (line included) are equal.
        case agree
        /// Both refuse, with messages that cannot be equal, for the reason given.
        case bothRefuse(because: String)
        /// A deliberate difference.
        case differs(AppleParserDifference)
    }

    let name: String
    let bytes: [UInt8]
    let expectation: Expectation

    init(_ name: String, _ text: String, _ expectation: Expectation = .agree) {
        self.init(name, bytes: Array(text.utf8), expectation)
    }

    init(_ name: String, bytes: [UInt8], _ expectation: Expectation = .agree) {
        self.name = name
        self.bytes = bytes
        self.expectation = expectation
    }

    /// Every case, in groups.
    static let all: [DifferentialCase] =
        integers + reals + dates + data + booleans + strings + keys + emptyForms + commentsAndInstructions
        + encodings + structure + trailingContent + nesting + duplicateKeys

    /// `<plist>` around `body`.
    private static func plist(_ body: String) -> String { "<plist>" + body + "</plist>" }

    // MARK: Integers

    private static let integers: [DifferentialCase] = [
        DifferentialCase("integer hex", plist("<integer>0x1F</integer>")),
        DifferentialCase("integer hex with capital X", plist("<integer>0X1f</integer>")),
        DifferentialCase("integer plus sign", plist("<integer>+7</integer>")),
        DifferentialCase("integer leading zeros", plist("<integer>007</integer>")),
        DifferentialCase("integer only zeros", plist("<integer>00</integer>")),
        DifferentialCase("integer minus zero", plist("<integer>-0</integer>")),
        DifferentialCase("integer Int64.min", plist("<integer>-9223372036854775808</integer>")),
        DifferentialCase("integer Int64.max", plist("<integer>9223372036854775807</integer>")),
        DifferentialCase("integer Int64.max + 1", plist("<integer>9223372036854775808</integer>")),
        DifferentialCase("integer UInt64.max", plist("<integer>18446744073709551615</integer>")),
        DifferentialCase("integer hex UInt64.max", plist("<integer>0xFFFFFFFFFFFFFFFF</integer>")),
        DifferentialCase("integer negative hex Int64.min", plist("<integer>-0x8000000000000000</integer>")),
        DifferentialCase("integer plus sign and hex", plist("<integer>+0x1F</integer>")),
        DifferentialCase("integer overflow", plist("<integer>18446744073709551616</integer>")),
        DifferentialCase("integer hex overflow", plist("<integer>0x10000000000000000</integer>")),
        DifferentialCase("integer overflow before garbage", plist("<integer>99999999999999999999x</integer>")),
        DifferentialCase("integer underflow", plist("<integer>-9223372036854775809</integer>")),
        DifferentialCase("integer hex underflow", plist("<integer>-0x8000000000000001</integer>")),
        DifferentialCase("integer underflow past 64 bits", plist("<integer>-20000000000000000000</integer>")),
        DifferentialCase("integer leading blanks", plist("<integer>\t\n 42</integer>")),
        DifferentialCase("integer blank after sign", plist("<integer>- 5</integer>")),
        DifferentialCase("integer trailing blank", plist("<integer>5 </integer>")),
        DifferentialCase("integer blank after zero", plist("<integer>0 5</integer>")),
        DifferentialCase("integer empty", plist("<integer></integer>")),
        DifferentialCase("integer self-closing", plist("<integer/>")),
        DifferentialCase("integer only blanks", plist("<integer>   </integer>")),
        DifferentialCase("integer minus alone", plist("<integer>-</integer>")),
        DifferentialCase("integer plus alone", plist("<integer>+</integer>")),
        DifferentialCase("integer 0x alone", plist("<integer>0x</integer>")),
        DifferentialCase("integer minus 0x alone", plist("<integer>-0x</integer>")),
        DifferentialCase("integer 0x then blank", plist("<integer>0x </integer>")),
        DifferentialCase("integer hex digit in decimal", plist("<integer>12a</integer>")),
        DifferentialCase("integer exponent", plist("<integer>1e3</integer>")),
        DifferentialCase("integer fraction", plist("<integer>1.5</integer>")),
        DifferentialCase("integer two signs", plist("<integer>--5</integer>")),
        DifferentialCase("integer non-ASCII character", plist("<integer>1\u{E9}</integer>")),
        DifferentialCase("integer non-hex letter after 0x", plist("<integer>0xg</integer>")),
        // Apple's parser reads an integer's bytes as written: a reference is an `&` to it.
        DifferentialCase("integer character reference", plist("<integer>&#49;</integer>")),
        DifferentialCase("integer entity reference after digit", plist("<integer>1&amp;</integer>")),
        DifferentialCase("integer CDATA", plist("<integer><![CDATA[1]]></integer>")),
        DifferentialCase("integer CDATA after digit", plist("<integer>1<![CDATA[2]]></integer>")),
        DifferentialCase("integer comment inside", plist("<integer>1<!-- c -->2</integer>")),
        DifferentialCase("integer comment first", plist("<integer><!-- c -->1</integer>")),
        DifferentialCase("integer sign then comment", plist("<integer>-<!-- c --></integer>")),
        DifferentialCase("integer processing instruction", plist("<integer>1<?x?></integer>")),
        DifferentialCase("integer element after zero", plist("<integer>0<x/></integer>")),
        DifferentialCase("integer element after bad digit", plist("<integer>1a<x/></integer>")),
        DifferentialCase("integer element first", plist("<integer><x/></integer>")),
        DifferentialCase("integer newline is the bad character", "<plist>\n<array>\n<integer>\n5\n</integer>\n</array></plist>"),
        DifferentialCase("integer bad character on a later line", "<plist>\n<integer>\n5x</integer></plist>"),
        DifferentialCase("integer empty over lines", "<plist>\n<integer>\n\n</integer></plist>"),
    ]

    // MARK: Reals

    private static let reals: [DifferentialCase] = [
        DifferentialCase(
            "real spellings",
            plist(
                """
                <array><real>1.5</real><real>-2</real><real>1e10</real><real>1E-3</real><real>.5</real>\
                <real>5.</real><real>-0.0</real><real>+3</real><real>1e+5</real><real>4e-320</real>\
                <real>1e400</real><real>1e-400</real><real>0.1000000000000000055511151231257827</real></array>
                """)),
        DifferentialCase(
            "real special values",
            plist(
                """
                <array><real>nan</real><real>NaN</real><real>nAn</real><real>inf</real><real>+inf</real>\
                <real>-inf</real><real>infinity</real><real>-Infinity</real><real>+INFINITY</real><real>INF</real></array>
                """)),
        DifferentialCase("real hex float", plist("<real>0x1p3</real>")),
        DifferentialCase("real leading blank", plist("<real> 1.5</real>")),
        DifferentialCase("real leading blanks and newline", plist("<real>\t\n 2</real>")),
        DifferentialCase("real leading no-break space", plist("<real>\u{A0}1.5</real>")),
        DifferentialCase("real leading em space", plist("<real>\u{2003}1.5</real>")),
        DifferentialCase("real trailing blank", plist("<real>1.5 </real>")),
        DifferentialCase("real blank before nan", plist("<real> nan</real>")),
        DifferentialCase("real nan with payload", plist("<real>nan(1)</real>")),
        DifferentialCase("real plus nan", plist("<real>+nan</real>")),
        DifferentialCase("real truncated infinity", plist("<real>infinit</real>")),
        DifferentialCase("real empty", plist("<real></real>")),
        DifferentialCase("real self-closing", plist("<real/>")),
        DifferentialCase("real only blanks", plist("<real>  </real>")),
        DifferentialCase("real letters", plist("<real>abc</real>")),
        DifferentialCase("real trailing letter", plist("<real>1.5x</real>")),
        DifferentialCase("real exponent without digits", plist("<real>1e</real>")),
        DifferentialCase("real decimal comma", plist("<real>1,5</real>")),
        DifferentialCase("real dot alone", plist("<real>.</real>")),
        DifferentialCase("real minus alone", plist("<real>-</real>")),
        DifferentialCase("real two signs", plist("<real>+-1</real>")),
        DifferentialCase("real two dots", plist("<real>1..2</real>")),
        // Reals go through Apple's string reader: references and CDATA are text there.
        DifferentialCase("real character reference", plist("<real>&#49;.5</real>")),
        DifferentialCase("real reference to a trailing space", plist("<real>1.5&#32;</real>")),
        DifferentialCase("real reference to a leading space", plist("<real>&#32;1.5</real>")),
        DifferentialCase("real CDATA", plist("<real><![CDATA[1.5]]></real>")),
        DifferentialCase("real CDATA then text", plist("<real><![CDATA[1]]>.5</real>")),
        DifferentialCase("real empty CDATA", plist("<real><![CDATA[]]></real>")),
        DifferentialCase("real comment", plist("<real>1<!-- c --></real>")),
        DifferentialCase("real comment after blank", plist("<real> <!-- c --></real>")),
        DifferentialCase("real element after number", plist("<real>1<x/></real>")),
        DifferentialCase("real element after blank", plist("<real> <x/></real>")),
        DifferentialCase("real processing instruction first", plist("<real><?x?></real>")),
        DifferentialCase("real processing instruction after number", plist("<real>1<?x?></real>")),
        DifferentialCase("real misformatted over lines", "<plist>\n<real>\n1.5x\n</real></plist>"),
        DifferentialCase("real empty over lines", "<plist>\n<real>\n</real></plist>"),
        DifferentialCase("real element first over lines", "<plist>\n<real>\n<x/></real></plist>"),
        // A reference to a line feed is not a line break of the file.
        DifferentialCase("real reference to a line feed", "<plist>\n<real>&#10;1.5x</real></plist>"),
    ]

    // MARK: Dates

    private static func date(_ text: String) -> String { plist("<date>\(text)</date>") }

    private static let dates: [DifferentialCase] = [
        DifferentialCase("date valid", date("2020-01-02T03:04:05Z")),
        DifferentialCase("date reference date", date("2001-01-01T00:00:00Z")),
        DifferentialCase("date Unix epoch", date("1970-01-01T00:00:00Z")),
        DifferentialCase("date leap day", date("2020-02-29T12:00:00Z")),
        DifferentialCase("date year 1", date("0001-01-01T00:00:00Z")),
        DifferentialCase("date year 0", date("0000-01-01T00:00:00Z")),
        DifferentialCase("date negative year", date("-0044-03-15T12:00:00Z")),
        DifferentialCase("date year -1", date("-0001-12-31T00:00:00Z")),
        DifferentialCase("date leap day of year -400", date("-0400-02-29T00:00:00Z")),
        DifferentialCase("date empty year with minus", date("--01-01T00:00:00Z")),
        DifferentialCase("date one-digit year", date("5-01-01T00:00:00Z")),
        DifferentialCase("date five-digit year", date("10000-01-01T00:00:00Z")),
        DifferentialCase("date eight-digit year", date("99999999-01-01T00:00:00Z")),
        DifferentialCase("date year 100", date("0100-03-01T00:00:00Z")),
        DifferentialCase("date Gregorian reform", date("1582-10-10T00:00:00Z")),
        DifferentialCase("date 1900 not leap", date("1900-02-28T00:00:00Z")),
        DifferentialCase("date last second of 9999", date("9999-12-31T23:59:59Z")),
        DifferentialCase("date February 30 carries into March", date("2020-02-30T00:00:00Z")),
        DifferentialCase("date leap second carries", date("2016-12-31T23:59:60Z")),
        DifferentialCase("date single-digit fields", date("2020-1-2T3:4:5Z")),
        DifferentialCase("date three-digit month", date("2020-001-01T00:00:00Z")),
        DifferentialCase("date one-digit second", date("2020-01-01T00:00:0Z")),
        DifferentialCase("date missing Z", date("2020-01-02T03:04:05")),
        DifferentialCase("date text after Z", date("2020-01-02T03:04:05Zx")),
        DifferentialCase("date fraction of a second", date("2020-01-02T03:04:05.5Z")),
        DifferentialCase("date time zone offset", date("2020-01-02T03:04:05+01:00")),
        DifferentialCase("date without time", date("2020-01-02")),
        DifferentialCase("date lowercase t and z", date("2020-01-01t00:00:00z")),
        DifferentialCase("date space for T", date("2020-01-01 00:00:00Z")),
        DifferentialCase("date leading blank", date(" 2020-01-02T03:04:05Z")),
        DifferentialCase("date trailing blank", date("2020-01-02T03:04:05Z ")),
        DifferentialCase("date plus sign", date("+2020-01-02T03:04:05Z")),
        DifferentialCase("date empty month", date("2020--02T03:04:05Z")),
        DifferentialCase("date minus without year", date("-01-01T00:00:00Z")),
        DifferentialCase("date empty", plist("<date></date>")),
        DifferentialCase("date self-closing", plist("<date/>")),
        DifferentialCase("date character reference", date("&#50;020-01-02T03:04:05Z")),
        DifferentialCase("date reference after Z", date("2020-01-01T00:00:00Z&#32;")),
        DifferentialCase("date CDATA", date("<![CDATA[2020-01-01T00:00:00Z]]>")),
        DifferentialCase("date comment after Z", date("2020-01-01T00:00:00Z<!-- c -->")),
        DifferentialCase("date element after Z", date("2020-01-01T00:00:00Z<x/>")),
        DifferentialCase("date processing instruction after Z", date("2020-01-01T00:00:00Z<?x?>")),
        DifferentialCase("date element first", date("<x/>")),
        DifferentialCase("date starting with a newline", "<plist>\n<date>\n2020-01-01T00:00:00Z</date></plist>"),
        DifferentialCase("date garbage then blank lines", "<plist>\n<date>2020-01-01T00:00:00Zx\n\n</date></plist>"),
        // Apple reads a two-digit field as a pair: the newline is read, and its line counts.
        DifferentialCase("date field split by a newline", "<plist>\n<date>2020-0\n-01T00:00:00Z</date></plist>"),
        // Out-of-range fields are accepted and carried over; months other than 1 to 13 count
        // as January.
        DifferentialCase("date month 13", date("2020-13-01T00:00:00Z")),
        DifferentialCase("date month 00", date("2020-00-10T00:00:00Z")),
        DifferentialCase("date month 14 in a leap year", date("2020-14-01T00:00:00Z")),
        DifferentialCase("date month 99", date("2019-99-01T00:00:00Z")),
        DifferentialCase("date day 32", date("2020-01-32T00:00:00Z")),
        DifferentialCase("date day 00", date("2020-01-00T00:00:00Z")),
        DifferentialCase("date day 99 of February", date("2021-02-99T00:00:00Z")),
        DifferentialCase("date hour 24", date("2020-01-01T24:00:00Z")),
        DifferentialCase("date hour 99", date("2020-01-01T99:00:00Z")),
        DifferentialCase("date hour 25 minute 61 second 61", date("2020-01-01T25:61:61Z")),
    ]

    // MARK: Data

    private static func data(_ text: String) -> String { plist("<data>\(text)</data>") }

    private static let data: [DifferentialCase] = [
        DifferentialCase("data valid", data("aGVsbG8=")),
        DifferentialCase("data with line breaks and indentation", data("\n\taGVs\n\tbG8=\n")),
        DifferentialCase("data with a tab inside", data("aGVs\tbG8=")),
        DifferentialCase("data without padding", data("aGVsbG8")),
        DifferentialCase("data two padding characters", data("aGVsbA==")),
        DifferentialCase("data one padding character short", data("aGVsbA=")),
        DifferentialCase("data extra padding", data("aGVsbG8==")),
        DifferentialCase("data padding inside a group", data("aG=VsbG8")),
        DifferentialCase("data padding before the last group", data("aGVs=bG8=")),
        DifferentialCase("data padding then more groups", data("aGVsbA==aGVsbA==")),
        DifferentialCase("data padding with a blank between", data("aG= =")),
        DifferentialCase("data padding with a tab between", data("aG=\tV")),
        DifferentialCase("data padding interrupted by junk", data("aGVsbG=*=")),
        DifferentialCase("data only padding", data("====")),
        DifferentialCase("data one padding character", data("=")),
        DifferentialCase("data characters outside the alphabet are skipped", data("aGV*sbG8=")),
        DifferentialCase("data URL-safe alphabet is skipped", data("-_-_")),
        DifferentialCase("data one character", data("a")),
        DifferentialCase("data two characters", data("aG")),
        DifferentialCase("data empty", plist("<data></data>")),
        DifferentialCase("data only blanks", data("   ")),
        DifferentialCase("data self-closing", plist("<data/>")),
        DifferentialCase("data non-ASCII character", data("aGV\u{E9}sbG8=")),
        DifferentialCase("data non-ASCII character on a later line", "<plist>\n<data>\naGVs\n\u{E9}bG8=</data></plist>"),
        // Data is read as written: the characters of a reference are base64 digits or skipped.
        DifferentialCase("data character reference", data("&#97;GVsbG8=")),
        DifferentialCase("data entity reference", data("aGVs&amp;bG8=")),
        DifferentialCase("data CDATA", data("<![CDATA[aGVs]]>")),
        DifferentialCase("data comment", data("aGVs<!-- c -->")),
        DifferentialCase("data comment first", data("<!-- c -->")),
        DifferentialCase("data processing instruction", data("aGVs<?x?>")),
        DifferentialCase("data element", data("aGVs<foo/>")),
        DifferentialCase("data element first over lines", "<plist>\n<data>\n<x/></data></plist>"),
    ]

    // MARK: Booleans

    private static let booleans: [DifferentialCase] = [
        DifferentialCase("booleans empty forms", plist("<array><true/><false/><true></true><false></false><false /></array>")),
        DifferentialCase("boolean with a blank", plist("<true> </true>")),
        DifferentialCase("boolean with a newline", plist("<true>\n</true>")),
        DifferentialCase("boolean with text", plist("<true>x</true>")),
        DifferentialCase("boolean false with text on the next line", "<plist>\n<false>\nx</false></plist>"),
        DifferentialCase("boolean with text lines later", "<plist>\n<true>\n\nx\n</true></plist>"),
        DifferentialCase("boolean with a comment", plist("<true><!-- c --></true>")),
        DifferentialCase("boolean with an element", plist("<true><string/></true>")),
        DifferentialCase("boolean with a processing instruction", plist("<true><?x?></true>")),
        DifferentialCase("boolean with an empty CDATA section", plist("<true><![CDATA[]]></true>")),
        DifferentialCase("boolean with a reference to a space", plist("<true>&#32;</true>")),
    ]

    // MARK: Strings

    private static let strings: [DifferentialCase] = [
        DifferentialCase("string empty", plist("<string></string>")),
        DifferentialCase("string self-closing", plist("<string/>")),
        DifferentialCase("string entities", plist("<string>&amp;&lt;&gt;&quot;&apos;&#x41;&#65;</string>")),
        DifferentialCase("string astral character reference", plist("<string>&#x1F600;</string>")),
        DifferentialCase("string CDATA", plist("<string>a<![CDATA[<b>&amp;]]>c</string>")),
        DifferentialCase("string white space preserved", plist("<string>  a \n\t b  </string>")),
        DifferentialCase("string Unicode", plist("<string>\u{E9}\u{20AC}\u{1F600}</string>")),
        DifferentialCase("string decomposed accent kept", plist("<string>e\u{301}</string>")),
        DifferentialCase("string greater-than and brackets", plist("<string>a>b]]c</string>")),
        DifferentialCase("string comment", plist("<string>a<!-- c -->b</string>")),
        DifferentialCase("string comment first", plist("<string><!-- c --></string>")),
        DifferentialCase("string comment lines later", "<plist>\n<string>a\n\n<!-- c --></string></plist>"),
        DifferentialCase("string processing instruction", plist("<string>a<?pi x?>b</string>")),
        DifferentialCase("string element", plist("<string>a<b/>c</string>")),
        DifferentialCase("string element first", plist("<string><x/></string>")),
        DifferentialCase("string element after blank", plist("<string> <x/></string>")),
        DifferentialCase("string value element inside", plist("<string>a<integer>1</integer></string>")),
        DifferentialCase("string nested string on the next line", "<plist>\n<string>a\n<string>x</string></string></plist>"),
        DifferentialCase(
            "string unknown entity", plist("<string>&foo;</string>"),
            .bothRefuse(
                because:
                    "libxml2 finds the undeclared entity first and words it itself (\"Entity 'foo' not defined\")")),
        DifferentialCase(
            "string unknown entity with Apple's DOCTYPE",
            #"""
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd"><plist><string>&foo;</string></plist>
            """#, .bothRefuse(because: "the reader refuses entity references in its own words, naming the entity")),
        DifferentialCase(
            "string bare ampersand", plist("<string>a & b</string>"),
            .bothRefuse(
                because:
                    "libxml2 refuses the malformed reference first, in its own words")),
        DifferentialCase(
            "string bare less-than", plist("<string>a < b</string>"),
            .bothRefuse(
                because:
                    "libxml2 refuses the malformed start tag first, in its own words")),
        DifferentialCase(
            "string reference to a surrogate", plist("<string>&#xD800;</string>"),
            .bothRefuse(
                because:
                    "libxml2 refuses the invalid character reference first, in its own words")),
        DifferentialCase("string CR LF", plist("<string>a\r\nb</string>"), .differs(.lineBreaksNormalized)),
        DifferentialCase("string lone CR", plist("<string>a\rb</string>"), .differs(.lineBreaksNormalized)),
        DifferentialCase("string reference to NUL", plist("<string>&#0;</string>"), .differs(.nonXMLCharactersRefused)),
        DifferentialCase("string reference to U+0001", plist("<string>&#1;</string>"), .differs(.nonXMLCharactersRefused)),
        DifferentialCase("string raw U+0001", plist("<string>a\u{1}b</string>"), .differs(.nonXMLCharactersRefused)),
        DifferentialCase("string raw U+FFFE", plist("<string>\u{FFFE}</string>"), .differs(.nonXMLCharactersRefused)),
        DifferentialCase(
            "string reference to U+0001 in XML 1.1", #"<?xml version="1.1"?><plist><string>&#1;</string></plist>"#,
            .differs(.nonXMLCharactersRefused)),
    ]

    // MARK: Keys

    private static func dict(_ body: String) -> String { plist("<dict>\(body)</dict>") }

    private static let keys: [DifferentialCase] = [
        DifferentialCase("key with entities", dict("<key>&lt;k&gt;</key><string>v</string>")),
        DifferentialCase("key CDATA", dict("<key><![CDATA[k]]></key><string>v</string>")),
        DifferentialCase("key empty", dict("<key></key><string>v</string>")),
        DifferentialCase("key self-closing", dict("<key/><string>v</string>")),
        DifferentialCase("key Unicode", dict("<key>k\u{E9}\u{1F600}</key><integer>1</integer>")),
        DifferentialCase("key comment", dict("<key>a<!-- c --></key><string>v</string>")),
        DifferentialCase("key processing instruction", dict("<key>a<?x?></key>")),
        DifferentialCase("key element", dict("<key>a<b/></key>")),
        DifferentialCase("key element first", dict("<key><x/></key>")),
    ]

    // MARK: Empty forms

    private static let emptyForms: [DifferentialCase] = [
        DifferentialCase("empty dict self-closing", plist("<dict/>")),
        DifferentialCase("empty array self-closing", plist("<array/>")),
        DifferentialCase("empty dict", plist("<dict></dict>")),
        DifferentialCase("empty array", plist("<array>\n</array>")),
        DifferentialCase("empty containers nested", plist("<array><dict/><array/><dict> </dict></array>")),
        DifferentialCase("empty plist self-closing", "<plist/>"),
        DifferentialCase("empty plist", "<plist></plist>"),
        DifferentialCase("empty plist with blanks", "<plist> \n </plist>"),
        DifferentialCase("empty plist with version", #"<plist version="1.0"/>"#),
        DifferentialCase(
            "empty document", "",
            .bothRefuse(
                because:
                    "Foundation refuses empty data before parsing (\"Cannot parse a NULL or zero-length data\")")),
        DifferentialCase(
            "XML declaration only", #"<?xml version="1.0"?>"#,
            .bothRefuse(
                because:
                    "Apple's encoding sniffer runs off the end; libxml2 reports the missing root element")),
        DifferentialCase("blank document", "  \n ", .differs(.nonXMLDocumentsRefused)),
        DifferentialCase("OpenStep document", "{ a = b; }", .differs(.nonXMLDocumentsRefused)),
    ]

    // MARK: Comments, processing instructions, DOCTYPE

    private static let commentsAndInstructions: [DifferentialCase] = [
        DifferentialCase("comment before the root", "<!-- c --><plist><string>a</string></plist>"),
        DifferentialCase("comments around a dict entry", dict("<!-- c --><key>a</key><!-- c --><string>b</string><!-- c -->")),
        DifferentialCase("comment in an array", plist("<array><!-- c --><string>b</string></array>")),
        DifferentialCase("comments in plist", plist("<!-- c --><string>a</string><!-- c -->")),
        DifferentialCase("comment after the root", "<plist><string>a</string></plist><!-- c -->"),
        DifferentialCase("comment holding markup", plist("<array><!-- <string>x</string> --><true/></array>")),
        DifferentialCase("processing instruction before the root", #"<?xml version="1.0"?><?foo bar?><plist><string>a</string></plist>"#),
        DifferentialCase("processing instruction in a dict", dict("<?foo bar?><key>a</key><string>b</string>")),
        DifferentialCase("processing instruction in an empty array", plist("<array><?x?></array>")),
        DifferentialCase("processing instruction after the root", "<plist><string>a</string></plist><?foo?>"),
        DifferentialCase(
            "Apple's DOCTYPE",
            #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><string>a</string></plist>
            """#),
        DifferentialCase("DOCTYPE naming a local file", #"<!DOCTYPE plist SYSTEM "file:///etc/passwd"><plist><true/></plist>"#),
        DifferentialCase(
            "DOCTYPE with an entity declaration",
            """
            <?xml version="1.0"?>
            <!DOCTYPE plist [
            <!ENTITY a "b">
            ]>
            <plist><string>&a;</string></plist>
            """,
            .bothRefuse(
                because:
                    "Apple refuses the internal subset while parsing the DTD; the reader says why it refuses it")),
        DifferentialCase(
            "DOCTYPE with an element declaration", "<!DOCTYPE plist [ <!ELEMENT plist ANY> ]><plist><string>a</string></plist>",
            .bothRefuse(because: "Apple refuses the internal subset while parsing the DTD; the reader says why it refuses it")),
        DifferentialCase(
            "DOCTYPE with an empty internal subset", "<!DOCTYPE plist []><plist><string>a</string></plist>",
            .bothRefuse(because: "Apple refuses the internal subset while parsing the DTD; the reader says why it refuses it")),
        DifferentialCase(
            "DOCTYPE in lowercase", "<!doctype plist><plist><true/></plist>",
            .bothRefuse(
                because:
                    "libxml2 refuses the malformed declaration first, in its own words")),
        DifferentialCase(
            "comment not terminated", plist("<!-- a <string>a</string>"),
            .bothRefuse(
                because:
                    "libxml2 reports the unterminated comment in its own words")),
        DifferentialCase("comment with a double hyphen", plist("<!-- a -- b --><string>a</string>"), .differs(.malformedMarkupRefused)),
        DifferentialCase(
            "XML declaration inside the document", plist(#"<?xml version="1.0"?><string>a</string>"#), .differs(.malformedMarkupRefused)),
        DifferentialCase(
            "blank before the XML declaration", #" <?xml version="1.0"?><plist><string>a</string></plist>"#, .differs(.malformedMarkupRefused)),
        DifferentialCase("attribute value without quotes", plist("<string a=b>x</string>"), .differs(.malformedMarkupRefused)),
        DifferentialCase("less-than in an attribute value", #"<plist version="1<0"><true/></plist>"#, .differs(.malformedMarkupRefused)),
        DifferentialCase("attribute written twice", #"<plist a="1" a="2"><true/></plist>"#, .differs(.malformedMarkupRefused)),
        DifferentialCase("CDATA end in text", plist("<string>a]]>b</string>"), .differs(.malformedMarkupRefused)),
    ]

    // MARK: Encodings

    private static let body = "<plist><dict><key>k\u{E9}</key><string>h\u{E9}\u{20AC}</string></dict></plist>"
    private static func declaration(_ encoding: String) -> String { "<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n" }
    private static func encoded(_ text: String, _ encoding: String.Encoding) -> [UInt8] { Array(text.data(using: encoding)!) }

    private static let encodings: [DifferentialCase] = [
        DifferentialCase("UTF-8 BOM", bytes: [0xEF, 0xBB, 0xBF] + Array(body.utf8)),
        DifferentialCase("UTF-8 BOM and declaration", bytes: [0xEF, 0xBB, 0xBF] + Array((declaration("UTF-8") + body).utf8)),
        DifferentialCase("UTF-8 declared in lowercase", declaration("utf-8") + body),
        DifferentialCase("declaration without encoding", "<?xml version=\"1.0\"?>\n" + body),
        DifferentialCase("declaration with standalone", "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n" + body),
        DifferentialCase("declaration in single quotes", "<?xml version='1.0' encoding='UTF-8'?>\n" + body),
        DifferentialCase("UTF-16 LE with BOM", bytes: [0xFF, 0xFE] + encoded(declaration("UTF-16") + body, .utf16LittleEndian)),
        DifferentialCase("UTF-16 BE with BOM", bytes: [0xFE, 0xFF] + encoded(declaration("UTF-16") + body, .utf16BigEndian)),
        DifferentialCase("UTF-16 LE with BOM, no declaration", bytes: [0xFF, 0xFE] + encoded(body, .utf16LittleEndian)),
        DifferentialCase("UTF-16 BE with BOM, no declaration", bytes: [0xFE, 0xFF] + encoded(body, .utf16BigEndian)),
        DifferentialCase("ISO-8859-1 declared", bytes: encoded(declaration("ISO-8859-1") + "<plist><string>h\u{E9}</string></plist>", .isoLatin1)),
        DifferentialCase(
            "ISO-8859-1 declared in lowercase", bytes: encoded(declaration("iso-8859-1") + "<plist><string>h\u{E9}</string></plist>", .isoLatin1)),
        DifferentialCase(
            "Windows-1252 declared", bytes: encoded(declaration("windows-1252") + "<plist><string>h\u{E9}\u{20AC}</string></plist>", .windowsCP1252)),
        DifferentialCase(
            "UTF-8 declared, Latin-1 bytes", bytes: encoded(declaration("UTF-8") + "<plist><string>h\u{E9}</string></plist>", .isoLatin1),
            .bothRefuse(because: "libxml2 reports the invalid UTF-8 in its own words")),
        DifferentialCase(
            "no declaration, Latin-1 bytes", bytes: encoded("<plist><string>h\u{E9}</string></plist>", .isoLatin1),
            .bothRefuse(because: "libxml2 reports the invalid UTF-8 in its own words")),
        DifferentialCase(
            "overlong UTF-8", bytes: Array("<plist><string>".utf8) + [0xC0, 0xAF] + Array("</string></plist>".utf8),
            .bothRefuse(because: "libxml2 reports the invalid UTF-8 in its own words")),
        DifferentialCase(
            "unknown encoding declared", declaration("x-foo") + body,
            .bothRefuse(
                because:
                    "libxml2 reports the unsupported encoding in its own words")),
        DifferentialCase(
            "two UTF-8 BOMs", bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array(body.utf8),
            .bothRefuse(
                because:
                    "libxml2 refuses the second BOM as content before the root, in its own words")),
        DifferentialCase(
            "UTF-16 declared, UTF-8 bytes", declaration("UTF-16") + body,
            .bothRefuse(
                because:
                    "libxml2 reports the encoding mismatch in its own words")),
        DifferentialCase("UTF-16 LE with BOM, declared UTF-8", bytes: [0xFF, 0xFE] + encoded(declaration("UTF-8") + body, .utf16LittleEndian)),
        DifferentialCase(
            "Shift_JIS declared", bytes: encoded(declaration("Shift_JIS") + "<plist><string>\u{65E5}\u{672C}</string></plist>", .shiftJIS)),
        DifferentialCase(
            "ISO-8859-1 declared, non-ASCII in an integer",
            bytes: encoded(declaration("ISO-8859-1") + "<plist>\n<dict><key>k\u{E9}</key>\n<integer>1\u{E9}</integer></dict></plist>", .isoLatin1)),
        DifferentialCase(
            "UTF-32 LE with BOM", bytes: [0xFF, 0xFE, 0, 0] + encoded(body, .utf32LittleEndian), .differs(.encodingReadAsXMLPrescribes)),
        DifferentialCase(
            "US-ASCII declared, Latin-1 bytes", bytes: encoded(declaration("US-ASCII") + "<plist><string>h\u{E9}</string></plist>", .isoLatin1),
            .differs(.encodingReadAsXMLPrescribes)),
    ]

    // MARK: Structure

    private static let structure: [DifferentialCase] = [
        DifferentialCase("non-key in dict", "<plist><dict>\n<string>a</string></dict></plist>"),
        DifferentialCase("non-key in dict after a start tag over lines", "<plist><dict\n>\n<string>a</string></dict></plist>"),
        // For these Apple's parser names the line where the start tag ends, not where it begins.
        DifferentialCase("non-key in dict, its start tag over lines", "<plist><dict><string\n>a</string></dict></plist>"),
        DifferentialCase("unknown tag over lines", "<plist><array><foo\n/></array></plist>"),
        DifferentialCase("value missing, close tag over lines", "<plist><dict><key>a</key></dict\n></plist>"),
        DifferentialCase("second object after a close tag over lines", "<plist><string>a</string\n><string>b</string></plist>"),
        DifferentialCase("text after a start tag over lines", "<plist><dict\n>x</dict></plist>"),
        DifferentialCase("self-closing integer over lines", "<plist><integer\n/></plist>"),
        DifferentialCase("self-closing real over lines", "<plist><real\n\n/></plist>"),
        DifferentialCase("boolean with text, its start tag over lines", "<plist>\n<true\n>x</true></plist>"),
        DifferentialCase("integer with text, its start tag over lines", "<plist>\n<integer\n>x</integer></plist>"),
        DifferentialCase("element in a string over lines", "<plist><string>a<b\n/></string></plist>"),
        DifferentialCase("element in a key after blank lines", "<plist>\n<dict>\n<key>a\n\n<b/></key></dict></plist>"),
        DifferentialCase("processing instruction in a string over lines", "<plist>\n<string>a\n<?x\ny?></string></plist>"),
        DifferentialCase("comment in data over lines", "<plist>\n<data>\nAAAA\n<!-- \n --></data></plist>"),
        DifferentialCase("non-key in dict, CR LF line breaks", "<plist>\r\n<dict>\r\n<string>a</string></dict></plist>"),
        DifferentialCase("integer bad character, CR LF line breaks", "<plist>\r\n<integer>\r\n5x</integer></plist>"),
        DifferentialCase("value missing at the end of a dict", "<plist><dict><key>a</key>\n</dict></plist>"),
        DifferentialCase("value missing before the end of the file", "<plist><dict><key>a</key></dict>"),
        DifferentialCase("unknown tag in an array", "<plist><array>\n<foo/></array></plist>"),
        DifferentialCase("unknown tag as a value", dict("<key>a</key><foo>x</foo>")),
        DifferentialCase("unknown root tag", "<foo/>"),
        DifferentialCase("tag in the wrong case", plist("<String>a</String>")),
        DifferentialCase("prefixed plist tag", #"<p:plist xmlns:p="urn:x"><p:string>a</p:string></p:plist>"#),
        DifferentialCase("default namespace", #"<plist xmlns="urn:x"><string>a</string></plist>"#),
        DifferentialCase(
            "attributes are ignored", #"<plist version="1.0" foo="bar"><dict a="b"><key x="y">k</key><string z="1">v</string></dict></plist>"#),
        DifferentialCase("two objects in plist", "<plist>\n<string>a</string>\n\n<string>b</string></plist>"),
        DifferentialCase("two empty objects in plist", "<plist><array/>\n\n<array/></plist>"),
        DifferentialCase("second object after a container over lines", "<plist><array>\n</array>\n\n<dict/></plist>"),
        // Apple's parser reads the second object before refusing it: a problem inside it comes first.
        DifferentialCase("second object with a bad integer", "<plist><string>a</string>\n<integer>x</integer></plist>"),
        DifferentialCase("second object with an unknown tag", "<plist><string>a</string>\n<foo/></plist>"),
        DifferentialCase("second object with a non-key in its dict", "<plist><string>a</string>\n<dict><string/></dict></plist>"),
        DifferentialCase(
            "second object not closed", "<plist><string>a</string><string>b</plist>",
            .bothRefuse(
                because:
                    "libxml2 reports the tag mismatch first, in its own words")),
        DifferentialCase("three objects in plist", "<plist><string>a</string>\n<string>b</string>\n<string>c</string></plist>"),
        DifferentialCase("two objects then text", "<plist><string>a</string>\n<string>b</string>z</plist>"),
        DifferentialCase("text in a dict", "<plist><dict>\n  x</dict></plist>"),
        DifferentialCase("text in an array over lines", "<plist><array>\n\n  x\n</array></plist>"),
        DifferentialCase("text in plist before the object", plist("z<string>a</string>")),
        DifferentialCase("text in plist after the object", plist("<string>a</string>z")),
        DifferentialCase("character reference in an array", plist("<array>&#65;</array>")),
        DifferentialCase("entity reference in an array", plist("<array>&amp;</array>")),
        DifferentialCase("reference to a space in a dict", plist("<dict>&#32;</dict>")),
        DifferentialCase("CDATA in an array", plist("<array><![CDATA[x]]></array>")),
        DifferentialCase("blank CDATA in a dict", "<plist><dict>\n<![CDATA[ ]]></dict></plist>"),
        DifferentialCase("CDATA in plist", plist("<![CDATA[x]]><string/>")),
        DifferentialCase("bare string root", "<string>a</string>"),
        DifferentialCase("bare dict root", "<dict><key>a</key><integer>1</integer></dict>"),
        DifferentialCase("bare root after a declaration", "<?xml version=\"1.0\"?>\n<array><true/></array>"),
        DifferentialCase("close tag with a blank", plist("<string>x</string >")),
        DifferentialCase(
            "mismatched close tag", plist("<array></dict>"),
            .bothRefuse(
                because:
                    "libxml2 reports the tag mismatch first, in its own words")),
        DifferentialCase(
            "close tag with an attribute", plist("<string>x</string a=\"b\">"),
            .bothRefuse(
                because:
                    "libxml2 reports the malformed end tag first, in its own words")),
        DifferentialCase(
            "plist not closed", "<plist><string>a</string>",
            .bothRefuse(
                because:
                    "libxml2 reports the truncated document first, in its own words")),
        DifferentialCase(
            "array not closed", "<plist><array><string>a</string>",
            .bothRefuse(
                because:
                    "libxml2 reports the truncated document first, in its own words")),
        DifferentialCase(
            "text before the root", "x<plist><string>a</string></plist>",
            .bothRefuse(
                because:
                    "Apple falls back to its OpenStep parser and fails there; libxml2 reports the text before the root")),
        DifferentialCase("key as a dict value", dict("<key>a</key><key>b</key>"), .differs(.keyOutsideKeyPositionRefused)),
        DifferentialCase("keys as dict values", dict("<key>a</key><key>b</key><key>c</key><key>d</key>"), .differs(.keyOutsideKeyPositionRefused)),
        DifferentialCase("key in an array", "<plist><array>\n<key>a</key></array></plist>", .differs(.keyOutsideKeyPositionRefused)),
        DifferentialCase("key as the object of plist", plist("<key>a</key>"), .differs(.keyOutsideKeyPositionRefused)),
        DifferentialCase("bare key root", "<key>a</key>", .differs(.keyOutsideKeyPositionRefused)),
        DifferentialCase(
            "key value then a string", "<plist><dict><key>a</key>\n<key>b</key><string>c</string></dict></plist>",
            .bothRefuse(
                because:
                    "Apple takes <key>b</key> as a's value and then refuses the string; the reader refuses the misplaced key (keyOutsideKeyPositionRefused)"
            )),
        DifferentialCase(
            "plist in an array", plist("<array><plist><integer>1</integer></plist><integer>2</integer></array>"), .differs(.nestedPlistRefused)),
        DifferentialCase("plist in plist", plist("<plist><string/></plist>"), .differs(.nestedPlistRefused)),
        DifferentialCase("plist as a dict value", dict("<key>a</key><plist><integer>1</integer></plist>"), .differs(.nestedPlistRefused)),
        DifferentialCase("plist in a bare array root", "<array><plist><true/></plist></array>", .differs(.nestedPlistRefused)),
        DifferentialCase(
            "empty plist in an array", plist("<array><plist/></array>"),
            .bothRefuse(
                because:
                    "Apple refuses the nested <plist> for being empty; the reader refuses it for being nested (nestedPlistRefused)")),
    ]

    // MARK: Trailing content

    private static let trailingContent: [DifferentialCase] = [
        DifferentialCase("trailing blank lines", "<plist><string>a</string></plist>\n\n  "),
        DifferentialCase("trailing garbage", "<plist><string>a</string></plist>garbage", .differs(.trailingContentRefused)),
        DifferentialCase(
            "trailing second plist", "<plist><string>a</string></plist><plist><string>b</string></plist>", .differs(.trailingContentRefused)),
        DifferentialCase("trailing less-than", "<plist><string>a</string></plist><", .differs(.trailingContentRefused)),
        DifferentialCase("trailing DOCTYPE", "<plist><string>a</string></plist><!DOCTYPE plist>", .differs(.trailingContentRefused)),
        DifferentialCase("second bare root", "<string>a</string><string>b</string>", .differs(.trailingContentRefused)),
    ]

    // MARK: Nesting

    /// `depth` nested arrays, the innermost written `<array/>` when `innermostEmpty`.
    private static func arrays(_ depth: Int, innermostEmpty: Bool = false, separator: String = "") -> String {
        let open = String(repeating: "<array>" + separator, count: innermostEmpty ? depth - 1 : depth)
        let close = String(repeating: "</array>" + separator, count: innermostEmpty ? depth - 1 : depth)
        return plist(open + (innermostEmpty ? "<array/>" : "") + close)
    }

    /// `depth` nested dictionaries, the innermost written `<dict/>` when `innermostEmpty`.
    private static func dictionaries(_ depth: Int, innermostEmpty: Bool = false) -> String {
        plist(
            String(repeating: "<dict><key>k</key>", count: depth - 1)
                + (innermostEmpty ? "<dict/>" : "<dict></dict>")
                + String(repeating: "</dict>", count: depth - 1))
    }

    // Foundation was probed in a separate process first: it handles every depth here (and 1,000)
    // without crashing.
    private static let nesting: [DifferentialCase] = [
        DifferentialCase("100 nested arrays", arrays(100)),
        DifferentialCase("511 nested arrays", arrays(511)),
        DifferentialCase("512 nested arrays", arrays(512)),
        DifferentialCase("513 nested arrays", arrays(513)),
        DifferentialCase("513 nested arrays, the innermost empty", arrays(513, innermostEmpty: true)),
        DifferentialCase("514 nested arrays, the innermost empty", arrays(514, innermostEmpty: true)),
        DifferentialCase("513 nested arrays, one per line", arrays(513, separator: "\n")),
        DifferentialCase(
            "512 nested arrays holding a string",
            plist(String(repeating: "<array>", count: 512) + "<string>x</string>" + String(repeating: "</array>", count: 512))),
        DifferentialCase("600 nested arrays", arrays(600)),
        DifferentialCase(
            "513th array's start tag over lines",
            plist(String(repeating: "<array>", count: 512) + "<array\n>" + String(repeating: "</array>", count: 513))),
        DifferentialCase(
            "512 nested dicts around an empty array",
            plist(String(repeating: "<dict><key>k</key>", count: 512) + "<array/>" + String(repeating: "</dict>", count: 512))),
        DifferentialCase(
            "513 nested arrays after a first object",
            plist("<string/>" + String(repeating: "<array>", count: 513) + String(repeating: "</array>", count: 513))),
        DifferentialCase("512 nested dicts", dictionaries(512)),
        DifferentialCase("513 nested dicts", dictionaries(513)),
        DifferentialCase("513 nested dicts, the innermost empty", dictionaries(513, innermostEmpty: true)),
    ]

    // MARK: Duplicate keys

    private static let duplicateKeys: [DifferentialCase] = [
        DifferentialCase(
            "duplicate keys", dict("<key>a</key><string>1</string><key>b</key><true/><key>a</key><string>2</string>"),
            .differs(.duplicateKeysKeptVisible)),
        DifferentialCase(
            "duplicate keys in a nested dict", plist("<array><dict><key>k</key><integer>1</integer><key>k</key><array/></dict></array>"),
            .differs(.duplicateKeysKeptVisible)),
    ]
}
