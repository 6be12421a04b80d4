import Foundation

/// The navigation controller's back swipe: an edge pan from the leading edge (N6) whose delegate
/// is the engine's (N7, N8).
@MainActor
final class BackSwipeRecognizer: UIScreenEdgePanGestureRecognizer {
  /// N6: a touch within the edge region fails the swipe if it has not begun it within
  /// ``InteractionConstants/backSwipeMaximumDelay``, so the withheld touch goes to the content.
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    // Y10: the leading edge is the right one in a right-to-left layout.
    if effectiveState == .possible { edges = Self.rightToLeft(self) ? .right : .left }
    super.touchesBegan(touches, with: event)
    if effectiveState == .possible, !hasTimer {
      startTimer(after: InteractionConstants.backSwipeMaximumDelay) { recognizer in
        recognizer.fail(.backSwipeTooLate(limit: InteractionConstants.backSwipeMaximumDelay))
      }
    }
  }

  /// N6: begins once the touch moved ``InteractionConstants/backSwipeHysteresis`` toward the
  /// trailing side with |ty| < min(25, 0.8·|tx| + 10); moving toward the edge or too steeply
  /// fails it.
  override func shouldBegin(from start: CGPoint, to now: CGPoint) -> Bool {
    guard Self.backSwipeBegins(self, from: start, to: now) else { return false }
    stopTimer()
    return true
  }

  /// N6's begin test, which N11's content swipe shares: true once the touch moved far enough
  /// toward the trailing side; a move toward the edge or too steep fails `recognizer`.
  static func backSwipeBegins(_ recognizer: UIGestureRecognizer, from start: CGPoint, to now: CGPoint) -> Bool {
    let dx = (now.x - start.x) * (rightToLeft(recognizer) ? -1 : 1)
    let dy = now.y - start.y
    let maximumDeviation = min(25, 0.8 * abs(dx) + 10)
    if dx < 0 || abs(dy) >= maximumDeviation {
      recognizer.fail(.backSwipeNotTowardTrailing(across: abs(dy), along: dx, maximumDeviation: maximumDeviation))
      return false
    }
    return dx >= InteractionConstants.backSwipeHysteresis
  }

  /// N6: the edge region is the leading edge's, so the reason names the distance from it.
  override func notFromEdge(at point: CGPoint, in bounds: CGRect, region: CGFloat) -> Decision {
    .backSwipeNotFromEdge(
      distance: Self.rightToLeft(self) ? bounds.maxX - point.x : point.x - bounds.minX, region: region)
  }

  /// Y10: whether the swipe's view lays out right to left, so that its leading edge, and the
  /// way toward its trailing side, are mirrored.
  static func rightToLeft(_ recognizer: UIGestureRecognizer) -> Bool {
    recognizer.view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
  }

  override func fail(_ decision: Decision) {
    stopTimer()
    super.fail(decision)
  }

  override func reset() {
    stopTimer()
    super.reset()
  }
}

/// The content swipe back (N11): N6's swipe anywhere on the content, without the edge region
/// or the delay, waiting for the edge swipe to fail.
@MainActor
final class ContentBackSwipeRecognizer: UIPanGestureRecognizer {
  override func shouldBegin(from start: CGPoint, to now: CGPoint) -> Bool {
    BackSwipeRecognizer.backSwipeBegins(self, from: start, to: now)
  }
}

/// The engine's delegate of the back swipe: N7's conditions and N8's priority (for the edge
/// swipe; the content swipe (N11) takes no priority). An app may replace it; then its answers
/// are used.
@MainActor
final class BackSwipeDelegate: UIGestureRecognizerDelegate, EngineRecognizerDelegate {
  weak var navigation: UINavigationController?
  /// Whether the other recognizers of the touch wait for this swipe (N8: the edge swipe only).
  let goesFirst: Bool

  init(navigation: UINavigationController, goesFirst: Bool = true) {
    self.navigation = navigation
    self.goesFirst = goesFirst
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    navigation?.backSwipeMayBegin ?? false
  }

  /// N7: when the swipe may not begin, or the touch is on a visible bar, the recognizer does
  /// not receive the touch at all, so nothing is delayed; the tools hear why.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    guard let navigation else { return false }
    if let refusal = navigation.backSwipeRefusal {
      gestureRecognizer.notes?.refuse(gestureRecognizer, refusal)
      return false
    }
    for bar in [navigation.navigationBar, navigation.toolbar as UIView] where !bar.isHidden && bar.window != nil {
      if bar.bounds.contains(touch.location(in: bar)) {
        gestureRecognizer.notes?.refuse(gestureRecognizer, .backSwipeOnBar(bar))
        return false
      }
    }
    return true
  }

  /// N8: every other recognizer of the touch waits for the back swipe to fail, but a scroll
  /// view's pan that can scroll horizontally and is not resting at its leading edge.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard goesFirst else { return false }
    guard let scrollView = otherGestureRecognizer.view as? UIScrollView,
      otherGestureRecognizer === scrollView.panGestureRecognizer
    else { return true }
    let inset = scrollView.adjustedContentInset
    let scrollsHorizontally = scrollView.contentSize.width + inset.left + inset.right > scrollView.bounds.width
    let atLeadingEdge = scrollView.contentOffset.x <= -inset.left
    return !scrollsHorizontally || (atLeadingEdge && !scrollView.isDecelerating)
  }
}

extension UINavigationController {
  /// N7: the stack has two controllers or more, no transition runs or waits, the bar is shown,
  /// and the top item shows its back button.
  var backSwipeMayBegin: Bool { backSwipeRefusal == nil }

  /// N7: the first of the conditions that keeps the back swipe from beginning now, as the
  /// decision the tools hear, or nil when it may begin.
  var backSwipeRefusal: Decision? {
    guard children.count >= 2, let top = topViewController else {
      return .backSwipeStackTooShort(count: children.count)
    }
    guard transition == nil, !hasPendingTransition else { return .backSwipeDuringTransition }
    guard !isNavigationBarHidden else { return .backSwipeBarHidden }
    guard top.navigationItem.showsBackButton(below: children[children.count - 2].navigationItem) else {
      return .backSwipeNoBackButton
    }
    return nil
  }

  /// N9, N10: the back swipe's action: began pops interactively, changed sets the progress,
  /// ended finishes or cancels by position and velocity, cancelled cancels.
  func backSwipeChanged(_ recognizer: UIPanGestureRecognizer) {
    let width = max(1, viewIfLoaded?.bounds.width ?? 1)
    // Y10: toward the trailing side is leftward right to left.
    let toward: CGFloat = BackSwipeRecognizer.rightToLeft(recognizer) ? -1 : 1
    switch recognizer.state {
    case .began:
      guard children.count >= 2 else { return reportFault(.popAtRoot) }
      interactivePopRequested = true
      popViewController(animated: true)
      backSwipeChanges = 0
    case .changed:
      backSwipeChanges += 1
      let p = min(max(recognizer.translation(in: viewIfLoaded).x * toward / width, 0), 0.999)
      transition?.setProgress(p, width: width)
    case .ended:
      guard let transition, transition.isInteractive else { return }
      let vx = recognizer.velocity(in: viewIfLoaded).x * toward
      let p = transition.progress
      let duration = InteractionConstants.navigationTransitionDuration
      let pops: Bool
      if backSwipeChanges < 3 {
        pops = vx > 0
      } else {
        pops = p + (vx / width) * duration > min(InteractionConstants.backSwipeDistance / width, 0.5)
      }
      let speed = abs(vx)
      let rest = pops ? (1 - p) * width : p * width
      settleInteractivePop(transition, completing: pops, after: speed > 0 ? min(duration, rest / speed) : duration)
    case .cancelled, .failed:
      guard let transition, transition.isInteractive else { return }
      settleInteractivePop(
        transition, completing: false, after: transition.progress * InteractionConstants.navigationTransitionDuration)
    default:
      break
    }
  }
}
