/// A value and the place in a config file it was written.
public struct Located<Value: Sendable>: Sendable {
    /// The value.
    public let value: Value
    /// Where it was written.
    public let location: SourceLocation

    /// Pairs a value with its location.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
