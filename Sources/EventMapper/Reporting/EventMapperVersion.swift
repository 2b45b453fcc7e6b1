/// The version of EventMapper this is: what `mapper --version` and `mapper version` print and
/// what SARIF reports carry as `tool.driver.version` and `semanticVersion`. The one place the
/// version is written; `CHANGELOG.md` names the same.
public enum EventMapperVersion {
    /// A semantic version: the next release while its changes are unreleased, with `-dev`.
    public static let current = "0.2.0-dev"
}
