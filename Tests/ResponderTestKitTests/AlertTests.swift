import Foundation
import ResponderKit
import ResponderTestKit
import Testing

/// Where the alert and tab bar tests write the calls they see, in order.
@MainActor
final class OrderLog {
  var lines: [String] = []
  func add(_ line: String) { lines.append(line) }
}

/// A controller that logs its appearance calls, with its name.
final class AppearanceLogController: UIViewController {
  let name: String
  let log: OrderLog

  init(_ name: String, log: OrderLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear(\(animated))") }
  override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear(\(animated))") }
  override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear(\(animated))") }
  override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear(\(animated))") }
}

/// An alert that logs its disappearance, so that a test sees the handler run after it.
final class DisappearLogAlert: UIAlertController {
  var log: OrderLog?

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log?.add("alert.viewWillDisappear(\(animated))")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log?.add("alert.viewDidDisappear(\(animated))")
  }
}

/// The control that shows the action titled `title` in `alert`'s view: the descendant control
/// whose accessibility label is the title.
@MainActor
func actionRow(titled title: String, in alert: UIAlertController) -> UIControl? {
  var pending: [UIView] = [alert.view]
  while let view = pending.popLast() {
    if let control = view as? UIControl, control.accessibilityLabel == title { return control }
    pending.append(contentsOf: view.subviews)
  }
  return nil
}

@MainActor
@Suite("Alerts (Q17)")
struct AlertTests {
  let log = OrderLog()
  let root: AppearanceLogController
  let harness: TestHarness

  init() {
    root = AppearanceLogController("root", log: log)
    harness = TestHarness(rootViewController: root)
    harness.advance(by: 1)
    log.lines = []
  }

  /// An alert of `style` whose actions log their handlers, presented from the root and shown.
  func presentAlert(
    _ style: UIAlertController.Style, actions: [(String, UIAlertAction.Style)],
    configure: (DisappearLogAlert) -> Void = { _ in }
  ) -> DisappearLogAlert {
    let alert = DisappearLogAlert(title: "Title", message: "Message", preferredStyle: style)
    alert.log = log
    for (title, actionStyle) in actions {
      alert.addAction(
        UIAlertAction(title: title, style: actionStyle) { [log, root] action in
          log.add("\(action.title ?? "") handler, presented \(root.presentedViewController != nil)")
        })
    }
    configure(alert)
    root.present(alert, animated: true)
    harness.advance(by: 1)
    return alert
  }

  @Test(
    "Q17: a touch-up inside an enabled action's row dismisses the alert, then runs the handler; the presenter hears nothing"
  )
  func tapOnAction() throws {
    let alert = presentAlert(.alert, actions: [("Cancel", .cancel), ("Delete", .destructive)])
    #expect(log.lines.isEmpty, "the alert presents over the presenter: no presenter calls (Q6)")
    let row = try #require(actionRow(titled: "Delete", in: alert))
    harness.tap(row)
    harness.advance(by: 1)
    #expect(
      log.lines == [
        "alert.viewWillDisappear(true)", "alert.viewDidDisappear(true)", "Delete handler, presented false",
      ])
    #expect(root.presentedViewController == nil && alert.viewIfLoaded?.window == nil)
  }

  @Test("Q17: an animated alert presents and dismisses over alertTransitionDuration; the handler runs at the end")
  func transitionDuration() throws {
    let alert = DisappearLogAlert(title: "Title", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default) { [log] _ in log.add("OK handler") })
    root.present(alert, animated: true)
    let duration = InteractionConstants.alertTransitionDuration
    #expect(duration == 0.4)
    harness.advance(by: duration - 0.01)
    #expect(alert.isBeingPresented)
    harness.advance(by: 0.02)
    #expect(!alert.isBeingPresented)
    harness.tap(try #require(actionRow(titled: "OK", in: alert)))
    harness.advance(by: duration - 0.02)
    #expect(alert.isBeingDismissed && !log.lines.contains("OK handler"))
    harness.advance(by: 0.02)
    #expect(!alert.isBeingDismissed && log.lines.last == "OK handler")
  }

  @Test("Q17: the actions are a column of rows 44 pt tall, the cancel action last")
  func rowLayout() throws {
    let alert = presentAlert(.alert, actions: [("Cancel", .cancel), ("One", .default), ("Two", .default)])
    let rows = try ["One", "Two", "Cancel"].map { try #require(actionRow(titled: $0, in: alert)) }
    let frames = rows.map { $0.convert($0.bounds, to: nil) }
    #expect(frames.allSatisfy { $0.height == InteractionConstants.alertActionRowHeight && $0.width == frames[0].width })
    #expect(frames[1].minY == frames[0].maxY && frames[2].minY == frames[1].maxY)
    #expect(harness.hitView(at: harness.screenPoint(of: rows[2])) === rows[2])
  }

  @Test("Q17: a disabled action does nothing: its row passes the touch to the card")
  func disabledAction() throws {
    let alert = presentAlert(.alert, actions: [("Later", .default), ("OK", .default)]) { alert in
      alert.actions[0].isEnabled = false
    }
    let row = try #require(actionRow(titled: "Later", in: alert))
    harness.tap(at: harness.screenPoint(of: row))
    harness.advance(by: 1)
    #expect(log.lines.isEmpty && root.presentedViewController === alert)
    #expect(!alert.tapAction(titled: "Later"))
    alert.actions[0].isEnabled = true
    harness.tap(row)
    harness.advance(by: 1)
    #expect(log.lines.last == "Later handler, presented false")
  }

  @Test("Q17: a tap on an alert's dimming view does nothing")
  func alertDimmingTap() {
    let alert = presentAlert(.alert, actions: [("Cancel", .cancel), ("OK", .default)])
    harness.tap(at: CGPoint(x: 10, y: 10))
    harness.advance(by: 1)
    #expect(log.lines.isEmpty && root.presentedViewController === alert)
    #expect(harness.hitView(at: CGPoint(x: 10, y: 10)) === alert.view, "the dimming view takes the touches around")
  }

  @Test("Q17: a tap on an action sheet's dimming view dismisses it, then runs the cancel action's handler")
  func actionSheetDimmingTap() {
    let sheet = presentAlert(.actionSheet, actions: [("Share", .default), ("Cancel", .cancel)])
    harness.tap(at: CGPoint(x: 10, y: 10))
    harness.advance(by: 1)
    #expect(
      log.lines == [
        "alert.viewWillDisappear(true)", "alert.viewDidDisappear(true)", "Cancel handler, presented false",
      ])
    #expect(root.presentedViewController == nil && sheet.viewIfLoaded?.window == nil)
  }

  @Test("Q17: an action sheet without a cancel action is dismissed by a dimming tap, running no handler")
  func actionSheetWithoutCancel() {
    _ = presentAlert(.actionSheet, actions: [("Share", .default)])
    harness.tap(at: CGPoint(x: 10, y: 10))
    harness.advance(by: 1)
    #expect(log.lines == ["alert.viewWillDisappear(true)", "alert.viewDidDisappear(true)"])
    #expect(root.presentedViewController == nil)
  }

  @Test("Q17: Return performs an alert's preferred action: dismissal, then its handler")
  func returnPerformsPreferredAction() {
    let alert = presentAlert(.alert, actions: [("Cancel", .cancel), ("Save", .default)]) { alert in
      alert.preferredAction = alert.actions[1]
    }
    #expect(alert.keyCommands?.first?.input == "\r")
    harness.press(.keyboardReturnOrEnter, characters: "\r")
    harness.advance(by: 1)
    #expect(
      log.lines == ["alert.viewWillDisappear(true)", "alert.viewDidDisappear(true)", "Save handler, presented false"])
  }

  @Test("Q17: Return in the alert's text field performs the preferred action too")
  func returnInTextField() throws {
    let alert = presentAlert(.alert, actions: [("Rename", .default)]) { alert in
      alert.addTextField()
      alert.preferredAction = alert.actions[0]
    }
    let field = try #require(alert.textFields?.first)
    #expect(field.isFirstResponder)
    harness.type("ab\n")
    harness.advance(by: 1)
    #expect(field.text == "ab")
    #expect(log.lines.last == "Rename handler, presented false")
  }

  @Test("Q17: an action sheet has no Return command; without a preferred action an alert has none")
  func noReturnCommand() {
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    let share = UIAlertAction(title: "Share", style: .default)
    sheet.addAction(share)
    sheet.preferredAction = share
    #expect(sheet.keyCommands == nil)
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    #expect(alert.keyCommands == nil)
  }

  @Test("Q17: a second cancel action is reported (secondCancelAction) and not added")
  func secondCancel() {
    // An alert in no window reports on the shared application: this test's, at this point (the
    // tests run side by side, each designating its own).
    UIApplication.shared = harness.application
    var faults: [String] = []
    harness.application.engineObserver = { note in
      if case .error(let fault) = note { faults.append("\(fault)") }
    }
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Close", style: .cancel))
    #expect(faults == ["secondCancelAction"])
    #expect(alert.actions.map(\.title) == ["Cancel"])
  }

  @Test("Q17: tapAction(titled:) and the test kit's tapAlertAction(titled:) choose an action as a tap does")
  func tapActionByTitle() {
    let alert = presentAlert(.alert, actions: [("OK", .default)])
    #expect(harness.presentedAlert === alert)
    #expect(!harness.tapAlertAction(titled: "Missing"))
    #expect(harness.tapAlertAction(titled: "OK"))
    #expect(!alert.tapAction(titled: "OK"), "once an action is chosen the alert is going")
    harness.advance(by: 1)
    #expect(
      log.lines == ["alert.viewWillDisappear(true)", "alert.viewDidDisappear(true)", "OK handler, presented false"])
  }
}
