import Foundation

/// A container controller that shows one of its controllers at a time, chosen by the tabs of a
/// tab bar at the bottom of its view.
///
/// UIKit's `UITabBarController` (rules N14, N15, N18). Its tab bar, `tabBarHeight` tall, spans the
/// bottom of its view and stays above the selected controller's view, which fills the view. A
/// touch-up inside a tab asks the delegate's `tabBarController(_:shouldSelect:)`, switches at
/// once (old `viewWillDisappear(false)`, new `viewWillAppear(false)`, the views swapped, old
/// `viewDidDisappear(false)`, new `viewDidAppear(false)`), then tells the delegate's
/// `tabBarController(_:didSelect:)`; a touch on the old view is cancelled by the swap (A4). A
/// touch on the selected tab pops a navigation controller to its root. Code that sets
/// `selectedIndex` or `selectedViewController` switches with no `shouldSelect` or `didSelect`
/// call. In a window, every switch between two tabs, by a tap or by code, first asks the
/// delegate's `tabBarController(_:animationControllerForTransitionFrom:to:)`: an animator, with
/// the interaction controller of `tabBarController(_:interactionControllerFor:)`, runs the
/// switch animated (Q14, Q15); nil keeps the immediate swap (UIKit does not animate tab switches
/// by default). Asking for code too follows Apple's CustomTransitions sample, which starts its
/// interactive tab transition by setting `selectedIndex`. With more than `tabBarMaximumItems`
/// controllers, the last tab is "More": the `moreNavigationController`, whose list pushes the
/// others.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
  /// The controllers of the tabs, as given.
  private var _viewControllers: [UIViewController] = []
  /// The child whose view the tab slot shows: a tab's controller, or the More navigation
  /// controller.
  private weak var shownTab: UIViewController?
  /// The tab bar, made with the controller.
  private let _tabBar = UITabBar(frame: .zero)
  /// The More navigation controller, once made.
  private var _moreNavigationController: UINavigationController?
  /// Whether the layout hid the tab bar for a pushed controller's `hidesBottomBarWhenPushed`
  /// (N18).
  private var tabBarHiddenByPush = false

  /// Creates a tab bar controller with no tabs (UIKit's designated initializer; no nib is
  /// loaded).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    _tabBar.owningController = self
    _tabBar.delegate = self
  }

  /// Creates a tab bar controller from an archive: no tabs, as `init()` makes.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    _tabBar.owningController = self
    _tabBar.delegate = self
  }

  /// Told before and after the user selects a tab (N14, N15).
  open weak var delegate: UITabBarControllerDelegate?

  /// The tab bar: one tab per controller, up to `tabBarMaximumItems` (N15). The controller is
  /// its delegate, as in UIKit.
  open var tabBar: UITabBar { _tabBar }

  /// The controllers of the tabs, in order; setting it is `setViewControllers(_:animated:)`.
  open var viewControllers: [UIViewController]? {
    get { _viewControllers.isEmpty ? nil : _viewControllers }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controllers the user may rearrange, kept: set to `viewControllers` by
  /// `setViewControllers(_:animated:)`, as in UIKit (no customizing sheet is modelled).
  open var customizableViewControllers: [UIViewController]?

  /// Replaces the controllers of the tabs; `animated` is accepted (the bar's items are not
  /// animated).
  ///
  /// UIKit's rule for the selection: the controller selected before, if it is still there;
  /// else the one at the same index; else the first. Showing a different controller is N14's
  /// switch, with no `shouldSelect` or `didSelect` call (N15), and asks the delegate's animator
  /// as code's switches do (Q14). Controllers left out leave the containment
  /// (`willMove(toParent: nil)` … `didMove(toParent: nil)`), new ones join it (Q1).
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    var list: [UIViewController] = []
    for controller in viewControllers ?? [] where controller !== self && !list.contains(where: { $0 === controller }) {
      list.append(controller)
    }
    let previous = selectedViewController
    let previousIndex = selectedIndex
    _viewControllers = list
    customizableViewControllers = viewControllers
    if let more = _moreNavigationController, more.viewControllers.count > 1 {
      more.popToRootViewController(animated: false)
    }
    let tabs = tabControllers
    let leaving = children.filter { child in !tabs.contains { $0 === child } }
    for child in leaving { child.willMove(toParent: nil) }
    var joining: [UIViewController] = []
    for controller in tabs where controller.parent !== self {
      addChild(controller)
      joining.append(controller)
    }
    tabItemsChanged()
    let next: UIViewController?
    if let previous, list.contains(where: { $0 === previous }) {
      next = previous
    } else if previousIndex != NSNotFound, list.indices.contains(previousIndex) {
      next = list[previousIndex]
    } else {
      next = list.first
    }
    select(next)
    for child in leaving {
      if let childView = child.viewIfLoaded, childView.superview === viewIfLoaded { childView.removeFromSuperview() }
      child.removeFromParent()
    }
    _children = tabs.filter { tab in _children.contains { $0 === tab } }
    for controller in joining { controller.didMove(toParent: self) }
    moreList?.reloadRows()
  }

  /// The controller of the selected tab: the More navigation controller while its list is
  /// shown, the controller chosen from it once pushed; nil without tabs. Setting it switches
  /// to its tab with no `shouldSelect` or `didSelect` call (N15), through the delegate's animator
  /// if it gives one (Q14); a controller not in `viewControllers` is ignored.
  open var selectedViewController: UIViewController? {
    get {
      guard let shown = shownTab else { return nil }
      if shown === _moreNavigationController, let more = _moreNavigationController, more.viewControllers.count > 1,
        overflowControllers.contains(where: { $0 === more.viewControllers[1] })
      {
        return more.viewControllers[1]
      }
      return shown
    }
    set {
      guard let newValue,
        _viewControllers.contains(where: { $0 === newValue }) || newValue === _moreNavigationController
      else { return }
      select(newValue)
    }
  }

  /// The index of the selected controller in `viewControllers`; `NSNotFound` while the More
  /// list is shown or there are no tabs. Setting it switches to that tab with no `shouldSelect`
  /// or `didSelect` call (N15), through the delegate's animator if it gives one (Q14); an index
  /// out of range is ignored.
  open var selectedIndex: Int {
    get {
      guard let selected = selectedViewController else { return NSNotFound }
      return _viewControllers.firstIndex { $0 === selected } ?? NSNotFound
    }
    set {
      guard _viewControllers.indices.contains(newValue) else { return }
      select(_viewControllers[newValue])
    }
  }

  /// The navigation controller of the "More" tab, shown when there are more controllers than
  /// `tabBarMaximumItems`: its root lists the controllers without a tab, and choosing a row
  /// pushes that controller (N15; the list is our choice of a column of rows).
  open var moreNavigationController: UINavigationController {
    if let more = _moreNavigationController { return more }
    let list = MoreListController()
    list.owner = self
    list.title = UITabBarItem.SystemItem.more.title
    let more = UINavigationController(rootViewController: list)
    more.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
    _moreNavigationController = more
    return more
  }

  /// Told by the tab bar after the user selected one of its items (N14: after the delegate's
  /// `tabBarController(_:didSelect:)`); the default does nothing. Subclasses override it (to
  /// animate the tab, say) without calling super: the switch does not depend on it.
  open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

  /// The tab bar spans the bottom of the view; the selected controller's view goes under it.
  open override func loadView() {
    let container = TabBarContainerView(frame: UIScreen.main.bounds)
    view = container
    container.addSubview(_tabBar)
    if let shown = shownTab { container.insertSubview(shown.view, belowSubview: _tabBar) }
    container.setNeedsLayout()
  }

  /// The selected tab's child: the test kit's `visibleViewController` descends through it (the
  /// More navigation controller on the More tab).
  override var shownChildForVisibility: UIViewController? { shownTab }

  // MARK: Tabs

  /// The controllers that have tabs: all of them, or, with more than `tabBarMaximumItems`, the
  /// first `tabBarMaximumItems − 1` and the More navigation controller (N15).
  var tabControllers: [UIViewController] {
    let maximum = InteractionConstants.tabBarMaximumItems
    guard _viewControllers.count > maximum else { return _viewControllers }
    return Array(_viewControllers.prefix(maximum - 1)) + [moreNavigationController]
  }

  /// The controllers the More list shows: those beyond the tabs.
  var overflowControllers: [UIViewController] {
    let maximum = InteractionConstants.tabBarMaximumItems
    guard _viewControllers.count > maximum else { return [] }
    return Array(_viewControllers.dropFirst(maximum - 1))
  }

  /// The More list, once made.
  private var moreList: MoreListController? {
    _moreNavigationController?.viewControllers.first as? MoreListController
  }

  /// The tab bar shows the items of the controllers with tabs (a child's `tabBarItem` was
  /// replaced, or the controllers changed).
  func tabItemsChanged() {
    _tabBar.items = tabControllers.map { $0.tabBarItem }
    _tabBar.selectedItem = shownTab?.tabBarItem
  }

  /// Rule N15, code: shows `controller`'s tab with no `shouldSelect` or `didSelect` call (the
  /// switch may still ask the delegate's animator, Q14); a controller of the More list is shown
  /// pushed on the More navigation controller (not animated). Nil shows nothing.
  private func select(_ controller: UIViewController?) {
    guard let controller else { return switchTab(to: nil) }
    if overflowControllers.contains(where: { $0 === controller }) {
      let more = moreNavigationController
      switchTab(to: more)
      if let list = moreList { more.setViewControllers([list, controller], animated: false) }
    } else {
      switchTab(to: controller)
    }
  }

  /// Rule N14's switch, now (not deferred): old `viewWillDisappear(false)` → new
  /// `viewWillAppear(false)` → the views swapped (the old view's touches cancelled, A4) → old
  /// `viewDidDisappear(false)` → new `viewDidAppear(false)`. Outside a window only the views
  /// are swapped: there are no appearance calls until the controller's view enters one. Q14:
  /// between two tabs in a window, whether a tap or code asked for the switch, the delegate's
  /// animator, asked before the will-calls, replaces the swap (see `startCustomSwitch`); a
  /// custom switch under way completes first.
  private func switchTab(to new: UIViewController?) {
    let old = shownTab
    guard old !== new else { return }
    customSwitch?.completeTransition(true)
    shownTab = new
    _tabBar.selectedItem = new?.tabBarItem
    guard let container = viewIfLoaded else { return }
    var newView: UIView?
    if let new { newView = new.view }
    let inWindow = isInWindowForAppearance
    if inWindow, let old, let new,
      let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: old, to: new)
    {
      return startCustomSwitch(from: old, to: new, animator: animator, in: container)
    }
    let context = TransitionContext(
      container: container, from: old, to: new, animated: false, clock: container._window?._application?.clock)
    context.setView(old?.viewIfLoaded, for: .from)
    context.setView(newView, for: .to)
    for controller in [self, old, new] { controller?._transitionContext = context }
    if inWindow {
      old?.beginHeldAppearance(false, animated: false)
      new?.beginHeldAppearance(true, animated: false)
    }
    context.begin()
    if let oldView = old?.viewIfLoaded, oldView.superview === container { oldView.removeFromSuperview() }
    if let newView {
      newView.frame = container.bounds
      container.insertSubview(newView, belowSubview: _tabBar)
    }
    if inWindow {
      old?.endHeldAppearance()
      new?.endHeldAppearance()
    }
    endSwitch(context, completed: true)
  }

  /// The custom switch under way (Q14), whose animator has not completed it.
  private var customSwitch: TransitionContext?
  /// The application whose new touches a non-interactive custom switch ignores (Q7's pattern,
  /// our choice).
  private var customSwitchIgnoring: UIApplication?

  /// Q14, Q15: a switch the delegate's animator runs: the will-calls (animated), the animator's
  /// duration, then `animateTransition(using:)` (or the interaction controller's start); the
  /// animator puts the new view in the content. Its `completeTransition(true)` removes the old
  /// view and makes the did-calls; `false` shows the old tab again with the reversed calls.
  private func startCustomSwitch(
    from old: UIViewController, to new: UIViewController, animator: any UIViewControllerAnimatedTransitioning,
    in container: UIView
  ) {
    let interactor = delegate?.tabBarController(self, interactionControllerFor: animator)
    let application = container._window?._application
    let context = TransitionContext(
      container: container, from: old, to: new, animated: true, animator: animator, interactor: interactor,
      duration: InteractionConstants.modalTransitionDuration, clock: application?.clock)
    context.setView(old.viewIfLoaded, for: .from)
    context.setView(new.view, for: .to)
    context.setInitialFrame(container.bounds, for: old)
    context.setFinalFrame(container.bounds, for: new)
    context.faultReporter = self
    for controller in [self, old, new] { controller._transitionContext = context }
    customSwitch = context
    old.beginHeldAppearance(false, animated: true)
    new.beginHeldAppearance(true, animated: true)
    if interactor == nil, let application {
      application.beginIgnoringInteractionEvents()
      customSwitchIgnoring = application
    }
    context.onComplete = { [weak self, weak old, weak new] completed in
      guard let self, let old, let new else { return }
      self.finishCustomSwitch(context, from: old, to: new, completed: completed)
    }
    context.runCustom()
  }

  private func finishCustomSwitch(
    _ context: TransitionContext, from old: UIViewController, to new: UIViewController, completed: Bool
  ) {
    customSwitch = nil
    if let ignoring = customSwitchIgnoring {
      customSwitchIgnoring = nil
      ignoring.endIgnoringInteractionEvents()
    }
    let container = viewIfLoaded
    let (leaving, staying) = completed ? (old, new) : (new, old)
    if !completed {
      // N10's pattern: the appearing side disappears, the disappearing side appears again.
      shownTab = old
      _tabBar.selectedItem = old.tabBarItem
      new.beginAppearanceTransition(false, animated: true)
      if let view = new.viewIfLoaded, view.superview === container { view.removeFromSuperview() }
      new.endHeldAppearance()
      old.beginAppearanceTransition(true, animated: true)
    }
    if let view = leaving.viewIfLoaded, view.superview === container { view.removeFromSuperview() }
    if let container {
      let view: UIView = staying.view
      view.frame = container.bounds
      if view.superview !== container { container.insertSubview(view, belowSubview: _tabBar) }
      container.bringSubviewToFront(_tabBar)
    }
    old.endHeldAppearance()
    if completed { new.endHeldAppearance() }
    endSwitch(context, completed: completed)
  }

  /// Q14: the switch's context ends: `animationEnded`, the coordinator's completions; the
  /// controllers' `transitionCoordinator` goes.
  private func endSwitch(_ context: TransitionContext, completed: Bool) {
    for controller in [self, context.viewController(forKey: .from), context.viewController(forKey: .to)]
    where controller?._transitionContext === context {
      controller?._transitionContext = nil
    }
    context.ended(completed)
  }

  /// Rules N14 and N15: a touch-up inside the tab of `item`. The delegate's
  /// `tabBarController(_:shouldSelect:)` (false: nothing more); then a different tab switches
  /// (N14), the selected one pops a navigation controller with two or more controllers to its
  /// root, animated (N15; no scroll to top); then `tabBarController(_:didSelect:)`, then the
  /// tab bar's delegate (this controller) hears `tabBar(_:didSelect:)` (our choice of order:
  /// weak).
  func userTouchedUp(_ item: UITabBarItem) {
    guard let controller = tabControllers.first(where: { $0.tabBarItem === item }) else { return }
    if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
    if controller === shownTab {
      if let navigation = controller as? UINavigationController, navigation.viewControllers.count >= 2 {
        navigation.popToRootViewController(animated: true)
      }
    } else {
      switchTab(to: controller)
    }
    delegate?.tabBarController(self, didSelect: controller)
    _tabBar.delegate?.tabBar(_tabBar, didSelect: item)
  }

  /// Lays out the view: the tab bar at the bottom, `tabBarHeight` tall; the selected
  /// controller's view filling the view, under the bar.
  fileprivate func layOutTabs(in bounds: CGRect) {
    let height = min(InteractionConstants.tabBarHeight, bounds.height)
    _tabBar.frame = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    // N18: the bar hides while the shown tab's navigation stack holds a controller that hides
    // it; a change only, so that code that hides the bar itself keeps it hidden.
    let hides = (shownTab as? UINavigationController)?.viewControllers.contains { $0.hidesBottomBarWhenPushed } ?? false
    if hides != tabBarHiddenByPush {
      tabBarHiddenByPush = hides
      _tabBar.isHidden = hides
    }
    if let shownView = shownTab?.viewIfLoaded, shownView.superview === viewIfLoaded { shownView.frame = bounds }
  }
}

/// The tab bar controller's view, which lays out the bar and the selected view (N14).
final class TabBarContainerView: UIView {
  override func layoutSubviews() {
    super.layoutSubviews()
    (next as? UITabBarController)?.layOutTabs(in: bounds)
  }
}

/// The root of the More navigation controller: one row per controller without a tab, a
/// control whose touch-up inside pushes that controller, animated (N15; our choice of a
/// column of rows `moreListRowHeight` tall, as a table's).
final class MoreListController: UIViewController {
  weak var owner: UITabBarController?
  private var rows: [UIControl] = []

  override func loadView() {
    view = MoreListView(frame: UIScreen.main.bounds)
    reloadRows()
  }

  /// Makes the rows again, one per controller of the More list.
  func reloadRows() {
    guard let listView = viewIfLoaded else { return }
    for row in rows { row.removeFromSuperview() }
    rows = (owner?.overflowControllers ?? []).map { controller in
      let row = UIControl(frame: .zero)
      row.isAccessibilityElement = true
      row.accessibilityLabel = controller.tabBarItem.title
      row.accessibilityTraits = .button
      row.addAction(
        UIAction { [weak self, weak controller] _ in
          guard let controller, let navigation = self?.navigationController else { return }
          navigation.pushViewController(controller, animated: true)
        }, for: .touchUpInside)
      listView.addSubview(row)
      return row
    }
    listView.setNeedsLayout()
  }

  /// Lays the rows out top down, each the view's width.
  fileprivate func layOutRows(in bounds: CGRect) {
    let height = InteractionConstants.moreListRowHeight
    for (index, row) in rows.enumerated() {
      row.frame = CGRect(x: bounds.minX, y: bounds.minY + CGFloat(index) * height, width: bounds.width, height: height)
    }
  }
}

/// The More list's view.
final class MoreListView: UIView {
  override func layoutSubviews() {
    super.layoutSubviews()
    (next as? MoreListController)?.layOutRows(in: bounds)
  }
}
