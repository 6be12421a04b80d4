import Foundation
import ResponderKit

/// One view as the host draws it: its bounds' four corners on screen, the part of them its
/// clipping ancestors let show, its fill, its label.
public struct PaintedView {
  /// The view.
  public var view: UIView
  /// The bounds' corners (top-left, top-right, bottom-right, bottom-left) in screen points,
  /// through every transform on the way to the screen.
  public var corners: [CGPoint]
  /// The convex screen area its ancestors with `clipsToBounds` leave open (the intersection of
  /// their bounds on screen), or nil when no ancestor clips.
  public var clip: [CGPoint]?
  /// The part of `corners` inside `clip`, as a convex polygon (empty when none of the view
  /// shows); `corners` when nothing clips.
  public var visible: [CGPoint]
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
/// A view is drawn where its bounds are, so a bounds origin (a scroll view's content offset)
/// moves its subviews the way it moves their hit tests. A view with `clipsToBounds` clips its
/// subtree's drawing to its bounds, as UIKit's layer does and as hit testing does (H5): each
/// view gets the intersection of its clipping ancestors' bounds on screen, a convex polygon
/// even under rotation.
@MainActor
public enum ViewPainter {
  /// The views of `application`'s visible windows in painter's order.
  public static func paint(
    _ application: UIApplication, fill: (UIView) -> UIColor?, label: (UIView) -> String?
  ) -> [PaintedView] {
    var painted: [PaintedView] = []
    for window in application.windowsInHitTestOrder.reversed() where !window.isHidden {
      var stack: [(view: UIView, alpha: CGFloat, clip: [CGPoint]?)] = [(window, window.alpha, nil)]
      while let (view, alpha, clip) = stack.popLast() {
        let b = view.bounds
        let corners = [
          CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
          CGPoint(x: b.minX, y: b.maxY),
        ].map { window.convert(toScreen: view === window ? $0 : view.convert($0, to: window)) }
        let color = fill(view).map { $0.withAlphaComponent($0.alpha * alpha) }
        let visible = clip.map { Self.clip(corners, to: $0) } ?? corners
        painted.append(
          PaintedView(view: view, corners: corners, clip: clip, visible: visible, fill: color, label: label(view)))
        let inner = view.clipsToBounds ? clip.map { Self.clip(corners, to: $0) } ?? corners : clip
        for subview in view.subviews.reversed() where !subview.isHidden {
          stack.append((subview, alpha * subview.alpha, inner))
        }
      }
    }
    return painted
  }

  /// The part of `polygon` inside the convex polygon `convex` (Sutherland–Hodgman), or an
  /// empty array when they do not overlap.
  ///
  /// Either may wind either way (a transform with a negative scale flips it); `convex` must
  /// be convex, as the bounds of views under affine transforms always are. An area of zero,
  /// such as a view of zero width, clips everything away.
  public static func clip(_ polygon: [CGPoint], to convex: [CGPoint]) -> [CGPoint] {
    let orientation = signedArea(convex)
    guard convex.count >= 3, abs(orientation) > 1e-12 else { return [] }
    let sign: CGFloat = orientation > 0 ? 1 : -1
    var output = polygon
    for index in convex.indices {
      guard !output.isEmpty else { break }
      let a = convex[index]
      let b = convex[(index + 1) % convex.count]
      // Positive on the inside of the edge from a to b.
      func side(_ p: CGPoint) -> CGFloat { sign * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) }
      let input = output
      output = []
      for (offset, current) in input.enumerated() {
        let previous = input[(offset + input.count - 1) % input.count]
        let sc = side(current)
        let sp = side(previous)
        if sc >= 0 {
          if sp < 0 { output.append(intersection(previous, current, sp, sc)) }
          output.append(current)
        } else if sp >= 0 {
          output.append(intersection(previous, current, sp, sc))
        }
      }
    }
    return abs(signedArea(output)) < 1e-9 ? [] : output
  }

  /// Twice the signed area of a polygon: positive when it turns clockwise on screen (y down).
  static func signedArea(_ polygon: [CGPoint]) -> CGFloat {
    guard polygon.count >= 3 else { return 0 }
    var sum: CGFloat = 0
    for index in polygon.indices {
      let p = polygon[index]
      let q = polygon[(index + 1) % polygon.count]
      sum += p.x * q.y - q.x * p.y
    }
    return sum
  }

  /// Where the segment from `p` to `q` crosses the edge that gave them the sides `sp` and `sq`.
  private static func intersection(_ p: CGPoint, _ q: CGPoint, _ sp: CGFloat, _ sq: CGFloat) -> CGPoint {
    let t = sp / (sp - sq)
    return CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
  }

  /// The screen area the windows cover (at least 1 × 1 point).
  public static func extent(of application: UIApplication) -> CGRect {
    var extent = CGRect.null
    for window in application.windows where !window.isHidden { extent = extent.union(window.frame) }
    if extent.isNull || extent.width < 1 || extent.height < 1 { return CGRect(x: 0, y: 0, width: 320, height: 480) }
    return extent.integral
  }
}
