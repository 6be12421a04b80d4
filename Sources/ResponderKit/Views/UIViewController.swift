import Foundation

/// An object that manages a view hierarchy: the root view's next responder.
///
/// UIKit rule R2: its `next` is the presenting controller when it was presented, otherwise
/// the superview of its view (the window, for a window's root view controller), otherwise its
/// parent controller.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  var _view: UIView?
  weak var _parent: UIViewController?
  var _children: [UIViewController] = []
  var _presented: UIViewController?
  weak var _presenting: UIViewController?
  /// The context of the transition that involves the controller, while it runs (Q14).
  weak var _transitionContext: TransitionContext?
  /// The presentation controller made for the controller's style (Q5), on first use.
  var _presentationController: UIPresentationController?
  /// Where the view is in its appearance: the calls already made (see `viewWillAppear(_:)`).
  var appearance = Appearance.disappeared
  /// Whether the appearance change under way is animated, for the `animated` argument.
  var appearanceAnimated = false
  var _isBeingPresented = false
  var _isBeingDismissed = false
  var _isMovingToParent = false
  var _isMovingFromParent = false
  /// Whether a container's transition (a push, a pop, a presentation, a tab switch) makes this
  /// controller's appearance calls itself, so that its view's moves in and out of the window
  /// make none (Q2): set from the transition's will-calls to its did-calls.
  var appearanceHeldByTransition = false

  /// The appearance calls made so far for the controller's view (UIKit's appear states).
  enum Appearance {
    case disappeared, appearing, appeared, disappearing
  }

  /// The name of the nib the controller would load its view from, as given to
  /// `init(nibName:bundle:)`.
  ///
  /// UIKit's property. ResponderKit has no nibs: the view always comes from `loadView()`, and
  /// the name is only kept.
  public let nibName: String?
  /// The bundle given to `init(nibName:bundle:)`, kept as UIKit keeps it.
  public let nibBundle: Bundle?

  /// Creates a view controller whose view loads on first use; UIKit's designated initializer.
  ///
  /// UIKit code calls `super.init(nibName: nil, bundle: nil)` from its own initializers, and
  /// `init()` comes through here, so an override of it sees every controller made. No nib is
  /// loaded (there are none here): `loadView()` makes the view.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// Creates a view controller without a nib: `init(nibName: nil, bundle: nil)`, as NSObject's
  /// `init` is for a UIKit controller.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates a view controller from an archive: the same controller as `init()`.
  ///
  /// UIKit decodes a storyboard's controller here; ResponderKit has no archives, so nothing is
  /// read from `coder`. `required`, as in UIKit, so that subclasses written for iOS compile
  /// unchanged; it never fails.
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
  }

  /// The root view, loaded by `loadView()` on first access.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return _view
    }
    set {
      if let old = _view, old._viewController === self { old._viewController = nil }
      _view = newValue
      newValue?._viewController = self
    }
  }

  /// A root view that outlives its controller forgets it (see `UIView._viewController`).
  deinit {
    runDeinitCleanup {
      if let view = _view, view._viewController === self { view._viewController = nil }
    }
  }

  /// The root view if it has been loaded, without loading it.
  open var viewIfLoaded: UIView? { _view }

  /// Whether the root view has been loaded.
  open var isViewLoaded: Bool { _view != nil }

  /// Loads the view if it has not been loaded yet.
  open func loadViewIfNeeded() {
    guard _view == nil else { return }
    loadView()
    if _view == nil { view = UIView() }
    viewDidLoad()
  }

  /// Creates the root view; the default makes a plain `UIView` the size of the main screen, as
  /// UIKit's does, so that `viewDidLoad()` can lay out from `view.bounds`. Overridable, as in
  /// UIKit.
  open func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
  }

  /// Called after the view was loaded; the default does nothing.
  open func viewDidLoad() {}

  /// The traits of the interface the controller is shown in (see `UITraitCollection`).
  open var traitCollection: UITraitCollection { .shown(in: _view) }

  /// Called when the controller's traits change; the default does nothing
  /// (`UITraitEnvironment`). Traits never change here (see `UITraitCollection`), so nothing
  /// calls it.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The controller's title: its navigation item's title unless that was set (N12).
  open var title: String? {
    didSet {
      if let item = _navigationItem, item.title == oldValue { item.title = title }
    }
  }

  private var _navigationItem: UINavigationItem?

  /// What a navigation bar shows for the controller: made on first use, titled with the
  /// controller's title (N12).
  open var navigationItem: UINavigationItem {
    if let item = _navigationItem { return item }
    let item = UINavigationItem()
    item.title = title
    _navigationItem = item
    return item
  }

  /// The items a navigation controller's toolbar shows while this controller is on top (N12).
  open var toolbarItems: [UIBarButtonItem]? {
    didSet { navigationController?.viewIfLoaded?.setNeedsLayout() }
  }

  /// Sets `toolbarItems`; `animated` is accepted.
  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }

  /// Whether the tab bar of the tab bar controller that shows this controller's navigation
  /// stack hides while this controller is in the stack (N18); default false.
  open var hidesBottomBarWhenPushed = false

  // MARK: Appearance

  /// Called before the view enters a window's hierarchy: added to a window (as its root view
  /// controller's view, as a presented controller's, or inside a shown ancestor), or presented.
  ///
  /// UIKit's order: `viewWillAppear(_:)`, then the view's `willMove(toWindow:)` and the move,
  /// then `viewDidAppear(_:)` after the view's `didMoveToWindow()`; a controller's view inside
  /// another's gets its calls after the outer one's (our choice of order between the two, as
  /// the views are visited parents first). Each is called once per appearance. Nothing is
  /// animated: `animated` is what `present` or `dismiss` was given, otherwise false.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view entered a window's hierarchy (see `viewWillAppear(_:)`).
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view leaves its window's hierarchy: removed, its window's root view
  /// controller replaced, or dismissed (see `viewWillAppear(_:)` for the order).
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view left its window's hierarchy.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called in the layout pass just before the controller's view lays out its subviews; the
  /// default does nothing (Y2).
  open func viewWillLayoutSubviews() {}

  /// Called in the layout pass just after the controller's view laid out its subviews; the
  /// default does nothing. Constraints it changes are solved before the pass ends (Y2).
  open func viewDidLayoutSubviews() {}

  /// Whether the controller is being presented: from the start of the presentation's transition
  /// through its did-calls (Q2, Q4); false again when the completion runs.
  open var isBeingPresented: Bool { _isBeingPresented }

  /// Whether the controller is being dismissed: from the start of the dismissal's transition
  /// through its did-calls (Q2, Q4); false again when the completion runs.
  open var isBeingDismissed: Bool { _isBeingDismissed }

  /// Whether the controller is being added to a parent: between `addChild(_:)` and
  /// `didMove(toParent:)`.
  open var isMovingToParent: Bool { _isMovingToParent }

  /// Whether the controller is being removed from its parent: between `willMove(toParent: nil)`
  /// and `removeFromParent()`.
  open var isMovingFromParent: Bool { _isMovingFromParent }

  /// The view is about to move to `newWindow` (nil: out of any window): the appearance call
  /// that move means, if it was not made yet and the parent forwards them (Q2).
  func viewWillMove(toWindow newWindow: UIWindow?) {
    guard receivesAutomaticAppearanceCalls else { return }
    appearanceWillChange(appearing: newWindow != nil)
  }

  /// The view moved to `window` (nil: out of any window): the closing appearance call (Q2).
  func viewDidMove(toWindow window: UIWindow?) {
    guard receivesAutomaticAppearanceCalls else { return }
    if window != nil, appearance == .appearing {
      appearanceDidChange()
    } else if window == nil, appearance == .disappearing {
      appearanceDidChange()
    }
  }

  /// Whether the view's moves in and out of a window make the controller's appearance calls:
  /// unless its parent has `shouldAutomaticallyForwardAppearanceMethods` false, and calls
  /// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` itself (Q2).
  private var receivesAutomaticAppearanceCalls: Bool {
    var current: UIViewController? = self
    while let controller = current {
      if controller.appearanceHeldByTransition { return false }
      current = controller._parent
    }
    return _parent?.shouldAutomaticallyForwardAppearanceMethods ?? true
  }

  /// Q2: the children that hear of this controller's appearance through it: none when it does
  /// not forward them, else those whose views are inside its view.
  private var appearanceForwardingChildren: [UIViewController] {
    guard shouldAutomaticallyForwardAppearanceMethods, let view = _view else { return [] }
    return _children.filter { $0._view?.isDescendant(of: view) == true }
  }

  /// Q2: the will-call of a change toward `appearing`, unless the controller is there already or
  /// on its way; a change in the opposite direction before the did-call reverses it.
  private func appearanceWillChange(appearing: Bool) {
    if appearing {
      guard appearance == .disappeared || appearance == .disappearing else { return }
      appearance = .appearing
      viewWillAppear(appearanceAnimated)
    } else {
      guard appearance == .appeared || appearance == .appearing else { return }
      appearance = .disappearing
      viewWillDisappear(appearanceAnimated)
    }
  }

  /// Q2: the did-call that closes the change under way, if one is.
  private func appearanceDidChange() {
    switch appearance {
    case .appearing:
      appearance = .appeared
      viewDidAppear(appearanceAnimated)
    case .disappearing:
      appearance = .disappeared
      viewDidDisappear(appearanceAnimated)
    case .appeared, .disappeared:
      break
    }
  }

  /// Tells the controller that its view is about to appear (`isAppearing`) or disappear: its
  /// `viewWillAppear(_:)` or `viewWillDisappear(_:)` with `animated`.
  ///
  /// UIKit rule Q2: a container that does not forward appearance calls automatically
  /// (`shouldAutomaticallyForwardAppearanceMethods` false) calls it for its children. A call
  /// that would not change the state (a second begin the same way) is ignored, our choice where
  /// UIKit logs "unbalanced calls"; a begin the other way before the end reverses the change.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    appearanceAnimated = animated
    appearanceWillChange(appearing: isAppearing)
    for child in appearanceForwardingChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
  }

  /// Ends the change begun with `beginAppearanceTransition(_:animated:)`: its
  /// `viewDidAppear(_:)` or `viewDidDisappear(_:)`, or nothing when none is under way (Q2).
  open func endAppearanceTransition() {
    appearanceDidChange()
    appearanceAnimated = false
    for child in appearanceForwardingChildren { child.endAppearanceTransition() }
  }

  /// Begins an appearance change that a container's transition drives: the will-call now
  /// (through `beginAppearanceTransition(_:animated:)`, so a subclass's override sees it), and
  /// no automatic calls as the view enters or leaves the window until `endHeldAppearance()`
  /// (Q2; N2, N3, Q6, N14 give the order of the calls).
  func beginHeldAppearance(_ isAppearing: Bool, animated: Bool) {
    appearanceHeldByTransition = true
    beginAppearanceTransition(isAppearing, animated: animated)
  }

  /// Ends the change begun by `beginHeldAppearance(_:animated:)`: the did-call, then the view's
  /// moves make the calls again.
  func endHeldAppearance() {
    endAppearanceTransition()
    appearanceHeldByTransition = false
  }

  /// Whether the controller's view is in a window, or is in the middle of a held change toward
  /// one: whether a transition that shows or hides it must make its appearance calls.
  var isInWindowForAppearance: Bool { _view?._window != nil }

  /// The child whose screen a user sees inside this controller: a navigation controller's top,
  /// a tab bar controller's selected controller; nil for a plain controller.
  var shownChildForVisibility: UIViewController? { nil }

  /// The dimming view of the popover the controller is presented in, if it is (Q13).
  @_spi(Tools) public var existingPopoverDimmingView: UIView? {
    (_presentationController as? UIPopoverPresentationController)?.dimmingView
  }

  /// The sheet presentation controller the controller already has, without making one.
  @_spi(Tools) public var existingSheetPresentationController: UISheetPresentationController? {
    _presentationController as? UISheetPresentationController
  }

  /// The controller whose screen a user sees from this one: the top-most controller presented
  /// above it, else down through a navigation controller's top and a tab bar controller's
  /// selected controller, the last one reached (the test kit's `visibleViewController`).
  @_spi(Tools) public var controllerAsUserSees: UIViewController {
    var current = self
    var visited = 0
    while visited < 1_000 {
      visited += 1
      if let presented = current._presented {
        current = presented
      } else if let shown = current.shownChildForVisibility {
        current = shown
      } else {
        break
      }
    }
    return current
  }

  /// Whether the controller's children hear of their views' appearance automatically, as their
  /// views enter and leave a window (Q2; default true, as in UIKit).
  ///
  /// A container that overrides it to answer false calls
  /// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` on its children
  /// itself.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// The parent controller, or nil.
  open var parent: UIViewController? { _parent }

  /// The child controllers, in the order they were added.
  open var children: [UIViewController] { _children }

  /// Adds a child controller (its view is placed by the caller, as in UIKit).
  ///
  /// UIKit's containment: it calls the child's `willMove(toParent:)` with this controller; the
  /// caller calls `didMove(toParent:)` when it has placed the view.
  open func addChild(_ childController: UIViewController) {
    guard childController !== self, childController._parent !== self else { return }
    childController.removeFromParent()
    childController._isMovingToParent = true
    childController.willMove(toParent: self)
    _children.append(childController)
    childController._parent = self
  }

  /// Removes the controller from its parent.
  ///
  /// UIKit's containment: the caller calls `willMove(toParent: nil)` first; this calls
  /// `didMove(toParent: nil)`.
  open func removeFromParent() {
    guard let parent = _parent else { return }
    parent._children.removeAll { $0 === self }
    _parent = nil
    didMove(toParent: nil)
    _isMovingFromParent = false
  }

  /// Called before the controller is added to or removed from a parent; does nothing by default
  /// but note, for `isMovingFromParent`, that a removal began.
  open func willMove(toParent parent: UIViewController?) {
    if parent == nil && _parent != nil { _isMovingFromParent = true }
  }

  /// Called after the controller was added to or removed from a parent; does nothing by default
  /// but end `isMovingToParent`.
  open func didMove(toParent parent: UIViewController?) {
    _isMovingToParent = false
  }

  // MARK: Showing (Q3)

  /// Shows `vc` as the controller's context calls for: the controller that
  /// `targetViewController(forAction:sender:)` finds for `show(_:sender:)`, when it is another
  /// one, shows it (a navigation controller pushes it); otherwise this one presents it, animated.
  ///
  /// UIKit rule Q3.
  open func show(_ vc: UIViewController, sender: Any?) {
    if let target = targetViewController(forAction: ShowAction.show.selector, sender: sender), target !== self {
      target.show(vc, sender: sender)
    } else {
      present(vc, animated: true)
    }
  }

  /// Shows `vc` as a detail: the controller that `targetViewController(forAction:sender:)` finds
  /// for `showDetailViewController(_:sender:)`, when it is another one, shows it; otherwise this
  /// one presents it, animated (Q3).
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if let target = targetViewController(forAction: ShowAction.showDetail.selector, sender: sender),
      target !== self
    {
      target.showDetailViewController(vc, sender: sender)
    } else {
      present(vc, animated: true)
    }
  }

  /// The controller that handles `action`: this one, then its parent and so on, the first that
  /// implements it itself; nil at the top.
  ///
  /// UIKit rule Q3. For `show(_:sender:)` and `showDetailViewController(_:sender:)` a controller
  /// counts when its class overrides the method (`UINavigationController` does for `show`), not
  /// when it has `UIViewController`'s own; for another action, when `canPerformAction` says yes.
  open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
    let show = ShowAction(action)
    var current: UIViewController? = self
    while let controller = current {
      if let show {
        if show.isOverridden(by: type(of: controller)) { return controller }
      } else if controller.canPerformAction(action, withSender: sender) {
        return controller
      }
      current = controller._parent
    }
    return nil
  }

  // MARK: Presentation (Q4–Q13)

  /// The controller this one presented, or the one its nearest ancestor presented; nil when
  /// none did (R2). Set in `present(_:animated:completion:)`, cleared when the dismissal ends
  /// (Q4).
  open var presentedViewController: UIViewController? { _presented ?? _parent?.presentedViewController }

  /// The controller that presented this one, or its nearest presented ancestor; nil when none
  /// was presented (R2). Set in `present(_:animated:completion:)`, cleared when the dismissal
  /// ends (Q4).
  open var presentingViewController: UIViewController? { _presenting ?? _parent?.presentingViewController }

  /// How the controller is shown when presented (Q5): `.automatic` (UIKit's default since iOS
  /// 13) and the sheet styles give a sheet, `.popover` a popover on the pad idiom, `.fullScreen`
  /// and `.currentContext` take the presenter's view away, the others cover it.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic

  /// The transition used when the controller is presented, kept (nothing is drawn: every
  /// transition lasts ``InteractionConstants/modalTransitionDuration``).
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

  /// Whether the controller refuses user dismissal (Q12): a drag, a tap on a sheet's dimming
  /// view or grabber, or a tap outside a popover then calls the delegate's
  /// `presentationControllerDidAttemptToDismiss(_:)` instead (default false, as in UIKit).
  open var isModalInPresentation = false

  /// The object that gives the controller's presentation and dismissal a custom animator,
  /// interaction controller or presentation controller (Q14, Q15); weak, as in UIKit.
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

  /// The coordinator of the transition that involves the controller, while it runs.
  ///
  /// UIKit rule Q14: non-nil for the controllers a push, pop, presentation, dismissal or tab
  /// switch shows or hides (and their children) from its start to its end; nil otherwise.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    var current: UIViewController? = self
    while let controller = current {
      if let context = controller._transitionContext { return context }
      current = controller._parent
    }
    return nil
  }

  /// The container's size will change to `size` (A5: a rotation or a resize of the window);
  /// the default forwards the call to each child with the size
  /// `size(forChildContentContainer:withParentContainerSize:)` gives it, so an override calls
  /// super, as in UIKit.
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    for child in children {
      child.viewWillTransition(
        to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
    }
  }

  /// The controller's traits will change to `newCollection` (A5), before
  /// `viewWillTransition(to:with:)`; the default forwards the call to each child.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in children { child.willTransition(to: newCollection, with: coordinator) }
  }

  /// The size of a child in a container of `parentSize` (A5): the container's own size by
  /// default, which `viewWillTransition(to:with:)` passes on.
  open func size(
    forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    parentSize
  }

  /// Called when a child's `preferredContentSize` changes; the default does nothing. Stored; a
  /// container that sizes children by it overrides it.
  open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

  /// Called when a child's fitting size changes; the default does nothing, and nothing calls
  /// it here. Stored.
  open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

  /// The interface orientations the controller supports (A5): every one on an iPad, every one
  /// but upside down on a phone, as in UIKit. A rotation the window's root controller does not
  /// support does not happen.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
  }

  /// The orientation a full-screen presentation of the controller prefers; stored
  /// (`.portrait` by default here, where UIKit answers the current one).
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

  /// Whether the controller lets the interface rotate (default true, A5): the window's root
  /// controller answering false keeps it as it is.
  open var shouldAutorotate: Bool { true }

  /// Asks the system to rotate to the device's orientation if the controllers now allow it;
  /// there is no device here, so it does nothing (the test harness rotates with `rotate(to:)`).
  open class func attemptRotationToDeviceOrientation() {}

  /// The guide at the top of the view where content starts below the bars (deprecated in UIKit
  /// for the safe area): a guide at the view's top edge, of the safe area's top inset's height,
  /// zero here. Stored, for the code that constrains to it.
  open var topLayoutGuide: any UILayoutSupport { layoutSupport(top: true) }

  /// The guide at the bottom of the view, above the bars (deprecated in UIKit for the safe
  /// area): a guide at the view's bottom edge, zero high here. Stored.
  open var bottomLayoutGuide: any UILayoutSupport { layoutSupport(top: false) }

  /// Whether a controller presented not full screen takes over the status bar's appearance
  /// (default false); kept, as there is no status bar.
  open var modalPresentationCapturesStatusBarAppearance = false

  /// Whether the controller wants the status bar hidden (default false). There is no status
  /// bar on Linux: the answer is kept for the code that overrides and reads it.
  open var prefersStatusBarHidden: Bool { false }

  /// The status bar style the controller wants (default `.default`); read by nothing here, as
  /// there is no status bar.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }

  /// Whether the controller wants the home indicator hidden (default false); there is none here.
  open var prefersHomeIndicatorAutoHidden: Bool { false }

  /// How a status bar change animates (UIKit's default `.fade`); read by nothing here, as there
  /// is no status bar.
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

  /// Insets added to the safe area of the controller's view; kept (default zero). The safe
  /// area is zero on Linux, so nothing is laid out by it.
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero

  /// Called when the system is low on memory (default: nothing); a subclass overrides it and
  /// calls super, as in UIKit. No memory pressure is modelled: the test harness's
  /// `simulateMemoryWarning()` calls it, as the simulator's menu item does.
  open func didReceiveMemoryWarning() {}

  /// Tells the system to read `prefersStatusBarHidden` and `preferredStatusBarStyle` again; there
  /// is no status bar on Linux, so it does nothing (and is safe in an animation block, as in UIKit).
  open func setNeedsStatusBarAppearanceUpdate() {}

  /// Whether the controller's view is the context a `.currentContext` or `.overCurrentContext`
  /// presentation from it or its children covers (Q5; default false).
  open var definesPresentationContext = false

  /// The size the controller's content wants in a container that asks, as a popover (Q13); zero
  /// (the default) leaves the choice to the container. A change tells the parent
  /// (`preferredContentSizeDidChange(forChildContentContainer:)`), as in UIKit.
  open var preferredContentSize: CGSize = .zero {
    didSet {
      if preferredContentSize != oldValue { _parent?.preferredContentSizeDidChange(forChildContentContainer: self) }
    }
  }

  /// The presentation controller that manages the controller's presentation: the one made for
  /// its `modalPresentationStyle`, made on first use so that it can be configured before
  /// `present(_:animated:completion:)` (Q5); a child not presented itself, inside a presented
  /// ancestor, answers that ancestor's.
  open var presentationController: UIPresentationController? {
    if _presenting == nil {
      var ancestor = _parent
      while let controller = ancestor {
        if controller._presenting != nil { return controller.ownPresentationController }
        ancestor = controller._parent
      }
    }
    return ownPresentationController
  }

  /// The sheet presentation controller of a controller presented as a sheet (`.automatic`,
  /// `.pageSheet`, `.formSheet`; Q8–Q11), else nil.
  open var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
  }

  /// The popover presentation controller of a controller whose style is `.popover` (Q13), else
  /// nil.
  open var popoverPresentationController: UIPopoverPresentationController? {
    presentationController as? UIPopoverPresentationController
  }

  /// Presents `viewControllerToPresent` over this controller's context.
  ///
  /// UIKit rules Q4–Q7: `presentedViewController` and `presentingViewController` are set in the
  /// call (the presenter is this controller's root-most parent, or for the current-context
  /// styles the nearest that `definesPresentationContext`); a presenter that already presents
  /// one reports `error reason=alreadyPresenting` and nothing happens. The transition starts
  /// after the current event, on the application's clock: the presentation controller's will-hook,
  /// the will-calls (the presenter's too for `.fullScreen` and `.currentContext`, Q6), then,
  /// ``InteractionConstants/modalTransitionDuration`` later when `flag` is true (at once
  /// otherwise), the did-calls and `completion`. New touches are dropped meanwhile (Q7). A
  /// controller whose view is in no window presents nothing (UIKit warns).
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    let presenter = presentationHost(for: viewControllerToPresent.modalPresentationStyle)
    guard presenter._presented == nil else { return reportFault(.alreadyPresenting) }
    guard viewControllerToPresent._presenting == nil, viewControllerToPresent !== presenter,
      viewControllerToPresent !== self, let window = presenter._view?.window
    else { return }
    presenter._presented = viewControllerToPresent
    viewControllerToPresent._presenting = presenter
    // Q14: a `.custom` presentation asks its transitioning delegate for the presentation
    // controller.
    if viewControllerToPresent.modalPresentationStyle == .custom,
      let delegate = viewControllerToPresent.transitioningDelegate,
      let custom = delegate.presentationController(
        forPresented: viewControllerToPresent, presenting: presenter, source: self)
    {
      viewControllerToPresent._presentationController = custom
    }
    guard let controller = viewControllerToPresent.ownPresentationController else { return }
    controller._presenting = presenter
    let transition = ModalTransition(.presentation, controller: controller, animated: flag, completion: completion)
    transition.source = self
    controller.transition = transition
    Self.afterTransition(in: window) { transition.start() }
  }

  /// Dismisses the controller this one (or an ancestor) presented, or, when there is none, this
  /// controller (or its presented ancestor).
  ///
  /// UIKit rules Q4, Q6, Q16: the transition starts after the current event; controllers
  /// presented above the dismissed one go first, unanimated; then the presentation controller's
  /// `dismissalTransitionWillBegin()`, the will-calls (the presented controller's
  /// `viewWillDisappear(_:)`, then, for the removing styles, the presenter's `viewWillAppear(_:)`
  /// as its view comes back), the duration when `flag` is true, `dismissalTransitionDidEnd(_:)`,
  /// the container leaves the window (touches its views tracked are cancelled, A4), the did-calls,
  /// and `completion`. `presentedViewController` stays set until then. With nothing to dismiss,
  /// `completion` runs after the call.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    dismissPresentation(of: dismissalTarget, animated: flag, completion: completion, byUser: false)
  }

  /// The controller `dismiss(animated:completion:)` dismisses: the one this controller (or an
  /// ancestor) presented, else this controller or its nearest presented ancestor.
  private var dismissalTarget: UIViewController? {
    if let presented = presentedViewController { return presented }
    var current: UIViewController? = self
    while let controller = current {
      if controller._presenting != nil { return controller }
      current = controller._parent
    }
    return nil
  }

  /// Schedules the dismissal of `target` (Q4); `byUser` marks a user dismissal, which the
  /// delegate's `presentationControllerDidDismiss(_:)` follows (Q12).
  func dismissPresentation(
    of target: UIViewController?, animated flag: Bool, completion: (() -> Void)?, byUser: Bool
  ) {
    let window = _view?.window ?? target?._view?.window
    guard let target, let controller = target._presentationController?.active,
      controller.transition?.kind != .dismissal, controller.queuedDismissal == nil
    else {
      Self.afterTransition(in: window) { completion?() }
      return
    }
    let transition = ModalTransition(
      .dismissal, controller: controller, animated: flag, byUser: byUser, completion: completion)
    Self.afterTransition(in: window ?? controller._containerView?.window) { transition.start() }
  }

  /// The controller that presents for this one in `style` (Q4, Q5): for the current-context
  /// styles the nearest of this controller and its parents that `definesPresentationContext`,
  /// else (and for every other style) the root-most parent.
  private func presentationHost(for style: UIModalPresentationStyle) -> UIViewController {
    var current = self
    if style == .currentContext || style == .overCurrentContext {
      var walker: UIViewController? = self
      while let controller = walker {
        if controller.definesPresentationContext { return controller }
        walker = controller._parent
      }
    }
    while let parent = current._parent { current = parent }
    return current
  }

  /// The controller's own presentation controller, made for its style on first use and made
  /// again while not in use when the style changed (Q5).
  var ownPresentationController: UIPresentationController? {
    if let existing = _presentationController,
      existing.createdStyle == modalPresentationStyle || existing.active.isPresenting
        || existing.active.transition != nil || existing.transition != nil
    {
      return existing
    }
    let made: UIPresentationController
    switch modalPresentationStyle {
    case .automatic, .pageSheet, .formSheet:
      made = UISheetPresentationController(presentedViewController: self, presenting: _presenting)
    case .popover:
      made = UIPopoverPresentationController(presentedViewController: self, presenting: _presenting)
    default:
      made = UIPresentationController(presentedViewController: self, presenting: _presenting)
    }
    _presentationController = made
    return made
  }

  /// Runs `body` on the clock of `window`'s application once the call under way has returned;
  /// without an application there is no clock, and it runs at once.
  static func afterTransition(in window: UIWindow?, _ body: @escaping @MainActor () -> Void) {
    guard let clock = window?._application?.clock else { return body() }
    clock.schedule(at: clock.now, body)
  }

  /// The application of the controller's view (its window's): its walker serves the calls the
  /// controller forwards.
  override var chainApplication: UIApplication? { _view?._window?._application }

  /// The next responder.
  ///
  /// UIKit rule R2: the presenting controller; else the superview of its view (the window for
  /// a root view controller); else the parent controller.
  open override var next: UIResponder? {
    if let presenting = _presenting { return presenting }
    if let superview = _view?._superview { return superview }
    return _parent
  }

  /// The nearest tab bar controller among the controller's parents, or nil.
  ///
  /// UIKit's rule: the closest `UITabBarController` up the parent chain (a tab bar controller's
  /// own answer is its parent's); a controller on the More tab's stack finds it through the
  /// More navigation controller (N15). Open, as in UIKit.
  open var tabBarController: UITabBarController? {
    var current = parent
    while let controller = current {
      if let tabs = controller as? UITabBarController { return tabs }
      current = controller.parent
    }
    return nil
  }

  /// The nearest navigation controller among the controller and its ancestors' parents, or nil.
  ///
  /// UIKit's rule: the closest `UINavigationController` up the parent chain (a navigation
  /// controller's own answer is its parent's).
  open var navigationController: UINavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? UINavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }

  /// The item that shows the controller in a tab bar: made on first use, with the controller's
  /// title until the item's own is set (N14).
  ///
  /// UIKit's `tabBarItem`; setting it updates the bar of the tab bar controller whose tab the
  /// controller is.
  open var tabBarItem: UITabBarItem! {
    get {
      if let item = _tabBarItem { return item }
      let item = UITabBarItem()
      item.titleController = self
      _tabBarItem = item
      return item
    }
    set {
      _tabBarItem = newValue
      (parent as? UITabBarController)?.tabItemsChanged()
    }
  }
  private var _tabBarItem: UITabBarItem?
}

/// The two ways of showing a controller that a container may take over (Q3), and whether a
/// controller class overrides them (``MethodOverrides``).
@MainActor
enum ShowAction: Int, CaseIterable {
  case show, showDetail

  /// The Objective-C name of the method, the action `targetViewController(forAction:sender:)`
  /// is asked about.
  var selector: Selector {
    switch self {
    case .show: Selector("showViewController:sender:")
    case .showDetail: Selector("showDetailViewController:sender:")
    }
  }

  /// The show action `selector` names, or nil.
  init?(_ selector: Selector) {
    guard let action = Self.allCases.first(where: { $0.selector == selector }) else { return nil }
    self = action
  }

  /// Whether `type` overrides the method (or inherits an override of it).
  func isOverridden(by type: UIViewController.Type) -> Bool {
    MethodOverrides.overrides(type, Self.entries[rawValue], of: UIViewController.self)
  }

  /// Each method's vtable entry.
  static let entries = MethodOverrides.entries(
    of: UIViewController.self, plain: PlainControllerProbe.self,
    probes: [ShowControllerProbe.self, ShowDetailControllerProbe.self])
}

// The probes are never instantiated: only their metadata is read.
private final class PlainControllerProbe: UIViewController {}
private final class ShowControllerProbe: UIViewController {
  override func show(_ vc: UIViewController, sender: Any?) { ShowAction.probeReached(.show) }
}
private final class ShowDetailControllerProbe: UIViewController {
  override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    ShowAction.probeReached(.showDetail)
  }
}

extension ShowAction {
  /// Where the probes' overrides go, so that no two of them are alike.
  @inline(never)
  static func probeReached(_ action: ShowAction) {}
}

extension UIViewController {
  /// Reports `fault` on the application of the controller's view, else on the shared one, as the
  /// engine reports a fault it detected in the app (the trace's `error reason=…`).
  func reportFault(_ fault: EngineFault) {
    let application = _view?._window?._application ?? UIApplication.sharedIfDesignated
    application?.notes.note(.error(fault))
  }
}

extension UIViewController: UIContentContainer {}
