import UIKit

/// A header laid over the top of a list. Its title and buttons take touches; touches on its
/// empty, translucent part go to the view it covers, a sibling behind it.
final class SiblingForwardingHeaderView: UIView {
  weak var forwardingTarget: UIView?

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    guard hit === self, let target = forwardingTarget, let superview = superview else {
      return hit
    }
    let pointInTarget = convert(point, to: target)
    if target.point(inside: pointInTarget, with: event) {
      return target.hitTest(pointInTarget, with: event)
    }
    _ = superview
    return hit
  }
}
