import UIKit

/// A small close button whose touch area is grown by an inset, so that it is easy to hit.
final class HitSlopButton: UIButton {
  /// Negative insets grow the touch area beyond the bounds.
  var hitTestEdgeInsets = UIEdgeInsets(top: -12, left: -12, bottom: -12, right: -12)

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    if hitTestEdgeInsets == .zero || !isEnabled || isHidden {
      return super.point(inside: point, with: event)
    }
    let hitFrame = bounds.inset(by: hitTestEdgeInsets)
    return hitFrame.contains(point)
  }
}
