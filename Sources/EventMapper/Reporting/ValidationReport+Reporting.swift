import EventMapCore
import EventMapXML

extension ValidationReport {
    /// The files a reporter lists: the config files and registry files that were checked, then,
    /// sorted, any other file a finding points at (a source file, say).
    ///
    /// Reporters that group by file (JUnit suites, SARIF artifacts) use this list so that a
    /// finding is never dropped for pointing outside the checked files.
    /// - Parameter includingRelated: Whether a file that only a related place points at counts.
    func reportedFiles(includingRelated: Bool) -> [String] {
        var files: [String] = []
        var seen: Set<String> = []
        for file in configFiles + registryFiles where seen.insert(file).inserted {
            files.append(file)
        }
        var others: Set<String> = []
        for finding in findings {
            for location in [finding.location] + (includingRelated ? finding.related : []) where !seen.contains(location.file) {
                others.insert(location.file)
            }
        }
        return files + others.sorted()
    }

    /// The rules a reporter lists: the whole ``Rule/catalogue``, then any rule outside it that a
    /// finding names, in the order first found, so that every finding has its rule listed.
    var reportedRules: [Rule] {
        var rules = Rule.catalogue
        var seen = Set(rules)
        for finding in findings where seen.insert(finding.rule).inserted {
            rules.append(finding.rule)
        }
        return rules
    }
}
