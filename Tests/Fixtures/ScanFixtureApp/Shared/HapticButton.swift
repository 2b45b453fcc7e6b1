import UIKit

/// A subclass whose file sorts before its superclass's (Shared/RoundedButton.swift).
public final class HapticButton: RoundedButton {
    private let generator = UIImpactFeedbackGenerator(style: .light)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addTarget(self, action: #selector(playHaptic(_:)), for: .touchDown)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addTarget(self, action: #selector(playHaptic(_:)), for: .touchDown)
    }

    /// playHaptic:
    @objc public func playHaptic(_ sender: Any) {
        generator.impactOccurred()
    }

    /// Overrides RoundedButton's @objc pulse: pulse.
    public override func pulse() {
        playHaptic(self)
        super.pulse()
    }
}
