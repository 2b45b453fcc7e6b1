enum PageRoute {
    case home
}

protocol Reloadable {
    func reload()
}

struct Money {
    var cents: Int
}
