import Foundation
import ResponderKit
import ResponderTestKit
import Testing

/// A button that logs its touch calls, its control events and its menu's delegate calls.
final class MenuLoggingButton: UIButton {
  let log: TimedLog
  init(log: TimedLog) {
    self.log = log
    super.init(frame: CGRect(x: 60, y: 60, width: 120, height: 44))
  }
  required init?(coder: NSCoder) { nil }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("B touchesBegan")
    super.touchesBegan(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("B touchesEnded")
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("B touchesCancelled")
    super.touchesCancelled(touches, with: event)
  }
  override func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    log.add("B configuration (\(Int(location.x)),\(Int(location.y)))")
    return super.contextMenuInteraction(interaction, configurationForMenuAtLocation: location)
  }
  override func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    log.add("B willDisplayMenu")
  }
  override func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    log.add("B willEnd")
  }
}

/// A view controller's root view with one button whose menu offers Sort and Filter; every
/// control event the button sends is logged.
@MainActor
struct ControlMenuScene {
  let harness: TestHarness
  let log: TimedLog
  let button: MenuLoggingButton

  init(primary: Bool) {
    let controller = UIViewController()
    harness = TestHarness(rootViewController: controller, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let clock = harness.clock
    log = TimedLog { clock.now }
    button = MenuLoggingButton(log: log)
    controller.view.addSubview(button)
    let log = self.log
    button.menu = UIMenu(children: [
      UIAction(title: "Sort") { _ in log.add("action Sort") },
      UIAction(title: "Filter") { _ in log.add("action Filter") },
    ])
    button.showsMenuAsPrimaryAction = primary
    let events: [(UIControl.Event, String)] = [
      (.touchDown, "touchDown"), (.menuActionTriggered, "menuActionTriggered"), (.touchUpInside, "touchUpInside"),
      (.touchCancel, "touchCancel"), (.primaryActionTriggered, "primaryActionTriggered"),
    ]
    for (event, name) in events {
      button.addAction(UIAction { _ in log.add("B \(name)") }, for: event)
    }
  }
}

@MainActor
@Suite("Control menus")
struct ControlMenuTests {
  @Test("M7: a control has no menu interaction by default; a button's menu enables it, nil disables it")
  func enabling() {
    let control = UIControl(frame: .zero)
    #expect(!control.isContextMenuInteractionEnabled)
    #expect(control.contextMenuInteraction == nil)
    #expect(!control.showsMenuAsPrimaryAction)
    let button = UIButton(type: .system)
    button.menu = UIMenu(children: [UIAction(title: "Sort") { _ in }])
    #expect(button.isContextMenuInteractionEnabled)
    let interaction = button.contextMenuInteraction
    #expect(interaction != nil)
    #expect(interaction?.delegate === button)
    #expect(button.interactions.count == 1)
    #expect(button.interactions.first === interaction)
    button.menu = nil
    #expect(!button.isContextMenuInteractionEnabled)
    #expect(button.contextMenuInteraction == nil)
    #expect(button.interactions.isEmpty)
    #expect(
      button.contextMenuInteraction(
        UIContextMenuInteraction(delegate: button), configurationForMenuAtLocation: .zero) == nil)
  }

  @Test("M7: with showsMenuAsPrimaryAction a touch-down presents the compact menu; the menu takes the touch")
  func primaryAction() {
    let scene = ControlMenuScene(primary: true)
    let finger = scene.harness.touchDown(at: CGPoint(x: 100, y: 80))
    scene.harness.advance(to: 0.1)
    scene.harness.lift(finger)
    #expect(
      scene.log.lines == [
        "0.000 B touchesBegan", "0.000 B touchDown", "0.000 B menuActionTriggered", "0.000 B configuration (40,20)",
        "0.000 B willDisplayMenu", "0.000 B touchesCancelled", "0.000 B touchCancel",
      ])
    #expect(scene.button.contextMenuInteraction?.menuAppearance == .compact)
    #expect(scene.harness.presentedContextMenu?.children.map(\.title) == ["Sort", "Filter"])
    #expect(scene.harness.tapMenuAction(titled: "Filter"))
    #expect(Array(scene.log.lines.suffix(2)) == ["0.100 action Filter", "0.100 B willEnd"])
    #expect(scene.harness.presentedContextMenu == nil)
  }

  @Test("M7: without it a tap is the button's action and a held touch presents the menu as M3 says")
  func heldTouch() {
    let scene = ControlMenuScene(primary: false)
    scene.harness.tap(at: CGPoint(x: 100, y: 80))
    #expect(
      scene.log.lines == [
        "0.000 B touchesBegan", "0.000 B touchDown", "0.050 B touchesEnded", "0.050 B touchUpInside",
        "0.050 B primaryActionTriggered",
      ])
    #expect(scene.harness.presentedContextMenu == nil)
    scene.log.lines.removeAll()
    let start = scene.harness.clock.now
    let finger = scene.harness.touchDown(at: CGPoint(x: 100, y: 80))
    scene.harness.advance(to: start + 1.0)
    scene.harness.lift(finger)
    let at = { (offset: Double, text: String) in String(format: "%.3f ", start + offset) + text }
    #expect(
      scene.log.lines == [
        at(0, "B touchesBegan"), at(0, "B touchDown"), at(0.15, "B configuration (40,20)"),
        at(0.4, "B willDisplayMenu"), at(0.4, "B touchesCancelled"), at(0.4, "B touchCancel"),
      ])
    #expect(scene.button.contextMenuInteraction?.menuAppearance == .rich)
  }
}
