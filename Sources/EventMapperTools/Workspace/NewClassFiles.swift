import EventMapCore

/// The classes a draft configures anew, each with the file a step put it in, found as lookups
/// find configured classes: by its name, else by a name that matches it with or without its
/// module. After `set App.NewViewController --file a`, a step naming `NewViewController` edits
/// that class in `a`, as `mapper set` run twice would; `Kit.NewViewController` is another class.
struct NewClassFiles {
    private var classes: [(className: String, path: String)] = []

    /// Records that `className` goes to `path`.
    mutating func add(_ className: String, in path: String) {
        classes.append((className, path))
    }

    /// The new class `className` reaches, as a step named it, with its file; nil when none.
    func find(_ className: String) -> (className: String, path: String)? {
        if let named = classes.first(where: { $0.className == className }) { return named }
        let query = ClassNameQuery(className)
        return classes.first { query.mightMatch($0.className.utf8) }
    }
}
