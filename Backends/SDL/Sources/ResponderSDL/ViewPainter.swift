import Foundation
import ResponderKit

/// One view as the host draws it: its bounds' four corners on screen, its fill, its label.
public struct PaintedView {
  /// The view.
  public var view: UIView
  /// The bounds' corners (top-left, top-right, bottom-right, bottom-left) in screen points,
  /// through every transform on the way to the screen.
  public var corners: [CGPoint]
  /// The fill, with the view's and its ancestors' alpha applied; nil draws no fill.
  public var fill: UIColor?
  /// The text drawn at the top-left corner, if any.
  public var label: String?
}

/// Lists what to draw, back to front: the one home of the drawing order, which is UIKit's.
///
/// Windows are drawn in the reverse of hit-test order (the frontmost last), each window before
/// its subviews, and subviews in array order, so what is drawn on top is what hit testing asks
/// first (H3). Hidden views and their subtrees are not drawn; alpha multiplies down the tree.
/// ResponderKit has no layers: `clipsToBounds` does not clip the drawing (only hit testing,
/// H5), which is a simplification of what UIKit shows.
@MainActor
public enum ViewPainter {
  /// The views of `application`'s visible windows in painter's order.
  public static func paint(
    _ application: UIApplication, fill: (UIView) -> UIColor?, label: (UIView) -> String?
  ) -> [PaintedView] {
    var painted: [PaintedView] = []
    for window in application.windowsInHitTestOrder.reversed() where !window.isHidden {
      var stack: [(view: UIView, alpha: CGFloat)] = [(window, window.alpha)]
      while let (view, alpha) = stack.popLast() {
        let b = view.bounds
        let corners = [
          CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
          CGPoint(x: b.minX, y: b.maxY),
        ].map { window.convert(toScreen: view === window ? $0 : view.convert($0, to: window)) }
        let color = fill(view).map { $0.withAlphaComponent($0.alpha * alpha) }
        painted.append(PaintedView(view: view, corners: corners, fill: color, label: label(view)))
        for subview in view.subviews.reversed() where !subview.isHidden {
          stack.append((subview, alpha * subview.alpha))
        }
      }
    }
    return painted
  }

  /// The screen area the windows cover (at least 1 × 1 point).
  public static func extent(of application: UIApplication) -> CGRect {
    var extent = CGRect.null
    for window in application.windows where !window.isHidden { extent = extent.union(window.frame) }
    if extent.isNull || extent.width < 1 || extent.height < 1 { return CGRect(x: 0, y: 0, width: 320, height: 480) }
    return extent.integral
  }
}
