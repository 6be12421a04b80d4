import Foundation

/// The one context and coordinator of a view-controller transition (Q14, Q15): presentations,
/// dismissals, pushes, pops and tab switches alike.
///
/// Its owner (a ``ModalTransition``, a navigation or tab bar controller) makes it, fills it,
/// and gives it the end of the transition (`onComplete`). A custom animator ends the
/// transition with `completeTransition(_:)`; the owner then calls `ended(_:)` before its
/// completion, which tells the animator (`animationEnded`) and runs the coordinator's
/// completions. A custom transition not completed within 10 times its announced duration
/// reports `error reason=transitionNotCompleted` and is completed (our choice; UIKit hangs).
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
  let containerView: UIView
  let isAnimated: Bool
  private(set) var isInteractive: Bool
  private(set) var initiallyInteractive: Bool
  private(set) var transitionWasCancelled = false
  let presentationStyle: UIModalPresentationStyle
  private(set) var percentComplete: CGFloat = 0
  var completionVelocity: CGFloat { interactor?.completionSpeed ?? 1 }
  var completionCurve: UIView.AnimationCurve { interactor?.completionCurve ?? .easeInOut }
  var isInterruptible: Bool { false }
  var isCancelled: Bool { transitionWasCancelled }
  var targetTransform: CGAffineTransform { .identity }
  /// The announced duration: the animator's, else the built-in one.
  private(set) var transitionDuration: TimeInterval

  private var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
  private var views: [UITransitionContextViewKey: UIView] = [:]
  private var initialFrames: [ObjectIdentifier: CGRect] = [:]
  private var finalFrames: [ObjectIdentifier: CGRect] = [:]

  /// The custom animator, nil for a built-in transition.
  let animator: (any UIViewControllerAnimatedTransitioning)?
  /// The interaction controller, nil when none drives it.
  let interactor: (any UIViewControllerInteractiveTransitioning)?
  /// The clock the transition waits on.
  let clock: UIClock?
  /// The owner's end of the transition, given `didComplete`.
  var onComplete: ((Bool) -> Void)?
  /// The application told of a fault.
  weak var faultReporter: UIViewController?

  private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var started = false
  private var completed = false
  private var didEnd = false
  private var watchdog: UITimerToken?

  init(
    container: UIView, from: UIViewController?, to: UIViewController?, animated: Bool,
    style: UIModalPresentationStyle = .none, animator: (any UIViewControllerAnimatedTransitioning)? = nil,
    interactor: (any UIViewControllerInteractiveTransitioning)? = nil, duration: TimeInterval = 0,
    clock: UIClock?
  ) {
    containerView = container
    isAnimated = animated
    isInteractive = interactor != nil
    initiallyInteractive = interactor != nil
    presentationStyle = style
    self.animator = animator
    self.interactor = interactor
    self.clock = clock
    transitionDuration = duration
    if let from { controllers[.from] = from }
    if let to { controllers[.to] = to }
  }

  /// A built-in transition a finger drives (the back swipe, N9): interactive until
  /// `finishInteractiveTransition()` or `cancelInteractiveTransition()`.
  func beginBuiltInInteraction() {
    isInteractive = true
    initiallyInteractive = true
  }

  /// Sets the view `view(forKey:)` answers for `key`.
  func setView(_ view: UIView?, for key: UITransitionContextViewKey) { views[key] = view }
  /// Sets the frame `initialFrame(for:)` answers for `controller`.
  func setInitialFrame(_ frame: CGRect, for controller: UIViewController) {
    initialFrames[ObjectIdentifier(controller)] = frame
  }
  /// Sets the frame `finalFrame(for:)` answers for `controller`.
  func setFinalFrame(_ frame: CGRect, for controller: UIViewController) {
    finalFrames[ObjectIdentifier(controller)] = frame
  }

  // MARK: Context

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
  func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
  func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
  func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {
    self.percentComplete = min(max(percentComplete, 0), 1)
  }

  func finishInteractiveTransition() { endInteraction(cancelled: false) }

  func cancelInteractiveTransition() { endInteraction(cancelled: true) }

  func pauseInteractiveTransition() {}

  /// The interaction ends: the handlers of `notifyWhenInteractionChanges` run, and the watchdog
  /// starts (a finger may hold an interactive transition as long as it likes).
  private func endInteraction(cancelled: Bool) {
    guard isInteractive, !completed else { return }
    isInteractive = false
    transitionWasCancelled = cancelled
    let handlers = interactionHandlers
    interactionHandlers = []
    for handler in handlers { handler(self) }
    armWatchdog()
  }

  func completeTransition(_ didComplete: Bool) {
    guard !completed else { return }
    completed = true
    disarmWatchdog()
    isInteractive = false
    onComplete?(didComplete)
    onComplete = nil
    // An owner that does not call `ended(_:)` (nothing to hand the completion to) still tells.
    ended(didComplete)
  }

  // MARK: Running

  /// Starts a custom transition (Q14, Q15): the will-calls were made; the animator is asked its
  /// duration, then the interaction controller starts, or the animator animates and the
  /// watchdog waits.
  func runCustom() {
    guard let animator else { return }
    transitionDuration = animator.transitionDuration(using: self)
    begin()
    if let interactor {
      interactor.startInteractiveTransition(self)
    } else {
      armWatchdog()
      animator.animateTransition(using: self)
    }
  }

  /// The transition starts: the blocks given to the coordinator run.
  func begin() {
    guard !started else { return }
    started = true
    let blocks = alongside
    alongside = []
    for block in blocks { block(self) }
  }

  /// The transition ended (Q14): the animator's `animationEnded(_:)`, then the coordinator's
  /// completions; once.
  func ended(_ didComplete: Bool) {
    guard !didEnd else { return }
    didEnd = true
    completed = true
    disarmWatchdog()
    animator?.animationEnded(didComplete)
    let blocks = completions
    completions = []
    for block in blocks { block(self) }
  }

  private func armWatchdog() {
    guard animator != nil, watchdog == nil, !completed, let clock else { return }
    let base = transitionDuration > 0 ? transitionDuration : InteractionConstants.modalTransitionDuration
    watchdog = clock.schedule(at: clock.now + 10 * base) { [weak self] in
      guard let self else { return }
      self.watchdog = nil
      self.faultReporter?.reportFault(.transitionNotCompleted)
      self.completeTransition(!self.transitionWasCancelled)
    }
  }

  private func disarmWatchdog() {
    guard let watchdog else { return }
    clock?.cancel(watchdog)
    self.watchdog = nil
  }

  // MARK: Coordinator

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let completion { completions.append(completion) }
    if let animation {
      if started { animation(self) } else { alongside.append(animation) }
    }
    return true
  }

  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
    if isInteractive { interactionHandlers.append(handler) }
  }
}
