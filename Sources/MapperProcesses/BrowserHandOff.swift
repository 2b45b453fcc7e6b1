import Foundation

/// Opens the editor's address in the desktop's browser, where there is a desktop.
///
/// The address holds the token, and a command line can be read by every user of the machine:
/// the browser is given a file only this user can read, which sends it on to the address. The
/// file is created with those permissions (never, even for a moment, readable by others), only
/// when a browser is to be opened, and removed by ``remove()`` when the editor stops.
package final class BrowserHandOff: @unchecked Sendable {
    private let opener: String?
    private let folder: String
    private let lock = NSLock()
    private var written: [String] = []

    /// - Parameters:
    ///   - opener: The program that opens an address in the browser; nil when there is none.
    ///   - folder: Where the file for the browser is written.
    package init(opener: String? = BrowserHandOff.desktopOpener(), folder: String = BrowserHandOff.privateFolder()) {
        self.opener = opener
        self.folder = folder
    }

    /// Has the browser open `address`; does nothing without a desktop.
    package func open(_ address: String) {
        guard let opener else { return }
        let page = URL(fileURLWithPath: folder).appendingPathComponent("mapper-edit-\(getpid())-\(UUID().uuidString).html").path
        let redirect = "<!doctype html><meta charset=\"utf-8\"><meta http-equiv=\"refresh\" content=\"0;url=\(address)\"><title>mapper edit</title>"
        guard Self.writeNewPrivateFile(page, Array(redirect.utf8)) else { return }
        lock.withLock { written.append(page) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [URL(fileURLWithPath: page).absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
    }

    /// Removes the files written for the browser.
    package func remove() {
        for page in lock.withLock({ written }) { unlink(page) }
        lock.withLock { written = [] }
    }

    /// The program that opens an address in the desktop's browser; nil without a desktop.
    package static func desktopOpener() -> String? {
        #if os(macOS)
            let opener = "/usr/bin/open"
        #else
            let environment = ProcessInfo.processInfo.environment
            guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else { return nil }
            let opener = "/usr/bin/xdg-open"
        #endif
        return FileManager.default.isExecutableFile(atPath: opener) ? opener : nil
    }

    /// The user's runtime folder, else the temporary one.
    package static func privateFolder() -> String {
        ProcessInfo.processInfo.environment["XDG_RUNTIME_DIR"] ?? NSTemporaryDirectory()
    }

    /// Writes `bytes` to a file that must not exist yet, created readable and writable by this
    /// user alone; false (and no file) when that cannot be done.
    private static func writeNewPrivateFile(_ path: String, _ bytes: [UInt8]) -> Bool {
        let descriptor = Foundation.open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                unlink(path)
                return false
            }
            offset += count
        }
        return true
    }
}
