import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("The responder chain (R)")
struct ResponderChainTests {
  /// Follows `next` from `responder` to the end (bounded, for tests of loops).
  func chain(from responder: UIResponder, limit: Int = 20) -> [UIResponder] {
    var result: [UIResponder] = []
    var current: UIResponder? = responder
    while let r = current, result.count < limit {
      result.append(r)
      current = r.next
    }
    return result
  }

  @Test("R1: a view's next is its controller when it is that controller's root view, else its superview")
  func r1ViewNext() {
    let stage = Stage()
    let controller = UIViewController()
    stage.window.rootViewController = controller
    let child = stage.view("child", 0, 0, 10, 10, in: controller.view)
    #expect(child.next === controller.view)
    #expect(controller.view.next === controller)
    let plain = stage.view("plain", 0, 0, 10, 10, in: stage.window)
    #expect(plain.next === stage.window, "a window's root view without a controller → the window")
    let orphan = UIView()
    #expect(orphan.next == nil)
  }

  @Test("R2: a controller's next is its view's superview, the window for a root, the presenter when presented")
  func r2ControllerNext() {
    let stage = Stage()
    let root = UIViewController()
    stage.window.rootViewController = root
    #expect(root.next === stage.window)
    let child = UIViewController()
    root.addChild(child)
    let holder = stage.view("holder", 0, 0, 100, 100, in: root.view)
    holder.addSubview(child.view)
    #expect(child.next === holder)
    #expect(
      chain(from: child.view).map { ObjectIdentifier($0) }
        == [child.view, child, holder, root.view, root, stage.window, stage.app].map { ObjectIdentifier($0) })
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .fullScreen
    root.present(sheet, animated: false)
    #expect(sheet.next === root, "set in the call (Q4)")
    (stage.app.clock as? VirtualClock)?.advance(to: 0)
    #expect(sheet.view.window === stage.window && sheet.view.superview?.superview === stage.window)
    #expect(sheet.view.frame == stage.window.bounds)
    root.dismiss(animated: false)
    #expect(sheet.next === root, "until the dismissal's transition ends (Q4)")
    (stage.app.clock as? VirtualClock)?.advance(to: 0)
    #expect(sheet.view.superview == nil && root.presentedViewController == nil && sheet.presentingViewController == nil)
    #expect(sheet.next == nil)
  }

  @Test("R3: a window's next is its application")
  func r3WindowNext() {
    let stage = Stage()
    #expect(stage.window.next === stage.app)
  }

  @Test("R4: the application's next is a delegate that is a plain responder, otherwise nil")
  func r4ApplicationNext() {
    let stage = Stage()
    #expect(stage.app.next == nil)
    let delegate = ProbeDelegate(log: stage.log)
    stage.app.delegate = delegate
    #expect(stage.app.next === delegate)
    let viewDelegate = DelegateView()
    stage.app.delegate = viewDelegate
    #expect(stage.app.next == nil, "a view as delegate is not part of the chain")
    let controllerDelegate = DelegateController()
    stage.app.delegate = controllerDelegate
    #expect(stage.app.next == nil, "a view controller as delegate is not part of the chain")
    _ = (viewDelegate, controllerDelegate)
  }

  @Test("R5: the app delegate's next is nil")
  func r5DelegateNext() {
    let delegate = ProbeDelegate(log: CallLog())
    #expect(delegate.next == nil)
  }

  @Test("R6: default touch methods forward to next; past the end the event is discarded")
  func r6Forwarding() {
    var stage = Stage()
    let delegate = ProbeDelegate(log: stage.log)
    stage.app.delegate = delegate
    let view = stage.view("view", 0, 0, 100, 100, in: stage.window)
    view.consumes = []
    stage.touch(1, .began, 10, 10)
    #expect(
      stage.take().filter { !$0.hasSuffix("hitTest") && !$0.hasSuffix("pointInside") } == [
        "view touchesBegan 1", "window touchesBegan 1", "app touchesBegan 1", "delegate touchesBegan 1",
        "note discarded(ResponderKit.ResponderMessage.touchesBegan)",
      ])
  }

  @Test("R6: a UIApplication of the class itself passes touch calls on to its delegate, as its default would")
  func r6PlainApplicationPassesOn() {
    // The application forwards in place (its touch methods are UIResponder's); a subclass's
    // overrides are called (the probe application above).
    let log = CallLog()
    let app = UIApplication()
    var notes: [String] = []
    app.engineObserver = { note in
      if case .discarded(let message) = note { notes.append("discarded \(message)") }
    }
    let delegate = ProbeDelegate(log: log)
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    app.receive([UIRawTouch(finger: 1, phase: .began, location: CGPoint(x: 10, y: 10))], timestamp: 0)
    app.receive([UIRawTouch(finger: 1, phase: .moved, location: CGPoint(x: 12, y: 10))], timestamp: 0.1)
    #expect(notes == ["discarded touchesBegan", "discarded touchesMoved"])
    app.delegate = delegate
    app.receive([UIRawTouch(finger: 1, phase: .ended, location: CGPoint(x: 12, y: 10))], timestamp: 0.2)
    #expect(log.lines == ["delegate touchesEnded 1"])
    #expect(notes.last == "discarded touchesEnded")
    #expect(notes.count == 3)
  }

  @Test("R7: not overriding forwards, overriding without super consumes, overriding with super forwards")
  func r7ThreeChoices() {
    var stage = Stage()
    let outer = stage.view("outer", 0, 0, 200, 200, in: stage.window)
    let inner = stage.view("inner", 0, 0, 100, 100, in: outer)
    inner.consumes = ["began"]
    stage.tap(10, 10)
    let calls = stage.take().filter { $0.contains("touches") || $0.hasPrefix("note") }
    #expect(
      calls == [
        "inner touchesBegan 1",
        "inner touchesEnded 1", "outer touchesEnded 1", "window touchesEnded 1", "app touchesEnded 1",
        "note discarded(ResponderKit.ResponderMessage.touchesEnded)",
      ])
  }

  @Test("R8: a custom next is followed; a loop is reported and stops instead of hanging")
  func r8CustomNextAndLoops() {
    var stage = Stage()
    let a = stage.view("a", 0, 0, 100, 100, in: stage.window)
    let b = stage.view("b", 200, 0, 100, 100, in: stage.window)
    a.customNext = .some(b)
    stage.touch(1, .began, 10, 10)
    #expect(
      stage.take().filter { $0.contains("touches") } == [
        "a touchesBegan 1", "b touchesBegan 1", "window touchesBegan 1", "app touchesBegan 1",
        "note discarded(ResponderKit.ResponderMessage.touchesBegan)",
      ])
    b.customNext = .some(a)
    stage.touch(1, .ended, 10, 10)
    #expect(
      stage.take() == [
        "a touchesEnded 1", "b touchesEnded 1", "note error(responderLoop)",
      ])
  }

  @Test("R8: calling a touch method directly, outside dispatch, still detects loops")
  func r8DirectCall() {
    let stage = Stage()
    UIApplication.shared = stage.app
    let a = stage.view("a", 0, 0, 100, 100, in: stage.window)
    a.customNext = .some(a)
    a.touchesBegan([], with: nil)
    #expect(stage.take() == ["a touchesBegan ", "note error(responderLoop)"])
  }
}

private final class DelegateView: UIView, UIApplicationDelegate {}
private final class DelegateController: UIViewController, UIApplicationDelegate {}
