import Foundation

/// The animatable state of one view, as it was before an animation changed it or as the
/// animation left it: what `UIViewPropertyAnimator` restores when it finishes at `.start` and
/// interpolates when it stops part-way (V4).
struct ViewAnimationSnapshot {
  var center: CGPoint
  var bounds: CGRect
  var transform: CGAffineTransform
  var alpha: CGFloat
  var backgroundColor: UIColor?

  /// The view's current state.
  @MainActor init(of view: UIView) {
    center = view._center
    bounds = view._bounds
    transform = view._transform
    alpha = view._alpha
    backgroundColor = view._backgroundColor
  }

  /// The state `fraction` of the way from `self` to `end` (linear; the colour switches at half
  /// way, as ResponderKit draws nothing in between).
  func interpolated(to end: ViewAnimationSnapshot, fraction: CGFloat) -> ViewAnimationSnapshot {
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
    var state = self
    state.center = CGPoint(x: mix(center.x, end.center.x), y: mix(center.y, end.center.y))
    state.bounds = CGRect(
      x: mix(bounds.minX, end.bounds.minX), y: mix(bounds.minY, end.bounds.minY),
      width: mix(bounds.width, end.bounds.width), height: mix(bounds.height, end.bounds.height))
    state.transform = CGAffineTransform(
      a: mix(transform.a, end.transform.a), b: mix(transform.b, end.transform.b),
      c: mix(transform.c, end.transform.c), d: mix(transform.d, end.transform.d),
      tx: mix(transform.tx, end.transform.tx), ty: mix(transform.ty, end.transform.ty))
    state.alpha = mix(alpha, end.alpha)
    state.backgroundColor = fraction < 0.5 ? backgroundColor : end.backgroundColor
    return state
  }

  /// Sets the view's model values to this state, outside any animation.
  @MainActor func apply(to view: UIView) {
    ViewAnimationRecorder.withoutRecording {
      view._bounds = bounds
      view._center = center
      view._transform = transform
      view._alpha = alpha
      view._backgroundColor = backgroundColor
    }
  }
}

/// Collects the views whose animatable properties an animations block changes (V1, V3), with
/// each view's state from before its first change.
///
/// The stack of recorders is the one home of "inside an animations block": `UIView`'s stored
/// animatable properties report every change here (`UIView.animatableStateWillChange`), and a
/// nested `animate` call pushes its own recorder, so that its views keep its own timing (V2).
@MainActor
final class ViewAnimationRecorder {
  /// The recorders of the blocks running now, innermost last; `nil` entries are
  /// `performWithoutAnimation` blocks, which record nothing.
  static var stack: [ViewAnimationRecorder?] = []
  /// The innermost recorder, read by every change of an animatable property: nil outside blocks.
  static var current: ViewAnimationRecorder? { stack.last ?? nil }

  /// Whether a `performWithoutAnimation` block is running (innermost), so that animations
  /// started in it do not animate.
  static var suppressed: Bool { !stack.isEmpty && stack.last! == nil }

  /// The duration of the block's animation (`UIView.inheritedAnimationDuration`); a
  /// `beginAnimations` block changes it with `setAnimationDuration(_:)`.
  var duration: TimeInterval

  init(duration: TimeInterval) {
    self.duration = duration
  }

  /// The views changed, in the order of their first change.
  private(set) var views: [UIView] = []
  /// Each view's state before its first change, in the order of `views`.
  private(set) var before: [ViewAnimationSnapshot] = []

  /// Records that `view` is about to change, `state` being its state before this change.
  func record(_ view: UIView, before state: ViewAnimationSnapshot) {
    for recorded in views where recorded === view { return }
    views.append(view)
    before.append(state)
  }

  /// Records `view` (a transition's container), with its current state.
  func record(_ view: UIView) {
    record(view, before: ViewAnimationSnapshot(of: view))
  }

  /// Runs `body` with `recorder` collecting its changes.
  static func recording(_ recorder: ViewAnimationRecorder?, _ body: () -> Void) {
    stack.append(recorder)
    viewAnimationBlockDepth += 1
    body()
    viewAnimationBlockDepth -= 1
    stack.removeLast()
  }

  /// Runs `body` with no recorder, as `performWithoutAnimation` does.
  static func withoutRecording(_ body: () -> Void) {
    recording(nil, body)
  }
}

/// How many animations blocks are running now: `stack.count`, kept as a plain global so that the
/// check every change of an animatable property makes (scroll views change their bounds every
/// frame) is one load, without the lazy initialization of a static array.
@MainActor var viewAnimationBlockDepth = 0

/// What an animation that blocks interaction holds on its views (V3): each held view is skipped
/// by hit testing, with its subtree, until every hold on it is released.
@MainActor
final class InteractionHold {
  private var views: [UIView]

  /// Holds `views`.
  init(_ views: [UIView]) {
    self.views = views
    for view in views { view.animationHolds += 1 }
  }

  /// Releases the views, once.
  func release() {
    for view in views { view.animationHolds -= 1 }
    views = []
  }
}

/// The clock of the application the animated views belong to (A3): completions and the ends of
/// holds are timers on it (V2). For views in no window, that of the application whose window
/// most recently became key, else the shared application's (our choice: such an animation has no
/// application of its own).
@MainActor
func animationClock(for views: [UIView]) -> UIClock {
  applicationAnimating(views)?.clock ?? UIApplication.latestKeyWindowApplication?.object?.clock
    ?? UIApplication.shared.clock
}

/// The application of the first of `views` that is in a window, if any.
@MainActor
func applicationAnimating(_ views: [UIView]) -> UIApplication? {
  for view in views {
    if let application = view._window?._application { return application }
  }
  return nil
}
