import UIKit

/// A container laid over other content: only its visible subviews take touches, and the
/// empty space between them passes the touch to whatever is behind.
final class PassThroughContainerView: UIView {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    for subview in subviews where !subview.isHidden && subview.alpha > 0.01 && subview.isUserInteractionEnabled {
      let converted = convert(point, to: subview)
      if subview.point(inside: converted, with: event) {
        return true
      }
    }
    return false
  }
}
