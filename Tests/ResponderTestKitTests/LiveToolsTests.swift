import Foundation
import ResponderKit
import ResponderTestKit
import Testing

/// A button drawn by its own code, with no title and no intrinsic size: placed by position
/// constraints only, layout gives it 0 × 0.
private final class IconButton: UIButton {
  override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
}

/// A harness whose root view (unnamed) holds `IconButton` "icon", centred by constraints and
/// given no size, so that the layout pass makes it 0 × 0 at the root's centre (187.5, 406).
@MainActor
private func zeroSizeButton() -> (harness: TestHarness, button: UIButton) {
  let root = UIView()
  let harness = TestHarness(rootView: root, frame: CGRect(x: 0, y: 0, width: 375, height: 812))
  let button = IconButton(frame: .zero)
  button.accessibilityIdentifier = "icon"
  button.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(button)
  NSLayoutConstraint.activate([
    button.centerXAnchor.constraint(equalTo: root.centerXAnchor),
    button.centerYAnchor.constraint(equalTo: root.centerYAnchor),
  ])
  harness.advance(by: 0)
  return (harness, button)
}

@MainActor
@Suite("The tools from a test: explain, why and lint on the harness's own views")
struct LiveToolsTests {
  @Test("H3: explain at the point where the user expected a zero-size button names it 0 × 0, not containing the point")
  func explainZeroSizeButton() {
    let (harness, button) = zeroSizeButton()
    #expect(button.frame == CGRect(x: 187.5, y: 406, width: 0, height: 0))
    #expect(
      harness.explain(at: CGPoint(x: 197, y: 416)) == """
        hit test at (197, 416):
          UIWindow#0  hit  containsPoint  — (197, 416) is inside its bounds; UIView#0.0 answered below
            UIView#0.0  hit  containsPoint  — (197, 416) is inside its bounds and no subview answered
              icon  skipped  outsideBounds  — the point (9.5, 10) in its coordinates is outside its bounds [0, 0, 0, 0]
        winner: UIView#0.0 (window UIWindow#0)
        responder chain: UIView#0.0 → UIWindow#0 → application
        recognizers, in the order they get the touch: none
        built-in control exemption (G11): no
        """)
  }

  @Test("H3/Y1: lint reports a button that layout made 0 × 0 as zero-size, and a clean hierarchy with nothing")
  func lintZeroSizeButton() {
    let (harness, button) = zeroSizeButton()
    #expect(
      harness.lint()
        == "error zeroSize icon: is 0 × 0 pt: no point is inside it. "
        + "Fix: give icon constraints that fix its width and height (Y1).")
    NSLayoutConstraint.activate([
      button.widthAnchor.constraint(equalToConstant: 44), button.heightAnchor.constraint(equalToConstant: 44),
    ])
    harness.advance(by: 0)
    #expect(harness.lint() == "")
  }

  @Test("C1: why tells each recognizer's and control's touches at the touches' own times")
  func whyAtTheTouchesTimes() {
    let root = UIView()
    let harness = TestHarness(rootView: root, frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
    card.accessibilityIdentifier = "card"
    root.addSubview(card)
    let tap = UITapGestureRecognizer()
    tap.name = "cardTap"
    card.addGestureRecognizer(tap)
    let button = UIButton(frame: CGRect(x: 20, y: 400, width: 100, height: 44))
    button.accessibilityIdentifier = "save"
    root.addSubview(button)
    harness.advance(to: 3)
    harness.tap(card)
    harness.advance(to: 5)
    harness.tap(button)
    #expect(
      harness.why() == """
        cardTap (recognizer):
          touch at 3.000 s: recognized at 3.050 s, completed: the gesture happened
        save (control):
          touch at 5.000 s: touchUpInside at 5.050 s, liftedInside: the finger lifted inside it
        """)
  }

  @Test("S1/H5: lint on a live scroll view: content below, above and beside the viewport is reachable")
  func lintScrollView() {
    let root = UIView()
    let harness = TestHarness(rootView: root, frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    let scroller = UIScrollView(frame: CGRect(x: 20, y: 20, width: 200, height: 300))
    scroller.accessibilityIdentifier = "scroller"
    scroller.contentSize = CGSize(width: 400, height: 800)
    scroller.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
    root.addSubview(scroller)
    for (name, frame) in [
      ("below", CGRect(x: 20, y: 400, width: 100, height: 60)),
      ("above", CGRect(x: 20, y: -80, width: 100, height: 60)),
      ("beside", CGRect(x: 260, y: 20, width: 100, height: 60)),
    ] {
      let button = UIButton(frame: frame)
      button.accessibilityIdentifier = name
      scroller.addSubview(button)
    }
    #expect(harness.lint() == "")
    let beyond = UIButton(frame: CGRect(x: 20, y: 900, width: 100, height: 60))
    beyond.accessibilityIdentifier = "beyond"
    scroller.addSubview(beyond)
    #expect(
      harness.lint()
        == "error unreachable beyond: 100% of it lies outside an ancestor's bounds, where no touch reaches it (H5). "
        + "Fix: move beyond inside its superview, or override the superview's point(inside:) (\"pointInsideAlso\") "
        + "to accept its area.")
  }
}
