import Foundation

/// Geometry: the one home of coordinate conversion (ResponderKit.docc/HowATouchTravels.md).
///
/// A view's position in its superview is `center`, `bounds` and `transform`, as in UIKit. A
/// point `p` in the view's own coordinates lies at
/// `center + transform(p - (bounds.origin + bounds.size / 2))` in the superview's: the
/// transform applies about the centre and the bounds origin shifts the content. A window's
/// "superview" space is the screen.
extension UIView {
  /// The map from the view's own coordinates to its superview's (or, for a root, to the
  /// space its frame is in: the screen for a window).
  var transformToSuperview: CGAffineTransform {
    // Without a transform the map is the kept offset (`center − bounds centre`, the same
    // expression), read without the boxed rare state.
    if identityTransform { return CGAffineTransform(translationX: superviewOffset.x, y: superviewOffset.y) }
    let midX = _bounds.midX
    let midY = _bounds.midY
    return CGAffineTransform(translationX: -midX, y: -midY)
      .concatenating(_transform)
      .concatenating(CGAffineTransform(translationX: _center.x, y: _center.y))
  }

  /// Converts a point from the superview's coordinates into the view's own.
  @inline(__always)
  func convertFromSuperview(_ point: CGPoint) -> CGPoint {
    if identityTransform {
      return CGPoint(x: point.x - superviewOffset.x, y: point.y - superviewOffset.y)
    }
    return point.applying(fromSuperview)
  }

  /// The map from the view's coordinates to `ancestor`'s (nil: past the root, the screen for
  /// a view in a window).
  ///
  /// The views are read in place, as `walkUp` reads them: only a transformed view on the way
  /// is loaded as a reference.
  func transform(toAncestor ancestor: UIView?) -> CGAffineTransform {
    var result = CGAffineTransform.identity
    var stop: UnsafeMutableRawPointer?
    if let ancestor { stop = Unmanaged.passUnretained(ancestor).toOpaque() }
    var from = Unmanaged.passUnretained(self)
    while let transformed = Self.concatenateOffsets(&result, from: from, upTo: stop) {
      let view = transformed.takeUnretainedValue()
      result = result.concatenating(view.transformToSuperview)
      guard let up = view.superviewLink else { break }
      from = up
    }
    return result
  }

  /// Concatenates onto `result` the maps of `view` and the views above it, up to `stop`
  /// (excluded) or the top, while their transform is the identity (each map the kept offset, as
  /// `transformToSuperview` gives it); returns the first view with another transform, nil when
  /// the walk ended.
  @inline(__always)
  private nonisolated static func concatenateOffsets(
    _ result: inout CGAffineTransform, from view: Unmanaged<UIView>, upTo stop: UnsafeMutableRawPointer?
  ) -> Unmanaged<UIView>? {
    var current: Unmanaged<UIView>? = view
    while let link = current, link.toOpaque() != stop {
      var transformed = false
      current = link.withGuaranteed { view in
        guard view.identityTransform else {
          transformed = true
          return link
        }
        let offset = view.superviewOffset
        result = result.concatenating(CGAffineTransform(translationX: offset.x, y: offset.y))
        return view.superviewLink
      }
      if transformed { return current }
    }
    return nil
  }

  /// The nearest view that is `self` or an ancestor of it and also `other` or an ancestor of
  /// `other`; nil when the two are in different trees. (The walks read the views in place.)
  func nearestCommonAncestor(with other: UIView) -> UIView? {
    let start = Unmanaged.passUnretained(self)
    let otherStart = Unmanaged.passUnretained(other)
    var depthA = Self.depth(of: start)
    var depthB = Self.depth(of: otherStart)
    var a: Unmanaged<UIView>? = start
    var b: Unmanaged<UIView>? = otherStart
    while depthA > depthB, let x = a {
      a = Self.superviewLink(of: x)
      depthA -= 1
    }
    while depthB > depthA, let y = b {
      b = Self.superviewLink(of: y)
      depthB -= 1
    }
    while let x = a, let y = b, x.toOpaque() != y.toOpaque() {
      a = Self.superviewLink(of: x)
      b = Self.superviewLink(of: y)
    }
    return a?.takeUnretainedValue()
  }

  /// How many views there are from `view` to the top of its tree, itself included.
  private nonisolated static func depth(of view: Unmanaged<UIView>) -> Int {
    var depth = 0
    walkUp(from: view) { _ in
      depth += 1
      return true
    }
    return depth
  }

  /// The superview of `view`, read in place.
  @inline(__always)
  private nonisolated static func superviewLink(of view: Unmanaged<UIView>) -> Unmanaged<UIView>? {
    view.withGuaranteed { $0.superviewLink }
  }

  /// The map from this view's coordinates to `view`'s; nil `view` means this view's window
  /// (or, outside a window, its root view).
  func conversion(to view: UIView?) -> CGAffineTransform {
    let target = view ?? window ?? rootView
    let ancestor = nearestCommonAncestor(with: target)
    return transform(toAncestor: ancestor).concatenating(target.transform(toAncestor: ancestor).inverted())
  }

  private var rootView: UIView {
    var top: UIView = self
    while let parent = top._superview { top = parent }
    return top
  }

  /// Converts a point in screen coordinates into this view's coordinates. (Inlined, with the
  /// transforms' case outlined: a call would count a reference to the view, and to its caller,
  /// on every move of a touch.)
  @inline(__always)
  func convertFromScreen(_ point: CGPoint) -> CGPoint {
    // Without transforms up the tree the map is a translation: the offsets add up (in the same
    // order as the matrices would), with no matrix to build and invert per call.
    guard let offset = Self.screenOffset(of: Unmanaged.passUnretained(self)) else {
      return convertFromScreenThroughTransforms(point)
    }
    return CGPoint(x: point.x - offset.x, y: point.y - offset.y)
  }

  /// `convertFromScreen(_:)` when a view up the tree has a transform.
  @inline(never)
  private func convertFromScreenThroughTransforms(_ point: CGPoint) -> CGPoint {
    point.applying(transform(toAncestor: nil).inverted())
  }

  /// The sum of the superview offsets from `view` up to the top of its tree, or nil when a
  /// view on the way has a transform. (Everything it reads bumps `viewGeometryGeneration`.)
  nonisolated static func screenOffset(of view: Unmanaged<UIView>) -> CGPoint? {
    var dx: CGFloat = 0
    var dy: CGFloat = 0
    var identity = true
    walkUp(from: view) { view in
      identity = view.identityTransform
      dx += view.superviewOffset.x
      dy += view.superviewOffset.y
      return identity
    }
    return identity ? CGPoint(x: dx, y: dy) : nil
  }

  /// Visits `view` and each view above it, bottom up, until `body` returns false: the one home
  /// of the walks up the tree on the touch path (`screenOffset(of:)`, `isInSubtree(_:of:)`,
  /// `recognizersOutward(from:)`).
  ///
  /// Reads every view in place through `superviewLink`, with no reference counted: `view` is
  /// held by the caller and each superview by its own superview (or, at the top, by whoever
  /// holds the tree), and nothing in a walk may change the tree. Nonisolated so that the
  /// closures are not checked for the main actor on entry; it is only called from the main
  /// actor.
  @inline(__always)
  nonisolated static func walkUp(from view: Unmanaged<UIView>, _ body: (UIView) -> Bool) {
    var current: Unmanaged<UIView>? = view
    while let link = current {
      current = link.withGuaranteed { view in body(view) ? view.superviewLink : nil }
    }
  }
}
