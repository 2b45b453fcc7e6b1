/// The dialect reader's own messages, for constructs it refuses before libxml2 would act on them.
enum EventMapDialectMessage {
    static func doctype() -> String {
        "an event map may not have a DOCTYPE: the dialect is defined by its XSD, and a DTD can "
            + "declare entities that read local files or exhaust memory"
    }

    static func entityDeclared() -> String {
        "an event map may not declare entities or other DTD content"
    }

    static func entityReferenced(_ name: String) -> String {
        "the entity reference &\(name); is not allowed in an event map; "
            + "only &amp; &lt; &gt; &quot; &apos; and character references are"
    }

    static func emptyDocument() -> String {
        "the file holds no XML element; an event map starts with <event-map version=\"1\">"
    }
}
