import Foundation

/// The version of EventMapper this is: what `mapper --version` and `mapper version` print and
/// what SARIF reports carry as `tool.driver.version` and `semanticVersion`. The one place the
/// version is written; `CHANGELOG.md` names the same.
public enum EventMapperVersion {
    /// A semantic version: the next release while its changes are unreleased, with `-dev`.
    public static let current = "0.2.0-dev"
}

extension EventMapperVersion {
    /// This build: the version, and the running executable's size, modification and change
    /// times and inode, so that what one build keeps in a cache is not read by another, even
    /// one of the same size whose modification time an installer set back (the change time and
    /// the inode no program sets).
    package static let runningBuild: String = {
        // Linux names the running executable in /proc, and `stat` follows the link: no bundle
        // to set up, which costs a warm run more than the rest of reading a cache's header.
        let executable = FileStatus(path: "/proc/self/exe") ?? FileStatus(path: Bundle.main.executablePath ?? CommandLine.arguments[0])
        guard let executable else { return current }
        return "\(current) \(executable.size) \(executable.modified) \(executable.changed) \(executable.device):\(executable.inode)"
    }()
}
