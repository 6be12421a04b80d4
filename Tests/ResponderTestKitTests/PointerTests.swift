import Foundation
import ResponderKit
import ResponderTestKit
import Testing

/// Where the pointer tests write what happened, each line with the clock's time.
@MainActor
final class PointerLog {
  var lines: [String] = []
  var clock: VirtualClock?
  func add(_ line: String) {
    let time = clock.map { String(format: "%.2f ", $0.now) } ?? ""
    lines.append(time + line)
  }
}

/// A view that logs its touch calls with the touch's type and the event's buttons.
final class PointerProbeView: UIView {
  let name: String
  let log: PointerLog

  init(_ name: String, _ frame: CGRect, log: PointerLog) {
    self.name = name
    self.log = log
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { nil }

  private func describe(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
    let touch = touches.first!
    let type =
      switch touch.type {
      case .direct: "direct"
      case .indirectPointer: "indirectPointer"
      default: "other"
      }
    log.add("\(name) \(phase) \(type) buttons=\(event?.buttonMask.rawValue ?? -1) tapCount=\(touch.tapCount)")
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { describe("touchesBegan", touches, event) }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { describe("touchesMoved", touches, event) }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { describe("touchesEnded", touches, event) }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    describe("touchesCancelled", touches, event)
  }
}

/// A pointer interaction delegate that logs every call; `regions` decides the region from the
/// request (the default region when nil).
final class PointerDelegateProbe: UIPointerInteractionDelegate {
  let name: String
  let log: PointerLog
  var regions: ((UIPointerRegionRequest, UIPointerRegion) -> UIPointerRegion?)?
  var style: UIPointerStyle?
  var requests: [UIPointerRegionRequest] = []

  init(_ name: String, log: PointerLog) {
    self.name = name
    self.log = log
  }

  func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion
  ) -> UIPointerRegion? {
    requests.append(request)
    log.add("\(name) regionFor \(Int(request.location.x)),\(Int(request.location.y))")
    return regions.map { $0(request, defaultRegion) } ?? defaultRegion
  }

  func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
    log.add("\(name) styleFor \(region.identifier.map { "\($0)" } ?? "-")")
    return style
  }

  func pointerInteraction(
    _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating
  ) {
    log.add("\(name) willEnter \(region.identifier.map { "\($0)" } ?? "-")")
    animator.addAnimations { self.log.add("\(self.name) enter animation") }
  }

  func pointerInteraction(
    _ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating
  ) {
    log.add("\(name) willExit \(region.identifier.map { "\($0)" } ?? "-")")
  }
}

/// The research's hover scene: a window on an iPad-idiom harness, view V at (100, 100, 100,
/// 100) with a hover recognizer H and a pointer interaction I.
@MainActor
struct HoverScene {
  let log = PointerLog()
  let harness: TestHarness
  let view: PointerProbeView
  let hover: UIHoverGestureRecognizer
  let delegate: PointerDelegateProbe
  let interaction: UIPointerInteraction

  init(idiom: UIUserInterfaceIdiom = .pad, indirectInputEvents: Bool = true) {
    harness = TestHarness(
      frame: CGRect(x: 0, y: 0, width: 400, height: 400), idiom: idiom, indirectInputEvents: indirectInputEvents)
    log.clock = harness.clock
    view = PointerProbeView("V", CGRect(x: 100, y: 100, width: 100, height: 100), log: log)
    harness.window.addSubview(view)
    let log = self.log
    hover = UIHoverGestureRecognizer { recognizer in log.add("H \(recognizer.state)") }
    view.addGestureRecognizer(hover)
    delegate = PointerDelegateProbe("I", log: log)
    delegate.style = UIPointerStyle(effect: .highlight(UITargetedPreview(view: view)))
    interaction = UIPointerInteraction(delegate: delegate)
    view.addInteraction(interaction)
  }

  func hover(_ x: CGFloat, _ y: CGFloat, at time: TimeInterval) {
    harness.advance(to: time)
    harness.hover(to: CGPoint(x: x, y: y))
  }
}

@MainActor
@Suite("Pointer and hover (P)")
struct PointerTests {
  @Test("P1: a click is one .indirectPointer touch from press to release; without indirect input a .direct one")
  func p1ClickTouchType() {
    for indirect in [true, false] {
      let scene = HoverScene(indirectInputEvents: indirect)
      #expect(scene.harness.application.supportsIndirectInputEvents == indirect)
      scene.harness.advance(to: 1)
      let finger = scene.harness.pointerDown(at: CGPoint(x: 150, y: 150))
      scene.harness.advance(by: 0.2)
      scene.harness.lift(finger)
      let type = indirect ? "indirectPointer" : "direct"
      #expect(
        scene.log.lines == [
          "1.00 H began",
          "1.00 I regionFor 50,50", "1.00 I styleFor -", "1.00 I willEnter -", "1.00 I enter animation",
          "1.00 V touchesBegan \(type) buttons=1 tapCount=1", "1.20 V touchesEnded \(type) buttons=1 tapCount=1",
        ])
      #expect(finger.number == UIRawPointer.touchFinger)
    }
    #expect(UIApplication().supportsIndirectInputEvents, "on by default, as in new apps")
  }

  @Test("P2: buttonMask names the buttons; tap and long press take only the primary button by default")
  func p2ButtonMask() {
    #expect(UIEvent.ButtonMask.button(1) == .primary && UIEvent.ButtonMask.button(2) == .secondary)
    #expect(UIEvent.ButtonMask.button(3).rawValue == 4)
    let scene = HoverScene()
    let tap = UITapGestureRecognizer { _ in scene.log.add("tap") }
    let rightTap = UITapGestureRecognizer { _ in scene.log.add("right tap") }
    let press = UILongPressGestureRecognizer { r in scene.log.add("long press \(r.state)") }
    #expect(tap.buttonMaskRequired == .primary && press.buttonMaskRequired == .primary)
    rightTap.buttonMaskRequired = .secondary
    rightTap.buttonMaskRequired = []
    #expect(rightTap.buttonMaskRequired == .secondary, "the mask cannot be 0")
    for recognizer in [tap, rightTap, press] {
      recognizer.cancelsTouchesInView = false
      scene.view.addGestureRecognizer(recognizer)
    }
    let point = CGPoint(x: 150, y: 150)
    scene.harness.hover(to: point)
    scene.log.lines = []
    scene.harness.click(at: point, buttons: .secondary)
    scene.harness.advance(by: 1)
    scene.harness.click(at: point)
    scene.harness.advance(by: 1)
    let held = scene.harness.pointerDown(at: point, buttons: .secondary)
    scene.harness.advance(by: 0.8)
    scene.harness.lift(held)
    #expect(
      scene.log.lines == [
        "0.00 V touchesBegan indirectPointer buttons=2 tapCount=1", "0.05 right tap",
        "0.05 V touchesEnded indirectPointer buttons=2 tapCount=1",
        "1.05 V touchesBegan indirectPointer buttons=1 tapCount=1", "1.10 tap",
        "1.10 V touchesEnded indirectPointer buttons=1 tapCount=1",
        "2.10 V touchesBegan indirectPointer buttons=2 tapCount=1",
        "2.90 V touchesEnded indirectPointer buttons=2 tapCount=1",
      ])
  }

  @Test("P2: fingers reach every tap recognizer whatever its button mask")
  func p2FingersIgnoreMask() {
    let scene = HoverScene()
    let rightTap = UITapGestureRecognizer { _ in scene.log.add("right tap") }
    rightTap.buttonMaskRequired = .secondary
    scene.view.addGestureRecognizer(rightTap)
    scene.harness.tap(at: CGPoint(x: 150, y: 150))
    #expect(
      scene.log.lines == [
        "0.00 V touchesBegan direct buttons=0 tapCount=1", "0.05 right tap",
        "0.05 V touchesCancelled direct buttons=0 tapCount=1",
      ])
  }

  @Test("P3: hover reaches hover recognizers and pointer interactions on the hit path, never touches")
  func p3HoverPath() {
    let scene = HoverScene()
    let inner = PointerProbeView("W", CGRect(x: 10, y: 10, width: 30, height: 30), log: scene.log)
    scene.view.addSubview(inner)
    let innerHover = UIHoverGestureRecognizer { r in scene.log.add("HW \(r.state)") }
    inner.addGestureRecognizer(innerHover)
    let hidden = PointerProbeView("X", CGRect(x: 60, y: 60, width: 30, height: 30), log: scene.log)
    hidden.isUserInteractionEnabled = false
    hidden.addGestureRecognizer(UIHoverGestureRecognizer { r in scene.log.add("HX \(r.state)") })
    scene.view.addSubview(hidden)
    scene.hover(120, 120, at: 0)
    scene.hover(170, 170, at: 0.1)
    scene.hover(300, 300, at: 0.2)
    #expect(
      scene.log.lines == [
        "0.00 HW began", "0.00 H began", "0.00 I regionFor 20,20", "0.00 I styleFor -", "0.00 I willEnter -",
        "0.00 I enter animation",
        "0.10 HW ended", "0.10 H changed", "0.10 I regionFor 70,70",
        "0.20 H ended", "0.20 I willExit -",
      ])
  }

  @Test("P4: enter began, moves changed, exit ended, reset after each; location(in:) follows the pointer")
  func p4HoverStates() {
    let scene = HoverScene()
    var locations: [CGPoint] = []
    scene.hover.addTarget(scene.view) { (_: UIView) in
      { recognizer in locations.append(recognizer.location(in: scene.view)) }
    }
    scene.hover(50, 50, at: 0)
    scene.hover(150, 150, at: 0.1)
    scene.hover(160, 150, at: 0.2)
    scene.hover(250, 250, at: 0.3)
    #expect(scene.hover.state == .possible, "reset after the end")
    scene.hover(150, 150, at: 0.4)
    scene.harness.endHover()
    #expect(
      scene.log.lines == [
        "0.10 H began", "0.10 I regionFor 50,50", "0.10 I styleFor -", "0.10 I willEnter -", "0.10 I enter animation",
        "0.20 H changed", "0.20 I regionFor 60,50",
        "0.30 H ended", "0.30 I willExit -",
        "0.40 H began", "0.40 I regionFor 50,50", "0.40 I styleFor -", "0.40 I willEnter -", "0.40 I enter animation",
        "0.40 H ended", "0.40 I willExit -",
      ])
    #expect(locations.prefix(2) == [CGPoint(x: 50, y: 50), CGPoint(x: 60, y: 50)])
    #expect(scene.harness.application.pointerLocation == nil)
  }

  @Test("P4: the pointer gone cancels hover; on the phone idiom hover never recognizes")
  func p4CancelledAndPhone() {
    let scene = HoverScene()
    scene.hover(150, 150, at: 0)
    scene.harness.application.receive(
      UIRawPointer(phase: .cancelled, location: CGPoint(x: 150, y: 150)), timestamp: 0.1)
    #expect(Array(scene.log.lines.suffix(2)) == ["0.00 H cancelled", "0.00 I willExit -"])
    #expect(scene.hover.state == .possible)

    let phone = HoverScene(idiom: .phone)
    phone.hover(150, 150, at: 0)
    phone.hover(160, 150, at: 0.1)
    phone.harness.endHover()
    #expect(phone.log.lines.isEmpty)
    #expect(phone.harness.application.userInterfaceIdiom == .phone)
  }

  @Test("P4: a delegate that refuses the hover keeps the recognizer out until the pointer leaves")
  func p4DelegateRefuses() {
    final class Refuser: UIGestureRecognizerDelegate {
      var answer = false
      func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { answer }
    }
    let scene = HoverScene()
    scene.view.removeInteraction(scene.interaction)
    let refuser = Refuser()
    scene.hover.delegate = refuser
    scene.hover(150, 150, at: 0)
    refuser.answer = true
    scene.hover(160, 150, at: 0.1)
    scene.hover(300, 300, at: 0.2)
    scene.hover(150, 150, at: 0.3)
    #expect(scene.log.lines == ["0.30 H began"])
  }

  @Test("P5: a wheel scrolls a scroll view by its translation, with no touch to the content")
  func p5WheelScrollsScrollView() {
    let log = PointerLog()
    let harness = TestHarness(frame: CGRect(x: 0, y: 0, width: 400, height: 400), idiom: .pad)
    log.clock = harness.clock
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    scroll.contentSize = CGSize(width: 400, height: 2000)
    harness.window.addSubview(scroll)
    let content = PointerProbeView("C", CGRect(x: 0, y: 0, width: 400, height: 2000), log: log)
    scroll.addSubview(content)
    #expect(scroll.panGestureRecognizer.allowedScrollTypesMask == .all)
    harness.scroll(at: CGPoint(x: 200, y: 200), by: CGPoint(x: 0, y: -40))
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 40))
    harness.scroll(at: CGPoint(x: 200, y: 200), by: CGPoint(x: 0, y: -25), type: .continuous)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 65))
    harness.scroll(at: CGPoint(x: 200, y: 200), by: CGPoint(x: 0, y: 15))
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 50))
    #expect(log.lines.isEmpty, "no content touch")
    #expect(!scroll.isDragging && scroll.panGestureRecognizer.state == .possible)
  }

  @Test("P5: a plain pan takes no scroll unless allowedScrollTypesMask says so, by kind")
  func p5PanMask() {
    let log = PointerLog()
    let harness = TestHarness(frame: CGRect(x: 0, y: 0, width: 400, height: 400), idiom: .pad)
    let view = UIView(frame: harness.window.bounds)
    harness.window.addSubview(view)
    let pan = UIPanGestureRecognizer { r in
      let pan = r as! UIPanGestureRecognizer
      let t = pan.translation(in: view)
      log.add("pan \(r.state) \(Int(t.x)),\(Int(t.y))")
    }
    view.addGestureRecognizer(pan)
    #expect(pan.allowedScrollTypesMask == [])
    harness.scroll(at: CGPoint(x: 100, y: 100), by: CGPoint(x: 5, y: -10))
    pan.allowedScrollTypesMask = .discrete
    harness.scroll(at: CGPoint(x: 100, y: 100), by: CGPoint(x: 5, y: -10), type: .continuous)
    harness.scroll(at: CGPoint(x: 100, y: 100), by: CGPoint(x: 5, y: -10))
    #expect(log.lines == ["pan began 0,0", "pan changed 5,-10", "pan ended 5,-10"])
    #expect(pan.state == .possible)
  }

  @Test("P6: a new region exits the old, asks its style, enters it; nil exits; hover exit exits")
  func p6Regions() {
    let scene = HoverScene()
    scene.view.removeGestureRecognizer(scene.hover)
    // Left half "L", right half "R", nothing below y = 80.
    scene.delegate.regions = { request, _ in
      guard request.location.y < 80 else { return nil }
      let left = request.location.x < 50
      return UIPointerRegion(
        rect: CGRect(x: left ? 0 : 50, y: 0, width: 50, height: 80), identifier: left ? "L" : "R")
    }
    scene.hover(110, 110, at: 0)
    scene.hover(120, 110, at: 0.1)
    scene.hover(170, 110, at: 0.2)
    scene.hover(170, 190, at: 0.3)
    scene.hover(120, 110, at: 0.4)
    scene.harness.endHover()
    #expect(
      scene.log.lines == [
        "0.00 I regionFor 10,10", "0.00 I styleFor L", "0.00 I willEnter L", "0.00 I enter animation",
        "0.10 I regionFor 20,10",
        "0.20 I regionFor 70,10", "0.20 I willExit L", "0.20 I styleFor R", "0.20 I willEnter R",
        "0.20 I enter animation",
        "0.30 I regionFor 70,90", "0.30 I willExit R",
        "0.40 I regionFor 20,10", "0.40 I styleFor L", "0.40 I willEnter L", "0.40 I enter animation",
        "0.40 I willExit L",
      ])
    #expect(scene.interaction.currentRegion == nil)
  }

  @Test("P6: styles, effects and shapes are values; the current region and style are reported")
  func p6StyleValues() {
    let scene = HoverScene()
    let preview = UITargetedPreview(view: scene.view)
    scene.delegate.style = UIPointerStyle(effect: .lift(preview), shape: .roundedRect(scene.view.bounds))
    scene.hover(150, 150, at: 0)
    let style = scene.interaction.currentStyle
    #expect(scene.interaction.currentRegion?.rect == scene.view.bounds)
    if case .lift(let shown)? = style?.effect { #expect(shown === preview) } else { Issue.record("no lift") }
    if case .roundedRect(let rect, let radius)? = style?.shape {
      #expect(rect == scene.view.bounds && radius == UIPointerShape.defaultCornerRadius)
    } else {
      Issue.record("no shape")
    }
    #expect(UIPointerStyle.hidden().isHidden && !UIPointerStyle.system().isHidden)
    let beam = UIPointerStyle(shape: .verticalBeam(length: 20), constrainedAxes: .vertical)
    #expect(beam.constrainedAxes == .vertical && beam.effect == nil)
    scene.interaction.isEnabled = false
    #expect(scene.interaction.currentRegion == nil && scene.log.lines.last == "0.00 I willExit -")
  }

  @Test("P7: modifier keys held during pointer input are on the event, the recognizer and the request")
  func p7Modifiers() {
    let scene = HoverScene()
    var flags: [UIKeyModifierFlags] = []
    scene.hover.addTarget(scene.view) { (_: UIView) in { recognizer in flags.append(recognizer.modifierFlags) } }
    final class FlagView: UIView {
      var flags: [UIKeyModifierFlags] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        flags.append(event?.modifierFlags ?? [])
      }
    }
    let flagView = FlagView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    scene.harness.window.addSubview(flagView)
    scene.harness.pointerModifierFlags = [.shift, .command]
    scene.hover(150, 150, at: 0)
    scene.harness.click(at: CGPoint(x: 20, y: 20))
    #expect(flags == [[.shift, .command], [.shift, .command]], "began, then ended as the click moved away")
    #expect(scene.delegate.requests.first?.modifiers == [.shift, .command])
    #expect(flagView.flags == [[.shift, .command]])
  }

  @Test("P8: press, drag and release are touchesBegan, Moved, Ended; hover pauses and resumes with changed")
  func p8ClickPausesHover() {
    let scene = HoverScene()
    scene.view.removeInteraction(scene.interaction)
    scene.hover(150, 150, at: 0.4)
    scene.harness.advance(to: 0.5)
    let finger = scene.harness.pointerDown(at: CGPoint(x: 150, y: 150))
    scene.harness.advance(to: 0.6)
    scene.harness.move(finger, to: CGPoint(x: 155, y: 150))
    scene.harness.move(finger, to: CGPoint(x: 300, y: 300))
    scene.harness.advance(to: 0.7)
    scene.harness.lift(finger)
    scene.hover(158, 150, at: 0.8)
    scene.harness.advance(to: 0.85)
    scene.harness.click(at: CGPoint(x: 158, y: 150))
    scene.harness.click(at: CGPoint(x: 158, y: 150))
    #expect(
      scene.log.lines == [
        "0.40 H began",
        "0.50 V touchesBegan indirectPointer buttons=1 tapCount=1",
        "0.60 V touchesMoved indirectPointer buttons=1 tapCount=1",
        "0.60 V touchesMoved indirectPointer buttons=1 tapCount=1",
        "0.70 V touchesEnded indirectPointer buttons=1 tapCount=1",
        "0.80 H changed",
        "0.85 V touchesBegan indirectPointer buttons=1 tapCount=1",
        "0.90 V touchesEnded indirectPointer buttons=1 tapCount=1",
        "0.90 V touchesBegan indirectPointer buttons=1 tapCount=2",
        "0.95 V touchesEnded indirectPointer buttons=1 tapCount=2",
      ])
  }

  @Test("P8: a secondary press gives the same touch sequence with .secondary")
  func p8SecondaryClick() {
    let scene = HoverScene()
    scene.view.removeInteraction(scene.interaction)
    scene.view.removeGestureRecognizer(scene.hover)
    let finger = scene.harness.pointerDown(at: CGPoint(x: 150, y: 150), buttons: .secondary)
    scene.harness.advance(by: 0.05)
    scene.harness.move(finger, to: CGPoint(x: 160, y: 150))
    scene.harness.lift(finger)
    #expect(
      scene.log.lines == [
        "0.00 V touchesBegan indirectPointer buttons=2 tapCount=1",
        "0.05 V touchesMoved indirectPointer buttons=2 tapCount=1",
        "0.05 V touchesEnded indirectPointer buttons=2 tapCount=1",
      ])
  }

  @Test("P8: a click the application cancels gets nothing more; the release is not an error")
  func p8CancelledClick() {
    let scene = HoverScene()
    var notes: [String] = []
    scene.harness.application.engineObserver = { note in
      if case .inputError(let fault) = note { notes.append(fault.description) }
    }
    let finger = scene.harness.pointerDown(at: CGPoint(x: 150, y: 150))
    scene.harness.application.cancelAllTouches(timestamp: scene.harness.now)
    scene.harness.move(finger, to: CGPoint(x: 160, y: 150))
    scene.harness.lift(finger)
    #expect(
      scene.log.lines.filter { $0.contains("touches") }.map { $0.split(separator: " ")[2] } == [
        "touchesBegan", "touchesCancelled",
      ])
    #expect(notes.isEmpty)
    scene.harness.application.receive(UIRawPointer(phase: .up, location: .zero), timestamp: 1)
    #expect(notes == ["pointerNotDown"])
  }
}

/// Logs the context-menu delegate calls a secondary click makes.
final class SecondaryClickMenuDelegate: UIContextMenuInteractionDelegate {
  let log: PointerLog

  init(log: PointerLog) {
    self.log = log
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    log.add("configurationForMenu \(Int(location.x)),\(Int(location.y))")
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
      UIMenu(children: [UIAction(title: "Copy") { _ in }, UIAction(title: "Share") { _ in }])
    }
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    log.add("previewForHighlighting")
    return nil
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    log.add("willDisplayMenu")
  }
}

@MainActor
@Suite("Pointer and context menus (P8, M6)")
struct PointerContextMenuTests {
  @Test("P8: a secondary click opens the view's compact context menu at once (M6); the click's touches go on")
  func secondaryClickOpensMenu() {
    let log = PointerLog()
    let harness = TestHarness(
      rootViewController: UIViewController(), frame: CGRect(x: 0, y: 0, width: 400, height: 400), idiom: .pad)
    log.clock = harness.clock
    let view = PointerProbeView("V", CGRect(x: 100, y: 100, width: 100, height: 100), log: log)
    harness.window.rootViewController!.view.addSubview(view)
    let delegate = SecondaryClickMenuDelegate(log: log)
    let interaction = UIContextMenuInteraction(delegate: delegate)
    view.addInteraction(interaction)
    harness.click(at: CGPoint(x: 150, y: 160), buttons: .secondary)
    #expect(
      log.lines == [
        "0.00 V touchesBegan indirectPointer buttons=2 tapCount=1", "0.00 configurationForMenu 50,60",
        "0.00 willDisplayMenu", "0.05 V touchesEnded indirectPointer buttons=2 tapCount=1",
      ])
    #expect(interaction.menuAppearance == .compact)
    #expect(interaction.presentedMenu?.children.map(\.title) == ["Copy", "Share"])
    harness.advance(by: 1)
    #expect(log.lines.count == 4, "no held-touch menu after the click")
  }
}
