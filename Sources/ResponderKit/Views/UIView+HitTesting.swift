import Foundation

extension UIView {
  /// Returns the farthest descendant (or the view itself) that contains `point`, given in the
  /// view's own coordinates, or nil: `hitTest(_:with:)`'s default, the one hit-test descent.
  ///
  /// UIKit rules H2–H4: nil when the view ignores interaction, is hidden or has
  /// `alpha` below `InteractionConstants.minimumHittableAlpha` (checked before anything else, so it
  /// holds for the whole subtree); nil when `point(inside:with:)` says no; otherwise the subviews
  /// are asked from the topmost (last) down, each with the point in its own coordinates, and the
  /// first non-nil answer wins at once. Every subview's `hitTest` is called whatever its
  /// `point(inside:)` would say, so an override that reaches outside the bounds works (H6).
  ///
  /// The descent is a loop, not a recursion: a subview the engine tests itself
  /// (``isHitTestedByEngine``) is tested from its caches, and the loop goes down into it when it
  /// holds the point, which is what its own `hitTest` would do, since such a subview answers at
  /// least itself; any other subview is asked through its `hitTest(_:with:)`, as UIKit asks it.
  /// When a tools' observer listens, the calls the loop stands in for and each verdict
  /// (`HitTestStep`) are reported in UIKit's order; this view's own `hitTest` call was made, and
  /// reported, by its caller.
  func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    // Two copies of the descent, one of them silent: a closure that may be called in the loop
    // would make the silent case (every app's) count references on every subview it reads.
    if let observer = _window?._application?.hitTestObserver {
      return descend(from: point, with: event, listener: ReportingListener(observer: observer))
    }
    return descend(from: point, with: event, listener: SilentListener())
  }

  private func descend<Listener: HitTestListener>(
    from point: CGPoint, with event: UIEvent?, listener: Listener
  ) -> UIView? {
    // The view's own part (H2, H3): from the caches for a view the engine tests itself, through
    // its members (which a subclass may override) for any other.
    if hitTestedByEngine {
      guard hittable else {
        if Listener.listens { listener.excluded(self) }
        return nil
      }
      if Listener.listens { listener.heard(self, .pointInside) }
      guard Self.contains(_bounds, point) else {
        if Listener.listens { listener.heard(self, .outside(point, bounds: _bounds)) }
        return nil
      }
    } else if !admitsThroughMembers(point, with: event, listener: listener) {
      return nil
    }
    var node = self
    var p = point
    descend: while true {
      // The order the subviews are asked in, topmost first (H4), is chosen once per view: the
      // spatial index's candidates where the view keeps one (`SpatialIndex`), else every
      // subview from the last, read in place (a copy of the array would count its reference).
      // Two loops, so that the common case, no index, decides nothing per child. A misbehaving
      // override may change the subviews: both loops skip what is gone.
      if node.spatialIndex != nil, let candidates = node.spatialCandidates(at: p) {
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

  /// H2 and H3 for a view the engine does not test itself, through the members a subclass may
  /// override.
  private func admitsThroughMembers<Listener: HitTestListener>(
    _ point: CGPoint, with event: UIEvent?, listener: Listener
  ) -> Bool {
    if let reason = Self.exclusion(
      userInteractionEnabled: isUserInteractionEnabled, hidden: isHidden, alpha: alpha,
      animating: animationHolds > 0)
    {
      if Listener.listens { listener.heard(self, .excluded(reason)) }
      return false
    }
    guard self.point(inside: point, with: event) else {
      if Listener.listens { listener.heard(self, .outside(point, bounds: bounds)) }
      return false
    }
    return true
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

  /// The view classes the engine hit-tests from its caches (``isHitTestedByEngine``): every view
  /// class of this module whose `hitTest(_:with:)`, `point(inside:with:)`, `isHidden`, `alpha`
  /// and `isUserInteractionEnabled` are UIView's, or are mirrored in the `hittable` cache (today
  /// UIControl's `hitTest`, for C3, and UIWindow's `isHidden`).
  ///
  /// The rule is by class identity, so a subclass of a listed class (an app's, a test's) is not
  /// listed and is always asked through its members: its overrides work (H6). The classes of
  /// this module that override `hitTest` to answer a rule of their own (N5's navigation view,
  /// the presentation and popover containers, the keyboard's window) are left out, and so are
  /// asked too. A test keeps the list complete against the module's sources: a view class
  /// missing here would still be right, only slower.
  static let engineHitTestedClasses = Set(engineHitTestedClassList.map { ObjectIdentifier($0) })

  /// ``engineHitTestedClasses`` as a list, for the test that keeps it complete.
  static let engineHitTestedClassList: [UIView.Type] = [
    UIView.self, UIWindow.self, UIControl.self, UIButton.self, UILabel.self, UIImageView.self,
    UIScrollView.self, UITableView.self, UITableViewCell.self, UITableViewHeaderFooterView.self,
    UICollectionView.self, UICollectionReusableView.self, UICollectionViewCell.self,
    UIStackView.self, UITextField.self, UISearchTextField.self, UITextView.self, UISearchBar.self,
    UISwitch.self, UISlider.self, UIStepper.self, UISegmentedControl.self, UIPageControl.self,
    UIRefreshControl.self, UIDatePicker.self, UIPickerView.self, UIActivityIndicatorView.self,
    UIProgressView.self, UIVisualEffectView.self, UIInputView.self, UINavigationBar.self,
    UITabBar.self, UIToolbar.self,
    // The module's own views inside its controls and containers.
    AlertActionRow.self, AlertDimmingView.self, BarItemControl.self, ContextMenuOverlayWindow.self,
    DatePickerBackdrop.self,
    MoreListView.self, PageContainerView.self, PickerRowLabel.self, PickerWheel.self,
    SheetDimmingView.self, SheetGrabber.self, SplitContainerView.self, TabBarButton.self,
    TabBarContainerView.self, TextFieldClearButton.self,
  ]

  /// Whether the engine hit-tests this view itself, from its caches, rather than calling its
  /// hit-testing methods: a tools' switch (scenario views whose overrides only log are handed
  /// to the engine, which reports the calls UIKit would make to `UIApplication.hitTestObserver`).
  @_spi(Tools) public var isHitTestedByEngine: Bool {
    get { hitTestedByEngine }
    set { hitTestedByEngine = newValue }
  }

  /// One subview's part in the descent.
  enum Step {
    /// A subview the engine tests itself holds the point (here in its coordinates): go down into it.
    case descend(CGPoint)
    /// A subclass's `hitTest` answered.
    case answer(UIView)
    /// The subview does not answer.
    case nothing
  }

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
  static func contains(_ rect: CGRect, _ point: CGPoint) -> Bool {
    if rect.size.width < 0 || rect.size.height < 0 { return rect.contains(point) }
    return point.x >= rect.origin.x && point.y >= rect.origin.y && point.x < rect.origin.x + rect.size.width
      && point.y < rect.origin.y + rect.size.height
  }
}

/// Who hears the steps the descent takes in place of UIKit's calls: nobody (every app), or a
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
  func heard(_ view: UIView, _ step: HitTestStep) {}
}

@MainActor
struct ReportingListener: HitTestListener {
  static var listens: Bool { true }
  let observer: @MainActor (UIView, HitTestStep) -> Void
  func heard(_ view: UIView, _ step: HitTestStep) { observer(view, step) }
}

/// One step of a view's hit test as the engine took it, reported to
/// `UIApplication.hitTestObserver`: the calls UIKit's recursive hit test would make and the
/// engine's descent stands in for, and the engine's verdicts, so that a tool renders the path
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
