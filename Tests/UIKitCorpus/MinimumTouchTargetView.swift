import UIKit

/// An icon view that is often drawn smaller than Apple's 44 × 44 pt minimum: it answers
/// touches in a centered square of at least that size.
class MinimumTouchTargetView: UIView {
  static let minimumTargetSize: CGFloat = 44

  var onTap: (() -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = true
    let tap = UITapGestureRecognizer(target: self, action: #selector(didTap(_:)))
    addGestureRecognizer(tap)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    let widthToAdd = max(Self.minimumTargetSize - bounds.width, 0)
    let heightToAdd = max(Self.minimumTargetSize - bounds.height, 0)
    let target = bounds.insetBy(dx: -widthToAdd / 2, dy: -heightToAdd / 2)
    return target.contains(point)
  }

  @objc private func didTap(_ recognizer: UITapGestureRecognizer) {
    guard recognizer.state == .ended else { return }
    onTap?()
  }
}
