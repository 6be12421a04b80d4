import Foundation
import ResponderTestKit
import Testing

@testable import ResponderKit

/// The lines of several objects' calls, in order.
@MainActor
final class PresentationLog {
  var lines: [String] = []
  /// Objects the test needs alive that nothing else holds (delegates are weak).
  var kept: [AnyObject] = []
  func add(_ line: String) { lines.append(line) }
  /// The lines added since the last `take()`, which empties the log.
  func take() -> [String] {
    defer { lines = [] }
    return lines
  }
}

/// A controller that logs its appearance calls, with `isBeingPresented` / `isBeingDismissed`.
final class PresentedLoggingController: UIViewController {
  let name: String
  let log: PresentationLog

  init(_ name: String, log: PresentationLog, style: UIModalPresentationStyle? = nil) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
    if let style { modalPresentationStyle = style }
  }

  required init?(coder: NSCoder) { nil }

  private var flags: String {
    (isBeingPresented ? " presented" : "") + (isBeingDismissed ? " dismissed" : "")
  }
  override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear(\(animated))\(flags)") }
  override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear(\(animated))\(flags)") }
  override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear(\(animated))\(flags)") }
  override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear(\(animated))\(flags)") }
}

/// A view that logs the touches it gets.
final class PresentationTouchView: UIView {
  let name: String
  let log: PresentationLog

  init(_ name: String, log: PresentationLog, frame: CGRect = .zero) {
    self.name = name
    self.log = log
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { nil }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("\(name) began") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("\(name) ended") }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("\(name) cancelled") }
}

/// A presentation controller that logs its hooks (Q16).
final class LoggingPresentationController: UIPresentationController {
  let log: PresentationLog

  init(presented: UIViewController, log: PresentationLog) {
    self.log = log
    super.init(presentedViewController: presented, presenting: nil)
  }

  override func presentationTransitionWillBegin() { log.add("presentationTransitionWillBegin") }
  override func presentationTransitionDidEnd(_ completed: Bool) {
    log.add("presentationTransitionDidEnd(\(completed))")
  }
  override func dismissalTransitionWillBegin() { log.add("dismissalTransitionWillBegin") }
  override func dismissalTransitionDidEnd(_ completed: Bool) { log.add("dismissalTransitionDidEnd(\(completed))") }
  override func containerViewWillLayoutSubviews() { log.add("containerViewWillLayoutSubviews") }
  override func containerViewDidLayoutSubviews() { log.add("containerViewDidLayoutSubviews") }
  override var frameOfPresentedViewInContainerView: CGRect { CGRect(x: 20, y: 100, width: 200, height: 300) }
}

/// The application's reported faults, by name.
@MainActor
func faults(of harness: TestHarness) -> () -> [String] {
  var seen: [String] = []
  harness.application.engineObserver = { note in
    if case .error(let fault) = note { seen.append(fault.description) }
  }
  return { seen }
}

let modalDuration = InteractionConstants.modalTransitionDuration

@MainActor
@Suite("Presentation and dismissal (Q4–Q7, Q16)")
struct PresentationTests {
  let log = PresentationLog()

  /// A harness whose root controller is `root`, with a touch view filling its view.
  func stage(_ root: UIViewController, idiom: UIUserInterfaceIdiom = .phone) -> TestHarness {
    let harness = TestHarness(
      rootViewController: root, frame: CGRect(x: 0, y: 0, width: 400, height: 800), designatesShared: false,
      idiom: idiom)
    return harness
  }

  @Test("Q4: present sets the links in the call; the transition starts after the event and lasts 0.4 s")
  func presentTiming() {
    let root = PresentedLoggingController("root", log: log)
    let harness = stage(root)
    let modal = PresentedLoggingController("modal", log: log, style: .fullScreen)
    _ = log.take()
    root.present(modal, animated: true) { self.log.add("completion") }
    #expect(root.presentedViewController === modal && modal.presentingViewController === root)
    #expect(log.take().isEmpty, "nothing happens in the call")
    harness.advance(by: 0)
    #expect(log.take() == ["root.viewWillDisappear(true)", "modal.viewWillAppear(true) presented"])
    harness.advance(by: modalDuration - 0.01)
    #expect(log.take().isEmpty, "the did-calls wait for ModalTransitionDuration")
    harness.advance(by: 0.01)
    #expect(log.take() == ["modal.viewDidAppear(true) presented", "root.viewDidDisappear(true)", "completion"])
    #expect(!modal.isBeingPresented && modal.view.window === harness.window && root.view.window == nil)
  }

  @Test("Q4: a presenter that already presents reports alreadyPresenting, and nothing happens")
  func alreadyPresenting() {
    let root = PresentedLoggingController("root", log: log)
    let harness = stage(root)
    let seen = faults(of: harness)
    let first = PresentedLoggingController("first", log: log, style: .overFullScreen)
    let second = PresentedLoggingController("second", log: log, style: .overFullScreen)
    root.present(first, animated: false)
    root.present(second, animated: false) { self.log.add("second completion") }
    #expect(seen() == ["alreadyPresenting"])
    #expect(root.presentedViewController === first && second.presentingViewController == nil)
    _ = log.take()
    harness.advance(by: 1)
    #expect(log.take() == ["first.viewWillAppear(false) presented", "first.viewDidAppear(false) presented"])
  }

  @Test("Q4: unanimated, the transition runs whole in the slot after the event; the completion follows viewDidAppear")
  func unanimated() {
    let root = PresentedLoggingController("root", log: log)
    let harness = stage(root)
    let modal = PresentedLoggingController("modal", log: log, style: .overFullScreen)
    _ = log.take()
    root.present(modal, animated: false) { self.log.add("completion") }
    harness.advance(by: 0)
    #expect(
      log.take() == [
        "modal.viewWillAppear(false) presented", "modal.viewDidAppear(false) presented", "completion",
      ])
    modal.dismiss(animated: false) { self.log.add("dismissed") }
    #expect(root.presentedViewController === modal, "the links stay until the dismissal ends")
    harness.advance(by: 0)
    #expect(
      log.take() == [
        "modal.viewWillDisappear(false) dismissed", "modal.viewDidDisappear(false) dismissed", "dismissed",
      ])
    #expect(root.presentedViewController == nil && modal.presentingViewController == nil)
  }

  @Test(
    "Q4: dismiss on a presenter dismisses those above its presented one first, unanimated; on a presented one, itself")
  func dismissStack() {
    let root = PresentedLoggingController("root", log: log)
    let harness = stage(root)
    let b = PresentedLoggingController("b", log: log, style: .fullScreen)
    let c = PresentedLoggingController("c", log: log, style: .fullScreen)
    root.present(b, animated: false)
    harness.advance(by: 0)
    b.present(c, animated: false)
    harness.advance(by: 0)
    _ = log.take()
    root.dismiss(animated: true) { self.log.add("completion") }
    harness.advance(by: 0)
    #expect(
      log.take() == [
        "c.viewWillDisappear(false) dismissed", "b.viewWillAppear(false)", "b.viewDidAppear(false)",
        "c.viewDidDisappear(false) dismissed", "b.viewWillDisappear(true) dismissed", "root.viewWillAppear(true)",
      ])
    harness.advance(by: modalDuration)
    #expect(log.take() == ["root.viewDidAppear(true)", "b.viewDidDisappear(true) dismissed", "completion"])
    #expect(root.presentedViewController == nil && b.presentedViewController == nil && root.view.window != nil)
    // On the presented controller: itself.
    root.present(b, animated: false)
    harness.advance(by: 0)
    b.dismiss(animated: false)
    harness.advance(by: 0)
    #expect(root.presentedViewController == nil && b.view.window == nil)
  }

  @Test("Q5: the resolved styles: automatic, page and form sheets are sheets; a phone popover adapts; removing styles")
  func resolvedStyles() {
    let root = UIViewController()
    let harness = stage(root)
    for style in [UIModalPresentationStyle.automatic, .pageSheet, .formSheet] {
      let controller = UIViewController()
      controller.modalPresentationStyle = style
      #expect(controller.sheetPresentationController != nil, "\(style)")
      #expect(controller.presentationController?.shouldRemovePresentersView == false)
    }
    for style in [UIModalPresentationStyle.fullScreen, .currentContext] {
      let controller = UIViewController()
      controller.modalPresentationStyle = style
      #expect(controller.sheetPresentationController == nil)
      #expect(controller.presentationController?.shouldRemovePresentersView == true, "\(style)")
    }
    for style in [UIModalPresentationStyle.overFullScreen, .overCurrentContext, .custom] {
      let controller = UIViewController()
      controller.modalPresentationStyle = style
      #expect(controller.presentationController?.shouldRemovePresentersView == false, "\(style)")
    }
    let popover = UIViewController()
    popover.modalPresentationStyle = .popover
    #expect(popover.popoverPresentationController != nil && popover.sheetPresentationController == nil)
    root.present(popover, animated: false)
    harness.advance(by: 0)
    #expect(popover.presentationController?.active is UISheetPresentationController, "compact: the sheet")
    #expect(popover.view.frame.minY == InteractionConstants.sheetTopInset)
  }

  @Test("Q6: a full-screen dismissal mirrors the presentation: presented will, presenter will, then the did-calls")
  func fullScreenDismissalOrder() {
    let root = PresentedLoggingController("root", log: log)
    let harness = stage(root)
    let modal = PresentedLoggingController("modal", log: log, style: .fullScreen)
    root.present(modal, animated: true)
    harness.advance(by: modalDuration)
    _ = log.take()
    modal.dismiss(animated: true) { self.log.add("completion") }
    harness.advance(by: 0)
    #expect(log.take() == ["modal.viewWillDisappear(true) dismissed", "root.viewWillAppear(true)"])
    #expect(root.view.window === harness.window, "the presenter's view is back for the dismissal")
    harness.advance(by: modalDuration)
    #expect(log.take() == ["root.viewDidAppear(true)", "modal.viewDidDisappear(true) dismissed", "completion"])
  }

  @Test("Q6: styles that leave the presenter's view tell only the presented controller, both ways")
  func coveringStylesLeaveThePresenter() {
    for style in [UIModalPresentationStyle.overFullScreen, .automatic, .pageSheet] {
      let log = PresentationLog()
      let root = PresentedLoggingController("root", log: log)
      let harness = stage(root)
      let modal = PresentedLoggingController("modal", log: log, style: style)
      _ = log.take()
      root.present(modal, animated: true) { log.add("completion") }
      harness.advance(by: modalDuration)
      modal.dismiss(animated: true) { log.add("dismissed") }
      harness.advance(by: modalDuration)
      #expect(
        log.take() == [
          "modal.viewWillAppear(true) presented", "modal.viewDidAppear(true) presented", "completion",
          "modal.viewWillDisappear(true) dismissed", "modal.viewDidDisappear(true) dismissed", "dismissed",
        ], "\(style)")
      #expect(root.view.window === harness.window)
    }
  }

  @Test("Q7: during a presentation new touches are dropped; a touch already down goes on; after it, touches work")
  func touchesDuringTransition() {
    let root = UIViewController()
    let harness = stage(root)
    let rootTouches = PresentationTouchView("rootView", log: log, frame: root.view.bounds)
    root.view.addSubview(rootTouches)
    let tap = UITapGestureRecognizer()
    tap.cancelsTouchesInView = false
    var taps = 0
    tap.addTarget(rootTouches, action: { (_: UIView) in { taps += 1 } })
    rootTouches.addGestureRecognizer(tap)
    let modal = UIViewController()
    modal.modalPresentationStyle = .overFullScreen
    let modalTouches = PresentationTouchView("modalView", log: log)
    modal.view = modalTouches
    let early = harness.touchDown(at: CGPoint(x: 10, y: 10))
    root.present(modal, animated: true)
    harness.advance(by: 0.1)
    #expect(harness.application.isIgnoringInteractionEvents)
    harness.tap(at: CGPoint(x: 200, y: 400))
    #expect(taps == 0, "no recognizer sees a dropped touch")
    harness.move(early, to: CGPoint(x: 12, y: 12))
    harness.lift(early)
    #expect(log.take() == ["rootView began", "rootView ended"], "the touch that began before goes on")
    #expect(taps == 1, "its recognizer too")
    harness.advance(by: modalDuration)
    #expect(!harness.application.isIgnoringInteractionEvents)
    harness.tap(at: CGPoint(x: 200, y: 400))
    #expect(log.take() == ["modalView began", "modalView ended"], "after it, the presented view is on top")
  }

  @Test("Q7: a full-screen presentation takes the presenter's view away at its end: its touch is cancelled once")
  func presenterTouchCancelled() {
    let root = UIViewController()
    let harness = stage(root)
    let rootTouches = PresentationTouchView("rootView", log: log, frame: root.view.bounds)
    root.view.addSubview(rootTouches)
    let modal = UIViewController()
    modal.modalPresentationStyle = .fullScreen
    let finger = harness.touchDown(at: CGPoint(x: 10, y: 10))
    root.present(modal, animated: true)
    harness.advance(by: modalDuration)
    harness.lift(finger)
    #expect(log.take() == ["rootView began", "rootView cancelled"])
    // And the dismissal cancels the presented view's touch as it leaves.
    let modalTouches = PresentationTouchView("modalView", log: log, frame: modal.view.bounds)
    modal.view.addSubview(modalTouches)
    let second = harness.touchDown(at: CGPoint(x: 10, y: 10))
    modal.dismiss(animated: false)
    harness.advance(by: 0)
    harness.lift(second)
    #expect(log.take() == ["modalView began", "modalView cancelled"])
  }

  @Test("Q16: the hooks frame the appearance calls, both ways; the container lays out in the layout pass")
  func hookOrder() {
    let root = PresentedLoggingController("root", log: log)
    let harness = stage(root)
    let modal = PresentedLoggingController("modal", log: log, style: .custom)
    let controller = LoggingPresentationController(presented: modal, log: log)
    modal._presentationController = controller
    _ = log.take()
    root.present(modal, animated: true) { self.log.add("completion") }
    harness.advance(by: 0)
    #expect(
      log.take() == [
        "presentationTransitionWillBegin", "modal.viewWillAppear(true) presented",
        "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews",
      ], "the harness's layout pass follows the slot")
    harness.advance(by: modalDuration)
    #expect(log.take() == ["presentationTransitionDidEnd(true)", "modal.viewDidAppear(true) presented", "completion"])
    #expect(modal.view.frame == CGRect(x: 20, y: 100, width: 200, height: 300))
    #expect(controller.containerView?.frame == harness.window.bounds && modal.presentationController === controller)
    modal.dismiss(animated: true) { self.log.add("dismissed") }
    harness.advance(by: 0)
    #expect(log.take() == ["dismissalTransitionWillBegin", "modal.viewWillDisappear(true) dismissed"])
    #expect(controller.containerView?.window === harness.window, "in the window until completed")
    harness.advance(by: modalDuration)
    #expect(
      log.take() == ["dismissalTransitionDidEnd(true)", "modal.viewDidDisappear(true) dismissed", "dismissed"])
    #expect(controller.containerView == nil && modal.view.window == nil)
  }
}
