import Foundation
import ResponderKit
import ResponderTestKit
import Testing

/// Expects `body` to record one issue, worded `message`, at the line of this call.
@MainActor
private func expectMiss(_ message: String, line: Int = #line, _ body: () -> Void) {
  withKnownIssue {
    body()
  } matching: { issue in
    issue.comments.map(\.rawValue) == [message] && issue.sourceLocation?.fileName == "ReachabilityTests.swift"
      && issue.sourceLocation?.line == line
  }
}

/// A harness whose window holds a plain root view, "root", and a button, "save", in it at
/// `frame`, with a tap counter.
@MainActor
private func setUp(button frame: CGRect = CGRect(x: 40, y: 100, width: 80, height: 44)) -> (
  harness: TestHarness, root: UIView, button: UIButton, taps: () -> Int
) {
  let root = UIView()
  root.accessibilityIdentifier = "root"
  let harness = TestHarness(rootView: root)
  let button = UIButton(frame: frame)
  button.accessibilityIdentifier = "save"
  root.addSubview(button)
  var taps = 0
  button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
  return (harness, root, button, { taps })
}

/// A view that lets every touch through, its subviews' too: its hitTest answers nil.
private final class PassThroughView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}

@MainActor
@Suite("The test kit's gestures on a view say so when their touch would not reach it")
struct ReachabilityTests {
  @Test("H3: tap on a view of zero size records that the point is outside its bounds")
  func zeroSize() {
    let (harness, _, button, taps) = setUp(button: CGRect(x: 20, y: 40, width: 0, height: 0))
    let message = """
      tap(_:) does not reach UIButton "save", frame [20, 40, 0, 0]: the touch at (20, 40) hits UIView "root" instead
        UIButton "save"  skipped  outsideBounds  — the point (0, 0) in its coordinates is outside its bounds [0, 0, 0, 0]
      """
    expectMiss(message) { harness.tap(button) }
    #expect(taps() == 0)
  }

  @Test("H2: tap on a hidden view records why the touch goes elsewhere")
  func hidden() {
    let (harness, _, button, taps) = setUp()
    button.isHidden = true
    let message = """
      tap(_:) does not reach UIButton "save", frame [40, 100, 80, 44]: the touch at (80, 122) hits UIView "root" instead
        UIButton "save"  skipped  hidden  — isHidden is true, so the view and its subviews are skipped
      """
    expectMiss(message) { harness.tap(button) }
    #expect(taps() == 0)
  }

  @Test("H2: tap on a view under a hidden ancestor records the ancestor (the catalog's sample failure)")
  func hiddenAncestor() {
    let (harness, root, button, taps) = setUp()
    let panel = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    panel.accessibilityIdentifier = "panel"
    panel.isHidden = true
    root.addSubview(panel)
    panel.addSubview(button)
    let message = """
      tap(_:) does not reach UIButton "save", frame [40, 100, 80, 44]: the touch at (80, 122) hits UIView "root" instead
        UIView "panel"  skipped  hidden  — isHidden is true, so the view and its subviews are skipped
        UIButton "save"  notReached  ancestorSkipped  — the point is inside it, but UIView "panel", which holds it, was skipped (hidden), so it was never asked
      """
    expectMiss(message) { harness.tap(button) }
    #expect(taps() == 0)
  }

  @Test("H4: drag on a covered view records the view above it that answered first")
  func covered() {
    let (harness, root, button, taps) = setUp()
    let cover = UIView(frame: CGRect(x: 0, y: 80, width: 200, height: 100))
    cover.accessibilityIdentifier = "cover"
    root.addSubview(cover)
    let message = """
      drag(_:by:) does not reach UIButton "save", frame [40, 100, 80, 44]: the touch at (80, 122) hits UIView "cover" instead
        UIButton "save"  notReached  laterSiblingAnswered  — UIView "cover", above it, answered first
      """
    expectMiss(message) { harness.drag(button, by: CGPoint(x: 0, y: 10)) }
    #expect(taps() == 0)
  }

  @Test("H5: long press on a view outside its superview's bounds records that the superview does not hold the point")
  func outsideAncestor() {
    let (harness, root, button, _) = setUp()
    let panel = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
    panel.accessibilityIdentifier = "panel"
    panel.clipsToBounds = true
    root.addSubview(panel)
    panel.addSubview(button)
    var presses: [UIGestureRecognizer.State] = []
    let press = UILongPressGestureRecognizer(target: nil, action: nil)
    press.addTarget(button, action: { (_: UIButton) in { presses.append(press.state) } })
    button.addGestureRecognizer(press)
    button.frame.origin = CGPoint(x: 150, y: 10)
    let message = """
      longPress(_:) does not reach UIButton "save", frame [150, 10, 80, 44]: the touch at (190, 332) hits UIView "root" instead
        UIView "panel"  skipped  outsideBounds  — the point (190, 32) in its coordinates is outside its bounds [0, 0, 100, 100]
        UIButton "save"  notReached  ancestorSkipped  — the point is inside it, but UIView "panel", which holds it, does not contain the point, so it was never asked (H5)
      """
    expectMiss(message) { harness.longPress(button) }
    #expect(presses.isEmpty)
  }

  @Test("H2: tap on a view whose ancestor ignores interaction records the ancestor and why the view was never asked")
  func ignoringInteraction() {
    let (harness, root, button, taps) = setUp()
    let panel = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    panel.accessibilityIdentifier = "panel"
    panel.isUserInteractionEnabled = false
    root.addSubview(panel)
    panel.addSubview(button)
    let message = """
      tap(_:) does not reach UIButton "save", frame [40, 100, 80, 44]: the touch at (80, 122) hits UIView "root" instead
        UIView "panel"  skipped  interactionDisabled  — isUserInteractionEnabled is false
        UIButton "save"  notReached  ancestorSkipped  — the point is inside it, but UIView "panel", which holds it, was skipped (interactionDisabled), so it was never asked
      """
    expectMiss(message) { harness.tap(button) }
    #expect(taps() == 0)
  }

  @Test("V3: pinch on a view inside an animation records that it ignores touches until the animation completes")
  func insideAnimation() {
    let (harness, _, button, _) = setUp()
    UIView.animate(withDuration: 1) { button.alpha = 0.5 }
    let message = """
      pinch(_:scale:) does not reach UIButton "save", frame [40, 100, 80, 44]: the touch at (80, 122) hits UIView "root" instead
        UIButton "save"  skipped  animating  — an animation without .allowUserInteraction is changing it, so it ignores touches until it completes (V3)
      """
    expectMiss(message) { harness.pinch(button, scale: 2) }
    harness.advance(by: 1)
    harness.pinch(button, scale: 2)
    UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction]) { button.alpha = 1 }
    harness.tap(button)
  }

  @Test("H1: tap on a view in no window records it and touches nothing")
  func notInWindow() {
    let (harness, _, button, taps) = setUp()
    button.removeFromSuperview()
    let message = """
      tap(_:) does not reach UIButton "save", frame [40, 100, 80, 44]: nothing was touched
        UIButton "save"  notReached  notInWindow  — it is in no window, and hit testing asks only the windows (H1)
      """
    expectMiss(message) { harness.tap(button) }
    #expect(taps() == 0 && harness.now == 0)
  }

  @Test("H2: tap on a view below the hittable alpha records its alpha and the threshold")
  func transparent() {
    let (harness, _, button, taps) = setUp()
    button.alpha = 0.005
    let message = """
      tap(_:) does not reach UIButton "save", frame [40, 100, 80, 44]: the touch at (80, 122) hits UIView "root" instead
        UIButton "save"  skipped  alpha  — alpha 0.005 is below 0.01
      """
    expectMiss(message) { harness.tap(button) }
    #expect(taps() == 0)
  }

  @Test("C3: tap on a disabled control records that a disabled control is not hit")
  func disabledControl() {
    let (harness, _, button, taps) = setUp()
    button.isEnabled = false
    let message = """
      tap(_:) does not reach UIButton "save", frame [40, 100, 80, 44]: the touch at (80, 122) hits UIView "root" instead
        UIButton "save"  skipped  disabledControl  — isEnabled is false: a disabled control is not hit, nor anything in it (C3)
      """
    expectMiss(message) { harness.tap(button) }
    #expect(taps() == 0)
  }

  @Test("H1: tap on a view under a window in front records that the window in front answered first")
  func windowInFront() {
    let (harness, _, button, taps) = setUp()
    let alert = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    alert.accessibilityIdentifier = "alert"
    alert.windowLevel = .alert
    alert.isHidden = false
    let message = """
      tap(_:) does not reach UIButton "save", frame [40, 100, 80, 44]: the touch at (80, 122) hits UIWindow "alert" instead
        UIWindow  notReached  laterSiblingAnswered  — a window in front of it answered first
        UIButton "save"  notReached  ancestorSkipped  — the point is inside it, but UIWindow, which holds it, was not reached
      """
    expectMiss(message) { harness.tap(button) }
    #expect(taps() == 0)
  }

  @Test("H6: tap on a view whose superview's hitTest override answers nil records the override")
  func overrideAnswersNil() {
    let (harness, root, button, taps) = setUp()
    let shield = PassThroughView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    shield.accessibilityIdentifier = "shield"
    root.addSubview(shield)
    shield.addSubview(button)
    let message = """
      tap(_:) does not reach UIButton "save", frame [40, 100, 80, 44]: the touch at (80, 122) hits UIView "root" instead
        PassThroughView "shield"  skipped  override  — hitTest returned nil
        UIButton "save"  notReached  ancestorSkipped  — the point is inside it, but PassThroughView "shield", which holds it, was skipped (override), so it was never asked
      """
    expectMiss(message) { harness.tap(button) }
    #expect(taps() == 0)
  }

  @Test("H4: tap on a view whose touch lands in a view inside it records nothing")
  func descendantHit() {
    let (harness, _, button, taps) = setUp()
    let badge = UIView(frame: button.bounds)
    button.addSubview(badge)
    #expect(harness.hitView(at: harness.screenPoint(of: button)) === badge)
    harness.tap(button)
    #expect(taps() == 1)
  }
}
