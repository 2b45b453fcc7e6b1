import EventMapper

/// The source files under the paths a user names: each file named directly, and every Swift,
/// Objective-C and Interface Builder file inside each folder, recursively, sorted by path.
/// Hidden files and folders (`.git`, `.build`) are not entered. The walk is the one config sets
/// use (``FileTreeListing``).
struct SourceFileList {
    /// The files, in scanning order, each once.
    let files: [String]

    private static let listing = FileTreeListing(
        accepts: { SourceLanguage(path: $0) != nil }, skipsHidden: true,
        notAcceptedMessage: "not a Swift (.swift), Objective-C (.h, .m, .mm) or Interface Builder (.storyboard, .xib) file",
        emptyFolderMessage: nil
    )

    /// Lists the files.
    /// - Throws: ``ConfigInputError`` for a path that does not exist, a folder that cannot be
    ///   listed, or a file named directly that is not a source file.
    init(paths: [String]) throws(ConfigInputError) {
        files = try Self.listing.files(paths)
    }
}
