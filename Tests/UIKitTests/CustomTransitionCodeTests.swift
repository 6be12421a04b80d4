import Testing
import UIKit

// Custom transition code in the form iOS code writes it: an animator, a transitioning delegate
// (the presenting controller, as tutorials write it), and a percent-driven interaction
// controller driven by a screen-edge pan.

/// A fade animator for presentation and dismissal.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let presenting: Bool

  init(presenting: Bool) {
    self.presenting = presenting
    super.init()
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.35
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let containerView = transitionContext.containerView
    let duration = transitionDuration(using: transitionContext)
    if presenting {
      guard let toView = transitionContext.view(forKey: .to),
        let toVC = transitionContext.viewController(forKey: .to)
      else { return }
      toView.frame = transitionContext.finalFrame(for: toVC)
      toView.alpha = 0
      containerView.addSubview(toView)
      UIView.animate(
        withDuration: duration, delay: 0, options: [.curveEaseInOut],
        animations: { toView.alpha = 1 },
        completion: { _ in
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    } else {
      guard let fromView = transitionContext.view(forKey: .from) else { return }
      UIView.animate(
        withDuration: duration,
        animations: { fromView.alpha = 0 },
        completion: { _ in
          let cancelled = transitionContext.transitionWasCancelled
          if cancelled { fromView.alpha = 1 }
          transitionContext.completeTransition(!cancelled)
        })
    }
  }

  func animationEnded(_ transitionCompleted: Bool) {}
}

/// A percent-driven interaction controller a screen-edge pan drives.
final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
  var interactionInProgress = false
  private var shouldCompleteTransition = false
  private weak var viewController: UIViewController?

  init(viewController: UIViewController) {
    super.init()
    self.viewController = viewController
    let gesture = UIScreenEdgePanGestureRecognizer(
      target: self, action: SwipeInteractionController.handleGesture)
    gesture.edges = .left
    viewController.view.addGestureRecognizer(gesture)
  }

  func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
    let translation = gestureRecognizer.translation(in: gestureRecognizer.view?.superview)
    var progress = translation.x / 200
    progress = CGFloat(fminf(fmaxf(Float(progress), 0.0), 1.0))
    switch gestureRecognizer.state {
    case .began:
      interactionInProgress = true
      viewController?.dismiss(animated: true, completion: nil)
    case .changed:
      shouldCompleteTransition = progress > 0.5
      update(progress)
    case .cancelled:
      interactionInProgress = false
      cancel()
    case .ended:
      interactionInProgress = false
      if shouldCompleteTransition { finish() } else { cancel() }
    default:
      break
    }
  }
}

/// The presenting controller, its presented controller's transitioning delegate.
final class GalleryController: UIViewController, UIViewControllerTransitioningDelegate {
  var swipe: SwipeInteractionController?
  var coordinatorSeen = false

  func showDetail(_ detail: UIViewController) {
    detail.modalPresentationStyle = .custom
    detail.transitioningDelegate = self
    present(detail, animated: true) { [weak self] in
      guard let self else { return }
      swipe = SwipeInteractionController(viewController: detail)
    }
    coordinatorSeen = detail.transitionCoordinator == nil
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    FadeAnimator(presenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    FadeAnimator(presenting: false)
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    guard let swipe, swipe.interactionInProgress else { return nil }
    return swipe
  }

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in self.view.alpha = 1 }, completion: nil)
  }
}

/// A detail controller that animates alongside its presentation.
final class FadeDetailController: UIViewController {
  var alongside = 0

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in self?.alongside += 1 })
  }
}

@MainActor
@Suite("Custom transition code written for iOS")
struct CustomTransitionCodeTests {
  @Test("Q14/Q15: an animator, a transitioning delegate and a percent-driven interaction compile and run as on iOS")
  func customTransitionCode() {
    let clock = VirtualClock()
    let app = UIApplication(clock: clock)
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let gallery = GalleryController()
    window.rootViewController = gallery
    window.makeKeyAndVisible()
    let detail = FadeDetailController()
    gallery.showDetail(detail)
    #expect(gallery.coordinatorSeen, "no coordinator before the transition starts")
    clock.advance(to: 0)
    #expect(detail.transitionCoordinator != nil && detail.alongside == 1)
    #expect(detail.view.alpha == 1 && detail.view.superview != nil)
    clock.advance(to: 1)
    #expect(detail.transitionCoordinator == nil && gallery.presentedViewController === detail)
    #expect(gallery.swipe != nil && gallery.modalPresentationCapturesStatusBarAppearance == false)
    // The interaction, as the pan's states drive it.
    let swipe = gallery.swipe!
    swipe.interactionInProgress = true
    detail.dismiss(animated: true)
    clock.advance(to: 1)
    swipe.update(0.8)
    swipe.finish()
    #expect(swipe.percentComplete == 0.8 && swipe.duration == 0.35)
    clock.advance(to: 2)
    #expect(gallery.presentedViewController == nil && detail.view.window == nil)
  }
}
