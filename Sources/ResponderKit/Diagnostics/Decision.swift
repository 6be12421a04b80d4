import Foundation

/// Why a recognizer or a control is about to do what it does next, as a value with the numbers
/// behind it: the engine records decisions, it builds no sentences.
///
/// A recognizer's decision travels with the state change it caused, in
/// ``EngineNote/gestureState(_:_:recognized:decision:)``; one that changed no state (a refusal
/// of a touch, N7, or of a user's dismissal, Q12) and a control's or a view's come on their own
/// in ``EngineNote/decision(_:_:)``, a control's just before the control event it explains. The
/// thresholds it carries are those of `InteractionConstants` and of the
/// recognizer's properties, read where the decision was made, so a tool that renders a decision
/// (`responder why`) can never disagree with the engine. UIKit reports none of this.
public enum Decision {
  // MARK: The gesture arena (G8–G12)

  /// It waited for `other` to fail from `since`, when it would have recognized, to `at`, when
  /// `other` failed (G9).
  case waitedForFailure(other: UIGestureRecognizer?, since: TimeInterval, at: TimeInterval)
  /// It and the recognizers it waits for require each other to fail (G9): the cycle is broken
  /// by failing it.
  case failureCycle
  /// Its delegate's `gestureRecognizerShouldBegin(_:)` said no (G10).
  case vetoedByDelegate
  /// Its delegate's `gestureRecognizer(_:shouldReceive:)` said no to a new touch, which the
  /// recognizer never sees (G10). Reported on the recognizer, which changes no state.
  case touchRefusedByDelegate
  /// The hit-test view of one of its touches said no in `gestureRecognizerShouldBegin(_:)`
  /// (G10); a built-in control says so for gestures that would take its own action (G11).
  case vetoedByView(UIView)
  /// Another recognizer sharing a touch recognized first (G8).
  case lostTo(UIGestureRecognizer)
  /// It had to wait for `other` to fail, and that one recognized (G9).
  case requiredRecognized(UIGestureRecognizer?)
  /// Every finger lifted, and it had not decided (`underWay` false) or was under way (true):
  /// it fails or is cancelled (guarantee 2).
  case noTouchesLeft(underWay: Bool)
  /// Its view left the window, or it was removed from its view (A4, G12).
  case viewRemoved
  /// `isEnabled` was set to false (G12).
  case recognizerDisabled

  // MARK: Built-in recognizers (G14)

  /// More fingers came down than it takes.
  case tooManyTouches(count: Int, maximum: Int)
  /// A tap had `count` fingers where `required` were needed.
  case wrongTouchCount(count: Int, required: Int)
  /// A finger moved `distance` points, more than `limit`, before it recognized.
  case movedTooFar(distance: CGFloat, limit: CGFloat)
  /// A finger stayed down longer than a tap may (`limit` seconds).
  case heldTooLong(limit: TimeInterval)
  /// No next tap (or, for a long press after taps, no press) came within `interval` seconds of
  /// tap `completed` of the `required`.
  case tapsMissing(completed: Int, required: Int, interval: TimeInterval)
  /// The finger lifted before the press lasted `minimum` seconds.
  case releasedEarly(minimum: TimeInterval)
  /// A swipe did not cover its distance within `limit` seconds.
  case tooSlow(limit: TimeInterval)
  /// A swipe went `heading`, which is not among its directions.
  case wrongDirection(heading: UISwipeGestureRecognizer.Direction)
  /// A screen-edge pan whose view is in no window has no edge to start from.
  case notInWindow
  /// A screen-edge pan began `distance` points from the nearest edge, more than `region`, or
  /// not at one of its edges.
  case notFromEdge(distance: CGFloat, region: CGFloat)
  /// A swipe drifted `across` points sideways over `along`, more than `maximumDeviation` of it.
  case notStraight(across: CGFloat, along: CGFloat, maximumDeviation: CGFloat)
  /// A swipe lifted after `distance` points in `seconds`: neither a flick
  /// (`InteractionConstants.swipeFlickMinimumDistance` at `swipeFlickMinimumSpeed`) nor a long
  /// stroke (`swipeMinimumDistance`).
  case tooShort(distance: CGFloat, seconds: TimeInterval)
  /// The next tap began `distance` points from the first, more than `limit`.
  case secondTapTooFar(distance: CGFloat, limit: CGFloat)
  /// Its touches were cancelled.
  case touchesCancelled
  /// The fingers lifted before the gesture began: a pan after moving `moved` points, less than
  /// `InteractionConstants.panMinimumMovement`; a two-finger gesture (`moved` nil).
  case endedBeforeBeginning(moved: CGFloat?)

  // MARK: Text (X4)

  /// A text tap that would have been tap `count` lifted `interval` seconds after the last one,
  /// more than `limit`: it counts as a first tap, so it selects no word (X4).
  case repeatedTapTooLate(count: Int, interval: TimeInterval, limit: TimeInterval)
  /// A text tap that would have been tap `count` began `distance` points from the last one,
  /// more than `limit`: it counts as a first tap, so it selects no word (X4).
  case repeatedTapTooFar(count: Int, distance: CGFloat, limit: CGFloat)

  // MARK: The back swipe (N6)

  /// The back swipe's touch began `distance` points from the window's leading edge, more than
  /// `region` (N6).
  case backSwipeNotFromEdge(distance: CGFloat, region: CGFloat)
  /// The back swipe's touch moved `along` points toward the trailing side (negative: toward the
  /// edge) and `across` points up or down, not less than `maximumDeviation` (N6, N11).
  case backSwipeNotTowardTrailing(across: CGFloat, along: CGFloat, maximumDeviation: CGFloat)
  /// The back swipe had not begun `limit` seconds after touch-down (N6).
  case backSwipeTooLate(limit: TimeInterval)

  // MARK: When the back swipe may begin (N7)

  /// The back swipe refused the touch: the stack has `count` controllers, fewer than the two a
  /// pop needs (N7). Reported on the recognizer, which changes no state.
  case backSwipeStackTooShort(count: Int)
  /// The back swipe refused the touch: a push or pop transition runs or waits (N7).
  case backSwipeDuringTransition
  /// The back swipe refused the touch: the navigation bar is hidden (N7).
  case backSwipeBarHidden
  /// The back swipe refused the touch: the top item shows no back button (leading items
  /// without `leftItemsSupplementBackButton`, or `hidesBackButton`; N7).
  case backSwipeNoBackButton
  /// The back swipe refused the touch: it began on the visible bar or toolbar `bar` (N7).
  case backSwipeOnBar(UIView)

  // MARK: User dismissal (Q12)

  /// A user's dismissal (a sheet dragged below its smallest detent) was refused: the presented
  /// controller `controller` has `isModalInPresentation` set (Q12). Reported on the recognizer
  /// that asked, whose gesture goes on: the sheet rubber-bands and settles back.
  case modalInPresentation(UIViewController)
  /// A user's dismissal was refused: the presented controller itself presents `presented`
  /// (Q12).
  case dismissalWhilePresenting(UIViewController)
  /// A user's dismissal was refused: the presentation delegate's
  /// `presentationControllerShouldDismiss(_:)` said no (Q12).
  case dismissalVetoedByDelegate

  // MARK: Sheets (Q10, Q11)

  /// The sheet's drag went `across` points sideways and `along` up or down: mostly sideways, so
  /// the sheet's pan does not begin (Q10).
  case sheetDragNotVertical(across: CGFloat, along: CGFloat)
  /// The drag began in the scroll view `scrollView`, whose `contentOffset.y` was `offset`, below
  /// its top `top` (`−adjustedContentInset.top`): the scroll view keeps the drag (Q11).
  case scrollViewNotAtTop(UIScrollView, offset: CGFloat, top: CGFloat)
  /// The drag began in the scroll view `scrollView`, which has a `refreshControl`: it keeps the
  /// drag (Q11).
  case scrollViewHasRefreshControl(UIScrollView)
  /// The drag began in the scroll view `scrollView`, which can scroll horizontally: it keeps the
  /// drag (Q11).
  case scrollViewScrollsHorizontally(UIScrollView)
  /// The drag began in the scroll view `scrollView`, which dismisses the keyboard interactively
  /// around the first responder: it keeps the drag (Q11).
  case scrollViewDismissesKeyboard(UIScrollView)
  /// The drag began `elapsed` seconds after the previous drag's end, within `interval`: the
  /// scroll view keeps the drag (Q11).
  case sheetDragTooSoon(elapsed: TimeInterval, interval: TimeInterval)
  /// The drag went up in an inner scroll view at its top, and the sheet does not grow: it rests
  /// at its largest detent (`atLargest`), or `prefersScrollingExpandsWhenScrolledToEdge` is
  /// false (Q11).
  case sheetDoesNotExpand(atLargest: Bool)

  // MARK: Controls (C2, C3)

  /// The control is disabled: it tracks nothing and sends nothing (C3).
  case controlDisabled
  /// `beginTracking(_:with:)` said no, so the control sends no events for this touch.
  case notTracked
  /// The finger lifted `distance` points outside the bounds (0: inside), within the `slop`
  /// that still counts as inside (C2).
  case liftedInside(distance: CGFloat, slop: CGFloat)
  /// The finger lifted `distance` points outside the bounds, beyond the `slop` (C2).
  case liftedOutside(distance: CGFloat, slop: CGFloat)
  /// The control's touch was cancelled: taken by `recognizer` (G3), or, when nil, because its
  /// view left the window or the input cancelled the touch.
  case touchCancelled(by: UIGestureRecognizer?)

  // MARK: Scroll views (S4–S9)

  /// A scroll view's pan would begin, but the movement's larger part lies on an axis that
  /// cannot scroll (`horizontal`: across; S9).
  case scrollWrongDirection(horizontal: Bool)
  /// A scroll view's pan would begin, but `view` already got `touchesBegan` and
  /// `canCancelContentTouches` is false (S8).
  case contentNotCancellable(UIView)
  /// A scroll view's pan would begin, but `touchesShouldCancel(in:)` said no for `view`, which
  /// keeps its touch (S7; the default for a control).
  case contentKept(UIView)
  /// A scroll view's `touchesShouldBegin(_:with:in:)` said no for `view`: no responder gets the
  /// touch (S6).
  case contentRefused(UIView)
  /// The scroll view's pan began `elapsed` seconds after touch-down, within its content delay of
  /// `delay` seconds: the content's held `touchesBegan` never goes out (S4). Reported on the
  /// scroll view, just after the pan's beginning.
  case panBeganWithinContentDelay(elapsed: TimeInterval, delay: TimeInterval)
  /// The scroll view `by` held the view's `touchesBegan` for `seconds` after touch-down (S4);
  /// reported on the view, just before its `touchesBegan`.
  case contentDelayed(by: UIScrollView, seconds: TimeInterval)

  // MARK: Context menus and drag and drop (M1–M6, D1–D6)

  /// A finger moved `distance` points on one axis, more than `limit`, `elapsed` seconds after
  /// touch-down, before the menu (or, with `lift`, the drag's lift) due at `deadline` seconds
  /// (M1, D2).
  case movedTooFarBefore(distance: CGFloat, limit: CGFloat, deadline: TimeInterval, elapsed: TimeInterval, lift: Bool)
  /// The finger lifted `elapsed` seconds after touch-down, before the menu (or, with `lift`,
  /// the drag's lift) due at `deadline` seconds: no menu, no lift (M5, D2).
  case releasedBefore(deadline: TimeInterval, elapsed: TimeInterval, lift: Bool)
  /// The context-menu delegate returned no configuration for the location (M2).
  case noMenuConfiguration
  /// No view controller is above the view, so no menu can present (M3).
  case noViewController
  /// The configuration made no menu item and no preview (M3).
  case emptyMenuConfiguration
  /// The drag delegate gave no items for the lift (D3).
  case noDragItems

  /// The decision's name, as tools print it: the name of its case (`tooManyTouches`, `lostTo`,
  /// `controlDisabled`, …), so no two decisions share one.
  ///
  /// Derived rather than written out, so a new case cannot be given a name that is not its own.
  /// A case with values reflects as one child labelled with the case's name; a case without
  /// any describes itself as that name. Both read the type's reflection metadata, which release
  /// builds keep.
  public var name: String {
    Mirror(reflecting: self).children.first?.label ?? String(describing: self)
  }

  /// The other object the decision involves, if any: the recognizer that won or was waited
  /// for, the view that vetoed.
  public var other: AnyObject? {
    switch self {
    case .waitedForFailure(let other, _, _): return other
    case .vetoedByView(let view): return view
    case .lostTo(let winner): return winner
    case .requiredRecognized(let other): return other
    case .touchCancelled(let recognizer): return recognizer
    case .contentNotCancellable(let view), .contentKept(let view), .contentRefused(let view): return view
    case .contentDelayed(let scrollView, _): return scrollView
    case .backSwipeOnBar(let bar): return bar
    case .modalInPresentation(let controller), .dismissalWhilePresenting(let controller): return controller
    case .scrollViewNotAtTop(let scrollView, _, _), .scrollViewHasRefreshControl(let scrollView),
      .scrollViewScrollsHorizontally(let scrollView), .scrollViewDismissesKeyboard(let scrollView):
      return scrollView
    default: return nil
    }
  }
}
