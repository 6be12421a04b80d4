import Foundation

extension UIView {
  /// Returns the farthest descendant (or the view itself) that contains `point`, given in the
  /// view's own coordinates, or nil.
  ///
  /// UIKit rules H2–H4: nil when the view ignores interaction, is hidden or has
  /// `alpha` below `InteractionConstants.minimumHittableAlpha` (checked before anything else, so it
  /// holds for the whole subtree); nil when `point(inside:with:)` says no; otherwise the subviews
  /// are asked from the topmost (last) down, each with the point in its own coordinates, and the
  /// first non-nil answer wins at once. Every subview's `hitTest` is called whatever its
  /// `point(inside:)` would say, so an override that reaches outside the bounds works. Overridable
  /// (H6); an override must have no side effects.
  func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    if hitTestedByEngine { return fastHitTest(point, with: event) }
    if let reason = Self.exclusion(
      userInteractionEnabled: isUserInteractionEnabled, hidden: isHidden, alpha: alpha,
      animating: animationHolds > 0)
    {
      reportHitTestStep(.excluded(reason))
      return nil
    }
    guard self.point(inside: point, with: event) else {
      reportHitTestStep(.outside(point, bounds: bounds))
      return nil
    }
    if let candidates = spatialCandidates(at: point) {
      for index in candidates where index < _subviews.count {
        let subview = _subviews[index]
        if let hit = subview.hitTest(subview.convertFromSuperview(point), with: event) { return hit }
      }
      return self
    }
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

  /// Tells a tools' observer, if one listens, a step of this view's hit test that no call
  /// shows: the engine's own verdict (an exclusion, a point outside).
  func reportHitTestStep(_ step: HitTestStep) {
    if let observer = _window?._application?.hitTestObserver { observer(self, step) }
  }

  /// Rule H2, the one home of it: a hidden view, one with `alpha` below
  /// `InteractionConstants.minimumHittableAlpha` or one that
  /// ignores interaction is skipped with its subtree; so is a view an animation holds (V3).
  static func exclusion(userInteractionEnabled: Bool, hidden: Bool, alpha: CGFloat, animating: Bool)
    -> HitTestExclusion?
  {
    if hidden { return .hidden }
    if alpha < InteractionConstants.minimumHittableAlpha { return .transparent(alpha: alpha) }
    if !userInteractionEnabled { return .interactionDisabled }
    if animating { return .animating }
    return nil
  }

  /// Whether `point`, in the view's own coordinates, is inside the view.
  ///
  /// UIKit rule H3: the default is `bounds.contains(point)` (the right and bottom edges are
  /// outside, as `CGRectContainsPoint` has it). Overridable (H5, H6).
  func defaultPoint(inside point: CGPoint, with event: UIEvent?) -> Bool {
    _bounds.contains(point)
  }

  /// Whether instances of `type` are hit-tested by the engine itself (the fast path), without
  /// calls to `hitTest(_:with:)`, `point(inside:with:)`, `isHidden`, `alpha` or
  /// `isUserInteractionEnabled`.
  ///
  /// The one rule: every class of this module, and no other. A class written elsewhere (an
  /// app's, a test's) is always called, so its overrides work (H6); a new class of this module
  /// takes the fast path without being listed anywhere, and a test keeps this module's
  /// overrides of those members mirrored in the `hittable` cache (today only UIControl's
  /// `hitTest`, for C3). The scenario tools may also hand a view to the engine when its
  /// overrides only log (`isHitTestedByEngine`).
  /// The answer is read from the class's qualified name once per class and kept.
  static func isEngineClass(_ type: AnyClass) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = engineClasses[key] { return known }
    let isEngine = String(reflecting: type).hasPrefix("ResponderKit.")
    engineClasses[key] = isEngine
    return isEngine
  }

  /// `isEngineClass`'s answers, by class.
  private static var engineClasses: [ObjectIdentifier: Bool] = [:]

  /// Whether the engine hit-tests this view itself, from its caches, rather than calling its
  /// hit-testing methods: a tools' switch (scenario views whose overrides only log are handed
  /// to the engine, which reports the calls UIKit would make to `UIApplication.hitTestObserver`).
  @_spi(Tools) public var isHitTestedByEngine: Bool {
    get { hitTestedByEngine }
    set { hitTestedByEngine = newValue }
  }

  /// H2–H4 for a view the engine tests itself, without recursion or calls through the vtable:
  /// descending into the first subview (from the top) whose bounds hold the point is exactly
  /// what the recursive version does, since such a subview answers at least itself. Subviews
  /// of other classes are asked through their `hitTest(_:with:)`, as UIKit would.
  ///
  /// The view's own `hitTest` call was made (and, for tools, reported) by its caller; its
  /// `pointInside`, every call made below it and each verdict (`HitTestStep`) are reported here
  /// when a tools' observer listens, in UIKit's order.
  func fastHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    // Two copies of the loop, one of them silent: a closure that may be called in the loop
    // would make the silent case (every app's) count references on every subview it reads.
    if let observer = _window?._application?.hitTestObserver {
      return fastHitTest(point, with: event, listener: ReportingListener(observer: observer))
    }
    return fastHitTest(point, with: event, listener: SilentListener())
  }

  @inline(__always)
  private func fastHitTest<Listener: HitTestListener>(
    _ point: CGPoint, with event: UIEvent?, listener: Listener
  ) -> UIView? {
    guard hittable else {
      if Listener.listens { listener.excluded(self) }
      return nil
    }
    if Listener.listens { listener.heard(self, .pointInside) }
    guard Self.contains(_bounds, point) else {
      if Listener.listens { listener.heard(self, .outside(point, bounds: _bounds)) }
      return nil
    }
    var node = self
    var p = point
    descend: while true {
      if node.spatialIndex != nil, let candidates = node.spatialCandidates(at: p) {
        // The index's candidates, from the top (see SpatialIndex).
        for index in candidates where index < node._subviews.count {
          let child = node._subviews[index]
          switch Self.ask(child, at: p, with: event, listener: listener) {
          case .descend(let q):
            node = child
            p = q
            continue descend
          case .answer(let hit):
            return hit
          case .nothing:
            continue
          }
        }
        return node
      }
      // Every subview, from the top, read in place rather than through a copy of the array
      // (whose reference the copy would count); a misbehaving override that changes the
      // subviews cannot send the loop out of range. (Kept apart from the index's loop above,
      // so that the common case, no index, decides nothing per child.)
      var index = node._subviews.count - 1
      while index >= 0 {
        if index < node._subviews.count {
          let child = node._subviews[index]
          switch Self.ask(child, at: p, with: event, listener: listener) {
          case .descend(let q):
            node = child
            p = q
            continue descend
          case .answer(let hit):
            return hit
          case .nothing:
            break
          }
        }
        index -= 1
      }
      return node
    }
  }

  /// One subview's part in `fastHitTest`: the one home of that step for both ways of
  /// choosing the subviews to ask.
  enum Step {
    /// A subview the engine tests itself holds the point (here in its coordinates): go down into it.
    case descend(CGPoint)
    /// A subclass's `hitTest` answered.
    case answer(UIView)
    /// The subview does not answer.
    case nothing
  }

  @inline(__always)
  static func ask<Listener: HitTestListener>(
    _ child: UIView, at p: CGPoint, with event: UIEvent?, listener: Listener
  ) -> Step {
    guard child.hitTestedByEngine else {
      return child.hitTest(child.convertFromSuperview(p), with: event).map(Step.answer) ?? .nothing
    }
    if Listener.listens { listener.heard(child, .hitTest(child.convertFromSuperview(p))) }
    guard child.hittable else {
      if Listener.listens { listener.excluded(child) }
      return .nothing
    }
    if Listener.listens { listener.heard(child, .pointInside) }
    // Most subviews do not hold the point: their box says so before the point is converted.
    guard
      p.x >= child.hitBoxMin.x && p.y >= child.hitBoxMin.y && p.x < child.hitBoxMax.x && p.y < child.hitBoxMax.y
    else {
      if Listener.listens { listener.heard(child, .outside(child.convertFromSuperview(p), bounds: child._bounds)) }
      return .nothing
    }
    let q =
      child.identityTransform
      ? CGPoint(x: p.x - child.superviewOffset.x, y: p.y - child.superviewOffset.y)
      : p.applying(child.fromSuperview)
    guard contains(child._bounds, q) else {
      if Listener.listens { listener.heard(child, .outside(q, bounds: child._bounds)) }
      return .nothing
    }
    return .descend(q)
  }

  /// `CGRect.contains` (right and bottom edges outside), quicker for the non-negative sizes
  /// views usually have.
  @inline(__always)
  static func contains(_ rect: CGRect, _ point: CGPoint) -> Bool {
    if rect.size.width < 0 || rect.size.height < 0 { return rect.contains(point) }
    return point.x >= rect.origin.x && point.y >= rect.origin.y && point.x < rect.origin.x + rect.size.width
      && point.y < rect.origin.y + rect.size.height
  }
}

/// Who hears the steps the fast path takes in place of UIKit's calls: nobody (every app), or a
/// tools' observer. `listens` is a constant of the type, so the silent path compiles to no
/// reporting at all.
@MainActor
protocol HitTestListener {
  static var listens: Bool { get }
  func heard(_ view: UIView, _ step: HitTestStep)
}

extension HitTestListener {
  /// The exclusion the cache folded into `hittable`, read from its one home (H2, C3, V3).
  func excluded(_ view: UIView) {
    if let reason = view.hitTestExclusion { heard(view, .excluded(reason)) }
  }
}

@MainActor
struct SilentListener: HitTestListener {
  static var listens: Bool { false }
  @inline(__always) func heard(_ view: UIView, _ step: HitTestStep) {}
}

@MainActor
struct ReportingListener: HitTestListener {
  static var listens: Bool { true }
  let observer: @MainActor (UIView, HitTestStep) -> Void
  func heard(_ view: UIView, _ step: HitTestStep) { observer(view, step) }
}

/// One step of a view's hit test as the engine took it, reported to
/// `UIApplication.hitTestObserver`: the calls UIKit's recursive hit test would make and the
/// engine's fast path stands in for, and the engine's verdicts, so that a tool renders the path
/// that ran rather than a second model of it (H2–H4).
@_spi(Tools) public enum HitTestStep: Equatable, Sendable {
  /// `hitTest(_:with:)` of a view the engine tests itself, with the point in the view's
  /// coordinates.
  case hitTest(CGPoint)
  /// `point(inside:with:)` of a view the engine tests itself.
  case pointInside
  /// The view and its subtree are skipped, for this reason, before `point(inside:with:)` (H2,
  /// C3, V3).
  case excluded(HitTestExclusion)
  /// `point(inside:with:)` said no: the point, in the view's coordinates, is outside these
  /// bounds (H3), so no subview is asked (H5).
  case outside(CGPoint, bounds: CGRect)
}

/// Why hit testing skips a view and its whole subtree (``UIView/hitTestExclusion``).
public enum HitTestExclusion: Equatable, Sendable {
  /// `isHidden` is true (H2).
  case hidden
  /// `alpha` is below `InteractionConstants.minimumHittableAlpha` (H2).
  case transparent(alpha: CGFloat)
  /// `isUserInteractionEnabled` is false (H2; the default of `UIImageView` and `UILabel`, H7).
  case interactionDisabled
  /// The view is a disabled control (C3).
  case disabledControl
  /// An animation without `.allowUserInteraction` is changing the view (V3).
  case animating
}
