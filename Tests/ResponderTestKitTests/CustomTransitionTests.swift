import Foundation
import ResponderTestKit
import Testing

@testable import ResponderKit

/// Where a test object writes its lines.
@MainActor
struct LineSink {
  let add: (String) -> Void
  init(_ add: @escaping (String) -> Void) { self.add = add }
}

/// An animator that logs its calls and slides the arriving view in with one UIView animation,
/// calling `completeTransition(!transitionWasCancelled)` in its completion (unless `stalls`).
final class LoggingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let log: LineSink
  let duration: TimeInterval
  var stalls = false
  var context: (any UIViewControllerContextTransitioning)?

  init(log: PresentationLog, duration: TimeInterval = 0.3) {
    self.log = LineSink(log.add)
    self.duration = duration
  }

  init(shell: ShellLog, duration: TimeInterval = 0.3) {
    self.log = LineSink(shell.add)
    self.duration = duration
  }

  init(sink: LineSink, duration: TimeInterval = 0.3) {
    self.log = sink
    self.duration = duration
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    log.add("animator.transitionDuration")
    return duration
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    log.add("animator.animateTransition")
    context = transitionContext
    let container = transitionContext.containerView
    if let to = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to) {
      container.addSubview(to)
      to.frame = transitionContext.finalFrame(for: toVC)
    }
    UIView.animate(
      withDuration: duration,
      animations: {
        transitionContext.view(forKey: .from)?.alpha = 0
        transitionContext.view(forKey: .to)?.alpha = 1
      },
      completion: { _ in
        guard !self.stalls else { return }
        self.log.add("animator.completion")
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }

  func animationEnded(_ transitionCompleted: Bool) { log.add("animator.animationEnded(\(transitionCompleted))") }
}

/// A transitioning delegate that logs what it is asked and answers the given objects.
final class LoggingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let log: PresentationLog
  let animator: LoggingAnimator
  var interactor: UIPercentDrivenInteractiveTransition?
  var presentationInteractor: UIPercentDrivenInteractiveTransition?
  var makesPresentationController = false

  init(log: PresentationLog, animator: LoggingAnimator) {
    self.log = log
    self.animator = animator
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    log.add("delegate.animationController(forPresented)")
    return animator
  }

  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    log.add("delegate.animationController(forDismissed)")
    return animator
  }

  func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  {
    presentationInteractor
  }

  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  {
    interactor
  }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    guard makesPresentationController else { return nil }
    log.add("delegate.presentationController")
    return LoggingPresentationController(presented: presented, log: log)
  }
}

@MainActor
@Suite("Custom transitions (Q14, Q15)")
struct CustomTransitionTests {
  let log = PresentationLog()

  func stage(_ root: UIViewController) -> TestHarness {
    TestHarness(rootViewController: root, frame: CGRect(x: 0, y: 0, width: 400, height: 800), designatesShared: false)
  }

  /// A `.custom` modal whose transitioning delegate gives a logging presentation controller and
  /// `animator`.
  func customModal(_ animator: LoggingAnimator) -> (PresentedLoggingController, LoggingTransitioningDelegate) {
    let modal = PresentedLoggingController("modal", log: log, style: .custom)
    let delegate = LoggingTransitioningDelegate(log: log, animator: animator)
    delegate.makesPresentationController = true
    modal.transitioningDelegate = delegate
    return (modal, delegate)
  }

  @Test(
    "Q14: a custom presentation: presentation controller, will-hook, will-calls, duration, animateTransition; the animator's completeTransition ends it"
  )
  func customPresentation() {
    let root = PresentedLoggingController("root", log: log)
    let harness = stage(root)
    let animator = LoggingAnimator(log: log)
    let (modal, delegate) = customModal(animator)
    _ = log.take()
    root.present(modal, animated: true) { self.log.add("completion") }
    #expect(log.take() == ["delegate.presentationController"])
    harness.advance(by: 0)
    #expect(
      log.take() == [
        "delegate.animationController(forPresented)", "presentationTransitionWillBegin",
        "modal.viewWillAppear(true) presented", "animator.transitionDuration", "animator.animateTransition",
        "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews",
      ])
    let context = try! #require(animator.context)
    #expect(context.viewController(forKey: .from) === root && context.viewController(forKey: .to) === modal)
    #expect(context.view(forKey: .to) === modal.view && context.view(forKey: .from) == nil)
    #expect(context.finalFrame(for: modal) == CGRect(x: 20, y: 100, width: 200, height: 300))
    #expect(context.finalFrame(for: root) == .zero && context.initialFrame(for: modal) == .zero)
    #expect(context.containerView === modal.presentationController?.containerView)
    #expect(context.containerView.frame == harness.window.bounds)
    #expect(context.isAnimated && !context.isInteractive && !context.transitionWasCancelled)
    #expect(modal.transitionCoordinator != nil && root.transitionCoordinator != nil)
    #expect(modal.view.superview === context.containerView)
    harness.advance(by: 0.3)
    #expect(
      log.take() == [
        "animator.completion", "presentationTransitionDidEnd(true)", "modal.viewDidAppear(true) presented",
        "animator.animationEnded(true)", "completion",
      ])
    #expect(modal.transitionCoordinator == nil && root.transitionCoordinator == nil)
    #expect(root.view.window === harness.window, "a custom presentation keeps the presenter's view")
    withExtendedLifetime(delegate) {}
  }

  @Test(
    "Q14: a custom dismissal: will-hook, will-calls, duration, animateTransition, then did-hook, did-calls, animationEnded, completion"
  )
  func customDismissal() {
    let root = PresentedLoggingController("root", log: log)
    let harness = stage(root)
    let animator = LoggingAnimator(log: log, duration: 0.5)
    let (modal, delegate) = customModal(animator)
    root.present(modal, animated: true)
    harness.advance(by: 1)
    _ = log.take()
    modal.dismiss(animated: true) { self.log.add("completion") }
    harness.advance(by: 0)
    #expect(
      log.take() == [
        "delegate.animationController(forDismissed)", "dismissalTransitionWillBegin",
        "modal.viewWillDisappear(true) dismissed", "animator.transitionDuration", "animator.animateTransition",
      ])
    let context = try! #require(animator.context)
    #expect(context.view(forKey: .from) === modal.view && context.view(forKey: .to) == nil)
    #expect(context.initialFrame(for: modal) == CGRect(x: 20, y: 100, width: 200, height: 300))
    harness.advance(by: 0.5)
    #expect(
      log.take() == [
        "animator.completion", "dismissalTransitionDidEnd(true)", "modal.viewDidDisappear(true) dismissed",
        "animator.animationEnded(true)", "completion",
      ])
    #expect(root.presentedViewController == nil && modal.view.window == nil)
    withExtendedLifetime(delegate) {}
  }

  @Test("Q14: the coordinator runs alongside blocks at the start (at once once started) and completions at the end")
  func coordinator() throws {
    let root = PresentedLoggingController("root", log: log)
    let harness = stage(root)
    let animator = LoggingAnimator(log: log)
    let (modal, delegate) = customModal(animator)
    root.present(modal, animated: true)
    harness.advance(by: 0)
    _ = log.take()
    let coordinator = try #require(modal.transitionCoordinator)
    coordinator.animate(
      alongsideTransition: { context in self.log.add("alongside \(context.isAnimated)") },
      completion: { context in self.log.add("coordinator completion \(context.isCancelled)") })
    #expect(log.take() == ["alongside true"], "called during the transition: at once")
    #expect(coordinator.transitionDuration == 0.3)
    harness.advance(by: 0.3)
    #expect(
      log.take() == [
        "animator.completion", "presentationTransitionDidEnd(true)", "modal.viewDidAppear(true) presented",
        "animator.animationEnded(true)", "coordinator completion false",
      ])
    withExtendedLifetime(delegate) {}
  }

  @Test("Q14: touches during a custom transition are dropped (Q7); they come back at its end")
  func touchesDuringCustomTransition() {
    let root = PresentedLoggingController("root", log: log)
    let harness = stage(root)
    root.view.addSubview(PresentationTouchView("under", log: log, frame: CGRect(x: 0, y: 0, width: 400, height: 800)))
    let animator = LoggingAnimator(log: log)
    let (modal, delegate) = customModal(animator)
    root.present(modal, animated: true)
    harness.advance(by: 0)
    _ = log.take()
    let finger = harness.touchDown(at: CGPoint(x: 10, y: 10))
    harness.lift(finger)
    #expect(log.take().isEmpty, "the transition ignores new touches")
    harness.advance(by: 0.3)
    _ = log.take()
    let second = harness.touchDown(at: CGPoint(x: 10, y: 10))
    harness.lift(second)
    #expect(log.take() == ["under began", "under ended"])
    withExtendedLifetime(delegate) {}
  }

  @Test(
    "Q14: an animator that never calls completeTransition: transitionNotCompleted at 10 × its duration, then the transition completes"
  )
  func watchdog() {
    let root = PresentedLoggingController("root", log: log)
    let harness = stage(root)
    let seen = faults(of: harness)
    let animator = LoggingAnimator(log: log, duration: 0.2)
    animator.stalls = true
    let (modal, delegate) = customModal(animator)
    root.present(modal, animated: true) { self.log.add("completion") }
    harness.advance(by: 0)
    _ = log.take()
    harness.advance(by: 1.99)
    #expect(seen().isEmpty && log.take().isEmpty)
    harness.advance(by: 0.01)
    #expect(seen() == ["transitionNotCompleted"])
    #expect(
      log.take() == [
        "presentationTransitionDidEnd(true)", "modal.viewDidAppear(true) presented", "animator.animationEnded(true)",
        "completion",
      ])
    let finger = harness.touchDown(at: CGPoint(x: 100, y: 200))
    harness.lift(finger)
    withExtendedLifetime(delegate) {}
  }

  /// A custom modal whose dismissal a pan on its view drives through a percent-driven
  /// interaction controller: began → dismiss, changed → update(y / 400), ended → finish past
  /// half, else cancel.
  @MainActor
  final class PanDismissal: NSObject {
    let interactor = UIPercentDrivenInteractiveTransition()
    weak var modal: UIViewController?
    let log: PresentationLog

    init(log: PresentationLog) { self.log = log }

    func pan(_ recognizer: UIPanGestureRecognizer) {
      let progress = recognizer.translation(in: recognizer.view).y / 400
      switch recognizer.state {
      case .began: modal?.dismiss(animated: true) { self.log.add("completion") }
      case .changed: interactor.update(progress)
      case .ended: progress > 0.5 ? interactor.finish() : interactor.cancel()
      default: interactor.cancel()
      }
    }
  }

  func interactiveStage() -> (TestHarness, PresentedLoggingController, PanDismissal, LoggingTransitioningDelegate) {
    let root = PresentedLoggingController("root", log: log)
    let harness = stage(root)
    let animator = LoggingAnimator(log: log, duration: 0.4)
    let (modal, delegate) = customModal(animator)
    root.present(modal, animated: true)
    harness.advance(by: 1)
    let driver = PanDismissal(log: log)
    driver.modal = modal
    delegate.interactor = driver.interactor
    let pan = UIPanGestureRecognizer(target: driver, action: PanDismissal.pan)
    modal.view.addGestureRecognizer(pan)
    modal.view.addSubview(
      PresentationTouchView("content", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 300)))
    _ = log.take()
    return (harness, modal, driver, delegate)
  }

  @Test(
    "Q15: a pan drives a percent-driven dismissal: will-calls then startInteractiveTransition; finish runs the rest over (1 − p)·D"
  )
  func interactiveFinish() {
    let (harness, modal, driver, delegate) = interactiveStage()
    let finger = harness.touchDown(at: CGPoint(x: 100, y: 150))
    harness.move(finger, to: CGPoint(x: 100, y: 250), duration: 0.1)
    harness.advance(by: 0)
    var lines = log.take()
    #expect(
      lines.filter { $0.hasPrefix("content") } == ["content began", "content cancelled"], "the pan took the touch")
    lines.removeAll { $0.hasPrefix("content") }
    #expect(
      lines == [
        "delegate.animationController(forDismissed)", "dismissalTransitionWillBegin",
        "modal.viewWillDisappear(true) dismissed", "animator.transitionDuration", "animator.transitionDuration",
        "animator.animateTransition",
      ])
    let context = try! #require((delegate.animator.context))
    #expect(context.isInteractive)
    harness.move(finger, to: CGPoint(x: 100, y: 430), duration: 0.1)
    #expect(driver.interactor.percentComplete > 0.5 && driver.interactor.duration == 0.4)
    let p = driver.interactor.percentComplete
    harness.lift(finger)
    #expect(!context.isInteractive && !context.transitionWasCancelled)
    _ = log.take()
    harness.advance(by: (1 - p) * 0.4 - 0.005)
    #expect(log.take().isEmpty, "the rest runs over (1 − p)·D")
    harness.advance(by: 0.01)
    #expect(
      log.take() == [
        "animator.completion", "dismissalTransitionDidEnd(true)", "modal.viewDidDisappear(true) dismissed",
        "animator.animationEnded(true)", "completion",
      ])
    #expect(modal.presentingViewController == nil)
    withExtendedLifetime(delegate) {}
  }

  @Test(
    "Q15: a cancelled percent-driven dismissal runs back over p·D, transitionWasCancelled, and the reversed appearance calls"
  )
  func interactiveCancel() {
    let (harness, modal, driver, delegate) = interactiveStage()
    let finger = harness.touchDown(at: CGPoint(x: 100, y: 150))
    harness.move(finger, to: CGPoint(x: 100, y: 250), duration: 0.1)
    harness.advance(by: 0)
    harness.move(finger, to: CGPoint(x: 100, y: 230), duration: 0.1)
    let p = driver.interactor.percentComplete
    #expect(p > 0 && p < 0.5)
    _ = log.take()
    harness.lift(finger)
    let context = try! #require(delegate.animator.context)
    #expect(context.transitionWasCancelled)
    harness.advance(by: p * 0.4 - 0.005)
    #expect(log.take().isEmpty, "it runs back over p·D")
    harness.advance(by: 0.01)
    #expect(
      log.take() == [
        "animator.completion", "dismissalTransitionDidEnd(false)", "modal.viewWillAppear(true)",
        "modal.viewDidAppear(true)", "animator.animationEnded(false)", "completion",
      ])
    #expect(modal.presentingViewController != nil && modal.view.window != nil)
    // The modal is still presented and dismisses normally afterwards.
    delegate.interactor = nil
    modal.dismiss(animated: false)
    harness.advance(by: 1)
    #expect(modal.presentingViewController == nil)
  }

  @Test(
    "Q15: an interactive custom presentation blocks no touches; cancelled, the presented controller disappears again")
  func interactivePresentationCancelled() throws {
    let root = PresentedLoggingController("root", log: log)
    let harness = stage(root)
    root.view.addSubview(PresentationTouchView("under", log: log, frame: CGRect(x: 0, y: 0, width: 400, height: 800)))
    let animator = LoggingAnimator(log: log)
    let (modal, delegate) = customModal(animator)
    let interactor = UIPercentDrivenInteractiveTransition()
    delegate.presentationInteractor = interactor
    _ = log.take()
    root.present(modal, animated: true) { self.log.add("completion") }
    harness.advance(by: 0)
    #expect(
      log.take() == [
        "delegate.presentationController", "delegate.animationController(forPresented)",
        "presentationTransitionWillBegin", "modal.viewWillAppear(true) presented", "animator.transitionDuration",
        "animator.transitionDuration", "animator.animateTransition", "containerViewWillLayoutSubviews",
        "containerViewDidLayoutSubviews",
      ])
    #expect(try #require(animator.context).isInteractive)
    let finger = harness.touchDown(at: CGPoint(x: 300, y: 700))
    harness.lift(finger)
    #expect(log.take() == ["under began", "under ended"], "Q7: an interactive transition ignores no touches")
    interactor.update(0.5)
    interactor.cancel()
    harness.advance(by: 0.5 * 0.3 + 0.01)
    #expect(
      log.take() == [
        "animator.completion", "presentationTransitionDidEnd(false)", "modal.viewWillDisappear(true)",
        "modal.viewDidDisappear(true)", "animator.animationEnded(false)", "completion",
      ])
    #expect(root.presentedViewController == nil && modal.presentingViewController == nil && modal.view.window == nil)
    #expect(modal.transitionCoordinator == nil)
  }

  @Test("Q15: update clamps the progress to 0…1")
  func updateClamps() {
    let interactor = UIPercentDrivenInteractiveTransition()
    interactor.update(1.7)
    #expect(interactor.percentComplete == 1)
    interactor.update(-2)
    #expect(interactor.percentComplete == 0)
    #expect(interactor.completionSpeed == 1 && interactor.wantsInteractiveStart)
  }
}

/// A navigation delegate that logs and gives a custom animator (Q14) and, if set, an
/// interaction controller (Q15).
@MainActor
final class CustomNavigationDelegate: UINavigationControllerDelegate {
  let log: ShellLog
  let animator: LoggingAnimator
  var interactor: UIPercentDrivenInteractiveTransition?

  init(log: ShellLog) {
    self.log = log
    animator = LoggingAnimator(shell: log)
  }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {
    log.add("willShow(\(viewController.title ?? "?"))")
  }
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {
    log.add("didShow(\(viewController.title ?? "?"))")
  }
  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    log.add(
      "animationControllerFor(\(operation == .push ? "push" : "pop"), \(fromVC.title ?? "?"), \(toVC.title ?? "?"))")
    return animator
  }
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    interactor
  }
}

@MainActor
@Suite("Custom navigation transitions (Q14, Q15)")
struct CustomNavigationTransitionTests {
  let log = ShellLog()

  func twoDeep() -> (TestHarness, UINavigationController, ShellController, ShellController, CustomNavigationDelegate) {
    let root = ShellController("root", log: log)
    let second = ShellController("second", log: log)
    let navigation = UINavigationController(rootViewController: root)
    let delegate = CustomNavigationDelegate(log: log)
    navigation.delegate = delegate
    let harness = TestHarness(rootViewController: navigation)
    harness.advance(by: 1)
    navigation.pushViewController(second, animated: false)
    harness.advance(by: 1)
    _ = log.take()
    return (harness, navigation, root, second, delegate)
  }

  @Test(
    "Q14: a custom push: will-calls, willShow, the animator; the content ignores touches (N5); did-calls, didShow, animationEnded"
  )
  func customPush() throws {
    let (harness, navigation, _, second, delegate) = twoDeep()
    let third = ShellController("third", log: log)
    navigation.pushViewController(third, animated: true)
    _ = log.take()
    harness.advance(by: 0)
    #expect(
      log.take() == [
        "third.viewDidLoad", "animationControllerFor(push, second, third)", "second.viewWillDisappear(true)",
        "third.viewWillAppear(true)", "willShow(third)", "animator.transitionDuration", "animator.animateTransition",
      ])
    let context = try #require(delegate.animator.context)
    #expect(context.containerView === navigation.view)
    #expect(context.view(forKey: .to) === third.view && context.view(forKey: .from) === second.view)
    #expect(context.finalFrame(for: third) == navigation.view.bounds)
    #expect(third.transitionCoordinator != nil && navigation.transitionCoordinator != nil)
    let finger = harness.touchDown(at: CGPoint(x: 100, y: 400))
    harness.lift(finger)
    #expect(log.take().isEmpty, "N5: the content ignores new touches")
    harness.advance(by: 0.3)
    #expect(
      log.take() == [
        "animator.completion", "second.viewDidDisappear(true)", "third.viewDidAppear(true)", "third.didMove(nav)",
        "didShow(third)", "animator.animationEnded(true)",
      ])
    #expect(second.view.superview == nil && third.transitionCoordinator == nil)
    let after = harness.touchDown(at: CGPoint(x: 100, y: 400))
    harness.lift(after)
    #expect(log.take() == ["third.view.touchesBegan", "third.view.touchesEnded"])
  }

  @Test("Q15: a cancelled interactive custom pop restores the stack and reverses the appearance calls (N10's pattern)")
  func interactivePopCancelled() throws {
    let (harness, navigation, root, second, delegate) = twoDeep()
    let interactor = UIPercentDrivenInteractiveTransition()
    delegate.interactor = interactor
    _ = navigation.popViewController(animated: true)
    harness.advance(by: 0)
    #expect(
      log.take() == [
        "second.willMove(nil)", "animationControllerFor(pop, second, root)", "second.viewWillDisappear(true)",
        "root.viewWillAppear(true)", "willShow(root)", "animator.transitionDuration", "animator.transitionDuration",
        "animator.animateTransition",
      ])
    let finger = harness.touchDown(at: CGPoint(x: 100, y: 400))
    harness.lift(finger)
    #expect(
      log.take() == ["root.view.touchesBegan", "root.view.touchesEnded"], "Q7: an interactive one blocks nothing")
    interactor.update(0.25)
    interactor.cancel()
    #expect(try #require(delegate.animator.context).transitionWasCancelled)
    harness.advance(by: 0.25 * 0.3 + 0.01)
    #expect(
      log.take() == [
        "animator.completion", "root.viewWillDisappear(true)", "root.viewDidDisappear(true)",
        "second.viewWillAppear(true)", "second.viewDidAppear(true)", "second.didMove(nav)",
        "animator.animationEnded(false)",
      ])
    #expect(navigation.viewControllers == [root, second] && root.view.superview == nil)
    #expect(second.view.frame == navigation.view.bounds)
  }

  @Test(
    "Q15: the back swipe's coordinator is interactive from the will-calls; notifyWhenInteractionChanges fires at the lift"
  )
  func backSwipeCoordinator() throws {
    let (harness, navigation, root, _, _) = twoDeep()
    navigation.delegate = nil
    let finger = harness.touchDown(at: CGPoint(x: 5, y: 400))
    harness.move(finger, to: CGPoint(x: 200, y: 400), duration: 0.2)
    harness.advance(by: 0)
    let coordinator = try #require(root.transitionCoordinator)
    #expect(coordinator.isInteractive && coordinator.initiallyInteractive)
    coordinator.notifyWhenInteractionChanges { context in self.log.add("interaction changed \(context.isCancelled)") }
    coordinator.animate(alongsideTransition: nil) { context in self.log.add("coordinator completion") }
    _ = log.take()
    harness.move(finger, to: CGPoint(x: 300, y: 400), duration: 0.1)
    harness.lift(finger)
    #expect(log.take() == ["interaction changed false"])
    harness.advance(by: 1)
    #expect(log.take().suffix(1) == ["coordinator completion"] && navigation.viewControllers == [root])
    #expect(root.transitionCoordinator == nil)
  }
}

/// A tab bar delegate that gives a custom animator for every switch (Q14).
@MainActor
final class CustomTabDelegate: UITabBarControllerDelegate {
  let animator: LoggingAnimator
  init(log: ShellLog) { animator = LoggingAnimator(shell: log) }
  func tabBarController(
    _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

@MainActor
@Suite("Custom tab switches (Q14)")
struct CustomTabTransitionTests {
  let log = ShellLog()

  @Test(
    "Q14: a tab switch the delegate's animator runs: will-calls, the animator, then did-calls and animationEnded; a coordinator meanwhile"
  )
  func customTabSwitch() throws {
    let first = ShellController("first", log: log)
    let second = ShellController("second", log: log)
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    let delegate = CustomTabDelegate(log: log)
    tabs.delegate = delegate
    let harness = TestHarness(rootViewController: tabs)
    harness.advance(by: 1)
    _ = log.take()
    tabs.selectedIndex = 1
    var lines = log.take()
    lines.removeAll { $0.hasSuffix("viewDidLoad") }
    #expect(
      lines == [
        "first.viewWillDisappear(true)", "second.viewWillAppear(true)", "animator.transitionDuration",
        "animator.animateTransition",
      ])
    let context = try #require(delegate.animator.context)
    #expect(context.containerView === tabs.view && context.view(forKey: .to) === second.view)
    #expect(second.transitionCoordinator != nil && tabs.selectedViewController === second)
    harness.advance(by: 0.3)
    #expect(
      log.take() == [
        "animator.completion", "first.viewDidDisappear(true)", "second.viewDidAppear(true)",
        "animator.animationEnded(true)",
      ])
    #expect(first.view.superview == nil && second.view.superview === tabs.view && second.transitionCoordinator == nil)
    let finger = harness.touchDown(at: CGPoint(x: 100, y: 300))
    harness.lift(finger)
    #expect(log.take() == ["second.view.touchesBegan", "second.view.touchesEnded"])
  }
}
