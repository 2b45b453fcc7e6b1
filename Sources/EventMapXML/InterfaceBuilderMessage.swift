/// The Interface Builder reader's own messages, for constructs it refuses before libxml2 would
/// act on them.
enum InterfaceBuilderMessage {
    static func doctype() -> String {
        "an Interface Builder file may not have a DOCTYPE: Xcode never writes one, and a DTD can "
            + "declare entities that read local files or exhaust memory"
    }

    static func entityReferenced(_ name: String) -> String {
        "the entity reference &\(name); is not allowed in an Interface Builder file; "
            + "only &amp; &lt; &gt; &quot; &apos; and character references are"
    }

    static func emptyDocument() -> String {
        "the file holds no XML element; a storyboard or xib starts with <document type=…>"
    }
}
