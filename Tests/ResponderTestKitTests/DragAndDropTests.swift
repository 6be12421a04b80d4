import Foundation
import ResponderKit
import ResponderTestKit
import Testing

/// A drag source that logs every call and offers one string item.
final class SourceDelegate: UIDragInteractionDelegate {
  let log: TimedLog
  var itemCount = 1
  var allowsMove = true
  init(log: TimedLog) { self.log = log }

  func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
    log.add("S itemsForBeginning")
    return (0..<itemCount).map { index in
      let item = UIDragItem(itemProvider: NSItemProvider(object: "text \(index)" as NSString))
      item.localObject = index
      return item
    }
  }
  func dragInteraction(
    _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: any UIDragSession
  ) -> UITargetedDragPreview? {
    log.add("S previewForLifting")
    return nil
  }
  func dragInteraction(
    _ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating, session: any UIDragSession
  ) {
    log.add("S willAnimateLift")
  }
  func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
    log.add("S sessionWillBegin")
  }
  func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession)
    -> Bool
  { allowsMove }
  func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) {
    log.add("S sessionDidMove")
  }
  func dragInteraction(
    _ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation
  ) {
    log.add("S willEnd(\(operation))")
  }
  func dragInteraction(
    _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation
  ) {
    log.add("S didEnd(\(operation))")
  }
  func dragInteraction(
    _ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: any UIDragAnimating
  ) {
    log.add("S willAnimateCancel")
  }
}

/// A drop target that logs every call and proposes `operation`.
final class TargetDelegate: UIDropInteractionDelegate {
  let log: TimedLog
  let name: String
  var canHandle = true
  var operation: UIDropOperation? = .copy
  var dropped: [String] = []
  init(_ name: String, log: TimedLog) {
    self.name = name
    self.log = log
  }

  func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
    log.add("\(name) canHandle")
    return canHandle
  }
  func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
    log.add("\(name) sessionDidEnter")
  }
  func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
    -> UIDropProposal
  {
    log.add("\(name) sessionDidUpdate")
    return UIDropProposal(operation: operation ?? .cancel)
  }
  func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
    log.add("\(name) sessionDidExit")
  }
  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
    log.add("\(name) performDrop")
    session.loadObjects(ofClass: NSString.self) { [weak self] objects in
      self?.dropped = objects.compactMap { ($0 as? NSString).map { String($0) } }
    }
  }
  func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {
    log.add("\(name) concludeDrop")
  }
  func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
    log.add("\(name) sessionDidEnd")
  }
}

/// The research's scene: pad idiom, a 1024 × 768 window; A (100, 100, 200, 200) with a drag
/// interaction (S) and a tap recognizer; B (600, 100, 200, 200) with a drop interaction (T).
@MainActor
struct DragScene {
  let harness: TestHarness
  let log: TimedLog
  let source: LoggingView
  let destination: LoggingView
  let sourceDelegate: SourceDelegate
  let targetDelegate: TargetDelegate
  let drag: UIDragInteraction
  let drop: UIDropInteraction

  init() {
    harness = TestHarness(rootView: UIView(), frame: CGRect(x: 0, y: 0, width: 1024, height: 768), idiom: .pad)
    let clock = harness.clock
    log = TimedLog { clock.now }
    source = LoggingView("A", CGRect(x: 100, y: 100, width: 200, height: 200), log: log)
    destination = LoggingView("B", CGRect(x: 600, y: 100, width: 200, height: 200), log: log)
    harness.window.subviews[0].addSubview(source)
    harness.window.subviews[0].addSubview(destination)
    sourceDelegate = SourceDelegate(log: log)
    targetDelegate = TargetDelegate("T", log: log)
    drag = UIDragInteraction(delegate: sourceDelegate)
    drop = UIDropInteraction(delegate: targetDelegate)
    let log = self.log
    source.addGestureRecognizer(UITapGestureRecognizer { _ in log.add("tap action") })
    source.addInteraction(drag)
    destination.addInteraction(drop)
  }

  /// Down at (200, 200), held; then the moves, each at its time; up at `liftTime`.
  func run(moves: [(TimeInterval, CGPoint)], liftAt liftTime: TimeInterval) {
    let finger = harness.touchDown(at: CGPoint(x: 200, y: 200))
    for (time, point) in moves {
      harness.advance(to: time)
      harness.move(finger, to: point)
    }
    harness.advance(to: liftTime)
    harness.lift(finger)
  }
}

@MainActor
@Suite("Drag and drop")
struct DragAndDropTests {
  @Test("D3/D4/D5/D6: drag and drop: lift, session, target, drop in order")
  func dragAndDrop() {
    let scene = DragScene()
    scene.run(
      moves: [(0.4, CGPoint(x: 215, y: 200)), (0.5, CGPoint(x: 400, y: 200)), (0.6, CGPoint(x: 650, y: 200))],
      liftAt: 0.8)
    #expect(
      scene.log.lines == [
        "0.000 A touchesBegan", "0.325 S itemsForBeginning", "0.325 S previewForLifting", "0.325 S willAnimateLift",
        "0.325 A touchesCancelled", "0.400 S sessionWillBegin", "0.400 S sessionDidMove", "0.500 S sessionDidMove",
        "0.600 S sessionDidMove", "0.600 T canHandle", "0.600 T sessionDidEnter", "0.600 T sessionDidUpdate",
        "0.800 S willEnd(copy)", "0.800 T performDrop", "0.800 T concludeDrop", "0.800 S didEnd(copy)",
        "0.800 T sessionDidEnd",
      ])
    #expect(scene.targetDelegate.dropped == ["text 0"])
    #expect(scene.drag.activeSession == nil)
  }

  @Test("D4: a lift released without moving only animates the cancel")
  func liftAndLetGo() {
    let scene = DragScene()
    scene.run(moves: [], liftAt: 0.5)
    #expect(
      scene.log.lines == [
        "0.000 A touchesBegan", "0.325 S itemsForBeginning", "0.325 S previewForLifting", "0.325 S willAnimateLift",
        "0.325 A touchesCancelled", "0.500 S willAnimateCancel",
      ])
  }

  @Test("D4: a move of 10 pt or less after the lift begins no session")
  func smallMoveAfterLift() {
    let scene = DragScene()
    scene.run(moves: [(0.4, CGPoint(x: 210, y: 200))], liftAt: 0.5)
    #expect(scene.log.lines.suffix(2) == ["0.325 A touchesCancelled", "0.500 S willAnimateCancel"])
  }

  @Test("D2: a release before the lift is a tap; no drag call")
  func tooEarly() {
    let scene = DragScene()
    scene.run(moves: [], liftAt: 0.2)
    #expect(scene.log.lines == ["0.000 A touchesBegan", "0.200 tap action", "0.200 A touchesCancelled"])
  }

  @Test("D2: moving 12 pt before the lift fails it; no drag call")
  func movedBeforeLift() {
    let scene = DragScene()
    scene.run(moves: [(0.1, CGPoint(x: 212, y: 200))], liftAt: 0.5)
    #expect(!scene.log.lines.contains { $0.contains(" S ") })
  }

  @Test("D2: a second finger does not cancel the lift")
  func secondFinger() {
    let scene = DragScene()
    let finger = scene.harness.touchDown(at: CGPoint(x: 200, y: 200))
    scene.harness.advance(to: 0.1)
    let other = scene.harness.touchDown(at: CGPoint(x: 250, y: 250))
    scene.harness.advance(to: 0.4)
    #expect(scene.log.lines.contains("0.325 S itemsForBeginning"))
    scene.harness.lift(other)
    scene.harness.lift(finger)
  }

  @Test("D1: on the phone idiom an interaction left unset takes no touch")
  func phoneIdiom() {
    let saved = UIDevice.current.userInterfaceIdiom
    UIDevice.current.userInterfaceIdiom = .phone
    defer { UIDevice.current.userInterfaceIdiom = saved }
    let harness = TestHarness(rootView: UIView(), frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let log = TimedLog { 0 }
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    harness.window.subviews[0].addSubview(view)
    let delegate = SourceDelegate(log: log)
    let drag = UIDragInteraction(delegate: delegate)
    view.addInteraction(drag)
    #expect(!UIDragInteraction.isEnabledByDefault)
    #expect(!drag.isEnabled)
    harness.longPress(at: CGPoint(x: 100, y: 100), duration: 1)
    #expect(log.lines.isEmpty)
    drag.isEnabled = true
    harness.longPress(at: CGPoint(x: 100, y: 100), duration: 1)
    #expect(log.lines.first?.hasSuffix("S itemsForBeginning") == true)
    UIDevice.current.userInterfaceIdiom = .pad
    #expect(UIDragInteraction.isEnabledByDefault)
  }

  @Test("D3: no items: no more drag calls, and the view keeps its touch")
  func noItems() {
    let scene = DragScene()
    scene.sourceDelegate.itemCount = 0
    scene.run(moves: [(0.4, CGPoint(x: 400, y: 200))], liftAt: 0.6)
    #expect(
      scene.log.lines == [
        "0.000 A touchesBegan", "0.325 S itemsForBeginning", "0.400 A touchesMoved", "0.600 A touchesEnded",
      ])
  }

  @Test("D3: each item gets its lift preview")
  func twoItems() {
    let scene = DragScene()
    scene.sourceDelegate.itemCount = 2
    scene.run(moves: [], liftAt: 0.5)
    #expect(scene.log.lines.filter { $0.hasSuffix("previewForLifting") }.count == 2)
    #expect(scene.log.lines.filter { $0.hasSuffix("willAnimateCancel") }.count == 2)
  }

  @Test("D3/D4: with simultaneous recognition during the lift, the view loses the touch when the session begins")
  func simultaneousDuringLift() {
    let scene = DragScene()
    scene.drag.allowsSimultaneousRecognitionDuringLift = true
    scene.run(moves: [(0.4, CGPoint(x: 205, y: 200)), (0.5, CGPoint(x: 230, y: 200))], liftAt: 0.6)
    #expect(
      scene.log.lines == [
        "0.000 A touchesBegan", "0.325 S itemsForBeginning", "0.325 S previewForLifting", "0.325 S willAnimateLift",
        "0.400 A touchesMoved", "0.500 S sessionWillBegin", "0.500 S sessionDidMove", "0.500 A touchesCancelled",
        "0.600 S willEnd(cancel)", "0.600 S willAnimateCancel", "0.600 S didEnd(cancel)",
      ])
  }

  @Test("D5/D6: leaving a target exits it; a release over nothing cancels, with no sessionDidEnd")
  func leaveTarget() {
    let scene = DragScene()
    scene.run(
      moves: [(0.4, CGPoint(x: 650, y: 200)), (0.5, CGPoint(x: 660, y: 200)), (0.6, CGPoint(x: 900, y: 600))],
      liftAt: 0.7)
    #expect(
      Array(scene.log.lines.drop { !$0.hasPrefix("0.400") }) == [
        "0.400 S sessionWillBegin", "0.400 S sessionDidMove", "0.400 T canHandle", "0.400 T sessionDidEnter",
        "0.400 T sessionDidUpdate", "0.500 S sessionDidMove", "0.500 T sessionDidUpdate", "0.600 S sessionDidMove",
        "0.600 T sessionDidExit", "0.700 S willEnd(cancel)", "0.700 S willAnimateCancel", "0.700 S didEnd(cancel)",
      ])
  }

  @Test("D5: a target whose canHandle says no is ignored until the session leaves it and comes back")
  func refusedTarget() {
    let scene = DragScene()
    scene.targetDelegate.canHandle = false
    scene.run(
      moves: [
        (0.4, CGPoint(x: 650, y: 200)), (0.5, CGPoint(x: 660, y: 200)), (0.6, CGPoint(x: 500, y: 200)),
        (0.7, CGPoint(x: 650, y: 200)),
      ], liftAt: 0.8)
    #expect(scene.log.lines.filter { $0.contains(" T ") } == ["0.400 T canHandle", "0.700 T canHandle"])
    #expect(
      scene.log.lines.suffix(3) == ["0.800 S willEnd(cancel)", "0.800 S willAnimateCancel", "0.800 S didEnd(cancel)"])
  }

  @Test("D6: a release over a target whose proposal is cancel exits it and cancels")
  func cancelProposal() {
    let scene = DragScene()
    scene.targetDelegate.operation = .forbidden
    scene.run(moves: [(0.4, CGPoint(x: 650, y: 200))], liftAt: 0.6)
    #expect(
      scene.log.lines.suffix(4) == [
        "0.600 T sessionDidExit", "0.600 S willEnd(cancel)", "0.600 S willAnimateCancel", "0.600 S didEnd(cancel)",
      ])
  }

  @Test("D6: a move proposal drops with move")
  func moveProposal() {
    let scene = DragScene()
    scene.targetDelegate.operation = .move
    scene.run(moves: [(0.4, CGPoint(x: 650, y: 200))], liftAt: 0.6)
    #expect(scene.log.lines.contains("0.600 S willEnd(move)"))
    #expect(scene.log.lines.contains("0.600 S didEnd(move)"))
  }

  @Test("D6: a cancelled touch during the session cancels the drag")
  func cancelledTouch() {
    let scene = DragScene()
    let finger = scene.harness.touchDown(at: CGPoint(x: 200, y: 200))
    scene.harness.advance(to: 0.4)
    scene.harness.move(finger, to: CGPoint(x: 650, y: 200))
    scene.harness.advance(to: 0.5)
    scene.harness.cancel(finger)
    #expect(
      scene.log.lines.suffix(4) == [
        "0.500 T sessionDidExit", "0.500 S willEnd(cancel)", "0.500 S willAnimateCancel", "0.500 S didEnd(cancel)",
      ])
  }

  @Test("D5: the session's location and items reach the target; the local session is the source's")
  func sessionValues() {
    final class Probe: UIDropInteractionDelegate {
      var location: CGPoint?
      var conforms = false
      var local = false
      func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
      {
        location = session.location(in: interaction.view!)
        conforms = session.hasItemsConforming(toTypeIdentifiers: ["public.utf8-plain-text"])
        local = session.localDragSession?.items.first?.localObject as? Int == 0
        return UIDropProposal(operation: .copy)
      }
    }
    let scene = DragScene()
    let probe = Probe()
    scene.destination.removeInteraction(scene.drop)
    scene.destination.addInteraction(UIDropInteraction(delegate: probe))
    scene.run(moves: [(0.4, CGPoint(x: 650, y: 210))], liftAt: 0.6)
    #expect(probe.location == CGPoint(x: 50, y: 110))
    #expect(probe.conforms)
    #expect(probe.local)
  }

  @Test("D1: on the pad idiom an interaction left unset is enabled")
  func padIdiomEnabled() {
    let scene = DragScene()
    #expect(scene.drag.isEnabled)
    scene.drag.isEnabled = false
    scene.run(moves: [], liftAt: 0.5)
    #expect(!scene.log.lines.contains { $0.contains(" S ") })
  }

  @Test("D2: a pointer's press lifts with the primary button, and may move only 3 pt before the lift")
  func pointerLift() {
    let scene = DragScene()
    let press = scene.harness.pointerDown(at: CGPoint(x: 200, y: 200))
    scene.harness.advance(to: 0.1)
    scene.harness.move(press, to: CGPoint(x: 204, y: 200))
    scene.harness.advance(to: 0.5)
    scene.harness.lift(press)
    #expect(!scene.log.lines.contains { $0.contains(" S ") })
    scene.harness.advance(to: 1)
    let held = scene.harness.pointerDown(at: CGPoint(x: 200, y: 200))
    scene.harness.advance(to: 1.4)
    scene.harness.move(held, to: CGPoint(x: 650, y: 200))
    scene.harness.advance(to: 1.5)
    scene.harness.lift(held)
    #expect(scene.log.lines.contains("1.325 S itemsForBeginning"))
    #expect(scene.log.lines.contains("1.500 T performDrop"))
  }
}
