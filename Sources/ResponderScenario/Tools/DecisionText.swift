import Foundation
import ResponderKit

extension Decision {
  /// The decision in words, with its numbers, for `responder why`; `name` gives the id of the
  /// other object involved. The thresholds come from the decision itself (the engine read them
  /// where it decided), so the words can never disagree with the engine.
  @MainActor func sentence(naming name: (AnyObject?) -> String) -> String {
    switch self {
    case .waitedForFailure(let other, _, let time):
      return "waited for \(name(other)) to fail, which happened at \(String(format: "%.3f", time)) s"
    case .failureCycle:
      return "it and the recognizers it waits for require each other to fail"
    case .vetoedByDelegate:
      return "its delegate's gestureRecognizerShouldBegin said no"
    case .touchRefusedByDelegate:
      return "its delegate's gestureRecognizer(_:shouldReceive:) said no to the touch"
    case .vetoedByView(let view):
      let control = view is UIControl ? " (a built-in control's own action wins, G11)" : ""
      return "the touched view \(name(view))'s gestureRecognizerShouldBegin said no\(control)"
    case .lostTo(let winner):
      return "lost to \(name(winner)), which recognized first (only one may, G8)"
    case .requiredRecognized(let other):
      return "it had to wait for \(name(other)) to fail, and that one recognized (G9)"
    case .noTouchesLeft(let underWay):
      return underWay ? "every finger lifted while it was under way" : "every finger lifted and it had not decided"
    case .viewRemoved:
      return "its view left the window, or it was removed from its view (A4)"
    case .recognizerDisabled:
      return "isEnabled was set to false (G12)"
    case .tooManyTouches(let count, let maximum):
      return "\(count) fingers came down; it takes at most \(maximum)"
    case .wrongTouchCount(let count, let required):
      return "the tap had \(count) fingers; it needs \(required)"
    case .movedTooFar(let distance, let limit):
      return "a finger moved \(Self.points(distance)) (more than \(Self.number(limit)))"
    case .heldTooLong(let limit):
      return "a finger stayed down more than \(Self.number(limit)) s"
    case .tapsMissing(let completed, let required, let interval):
      return "no next tap within \(Self.number(interval)) s after tap \(completed) (it needs \(required) taps)"
    case .releasedEarly(let minimum):
      return "the finger lifted before \(Self.number(minimum)) s"
    case .tooSlow(let limit):
      return "it did not cover the distance within \(Self.number(limit)) s"
    case .wrongDirection(let heading):
      let word = heading == .right ? "right" : heading == .left ? "left" : heading == .up ? "up" : "down"
      return "the stroke went \(word), not in its direction"
    case .notInWindow:
      return "it is in no window"
    case .notFromEdge(let distance, let region):
      return
        "the touch began \(Self.points(distance)) from the nearest edge (more than \(Self.number(region)), or not one of its edges)"
    case .notStraight(let across, let along, let maximumDeviation):
      return
        "it drifted \(Self.points(across)) sideways over \(Self.points(along)) (more than \(Self.number(maximumDeviation)) of it)"
    case .tooShort(let distance, let seconds):
      return
        "it lifted after \(Self.points(distance)) in \(String(format: "%.2f", seconds)) s: neither a flick (\(Self.number(InteractionConstants.swipeFlickMinimumDistance)) pt at \(Self.number(InteractionConstants.swipeFlickMinimumSpeed)) pt/s) nor a long stroke (\(Self.number(InteractionConstants.swipeMinimumDistance)) pt)"
    case .secondTapTooFar(let distance, let limit):
      return "the next tap began \(Self.points(distance)) from the first (more than \(Self.number(limit)))"
    case .repeatedTapTooLate(let count, let interval, let limit):
      let (this, last) = Self.ordinals(count)
      return
        "\(this) came \(String(format: "%.2f", interval)) s after \(last) (X4: \(Self.number(limit)) s at most), so it counted as a first tap"
    case .repeatedTapTooFar(let count, let distance, let limit):
      let (this, last) = Self.ordinals(count)
      return
        "\(this) was \(Self.points(distance)) from \(last) (X4: \(Self.number(limit)) pt at most), so it counted as a first tap"
    case .backSwipeNotFromEdge(let distance, let region):
      return "the touch began \(Self.points(distance)) from the edge (N6: \(Self.number(region)) pt at most)"
    case .backSwipeNotTowardTrailing(let across, let along, let maximumDeviation):
      guard along >= 0 else {
        return "the touch moved \(Self.points(-along)) toward the edge (N6: it must move away from it)"
      }
      return
        "the touch moved \(Self.points(across)) up or down over \(Self.points(along)) away from the edge (N6: less than \(Self.number(maximumDeviation)) pt)"
    case .backSwipeTooLate(let limit):
      return
        "it had not begun \(Self.number(limit)) s after touch-down (N6: it must begin within \(Self.number(limit)) s)"
    case .backSwipeStackTooShort(let count):
      return "the stack has \(count) controller\(count == 1 ? "" : "s"); a pop needs 2 (N7)"
    case .backSwipeDuringTransition:
      return "a push or pop transition runs or waits (N7)"
    case .backSwipeBarHidden:
      return "the navigation bar is hidden (N7)"
    case .backSwipeNoBackButton:
      return "the top item shows no back button (N7)"
    case .backSwipeOnBar(let bar):
      return "the touch began on the visible \(bar is UINavigationBar ? "navigation bar" : "toolbar") (N7)"
    case .modalInPresentation(let controller):
      return "the drag did not dismiss: \(name(controller))'s isModalInPresentation is true (Q12)"
    case .dismissalWhilePresenting(let controller):
      return "the drag did not dismiss: the sheet's controller presents \(name(controller)) (Q12)"
    case .dismissalVetoedByDelegate:
      return "the drag did not dismiss: presentationControllerShouldDismiss said no (Q12)"
    case .sheetDragNotVertical(let across, let along):
      return
        "the drag went \(Self.points(across)) sideways and \(Self.points(along)) up or down (Q10: a sheet's drag is mostly vertical)"
    case .scrollViewNotAtTop(let scrollView, let offset, let top):
      return
        "the scroll view \(name(scrollView)) was not at its top (Q11: contentOffset.y \(Self.number(offset)), its top \(Self.number(top == 0 ? 0 : top)))"
    case .scrollViewHasRefreshControl(let scrollView):
      return "the scroll view \(name(scrollView)) has a refreshControl (Q11)"
    case .scrollViewScrollsHorizontally(let scrollView):
      return "the scroll view \(name(scrollView)) can scroll horizontally (Q11)"
    case .scrollViewDismissesKeyboard(let scrollView):
      return "the scroll view \(name(scrollView)) dismisses the keyboard interactively around the first responder (Q11)"
    case .sheetDragTooSoon(let elapsed, let interval):
      return
        "the drag began \(String(format: "%.2f", elapsed)) s after the previous drag ended (Q11: \(Self.number(interval)) s at least)"
    case .sheetDoesNotExpand(let atLargest):
      return atLargest
        ? "the drag went up and the sheet rests at its largest detent (Q11)"
        : "the drag went up and prefersScrollingExpandsWhenScrolledToEdge is false (Q11)"
    case .touchesCancelled:
      return "its touches were cancelled"
    case .endedBeforeBeginning(let moved):
      guard let moved else { return "the fingers lifted before it began" }
      return
        "the fingers lifted after moving \(Self.points(moved)), less than the \(Self.number(InteractionConstants.panMinimumMovement)) pt it needs to begin"
    case .movedTooFarBefore(let distance, let limit, let deadline, _, let lift):
      return
        "the finger moved \(Self.points(distance)) before \(Self.number(deadline)) s (\(lift ? "D2" : "M1"); \(Self.number(limit)) pt allowed)"
    case .releasedBefore(let deadline, let elapsed, let lift):
      return
        "the finger lifted \(Self.number(elapsed)) s after touch-down, before \(Self.number(deadline)) s (\(lift ? "D2" : "M5"))"
    case .noMenuConfiguration:
      return "the delegate returned no configuration for the location (M2)"
    case .noViewController:
      return "no view controller is above the view, so the menu cannot present (M3)"
    case .emptyMenuConfiguration:
      return "the configuration made no menu item and no preview (M3)"
    case .noDragItems:
      return "the delegate gave no items for the lift (D3)"
    case .controlDisabled:
      return "it is disabled: it tracks nothing and sends nothing (C3)"
    case .notTracked:
      return "beginTracking said no, so it sends no events for this touch"
    case .liftedInside(let distance, let slop):
      return distance == 0
        ? "the finger lifted inside it"
        : "the finger lifted \(Self.points(distance)) outside it, within the \(Self.number(slop)) pt slop"
    case .liftedOutside(let distance, let slop):
      return "the finger lifted \(Self.points(distance)) outside it, beyond the \(Self.number(slop)) pt slop (C2)"
    case .touchCancelled(let recognizer):
      guard let recognizer else {
        return "its touch was cancelled: its view left the window, or the input cancelled the touch"
      }
      if let scrollView = recognizer.view as? UIScrollView, scrollView.panGestureRecognizer === recognizer {
        return
          "cancelled because the scroll view \(name(scrollView)) began scrolling (its pan cancels touches in view, S7, G3)"
      }
      return "\(name(recognizer)) recognized and took its touch (the recognizer cancels touches in view, G3)"
    case .scrollWrongDirection(let horizontal):
      return
        "the drag went mostly \(horizontal ? "across" : "up or down"), and the scroll view cannot scroll that way (S9)"
    case .contentNotCancellable(let view):
      return "\(name(view)) already got touchesBegan, and canCancelContentTouches is false: not cancelled (S8)"
    case .contentKept(let view):
      let control = view is UIControl ? " for a control (its default)" : ""
      return "not cancelled: touchesShouldCancel said no\(control), so \(name(view)) keeps its touch (S7)"
    case .contentDelayed(let scrollView, let seconds):
      return
        "held \(String(format: "%.3f", seconds)) s by the scroll view \(name(scrollView))'s delay (delaysContentTouches, S4)"
    case .panBeganWithinContentDelay(let elapsed, let delay):
      return
        "the pan began \(String(format: "%.3f", elapsed)) s after touch-down, within the content delay (\(Self.number(delay)) s, S4): the content never got touchesBegan"
    case .contentRefused(let view):
      return "touchesShouldBegin said no for \(name(view)): no responder gets the touch (S6)"
    }
  }

  /// The behaviour rule the decision follows, as BehaviourRules.md names it: the timeline
  /// labels each change with it. Every case is listed, so a new decision must be given one.
  var rule: String {
    switch self {
    case .waitedForFailure, .failureCycle, .requiredRecognized: return "G9"
    case .vetoedByDelegate, .touchRefusedByDelegate: return "G10"
    case .vetoedByView(let view): return view is UIControl ? "G11" : "G10"
    case .lostTo: return "G8"
    case .noTouchesLeft: return "G2"
    case .viewRemoved, .recognizerDisabled: return "G12"
    case .tooManyTouches, .wrongTouchCount, .movedTooFar, .heldTooLong, .tapsMissing, .releasedEarly, .tooSlow,
      .wrongDirection, .notInWindow, .notFromEdge, .notStraight, .tooShort, .secondTapTooFar, .touchesCancelled,
      .endedBeforeBeginning:
      return "G14"
    case .repeatedTapTooLate, .repeatedTapTooFar: return "X4"
    case .backSwipeNotFromEdge, .backSwipeNotTowardTrailing, .backSwipeTooLate: return "N6"
    case .backSwipeStackTooShort, .backSwipeDuringTransition, .backSwipeBarHidden, .backSwipeNoBackButton,
      .backSwipeOnBar:
      return "N7"
    case .modalInPresentation, .dismissalWhilePresenting, .dismissalVetoedByDelegate: return "Q12"
    case .sheetDragNotVertical: return "Q10"
    case .scrollViewNotAtTop, .scrollViewHasRefreshControl, .scrollViewScrollsHorizontally,
      .scrollViewDismissesKeyboard,
      .sheetDragTooSoon, .sheetDoesNotExpand:
      return "Q11"
    case .controlDisabled: return "C3"
    case .notTracked: return "C1"
    case .liftedInside, .liftedOutside: return "C2"
    case .touchCancelled: return "G3"
    case .scrollWrongDirection: return "S9"
    case .contentNotCancellable: return "S8"
    case .contentKept: return "S7"
    case .contentRefused: return "S6"
    case .contentDelayed, .panBeganWithinContentDelay: return "S4"
    case .movedTooFarBefore(_, _, _, _, let lift): return lift ? "D2" : "M1"
    case .releasedBefore(_, _, let lift): return lift ? "D2" : "M5"
    case .noMenuConfiguration: return "M2"
    case .noViewController, .emptyMenuConfiguration: return "M3"
    case .noDragItems: return "D3"
    }
  }

  /// Whether the decision means the control never tracked the touch (its outcome is the
  /// decision itself).
  var isControlRefusal: Bool {
    switch self {
    case .controlDisabled, .notTracked: return true
    default: return false
    }
  }

  /// Whether the decision is a recognizer's refusal of a touch, which changes no state: its
  /// sequence's outcome is the refusal itself (N7).
  var refusesTouch: Bool {
    switch self {
    case .backSwipeStackTooShort, .backSwipeDuringTransition, .backSwipeBarHidden, .backSwipeNoBackButton,
      .backSwipeOnBar, .touchRefusedByDelegate:
      return true
    default: return false
    }
  }

  /// Whether the decision refuses what a recognizer's gesture would do (a user's dismissal,
  /// Q12) while the gesture goes on: it is the reason of the recognizer's sequence, whatever
  /// state it ends in.
  var refusesOutcome: Bool {
    switch self {
    case .modalInPresentation, .dismissalWhilePresenting, .dismissalVetoedByDelegate: return true
    default: return false
    }
  }

  /// The names of tap `count` and of the one before it: "the second tap" and "the first", or
  /// "tap 5" and "tap 4".
  private static func ordinals(_ count: Int) -> (String, String) {
    let words = ["first", "second", "third"]
    guard count >= 2, count <= words.count else { return ("tap \(count)", "tap \(count - 1)") }
    return ("the \(words[count - 1]) tap", "the \(words[count - 2])")
  }

  private static func points(_ value: CGFloat) -> String {
    String(format: "%.0f pt", Double(value))
  }

  /// A threshold as written in `InteractionConstants` (0.35, 45, 0.5): no trailing zeros.
  private static func number(_ value: Double) -> String {
    var text = String(format: "%.3f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  private static func number(_ value: CGFloat) -> String { number(Double(value)) }
}
