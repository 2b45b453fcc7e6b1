import UIKit

// This file's path sorts before ProductListViewController.swift ('+' < '.'): the extension is
// read before the class it extends.

extension ProductListViewController {
    @objc func onSortBtnPressed_UA(_ sender: UIButton) {
        reload()
    }

    /// Not @objc: a plain extension member of a class without @objcMembers.
    func sortTitle() -> String {
        "Sort"
    }
}

/// In an @objc extension every member is inferred @objc, even a private one.
@objc extension ProductListViewController {
    func onGridToggled(_ sender: UISwitch) {
        applyGrid(sender.isOn)
    }

    private func resetGrid(_ sender: Any) {
        applyGrid(false)
    }

    /// @nonobjc opts a member out of the @objc extension.
    @nonobjc func layoutKey() -> String {
        "grid"
    }

    /// A class method: not an instance action.
    static func defaultGridState() -> Bool {
        false
    }
}
