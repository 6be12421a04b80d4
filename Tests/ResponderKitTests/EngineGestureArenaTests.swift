import Foundation
import Testing

@testable import ResponderKit

/// What the members and the arena's notes said, in order.
fileprivate final class ArenaLog {
  var lines: [String] = []
}

/// A fake member of the arena: a recognizer with no view, which logs each phase it is offered
/// and asks for the state it was told to, on cue.
fileprivate final class Member: UIGestureRecognizer {
  let label: String
  let log: ArenaLog
  /// The state to ask for when a phase arrives.
  var onBegan: State?
  var onMoved: State?
  var onEnded: State?
  /// Whether the member lets others it would beat go on (`canPrevent`).
  var prevents = true

  init(_ name: String, log: ArenaLog) {
    self.label = name
    self.log = log
    super.init(target: nil, action: nil)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    log.lines.append("\(label) began \(touches.count)")
    if let onBegan { state = onBegan }
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    log.lines.append("\(label) moved")
    if let onMoved { state = onMoved }
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    log.lines.append("\(label) ended")
    if let onEnded { state = onEnded }
  }
  override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { prevents }
  override func reset() { log.lines.append("\(label) reset") }
}

/// The gesture arena (`GestureEnvironment`) driven alone: no window, view or hit test; touches
/// and their records made by hand, members that are fakes, each phase offered and resolved as
/// the dispatcher would (offer, then resolve, inside a delivery).
@MainActor
@Suite("Engine: the gesture arena alone (G1, G5, G8, G9, G12, G13)")
struct EngineGestureArenaTests {
  let app = UIApplication()
  private let log = ArenaLog()
  let event = UIEvent(type: .touches, timestamp: 0)

  var arena: GestureEnvironment { app.dispatcher.arena }

  init() {
    app.engineObserver = { [log] note in
      switch note {
      case .gestureState(let recognizer, let state, let recognized):
        let name = (recognizer as? Member)?.label ?? "?"
        log.lines.append("\(name) → \(recognized ? "recognized" : "\(state)")")
      case .error(let reason): log.lines.append("error \(reason)")
      default: break
      }
    }
  }

  private func members(_ names: String...) -> [Member] { names.map { Member($0, log: log) } }

  /// A new touch whose candidates are `members`, which join the session through the arena.
  private func touch(_ finger: Int, _ members: [Member]) -> UITouch {
    let touch = UITouch(finger: finger, location: .zero, timestamp: 0)
    touch._gestureRecognizers = members
    let dispatcher = app.dispatcher
    dispatcher.records.append(TouchRecord(touch: touch, dispatch: 1, view: .refused))
    dispatcher.records[dispatcher.records.count - 1].recognizers = arena.join(touch)
    return touch
  }

  /// One phase of `touches`, offered and resolved inside a delivery, as the dispatcher does.
  private func offer(_ phase: UITouch.Phase, _ touches: [UITouch]) {
    for touch in touches { touch._phase = phase }
    app.dispatcher.activity.insert(.delivering)
    arena.offer(phase, touches, event: event)
    arena.resolve()
    app.dispatcher.activity.remove(.delivering)
  }

  /// The fingers lift: the members that decided nothing are stopped, and the session ends when
  /// every one has decided (G12).
  private func lift(_ touches: [UITouch]) -> Bool {
    offer(.ended, touches)
    for index in app.dispatcher.records.indices { app.dispatcher.records[index].lifted = true }
    arena.stopUndecided()
    arena.resolve()
    guard arena.isOver else { return false }
    app.dispatcher.records.removeAll()
    arena.endSession()
    return true
  }

  @Test("G1/G13: every member gets a phase's touches, in the order it joined the session")
  func g13Order() {
    let m = members("a", "b", "c")
    let first = touch(1, [m[1], m[0]])
    let second = touch(2, [m[2], m[1]])
    offer(.began, [first, second])
    #expect(arena.session.map { ($0 as! Member).label } == ["b", "a", "c"])
    #expect(log.lines == ["b began 2", "a began 1", "c began 1"])
  }

  @Test("G8: a member that recognizes makes the others that share its touch fail")
  func g8LosersFail() {
    let m = members("a", "b", "c")
    m[1].onBegan = .ended
    let shared = touch(1, [m[0], m[1]])
    let apart = touch(2, [m[2]])
    offer(.began, [shared, apart])
    #expect(log.lines == ["a began 1", "b began 1", "c began 1", "b → recognized", "a → failed"])
    #expect(m[0].state == .failed && m[1].state == .ended && m[2].state == .possible)
  }

  @Test("G8: a begun member that loses is cancelled; one that cannot prevent leaves the other be")
  func g8BegunLoserIsCancelled() {
    let m = members("pan", "tap")
    m[0].onBegan = .began
    m[0].prevents = false
    m[1].onEnded = .ended
    let finger = touch(1, m)
    offer(.began, [finger])
    #expect(m[0].state == .began && m[1].state == .possible, "the pan cannot prevent the tap")
    log.lines = []
    offer(.ended, [finger])
    #expect(log.lines == ["pan ended", "tap ended", "tap → recognized", "pan → cancelled"])
  }

  @Test("G9: a member that requires another to fail waits, and recognizes when that one fails")
  func g9Waits() {
    let m = members("single", "double")
    m[0].require(toFail: m[1])
    m[0].onBegan = .ended
    m[1].onEnded = .failed
    let finger = touch(1, m)
    offer(.began, [finger])
    #expect(m[0].state == .possible, "still possible to the outside while it waits")
    #expect(log.lines == ["single began 1", "double began 1"])
    offer(.ended, [finger])
    #expect(
      log.lines == [
        "single began 1", "double began 1", "double ended", "double → failed", "single → recognized",
      ])
  }

  @Test("G9: a cycle of requirements is reported; the member that closes it fails and the other goes on")
  func g9Cycle() {
    let m = members("a", "b")
    m[0].require(toFail: m[1])
    m[1].require(toFail: m[0])
    m[0].onBegan = .ended
    m[1].onBegan = .ended
    offer(.began, [touch(1, m)])
    #expect(
      log.lines == ["a began 1", "b began 1", "error failureCycle", "b → failed", "a → recognized"])
  }

  @Test("G5: a possible member with delaysTouchesBegan holds the view's began back; once it fails, nothing does")
  func g5HoldsBack() {
    let m = members("delaying")
    m[0].delaysTouchesBegan = true
    m[0].onMoved = .failed
    let finger = touch(1, m)
    offer(.began, [finger])
    #expect(arena.holdsBack(.began, ofRecordAt: 0))
    #expect(!arena.holdsBack(.moved, ofRecordAt: 0), "only began and ended are ever held")
    offer(.moved, [finger])
    #expect(!arena.holdsBack(.began, ofRecordAt: 0))
  }

  @Test("G12: with every finger up an undecided member fails; then the session ends and each member is reset")
  func g12SessionEnds() {
    let m = members("a", "b")
    m[0].onEnded = .ended
    m[0].prevents = false
    let finger = touch(1, m)
    offer(.began, [finger])
    #expect(lift([finger]))
    #expect(
      log.lines == [
        "a began 1", "b began 1", "a ended", "b ended", "a → recognized", "b → failed", "a reset", "b reset",
      ])
    #expect(m.allSatisfy { $0.state == .possible } && arena.session.isEmpty)
  }
}
