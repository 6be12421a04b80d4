import Foundation
import ResponderKit

/// The one home of `responder why`'s reading: it hears the engine's notes and the trace's
/// lines in the order they happened, each with its time, and keeps, for each recognizer and
/// control, its touch sequences and the engine's reason for each outcome. A scenario run feeds
/// it as it runs; a test's live hierarchy (`LiveHierarchy`) feeds it the notes it recorded and
/// the times its fingers came down.
@MainActor
final class WhyCollector {
  /// What a sequence came to, as `WhyReport.Sequence.outcome` words it.
  private enum Outcome {
    /// Nothing decided yet.
    case none
    /// A recognizer's latest change; `recognized` when a discrete gesture ended (G2).
    case gesture(UIGestureRecognizer.State, recognized: Bool)
    /// A recognizer refused the touch: it never took part (N7).
    case notReceived
    /// A control's ending event (`touchUpInside`, `touchUpOutside`, `touchCancel`, C2).
    case controlEnded(UIControl.Event)
    /// A control never tracked the touch, for this decision (C1, C3).
    case controlRefused(Decision)
    /// A context menu showed, or did not (M1–M6).
    case menuShown, menuNotShown

    var word: String {
      switch self {
      case .none: "none"
      case .gesture(let state, let recognized): EventNames.state(state, recognized: recognized)
      case .notReceived: "notReceived"
      case .controlEnded(let event): ControlNames.name(of: event)
      case .controlRefused(let decision): decision.name
      case .menuShown: "shown"
      case .menuNotShown: "notShown"
      }
    }

    var isNone: Bool {
      if case .none = self { return true }
      return false
    }
  }

  /// Why a sequence came to its outcome, as `WhyReport.Sequence.reason` and `detail` word it.
  private enum Reason {
    /// The gesture did what it does; the engine decided nothing against it.
    case completed
    /// It failed or was cancelled and the engine gave no reason (a custom recognizer's choice).
    case undecided
    /// The engine's decision, with its sentence (rendered when heard: the objects it names may
    /// change later).
    case decided(Decision, sentence: String)
    /// A context menu presented: after a held touch (M3), or at once on a secondary click (M6).
    case presented(held: Bool)

    var word: String {
      switch self {
      case .completed: "completed"
      case .undecided: "failed"
      case .decided(let decision, _): decision.name
      case .presented: "presented"
      }
    }

    var detail: String {
      switch self {
      case .completed: ""
      case .undecided: "the recognizer decided so"
      case .decided(_, let sentence): sentence
      case .presented(let held):
        held ? "the touch was held until the menu presented (M3)" : "a secondary click presented it at once (M6)"
      }
    }
  }

  private final class Open {
    var t: Double
    var lastTouchEnd: Double?
    var outcome = Outcome.none
    var reason = Reason.completed
    var decidedAt: Double
    /// How a scroll view held the control's `touchesBegan` (S4).
    var held: String?
    /// Whether a context menu's highlight preview was asked (a held touch, M2).
    var highlighted = false
    /// Whether the engine refused what the gesture did (Q12): that stays the reason.
    var refused = false
    init(t: Double) {
      self.t = t
      decidedAt = t
    }
  }

  private let context: ScriptContext
  private let rows: RowWhy
  /// What the timeline hears besides: the touches and the views they hit.
  private let log: TimelineLog
  /// The time of what is being heard: a note's, or a line's.
  private var now = 0.0
  private var order: [String] = []
  private var kinds: [String: String] = [:]
  private var open: [String: Open] = [:]
  private var done: [String: [WhyReport.Sequence]] = [:]
  /// Scroll views' holds of a control's next `touchesBegan`, by the control's id, with the
  /// time of the touch they held (S4).
  private var holds: [String: (sentence: String, t: Double)] = [:]
  /// When each scripted view last got `touchesBegan`, and when each recognizer's last sequence
  /// was decided: a recognizer the file did not script logs no touches, so its sequence begins
  /// at its view's touch-down.
  private var viewTouchDown: [String: Double] = [:]
  private var lastDecided: [String: Double] = [:]
  /// When fingers came down, where no view logs its touches (a live hierarchy): a sequence
  /// heard first through a note begins at the latest of these not before its last decision.
  private var touchDowns: [Double] = []

  init(context: ScriptContext) {
    self.context = context
    rows = RowWhy(context: context)
    log = TimelineLog(context: context)
  }

  /// Touch changes delivered at `t` in one dispatch, with the hit-test view of each finger that
  /// began (for the timeline).
  func touches(
    _ changes: [(finger: Int, phase: UITouch.Phase, location: CGPoint)], at t: Double, view: (Int) -> UIView?
  ) {
    log.touches(changes, at: t, view: view)
  }

  /// The timeline of what was heard: `report()`'s objects and sequences, with the touches,
  /// state changes, holds and actions on a time axis.
  func timeline() -> Timeline {
    log.timeline(report())
  }

  private func name(_ object: AnyObject?) -> String { context.id(of: object) }

  /// A finger came down at `t` (a live hierarchy's touch: its views log nothing).
  func touchDown(at t: Double) {
    touchDowns.append(t)
  }

  /// Where a sequence heard first through a note began: its view's last touch-down, or the
  /// last finger down, when one came at or after its previous decision.
  private func touchStart(of view: UIView?, _ id: String) -> Double? {
    let floor = lastDecided[id] ?? 0
    // A view's touch-down heard before the last decision belongs to an earlier sequence.
    let viewDown = view.flatMap { viewTouchDown[name($0)] }.flatMap { down in
      lastDecided[id] == nil || down > floor ? down : nil
    }
    let fingerDown = touchDowns.last { $0 >= floor && $0 <= now }
    return [viewDown, fingerDown].compactMap { $0 }.min()
  }

  private func startFromNote(_ object: AnyObject, _ id: String, kind: String) -> Open {
    let isNew = open[id] == nil
    let sequence = start(id, kind: kind)
    let view = (object as? UIGestureRecognizer)?.view ?? object as? UIView
    if isNew, let down = touchStart(of: view, id) { sequence.t = down }
    return sequence
  }

  private func close(_ id: String) {
    guard let sequence = open.removeValue(forKey: id) else { return }
    var latency = 0.0
    if let end = sequence.lastTouchEnd, sequence.decidedAt > end + 1e-9,
      (context.objects[id] as? UIGestureRecognizer)?.delaysTouchesEnded ?? false
    {
      latency = sequence.decidedAt - end
    }
    lastDecided[id] = sequence.decidedAt
    let detail = sequence.reason.detail
    done[id, default: []].append(
      WhyReport.Sequence(
        t: sequence.t, outcome: sequence.outcome.word, reason: sequence.reason.word,
        detail: (detail.isEmpty ? "the gesture happened" : detail)
          + (sequence.held.map { "; its touchesBegan was \($0)" } ?? ""), addedLatency: latency,
        decidedAt: sequence.decidedAt))
  }

  private func start(_ id: String, kind: String) -> Open {
    if let sequence = open[id] { return sequence }
    if kinds[id] == nil {
      kinds[id] = kind
      order.append(id)
    }
    let sequence = Open(t: now)
    open[id] = sequence
    return sequence
  }

  /// A context menu's sequence: opened when the interaction first acts, closed at `willEnd`
  /// (or at once when it decided without a configuration to end); a decision after the menu
  /// showed (the finger moving on, M4) changes nothing.
  private func menuDecided(_ id: String, _ decision: Decision) {
    let asked = open[id] != nil
    let sequence = start(id, kind: WhyReport.contextMenuKind)
    if case .menuShown = sequence.outcome { return }
    sequence.outcome = .menuNotShown
    sequence.reason = .decided(decision, sentence: decision.sentence(naming: name))
    sequence.decidedAt = now
    if case .noMenuConfiguration = decision { close(id) } else if !asked { close(id) }
  }

  private func menuLine(_ line: TraceLine) {
    switch line.message {
    case "configurationForMenu":
      close(line.id)
      _ = start(line.id, kind: WhyReport.contextMenuKind)
    case "previewForHighlighting":
      open[line.id]?.highlighted = true
    case "willDisplayMenu":
      let sequence = start(line.id, kind: WhyReport.contextMenuKind)
      sequence.outcome = .menuShown
      sequence.reason = .presented(held: sequence.highlighted)
      sequence.decidedAt = line.t
    case "willEnd":
      close(line.id)
    default:
      break
    }
  }

  /// An engine note, heard at `now`.
  func note(_ note: EngineNote, now: Double) {
    self.now = now
    rows.note(note, now: now)
    log.note(note, now: now)
    switch note {
    case .decision(let object, .contentDelayed(let scrollView, let seconds)):
      // Decided when the held touchesBegan goes out, `seconds` after the finger came down.
      holds[name(object)] = (
        Decision.contentDelayed(by: scrollView, seconds: seconds).sentence(naming: name), now - seconds
      )
    case .decision(let menu as UIContextMenuInteraction, let decision):
      guard let id = (menu.delegate as? ScenarioContextMenuDelegate)?.id else { break }
      menuDecided(id, decision)
    case .decision(let recognizer as UIGestureRecognizer, let decision):
      // A decision that changed no state: a refusal of the touch is the sequence's outcome
      // (N7), a refusal of what the gesture does is its reason (Q12); a decision a later one
      // replaced before the change explains nothing.
      guard decision.refusesTouch || decision.refusesOutcome else { break }
      let id = name(recognizer)
      let sequence =
        recognizer is Scripted ? start(id, kind: "recognizer") : startFromNote(recognizer, id, kind: "recognizer")
      if decision.refusesOutcome {
        sequence.reason = .decided(decision, sentence: decision.sentence(naming: name))
        sequence.refused = true
        break
      }
      sequence.outcome = .notReceived
      sequence.reason = .decided(decision, sentence: decision.sentence(naming: name))
      sequence.decidedAt = now
      if !(recognizer is Scripted) { close(id) }
    case .decision(let control as UIControl, let decision):
      let id = name(control)
      let sequence = control is Scripted ? start(id, kind: "control") : startFromNote(control, id, kind: "control")
      sequence.reason = .decided(decision, sentence: decision.sentence(naming: name))
      sequence.decidedAt = now
      if decision.isControlRefusal { sequence.outcome = .controlRefused(decision) }
    case .gestureState(let recognizer, let state, let recognized, let decision):
      let id = name(recognizer)
      let sequence =
        recognizer is Scripted ? start(id, kind: "recognizer") : startFromNote(recognizer, id, kind: "recognizer")
      let because = decision.map { Reason.decided($0, sentence: $0.sentence(naming: name)) }
      if state != .changed && state != .began || sequence.outcome.isNone {
        sequence.outcome = .gesture(state, recognized: recognized)
        sequence.decidedAt = now
        if let because {
          sequence.reason = because
        } else if sequence.refused {
          // The refusal of what the gesture did (Q12) stays its reason.
        } else if state == .failed || state == .cancelled {
          sequence.reason = .undecided
        }
      }
      // A success keeps the reason that let it happen (having waited, G9).
      if state == .ended || state == .began, let because, case .waitedForFailure = decision {
        sequence.reason = because
      }
      // A recognizer the file did not script (a text interaction's tap and loupe, X2–X5, or
      // any recognizer of a live hierarchy) logs no `reset`: its sequence ends with its gesture.
      if !(recognizer is Scripted), state == .ended || state == .failed || state == .cancelled {
        close(id)
      }
    case .controlEvent(let control, let event):
      let id = name(control)
      let outcome = [UIControl.Event.touchUpInside, .touchUpOutside, .touchCancel].first { $0 == event }
      // A control of a live hierarchy logs no touches: an outcome or a decision opens its
      // sequence, and the events that follow the outcome (a primary action) open none.
      if !(control is Scripted), outcome == nil, open[id] == nil { break }
      let sequence = control is Scripted ? start(id, kind: "control") : startFromNote(control, id, kind: "control")
      if let outcome {
        sequence.outcome = .controlEnded(outcome)
        sequence.decidedAt = now
        // Nor does it log its next `touchesBegan`, which closes a scripted control's sequence.
        if !(control is Scripted) { close(id) }
      }
    default:
      break
    }
  }

  /// A trace line of a scripted object.
  func line(_ line: TraceLine) {
    now = line.t
    rows.line(line)
    log.line(line)
    if line.category == .menus,
      kinds[line.id] == WhyReport.contextMenuKind || line.message == "configurationForMenu"
        || line.message == "willDisplayMenu"
    {
      return menuLine(line)
    }
    if line.message == "touchesBegan", context.objects[line.id] is UIView { viewTouchDown[line.id] = line.t }
    // A window's hit test is a touch's beginning (a view's touchesBegan may come later, S4).
    if line.message == "hitTest", context.objects[line.id] is UIWindow, touchDowns.last != line.t {
      touchDowns.append(line.t)
    }
    guard line.message.hasPrefix("touches") else {
      if line.message == "reset" { close(line.id) }
      return
    }
    let object = context.objects[line.id]
    if object is UIGestureRecognizer || object is UIControl {
      let kind = object is UIGestureRecognizer ? "recognizer" : "control"
      if line.message == "touchesBegan", kind == "control" { close(line.id) }
      let sequence = start(line.id, kind: kind)
      // A touch a scroll view held (S4) began when the finger came down, not when the
      // control heard of it.
      if line.message == "touchesBegan", let held = holds.removeValue(forKey: line.id) {
        sequence.held = held.sentence
        sequence.t = held.t
      }
      if line.message == "touchesEnded" || line.message == "touchesCancelled" { sequence.lastTouchEnd = line.t }
    }
  }

  /// The report: the objects in the order of their first involvement (only `objectID`, or
  /// the rows of the list it names, when given), then the lists' rows.
  func report(object objectID: String? = nil) -> WhyReport {
    for id in Array(open.keys) { close(id) }
    rows.finish()
    let ids = order.filter { objectID == nil || $0 == objectID }
    var objects = ids.map { WhyReport.Object(id: $0, kind: kinds[$0] ?? "recognizer", sequences: done[$0] ?? []) }
    // Rows (L2–L11): all of them, those of the list asked about, or the one asked about.
    let rowIDs = rows.order.filter { row in
      objectID == nil || row == objectID || row.hasPrefix((objectID ?? "") + ".row[")
        || row.hasPrefix((objectID ?? "") + ".item[")
    }
    objects += rowIDs.map {
      WhyReport.Object(id: $0, kind: $0.contains(".item[") ? "item" : "row", sequences: rows.done[$0] ?? [])
    }
    return WhyReport(objects: objects)
  }
}
