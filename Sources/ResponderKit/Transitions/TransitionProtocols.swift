import Foundation

/// The key naming a controller of a transition, for
/// `UIViewControllerContextTransitioning/viewController(forKey:)`.
///
/// UIKit rule Q14: `.from` is the controller going away, `.to` the one coming.
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
  /// The key's name.
  public let rawValue: String
  /// Makes a key named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The controller the transition starts from (Q14).
  public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
  /// The controller the transition ends on (Q14).
  public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The key naming a view of a transition, for `UIViewControllerContextTransitioning/view(forKey:)`.
///
/// UIKit rule Q14: `.from` is the view leaving, `.to` the view arriving.
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
  /// The key's name.
  public let rawValue: String
  /// Makes a key named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The view leaving (Q14).
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  /// The view arriving (Q14).
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a custom animator is told about the transition it runs.
///
/// UIKit rules Q14 and Q15: the engine's context gives the container view, the two controllers
/// and their views, their frames, whether the transition is animated or interactive, and ends
/// the transition when the animator calls `completeTransition(_:)`.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
  /// The view the transition's views live in during it (Q14).
  var containerView: UIView { get }
  /// Whether the transition is animated (Q14).
  var isAnimated: Bool { get }
  /// Whether an interaction controller drives it now (Q15).
  var isInteractive: Bool { get }
  /// Whether the interaction gave the transition up (Q15).
  var transitionWasCancelled: Bool { get }
  /// The presentation style of a presentation or dismissal; `.none` for the others.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Records the interaction's progress, clamped to 0…1 (Q15).
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// The interaction ends toward completion (Q15).
  func finishInteractiveTransition()
  /// The interaction ends toward cancellation: `transitionWasCancelled` becomes true (Q15).
  func cancelInteractiveTransition()
  /// The interaction pauses (Q15; nothing runs on its own here).
  func pauseInteractiveTransition()
  /// Ends the transition, completed or not, in Q14's order.
  func completeTransition(_ didComplete: Bool)
  /// The controller for `key` (Q14).
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view for `key`, nil where the engine keeps the view itself (Q14).
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The rotation of the transition: always the identity (sizes never change here).
  var targetTransform: CGAffineTransform { get }
  /// Where `vc`'s view starts (Q14), `.zero` when the animator chooses.
  func initialFrame(for vc: UIViewController) -> CGRect
  /// Where `vc`'s view ends (Q14), `.zero` when the animator chooses.
  func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a custom transition.
///
/// UIKit rule Q14: the engine asks `transitionDuration(using:)`, then calls
/// `animateTransition(using:)`; the animator ends the transition with the context's
/// `completeTransition(_:)`, after which `animationEnded(_:)` is called.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  /// How long the animation lasts (Q14): the watchdog waits 10 times this.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
  /// Runs the animation, and calls `completeTransition(_:)` at its end (Q14).
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  /// An interruptible animator for the transition; never asked here (kept).
  func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
  /// The transition ended, completed or not (Q14); the default does nothing.
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  /// A property animator that has run: never asked by the engine (kept for the code that calls it).
  public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
  {
    UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut)
  }
  /// Does nothing.
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition from user input.
///
/// UIKit rule Q15: when a transition's delegate gives one, the will-calls are followed by
/// `startInteractiveTransition(_:)` instead of the animator's `animateTransition(using:)`, and
/// the transition ignores no touches.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
  /// Starts driving the transition (Q15).
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  /// The speed of the rest of the transition once the interaction ends (default 1).
  var completionSpeed: CGFloat { get }
  /// The curve of the rest of the transition (default `.easeInOut`; kept).
  var completionCurve: UIView.AnimationCurve { get }
  /// Whether the transition starts interactively (default true; kept).
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  /// The normal speed, one: the rest of the transition runs at its own pace, as UIKit's
  /// default.
  public var completionSpeed: CGFloat { 1 }
  /// Ease in, ease out, UIKit's default curve for the rest of the transition.
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  /// True: the transition starts interactively, as UIKit's default.
  public var wantsInteractiveStart: Bool { true }
}

/// The object that gives a presentation its animator, interaction controller and presentation
/// controller.
///
/// UIKit rules Q14 and Q15: a presented controller's `transitioningDelegate` is asked when the
/// transition starts; every member is optional and answers nil by default (the style's own
/// transition then runs).
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
  /// The animator of `presented`'s presentation, or nil for the style's (Q14).
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The animator of `dismissed`'s dismissal, or nil for the style's (Q14).
  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
  /// The interaction controller of a custom presentation, or nil for an animated one (Q15).
  func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  /// The interaction controller of a custom dismissal, or nil for an animated one (Q15).
  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  /// The presentation controller of a `.custom` presentation, or nil for the default one (Q14).
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  /// Nil.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  /// Nil.
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }
  /// Nil.
  public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  { nil }
  /// Nil.
  public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  { nil }
  /// Nil.
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? { nil }
}

/// What a transition coordinator tells of the transition it coordinates.
///
/// UIKit rule Q14: the controllers, views and container of the running transition, and its
/// state.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// The presentation style of a presentation or dismissal; `.none` for the others.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Whether the transition started interactive (Q15).
  var initiallyInteractive: Bool { get }
  /// Whether the transition can be interrupted: false here.
  var isInterruptible: Bool { get }
  /// Whether an interaction drives it now (Q15).
  var isInteractive: Bool { get }
  /// Whether the interaction gave it up (Q15).
  var isCancelled: Bool { get }
  /// The announced duration (Q14).
  var transitionDuration: TimeInterval { get }
  /// The interaction's progress, 0…1 (Q15).
  var percentComplete: CGFloat { get }
  /// The speed of the rest once the interaction ends (Q15).
  var completionVelocity: CGFloat { get }
  /// The curve of the rest once the interaction ends (kept).
  var completionCurve: UIView.AnimationCurve { get }
  /// The controller for `key`.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view for `key`.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The container view of the transition.
  var containerView: UIView { get }
  /// Always the identity.
  var targetTransform: CGAffineTransform { get }
}

/// The object that runs work alongside a view controller transition.
///
/// UIKit rule Q14: a controller's `transitionCoordinator` while a push, pop, presentation,
/// dismissal or tab switch runs; blocks given to it run at its start (at once when it has
/// started) and its completions when it ends.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Runs `animation` with the transition's animations and `completion` at its end (Q14);
  /// returns true.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// As `animate(alongsideTransition:completion:)`; the view is not used here.
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Calls `handler` when the interaction ends, finished or cancelled (Q15).
  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// Runs `animation` alongside the transition, with no completion.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}

/// An object whose views change size with its container.
///
/// UIKit's `UIContentContainer`, which `UIViewController` adopts: a rotation or a resize of the
/// window calls `willTransition(to:with:)` and `viewWillTransition(to:with:)` on the root and
/// presented controllers, which forward them to their children (A5).
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
  /// The size the container's content wants.
  var preferredContentSize: CGSize { get }
  /// A child's preferred content size changed.
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
  /// A child's fitting size changed.
  func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
  /// The size of a child in a container of `parentSize` (A5).
  func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
    -> CGSize
  /// The container's size will change to `size` (A5).
  func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
  /// The container's traits will change to `newCollection` (A5).
  func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

/// A guide's extent along one edge of a controller's view: UIKit's `UILayoutSupport`, what the
/// deprecated `topLayoutGuide` and `bottomLayoutGuide` are.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
  /// The guide's height.
  var length: CGFloat { get }
  /// The guide's top edge.
  var topAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's bottom edge.
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's height.
  var heightAnchor: NSLayoutDimension { get }
}
