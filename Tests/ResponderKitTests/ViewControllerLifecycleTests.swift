import Foundation
import Testing

@testable import ResponderKit

/// A controller that records its appearance and containment calls, by name.
private final class LifecycleController: UIViewController {
  let name: String
  let log: LifecycleLog

  init(_ name: String, log: LifecycleLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.entries.append("\(name) willAppear \(animated)\(isBeingPresented ? " presented" : "")")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.entries.append("\(name) didAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.entries.append("\(name) willDisappear\(isBeingDismissed ? " dismissed" : "")")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.entries.append("\(name) didDisappear")
  }
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    log.entries.append("\(name) willMove \((parent as? LifecycleController)?.name ?? "nil")")
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    log.entries.append("\(name) didMove \((parent as? LifecycleController)?.name ?? "nil")")
  }
}

/// The calls of several controllers, in order.
private final class LifecycleLog {
  var entries: [String] = []
}

/// A view that records the touches it gets.
private final class TouchedView: UIView {
  var began = 0
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
}

@MainActor
@Suite("View controller appearance, containment and presentation")
struct ViewControllerLifecycleTests {
  let clock = VirtualClock()
  let app: UIApplication
  let window: UIWindow
  private let log = LifecycleLog()

  init() {
    app = UIApplication(clock: clock)
    window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
  }

  @Test("R2: a root view controller appears when its view enters the window and disappears when it is replaced")
  func rootAppearance() {
    let first = LifecycleController("first", log: log)
    let second = LifecycleController("second", log: log)
    window.rootViewController = first
    #expect(log.entries == ["first willAppear false", "first didAppear"])
    window.rootViewController = second
    #expect(
      log.entries == [
        "first willAppear false", "first didAppear", "first willDisappear", "first didDisappear",
        "second willAppear false", "second didAppear",
      ])
    log.entries = []
    second.view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    window.addSubview(second.view)
    #expect(log.entries.isEmpty, "reordering within the window is no new appearance")
  }

  @Test(
    "R1/R2: containment: addChild calls willMove(toParent:), removeFromParent didMove(toParent: nil); a child's view appears with its parent's, after it"
  )
  func containment() {
    let parent = LifecycleController("parent", log: log)
    let child = LifecycleController("child", log: log)
    parent.addChild(child)
    #expect(child.isMovingToParent && child.parent === parent && parent.children == [child])
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(!child.isMovingToParent)
    #expect(log.entries == ["child willMove parent", "child didMove parent"])
    log.entries = []
    window.rootViewController = parent
    #expect(
      log.entries == ["parent willAppear false", "child willAppear false", "parent didAppear", "child didAppear"])
    log.entries = []
    child.willMove(toParent: nil)
    #expect(child.isMovingFromParent)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(!child.isMovingFromParent && child.parent == nil && parent.children.isEmpty)
    #expect(log.entries == ["child willMove nil", "child willDisappear", "child didDisappear", "child didMove nil"])
  }

  @Test(
    "R2: present shows the presented view on top, which gets the touches; completion runs on the clock, not in the call"
  )
  func presentAndDismiss() {
    let root = LifecycleController("root", log: log)
    window.rootViewController = root
    let rootView = TouchedView(frame: window.bounds)
    root.view.addSubview(rootView)
    let sheet = LifecycleController("sheet", log: log)
    sheet.modalPresentationStyle = .fullScreen
    let sheetView = TouchedView()
    sheet.view = sheetView
    log.entries = []
    var completions: [String] = []
    root.present(sheet, animated: true) { completions.append("presented \(sheet.isBeingPresented)") }
    #expect(completions.isEmpty && log.entries.isEmpty, "never inside the call (Q4)")
    #expect(root.presentedViewController === sheet && sheet.presentingViewController === root && sheet.next === root)
    clock.advance(to: clock.now)
    #expect(log.entries == ["root willDisappear", "sheet willAppear true presented"])
    #expect(sheetView.frame == window.bounds && window.subviews.last?.subviews.last === sheetView)
    clock.advance(to: clock.now + InteractionConstants.modalTransitionDuration)
    #expect(log.entries.suffix(2) == ["sheet didAppear", "root didDisappear"])
    #expect(completions == ["presented false"] && !sheet.isBeingPresented)
    app.receive([UIRawTouch(finger: 1, phase: .began, location: CGPoint(x: 50, y: 50))], timestamp: 1)
    app.receive([UIRawTouch(finger: 1, phase: .ended, location: CGPoint(x: 50, y: 50))], timestamp: 1.05)
    #expect(sheetView.began == 1 && rootView.began == 0)
    log.entries = []
    sheet.dismiss(animated: false) { completions.append("dismissed") }
    #expect(log.entries.isEmpty && root.presentedViewController === sheet, "the links stay until the end (Q4)")
    clock.advance(to: 2)
    #expect(
      log.entries == ["sheet willDisappear dismissed", "root willAppear false", "root didAppear", "sheet didDisappear"])
    #expect(completions == ["presented false", "dismissed"] && !sheet.isBeingDismissed)
    #expect(root.presentedViewController == nil && sheetView.window == nil)
    app.receive([UIRawTouch(finger: 1, phase: .began, location: CGPoint(x: 50, y: 50))], timestamp: 3)
    #expect(rootView.began == 1, "after the dismissal the root's view gets the touch")
  }

  @Test("R2: presentation styles are kept with UIKit's defaults; init() goes through init(nibName:bundle:)")
  func presentationProperties() {
    let controller = UIViewController()
    #expect(controller.modalPresentationStyle == .automatic && controller.modalTransitionStyle == .coverVertical)
    controller.modalPresentationStyle = .fullScreen
    controller.title = "Settings"
    #expect(controller.modalPresentationStyle.rawValue == 0 && controller.title == "Settings")
    #expect(controller.nibName == nil && !controller.isBeingPresented && !controller.isModalInPresentation)
  }

  @Test(
    "R2: an alert is presented over the window; tapAction dismisses it, then runs the handler; a disabled action does nothing"
  )
  func alert() throws {
    let root = LifecycleController("root", log: log)
    window.rootViewController = root
    let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
    var handled: [String] = []
    let delete = UIAlertAction(title: "Delete", style: .destructive) { action in
      handled.append("\(action.title ?? "") presented \(alert.presentingViewController != nil)")
    }
    let cancel = UIAlertAction(title: "Cancel", style: .cancel)
    let disabled = UIAlertAction(title: "Later", style: .default) { _ in handled.append("later") }
    disabled.isEnabled = false
    alert.addAction(delete)
    alert.addAction(cancel)
    alert.addAction(disabled)
    alert.preferredAction = delete
    alert.addTextField { $0.text = "name" }
    #expect(alert.actions.count == 3 && alert.preferredAction === delete && alert.preferredStyle == .alert)
    #expect(alert.title == "Delete?" && alert.message == "It cannot be undone." && delete.style == .destructive)
    let field = try #require(alert.textFields?.first)
    #expect(field.text == "name")
    root.present(alert, animated: true)
    clock.advance(to: clock.now + InteractionConstants.modalTransitionDuration)
    #expect(field.isFirstResponder, "the first text field becomes first responder as the alert appears")
    #expect(window.hitTest(CGPoint(x: 200, y: 700), with: nil) === alert.view, "the alert's view takes the touches")
    #expect(!alert.tapAction(titled: "Later") && !alert.tapAction(titled: "Missing"))
    #expect(alert.tapAction(titled: "Delete"))
    #expect(handled.isEmpty && root.presentedViewController === alert)
    clock.advance(to: clock.now + InteractionConstants.modalTransitionDuration)
    #expect(handled == ["Delete presented false"] && alert.view.window == nil)
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addTextField()
    #expect(sheet.textFields == nil, "an action sheet has no text fields")
  }

  @Test("awakeFromNib and prepareForInterfaceBuilder are overridable no-ops on views and controllers")
  func nibHooks() {
    final class NibView: UIView {
      var awoke = false
      override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
      }
      override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder() }
    }
    let view = NibView()
    #expect(!view.awoke, "never called: there are no nibs")
    view.awakeFromNib()
    UIViewController().awakeFromNib()
    #expect(view.awoke)
  }

  @Test("UIDevice.current is a phone unless a platform says otherwise; the notification names are UIKit's")
  func device() {
    let device = UIDevice.current
    // The device's idiom is the designated application's when it has one (its platform's).
    let application = UIApplication()
    application.userInterfaceIdiom = .pad
    UIApplication.shared = application
    #expect(device.userInterfaceIdiom == .pad)
    application.userInterfaceIdiom = .phone
    #expect(device.userInterfaceIdiom == .phone && device.model == "iPhone" && device.isMultitaskingSupported)
    #expect(device.orientation == .unknown && !device.orientation.isValidInterfaceOrientation)
    #expect(!device.systemVersion.isEmpty && device.systemVersion.first?.isNumber == true)
    device.userInterfaceIdiom = .pad
    #expect(UIDevice.current.userInterfaceIdiom == .pad)
    device.userInterfaceIdiom = .phone
    #expect(UIDeviceOrientation.landscapeLeft.isLandscape && UIDeviceOrientation.portrait.isPortrait)
    #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
    #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
    #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
  }
}
