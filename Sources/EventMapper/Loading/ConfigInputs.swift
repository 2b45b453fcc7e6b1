import EventMapCore

/// Turns the paths a user names — files and folders — into the config files to read: a folder
/// stands for every `.plist` and `.xml` below it, sorted by path.
public enum ConfigInputs {
    /// The config files `paths` name, in order, each once.
    /// - Parameter paths: Files and folders.
    /// - Returns: File paths.
    /// - Throws: ``ConfigInputError`` for a path that does not exist, a file that is not
    ///   `.plist` or `.xml`, or a folder holding no config.
    public static func expand(_ paths: [String]) throws(ConfigInputError) -> [String] {
        try listing.files(paths)
    }

    private static let listing = FileTreeListing(
        accepts: { ConfigFormat(pathExtensionOf: $0) != nil }, skipsHidden: false,
        notAcceptedMessage: "not a config: expected a .plist or .xml file",
        emptyFolderMessage: "no .plist or .xml configs in this folder"
    )
}
