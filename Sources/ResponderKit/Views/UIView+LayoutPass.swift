import Foundation

/// Bumped whenever a view is marked for layout (`setNeedsLayout()`, a bounds size change,
/// `addSubview(_:)`): a window whose last walk saw this mark has no view to lay out.
@MainActor var layoutMarkGeneration = 0

/// Bumped whenever anything `UIView.screenOffset(of:)` reads changes (a view's offset in its
/// superview, its transform, its superview) and whenever a view is made: an offset taken at one
/// value of it holds while the value is unchanged (`UITouch` keeps its last conversion so).
/// Unchecked: a scroll view bumps it at every move of a drag, and every access is on the main
/// actor.
@exclusivity(unchecked) @MainActor var viewGeometryGeneration: UInt64 = 0

/// Layout: the pass `layoutIfNeeded()` runs, and the dispatcher before it hit-tests a new
/// touch when a view is marked (Y2), and the margins around content.
extension UIView {
  /// The absence of an intrinsic size on an axis (`intrinsicContentSize`), as UIKit's −1.
  nonisolated public static let noIntrinsicMetric: CGFloat = -1

  static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

  /// Whether the view is marked for layout (`setNeedsLayout()`, a bounds size change or
  /// `addSubview(_:)`), until `layoutIfNeeded()` lays it out (a ResponderKit addition for tests).
  public var needsLayout: Bool { _needsLayout }

  /// The layout pass: the subtree in preorder, each marked view's `layoutSubviews()` before its
  /// subviews are visited, so that the frames it sets are laid out in the same pass.
  func layOutSubtree() {
    var pending: [UIView] = [self]
    while let view = pending.popLast() {
      if view._needsLayout {
        view._needsLayout = false
        // UIKit lays a view out through its layer's delegate call; a view whose layer was
        // never made has no sublayers to lay out, so the pass makes none for it.
        if let layer = view.rareState?.layer {
          view.layoutSublayers(of: layer)
        } else {
          view.layOutWithController()
        }
      }
      pending.append(contentsOf: view._subviews.reversed())
    }
  }

  /// `layoutSubviews()` with the controller told around it, the default of
  /// `layoutSublayers(of:)`: Y2, a controller hears of its root view's layout around it, as
  /// UIKit calls it from the layer's layout, so that a constant it changes in
  /// `viewDidLayoutSubviews()` is solved in the pass's next round.
  func layOutWithController() {
    let controller = _viewController
    controller?.viewWillLayoutSubviews()
    layoutSubviews()
    controller?.viewDidLayoutSubviews()
  }
}
