import Foundation

/// One presentation or dismissal on screen, from its start to its completion (Q4–Q7, Q16): the
/// object a custom animator's context would describe (Q14, Q15), which the built-in styles run
/// on the application's clock.
///
/// A transition starts in the slot after the event that asked for it (`UIViewController`'s
/// `afterTransition`), or at once when a user's drag drives it (Q10). It calls the
/// presentation controller's will-hook, the will-calls (Q6), waits its duration (Q4), then
/// `finish(completed:)` calls the did-hook, the did-calls and the completion. While a
/// non-interactive one runs, the application ignores new touches (Q7).
@MainActor
final class ModalTransition {
  enum Kind { case presentation, dismissal }

  let kind: Kind
  /// The presentation controller that runs it (a popover's adapted sheet, Q13, from the start).
  private(set) var controller: UIPresentationController
  let animated: Bool
  /// Whether a finger drives it (a sheet's drag, Q10): it ignores no touches and ends when the
  /// drag settles.
  private(set) var isInteractive: Bool
  /// Whether a user asked for it (Q12): `presentationControllerDidDismiss(_:)` follows its
  /// completion.
  let byUser: Bool
  var completion: (() -> Void)?
  /// The application whose new touches it ignores, while it does (Q7).
  private var ignoring: UIApplication?
  /// The timer of its end, while it waits for it, and the clock it waits on.
  private var timer: UITimerToken?
  private var timerClock: UIClock?
  /// Whether it started (its will-calls were made).
  private(set) var started = false
  /// Whether it ended: a transition ends once.
  private var finished = false
  /// Whether it ended completed (false: a custom interaction gave it up, Q15).
  private var completedEnd = true
  /// The controller `present` was called on: the `source` of the transitioning delegate's calls.
  weak var source: UIViewController?
  /// The context and coordinator of the transition (Q14), from its start to its end.
  private(set) var context: TransitionContext?

  init(
    _ kind: Kind, controller: UIPresentationController, animated: Bool, interactive: Bool = false,
    byUser: Bool = false, completion: (() -> Void)?
  ) {
    self.kind = kind
    self.controller = controller
    self.presented = controller.presentedViewController
    self.animated = animated
    self.isInteractive = interactive
    self.byUser = byUser
    self.completion = completion
  }

  /// The presented controller, held until the transition ends: a dismissal clears the
  /// presenter's link in its call, and the controller must live through its did-calls.
  let presented: UIViewController
  var presenter: UIViewController? { controller._presenting }

  // MARK: Start

  /// Starts the transition: Q16's will-hook, then Q6's will-calls; a non-interactive one ignores
  /// new touches (Q7) and ends after its duration (Q4), at once when not animated.
  func start() {
    switch kind {
    case .presentation: startPresentation()
    case .dismissal: startDismissal()
    }
  }

  private func startPresentation() {
    guard let presenter, let window = presenter._view?._window else {
      abandon()
      return
    }
    let source = controller
    let pc = controller.activeForStart()
    if let fault = pc.startFault() {
      presenter.reportFault(fault)
      abandon()
      return
    }
    if pc !== source {
      source.transition = nil
      controller = pc
    }
    started = true
    pc.transition = self
    pc.isPresenting = true
    pc._presenting = presenter
    let container = PresentationContainerView(presentation: pc, frame: Self.contextFrame(of: presenter, in: window))
    pc._containerView = container
    window.addSubview(container)
    pc.installChrome(in: container)
    pc.removesPresenter = pc.shouldRemovePresentersView
    // Q14, Q15: the transitioning delegate's animator replaces the style's timer; its
    // interaction controller makes the transition interactive.
    let delegate = animated ? presented.transitioningDelegate : nil
    let animator = delegate?.animationController(
      forPresented: presented, presenting: presenter, source: self.source ?? presenter)
    let interactor = animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
    if interactor != nil { isInteractive = true }
    let context = makeContext(
      container: container, from: presenter, to: presented, animator: animator, interactor: interactor,
      clock: window._application?.clock)
    context.setView(pc.presentedView, for: .to)
    if pc.removesPresenter { context.setView(presenter._view, for: .from) }
    context.setFinalFrame(pc.frameOfPresentedViewInContainerView, for: presented)
    pc.presentationTransitionWillBegin()
    presented._isBeingPresented = true
    if pc.removesPresenter { presenter.beginHeldAppearance(false, animated: animated) }
    presented.beginHeldAppearance(true, animated: animated)
    // A custom animator puts the presented view in the container itself (Q14).
    if animator == nil, let view = pc.presentedView {
      view.frame = pc.frameOfPresentedViewInContainerView
      container.addSubview(view)
    }
    pc.layoutChrome()
    container.setNeedsLayout()
    run(in: window)
  }

  private func startDismissal() {
    let pc = controller
    // A dismissal asked for while the presentation runs waits for its end (our choice, as
    // UIKit queues it).
    if let running = pc.transition, running !== self, running.kind == .presentation {
      pc.queuedDismissal = self
      return
    }
    guard pc.isPresenting, let presenter else {
      abandon()
      return
    }
    // Controllers presented above this one go first, unanimated, top first (Q4); a transition
    // of theirs under way ends at once.
    var rounds = 0
    while let above = Self.topPresented(above: presented), rounds < 1_000 {
      rounds += 1
      guard let abovePC = above._presentationController?.active else { break }
      abovePC.transition?.finish(completed: true)
      guard above._presenting != nil else { continue }
      if abovePC.isPresenting {
        ModalTransition(.dismissal, controller: abovePC, animated: false, completion: nil).start()
      } else {
        above._presenting?._presented = nil
        above._presenting = nil
      }
    }
    started = true
    pc.transition = self
    let delegate = animated && !isInteractive ? presented.transitioningDelegate : nil
    let animator = delegate?.animationController(forDismissed: presented)
    let interactor = animator.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
    if interactor != nil { isInteractive = true }
    let context = makeContext(
      container: pc._containerView ?? presenter.view, from: presented, to: presenter, animator: animator,
      interactor: interactor, clock: (pc._containerView?._window ?? presenter._view?._window)?._application?.clock)
    context.setView(pc.presentedView, for: .from)
    if pc.removesPresenter { context.setView(presenter._view, for: .to) }
    context.setInitialFrame(pc.frameOfPresentedViewInContainerView, for: presented)
    pc.dismissalTransitionWillBegin()
    presented._isBeingDismissed = true
    presented.beginHeldAppearance(false, animated: animated)
    if pc.removesPresenter {
      presenter.beginHeldAppearance(true, animated: animated)
      pc.restorePresenterView()
    }
    if isInteractive && animator == nil {
      context.begin()
      return
    }
    run(in: pc._containerView?._window ?? presenter._view?._window)
  }

  /// Makes the transition's context (Q14) and gives it to the two controllers, for their
  /// `transitionCoordinator`.
  private func makeContext(
    container: UIView, from: UIViewController, to: UIViewController,
    animator: (any UIViewControllerAnimatedTransitioning)?, interactor: (any UIViewControllerInteractiveTransitioning)?,
    clock: UIClock?
  ) -> TransitionContext {
    let context = TransitionContext(
      container: container, from: from, to: to, animated: animated, style: controller.presentationStyle,
      animator: animator, interactor: interactor, duration: animated ? Self.duration(of: presented) : 0, clock: clock)
    context.faultReporter = from
    context.onComplete = { [weak self] completed in self?.finish(completed: completed) }
    from._transitionContext = context
    to._transitionContext = context
    self.context = context
    return context
  }

  /// The built-in duration of a transition showing or hiding `presented` (Q4, Q17).
  private static func duration(of presented: UIViewController) -> TimeInterval {
    presented is UIAlertController
      ? InteractionConstants.alertTransitionDuration : InteractionConstants.modalTransitionDuration
  }

  /// Ignores new touches (Q7) and waits the duration (Q4), or ends at once.
  private func run(in window: UIWindow?) {
    let application = window?._application
    if !isInteractive, let application {
      application.beginIgnoringInteractionEvents()
      ignoring = application
    }
    // Q14: a custom animator runs the transition and ends it with `completeTransition(_:)`.
    if let context, context.animator != nil { return context.runCustom() }
    context?.begin()
    guard animated, let clock = application?.clock else { return finish(completed: true) }
    // Q17: an alert's transition has its own duration (the same value).
    let duration = Self.duration(of: presented)
    timerClock = clock
    timer = clock.schedule(at: clock.now + duration) { [self] in
      timer = nil
      finish(completed: true)
    }
  }

  /// The presentation could not start (no window, a fault): the links `present` made go, and
  /// nothing else happens.
  private func abandon() {
    let pc = controller
    if pc.transition === self { pc.transition = nil }
    guard kind == .presentation else {
      // Nothing to dismiss: the completion still runs, as for a controller that presents none.
      completion?()
      completion = nil
      return
    }
    if let presenter, presenter._presented === presented { presenter._presented = nil }
    presented._presenting = nil
    pc.queuedDismissal = nil
  }

  /// Stops waiting for the end (the transition ends now).
  func cancelTimer() {
    guard let timer else { return }
    timerClock?.cancel(timer)
    self.timer = nil
  }

  // MARK: End

  /// Ends the transition (Q16): `completed` true → the did-hook, the did-calls and the
  /// completion; false (an interactive dismissal given up, Q10) → the did-hook with false and
  /// the presented controller appears again.
  func finish(completed: Bool) {
    guard !finished else { return }
    finished = true
    completedEnd = completed
    cancelTimer()
    switch kind {
    case .presentation where !completed: cancelPresentation()
    case .presentation: finishPresentation()
    case .dismissal: finishDismissal(completed: completed)
    }
  }

  private func finishPresentation() {
    let pc = controller
    pc.presentationTransitionDidEnd(true)
    if pc.removesPresenter, let presenter { pc.removePresenterView(of: presenter) }
    presented.endHeldAppearance()
    if pc.removesPresenter { presenter?.endHeldAppearance() }
    presented._isBeingPresented = false
    end()
    if let queued = pc.queuedDismissal {
      pc.queuedDismissal = nil
      queued.start()
    }
  }

  /// Q15: a custom interaction gave the presentation up: the did-hook with false, the reversal
  /// (the presented controller disappears, a removed presenter appears again), the container
  /// leaves the window, and the links go.
  private func cancelPresentation() {
    let pc = controller
    pc.presentationTransitionDidEnd(false)
    // A controller disappearing again is no longer being presented.
    presented._isBeingPresented = false
    presented.beginAppearanceTransition(false, animated: animated)
    presented.endHeldAppearance()
    if pc.removesPresenter, let presenter {
      presenter.beginAppearanceTransition(true, animated: animated)
      presenter.endHeldAppearance()
    }
    pc.abandonChrome()
    pc.presentedView?.removeFromSuperview()
    pc._containerView?.removeFromSuperview()
    pc._containerView = nil
    pc.isPresenting = false
    if let presenter, presenter._presented === presented { presenter._presented = nil }
    presented._presenting = nil
    pc.queuedDismissal = nil
    end()
  }

  private func finishDismissal(completed: Bool) {
    let pc = controller
    pc.dismissalTransitionDidEnd(completed)
    if !completed, context?.animator != nil {
      // Q15: a custom interaction gave the dismissal up: the reversal (the presented controller
      // appears again, a restored presenter disappears and its view goes again; a controller
      // appearing again is no longer being dismissed).
      presented._isBeingDismissed = false
      presented.beginAppearanceTransition(true, animated: animated)
      presented.endHeldAppearance()
      if pc.removesPresenter, let presenter {
        presenter.beginAppearanceTransition(false, animated: animated)
        presenter.endHeldAppearance()
        pc.removePresenterView(of: presenter)
      }
      end()
      return
    }
    guard completed else {
      // Q10: the sheet stays: the presented controller appears again (its will-call was made
      // when the drag gave up the dismissal).
      presented.endHeldAppearance()
      presented._isBeingDismissed = false
      pc.transition = nil
      return
    }
    let container = pc._containerView
    pc.abandonChrome()
    pc.presentedView?.removeFromSuperview()
    container?.removeFromSuperview()
    pc._containerView = nil
    pc.isPresenting = false
    if pc.removesPresenter { presenter?.endHeldAppearance() }
    presented.endHeldAppearance()
    presented._isBeingDismissed = false
    if let presenter, presenter._presented === presented { presenter._presented = nil }
    presented._presenting = nil
    end()
    if byUser { pc.dismissalDelegate?.presentationControllerDidDismiss(pc.dismissalSubject) }
  }

  /// The touches are taken again (Q7), then the completion runs.
  private func end() {
    if controller.transition === self { controller.transition = nil }
    if let ignoring {
      ignoring.endIgnoringInteractionEvents()
      self.ignoring = nil
    }
    // Q14: the animator's `animationEnded(_:)` and the coordinator's completions come before
    // the completion.
    if let context {
      for controller in [presented, presenter] where controller?._transitionContext === context {
        controller?._transitionContext = nil
      }
      context.ended(completedEnd)
    }
    let body = completion
    completion = nil
    body?()
  }

  // MARK: Geometry

  /// The frame the container covers, in window coordinates: the window's bounds, or the
  /// presenter's view for the current-context styles (Q5).
  static func contextFrame(of presenter: UIViewController, in window: UIWindow) -> CGRect {
    let style = presenter._presented?.modalPresentationStyle
    guard style == .currentContext || style == .overCurrentContext, let view = presenter._view,
      view._window === window
    else { return window.bounds }
    return view.convert(view.bounds, to: window)
  }

  /// The top-most controller presented above `controller`, not counting it; nil when it presents
  /// none.
  static func topPresented(above controller: UIViewController) -> UIViewController? {
    var top = controller._presented
    var visited = 0
    while let next = top?._presented, visited < 1_000 {
      top = next
      visited += 1
    }
    return top
  }
}

extension UIPresentationController {
  /// Q5: a removing style takes the presenter's view out of its superview once the presentation
  /// completes, remembering where it was.
  func removePresenterView(of presenter: UIViewController) {
    guard let view = presenter._view, let superview = view._superview else { return }
    let index = superview.subviews.firstIndex { $0 === view } ?? superview.subviews.count
    removedPresenterView = (view, superview, index)
    view.removeFromSuperview()
  }

  /// Q5: the dismissal puts the presenter's view back where it was, below the container.
  func restorePresenterView() {
    guard let (view, superview, index) = removedPresenterView else { return }
    removedPresenterView = nil
    guard view._superview == nil else { return }
    superview.insertSubview(view, at: min(index, superview.subviews.count))
    if let container = _containerView, container._superview === superview {
      superview.insertSubview(view, belowSubview: container)
    }
  }
}
