/// Answers the hooks' questions — which event does this page's appearance, or this action on
/// this class, record — from a merged ``EventMap``. Immutable and `Sendable`: build it once,
/// share it between threads.
///
/// Matching follows the runtime: class names exactly, or a module-qualified name
/// (`MyApp.HomeViewController`, what `NSStringFromClass` returns for a Swift class) against an
/// unqualified entry and the reverse; selectors in Objective-C form, or Swift form normalised
/// (`onFav(_:)` → `onFav:`).
///
/// ## Usage
/// ```swift
/// let resolver = EventResolver(try ConfigSet.load(["Configs"]).map)
/// resolver.controlEvent(forAction: "onFavBtnPressed_UA:", ofClass: "HomeViewController")?.eventID
/// ```
public struct EventResolver: Sendable {
    @usableFromInline let storage: ResolverStorage

    /// Indexes a map. Names are interned here, once, so that lookups allocate nothing.
    public init(_ map: EventMap) {
        storage = ResolverStorage(map)
    }

    /// The event a page event records for a class.
    /// - Parameters:
    ///   - event: `Enter` or `Leave`.
    ///   - className: The class name as `NSStringFromClass` gives it, qualified or not.
    public func pageEvent(_ event: PageEvent, ofClass className: String) -> EventResolution? {
        guard let page = storage.classIndex(className) else { return nil }
        return storage.pageEvent(event, page: page)
    }

    /// The event an action records for a class.
    /// - Parameters:
    ///   - selector: The action, `onFav:` or `onFav(_:)`.
    ///   - className: The class name as `NSStringFromClass` gives it, qualified or not.
    public func controlEvent(forAction selector: String, ofClass className: String) -> EventResolution? {
        guard let record = storage.classRecord(className) else { return nil }
        return storage.controlEvent(selector, in: record)
    }

    /// The event ID an action records for a class: the fastest lookup, for the hooks' hot
    /// path, inlined into the caller. ``controlEvent(forAction:ofClass:)`` also says which
    /// entry matched and where.
    /// - Parameters:
    ///   - selector: The action, `onFav:` or `onFav(_:)`.
    ///   - className: The class name as `NSStringFromClass` gives it, qualified or not.
    @inlinable
    public func eventID(forAction selector: String, ofClass className: String) -> EventID? {
        guard let record = storage.classRecord(className) else { return nil }
        return storage.eventID(selector, in: record)
    }

    /// The event ID a page event records for a class: the fastest lookup, for the appearance
    /// hooks' hot path, inlined into the caller. ``pageEvent(_:ofClass:)`` also says where the
    /// entry is.
    /// - Parameters:
    ///   - event: `Enter` or `Leave`.
    ///   - className: The class name as `NSStringFromClass` gives it, qualified or not.
    @inlinable
    public func eventID(for event: PageEvent, ofClass className: String) -> EventID? {
        guard let record = storage.classRecord(className) else { return nil }
        return storage.eventID(event, in: record)
    }

    /// Every place that records `eventID`, in map order.
    ///
    /// This reads every entry of the map (a few milliseconds for 10,000 pages): it is meant for
    /// tools that ask once, such as `mapper which`, and keeps the index that every resolver
    /// builds free of a reverse index.
    public func emitters(of eventID: String) -> [EventEmitter] {
        ReverseLookup.emitters(of: eventID, in: storage.pages)
    }

    /// The mapping of a class, if it is configured (matched as lookups match).
    public func page(_ className: String) -> PageMapping? {
        storage.classIndex(className).map { storage.pages[$0] }
    }

    /// Every configured class, in map order.
    public var pages: [PageMapping] { storage.pages }

    /// The configured class name closest to `className`, for "did you mean".
    /// - Parameters:
    ///   - className: The name that matched nothing.
    ///   - otherNames: Configured classes the map does not hold (see `ConfigSet.skippedClassNames` in EventMapper).
    public func suggestClass(for className: String, among otherNames: [String] = []) -> ClassName? {
        NearestName.suggestion(for: className, among: storage.pages.map(\.className.value.text) + otherNames).map(ClassName.init)
    }

    /// The configured action of `className` closest to `selector`, for "did you mean".
    public func suggestAction(for selector: String, ofClass className: String) -> ActionSelector? {
        guard let page = page(className) else { return nil }
        let wanted = ActionSelector(selector).text
        return NearestName.suggestion(for: wanted, among: page.controls.map(\.selector.value.text)).map { ActionSelector($0) }
    }

    /// The event IDs most like `eventID`, for "did you mean".
    public func suggestEventID(for eventID: String) -> EventID? {
        NearestName.suggestion(for: eventID, among: ReverseLookup.eventIDs(in: storage.pages)).map(EventID.init)
    }
}

/// The answer to a lookup: the event ID, the configured class that matched (which may be the
/// unqualified or module-qualified form of the class asked for) and where the ID is written.
public struct EventResolution: Sendable, Equatable {
    /// The event ID.
    public let eventID: EventID
    /// The class entry that matched.
    public let className: ClassName
    /// Where the ID is written in the config.
    public let location: SourceLocation
}

/// A place in the map that records a given event: a page event or a control action of a class.
public struct EventEmitter: Sendable, Equatable, CustomStringConvertible {
    /// What records the event.
    public enum Source: Sendable, Equatable {
        /// The page's appear (`Enter`) or disappear (`Leave`) hook.
        case page(PageEvent)
        /// A control action.
        case control(ActionSelector)
    }

    /// The configured class.
    public let className: ClassName
    /// The page event or the action.
    public let source: Source
    /// The event it records.
    public let eventID: EventID
    /// Where the event ID is written.
    public let location: SourceLocation

    /// Creates an emitter.
    package init(className: ClassName, source: Source, eventID: EventID, location: SourceLocation) {
        self.className = className
        self.source = source
        self.eventID = eventID
        self.location = location
    }

    /// `-[HomeViewController onFavBtnPressed:]` or `HomeViewController Enter`.
    public var description: String {
        switch source {
        case .page(let event): "\(className) \(event)"
        case .control(let selector): "-[\(className) \(selector)]"
        }
    }
}
