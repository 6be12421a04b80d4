import Foundation
import ResponderKit
import ResponderTestKit
import Testing

/// A log shared by the controllers, views and delegates of one test.
@MainActor
final class ShellLog {
  var lines: [String] = []
  func add(_ line: String) { lines.append(line) }
  /// The lines logged since the last call.
  func take() -> [String] {
    defer { lines = [] }
    return lines
  }
}

/// A controller that logs its appearance and containment calls with its name.
final class ShellController: UIViewController {
  let name: String
  let log: ShellLog

  init(_ name: String, log: ShellLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = ShellView(name: "\(name).view", log: log)
  }
  override func viewDidLoad() { log.add("\(name).viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear(\(animated))") }
  override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear(\(animated))") }
  override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear(\(animated))") }
  override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear(\(animated))") }
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    log.add("\(name).willMove(\(parent == nil ? "nil" : "nav"))")
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    log.add("\(name).didMove(\(parent == nil ? "nil" : "nav"))")
  }
}

/// A view that logs the touches it gets.
final class ShellView: UIView {
  let name: String
  let log: ShellLog

  init(name: String, log: ShellLog) {
    self.name = name
    self.log = log
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("\(name).touchesBegan") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("\(name).touchesEnded") }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("\(name).touchesCancelled")
  }
}

/// A navigation delegate that logs willShow and didShow.
@MainActor
final class ShellNavigationDelegate: UINavigationControllerDelegate {
  let log: ShellLog
  init(log: ShellLog) { self.log = log }
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {
    log.add("willShow(\(viewController.title ?? "?"), \(animated))")
  }
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {
    log.add("didShow(\(viewController.title ?? "?"), \(animated))")
  }
}

/// An action target that logs the bar button items it is sent.
@MainActor
final class ItemTarget {
  let log: ShellLog
  init(log: ShellLog) { self.log = log }
  func edit(_ sender: UIBarButtonItem) { log.add("edit from \(sender.title ?? "?")") }
}

@MainActor
@Suite("Navigation controller: stack, transitions, bar (N1–N5, N12)")
struct NavigationTests {
  let log: ShellLog
  let delegate: ShellNavigationDelegate

  init() {
    log = ShellLog()
    delegate = ShellNavigationDelegate(log: log)
  }

  /// A harness whose root is a navigation controller on `root`, shown and settled.
  func shell(_ root: ShellController) -> (TestHarness, UINavigationController, ShellNavigationDelegate) {
    let navigation = UINavigationController(rootViewController: root)
    navigation.delegate = delegate
    let harness = TestHarness(rootViewController: navigation)
    harness.advance(by: 1)
    _ = log.take()
    return (harness, navigation, delegate)
  }

  @Test(
    "N1/N2: push changes the stack and sends willMove in the call; the views and appearance calls wait for the layout pass"
  )
  func pushDefersToLayoutPass() {
    let root = ShellController("root", log: log)
    let (harness, navigation, _) = shell(root)
    let second = ShellController("second", log: log)
    navigation.pushViewController(second, animated: true)
    #expect(navigation.viewControllers == [root, second] && navigation.topViewController === second)
    #expect(second.parent === navigation && second.isMovingToParent)
    #expect(log.take() == ["second.willMove(nav)"])
    #expect(!second.isViewLoaded && root.view.superview === navigation.view)
    harness.advance(by: 0)
    #expect(
      log.take() == [
        "second.viewDidLoad", "root.viewWillDisappear(true)", "second.viewWillAppear(true)", "willShow(second, true)",
      ])
    #expect(second.view.superview === navigation.view && root.view.superview === navigation.view)
    harness.advance(by: InteractionConstants.navigationTransitionDuration - 0.02)
    #expect(log.take() == [])
    harness.advance(by: 0.02)
    #expect(
      log.take() == [
        "root.viewDidDisappear(true)", "second.viewDidAppear(true)", "second.didMove(nav)", "didShow(second, true)",
      ])
    #expect(root.view.superview == nil && second.view.frame == navigation.view.bounds)
    #expect(!second.isMovingToParent && harness.visibleViewController === second)
  }

  @Test("N2: a push that is not animated makes every call in the one layout pass")
  func pushNotAnimated() {
    let root = ShellController("root", log: log)
    let (harness, navigation, _) = shell(root)
    let second = ShellController("second", log: log)
    navigation.pushViewController(second, animated: false)
    harness.advance(by: 0)
    #expect(
      log.take() == [
        "second.willMove(nav)", "second.viewDidLoad", "root.viewWillDisappear(false)", "second.viewWillAppear(false)",
        "willShow(second, false)", "root.viewDidDisappear(false)", "second.viewDidAppear(false)", "second.didMove(nav)",
        "didShow(second, false)",
      ])
  }

  @Test(
    "N3: pop returns the top at once with willMove(nil); popped disappears, revealed appears, then didMove(nil), didShow"
  )
  func pop() {
    let root = ShellController("root", log: log)
    let (harness, navigation, _) = shell(root)
    let second = ShellController("second", log: log)
    navigation.pushViewController(second, animated: false)
    harness.advance(by: 0)
    _ = log.take()
    #expect(navigation.popViewController(animated: true) === second)
    #expect(navigation.viewControllers == [root] && second.parent == nil && second.isMovingFromParent)
    #expect(log.take() == ["second.willMove(nil)"])
    harness.advance(by: 0)
    #expect(log.take() == ["second.viewWillDisappear(true)", "root.viewWillAppear(true)", "willShow(root, true)"])
    harness.advance(by: InteractionConstants.navigationTransitionDuration)
    #expect(
      log.take() == [
        "second.viewDidDisappear(true)", "root.viewDidAppear(true)", "second.didMove(nil)", "didShow(root, true)",
      ])
    #expect(second.view.superview == nil && !second.isMovingFromParent)
  }

  @Test("N3: popToRoot animates only the top; the middle controllers get containment calls and no appearance calls")
  func popToRoot() {
    let root = ShellController("root", log: log)
    let (harness, navigation, _) = shell(root)
    let b = ShellController("b", log: log)
    let c = ShellController("c", log: log)
    navigation.setViewControllers([root, b, c], animated: false)
    harness.advance(by: 0)
    _ = log.take()
    #expect(navigation.popToRootViewController(animated: true) == [b, c])
    harness.advance(by: 1)
    #expect(
      log.take() == [
        "c.willMove(nil)", "b.willMove(nil)", "c.viewWillDisappear(true)", "root.viewWillAppear(true)",
        "willShow(root, true)", "c.viewDidDisappear(true)", "root.viewDidAppear(true)", "c.didMove(nil)",
        "b.didMove(nil)", "didShow(root, true)",
      ])
  }

  @Test("N1: pushing a controller already in the stack changes nothing")
  func duplicatePush() {
    let root = ShellController("root", log: log)
    let (harness, navigation, _) = shell(root)
    navigation.pushViewController(root, animated: true)
    harness.advance(by: 1)
    #expect(navigation.viewControllers == [root] && log.take() == [])
  }

  @Test("N4: a push during a running transition finishes it at its end state first")
  func overlap() {
    let root = ShellController("root", log: log)
    let (harness, navigation, _) = shell(root)
    let b = ShellController("b", log: log)
    let c = ShellController("c", log: log)
    navigation.pushViewController(b, animated: true)
    harness.advance(by: 0.1)
    _ = log.take()
    navigation.pushViewController(c, animated: true)
    #expect(
      log.take() == [
        "root.viewDidDisappear(true)", "b.viewDidAppear(true)", "b.didMove(nav)", "didShow(b, true)", "c.willMove(nav)",
      ])
    harness.advance(by: 1)
    #expect(navigation.viewControllers == [root, b, c] && c.view.superview === navigation.view)
    #expect(b.view.superview == nil)
  }

  @Test(
    "N5: during an animated push new touches skip the navigation view; a touch that began before is cancelled with the old view"
  )
  func touchesDuringTransition() {
    let root = ShellController("root", log: log)
    let (harness, navigation, _) = shell(root)
    let finger = harness.touchDown(at: CGPoint(x: 200, y: 400))
    #expect(log.take() == ["root.view.touchesBegan"])
    let second = ShellController("second", log: log)
    navigation.pushViewController(second, animated: true)
    harness.advance(by: 0.05)
    _ = log.take()
    harness.tap(at: CGPoint(x: 100, y: 300))
    #expect(log.take() == [], "the navigation view's content takes no new touch during the transition")
    harness.advance(by: 1)
    #expect(log.take().contains("root.view.touchesCancelled"))
    harness.lift(finger)
    #expect(log.take() == [])
    harness.tap(at: CGPoint(x: 100, y: 300))
    #expect(log.take() == ["second.view.touchesBegan", "second.view.touchesEnded"])
  }

  @Test("N12: the back button shows the previous title; tapBackButton pops, animated")
  func backButton() {
    let root = ShellController("root", log: log)
    let (harness, navigation, _) = shell(root)
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    let second = ShellController("second", log: log)
    navigation.pushViewController(second, animated: false)
    harness.advance(by: 0)
    #expect(navigation.navigationBar.topItem === second.navigationItem)
    #expect(navigation.navigationBar.backItem?.title == "root")
    _ = log.take()
    harness.tapBackButton()
    #expect(navigation.viewControllers == [root])
    harness.advance(by: 1)
    #expect(
      log.take() == [
        "second.willMove(nil)", "second.viewWillDisappear(true)", "root.viewWillAppear(true)", "willShow(root, true)",
        "second.viewDidDisappear(true)", "root.viewDidAppear(true)", "second.didMove(nil)", "didShow(root, true)",
      ])
    #expect(harness.visibleViewController === root)
  }

  @Test("N12: a bar button item is a control: a tap sends its action to its target with the item as sender")
  func barButtonItem() {
    let root = ShellController("root", log: log)
    let (harness, _, _) = shell(root)
    let target = ItemTarget(log: log)
    let item = UIBarButtonItem(title: "Edit", style: .plain, target: target, action: ItemTarget.edit)
    root.navigationItem.rightBarButtonItem = item
    harness.tap(item)
    #expect(log.take() == ["edit from Edit"])
    item.isEnabled = false
    harness.tap(at: harness.screenPoint(of: item.customView ?? harness.window))
    _ = log.take()
    var primary = 0
    root.navigationItem.leftBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Go") { _ in primary += 1 })
    harness.tap(root.navigationItem.leftBarButtonItem!)
    #expect(primary == 1)
  }

  @Test("N12: the toolbar shows the top controller's toolbarItems when shown; a hidden navigation bar takes no touches")
  func toolbarAndHiddenBar() {
    let root = ShellController("root", log: log)
    let (harness, navigation, _) = shell(root)
    let target = ItemTarget(log: log)
    let item = UIBarButtonItem(title: "Share", style: .plain, target: target, action: ItemTarget.edit)
    root.toolbarItems = [.flexibleSpace(), item]
    navigation.setToolbarHidden(false, animated: false)
    harness.tap(item)
    #expect(log.take() == ["edit from Share"])
    #expect(navigation.toolbar.frame.maxY == navigation.view.bounds.maxY)
    navigation.setNavigationBarHidden(true, animated: false)
    harness.tap(at: CGPoint(x: 200, y: 20))
    #expect(log.take() == ["root.view.touchesBegan", "root.view.touchesEnded"])
  }

  /// A navigation stack root → second, settled, with the log cleared.
  func twoDeep() -> (TestHarness, UINavigationController, ShellController, ShellController) {
    let root = ShellController("root", log: log)
    let (harness, navigation, _) = shell(root)
    let second = ShellController("second", log: log)
    navigation.pushViewController(second, animated: false)
    harness.advance(by: 1)
    _ = log.take()
    return (harness, navigation, root, second)
  }

  @Test("N6/N9: a swipe from the leading edge pops interactively; the content never sees the touch")
  func backSwipeCompletes() {
    let (harness, navigation, root, second) = twoDeep()
    #expect(navigation.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
    harness.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
    #expect(navigation.viewControllers == [root])
    harness.advance(by: 1)
    #expect(
      log.take() == [
        "second.willMove(nil)", "second.viewWillDisappear(true)", "root.viewWillAppear(true)", "willShow(root, true)",
        "second.viewDidDisappear(true)", "root.viewDidAppear(true)", "second.didMove(nil)", "didShow(root, true)",
      ])
    #expect(second.view.superview == nil && root.view.frame == navigation.view.bounds)
  }

  @Test("Y10/N6: right to left, the back swipe starts at the right edge and moves leftward; the left edge starts none")
  func backSwipeRightToLeft() {
    let (harness, navigation, root, second) = twoDeep()
    navigation.view.semanticContentAttribute = .forceRightToLeft
    let width = navigation.view.bounds.width
    harness.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
    harness.advance(by: 1)
    #expect(navigation.viewControllers == [root, second])
    _ = log.take()
    harness.drag(from: CGPoint(x: width - 5, y: 400), to: CGPoint(x: width - 300, y: 400), duration: 0.3)
    harness.advance(by: 1)
    #expect(navigation.viewControllers == [root])
  }

  @Test("Y10/N2/N9: right to left, a push slides in from the left and a swiped pop moves the top view leftward")
  func slidesRightToLeft() {
    let root = ShellController("root", log: log)
    let (harness, navigation, _) = shell(root)
    navigation.view.semanticContentAttribute = .forceRightToLeft
    let width = navigation.view.bounds.width
    let second = ShellController("second", log: log)
    navigation.pushViewController(second, animated: true)
    harness.advance(by: 0.05)
    #expect(second.view.frame.minX == -width, "the trailing side is the left one")
    harness.advance(by: 1)
    #expect(second.view.frame.minX == 0)
    let finger = harness.touchDown(at: CGPoint(x: width - 5, y: 400))
    harness.move(finger, to: CGPoint(x: width - 105, y: 400), duration: 0.2)
    #expect(second.view.frame.minX < 0, "the popped view follows the finger leftward")
    #expect(root.view.frame.minX > 0 && root.view.frame.minX < width * 0.3, "the revealed view comes from the right")
    harness.lift(finger)
    harness.advance(by: 1)
  }

  @Test("N7/G10: an app delegate that refuses the back swipe's touch keeps it from popping; noted, with no state")
  func backSwipeRefusedByAppDelegate() throws {
    let (harness, navigation, root, second) = twoDeep()
    let swipe = try #require(navigation.interactivePopGestureRecognizer)
    let refusing = RefusingDelegate()
    swipe.delegate = refusing
    var notes: [String] = []
    harness.application.engineObserver = { note in
      switch note {
      case .decision(let object, let decision) where object === swipe: notes.append("decision \(decision.name)")
      case .gestureState(let recognizer, let state, _, _) where recognizer === swipe: notes.append("state \(state)")
      default: break
      }
    }
    harness.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
    harness.advance(by: 1)
    #expect(navigation.viewControllers == [root, second], "nothing pops")
    #expect(refusing.asked == 1 && notes == ["decision touchRefusedByDelegate"])
  }

  @Test("N10: a short, slow back swipe is cancelled: the stack is restored and the appearance calls reversed")
  func backSwipeCancelled() {
    let (harness, navigation, root, second) = twoDeep()
    harness.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.5)
    harness.advance(by: 1)
    #expect(navigation.viewControllers == [root, second] && second.parent === navigation)
    #expect(
      log.take() == [
        "second.willMove(nil)", "second.viewWillDisappear(true)", "root.viewWillAppear(true)", "willShow(root, true)",
        "root.viewWillDisappear(true)", "root.viewDidDisappear(true)", "second.viewWillAppear(true)",
        "second.viewDidAppear(true)", "second.didMove(nav)",
      ])
    #expect(root.view.superview == nil && second.view.frame == navigation.view.bounds)
    #expect(!second.isMovingFromParent)
  }

  @Test("N6: a touch that begins outside the edge region goes to the content at once")
  func backSwipeOutsideRegion() {
    let (harness, _, _, _) = twoDeep()
    let finger = harness.touchDown(at: CGPoint(x: 30, y: 400))
    #expect(log.take() == ["second.view.touchesBegan"])
    harness.lift(finger)
    #expect(log.take() == ["second.view.touchesEnded"])
  }

  @Test("N6: a touch held in the edge region without swiping reaches the content after the maximum delay")
  func backSwipeDelayExpires() {
    let (harness, navigation, _, _) = twoDeep()
    let finger = harness.touchDown(at: CGPoint(x: 5, y: 400))
    #expect(log.take() == [], "the edge pan delays the touch (delaysTouchesBegan)")
    harness.advance(by: InteractionConstants.backSwipeMaximumDelay + 0.01)
    #expect(log.take() == ["second.view.touchesBegan"])
    harness.lift(finger)
    #expect(log.take() == ["second.view.touchesEnded"] && navigation.viewControllers.count == 2)
  }

  @Test("N7: with one controller, or hidesBackButton, the swipe does not take the touch, so nothing is delayed")
  func backSwipeNotAllowed() {
    let root = ShellController("root", log: log)
    let (harness, navigation, _) = shell(root)
    let finger = harness.touchDown(at: CGPoint(x: 5, y: 400))
    #expect(log.take() == ["root.view.touchesBegan"])
    harness.lift(finger)
    let second = ShellController("second", log: log)
    second.navigationItem.hidesBackButton = true
    navigation.pushViewController(second, animated: false)
    harness.advance(by: 1)
    _ = log.take()
    harness.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
    #expect(navigation.viewControllers.count == 2)
    #expect(log.take().first == "second.view.touchesBegan")
  }

  @Test("N8: a content tap that starts in the edge region waits for the back swipe to fail, then recognizes")
  func backSwipePriority() {
    let (harness, _, _, second) = twoDeep()
    var taps = 0
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    tap.addTarget(second, action: { (_: ShellController) in { taps += 1 } })
    second.view.addGestureRecognizer(tap)
    harness.tap(at: CGPoint(x: 5, y: 400))
    #expect(taps == 1)
  }

  @Test("N13: with hidesBarsOnTap a tap on the content toggles the bars; a tap a control takes does not")
  func hidesBarsOnTap() {
    let root = ShellController("root", log: log)
    let (harness, navigation, _) = shell(root)
    #expect(!navigation.barHideOnTapGestureRecognizer.isEnabled)
    navigation.hidesBarsOnTap = true
    let button = UIButton(frame: CGRect(x: 100, y: 300, width: 100, height: 44))
    root.view.addSubview(button)
    harness.tap(button)
    harness.advance(by: 1)
    #expect(!navigation.isNavigationBarHidden, "the button took the tap (G11)")
    harness.tap(at: CGPoint(x: 200, y: 600))
    harness.advance(by: 1)
    #expect(navigation.isNavigationBarHidden && navigation.navigationBar.isHidden)
    harness.tap(at: CGPoint(x: 200, y: 600))
    harness.advance(by: 1)
    #expect(!navigation.isNavigationBarHidden && !navigation.navigationBar.isHidden)
  }

  @Test("N13: with hidesBarsOnSwipe an upward swipe hides the bars and a downward one shows them")
  func hidesBarsOnSwipe() {
    let root = ShellController("root", log: log)
    let (harness, navigation, _) = shell(root)
    navigation.hidesBarsOnSwipe = true
    harness.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400))
    harness.advance(by: 1)
    #expect(navigation.isNavigationBarHidden)
    #expect(log.take().contains("root.view.touchesEnded"), "the swipe recognizes alongside the content")
    harness.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 600))
    harness.advance(by: 1)
    #expect(!navigation.isNavigationBarHidden)
  }

  @Test("N11: the content swipe is off by default; enabled, a swipe begun mid-screen pops as the edge swipe does")
  func contentSwipe() {
    let (harness, navigation, root, second) = twoDeep()
    #expect(navigation.interactiveContentPopGestureRecognizer?.isEnabled == false)
    harness.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 380, y: 400), duration: 0.3)
    harness.advance(by: 1)
    #expect(navigation.viewControllers == [root, second])
    #expect(log.take().first == "second.view.touchesBegan")
    navigation.interactiveContentPopGestureRecognizer?.isEnabled = true
    harness.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 380, y: 400), duration: 0.3)
    harness.advance(by: 1)
    #expect(navigation.viewControllers == [root])
    let lines = log.take()
    #expect(lines.contains("second.willMove(nil)") && lines.contains("didShow(root, true)"))
  }
}

/// An app's delegate for the back swipe that refuses every touch.
final class RefusingDelegate: UIGestureRecognizerDelegate {
  var asked = 0
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    asked += 1
    return false
  }
}
