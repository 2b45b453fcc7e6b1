/// One file of a generated tree: its path below the output folder and its text.
struct GeneratedFile: Equatable {
    /// The path relative to the tree's root, `/`-separated.
    let path: String
    /// The file's contents.
    let text: String
}
