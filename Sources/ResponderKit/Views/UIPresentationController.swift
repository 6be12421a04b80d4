import Foundation

/// The object that manages a presented controller's place on screen: the container view the
/// presentation puts in the window, the presented view's frame in it, and the hooks of the
/// presentation's and the dismissal's transitions.
///
/// UIKit rules Q4–Q7 and Q16. `present(_:animated:completion:)` makes one for the presented
/// controller's style (``UIViewController/presentationController``): this class for the
/// full-screen, over-full-screen, current-context and custom styles,
/// ``UISheetPresentationController`` for sheets, ``UIPopoverPresentationController`` for
/// popovers. When the transition starts (after the event that asked for it, Q4), the container
/// view covers the window (the presenter's view for the current-context styles, Q5), then:
/// `presentationTransitionWillBegin()` → the will-calls (Q6) → the transition's duration →
/// `presentationTransitionDidEnd(_:)` → the did-calls → the completion; a dismissal runs
/// `dismissalTransitionWillBegin()` → will-calls → duration → `dismissalTransitionDidEnd(_:)` →
/// the container leaves the window (only when completed) → did-calls → completion (Q16). The
/// container lays out in the layout pass (Y2), between `containerViewWillLayoutSubviews()` and
/// `containerViewDidLayoutSubviews()`. Nothing is drawn or animated: views take their final
/// frames at once, as UIKit's model layers do, and the duration only times the calls.
@preconcurrency @MainActor
open class UIPresentationController {
  /// The presented controller: an unowned link, as the controller owns its presentation
  /// controller (UIKit's is the same object for the controller's life).
  unowned let _presentedViewController: UIViewController
  weak var _presenting: UIViewController?
  weak var _source: UIViewController?
  /// The style the controller was made for (the presented controller's at the time).
  let createdStyle: UIModalPresentationStyle
  /// The container view while the presentation is on screen (or starting): nil before.
  var _containerView: PresentationContainerView?
  /// The transition under way, if one is.
  var transition: ModalTransition?
  /// A dismissal asked for while the presentation was still under way: it starts when that ends.
  var queuedDismissal: ModalTransition?
  /// Whether the presentation is on screen: from its start until its dismissal's end.
  var isPresenting = false
  /// Where the presenter's view was when a removing style took it out of the window (Q5), to
  /// put it back at the dismissal.
  var removedPresenterView: (view: UIView, superview: UIView, index: Int)?
  /// Whether this presentation removed the presenter's view and tells the presenter of its
  /// appearance (Q6): `shouldRemovePresentersView`, read at the start.
  var removesPresenter = false
  /// The presentation controller a popover adapted from (its delegate hears of user dismissals,
  /// Q13), or nil.
  weak var adaptedFrom: UIPresentationController?

  /// Creates a presentation controller for `presentedViewController`, to be presented by
  /// `presentingViewController` (UIKit's designated initializer). The presenting controller the
  /// presentation actually uses replaces it when the transition starts.
  public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    _presentedViewController = presentedViewController
    _source = presentingViewController
    _presenting = presentingViewController
    createdStyle = presentedViewController.modalPresentationStyle
  }

  /// Creates a presentation controller for `style` rather than the presented controller's (a
  /// popover adapted to full screen, Q13).
  init(
    presentedViewController: UIViewController, presenting presentingViewController: UIViewController?,
    style: UIModalPresentationStyle
  ) {
    _presentedViewController = presentedViewController
    _source = presentingViewController
    _presenting = presentingViewController
    createdStyle = style
  }

  /// The controller presented (UIKit's property; the one given to the initializer).
  open var presentedViewController: UIViewController { _presentedViewController }

  /// The traits the presentation's views get: the presented controller's, unless
  /// `overrideTraitCollection` is set (traits never change here).
  open var traitCollection: UITraitCollection { overrideTraitCollection ?? presentedViewController.traitCollection }

  /// Traits to use in place of the presented controller's, kept (default nil).
  open var overrideTraitCollection: UITraitCollection?

  /// The controller that presents: the one `present(_:animated:completion:)` was called on (or
  /// the ancestor that presents for it); before a presentation, the one given to the initializer,
  /// else the presented controller itself (UIKit leaves it undefined then).
  open var presentingViewController: UIViewController { _presenting ?? _source ?? presentedViewController }

  /// The view the presentation's views go in, covering the window (Q5); nil until the
  /// presentation starts and after its dismissal.
  open var containerView: UIView? { _containerView }

  /// The view the presentation shows: the presented controller's view (UIKit's default).
  open var presentedView: UIView? { presentedViewController.view }

  /// The style of the presentation: the presented controller's style when this controller was
  /// made.
  open var presentationStyle: UIModalPresentationStyle { createdStyle }

  /// The presented view's frame in the container view at the end of the transition (Q16): the
  /// container's bounds (UIKit's default); a sheet and a popover place it (Q8, Q13).
  open var frameOfPresentedViewInContainerView: CGRect { _containerView?.bounds ?? .zero }

  /// Whether the presenter's view leaves the window once the presentation completes, and the
  /// presenter hears of its appearance (Q5, Q6): true for `.fullScreen` and `.currentContext`
  /// only, as UIKit's full-screen presentation controller answers (current context: our choice);
  /// UIKit's default, for custom presentation controllers, is false.
  open var shouldRemovePresentersView: Bool { createdStyle == .fullScreen || createdStyle == .currentContext }

  /// Whether the presentation covers the window rather than the presenter's context (UIKit's
  /// default, true); the current-context styles cover the context (Q5).
  open var shouldPresentInFullscreen: Bool { true }

  /// The object told about user dismissals and asked about adaptation (Q12, Q13); held weakly.
  open weak var delegate: UIAdaptivePresentationControllerDelegate?

  /// The presentation is about to begin: the container is in the window, no will-call made yet
  /// (Q16; the default does nothing).
  open func presentationTransitionWillBegin() {}

  /// The presentation ended; `completed` is false when it was cancelled (Q16; the default does
  /// nothing).
  open func presentationTransitionDidEnd(_ completed: Bool) {}

  /// The dismissal is about to begin (Q16; the default does nothing).
  open func dismissalTransitionWillBegin() {}

  /// The dismissal ended; `completed` is false when it was cancelled and the presented view stays
  /// (Q16; the default does nothing).
  open func dismissalTransitionDidEnd(_ completed: Bool) {}

  /// The container view is about to lay out its subviews, in the layout pass (Q16, Y2; the
  /// default does nothing).
  open func containerViewWillLayoutSubviews() {}

  /// The container view laid out its subviews (Q16, Y2; the default does nothing).
  open func containerViewDidLayoutSubviews() {}

  // MARK: The engine's part

  /// The controller that runs the presentation on screen: this one, or the sheet a popover
  /// adapts to on the phone idiom (Q13).
  var active: UIPresentationController { self }

  /// The delegate of user dismissals: the popover's when this is the sheet it adapted to (Q13).
  var dismissalDelegate: UIAdaptivePresentationControllerDelegate? { adaptedFrom?.delegate ?? delegate }

  /// The controller that user-dismissal messages name: the popover this sheet adapted from, or
  /// this one.
  var dismissalSubject: UIPresentationController { adaptedFrom ?? self }

  /// The controller that runs the presentation about to start: this one (a popover on the phone
  /// idiom adapts, Q13).
  func activeForStart() -> UIPresentationController { self }

  /// The style's own state is dropped as the dismissal completes (a sheet's settle, Q10).
  func abandonChrome() {}

  /// Why the presentation cannot start, reported as the engine's fault: a popover without an
  /// anchor (Q13). Nil for a presentation that can.
  func startFault() -> EngineFault? { nil }

  /// Puts the style's own views in the container before the will-calls (a sheet's dimming view,
  /// grabber and pan, Q9–Q10; a popover's dimming view, Q13): nothing for the plain styles.
  func installChrome(in container: PresentationContainerView) {}

  /// Places the style's own views for the presented view's frame (the container's layout pass,
  /// and each change of a sheet's detent).
  func layoutChrome() {}

  /// Whether a touch at `point` (container coordinates) that lands on the container itself
  /// passes through to the views below: always, as UIKit's transition view ignores touches on
  /// itself (Q9's undimmed sheet).
  func containerPassesTouches(at point: CGPoint) -> Bool { true }

  /// Rule Q12: whether a user may dismiss now: the presented controller presents nothing, is not
  /// `isModalInPresentation`, and the delegate's `presentationControllerShouldDismiss(_:)` says yes.
  func userMayDismiss() -> Bool { userDismissalRefusal() == nil }

  /// Rule Q12: why a user may not dismiss now, as the decision the tools hear (the first
  /// condition that fails, the delegate asked last and only then), or nil when they may.
  func userDismissalRefusal() -> Decision? {
    let presented = presentedViewController
    if let above = presented._presented { return .dismissalWhilePresenting(above) }
    if presented.isModalInPresentation { return .modalInPresentation(presented) }
    let allowed = dismissalDelegate?.presentationControllerShouldDismiss(dismissalSubject) ?? true
    return allowed ? nil : .dismissalVetoedByDelegate
  }

  /// Rule Q12 for a tap (on the dimming view, the grabber, outside a popover): allowed →
  /// `presentationControllerWillDismiss(_:)`, then an animated dismissal whose completion's turn
  /// brings `presentationControllerDidDismiss(_:)`; refused →
  /// `presentationControllerDidAttemptToDismiss(_:)`. Returns whether it dismisses.
  @discardableResult
  func attemptUserDismissal() -> Bool {
    guard isPresenting, transition?.kind != .dismissal, queuedDismissal == nil else { return false }
    guard userMayDismiss() else {
      dismissalDelegate?.presentationControllerDidAttemptToDismiss(dismissalSubject)
      return false
    }
    dismissalDelegate?.presentationControllerWillDismiss(dismissalSubject)
    presentedViewController.dismissPresentation(
      of: presentedViewController, animated: true, completion: nil, byUser: true)
    return true
  }
}

/// The view a presentation puts in the window (UIKit's `UITransitionView`): it covers the
/// window (or the presenter's context), holds the presented view and the style's own views, and
/// lets touches on itself through to the views below (Q9).
final class PresentationContainerView: UIView {
  /// The presentation controller whose views this holds: weak, as the container may stay in a
  /// window's hierarchy (or in a pending layout pass) after the presentation controller is gone.
  weak var presentation: UIPresentationController?

  init(presentation: UIPresentationController, frame: CGRect) {
    self.presentation = presentation
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { nil }

  /// Rule Q9: a point that lands on the container itself, not on one of its subviews, goes to
  /// the views below.
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let view = super.hitTest(point, with: event)
    if view === self, presentation?.containerPassesTouches(at: point) ?? true { return nil }
    return view
  }

  /// Rule Q16: the presentation controller's layout hooks frame the container's own layout.
  override func layoutSubviews() {
    presentation?.containerViewWillLayoutSubviews()
    super.layoutSubviews()
    presentation?.layoutChrome()
    presentation?.containerViewDidLayoutSubviews()
  }
}
