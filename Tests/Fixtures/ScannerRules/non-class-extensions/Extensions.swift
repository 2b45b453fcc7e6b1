import UIKit

// Extensions of structs, enums and protocols declare no Objective-C methods: of the standard
// library's and frameworks' (a table), of the scan's in other files, and of any type the
// extension shows is no class or a generic one (a where clause, a mutating member).
extension Array {
    func chunked(into size: Int) -> [[Element]] { [] }
}

extension CGFloat {
    func rounded2() -> CGFloat { self }
}

extension Date {
    func startOfDay() -> Date { self }
}

extension Collection {
    func isNotEmpty() -> Bool { !isEmpty }
}

extension Optional where Wrapped == String {
    func orEmpty() -> String { self ?? "" }
}

extension Money {
    mutating func roundUp() {}
}

extension PageRoute {
    func path() -> String { "" }
}

extension Reloadable {
    func reloadAll() {}
}

extension UIViewController {
    @objc func onBackBtnPressed(_ sender: Any) {}
}
