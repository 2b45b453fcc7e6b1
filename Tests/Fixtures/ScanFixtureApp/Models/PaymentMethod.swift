import Foundation

/// A Swift enum with methods: not a class, nothing here is in the registry.
enum PaymentMethod {
    case card
    case applePay

    var title: String {
        switch self {
        case .card: "Card"
        case .applePay: "Apple Pay"
        }
    }

    func isAvailable(in region: String) -> Bool {
        self == .card || region != "XX"
    }
}

/// A struct with methods: not a class.
struct Product {
    let id: String
    let price: Decimal

    func formattedPrice() -> String {
        "\(price)"
    }

    static func placeholder() -> Product {
        Product(id: "0", price: 0)
    }
}
