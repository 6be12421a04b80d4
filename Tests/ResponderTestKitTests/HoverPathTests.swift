import Foundation
import ResponderKit
import ResponderTestKit
import Testing

/// The hover path of a hit view is kept between moves; these tests change the path between two
/// moves over the same hit view and check that the next move sees the change (P3, P4, P6).
@MainActor
@Suite("Hover path kept between moves (P3)")
struct HoverPathTests {
  @Test("P3: a hover recognizer added to an ancestor during hover begins at the next move over the same view")
  func recognizerAddedToAncestor() {
    let scene = HoverScene()
    scene.hover(150, 150, at: 0)
    let outer = UIHoverGestureRecognizer { r in scene.log.add("HO \(r.state)") }
    scene.harness.window.addGestureRecognizer(outer)
    scene.hover(160, 150, at: 0.1)
    scene.hover(170, 150, at: 0.2)
    #expect(
      Array(scene.log.lines.dropFirst(5)) == [
        "0.10 H changed", "0.10 I regionFor 60,50", "0.10 HO began",
        "0.20 H changed", "0.20 I regionFor 70,50", "0.20 HO changed",
      ])
  }

  @Test("P4: a hover recognizer turned off during hover ends at the next move; turned on, it begins")
  func recognizerDisabledAndEnabled() {
    let scene = HoverScene()
    scene.view.removeInteraction(scene.interaction)
    scene.hover(150, 150, at: 0)
    scene.hover.isEnabled = false
    scene.hover(160, 150, at: 0.1)
    scene.hover(165, 150, at: 0.2)
    scene.hover.isEnabled = true
    scene.hover(170, 150, at: 0.3)
    #expect(scene.log.lines == ["0.00 H began", "0.10 H ended", "0.30 H began"])
  }

  @Test("P4: a hover recognizer removed during hover gets no more changes")
  func recognizerRemoved() {
    let scene = HoverScene()
    scene.view.removeInteraction(scene.interaction)
    let outer = UIHoverGestureRecognizer { r in scene.log.add("HO \(r.state)") }
    scene.harness.window.addGestureRecognizer(outer)
    scene.hover(150, 150, at: 0)
    scene.view.removeGestureRecognizer(scene.hover)
    scene.hover(160, 150, at: 0.1)
    scene.hover(170, 150, at: 0.2)
    #expect(!scene.log.lines.contains("0.20 H changed"))
    #expect(scene.log.lines.suffix(2) == ["0.10 HO changed", "0.20 HO changed"])
  }

  @Test("P3: the hovered view moved under another superview: the old ancestors' hover ends, the new ones' begins")
  func viewReparented() {
    let scene = HoverScene()
    scene.view.removeInteraction(scene.interaction)
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
    let right = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 400))
    left.addGestureRecognizer(UIHoverGestureRecognizer { r in scene.log.add("HL \(r.state)") })
    right.addGestureRecognizer(UIHoverGestureRecognizer { r in scene.log.add("HR \(r.state)") })
    scene.harness.window.addSubview(left)
    scene.harness.window.addSubview(right)
    left.addSubview(scene.view)
    scene.hover(150, 150, at: 0)
    // The same hit view at the next move, now at (250, 100) on the screen.
    scene.view.frame = CGRect(x: 50, y: 100, width: 100, height: 100)
    right.addSubview(scene.view)
    scene.hover(300, 150, at: 0.1)
    #expect(
      scene.log.lines == ["0.00 H began", "0.00 HL began", "0.10 HL ended", "0.10 H changed", "0.10 HR began"])
  }

  @Test("P6: an interaction without a delegate keeps the default region while the bounds stay, then follows them")
  func interactionWithoutDelegate() {
    let scene = HoverScene()
    scene.view.removeGestureRecognizer(scene.hover)
    scene.view.removeInteraction(scene.interaction)
    let bare = UIPointerInteraction(delegate: nil)
    scene.view.addInteraction(bare)
    scene.hover(150, 150, at: 0)
    let first = bare.currentRegion
    scene.hover(160, 150, at: 0.1)
    #expect(bare.currentRegion === first, "the same region object: nothing was made for the move")
    scene.view.bounds = CGRect(x: 0, y: 0, width: 120, height: 100)
    scene.hover(161, 150, at: 0.2)
    #expect(bare.currentRegion?.rect == CGRect(x: 0, y: 0, width: 120, height: 100))
    #expect(bare.currentRegion !== first)
    bare.isEnabled = false
    #expect(bare.currentRegion == nil)
    scene.hover(162, 150, at: 0.3)
    #expect(bare.currentRegion == nil, "a disabled interaction takes no region")
    bare.isEnabled = true
    scene.hover(163, 150, at: 0.4)
    #expect(bare.currentRegion?.rect == CGRect(x: 0, y: 0, width: 120, height: 100))
  }

  @Test("P3, Y2: a view marked for layout is laid out before the hover's hit test")
  func layoutBeforeHover() {
    final class Placing: UIView {
      let child = UIView()
      override func layoutSubviews() {
        super.layoutSubviews()
        child.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      }
    }
    let scene = HoverScene()
    scene.view.removeInteraction(scene.interaction)
    let container = Placing(frame: CGRect(x: 200, y: 200, width: 200, height: 200))
    scene.harness.window.addSubview(container)
    container.addSubview(container.child)
    container.child.addGestureRecognizer(UIHoverGestureRecognizer { r in scene.log.add("HC \(r.state)") })
    container.setNeedsLayout()
    scene.hover(250, 250, at: 0)
    #expect(scene.log.lines == ["0.00 HC began"])
  }
}
