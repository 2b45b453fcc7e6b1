internal import CLibXML2

/// The process-wide libxml2 set-up every parser in this module waits for before its first
/// parse: `xmlInitParser()`, and libxml2's element-depth limit (a plain global) raised just
/// above Apple's container limit so that the plist builder's own check, worded as Apple's,
/// fires first. Done exactly once, before any parse on any thread can read the limit.
enum LibXML2Setup {
    private static let done: Void = {
        xmlInitParser()
        em_set_parser_max_depth(UInt32(PlistTreeBuilder.maximumContainerDepth + 8))
    }()

    /// Runs the set-up if no parser has yet.
    static func ensure() {
        _ = done
    }
}
