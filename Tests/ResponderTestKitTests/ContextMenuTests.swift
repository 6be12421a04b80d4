import Foundation
import ResponderKit
import ResponderTestKit
import Testing

/// A shared, timestamped log of what the views, recognizers and delegates of a test got.
@MainActor
final class TimedLog {
  let clock: () -> TimeInterval
  var lines: [String] = []
  init(clock: @escaping () -> TimeInterval) { self.clock = clock }
  func add(_ text: String) { lines.append(String(format: "%.3f ", clock()) + text) }
}

/// A view that logs its touch calls.
final class LoggingView: UIView {
  let name: String
  let log: TimedLog
  init(_ name: String, _ frame: CGRect, log: TimedLog) {
    self.name = name
    self.log = log
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { nil }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("\(name) touchesBegan") }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("\(name) touchesMoved") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("\(name) touchesEnded") }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("\(name) touchesCancelled")
  }
}

/// A context-menu delegate that logs every call and offers two actions.
final class MenuDelegate: UIContextMenuInteractionDelegate {
  let log: TimedLog
  var returnsConfiguration = true
  var emptyConfiguration = false
  var chosen: [String] = []
  init(log: TimedLog) { self.log = log }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    log.add("D configuration (\(Int(location.x)),\(Int(location.y)))")
    guard returnsConfiguration else { return nil }
    if emptyConfiguration { return UIContextMenuConfiguration() }
    return UIContextMenuConfiguration(identifier: "item", previewProvider: nil) { suggested in
      UIMenu(children: [
        UIAction(title: "Copy") { [weak self] _ in
          self?.log.add("D action Copy")
          self?.chosen.append("Copy")
        },
        UIMenu(
          title: "More",
          children: [
            UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in self?.log.add("D action Delete") }
          ]),
      ])
    }
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    log.add("D previewForHighlighting")
    return nil
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    log.add("D previewForDismissing")
    return nil
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    log.add("D willDisplayMenu")
    animator?.addAnimations { [log] in log.add("D animation") }
    animator?.addCompletion { [log] in log.add("D completion") }
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    log.add("D willEnd")
  }
}

/// The scene of the research's checks: a view controller's root view R (320 × 480) and V
/// (60, 60, 200, 200) in it with the interaction and a tap recognizer G; V logs its touches.
@MainActor
struct MenuScene {
  let harness: TestHarness
  let log: TimedLog
  let view: LoggingView
  let delegate: MenuDelegate
  let interaction: UIContextMenuInteraction
  let tap: UITapGestureRecognizer

  init(viewController: Bool = true, idiom: UIUserInterfaceIdiom = .phone) {
    let controller = UIViewController()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    harness =
      viewController
      ? TestHarness(rootViewController: controller, frame: frame, idiom: idiom)
      : TestHarness(rootView: root, frame: frame, idiom: idiom)
    let clock = harness.clock
    log = TimedLog { clock.now }
    view = LoggingView("V", CGRect(x: 60, y: 60, width: 200, height: 200), log: log)
    (viewController ? controller.view : root).addSubview(view)
    delegate = MenuDelegate(log: log)
    interaction = UIContextMenuInteraction(delegate: delegate)
    let log = self.log
    tap = UITapGestureRecognizer { recognizer in log.add("G \(recognizer.state == .ended ? "action" : "?")") }
    view.addGestureRecognizer(tap)
    view.addInteraction(interaction)
  }
}

@MainActor
@Suite("Context menus")
struct ContextMenuTests {
  @Test("M1: adding the interaction installs its recognizers on the view; removing takes them away")
  func installs() {
    let scene = MenuScene()
    #expect(scene.view.interactions.count == 1)
    #expect(scene.view.gestureRecognizers?.count == 3)
    #expect(scene.interaction.view === scene.view)
    scene.view.removeInteraction(scene.interaction)
    #expect(scene.view.gestureRecognizers?.count == 1)
    #expect(scene.interaction.view == nil)
  }

  @Test("M1/M2/M3: a held touch asks at 0.15 s, presents at 0.4 s and cancels the view's touch")
  func hold() {
    let scene = MenuScene()
    let finger = scene.harness.touchDown(at: CGPoint(x: 160, y: 160))
    scene.harness.advance(to: 1.0)
    scene.harness.lift(finger)
    #expect(
      scene.log.lines == [
        "0.000 V touchesBegan", "0.150 D configuration (100,100)", "0.150 D previewForHighlighting",
        "0.400 D willDisplayMenu", "0.400 D animation", "0.400 D completion", "0.400 V touchesCancelled",
      ])
    #expect(scene.tap.state == .possible)
    #expect(scene.interaction.menuAppearance == .rich)
    #expect(scene.harness.presentedContextMenu?.children.map(\.title) == ["Copy", "More"])
  }

  @Test("M3: on the pad idiom the menu presents at 0.325 s")
  func padIdiom() {
    let scene = MenuScene(idiom: .pad)
    let finger = scene.harness.touchDown(at: CGPoint(x: 160, y: 160))
    scene.harness.advance(to: 0.324)
    #expect(!scene.log.lines.contains { $0.hasSuffix("willDisplayMenu") })
    scene.harness.advance(to: 0.5)
    scene.harness.lift(finger)
    #expect(scene.log.lines.contains("0.325 D willDisplayMenu"))
    #expect(scene.log.lines.last == "0.325 V touchesCancelled")
  }

  @Test("M3: without a view controller above the view no menu presents and the interaction ends")
  func noViewController() {
    let scene = MenuScene(viewController: false)
    let finger = scene.harness.touchDown(at: CGPoint(x: 160, y: 160))
    scene.harness.advance(to: 0.6)
    scene.harness.lift(finger)
    #expect(
      scene.log.lines == [
        "0.000 V touchesBegan", "0.150 D configuration (100,100)", "0.150 D previewForHighlighting",
        "0.400 D willEnd", "0.600 G action", "0.600 V touchesCancelled",
      ])
    #expect(scene.harness.presentedContextMenu == nil)
  }

  @Test("M3: an empty configuration ends at once with willEndFor and leaves the touch to the view")
  func emptyConfiguration() {
    let scene = MenuScene()
    scene.delegate.emptyConfiguration = true
    let finger = scene.harness.touchDown(at: CGPoint(x: 160, y: 160))
    scene.harness.advance(to: 0.6)
    scene.harness.lift(finger)
    #expect(
      scene.log.lines == [
        "0.000 V touchesBegan", "0.150 D configuration (100,100)", "0.150 D previewForHighlighting",
        "0.400 D willEnd", "0.600 G action", "0.600 V touchesCancelled",
      ])
  }

  @Test("M4: the menu stays after the lift; a touch outside dismisses it and reaches nothing else")
  func dismissOutside() {
    let scene = MenuScene()
    let finger = scene.harness.touchDown(at: CGPoint(x: 160, y: 160))
    scene.harness.advance(to: 1.0)
    scene.harness.lift(finger)
    #expect(scene.harness.presentedContextMenu != nil)
    scene.log.lines = []
    scene.harness.advance(to: 2.0)
    scene.harness.tap(at: CGPoint(x: 10, y: 10))
    #expect(scene.log.lines == ["2.000 D willEnd", "2.000 D previewForDismissing"])
    #expect(scene.harness.presentedContextMenu == nil)
    // The next tap reaches the app again.
    scene.log.lines = []
    scene.harness.advance(to: 3.0)
    scene.harness.tap(at: CGPoint(x: 160, y: 160))
    #expect(scene.log.lines == ["3.000 V touchesBegan", "3.050 G action", "3.050 V touchesCancelled"])
  }

  @Test("M4: a touch on the view itself while the menu is shown dismisses it and reaches nothing else")
  func dismissOnView() {
    let scene = MenuScene()
    let finger = scene.harness.touchDown(at: CGPoint(x: 160, y: 160))
    scene.harness.advance(to: 0.5)
    scene.harness.lift(finger)
    scene.log.lines = []
    scene.harness.advance(to: 1.0)
    scene.harness.tap(at: CGPoint(x: 160, y: 160))
    #expect(scene.log.lines == ["1.000 D willEnd", "1.000 D previewForDismissing"])
  }

  @Test("M4: choosing an item runs its action, then willEndFor")
  func chooseItem() {
    let scene = MenuScene()
    let finger = scene.harness.touchDown(at: CGPoint(x: 160, y: 160))
    scene.harness.advance(to: 0.5)
    scene.harness.lift(finger)
    scene.log.lines = []
    #expect(scene.harness.tapMenuAction(titled: "Delete"))
    #expect(scene.log.lines == ["0.500 D action Delete", "0.500 D willEnd"])
    #expect(scene.harness.presentedContextMenu == nil)
    #expect(!scene.harness.tapMenuAction(titled: "Copy"))
  }

  @Test("M4: an unknown title chooses nothing and keeps the menu")
  func chooseUnknown() {
    let scene = MenuScene()
    let finger = scene.harness.touchDown(at: CGPoint(x: 160, y: 160))
    scene.harness.advance(to: 0.5)
    scene.harness.lift(finger)
    #expect(!scene.harness.tapMenuAction(titled: "Paste"))
    #expect(scene.harness.presentedContextMenu != nil)
    scene.interaction.dismissMenu()
    #expect(scene.log.lines.suffix(2) == ["0.500 D willEnd", "0.500 D previewForDismissing"])
  }

  @Test("M5: a lift between 0.15 s and the presentation taps as without the interaction; willEndFor comes last")
  func earlyLift() {
    let scene = MenuScene()
    let finger = scene.harness.touchDown(at: CGPoint(x: 160, y: 160))
    scene.harness.advance(to: 0.3)
    scene.harness.lift(finger)
    #expect(
      scene.log.lines == [
        "0.000 V touchesBegan", "0.150 D configuration (100,100)", "0.150 D previewForHighlighting",
        "0.300 G action", "0.300 V touchesCancelled", "0.300 D willEnd",
      ])
  }

  @Test("M5: a quick tap makes no interaction call")
  func quickTap() {
    let scene = MenuScene()
    let finger = scene.harness.touchDown(at: CGPoint(x: 160, y: 160))
    scene.harness.advance(to: 0.1)
    scene.harness.lift(finger)
    #expect(scene.log.lines == ["0.000 V touchesBegan", "0.100 G action", "0.100 V touchesCancelled"])
  }

  @Test("M1/M5: moving more than 10 pt before the presentation ends the interaction; the tap still recognizes")
  func movedAway() {
    let scene = MenuScene()
    let finger = scene.harness.touchDown(at: CGPoint(x: 160, y: 160))
    scene.harness.advance(to: 0.2)
    scene.harness.move(finger, to: CGPoint(x: 175, y: 160))
    scene.harness.advance(to: 0.5)
    scene.harness.lift(finger)
    #expect(
      scene.log.lines == [
        "0.000 V touchesBegan", "0.150 D configuration (100,100)", "0.150 D previewForHighlighting",
        "0.200 V touchesMoved", "0.200 D willEnd", "0.500 G action", "0.500 V touchesCancelled",
      ])
  }

  @Test("M1: a movement of exactly 10 pt on one axis is allowed")
  func movementLimit() {
    let scene = MenuScene()
    let finger = scene.harness.touchDown(at: CGPoint(x: 160, y: 160))
    scene.harness.advance(to: 0.2)
    scene.harness.move(finger, to: CGPoint(x: 170, y: 150))
    scene.harness.advance(to: 0.5)
    #expect(scene.log.lines.contains("0.400 D willDisplayMenu"))
    scene.harness.lift(finger)
  }

  @Test("M1: a second finger ends the interaction")
  func secondFinger() {
    let scene = MenuScene()
    let first = scene.harness.touchDown(at: CGPoint(x: 160, y: 160))
    scene.harness.advance(to: 0.2)
    let second = scene.harness.touchDown(at: CGPoint(x: 200, y: 200))
    scene.harness.advance(to: 0.5)
    scene.harness.lift(second)
    scene.harness.lift(first)
    #expect(scene.log.lines.contains("0.200 D willEnd"))
    #expect(!scene.log.lines.contains { $0.hasSuffix("willDisplayMenu") })
  }

  @Test("M2: a nil configuration makes no more calls; the tap behaves as without the interaction")
  func nilConfiguration() {
    let scene = MenuScene()
    scene.delegate.returnsConfiguration = false
    let finger = scene.harness.touchDown(at: CGPoint(x: 160, y: 160))
    scene.harness.advance(to: 0.5)
    scene.harness.lift(finger)
    #expect(
      scene.log.lines == [
        "0.000 V touchesBegan", "0.150 D configuration (100,100)", "0.500 G action", "0.500 V touchesCancelled",
      ])
  }

  @Test("M5: a cancelled touch before the presentation ends the interaction with willEndFor")
  func cancelledTouch() {
    let scene = MenuScene()
    let finger = scene.harness.touchDown(at: CGPoint(x: 160, y: 160))
    scene.harness.advance(to: 0.2)
    scene.harness.cancel(finger)
    #expect(
      scene.log.lines == [
        "0.000 V touchesBegan", "0.150 D configuration (100,100)", "0.150 D previewForHighlighting",
        "0.200 V touchesCancelled", "0.200 D willEnd",
      ])
  }

  @Test("M3/G8: at presentation an enclosing scroll view's pan fails and its content's touch is cancelled once")
  func scrollViewAbove() {
    let log = TimedLog { 0 }
    let controller = UIViewController()
    let harness = TestHarness(rootViewController: controller, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    scroll.contentSize = CGSize(width: 320, height: 2000)
    controller.view.addSubview(scroll)
    let view = LoggingView("V", CGRect(x: 60, y: 60, width: 200, height: 200), log: log)
    scroll.addSubview(view)
    let delegate = MenuDelegate(log: log)
    view.addInteraction(UIContextMenuInteraction(delegate: delegate))
    let finger = harness.touchDown(at: CGPoint(x: 160, y: 160))
    harness.advance(to: 0.6)
    harness.move(finger, to: CGPoint(x: 160, y: 100), duration: 0.2)
    harness.lift(finger)
    #expect(scroll.contentOffset == .zero)
    #expect(log.lines.filter { $0.hasSuffix("touchesCancelled") || $0.hasSuffix("touchesEnded") }.count == 1)
    #expect(scroll.panGestureRecognizer.state == .possible)
  }

  @Test("M6: a secondary click presents a compact menu at once; the click's touch stays the view's")
  func secondaryClick() {
    let scene = MenuScene(idiom: .pad)
    scene.harness.click(at: CGPoint(x: 160, y: 160), buttons: .secondary)
    #expect(
      scene.log.lines == [
        "0.000 V touchesBegan", "0.000 D configuration (100,100)", "0.000 D willDisplayMenu", "0.000 D animation",
        "0.000 D completion", "0.050 V touchesEnded",
      ])
    #expect(scene.interaction.menuAppearance == .compact)
    #expect(scene.harness.tapMenuAction(titled: "Copy"))
    #expect(scene.log.lines.suffix(2) == ["0.050 D action Copy", "0.050 D willEnd"])
  }

  @Test("M6: a primary pointer press presents as a touch does, but may move only 3 pt")
  func primaryPointerPress() {
    let scene = MenuScene(idiom: .pad)
    let press = scene.harness.pointerDown(at: CGPoint(x: 160, y: 160))
    scene.harness.advance(to: 0.2)
    scene.harness.move(press, to: CGPoint(x: 164, y: 160))
    scene.harness.advance(to: 0.5)
    scene.harness.lift(press)
    #expect(scene.log.lines.contains("0.200 D willEnd"))
    #expect(!scene.log.lines.contains { $0.hasSuffix("willDisplayMenu") })
    scene.log.lines = []
    scene.harness.advance(to: 1)
    let held = scene.harness.pointerDown(at: CGPoint(x: 160, y: 160))
    scene.harness.advance(to: 1.5)
    scene.harness.lift(held)
    #expect(scene.log.lines.contains("1.325 D willDisplayMenu"))
    #expect(scene.interaction.menuAppearance == .rich)
  }
}
