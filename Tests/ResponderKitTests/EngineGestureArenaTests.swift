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

/// The gesture arena (`GestureArena`) driven alone: no application, dispatcher, window, view
/// or hit test; touches made by hand, members that are fakes, each phase offered and resolved
/// as the dispatcher would (offer, then resolve until no take is left, while driven).
@MainActor
@Suite("Engine: the gesture arena alone (G1, G3, G5, G8, G9, G12, G13)")
struct EngineGestureArenaTests {
  private let log = ArenaLog()
  let event = UIEvent(type: .touches, timestamp: 0)
  let notes = NoteSink()
  let arena: GestureArena
  /// What the arena asked its driver to take from the views, in order.
  private let takes = TakeLog()
  /// How many times the arena called for its driver while idle.
  private let wakes = TakeLog()

  init() {
    arena = GestureArena(notes: notes)
    arena.onIdleWork = { [arena, wakes, takes] in
      wakes.lines.append("woken")
      while let take = arena.resolve() { takes.record(take) }
    }
    notes.observer = { [log] note in
      switch note {
      case .gestureState(let recognizer, let state, let recognized, _):
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
    _ = arena.join(touch, alone: [touch])
    return touch
  }

  /// Resolves until nothing is left, applying each take as the driver would (here: noting it).
  private func resolve() {
    while let take = arena.resolve() { takes.record(take) }
  }

  /// One phase of `touches`, offered and resolved while driven, as the dispatcher does.
  private func offer(_ phase: UITouch.Phase, _ touches: [UITouch]) {
    for touch in touches { touch._phase = phase }
    let driving = arena.queue.enter(.delivering)
    arena.offer(phase, arena.batch(of: touches), event: event)
    resolve()
    if driving { arena.queue.leave(.delivering) }
  }

  /// The fingers lift: the members that decided nothing are stopped, and the session ends when
  /// every one has decided (G12).
  private func lift(_ touches: [UITouch]) -> Bool {
    offer(.ended, touches)
    arena.stopUndecided()
    resolve()
    guard arena.isOver else { return false }
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
    #expect(arena.holdsBack(.began, of: finger))
    #expect(!arena.holdsBack(.moved, of: finger), "only began and ended are ever held")
    offer(.moved, [finger])
    #expect(!arena.holdsBack(.began, of: finger))
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

  @Test(
    "G3: a member that recognizes and cancels touches in view hands its driver the take, after its state and its action"
  )
  func g3TakeIsReturned() {
    let m = members("taker", "other")
    m[0].onBegan = .ended
    m[0].cancelsTouchesInView = true
    m[0].targets.append(
      .init(object: nil, holdsObject: false, perform: { [log] _ in log.lines.append("taker action") }, key: (nil, nil)))
    m[1].cancelsTouchesInView = true
    let first = touch(1, [m[0]])
    let second = touch(2, [m[1]])
    offer(.began, [first, second])
    #expect(log.lines == ["taker began 1", "other began 1", "taker → recognized", "taker action"])
    #expect(takes.lines == ["taker takes 1"], "only the touches it takes part for")
  }

  @Test("G3: a take ends the pass; what was requested after it is resolved at the next call")
  func g3TakeComesFirst() {
    let m = members("first", "second")
    m[0].onBegan = .ended
    m[0].cancelsTouchesInView = true
    m[0].prevents = false
    m[1].onBegan = .ended
    m[1].cancelsTouchesInView = true
    let finger = touch(1, m)
    let driving = arena.queue.enter(.delivering)
    arena.offer(.began, arena.batch(of: [finger]), event: event)
    let take = arena.resolve()
    #expect(take.map { ($0.recognizer as! Member).label } == "first")
    #expect(m[1].state == .possible, "the second's request waits behind the take")
    #expect(arena.resolve().map { ($0.recognizer as! Member).label } == "second")
    #expect(arena.resolve() == nil)
    if driving { arena.queue.leave(.delivering) }
  }

  @Test("T6/G12: a request while no one drives the arena (a timer's) calls for the driver once; one while driven waits")
  func idleRequestWakesTheDriver() {
    let m = members("timed")
    let finger = touch(1, m)
    offer(.began, [finger])
    #expect(wakes.lines.isEmpty)
    let driving = arena.queue.enter(.delivering)
    m[0].state = .ended
    #expect(wakes.lines.isEmpty && m[0].state == .possible, "driven: it waits for the resolution point")
    if driving { arena.queue.leave(.delivering) }
    resolve()
    #expect(m[0].state == .ended)
    let later = members("later")
    _ = touch(2, later)
    later[0].state = .failed
    #expect(wakes.lines == ["woken"] && later[0].state == .failed)
  }
}

/// The takes the arena handed its driver, or its calls for the driver, in order.
@MainActor
fileprivate final class TakeLog {
  var lines: [String] = []

  func record(_ take: ViewTake) {
    lines.append(
      "\((take.recognizer as? Member)?.label ?? "?") takes \(take.touches.map { String($0.fingerID) }.joined(separator: ","))"
    )
  }
}
