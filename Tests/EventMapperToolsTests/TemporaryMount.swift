import Foundation

/// A small tmpfs mounted for one test, to make a full disk or a read-only folder for real.
/// Mounting needs privileges: ``mount(size:)`` returns nil (with the reason) where it is not
/// permitted, and the caller skips.
struct TemporaryMount {
    let directory: String

    /// Mounts a tmpfs of `size` (such as `64k`) on a new folder.
    static func mount(size: String) -> Result<TemporaryMount, MountUnavailable> {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mount-\(UUID().uuidString)").path
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let status = try run(["mount", "-t", "tmpfs", "-o", "size=\(size)", "tmpfs", directory])
            guard status == 0 else {
                try? FileManager.default.removeItem(atPath: directory)
                return .failure(MountUnavailable(reason: "mounting a tmpfs is not permitted here (mount exited \(status))"))
            }
        } catch {
            return .failure(MountUnavailable(reason: "cannot run mount: \(error)"))
        }
        return .success(TemporaryMount(directory: directory))
    }

    /// Makes the mount read-only.
    func remountReadOnly() throws -> Bool {
        try Self.run(["mount", "-o", "remount,ro", directory]) == 0
    }

    func unmount() {
        _ = try? Self.run(["umount", directory])
        try? FileManager.default.removeItem(atPath: directory)
    }

    private static func run(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// Why no tmpfs could be mounted.
struct MountUnavailable: Error {
    let reason: String
}
