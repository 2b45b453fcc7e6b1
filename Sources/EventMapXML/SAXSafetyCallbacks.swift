internal import CLibXML2

/// A construct refused for safety, where it starts (before a file name is attached).
struct SAXRefusal: Equatable {
    let message: String
    let line: Int
    let column: Int
}

/// What the safety callbacks refuse; each reader words its own message for it.
enum SAXRefusedConstruct {
    /// A DOCTYPE, and so any DTD.
    case doctype
    /// An entity, element, attribute-list or notation declaration.
    case declaration
    /// A reference to an entity other than the five XML predefines, named as written (a
    /// parameter entity with its `%`).
    case entityReference(String)
}

/// A recorder whose parse refuses every construct that could declare, load or expand an entity.
protocol SAXRefusingRecorder: AnyObject {
    /// The reader's message for a refused construct.
    func refusalMessage(for construct: SAXRefusedConstruct) -> String
    /// Records a refused construct; only the first one counts, later ones are consequences.
    func refuse(_ message: String, line: Int, column: Int)
}

/// The SAX2 callbacks that keep a parse from declaring or expanding any entity: each refuses
/// through the parse's ``SAXRefusingRecorder`` and stops the parser. ``SAXParser`` installs them
/// (and keeps anything from being loaded) for the readers that accept no DTD at all. None
/// captures anything, so each is a plain C function pointer.
enum SAXSafetyCallbacks {
    /// Installs the refusing callbacks into `handler`, replacing any that libxml2's SAX2 defaults
    /// put there.
    static func install(into handler: inout xmlSAXHandler) {
        handler.internalSubset = { context, _, _, _ in
            SAXSafetyCallbacks.refuse(.doctype, at: UInt8(ascii: "<"), context)
        }
        handler.entityDecl = { context, _, _, _, _, _ in
            SAXSafetyCallbacks.refuse(.declaration, at: UInt8(ascii: "<"), context)
        }
        handler.unparsedEntityDecl = { context, _, _, _, _ in
            SAXSafetyCallbacks.refuse(.declaration, at: UInt8(ascii: "<"), context)
        }
        handler.elementDecl = { context, _, _, _ in
            SAXSafetyCallbacks.refuse(.declaration, at: UInt8(ascii: "<"), context)
        }
        handler.attributeDecl = { context, _, _, _, _, _, tree in
            xmlFreeEnumeration(tree)
            SAXSafetyCallbacks.refuse(.declaration, at: UInt8(ascii: "<"), context)
        }
        handler.notationDecl = { context, _, _, _ in
            SAXSafetyCallbacks.refuse(.declaration, at: UInt8(ascii: "<"), context)
        }
        // libxml2 asks for every entity other than the five predefined ones, in content and in
        // attribute values alike; answering "none" after refusing keeps anything from expanding.
        handler.getEntity = { context, name in
            SAXSafetyCallbacks.refuse(.entityReference(name.map { String(cString: $0) } ?? ""), at: UInt8(ascii: "&"), context)
            return nil
        }
        handler.getParameterEntity = { context, name in
            SAXSafetyCallbacks.refuse(.entityReference("%" + (name.map { String(cString: $0) } ?? "")), at: UInt8(ascii: "%"), context)
            return nil
        }
        handler.reference = { context, name in
            SAXSafetyCallbacks.refuse(.entityReference(name.map { String(cString: $0) } ?? ""), at: UInt8(ascii: "&"), context)
        }
    }

    private static func refuse(_ construct: SAXRefusedConstruct, at opening: UInt8, _ context: UnsafeMutableRawPointer?) {
        guard let access = SAXCallbackAccess<AnyObject>(context) else { return }
        guard let recorder = access.recorder as? any SAXRefusingRecorder else {
            xmlStopParser(access.context)
            return
        }
        if !access.hasCapturedError {
            let start = access.markupStart(opening: opening)
            recorder.refuse(recorder.refusalMessage(for: construct), line: start.line, column: start.column)
        }
        xmlStopParser(access.context)
    }
}
