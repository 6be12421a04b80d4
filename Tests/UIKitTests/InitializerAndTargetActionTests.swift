import Testing
import UIKit

// UIKit's initializer rules and target-action shapes, in the forms iOS code writes them (and
// `responder port` produces them).

/// A storyboard-ready view: both of UIKit's designated initializers, each calling `super`.
final class StoryboardView: UIView {
  var didSetUp = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    didSetUp = true
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    didSetUp = true
  }
}

/// A view controller restored from a storyboard.
final class StoryboardController: UIViewController {
  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// A window subclass that overrides UIKit's designated `init(frame:)`.
final class OverlayWindow: UIWindow {
  override init(frame: CGRect) {
    super.init(frame: frame)
    windowLevel = .alert
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A custom recognizer that overrides UIKit's designated initializer.
final class CountingTapRecognizer: UITapGestureRecognizer {
  private(set) var created = 0

  override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    created += 1
  }
}

/// A controller whose action methods have the shapes UIKit code gives them.
final class ActionsController: UIViewController {
  var log: [String] = []

  func handlePan(_ gesture: UIPanGestureRecognizer) { log.append("pan \(gesture.state)") }
  func handleTap(_ gesture: UITapGestureRecognizer) { log.append("tap \(gesture.numberOfTapsRequired)") }
  func dismissKeyboard() { log.append("dismiss") }
  func anySender(_ sender: Any) { log.append("any \(type(of: sender))") }
  func buttonTapped(_ sender: UIButton) { log.append("button \(sender.tag)") }
  func switchToggled(_ sender: UISwitch) { log.append("switch") }
  func save() { log.append("save") }
}

/// One finger tapping at a point of `app`'s windows.
@MainActor
func tapOnce(_ app: UIApplication, at point: CGPoint, time: TimeInterval = 0) {
  app.receive([UIRawTouch(finger: 1, phase: .began, location: point)], timestamp: time)
  app.receive([UIRawTouch(finger: 1, phase: .ended, location: point)], timestamp: time + 0.05)
}

@MainActor
@Suite("UIKit's initializer rules and target-action shapes")
struct InitializerAndTargetActionTests {
  @Test(
    "init?(coder:) is required on UIView and UIViewController: a zero frame (a controller's loaded view: the screen's), nothing decoded, never nil"
  )
  func initWithCoder() throws {
    let view = try #require(StoryboardView(coder: NSCoder()))
    #expect(view.frame == .zero && view.didSetUp && view.isUserInteractionEnabled)
    let controller = try #require(StoryboardController(coder: NSCoder()))
    #expect(controller.view.frame == UIScreen.main.bounds, "UIKit's loadView makes a screen-sized view")
    let label = try #require(UILabel(coder: NSCoder()))
    #expect(!label.isUserInteractionEnabled, "H7 holds for archived labels too")
    let toggle = try #require(UISwitch(coder: NSCoder()))
    #expect(toggle.bounds.size == CGSize(width: 51, height: 31))
  }

  @Test("UIWindow.init(frame:) is designated: a subclass overrides it and its window joins UIApplication.shared")
  func windowInitFrame() {
    let window = OverlayWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(window.application === UIApplication.shared)
    #expect(window.windowLevel == .alert && window.isHidden)
    #expect(UIApplication.shared.windows.contains(window))
    let plain = UIWindow(application: UIApplication(), frame: .zero)
    #expect(plain.application !== UIApplication.shared, "init(application:frame:) still names its application")
  }

  @Test("init(target: Any?, action: Selector?) is the designated initializer a subclass overrides")
  func recognizerDesignatedInit() {
    let controller = ActionsController()
    let recognizer = CountingTapRecognizer(target: controller, action: Self.selectorTap)
    #expect(recognizer.created == 1)
    let byReference = CountingTapRecognizer(target: controller, action: ActionsController.handleTap)
    #expect(byReference.created == 1, "the method-reference initializer goes through the override")
    let untargeted = UITapGestureRecognizer(target: nil, action: nil)
    #expect(untargeted.state == .possible)
  }

  static let selectorTap = NSSelectorFromString("handleTap:")

  @Test("G2: recognizer actions reach a typed-recognizer method, a zero-argument method and a selector")
  func recognizerActionShapes() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    let controller = ActionsController()
    window.rootViewController = controller
    controller.view.frame = window.bounds
    controller.view.implement(Selector("viewTapped:")) { _ in controller.log.append("selector") }
    let recognizer = UITapGestureRecognizer(target: controller, action: ActionsController.handleTap)
    recognizer.addTarget(controller, action: ActionsController.dismissKeyboard)
    recognizer.addTarget(controller.view!, action: NSSelectorFromString("viewTapped:"))
    recognizer.addTarget(controller, action: ActionsController.anySender)
    controller.view.addGestureRecognizer(recognizer)
    tapOnce(app, at: CGPoint(x: 50, y: 50))
    #expect(controller.log == ["tap 1", "dismiss", "selector", "any UITapGestureRecognizer"])

    controller.log = []
    recognizer.removeTarget(controller, action: nil)
    recognizer.removeTarget(controller.view!, action: "viewTapped:")
    tapOnce(app, at: CGPoint(x: 50, y: 50), time: 2)
    #expect(controller.log.isEmpty)
  }

  @Test("C4: control actions reach a typed sender, a zero-argument method, and along the chain for a nil target (F6)")
  func controlActionShapes() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    let controller = ActionsController()
    window.rootViewController = controller
    controller.view.frame = window.bounds
    let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
    button.tag = 7
    controller.view.addSubview(button)
    let optionalTarget: ActionsController? = controller
    button.addTarget(self, action: ActionsController.buttonTapped, for: .touchUpInside)
    button.addTarget(optionalTarget, action: ActionsController.buttonTapped, for: .touchUpInside)
    button.addTarget(controller, action: ActionsController.save, for: .touchUpInside)
    button.addTarget(nil, action: ActionsController.anySender, for: .touchUpInside)
    button.addTarget(controller, action: ActionsController.switchToggled, for: .touchUpInside)
    tapOnce(app, at: CGPoint(x: 50, y: 30))
    #expect(
      controller.log == ["button 7", "save", "any UIButton"],
      "a target of another type adds nothing; a sender of another type runs nothing; nil finds the controller")
  }

  @Test("F6: selectors compare and are sent by their Objective-C names")
  func selectorNames() {
    #expect(NSSelectorFromString("copy:") == Selector("copy:") && Selector("copy:") == .copy)
    #expect(NSStringFromSelector(.paste) == "paste:")
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    let field = FocusableView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    window.addSubview(field)
    var copied = false
    field.implement(NSSelectorFromString("copy:")) { _ in copied = true }
    #expect(field.becomeFirstResponder())
    #expect(app.sendAction(Selector("copy:"), to: nil, from: nil, for: nil) && copied)
    #expect(field.canPerformAction(Selector("copy:"), withSender: nil))
    #expect(!field.canPerformAction(Selector("cut:"), withSender: nil))
  }
}

/// A view that can become first responder and implements no edit action of its own.
private final class FocusableView: UIView {
  override var canBecomeFirstResponder: Bool { true }
}
