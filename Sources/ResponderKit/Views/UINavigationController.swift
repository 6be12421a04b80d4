import Foundation

/// A container controller that shows one child at a time from a stack, under a navigation bar:
/// push to go deeper, pop (or the back button, or a back swipe) to come back.
///
/// UIKit rules N1–N13. The stack is the children (`children == viewControllers`) and changes
/// inside each call (N1); the views and every appearance call follow in the navigation view's
/// next layout pass (Y2: before the next event), in the orders of N2 and N3, over
/// ``InteractionConstants/navigationTransitionDuration`` on the application's clock when
/// animated. Only the shown controller's view is in the hierarchy, so the chain from a touched
/// view runs top view → top controller → navigation view → navigation controller (R1, R2).
/// While the navigation view is in no window, changes are made at once and make no appearance
/// calls (our choice: no layout pass would come).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// What a transition does to the stack, with UIKit's raw values.
  public enum Operation: Int, Hashable, Sendable {
    /// Nothing.
    case none = 0
    /// A controller was pushed.
    case push = 1
    /// A controller was popped.
    case pop = 2
  }

  /// How long UIKit takes to hide or show the bars when animated
  /// (``InteractionConstants/navigationBarHideShowDuration``).
  public static let hideShowBarDuration = CGFloat(InteractionConstants.navigationBarHideShowDuration)

  private let barClass: UINavigationBar.Type
  private let toolbarClass: UIToolbar.Type
  private lazy var _navigationBar: UINavigationBar = makeNavigationBar()
  private lazy var _toolbar: UIToolbar = toolbarClass.init(navigationControllerFrame: .zero)
  /// The controller whose view the navigation view shows; it lags behind `topViewController`
  /// from a push or pop until the layout pass that shows the new top (N1).
  private var shownController: UIViewController?
  /// Whether a stack change waits for the layout pass, and whether it is animated.
  private var pendingAnimated: Bool?
  /// Controllers pushed (`didMove(toParent: self)`) or removed (`didMove(toParent: nil)`) whose
  /// closing containment call waits for the end of the transition (N2, N3).
  private var pendingMoves: [(controller: UIViewController, added: Bool)] = []
  /// The transition under way, if any (N4, N5).
  var transition: NavigationTransition?
  /// Whether the pop the back swipe asks for is interactive (N9): read when it starts.
  var interactivePopRequested = false
  /// How many changed events the back swipe has had (N9: fewer than 3 decides by direction).
  var backSwipeChanges = 0
  /// Whether a stack change waits for the layout pass (N7: no back swipe then).
  var hasPendingTransition: Bool { pendingAnimated != nil }

  private lazy var backSwipeDelegate = BackSwipeDelegate(navigation: self)
  private lazy var backSwipe: BackSwipeRecognizer = {
    let recognizer = BackSwipeRecognizer(target: nil, action: nil)
    recognizer.edges = .left
    recognizer.edgeRegion = InteractionConstants.backSwipeEdgeRegion
    recognizer.maximumNumberOfTouches = 1
    recognizer.delaysTouchesBegan = true
    recognizer.delegate = backSwipeDelegate
    recognizer.addTarget(self, action: UINavigationController.backSwipeChanged)
    return recognizer
  }()

  private lazy var contentBackSwipeDelegate = BackSwipeDelegate(navigation: self, goesFirst: false)
  private lazy var contentBackSwipe: ContentBackSwipeRecognizer = {
    let recognizer = ContentBackSwipeRecognizer(target: nil, action: nil)
    recognizer.maximumNumberOfTouches = 1
    recognizer.delegate = contentBackSwipeDelegate
    recognizer.require(toFail: backSwipe)
    recognizer.addTarget(self, action: UINavigationController.backSwipeChanged)
    recognizer.isEnabled = false
    return recognizer
  }()

  /// The content swipe back: N6's swipe begun anywhere on the content, without the edge region
  /// or the delay, waiting for the edge swipe to fail, with N7's conditions and N9–N10's pop
  /// (N11).
  ///
  /// iOS 26's recognizer. Disabled by default, our choice: it changes every horizontal gesture
  /// of the content; set `isEnabled` to true to use it.
  open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { contentBackSwipe }

  /// The back swipe: a screen-edge pan from the leading edge on the navigation view that pops
  /// the top controller interactively (N6–N10).
  ///
  /// Its delegate is the engine's, which lets it begin only with two controllers or more, no
  /// transition under way, the bar shown with its back button, and the touch off the bars
  /// (N7), and makes every other recognizer of the touch wait for it to fail but a scroll view
  /// that can scroll toward the leading edge (N8). An app may replace the delegate or disable
  /// the recognizer.
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { backSwipe }

  /// Creates a navigation controller with an empty stack (UIKit's designated initializer; no
  /// nib is loaded).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    barClass = UINavigationBar.self
    toolbarClass = UIToolbar.self
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a navigation controller whose stack holds `rootViewController`.
  public init(rootViewController: UIViewController) {
    barClass = UINavigationBar.self
    toolbarClass = UIToolbar.self
    super.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }

  /// Creates a navigation controller whose bar and toolbar are of the classes given (nil, or a
  /// class of the wrong kind: UIKit's own).
  public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
    barClass = (navigationBarClass as? UINavigationBar.Type) ?? UINavigationBar.self
    self.toolbarClass = (toolbarClass as? UIToolbar.Type) ?? UIToolbar.self
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a navigation controller from an archive: an empty stack, as `init()` makes.
  public required init?(coder: NSCoder) {
    barClass = UINavigationBar.self
    toolbarClass = UIToolbar.self
    super.init(coder: coder)
  }

  private func makeNavigationBar() -> UINavigationBar {
    let bar = barClass.init(navigationControllerFrame: .zero)
    bar.navigationController = self
    // UIKit's controller is its bar's delegate; here it is when it (or an extension of it in
    // the app) conforms to UINavigationBarDelegate.
    bar.delegate = self as? UINavigationBarDelegate
    bar.setItems(children.map(\.navigationItem), animated: false)
    return bar
  }

  /// The object told when the controller shows a controller (N2, N3).
  open weak var delegate: UINavigationControllerDelegate?

  /// The stack, bottom (root) first: the children. Setting it is `setViewControllers(_:animated:)`.
  open var viewControllers: [UIViewController] {
    get { children }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller at the top of the stack, or nil.
  open var topViewController: UIViewController? { children.last }

  /// The controller presented by the navigation controller if there is one, else the top one,
  /// as in UIKit.
  open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

  /// The top controller: a user sees the navigation controller's screen through it.
  override var shownChildForVisibility: UIViewController? { topViewController }

  /// The bar at the top of the navigation view, showing the stack's navigation items (N12).
  open var navigationBar: UINavigationBar { _navigationBar }

  /// The toolbar at the bottom of the navigation view, showing the top controller's
  /// `toolbarItems`; hidden by default (N12).
  open var toolbar: UIToolbar! { _toolbar }

  /// Whether the navigation bar is hidden; setting it is `setNavigationBarHidden(_:animated:)`
  /// not animated.
  open var isNavigationBarHidden: Bool {
    get { _navigationBarHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }
  private var _navigationBarHidden = false

  /// Hides or shows the navigation bar: a hidden bar takes no touches (H2) and no back swipe
  /// begins (N7); `animated` takes ``InteractionConstants/navigationBarHideShowDuration`` on the
  /// clock, over which the bar keeps its old state (N12; our choice of when it changes).
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    _navigationBarHidden = hidden
    if animated, let clock = viewIfLoaded?._window?._application?.clock {
      _ = clock.schedule(at: clock.now + InteractionConstants.navigationBarHideShowDuration) { [weak self] in
        self?.viewIfLoaded?.setNeedsLayout()
      }
    } else {
      viewIfLoaded?.setNeedsLayout()
    }
  }

  /// Whether the toolbar is hidden (default true, as in UIKit).
  open var isToolbarHidden: Bool {
    get { _toolbarHidden }
    set { setToolbarHidden(newValue, animated: false) }
  }
  private var _toolbarHidden = true

  /// Hides or shows the toolbar; `animated` is accepted (N12).
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    _toolbarHidden = hidden
    viewIfLoaded?.setNeedsLayout()
  }

  /// Whether a tap on the content that no control takes hides or shows the bars (N13).
  open var hidesBarsOnTap = false {
    didSet { barHideOnTap.isEnabled = hidesBarsOnTap }
  }

  /// Whether an upward swipe hides the bars and a downward one shows them (N13).
  open var hidesBarsOnSwipe = false {
    didSet { barHideOnSwipe.isEnabled = hidesBarsOnSwipe }
  }

  /// Whether the bars hide in compact height, kept (the size never changes here).
  open var hidesBarsWhenVerticallyCompact = false

  /// Whether the bars hide while the keyboard is shown, kept.
  open var hidesBarsWhenKeyboardAppears = false

  private lazy var barHidingDelegate = BarHidingDelegate()

  private lazy var barHideOnTap: UITapGestureRecognizer = {
    let recognizer = UITapGestureRecognizer(target: nil, action: nil)
    recognizer.addTarget(self, action: UINavigationController.barHidingTapped)
    recognizer.isEnabled = hidesBarsOnTap
    return recognizer
  }()

  private lazy var barHideOnSwipe: UIPanGestureRecognizer = {
    let recognizer = UIPanGestureRecognizer(target: nil, action: nil)
    recognizer.addTarget(self, action: UINavigationController.barHidingSwiped)
    recognizer.delegate = barHidingDelegate
    recognizer.cancelsTouchesInView = false
    recognizer.isEnabled = hidesBarsOnSwipe
    return recognizer
  }()

  /// The tap that hides and shows the bars: on the navigation view, enabled iff
  /// `hidesBarsOnTap` (N13). Controls win their taps over it (G11).
  open var barHideOnTapGestureRecognizer: UITapGestureRecognizer { barHideOnTap }

  /// The pan that hides the bars on an upward swipe and shows them on a downward one: on the
  /// navigation view, enabled iff `hidesBarsOnSwipe`, recognizing with the content's
  /// recognizers (N13).
  open var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { barHideOnSwipe }

  /// N13: a recognized tap toggles both bars, animated; a toolbar with no items is left alone.
  private func barHidingTapped(_ recognizer: UITapGestureRecognizer) {
    guard recognizer.state == .ended else { return }
    setBarsHidden(!_navigationBarHidden)
  }

  /// N13: a swipe of ``InteractionConstants/barHideSwipeDistance`` up hides the bars, down
  /// shows them, once per swipe.
  private func barHidingSwiped(_ recognizer: UIPanGestureRecognizer) {
    guard recognizer.state == .changed || recognizer.state == .ended else { return }
    let ty = recognizer.translation(in: viewIfLoaded).y
    if ty <= -InteractionConstants.barHideSwipeDistance, !_navigationBarHidden {
      setBarsHidden(true)
    } else if ty >= InteractionConstants.barHideSwipeDistance, _navigationBarHidden {
      setBarsHidden(false)
    }
  }

  private func setBarsHidden(_ hidden: Bool) {
    setNavigationBarHidden(hidden, animated: true)
    if !(topViewController?.toolbarItems ?? []).isEmpty { setToolbarHidden(hidden, animated: true) }
  }

  /// Makes the navigation view: the shown controller's view, the toolbar and the bar above it.
  open override func loadView() {
    let container = NavigationView()
    container.frame = UIScreen.main.bounds
    view = container
    container.addSubview(_navigationBar)
    container.addSubview(_toolbar)
    container.addGestureRecognizer(backSwipe)
    container.addGestureRecognizer(contentBackSwipe)
    container.addGestureRecognizer(barHideOnTap)
    container.addGestureRecognizer(barHideOnSwipe)
    shownController = nil
    showTopAtOnce()
    layOutBars()
  }

  /// Shows `vc` by pushing it, animated: a navigation controller takes over `show(_:sender:)`
  /// for the controllers inside it (Q3).
  open override func show(_ vc: UIViewController, sender: Any?) {
    pushViewController(vc, animated: true)
  }

  // MARK: The stack (N1)

  /// Pushes `viewController` on the stack: the stack and `willMove(toParent:)` now, the view
  /// and the appearance calls in the next layout pass (N1, N2).
  ///
  /// A controller already in the stack is not pushed, and the engine reports
  /// `error reason=duplicatePush` (UIKit raises an exception). A controller that has another
  /// parent is taken from it, as `addChild(_:)` does. A transition under way is finished first
  /// (N4).
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard viewController !== self else { return }
    if children.contains(where: { $0 === viewController }) { return reportFault(.duplicatePush) }
    finishTransitionNow()
    addChild(viewController)
    pendingMoves.append((viewController, true))
    stackChanged(animated: animated)
  }

  /// Pops the top controller and returns it at once, with `willMove(toParent: nil)` (N3); the
  /// view and the appearance calls follow in the next layout pass. Nil, and nothing changes,
  /// when the top controller is the root.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard children.count > 1, let top = topViewController else { return nil }
    finishTransitionNow()
    detach([top])
    stackChanged(animated: animated)
    return top
  }

  /// Pops every controller above the root, returning them bottom first (nil with none).
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = children.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops every controller above `viewController`, returning them bottom first; nil when it is
  /// not in the stack. Only the top animates; the others get their containment calls and no
  /// appearance calls (N3).
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(children[(index + 1)...])
    guard !popped.isEmpty else { return popped }
    finishTransitionNow()
    detach(popped)
    stackChanged(animated: animated)
    return popped
  }

  /// Replaces the stack; the new top is shown as a push (when it is new) or a pop, and the
  /// controllers left out are removed with their containment calls (N1, N3).
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    var stack: [UIViewController] = []
    for controller in viewControllers where controller !== self && !stack.contains(where: { $0 === controller }) {
      stack.append(controller)
    }
    finishTransitionNow()
    detach(children.filter { child in !stack.contains { $0 === child } })
    for controller in stack where controller._parent !== self {
      addChild(controller)
      pendingMoves.append((controller, true))
    }
    _children = stack
    stackChanged(animated: animated)
  }

  /// Takes `controllers` out of the stack with `willMove(toParent: nil)`; their
  /// `didMove(toParent: nil)` waits for the transition's end (N3).
  private func detach(_ controllers: [UIViewController]) {
    for controller in controllers.reversed() {
      controller.willMove(toParent: nil)
      _children.removeAll { $0 === controller }
      controller._parent = nil
      pendingMoves.append((controller, false))
    }
  }

  /// N1: after a change of the stack, the bar's items follow it and the views wait for the
  /// layout pass, unless the navigation view is in no window.
  private func stackChanged(animated: Bool) {
    if let bar = _navigationBarIfMade { bar.setItems(children.map(\.navigationItem), animated: animated) }
    // N18: the tab bar controller's layout shows or hides its bar for the new stack.
    tabBarController?.viewIfLoaded?.setNeedsLayout()
    guard let view = viewIfLoaded else { return closePendingMoves() }
    guard view._window != nil else {
      showTopAtOnce()
      return
    }
    pendingAnimated = (pendingAnimated ?? false) || animated
    view.setNeedsLayout()
    // Y2: the run loop lays out at the end of the turn in which the app asked; a timer due now
    // is that slot (it fires after the current event, before the next one), also when no
    // event follows to lay out before it.
    if let clock = view._window?._application?.clock {
      clock.schedule(at: clock.now) { [weak view] in view?.layoutIfNeeded() }
    }
  }

  private var _navigationBarIfMade: UINavigationBar? { isViewLoaded ? _navigationBar : nil }

  /// Shows the top's view without a transition or appearance calls of its own (the view's
  /// window moves make them, Q2), and closes the containment calls.
  private func showTopAtOnce() {
    pendingAnimated = nil
    guard let container = viewIfLoaded else { return closePendingMoves() }
    let top = topViewController
    if let old = shownController, old !== top, old.viewIfLoaded?.superview === container {
      old.viewIfLoaded?.removeFromSuperview()
    }
    shownController = top
    if let top {
      let topView: UIView = top.view
      if topView.superview !== container { container.insertSubview(topView, at: 0) }
      topView.frame = container.bounds
    }
    closePendingMoves()
    layOutBars()
  }

  /// The closing containment calls: `didMove(toParent: self)` of the pushed, then
  /// `didMove(toParent: nil)` of the removed (N2, N3).
  private func closePendingMoves() {
    let moves = pendingMoves
    pendingMoves = []
    for move in moves where move.added && move.controller._parent === self {
      move.controller.didMove(toParent: self)
    }
    for move in moves where !move.added && move.controller._parent == nil {
      move.controller.didMove(toParent: nil)
      move.controller._isMovingFromParent = false
    }
  }

  // MARK: The layout pass (N2, N3)

  /// The navigation view's layout pass: the bars' frames, then the pending transition's start
  /// (N1: the view swap and the appearance calls wait for it).
  func layOutNavigationView() {
    layOutBars()
    guard let animated = pendingAnimated else { return }
    pendingAnimated = nil
    startTransition(animated: animated)
  }

  /// The height of the navigation bar for the top item (N12: large titles change heights only).
  private var navigationBarHeight: CGFloat {
    let large =
      _navigationBar.prefersLargeTitles && topViewController?.navigationItem.largeTitleDisplayMode != .never
    return large ? InteractionConstants.largeTitleNavigationBarHeight : InteractionConstants.navigationBarHeight
  }

  /// Places the bars: the navigation bar at the top, the toolbar at the bottom, each hidden as
  /// asked (N12), above the shown views.
  private func layOutBars() {
    guard let container = viewIfLoaded else { return }
    let bounds = container.bounds
    _navigationBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: navigationBarHeight)
    _navigationBar.isHidden = _navigationBarHidden
    _toolbar.frame = CGRect(
      x: 0, y: bounds.height - InteractionConstants.toolbarHeight, width: bounds.width,
      height: InteractionConstants.toolbarHeight)
    _toolbar.isHidden = _toolbarHidden
    let toolbarItems = topViewController?.toolbarItems
    if _toolbar.items.map({ $0.map(ObjectIdentifier.init) }) != toolbarItems.map({ $0.map(ObjectIdentifier.init) }) {
      _toolbar.setItems(toolbarItems, animated: false)
    }
    container.bringSubviewToFront(_toolbar)
    container.bringSubviewToFront(_navigationBar)
    for controller in [shownController, transition?.to] {
      if let view = controller?.viewIfLoaded, view.superview === container, transition == nil {
        view.frame = bounds
      }
    }
  }

  /// N2, N3: the will-calls, `willShow`, the new view above the old; then, animated, the rest
  /// after the transition's duration, else at once.
  private func startTransition(animated: Bool) {
    guard let container = viewIfLoaded else { return }
    let from = shownController
    guard let to = topViewController, to !== from else {
      shownController = topViewController
      if topViewController == nil { from?.viewIfLoaded?.removeFromSuperview() }
      return closePendingMoves()
    }
    let isPush = from.map { from in children.contains { $0 === from } } ?? true
    let toView: UIView = to.view
    let inWindow = container._window != nil
    let animates = animated && from != nil && inWindow
    // Q14, Q15: the delegate's animator replaces the built-in animation (the back swipe keeps
    // N9's, our choice); its interaction controller makes the transition interactive.
    let animator =
      animates && !interactivePopRequested
      ? from.flatMap {
        delegate?.navigationController(self, animationControllerFor: isPush ? .push : .pop, from: $0, to: to)
      } : nil
    let interactor = animator.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
    let context = TransitionContext(
      container: container, from: from, to: to, animated: animated, animator: animator, interactor: interactor,
      duration: animates ? InteractionConstants.navigationTransitionDuration : 0,
      clock: container._window?._application?.clock)
    context.setView(from?.viewIfLoaded, for: .from)
    context.setView(toView, for: .to)
    if let from { context.setInitialFrame(container.bounds, for: from) }
    context.setFinalFrame(container.bounds, for: to)
    context.faultReporter = self
    for controller in [self, from, to] { controller?._transitionContext = context }
    // N9: the back swipe drives the built-in pop: its coordinator is interactive.
    if animator == nil, interactivePopRequested, !isPush, animates { context.beginBuiltInInteraction() }
    if inWindow {
      from?.beginHeldAppearance(false, animated: animated)
      to.beginHeldAppearance(true, animated: animated)
    }
    delegate?.navigationController(self, willShow: to, animated: animated)
    let bounds = container.bounds
    if animator != nil {
      // The animator puts the incoming view in the container itself.
      toView.frame = bounds
    } else if let fromView = from?.viewIfLoaded, fromView.superview === container {
      container.insertSubview(toView, aboveSubview: fromView)
    } else {
      container.insertSubview(toView, at: 0)
    }
    // Y10: the trailing side is the left one right to left, so every slide is mirrored.
    let trailing: CGFloat = container.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
    if animator == nil {
      // Frames only: the incoming view starts beside the container (a push from the trailing
      // side, a pop from the leading side) and ends filling it.
      let start = animates ? (isPush ? bounds.width : -bounds.width * 0.3) : 0
      toView.frame = bounds.offsetBy(dx: start * trailing, dy: 0)
    }
    let transition = NavigationTransition(
      from: from, to: to, operation: isPush ? .push : .pop, animated: animated, inWindow: inWindow)
    transition.trailing = trailing
    transition.context = context
    self.transition = transition
    layOutBars()
    if animator != nil {
      // Q14: the animator ends it with `completeTransition(_:)`; non-interactive, the content
      // ignores touches as N5 says.
      interactivePopRequested = false
      transition.blocksTouches = interactor == nil
      context.onComplete = { [weak self] completed in
        guard let self else { return }
        if completed {
          self.finishTransition(transition)
        } else if isPush {
          self.cancelCustomPush(transition)
        } else {
          self.cancelInteractivePop(transition)
        }
      }
      context.runCustom()
      return
    }
    context.begin()
    if interactivePopRequested, !isPush, animates {
      // N9: the back swipe drives it; nothing is blocked and no timer ends it.
      interactivePopRequested = false
      transition.isInteractive = true
      transition.setProgress(0, width: bounds.width)
      return
    }
    interactivePopRequested = false
    if animates, let clock = container._window?._application?.clock {
      transition.blocksTouches = true
      transition.clock = clock
      transition.timer = clock.schedule(at: clock.now + InteractionConstants.navigationTransitionDuration) {
        [weak self] in self?.finishTransition(transition)
      }
    } else {
      finishTransition(transition)
    }
  }

  /// N2, N3: the old view removed, its did-call, the new one's, the containment calls, then
  /// `didShow`.
  func finishTransition(_ transition: NavigationTransition) {
    guard self.transition === transition else { return }
    self.transition = nil
    if let timer = transition.timer { transition.clock?.cancel(timer) }
    let container = viewIfLoaded
    if let fromView = transition.from?.viewIfLoaded, fromView.superview === container,
      transition.from !== topViewController
    {
      fromView.removeFromSuperview()
      if let container { fromView.frame = container.bounds }
    }
    if let container, let toView = transition.to.viewIfLoaded, toView.superview !== container {
      // A custom animator that left the incoming view out (Q14): it is put in.
      container.insertSubview(toView, at: 0)
    }
    transition.to.viewIfLoaded?.frame = container?.bounds ?? .zero
    shownController = transition.to
    if transition.inWindow {
      transition.from?.endHeldAppearance()
      transition.to.endHeldAppearance()
    }
    closePendingMoves()
    delegate?.navigationController(self, didShow: transition.to, animated: transition.animated)
    layOutBars()
    end(transition, completed: true)
  }

  /// Q14: the transition's context ends after its did-calls: the animator's `animationEnded`,
  /// the coordinator's completions; the controllers' `transitionCoordinator` goes.
  private func end(_ transition: NavigationTransition, completed: Bool) {
    guard let context = transition.context else { return }
    for controller in [self, transition.from, transition.to] where controller?._transitionContext === context {
      controller?._transitionContext = nil
    }
    context.ended(completed)
  }

  /// Q15: a cancelled custom push: the pushed controller leaves the stack again; it disappears
  /// and its view goes, the controller below appears again (N10's pattern, our choice).
  private func cancelCustomPush(_ transition: NavigationTransition) {
    guard self.transition === transition else { return }
    self.transition = nil
    let pushed = transition.to
    pendingMoves.removeAll { $0.controller === pushed }
    _children.removeAll { $0 === pushed }
    pushed._parent = nil
    _navigationBarIfMade?.setItems(children.map(\.navigationItem), animated: true)
    let container = viewIfLoaded
    if transition.inWindow { pushed.beginAppearanceTransition(false, animated: true) }
    if pushed.viewIfLoaded?.superview === container { pushed.viewIfLoaded?.removeFromSuperview() }
    if transition.inWindow {
      pushed.endHeldAppearance()
      transition.from?.beginAppearanceTransition(true, animated: true)
      transition.from?.endHeldAppearance()
    }
    transition.from?.viewIfLoaded?.frame = container?.bounds ?? .zero
    shownController = transition.from
    pushed.didMove(toParent: nil)
    layOutBars()
    end(transition, completed: false)
  }

  /// N9, N10: the released back swipe's rest: after `delay` on the clock, the pop completes
  /// (N3's did-calls) or is cancelled (N10).
  func settleInteractivePop(_ transition: NavigationTransition, completing: Bool, after delay: TimeInterval) {
    transition.isInteractive = false
    if completing {
      transition.context?.finishInteractiveTransition()
    } else {
      transition.context?.cancelInteractiveTransition()
    }
    guard let clock = viewIfLoaded?._window?._application?.clock else {
      return completing ? finishTransition(transition) : cancelInteractivePop(transition)
    }
    transition.clock = clock
    transition.timer = clock.schedule(at: clock.now + delay) { [weak self] in
      if completing { self?.finishTransition(transition) } else { self?.cancelInteractivePop(transition) }
    }
  }

  /// N10: a cancelled pop: the stack is restored; the revealed controller disappears, the top
  /// appears again, and the top gets `didMove(toParent:)` to balance its `willMove(toParent:
  /// nil)`; no `didShow` (weak).
  private func cancelInteractivePop(_ transition: NavigationTransition) {
    guard self.transition === transition, let top = transition.from else { return }
    self.transition = nil
    if let timer = transition.timer { transition.clock?.cancel(timer) }
    pendingMoves.removeAll { $0.controller === top }
    _children.append(top)
    top._parent = self
    _navigationBarIfMade?.setItems(children.map(\.navigationItem), animated: true)
    let revealed = transition.to
    let container = viewIfLoaded
    if transition.inWindow { revealed.beginAppearanceTransition(false, animated: true) }
    if revealed.viewIfLoaded?.superview === container { revealed.viewIfLoaded?.removeFromSuperview() }
    if transition.inWindow {
      revealed.endHeldAppearance()
      top.beginAppearanceTransition(true, animated: true)
      top.endHeldAppearance()
    }
    top.viewIfLoaded?.frame = container?.bounds ?? .zero
    revealed.viewIfLoaded?.frame = container?.bounds ?? .zero
    shownController = top
    top.didMove(toParent: self)
    top._isMovingFromParent = false
    layOutBars()
    end(transition, completed: false)
  }

  /// N4: a push or pop asked for while a transition runs first finishes it at its end state;
  /// a change still waiting for the layout pass starts and finishes now.
  private func finishTransitionNow() {
    if let animated = pendingAnimated, viewIfLoaded?._window != nil {
      pendingAnimated = nil
      startTransition(animated: animated)
    }
    if let transition { finishTransition(transition) }
  }

  /// Whether hit testing skips the navigation view's content: from the will-calls of an
  /// animated, non-interactive push or pop to its did-calls (N5).
  var blocksTouchesDuringTransition: Bool { transition?.blocksTouches == true }
}

/// The bar-hiding swipe's delegate: it recognizes alongside the content (N13).
@MainActor
final class BarHidingDelegate: UIGestureRecognizerDelegate {
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }
}

/// A push or pop under way in a navigation controller (N2–N5, N9, N10).
@MainActor
final class NavigationTransition {
  /// The controller whose view leaves, nil for the first controller shown.
  let from: UIViewController?
  /// The controller whose view comes in.
  let to: UIViewController
  /// Whether it is a push or a pop.
  let operation: UINavigationController.Operation
  /// The `animated` the appearance calls and the delegate are given.
  let animated: Bool
  /// Whether the navigation view was in a window at the start, so that appearance calls are
  /// made.
  let inWindow: Bool
  /// Whether hit testing skips the navigation view's content (N5): animated and not
  /// interactive.
  var blocksTouches = false
  /// Whether the back swipe drives it (N9).
  var isInteractive = false
  /// Its context and coordinator (Q14).
  var context: TransitionContext?
  /// How far the pop has gone, 0…1 (N9).
  private(set) var progress: CGFloat = 0

  /// Which way the trailing side lies along x: 1 left to right, -1 right to left (Y10).
  var trailing: CGFloat = 1

  /// N9: the views follow the progress: the popped view slides toward the trailing side, the
  /// revealed one in from a third of the width on the leading side (frames only; mirrored right
  /// to left, Y10).
  func setProgress(_ p: CGFloat, width: CGFloat) {
    progress = p
    if let fromView = from?.viewIfLoaded { fromView.frame.origin.x = p * width * trailing }
    if let toView = to.viewIfLoaded { toView.frame.origin.x = -width * 0.3 * (1 - p) * trailing }
  }
  /// The clock's timer that ends the transition, and its clock.
  var timer: UITimerToken?
  weak var clock: (any UIClock)?

  init(
    from: UIViewController?, to: UIViewController, operation: UINavigationController.Operation, animated: Bool,
    inWindow: Bool
  ) {
    self.from = from
    self.to = to
    self.operation = operation
    self.animated = animated
    self.inWindow = inWindow
  }
}

/// The navigation controller's view: its layout pass runs the controller's (N1), and while a
/// transition blocks touches its hit test reaches only the bar's back button (N5).
final class NavigationView: UIView {
  private var controller: UINavigationController? { _viewController as? UINavigationController }

  override func layoutSubviews() {
    super.layoutSubviews()
    controller?.layOutNavigationView()
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard let controller, controller.blocksTouchesDuringTransition else { return super.hitTest(point, with: event) }
    // N5: the content is skipped as a hidden subtree is (H2); the back button still works.
    guard let back = controller.navigationBar.backButton, !controller.navigationBar.isHidden else { return nil }
    return back.hitTest(convert(point, to: back), with: event)
  }
}
