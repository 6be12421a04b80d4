import Foundation
import Testing

@testable import ResponderKit

/// A controller that logs its appearance calls, with its name, into a shared log.
final class AppearanceLoggingController: UIViewController {
  let name: String
  let log: CallLog
  var forwards = true

  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwards }
  override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear(\(animated))") }
  override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear(\(animated))") }
  override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear(\(animated))") }
  override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear(\(animated))") }
}

@MainActor
@Suite("Containment and appearance (Q2)")
struct ContainmentAppearanceTests {
  @Test("Q2: begin and end make the will- and did-calls; a repeated begin is ignored, an opposite one reverses")
  func beginAndEnd() {
    let log = CallLog()
    let controller = AppearanceLoggingController("c", log: log)
    controller.beginAppearanceTransition(true, animated: true)
    controller.beginAppearanceTransition(true, animated: true)
    controller.endAppearanceTransition()
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(false, animated: false)
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    #expect(
      log.lines == [
        "c.viewWillAppear(true)", "c.viewDidAppear(true)", "c.viewWillDisappear(false)", "c.viewWillAppear(false)",
        "c.viewDidAppear(false)",
      ])
  }

  /// A window of `application` showing `container`, whose view holds `child`'s view.
  func show(_ container: UIViewController, with child: UIViewController) -> UIWindow {
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    let window = UIWindow(application: UIApplication(), frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = container
    window.makeKeyAndVisible()
    return window
  }

  @Test("Q2: a container that forwards (the default) has its child hear of the appearance after it")
  func forwardingContainer() {
    let log = CallLog()
    let container = AppearanceLoggingController("container", log: log)
    let child = AppearanceLoggingController("child", log: log)
    let window = show(container, with: child)
    #expect(
      log.lines == [
        "container.viewWillAppear(false)", "child.viewWillAppear(false)", "container.viewDidAppear(false)",
        "child.viewDidAppear(false)",
      ])
    _ = window
  }

  @Test("Q2: a container that does not forward calls begin and end for its child; nothing reaches the child unasked")
  func nonForwardingContainer() {
    let log = CallLog()
    let container = AppearanceLoggingController("container", log: log)
    container.forwards = false
    let child = AppearanceLoggingController("child", log: log)
    let window = show(container, with: child)
    #expect(log.lines == ["container.viewWillAppear(false)", "container.viewDidAppear(false)"])
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    #expect(log.lines.suffix(2) == ["child.viewWillAppear(false)", "child.viewDidAppear(false)"])
    window.rootViewController = nil
    #expect(log.lines.suffix(2) == ["container.viewWillDisappear(false)", "container.viewDidDisappear(false)"])
  }
}

/// A container that shows controllers itself, in place of its content (as a custom split or
/// card container does).
final class ShowingContainer: UIViewController {
  var shown: [UIViewController] = []
  override func show(_ vc: UIViewController, sender: Any?) { shown.append(vc) }
}

@MainActor
@Suite("show(_:sender:) and targetViewController(forAction:sender:) (Q3)")
struct ShowTests {
  @Test("Q3: a child of a navigation controller shows by pushing; the navigation controller is the target")
  func showInNavigation() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let window = UIWindow(application: UIApplication(), frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let detail = UIViewController()
    #expect(root.targetViewController(forAction: Selector("showViewController:sender:"), sender: nil) === navigation)
    root.show(detail, sender: nil)
    #expect(navigation.viewControllers == [root, detail] && navigation.topViewController === detail)
    #expect(root.presentedViewController == nil)
  }

  @Test("Q3: with no container that overrides show, the controller presents; the target is nil")
  func showWithoutContainer() {
    let root = UIViewController()
    let window = UIWindow(application: UIApplication(), frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = root
    window.makeKeyAndVisible()
    #expect(root.targetViewController(forAction: Selector("showViewController:sender:"), sender: nil) == nil)
    let other = UIViewController()
    root.show(other, sender: nil)
    #expect(root.presentedViewController === other)
    let detail = UIViewController()
    root.presentedViewController?.showDetailViewController(detail, sender: nil)
    #expect(other.presentedViewController === detail)
  }

  @Test("Q3: a container subclass that overrides show(_:sender:) is found from its child and shows")
  func customContainer() {
    let container = ShowingContainer()
    let child = UIViewController()
    container.addChild(child)
    child.didMove(toParent: container)
    let detail = UIViewController()
    #expect(child.targetViewController(forAction: Selector("showViewController:sender:"), sender: nil) === container)
    #expect(child.targetViewController(forAction: Selector("showDetailViewController:sender:"), sender: nil) == nil)
    child.show(detail, sender: nil)
    #expect(container.shown == [detail])
  }
}

/// A child that logs its containment calls and the moving flags it sees in them.
final class ContainmentLoggingController: UIViewController {
  var log: [String] = []

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    log.append("willMove(\(parent == nil ? "nil" : "parent")) to=\(isMovingToParent) from=\(isMovingFromParent)")
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    log.append("didMove(\(parent == nil ? "nil" : "parent")) to=\(isMovingToParent) from=\(isMovingFromParent)")
  }

  override func viewWillAppear(_ animated: Bool) {
    log.append("viewWillAppear to=\(isMovingToParent)")
  }

  override func viewWillDisappear(_ animated: Bool) {
    log.append("viewWillDisappear from=\(isMovingFromParent)")
  }
}

@MainActor
@Suite("Containment (Q1)")
struct ContainmentTests {
  @Test(
    "Q1: addChild calls willMove, the caller adds the view and calls didMove; removal mirrors it, flags set between")
  func containmentOrder() {
    let parent = UIViewController()
    let window = UIWindow(application: UIApplication(), frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = parent
    window.makeKeyAndVisible()
    let child = ContainmentLoggingController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(
      child.log == [
        "willMove(parent) to=true from=false", "viewWillAppear to=true", "didMove(parent) to=false from=false",
        "willMove(nil) to=false from=true", "viewWillDisappear from=true", "didMove(nil) to=false from=true",
      ])
    #expect(parent.children.isEmpty && child.parent == nil)
  }
}
