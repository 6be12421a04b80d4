import Foundation
import Testing

@testable import ResponderKit

/// The chain walker's remembered run (`ResponderChain.passInPlace`): the responders a touch call
/// passes in place, taken as one step by the next walk from the same responder while no link of
/// the run changed. Each test makes a run, changes what the rule says the chain is, and checks
/// that the next sequence follows the new chain (R1, R3, R6, R8).
@MainActor
@Suite("The responder chain: runs passed in place (R6, R8)")
struct ChainRunTests {
  let log = CallLog()
  let app = UIApplication()
  let window: UIWindow
  /// window > outer > inner, all plain: a touch on `inner` is passed in place to the end.
  let outer = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
  let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  private let notes = CallLog()
  var time: TimeInterval = 0

  init() {
    window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    window.addSubview(outer)
    outer.addSubview(inner)
    app.engineObserver = { [notes] note in
      switch note {
      case .discarded(let message): notes.add("discarded \(message)")
      case .error(let reason): notes.add("error \(reason)")
      default: break
      }
    }
  }

  /// One sequence on `inner`: began, two moves, ended.
  mutating func drag() {
    for (phase, x) in [(UITouch.Phase.began, 10.0), (.moved, 12), (.moved, 14), (.ended, 14)] {
      time += 0.05
      app.receive([UIRawTouch(finger: 1, phase: phase, location: CGPoint(x: x, y: 10))], timestamp: time)
    }
  }

  /// The touch calls the probes logged (not their hit testing).
  var calls: [String] { log.lines.filter { $0.contains("touches") } }

  func takeNotes() -> [String] {
    defer { notes.lines = [] }
    return notes.lines
  }

  static let discardedSequence = [
    "discarded touchesBegan", "discarded touchesMoved", "discarded touchesMoved", "discarded touchesEnded",
  ]

  @Test("R6: a view put into the chain between two sequences gets the second one's calls")
  mutating func r6NewSuperviewInTheRun() {
    // Below outer, off the chain.
    let probe = ProbeView("probe", CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
    window.insertSubview(probe, at: 0)
    drag()
    #expect(takeNotes() == Self.discardedSequence)
    // The run outer, window, application is remembered; now a responder that overrides the
    // touch methods becomes the superview of `outer`.
    probe.addSubview(outer)
    drag()
    #expect(calls == ["probe touchesBegan 1", "probe touchesMoved 1", "probe touchesMoved 1", "probe touchesEnded 1"])
    #expect(takeNotes() == Self.discardedSequence)
  }

  @Test("R1: a controller given a view of the run between two sequences gets the second one's calls")
  mutating func r1NewControllerInTheRun() {
    drag()
    #expect(takeNotes() == Self.discardedSequence)
    let controller = ProbeController("controller", log: log)
    controller.view = outer
    #expect(inner.next === outer && outer.next === controller)
    drag()
    #expect(calls == ["controller touchesBegan 1", "controller touchesEnded 1"])
    // The controller forwards to outer's superview, the window: the calls still end there.
    #expect(takeNotes() == Self.discardedSequence)
  }

  @Test("R6: a view taken out of the run between two sequences is passed no more")
  mutating func r6ViewTakenOut() {
    // window > probe > middle > outer > inner: the run from outer is outer, middle; the probe
    // consumes the calls, so that this run is the walk's only one.
    let probe = ProbeView("probe", CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
    probe.consumes = ["began", "moved", "ended", "cancelled"]
    let middle = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.addSubview(probe)
    probe.addSubview(middle)
    middle.addSubview(outer)
    drag()
    #expect(calls.count == 4)
    #expect(takeNotes().isEmpty)
    log.lines = []
    // Now outer's superview is the window: the probe is no longer on the chain.
    window.addSubview(outer)
    drag()
    #expect(calls.isEmpty)
    #expect(takeNotes() == Self.discardedSequence)
  }

  @Test("R8: a loop back into a run of plain views is cut once per call, at every call as at the first")
  mutating func r8LoopIntoTheRun() {
    // window > probe > outer > inner; the probe's next is `outer`: the chain from inner is
    // outer (plain, passed in place), probe (called), then outer again: a loop.
    let probe = ProbeView("probe", CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
    window.addSubview(probe)
    probe.addSubview(outer)
    probe.customNext = .some(outer)
    drag()
    #expect(calls == ["probe touchesBegan 1", "probe touchesMoved 1", "probe touchesMoved 1", "probe touchesEnded 1"])
    #expect(takeNotes() == Array(repeating: "error responderLoop", count: 4))
  }
}
