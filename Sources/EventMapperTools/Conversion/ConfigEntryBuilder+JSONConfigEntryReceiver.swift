import EventMapper

extension ConfigEntryBuilder: JSONConfigEntryReceiver {
    mutating func page(named key: Int, in document: LocatedJSONDocument) -> Int? {
        declarePage(document.string(key), at: document.location(of: key))
    }

    mutating func pageEvent(_ key: Int, id: Int, in document: LocatedJSONDocument, page: Int) {
        addPageEvent(document.string(key), at: document.location(of: key), id: document.string(id), idAt: document.location(of: id), toPage: page)
    }

    mutating func control(_ key: Int, id: Int, in document: LocatedJSONDocument, page: Int) {
        addControl(document.string(key), at: document.location(of: key), id: document.string(id), idAt: document.location(of: id), toPage: page)
    }
}
