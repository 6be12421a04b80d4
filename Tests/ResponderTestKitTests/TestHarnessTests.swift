import Foundation
import ResponderKit
import ResponderTestKit
import Testing

/// Records what reached it, as an action target and as a responder to presses.
final class Recorder: UIResponder {
  var log: [String] = []
  var panTranslations: [CGPoint] = []
  var pinchScales: [CGFloat] = []

  func buttonTapped(_ sender: UIButton) { log.append("touchUpInside") }

  func panned(_ pan: UIPanGestureRecognizer) {
    log.append("pan \(pan.state)")
    panTranslations.append(pan.translation(in: pan.view))
  }

  func longPressed(_ press: UILongPressGestureRecognizer) { log.append("long press \(press.state)") }

  func pinched(_ pinch: UIPinchGestureRecognizer) {
    log.append("pinch \(pinch.state)")
    pinchScales.append(pinch.scale)
  }
}

/// A view that can be first responder and logs the keys it is pressed with.
final class KeyView: UIView {
  var presses: [String] = []

  override var canBecomeFirstResponder: Bool { true }

  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    for press in presses {
      self.presses.append("began \(press.key?.keyCode.rawValue ?? -1) \(press.key?.characters ?? "")")
    }
  }

  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    for press in presses { self.presses.append("ended \(press.key?.keyCode.rawValue ?? -1)") }
  }
}

/// A controller whose view gets a tap recognizer in `viewDidLoad`, as iOS code sets one up.
final class TapController: UIViewController {
  var taps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: TapController.tapped))
  }

  func tapped() { taps += 1 }
}

@MainActor
@Suite("The test kit drives an application as a user would")
struct TestHarnessTests {
  @Test("A fresh application with a virtual clock, designated as shared, and a key window at the screen's size")
  func freshApplication() {
    let root = UIView()
    let harness = TestHarness(rootView: root, startTime: 10)
    #expect(UIApplication.shared === harness.application)
    #expect(harness.application.clock === harness.clock && harness.now == 10)
    #expect(harness.window.isKeyWindow && !harness.window.isHidden)
    #expect(harness.window.bounds == UIScreen.main.bounds && root.frame == harness.window.bounds)
    #expect(harness.application.windows == [harness.window])
    let own = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(own.application === harness.application, "UIWindow(frame:) joins the harness's application")

    let apart = TestHarness(designatesShared: false)
    #expect(UIApplication.shared === harness.application && apart.application !== harness.application)
  }

  @Test("C4: tapping a button by view sends touchUpInside to its target; by point, only where the point lands")
  func tapSendsTouchUpInside() {
    let harness = TestHarness()
    let button = UIButton(frame: CGRect(x: 40, y: 100, width: 80, height: 44))
    harness.window.addSubview(button)
    let recorder = Recorder()
    button.addTarget(recorder, action: Recorder.buttonTapped, for: .touchUpInside)
    #expect(harness.screenPoint(of: button) == CGPoint(x: 80, y: 122))
    harness.tap(button)
    #expect(recorder.log == ["touchUpInside"])
    #expect(harness.now == TestHarness.tapDuration && !harness.application.hasTouchesDown)
    harness.tap(at: CGPoint(x: 300, y: 300))
    #expect(recorder.log == ["touchUpInside"])
    harness.tap(at: CGPoint(x: 41, y: 101))
    #expect(recorder.log == ["touchUpInside", "touchUpInside"])
  }

  @Test("T2: tap(count: 2) is a double tap; a view controller's view gets its recognizer from viewDidLoad")
  func doubleTapAndController() {
    let controller = TapController()
    let harness = TestHarness(rootViewController: controller)
    #expect(controller.view.frame == harness.window.bounds)
    harness.tap(controller.view)
    #expect(controller.taps == 1)

    let square = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
    controller.view.addSubview(square)
    let double = UITapGestureRecognizer(target: nil, action: nil)
    double.numberOfTapsRequired = 2
    var doubles = 0
    double.addTarget(controller, action: { (_: TapController) in { doubles += 1 } })
    square.addGestureRecognizer(double)
    harness.advance(by: 1)
    harness.tap(square, count: 2)
    #expect(doubles == 1)
  }

  @Test("G14: a drag makes a pan report began, changed and ended with the path's translation, at 60 Hz of virtual time")
  func dragPans() {
    let harness = TestHarness()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    harness.window.addSubview(view)
    let recorder = Recorder()
    view.addGestureRecognizer(UIPanGestureRecognizer(target: recorder, action: Recorder.panned))
    harness.drag(along: [CGPoint(x: 100, y: 100), CGPoint(x: 160, y: 100), CGPoint(x: 160, y: 140)], duration: 0.5)
    #expect(harness.now == 0.5)
    #expect(recorder.log.first == "pan began" && recorder.log.last == "pan ended")
    #expect(recorder.log.dropFirst().dropLast().allSatisfy { $0 == "pan changed" })
    // 30 samples of 100 pt of path, 3.33 pt apart: the pan begins at the third (10 pt) and
    // changes at the 27 others.
    #expect(recorder.log.count == 29)
    #expect(recorder.panTranslations.first == CGPoint(x: 10, y: 0))
    #expect(recorder.panTranslations.last == CGPoint(x: 60, y: 40))
  }

  @Test("G14: a pan's velocity is the drag's speed in virtual time")
  func dragVelocity() {
    let harness = TestHarness()
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    harness.window.addGestureRecognizer(pan)
    var velocity = CGPoint.zero
    pan.addTarget(harness.window, action: { (_: UIWindow) in { velocity = pan.velocity(in: nil) } })
    harness.drag(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 350, y: 300), duration: 0.25)
    #expect(abs(velocity.x - 1200) < 0.001 && velocity.y == 0)
  }

  @Test("G3: a long press recognizes at 0.5 s of virtual time, not before, and ends when the finger lifts")
  func longPress() {
    let harness = TestHarness()
    let recorder = Recorder()
    let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    harness.window.addSubview(view)
    view.addGestureRecognizer(UILongPressGestureRecognizer(target: recorder, action: Recorder.longPressed))
    let finger = harness.touchDown(at: harness.screenPoint(of: view))
    harness.advance(by: 0.49)
    #expect(recorder.log.isEmpty)
    harness.advance(by: 0.01)
    #expect(recorder.log == ["long press began"])
    harness.lift(finger)
    #expect(recorder.log == ["long press began", "long press ended"])

    harness.advance(by: 1)
    harness.longPress(view, duration: 0.3)
    #expect(recorder.log.count == 2, "released early: no second long press")
    harness.longPress(view)
    #expect(recorder.log.suffix(2) == ["long press began", "long press ended"])
  }

  @Test("G14: fingers spreading pinch to a scale above 1; closing, below 1")
  func pinch() {
    let harness = TestHarness()
    let recorder = Recorder()
    let view = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 400))
    harness.window.addSubview(view)
    view.addGestureRecognizer(UIPinchGestureRecognizer(target: recorder, action: Recorder.pinched))
    harness.pinch(view, scale: 2)
    #expect(recorder.log.first == "pinch began" && recorder.log.last == "pinch ended")
    #expect(recorder.pinchScales.last == 2)
    recorder.log = []
    recorder.pinchScales = []
    harness.advance(by: 1)
    harness.pinch(at: CGPoint(x: 195, y: 400), from: 200, to: 50)
    #expect(recorder.log.last == "pinch ended" && recorder.pinchScales.last == 0.25)
  }

  @Test("F4: a key with a modifier goes to the first responder: the modifier key down first, released last")
  func keyWithModifier() {
    let harness = TestHarness()
    let view = KeyView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    harness.window.addSubview(view)
    #expect(view.becomeFirstResponder())
    harness.press(UIKeyboardHIDUsage.keyboard(letter: "s")!, characters: "s", modifierKeys: [.command])
    #expect(view.presses == ["began 227 ", "began 22 s", "ended 22", "ended 227"])
    #expect(!harness.application.hasPressesDown)
    view.presses = []
    harness.type("Hi 1\n")
    #expect(
      view.presses == [
        "began 225 ", "began 11 H", "ended 11", "ended 225", "began 12 i", "ended 12", "began 44  ", "ended 44",
        "began 30 1", "ended 30", "began 40 \n", "ended 40",
      ])
  }

  @Test("A3: advancing the clock fires timers in order; a move with a duration is sampled at 60 Hz")
  func advanceAndMove() {
    let harness = TestHarness()
    var fired: [TimeInterval] = []
    harness.clock.schedule(at: 0.2) { fired.append(harness.now) }
    harness.clock.schedule(at: 0.1) { fired.append(harness.now) }
    harness.advance(by: 0.15)
    #expect(fired == [0.1])
    harness.advance(to: 1)
    #expect(fired == [0.1, 0.2] && harness.now == 1)

    final class MoveCounter: UIView {
      var moves: [TimeInterval] = []
      override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        moves.append(event?.timestamp ?? -1)
      }
    }
    let counter = MoveCounter(frame: harness.window.bounds)
    harness.window.addSubview(counter)
    let finger = harness.touchDown(at: CGPoint(x: 10, y: 10))
    #expect(finger.number == 1 && harness.touchDown(at: CGPoint(x: 50, y: 50)).number == 2)
    harness.move(finger, to: CGPoint(x: 70, y: 10), duration: 0.1)
    #expect(counter.moves.count == 6 && counter.moves.last == 1.1)
    #expect(harness.location(of: finger) == CGPoint(x: 70, y: 10))
    #expect(harness.hitView(at: CGPoint(x: 70, y: 10)) === counter)
    harness.cancel(finger)
    #expect(harness.touchDown(at: CGPoint(x: 5, y: 5)).number == 1, "a lifted finger's number is reused")
  }
}

/// The example of the catalog's "Testing UIKit event code on Linux", as printed.
@MainActor
@Test("The testing article's example works as printed")
func buttonAndLongPress() {
  let harness = TestHarness(rootView: UIView())
  let button = UIButton(frame: CGRect(x: 20, y: 100, width: 120, height: 44))
  harness.window.addSubview(button)
  var log: [String] = []
  button.addAction(UIAction { _ in log.append("tap") }, for: .touchUpInside)
  let press = UILongPressGestureRecognizer(target: nil, action: nil)
  press.addTarget(button, action: { (_: UIButton) in { log.append("press \(press.state)") } })
  harness.window.addGestureRecognizer(press)

  harness.tap(button)
  harness.longPress(at: CGPoint(x: 200, y: 400))
  #expect(log == ["tap", "press began", "press ended"])
}

@MainActor
@Test("R2: tapAlertAction(titled:) taps the presented alert's action: the alert goes, then its handler runs")
func harnessTapsAlertAction() {
  let root = UIViewController()
  let harness = TestHarness(rootViewController: root, designatesShared: false)
  #expect(harness.presentedAlert == nil && !harness.tapAlertAction(titled: "OK"))
  let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
  var log: [String] = []
  alert.addAction(
    UIAlertAction(title: "OK", style: .default) { _ in log.append("ok \(root.presentedViewController == nil)") })
  root.present(alert, animated: true)
  #expect(harness.presentedAlert === alert)
  harness.advance(by: InteractionConstants.modalTransitionDuration)
  #expect(!harness.tapAlertAction(titled: "Cancel"))
  #expect(harness.tapAlertAction(titled: "OK"))
  #expect(log == ["ok true"] && harness.presentedAlert == nil)
}
