import CoreGraphics
import Testing
import UIKit

/// A recognizer that watches its own state changes through an override, as UIKit subclasses do.
final class StateWatchingTap: UITapGestureRecognizer {
  var seen: [UIGestureRecognizer.State] = []

  override var state: UIGestureRecognizer.State {
    get { super.state }
    set {
      seen.append(newValue)
      super.state = newValue
    }
  }
}

/// A recognizer that refuses to begin by filtering what its superclass sets.
final class NeverRecognizingTap: UITapGestureRecognizer {
  override var state: UIGestureRecognizer.State {
    get { super.state }
    set { super.state = newValue == .ended ? .failed : newValue }
  }
}

@MainActor
@Suite("API UIKit code uses that ResponderKit lacked")
struct MissingAPITests {
  @Test("G2: state is open: an override sees the built-in recognizer's changes and can filter them")
  func openState() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    let watching = StateWatchingTap(target: nil, action: nil)
    let controller = ActionsController()
    watching.addTarget(controller, action: ActionsController.handleTap)
    window.addGestureRecognizer(watching)
    tapOnce(app, at: CGPoint(x: 10, y: 10))
    #expect(watching.seen == [.ended])
    #expect(controller.log == ["tap 1"])
    #expect(watching.state == .possible, "the environment's reset goes around the override")

    let refusing = NeverRecognizingTap(target: nil, action: nil)
    window.removeGestureRecognizer(watching)
    window.addGestureRecognizer(refusing)
    refusing.addTarget(controller, action: ActionsController.handleTap)
    tapOnce(app, at: CGPoint(x: 10, y: 10), time: 2)
    #expect(controller.log == ["tap 1"], "no second action")
  }

  @Test("UIScreen.main is a 390 × 844 pt screen at scale 3 until a backend sets another")
  func screen() {
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(UIScreen.main.scale == 3 && UIScreen.main.nativeBounds.size == CGSize(width: 1170, height: 2532))
    let window = UIWindow(application: UIApplication(), frame: UIScreen.main.bounds)
    #expect(window.bounds.size == CGSize(width: 390, height: 844))
  }

  @Test("H5: UIEdgeInsets and CGRect.inset(by:) grow a hit area with negative insets, as in UIKit")
  func edgeInsets() {
    let bounds = CGRect(x: 0, y: 0, width: 44, height: 20)
    let grown = bounds.inset(by: UIEdgeInsets(top: -12, left: -10, bottom: -12, right: -10))
    #expect(grown == CGRect(x: -10, y: -12, width: 64, height: 44))
    #expect(grown.contains(CGPoint(x: -5, y: 30)) && !bounds.contains(CGPoint(x: -5, y: 30)))
    #expect(bounds.inset(by: .zero) == bounds && UIEdgeInsets() == .zero)
    #expect(bounds.inset(by: UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)).size.width == -16)
  }

  @Test("T1: a touch reports no force, as on a device without pressure input")
  func force() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    final class ForceView: UIView {
      var forces: [CGFloat] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { forces += [touch.force, touch.maximumPossibleForce] }
      }
    }
    let view = ForceView(frame: window.bounds)
    window.addSubview(view)
    tapOnce(app, at: CGPoint(x: 5, y: 5))
    #expect(view.forces == [0, 0])
  }

  @Test("T1: the hover phases exist with UIKit's raw values, and the engine gives no touch one of them")
  func hoverPhases() {
    #expect(
      [UITouch.Phase.regionEntered, .regionMoved, .regionExited].map(\.rawValue) == [5, 6, 7])
    let app = UIApplication(clock: VirtualClock())
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.makeKeyAndVisible()
    final class PhaseView: UIView {
      var phases: [UITouch.Phase] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases += touches.map(\.phase) }
      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases += touches.map(\.phase) }
    }
    let view = PhaseView(frame: window.bounds)
    window.addSubview(view)
    app.receive([UIRawTouch(finger: 1, phase: .began, location: CGPoint(x: 5, y: 5))], timestamp: 0)
    app.receive([UIRawTouch(finger: 1, phase: .ended, location: CGPoint(x: 5, y: 5))], timestamp: 0.1)
    #expect(view.phases == [.began, .ended])
  }

  @Test("Feedback generators accept every call and do nothing")
  func feedback() {
    let impact = UIImpactFeedbackGenerator(style: .heavy)
    impact.prepare()
    impact.impactOccurred()
    impact.impactOccurred(intensity: 0.5)
    #expect(impact.style == .heavy && UIImpactFeedbackGenerator().style == .medium)
    UISelectionFeedbackGenerator().selectionChanged()
    UINotificationFeedbackGenerator().notificationOccurred(.success)
  }

  @Test("Core Foundation's time names exist where Foundation lacks them; media time never goes back")
  func coreFoundationTime() {
    let start: CFTimeInterval = CACurrentMediaTime()
    let absolute: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
    #expect(abs(absolute - Date().timeIntervalSinceReferenceDate) < 5)
    #expect(CACurrentMediaTime() >= start)
    #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC * 1000 == NSEC_PER_SEC && USEC_PER_SEC == 1_000_000)
    #expect(Double(NSEC_PER_SEC) / Double(NSEC_PER_USEC) == 1e6)
  }
}
