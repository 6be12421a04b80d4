import Foundation

// The engine's own answers to the questions the tools ask (`responder explain`, `responder
// lint`): each query calls the code the engine decides by, so a tool that renders one cannot
// disagree with a run.

extension UIApplication {
  /// The responder chain from `first` to its end, each responder once, as the engine walks it
  /// for forwarded events (R6).
  ///
  /// The walk is the engine's chain walker's (`ResponderChain`), with its loop check: a `next`
  /// that loops ends the list where it would come back, and is reported as any walk's loop is
  /// (`EngineFault/responderLoop`, R8).
  @_spi(Tools) public static func chain(from first: UIResponder) -> [UIResponder] {
    ResponderChain.serving(first, event: nil).responders(from: first)
  }

  /// The hit-test view of the latest touch of `finger` in the gesture session, which UIKit
  /// keeps in the touch's `view` (H1, H8): what a timeline names as the view the touch hit.
  /// Nil when the touch hit no view, or the session has no touch of that finger (it ended).
  @_spi(Tools) public func touchView(finger: Int) -> UIView? {
    dispatcher.table.latestTouch(of: finger)?.view
  }
}

extension UIView {
  /// The recognizers a touch that hit-tests to this view would be offered, in the order it
  /// gets them: the view's and each ancestor's, outward, each view's in the order they were
  /// added, the disabled ones left out (H8, G12, G13).
  ///
  /// The list is the one a beginning touch records (`recognizersOutward(from:)`); the engine's
  /// own recognizers (a scroll view's content delay) are in it.
  @_spi(Tools) public var candidateRecognizers: [UIGestureRecognizer] {
    UIView.recognizersOutward(from: Unmanaged.passUnretained(self)).filter(\.isEnabled)
  }

  /// Whether this view, a built-in control, refuses `recognizer` so that its own action wins
  /// (G11): the test its `gestureRecognizerShouldBegin(_:)` makes.
  ///
  /// False for a recognizer that leaves the view its touches (`cancelsTouchesInView` false),
  /// which the engine never asks the view about (G10), for one on the view itself, for a
  /// disabled control and for any other view.
  @_spi(Tools) public func ownActionWins(over recognizer: UIGestureRecognizer) -> Bool {
    guard recognizer.cancelsTouchesInView, recognizer.view !== self, let control = self as? UIControl else {
      return false
    }
    return control.isEnabled && control.builtInActionWins(over: recognizer)
  }
}

extension UIView {
  /// The scroll views around this view that will hold its `touchesBegan` for a touch that
  /// hit-tests to it, inner first, and the delay they hold it for (S4, S15).
  ///
  /// A holder is an ancestor scroll view whose content delay runs (`holdsContentTouches`: it
  /// delays content touches and scrolling is on); each holds the touch for the same
  /// `InteractionConstants.scrollContentTouchDelay`, or until the lift if sooner, or for good if
  /// its pan begins first. No holder: the view gets `touchesBegan` at touch-down.
  @_spi(Tools) public var contentTouchHold: (holders: [UIScrollView], delay: TimeInterval) {
    var holders: [UIScrollView] = []
    var ancestor = _superview
    while let current = ancestor {
      if let scrollView = current as? UIScrollView, scrollView.holdsContentTouches { holders.append(scrollView) }
      ancestor = current._superview
    }
    return (holders, InteractionConstants.scrollContentTouchDelay)
  }

  /// Whether this view's hit area, its bounds (where its own `point(inside:with:)` accepts a
  /// touch, H3), is narrower or shorter than `InteractionConstants.minimumHitTarget`.
  ///
  /// Hit testing grows no view's area (a control's tracking slop, C2, applies only once it
  /// tracks): a finger that lands beside a small view reaches whatever is there (H5).
  @_spi(Tools) public var isBelowMinimumHitTarget: Bool {
    UIView.isBelowMinimumHitTarget(bounds.size)
  }

  /// Whether a target of `size` (a view's bounds, a list's row) is narrower or shorter than
  /// `InteractionConstants.minimumHitTarget`.
  @_spi(Tools) public static func isBelowMinimumHitTarget(_ size: CGSize) -> Bool {
    size.width < InteractionConstants.minimumHitTarget || size.height < InteractionConstants.minimumHitTarget
  }
}

extension UITableView {
  /// The height of the table's rows that the delegate gives none for: `rowHeight`, or, for
  /// `automaticDimension`, the default row height (44 pt, L1), which a cell's constraints may
  /// change row by row.
  @_spi(Tools) public var standardRowHeight: CGFloat {
    rowHeight < 0 ? UITableView.defaultRowHeight : rowHeight
  }
}

extension UIGestureRecognizer {
  /// A chain of failure requirements among `recognizers` that leads from `start` back to it,
  /// `start` first, or nil when there is none (G9).
  ///
  /// A link is `mustWait(for:)`, the relation the arena decides by: `require(toFail:)`, the
  /// subclass hooks and both delegates. The search is depth-first, following `require(toFail:)`
  /// links in the order they were made before the others in the order of `recognizers`, so the
  /// chain found is the same on every run.
  @_spi(Tools) public static func failureCycle(
    from start: UIGestureRecognizer, among recognizers: [UIGestureRecognizer]
  ) -> [UIGestureRecognizer]? {
    func links(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
      let required = recognizer.recognizersRequiredToFail
      let others = recognizers.filter { other in
        other !== recognizer && !required.contains { $0 === other } && recognizer.mustWait(for: other)
      }
      return required + others
    }
    var stack: [(UIGestureRecognizer, [UIGestureRecognizer])] = [(start, [start])]
    var visited: Set<ObjectIdentifier> = []
    while let (current, path) = stack.popLast() {
      for next in links(of: current) {
        if next === start { return path }
        if visited.insert(ObjectIdentifier(next)).inserted { stack.append((next, path + [next])) }
      }
    }
    return nil
  }
}
