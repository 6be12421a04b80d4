import Foundation
@_spi(Tools) import ResponderKit
import ResponderTestKit
import Testing

/// A view that logs when it enters or leaves a window, and the touches it gets.
final class WindowLogView: UIView {
  let name: String
  let log: OrderLog

  init(_ name: String, log: OrderLog) {
    self.name = name
    self.log = log
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    log.add("\(name).view \(window == nil ? "left the window" : "entered the window")")
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("\(name).touchesBegan") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("\(name).touchesEnded") }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("\(name).touchesCancelled")
  }
}

/// A tab bar controller's delegate that logs its calls, refuses the controllers in `refused`
/// and, once `animator` is set, gives it for every switch (Q14).
final class TabDelegateLog: UITabBarControllerDelegate {
  let log: OrderLog
  var refused: [UIViewController] = []
  var animator: LoggingAnimator?

  init(log: OrderLog) { self.log = log }

  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
    log.add("shouldSelect \(viewController.title ?? "?")")
    return !refused.contains { $0 === viewController }
  }

  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
    log.add("didSelect \(viewController.title ?? "?")")
  }

  func tabBarController(
    _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    guard let animator else { return nil }
    log.add("animationController \(fromVC.title ?? "?")→\(toVC.title ?? "?")")
    return animator
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    log.add("interactionController")
    return nil
  }
}

/// A tab bar controller that logs what its tab bar tells it.
final class TabBarLogController: UITabBarController {
  var log: OrderLog?

  override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
    log?.add("tabBar didSelect \(item.title ?? "?")")
  }
}

@MainActor
@Suite("Tab bars (N14, N15)")
struct TabBarTests {
  let log = OrderLog()
  let tabs = TabBarLogController()
  let delegate: TabDelegateLog
  let a: AppearanceLogController
  let b: AppearanceLogController
  let harness: TestHarness

  init() {
    delegate = TabDelegateLog(log: log)
    a = AppearanceLogController("a", log: log)
    b = AppearanceLogController("b", log: log)
    a.title = "a"
    b.title = "b"
    a.view = WindowLogView("a", log: log)
    b.view = WindowLogView("b", log: log)
    tabs.viewControllers = [a, b]
    tabs.delegate = delegate
    tabs.log = log
    harness = TestHarness(rootViewController: tabs)
    harness.advance(by: 1)
    log.lines = []
  }

  /// The control that shows `item` in its tab bar.
  func button(_ item: UITabBarItem) throws -> UIView {
    try #require(item.viewShowingItem)
  }

  @Test("N14: a touch-up inside another tab: shouldSelect, then the switch in that event, then didSelect")
  func tapSwitches() throws {
    harness.tap(b.tabBarItem)
    #expect(
      log.lines == [
        "shouldSelect b", "a.viewWillDisappear(false)", "b.viewWillAppear(false)", "a.view left the window",
        "b.view entered the window", "a.viewDidDisappear(false)", "b.viewDidAppear(false)", "didSelect b",
        "tabBar didSelect b",
      ])
    #expect(tabs.selectedViewController === b && tabs.selectedIndex == 1 && tabs.tabBar.selectedItem === b.tabBarItem)
    #expect(harness.visibleViewController === b)
  }

  @Test("N14: shouldSelect false: nothing more happens")
  func refusedSelection() throws {
    delegate.refused = [b]
    harness.tap(b.tabBarItem)
    harness.advance(by: 1)
    #expect(log.lines == ["shouldSelect b"])
    #expect(tabs.selectedViewController === a && tabs.tabBar.selectedItem === a.tabBarItem)
  }

  @Test("N14: a touch on the old tab's view is cancelled by the switch, once")
  func switchCancelsOldTouches() throws {
    let finger = harness.touchDown(at: harness.screenPoint(of: a.view))
    harness.advance(by: 0.1)
    harness.tap(b.tabBarItem)
    harness.lift(finger)
    harness.advance(by: 1)
    let touches = log.lines.filter { $0.hasPrefix("a.touches") }
    #expect(touches == ["a.touchesBegan", "a.touchesCancelled"])
  }

  @Test(
    "N14: the tab bar spans the bottom 49 pt above the selected view, which fills the view; its tabs share its width")
  func geometry() throws {
    let bounds = tabs.view.bounds
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: bounds.maxY - 49, width: bounds.width, height: 49))
    #expect(InteractionConstants.tabBarHeight == 49)
    #expect(a.view.frame == bounds && a.view.superview === tabs.view)
    #expect(tabs.view.subviews.last === tabs.tabBar, "the bar stays on top for hit testing")
    let first = try button(a.tabBarItem)
    let second = try button(b.tabBarItem)
    #expect(first.frame.width == bounds.width / 2 && second.frame.minX == first.frame.maxX)
    #expect(harness.hitView(at: harness.screenPoint(of: second)) === second)
  }

  @Test("N14: a disabled tab does nothing")
  func disabledItem() throws {
    b.tabBarItem.isEnabled = false
    harness.tap(at: harness.screenPoint(of: try button(b.tabBarItem)))
    harness.advance(by: 1)
    #expect(log.lines.isEmpty && tabs.selectedViewController === a)
  }

  @Test("N14: a controller's tabBarItem is made on first use with its title and follows it until set")
  func tabBarItemDefaults() {
    let controller = UIViewController()
    controller.title = "Inbox"
    let item = controller.tabBarItem
    #expect(item?.title == "Inbox" && controller.tabBarItem === item)
    controller.title = "Mail"
    #expect(item?.title == "Mail")
    item?.title = "Letters"
    controller.title = "Post"
    #expect(item?.title == "Letters")
    #expect(a.tabBarController === tabs && controller.tabBarController == nil && tabs.tabBarController == nil)
    let replacement = UITabBarItem(title: "B", image: nil, tag: 7)
    b.tabBarItem = replacement
    #expect(tabs.tabBar.items?.last === replacement && replacement.tag == 7)
    let system = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
    #expect(system.title == "Favorites" && UITabBarItem.SystemItem.more.rawValue == 0)
  }

  @Test(
    "N15: a touch on the selected tab asks shouldSelect, pops its navigation controller to the root, then didSelect")
  func retapPopsToRoot() throws {
    let root = UIViewController()
    root.title = "root"
    let navigation = UINavigationController(rootViewController: root)
    navigation.title = "nav"
    navigation.pushViewController(UIViewController(), animated: false)
    tabs.viewControllers = [a, navigation]
    tabs.selectedViewController = navigation
    harness.advance(by: 1)
    log.lines = []
    harness.tap(navigation.tabBarItem)
    #expect(navigation.viewControllers == [root], "the pop changes the stack inside the touch-up (N1)")
    harness.advance(by: 1)
    #expect(log.lines == ["shouldSelect nav", "didSelect nav", "tabBar didSelect nav"])
    #expect(navigation.topViewController === root && tabs.selectedViewController === navigation)
  }

  @Test("N15: a touch on the selected plain tab asks shouldSelect and tells didSelect; nothing else happens")
  func retapPlainController() throws {
    harness.tap(a.tabBarItem)
    harness.advance(by: 1)
    #expect(log.lines == ["shouldSelect a", "didSelect a", "tabBar didSelect a"])
  }

  @Test("N15: setting selectedIndex or selectedViewController switches with no delegate call")
  func codeSelection() {
    tabs.selectedIndex = 1
    #expect(
      log.lines == [
        "a.viewWillDisappear(false)", "b.viewWillAppear(false)", "a.view left the window", "b.view entered the window",
        "a.viewDidDisappear(false)", "b.viewDidAppear(false)",
      ])
    log.lines = []
    tabs.selectedViewController = a
    #expect(log.lines.first == "b.viewWillDisappear(false)" && log.lines.last == "a.viewDidAppear(false)")
    #expect(!log.lines.contains { $0.hasPrefix("should") || $0.hasPrefix("did") || $0.hasPrefix("tabBar") })
    tabs.selectedIndex = 7
    tabs.selectedViewController = UIViewController()
    #expect(tabs.selectedIndex == 0, "an index out of range and a foreign controller are ignored")
  }

  /// Gives the delegate a logging animator, 0.3 s long, for every switch.
  func useAnimator() {
    delegate.animator = LoggingAnimator(sink: LineSink(log.add))
  }

  @Test(
    "N14: with the delegate's animator, a touch-up inside another tab: shouldSelect, the animator asked, the animated will-calls and the animator's start, then didSelect in that event; the did-calls when it completes"
  )
  func tapWithAnimator() throws {
    useAnimator()
    harness.tap(b.tabBarItem)
    #expect(
      log.lines == [
        "shouldSelect b", "animationController a→b", "interactionController", "a.viewWillDisappear(true)",
        "b.viewWillAppear(true)", "animator.transitionDuration", "animator.animateTransition",
        "b.view entered the window",
        "didSelect b", "tabBar didSelect b",
      ])
    #expect(tabs.selectedViewController === b && tabs.selectedIndex == 1 && tabs.tabBar.selectedItem === b.tabBarItem)
    #expect(b.transitionCoordinator != nil && a.view.window != nil, "the switch runs until the animator completes it")
    log.lines = []
    harness.advance(by: 0.3)
    #expect(
      log.lines == [
        "animator.completion", "a.view left the window", "a.viewDidDisappear(true)", "b.viewDidAppear(true)",
        "animator.animationEnded(true)",
      ])
    #expect(tabs.view.subviews.last === tabs.tabBar && b.transitionCoordinator == nil)
  }

  @Test(
    "Q14: setting selectedIndex or selectedViewController in a window asks the delegate's animator too, with no shouldSelect or didSelect; the coordinator is there on return"
  )
  func codeSelectionWithAnimator() throws {
    useAnimator()
    tabs.selectedIndex = 1
    #expect(
      log.lines == [
        "animationController a→b", "interactionController", "a.viewWillDisappear(true)", "b.viewWillAppear(true)",
        "animator.transitionDuration", "animator.animateTransition", "b.view entered the window",
      ])
    #expect(tabs.transitionCoordinator != nil && tabs.selectedIndex == 1)
    log.lines = []
    harness.advance(by: 0.3)
    #expect(
      log.lines == [
        "animator.completion", "a.view left the window", "a.viewDidDisappear(true)", "b.viewDidAppear(true)",
        "animator.animationEnded(true)",
      ])
    log.lines = []
    tabs.selectedViewController = a
    #expect(log.lines.prefix(2) == ["animationController b→a", "interactionController"])
    harness.advance(by: 0.3)
    #expect(log.lines.last == "animator.animationEnded(true)" && tabs.transitionCoordinator == nil)
    #expect(!log.lines.contains { $0.hasPrefix("should") || $0.hasPrefix("didSelect") || $0.hasPrefix("tabBar") })
  }

  @Test("Q14: outside a window a switch asks no animator: the views are swapped with no appearance calls")
  func switchOutsideWindowAsksNoAnimator() {
    useAnimator()
    let c = AppearanceLogController("c", log: log)
    let d = AppearanceLogController("d", log: log)
    let detached = UITabBarController()
    detached.delegate = delegate
    detached.viewControllers = [c, d]
    detached.loadViewIfNeeded()
    detached.selectedIndex = 1
    #expect(log.lines.isEmpty && d.view.superview === detached.view && c.view.superview == nil)
  }

  @Test("N15: setting the controllers keeps the selected one, else its index, else the first; containment follows")
  func settingControllers() {
    let c = AppearanceLogController("c", log: log)
    tabs.selectedIndex = 1
    log.lines = []
    tabs.setViewControllers([c, b], animated: false)
    #expect(tabs.selectedViewController === b && log.lines.isEmpty, "b stays selected: no switch")
    #expect(tabs.children == [c, b] && a.parent == nil && c.parent === tabs)
    tabs.viewControllers = [a, c]
    #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === c, "b is gone: the same index")
    #expect(tabs.tabBar.items?.count == 2 && tabs.customizableViewControllers == [a, c])
  }

  @Test("N15: with more than five controllers the fifth tab is More, whose list pushes the controller chosen")
  func moreTab() throws {
    let controllers = (1...7).map { index -> UIViewController in
      let controller = UIViewController()
      controller.title = "t\(index)"
      return controller
    }
    tabs.viewControllers = controllers
    harness.advance(by: 1)
    log.lines = []
    #expect(tabs.tabBar.items?.map(\.title) == ["t1", "t2", "t3", "t4", "More"])
    let more = tabs.moreNavigationController
    more.title = "More"
    harness.tap(more.tabBarItem)
    harness.advance(by: 1)
    #expect(tabs.selectedViewController === more && tabs.selectedIndex == NSNotFound)
    #expect(log.lines == ["shouldSelect More", "didSelect More", "tabBar didSelect More"])
    let list = try #require(more.topViewController)
    let row = try #require(list.view.subviews.first { $0.accessibilityLabel == "t6" })
    harness.tap(row)
    harness.advance(by: 1)
    #expect(more.topViewController === controllers[5] && tabs.selectedViewController === controllers[5])
    #expect(tabs.selectedIndex == 5 && controllers[5].tabBarController === tabs)
    tabs.selectedIndex = 6
    harness.advance(by: 1)
    #expect(more.viewControllers == [list, controllers[6]] && tabs.selectedViewController === controllers[6])
  }
}

@MainActor
@Suite("Tab bars hide for pushed controllers (N18)")
struct TabBarHidingTests {
  @Test(
    "N18: the tab bar hides while the tab's stack holds a controller with hidesBottomBarWhenPushed, also under a later one without it, and takes no touches"
  )
  func hidesWhilePushed() throws {
    let root = UIViewController()
    root.title = "root"
    let navigation = UINavigationController(rootViewController: root)
    let other = UIViewController()
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, other]
    let harness = TestHarness(rootViewController: tabs)
    harness.advance(by: 1)
    #expect(!tabs.tabBar.isHidden)
    let detail = UIViewController()
    detail.hidesBottomBarWhenPushed = true
    navigation.pushViewController(detail, animated: true)
    harness.advance(by: 1)
    #expect(tabs.tabBar.isHidden)
    let bar = tabs.tabBar.frame
    #expect(
      harness.window.hitTest(CGPoint(x: bar.midX, y: bar.midY), with: nil)?.isDescendant(of: tabs.tabBar) == false)
    let deeper = UIViewController()
    navigation.pushViewController(deeper, animated: false)
    harness.advance(by: 1)
    #expect(tabs.tabBar.isHidden, "a later controller without the flag keeps the bar hidden")
    navigation.popToRootViewController(animated: true)
    harness.advance(by: 1)
    #expect(!tabs.tabBar.isHidden)
    tabs.tabBar.isHidden = true
    navigation.pushViewController(UIViewController(), animated: false)
    harness.advance(by: 1)
    #expect(tabs.tabBar.isHidden, "a bar the app hid stays hidden")
  }
}
