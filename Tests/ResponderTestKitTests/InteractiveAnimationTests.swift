import Foundation
import ResponderKit
import ResponderTestKit
import Testing

/// A drawer driven by a pan, as iOS code writes it: the pan's start makes a paused property
/// animator, each move scrubs it, the lift continues it forwards or reversed.
@MainActor
final class DrawerController {
  let drawer = UIView(frame: CGRect(x: 0, y: 600, width: 400, height: 300))
  var animator: UIViewPropertyAnimator?
  var endings: [UIViewAnimatingPosition] = []
  var fractions: [CGFloat] = []

  func panned(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) {
        self.drawer.frame.origin.y = 300
      }
      animator.addCompletion { self.endings.append($0) }
      animator.pauseAnimation()
      self.animator = animator
    case .changed:
      animator?.fractionComplete = -pan.translation(in: drawer.superview).y / 300
      fractions.append(animator?.fractionComplete ?? -1)
    case .ended, .cancelled:
      guard let animator else { return }
      animator.isReversed = animator.fractionComplete < 0.5
      animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    default:
      break
    }
  }
}

@MainActor
@Suite("Animations driven by gestures, through the test kit (V)")
struct InteractiveAnimationTests {
  func harness() -> (TestHarness, DrawerController) {
    let harness = TestHarness(frame: CGRect(x: 0, y: 0, width: 400, height: 900))
    let controller = DrawerController()
    harness.window.addSubview(controller.drawer)
    controller.drawer.addGestureRecognizer(
      UIPanGestureRecognizer(target: controller, action: DrawerController.panned))
    return (harness, controller)
  }

  @Test("V4: a pan scrubs a paused animator; lifted past half way it runs on to .end on the clock")
  func dragOpens() {
    let (harness, controller) = harness()
    harness.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 490), duration: 0.3)
    #expect(controller.fractions.last.map { abs($0 - 210.0 / 300) < 1e-9 } == true, "the pan's translation is 210 pt")
    #expect(controller.drawer.frame.origin.y == 300, "the model value is final while scrubbing (V4)")
    #expect(controller.endings.isEmpty)
    harness.advance(by: 0.5 * (1 - 210.0 / 300) - 0.01)
    #expect(controller.endings.isEmpty)
    harness.advance(by: 0.02)
    #expect(controller.endings == [.end])
    #expect(controller.drawer.frame.origin.y == 300)
    #expect(harness.hitView(at: CGPoint(x: 200, y: 400)) === controller.drawer)
  }

  @Test("V4: lifted before half way it runs back and ends at .start with the drawer closed")
  func shortDragCloses() {
    let (harness, controller) = harness()
    harness.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 610), duration: 0.3)
    #expect(controller.fractions.last.map { abs($0 - 90.0 / 300) < 1e-9 } == true)
    harness.advance(by: 0.5 * 90.0 / 300 - 0.01)
    #expect(controller.endings.isEmpty)
    harness.advance(by: 0.02)
    #expect(controller.endings == [.start])
    #expect(controller.drawer.frame.origin.y == 600)
    #expect(harness.hitView(at: CGPoint(x: 200, y: 400)) !== controller.drawer)
  }
}
