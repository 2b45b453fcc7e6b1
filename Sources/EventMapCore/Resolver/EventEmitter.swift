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

    /// `-[HomeViewController onFavBtnPressed:]` or `HomeViewController Enter`.
    public var description: String {
        switch source {
        case .page(let event): "\(className) \(event)"
        case .control(let selector): "-[\(className) \(selector)]"
        }
    }
}
