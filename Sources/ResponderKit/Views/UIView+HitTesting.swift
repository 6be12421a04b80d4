import Foundation

extension UIView {
  /// Returns the farthest descendant (or the view itself) that contains `point`, given in the
  /// view's own coordinates, or nil.
  ///
  /// UIKit rules H2–H4: nil when the view ignores interaction, is hidden or has
  /// `alpha < 0.01` (checked before anything else, so it holds for the whole subtree); nil when
  /// `point(inside:with:)` says no; otherwise the subviews are asked from the topmost (last)
  /// down, each with the point in its own coordinates, and the first non-nil answer wins at
  /// once. Every subview's `hitTest` is called whatever its `point(inside:)` would say, so an
  /// override that reaches outside the bounds works. Overridable (H6); an override must have
  /// no side effects.
  func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard isUserInteractionEnabled, !isHidden, alpha >= InteractionConstants.minimumHittableAlpha else {
      return nil
    }
    guard self.point(inside: point, with: event) else { return nil }
    // Iterate by index from the end: no reversed copy, and a hierarchy mutated by a
    // misbehaving override cannot send the loop out of range.
    var index = _subviews.count - 1
    while index >= 0 {
      if index < _subviews.count {
        let subview = _subviews[index]
        if let hit = subview.hitTest(subview.convertFromSuperview(point), with: event) {
          return hit
        }
      }
      index -= 1
    }
    return self
  }

  /// Whether `point`, in the view's own coordinates, is inside the view.
  ///
  /// UIKit rule H3: the default is `bounds.contains(point)` (the right and bottom edges are
  /// outside, as `CGRectContainsPoint` has it). Overridable (H5, H6).
  func defaultPoint(inside point: CGPoint, with event: UIEvent?) -> Bool {
    _bounds.contains(point)
  }
}
