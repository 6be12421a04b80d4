import Foundation
import ResponderKit

/// A run as a picture on a time axis (`responder timeline`, `TestHarness.writeTimeline(to:)`):
/// one lane per touch (its phases, the view it hit), one per recognizer, control, context menu
/// and list row (`responder why`'s objects: each change of state with the engine's decision and
/// its rule), the holds of delivery (a scroll view's delay S4, `delaysTouchesBegan` G5,
/// `delaysTouchesEnded` G6, a failure requirement G9), cancellations and actions.
///
/// Built from the values `responder why` collects (its `WhyCollector`, which hears the engine's
/// notes and the trace as they happen), never derived again; `html` draws it.
public struct Timeline {
  /// Something that lasts: a state of a recognizer or control between two changes, or a hold.
  public struct Span: Equatable {
    /// `possible`, `began`, `changed`, `tracking` (a control's touch), `selecting` (a row's),
    /// or `hold`.
    public var kind: String
    /// When it began and ended, in seconds.
    public var start: Double
    /// When it ended, in seconds.
    public var end: Double
    /// Its words on the picture.
    public var label: String
    /// The lines a hover shows: what happened, then the trace lines of the object then.
    public var trace: [String]
  }

  /// Something that happens at one time: a touch's phase, a change of state, an action, a
  /// cancellation.
  public struct Mark: Equatable {
    /// `began`, `moved`, `ended`, `cancelled` (a touch's phase); `state` (a recognizer's or
    /// control's outcome); `action`; `cancel` (a view's touches cancelled, G3).
    public var kind: String
    /// For a state: the state or outcome word (`recognized`, `failed`, `touchUpInside`, …);
    /// `event` for a control event that is no outcome (`touchDown`), `action` for an action a
    /// trace line shows sent; a touch's phase otherwise.
    public var state: String
    /// When, in seconds.
    public var t: Double
    /// Its words on the picture (empty for a touch's moves).
    public var label: String
    /// The lines a hover shows.
    public var trace: [String]
  }

  /// One lane.
  public struct Lane: Equatable {
    /// `touch`, or `why`'s kind of object (`recognizer`, `control`, `contextMenu`, `row`, `item`).
    public var kind: String
    /// The lane's name: `touch N` (the N-th touch of the run) or the object's id.
    public var id: String
    /// The words beside the lane: for a touch, its finger and the view it hit.
    public var title: String
    /// What lasts, in time order.
    public var spans: [Span]
    /// What happens at one time, in time order.
    public var marks: [Mark]
  }

  /// The lanes: the touches in the order they began, then the objects in the order of their
  /// first involvement.
  public var lanes: [Lane]

  /// The time the picture starts and ends, in seconds: every item lies within.
  public var start: Double
  /// The end of the picture's time axis, in seconds.
  public var end: Double

  /// The timeline as text, a line per lane and per item, times in seconds with three
  /// decimals: `[start–end] kind label` for what lasts, `at kind state label` for what
  /// happens at once. What the picture shows, in a form a test can compare.
  public var outline: String {
    var lines: [String] = []
    for lane in lanes {
      lines.append("\(lane.title) (\(lane.kind))")
      for span in lane.spans {
        lines.append(
          String(format: "  [%.3f–%.3f] %@", span.start, span.end, span.kind)
            + (span.label.isEmpty ? "" : " \(span.label)"))
      }
      for mark in lane.marks where mark.kind != "moved" {
        lines.append(
          String(format: "  %.3f %@", mark.t, mark.kind) + (mark.label.isEmpty ? "" : " \(mark.label)"))
      }
    }
    return lines.joined(separator: "\n")
  }
}

/// What the timeline hears besides `responder why`'s notes and lines: the touches as the input
/// gives them and the view each hit. A scenario run and a live hierarchy feed it through the
/// collector (`WhyCollector`), which feeds it the notes and lines too.
@MainActor
final class TimelineLog {
  private final class Touch {
    let number: Int
    let finger: Int
    let start: Double
    var end: Double?
    var view = "no view"
    var marks: [Timeline.Mark] = []
    var holds: [Timeline.Span] = []
    /// Times of the view cancellations already marked.
    var cancelledAt: Set<Double> = []
    init(number: Int, finger: Int, start: Double) {
      self.number = number
      self.finger = finger
      self.start = start
    }
  }

  private struct Change {
    let t: Double
    let state: String
    let decision: String?
    let rule: String?
    let sentence: String?
    /// When it was heard among the marks (`heard`).
    let order: Int
  }

  private let context: ScriptContext
  private var touches: [Touch] = []
  private var openTouch: [Int: Touch] = [:]
  /// The touch whose dispatch the lines heard now belong to.
  private var current: Touch?
  /// A control's decision, until the control event it explains (a recognizer's comes with its
  /// change).
  private var pending: [String: Decision] = [:]
  private var changes: [String: [Change]] = [:]
  private var objectHolds: [String: [Timeline.Span]] = [:]
  /// Marks of the objects, each with the order it was heard in.
  private var objectMarks: [String: [(order: Int, mark: Timeline.Mark)]] = [:]
  /// How many changes and marks of objects were heard: at the same time, they are drawn in
  /// this order.
  private var heard = 0
  private var lines: [TraceLine] = []
  private var last = 0.0

  init(context: ScriptContext) {
    self.context = context
  }

  private func name(_ object: AnyObject?) -> String {
    let id = context.id(of: object)
    guard id == "unknown", let object else { return id }
    return String(describing: type(of: object))
  }

  /// Touch changes delivered at `t` in one dispatch; `view` gives the hit-test view of a finger
  /// that began (the engine's `UITouch.view`).
  func touches(
    _ changes: [(finger: Int, phase: UITouch.Phase, location: CGPoint)], at t: Double, view: (Int) -> UIView?
  ) {
    last = max(last, t)
    for change in changes.sorted(by: { $0.finger < $1.finger }) {
      let at = "(\(Self.decimal(change.location.x)), \(Self.decimal(change.location.y)))"
      if change.phase == .began {
        let touch = Touch(number: touches.count + 1, finger: change.finger, start: t)
        touch.view = view(change.finger).map(name) ?? "no view"
        touches.append(touch)
        openTouch[change.finger] = touch
        touch.marks.append(
          Timeline.Mark(
            kind: "began", state: "began", t: t, label: "began → \(touch.view)",
            trace: [
              "touch \(touch.number), finger \(change.finger): began at \(Self.seconds(t)) at \(at), hit \(touch.view) (H1)"
            ]))
        current = touch
        continue
      }
      guard let touch = openTouch[change.finger] else { continue }
      current = touch
      let word = change.phase == .moved ? "moved" : change.phase == .ended ? "ended" : "cancelled"
      touch.marks.append(
        Timeline.Mark(
          kind: word, state: word, t: t, label: change.phase == .moved ? "" : word,
          trace: ["touch \(touch.number), finger \(change.finger): \(word) at \(Self.seconds(t)) at \(at)"]))
      if change.phase == .ended || change.phase == .cancelled {
        touch.end = t
        openTouch[change.finger] = nil
      }
    }
  }

  /// The touch down at `t` (the latest that began at or before it).
  private func touch(at t: Double) -> Touch? {
    touches.last { $0.start <= t + 1e-9 && ($0.end ?? .infinity) >= t - 1e-9 } ?? touches.last { $0.start <= t + 1e-9 }
  }

  /// An engine note, heard at `now`.
  func note(_ note: EngineNote, now: Double) {
    last = max(last, now)
    switch note {
    case .decision(let object, .contentDelayed(let scrollView, let seconds)):
      let viewName = name(object)
      let start = now - seconds
      let label = "held by \(name(scrollView)) (S4)"
      let trace = [
        "\(viewName)'s touchesBegan \(Decision.contentDelayed(by: scrollView, seconds: seconds).sentence(naming: name)), from \(Self.seconds(start)) to \(Self.seconds(now))"
      ]
      touch(at: start)?.holds.append(Timeline.Span(kind: "hold", start: start, end: now, label: label, trace: trace))
    case .decision(let object, .waitedForFailure(let other, let since, let at)):
      // A wait that a later decision replaced before the change (a delegate's veto, G10).
      holdWaiting(name(object), for: other, since: since, at: at)
    case .decision(let object, let decision):
      // Only a control's decision waits for what it explains (its control event); a
      // recognizer's that changed no state (a refusal) marks no change.
      guard object is UIControl else { break }
      let id = name(object)
      pending[id] = decision
      if object is UIControl, case .touchCancelled = decision {
        appendMark(id, "cancel", "cancelled", now, "cancelled (G3)", decision)
      }
    case .gestureState(let recognizer, let state, let recognized, let decision):
      let id = name(recognizer)
      if case .waitedForFailure(let other, let since, let at) = decision {
        holdWaiting(id, for: other, since: since, at: at)
      }
      let word =
        switch state {
        case .ended: recognized ? "recognized" : "ended"
        case .began: "began"
        case .changed: "changed"
        case .cancelled: "cancelled"
        case .failed: "failed"
        case .possible: "possible"
        }
      changes[id, default: []].append(
        Change(
          t: now, state: word, decision: decision?.name, rule: decision?.rule,
          sentence: decision?.sentence(naming: name), order: heard))
      heard += 1
    case .controlEvent(let control, let event):
      let id = name(control)
      let eventName = ControlNames.name(of: event)
      let decision = pending.removeValue(forKey: id)
      let outcome = ["touchUpInside", "touchUpOutside", "touchCancel"].contains(eventName)
      appendMark(
        id, outcome ? "state" : "action", outcome ? eventName : "event", now,
        outcome ? eventName + (decision.map { " · \($0.name) · \($0.rule)" } ?? "") : eventName, decision)
    default:
      break
    }
  }

  /// The hold of a recognizer that would have recognized at `since` and waited for `other` to
  /// fail until `at` (G9).
  private func holdWaiting(_ id: String, for other: UIGestureRecognizer?, since: Double, at: Double) {
    objectHolds[id, default: []].append(
      Timeline.Span(
        kind: "hold", start: since, end: at, label: "waits for \(name(other)) to fail (G9)",
        trace: [
          "\(id) would have recognized at \(Self.seconds(since)) and waited for \(name(other)) to fail, which happened at \(Self.seconds(at)) (G9)"
        ]))
  }

  private func appendMark(
    _ id: String, _ kind: String, _ state: String, _ t: Double, _ label: String, _ decision: Decision?
  ) {
    var trace = ["\(id): \(label) at \(Self.seconds(t))"]
    if let decision { trace.append("\(decision.name) (\(decision.rule)): \(decision.sentence(naming: name))") }
    objectMarks[id, default: []].append(
      (heard, Timeline.Mark(kind: kind, state: state, t: t, label: label, trace: trace)))
    heard += 1
  }

  /// A trace line of a scripted object.
  func line(_ line: TraceLine) {
    last = max(last, line.t)
    lines.append(line)
    if let current, current.start <= line.t + 1e-9 {
      current.marks[current.marks.count - 1].trace.append(Self.text(line))
    }
    if line.message == "touchesCancelled", context.objects[line.id] is UIView, let touch = touch(at: line.t),
      !touch.cancelledAt.contains(line.t)
    {
      touch.cancelledAt.insert(line.t)
      touch.marks.append(
        Timeline.Mark(
          kind: "cancel", state: "cancelled", t: line.t, label: "\(line.id) cancelled (G3)",
          trace: ["\(line.id)'s touches were cancelled at \(Self.seconds(line.t)) (G3)"]))
    }
    if line.message == "action", let sender = line.keys.first(where: { $0.0 == "sender" })?.1,
      case .word(let senderID) = sender
    {
      var actionName = "action"
      if case .word(let word)? = line.keys.first(where: { $0.0 == "name" })?.1 { actionName = word }
      objectMarks[senderID, default: []].append(
        (
          heard,
          Timeline.Mark(
            kind: "action", state: "action", t: line.t, label: actionName,
            trace: ["\(line.id).\(actionName) sent by \(senderID) at \(Self.seconds(line.t))", Self.text(line)])
        ))
      heard += 1
    }
  }

  private static func text(_ line: TraceLine) -> String { "[\(seconds(line.t))] \(line.text)" }

  /// The timeline of `report` (`why`'s objects and sequences) with what this log heard.
  func timeline(_ report: WhyReport) -> Timeline {
    var lanes: [Timeline.Lane] = touches.map { touch in
      let end = touch.end ?? last
      var spans = [
        Timeline.Span(
          kind: "down", start: touch.start, end: end, label: "",
          trace: [
            "touch \(touch.number), finger \(touch.finger), on \(touch.view): from \(Self.seconds(touch.start)) to \(Self.seconds(end))\(touch.end == nil ? " (still down when the run ended)" : "")"
          ])
      ]
      spans += touch.holds
      return Timeline.Lane(
        kind: "touch", id: "touch \(touch.number)", title: "touch \(touch.number) · \(touch.view)", spans: spans,
        marks: Self.inTimeOrder(touch.marks, \.t))
    }
    for object in report.objects {
      var spans: [Timeline.Span] = []
      var marks = objectMarks[object.id] ?? []
      let objectChanges = changes[object.id] ?? []
      let recognizer = context.objects[object.id] as? UIGestureRecognizer
      for (index, sequence) in object.sequences.enumerated() {
        let next = index + 1 < object.sequences.count ? object.sequences[index + 1].t : Double.infinity
        let own = objectChanges.filter { $0.t >= sequence.t - 1e-9 && $0.t < next - 1e-9 }
        let why = "\(sequence.outcome), \(sequence.reason): \(sequence.detail)"
        guard object.kind == "recognizer" else {
          let kind = object.kind == "control" ? "tracking" : object.kind == "contextMenu" ? "possible" : "selecting"
          spans.append(
            Timeline.Span(
              kind: kind, start: sequence.t, end: max(sequence.t, sequence.decidedAt), label: "",
              trace: ["\(object.id): touch at \(Self.seconds(sequence.t)), \(why)"]))
          if object.kind != "control"
            || !marks.contains(where: { $0.mark.kind == "state" && abs($0.mark.t - sequence.decidedAt) < 1e-9 })
          {
            marks.append(
              (
                Int.max,
                Timeline.Mark(
                  kind: "state", state: sequence.outcome, t: sequence.decidedAt,
                  label: "\(sequence.outcome) · \(sequence.reason)",
                  trace: ["\(object.id): \(sequence.outcome) at \(Self.seconds(sequence.decidedAt))", why])
              ))
          }
          continue
        }
        // Possible from the touch-down, then each state until the next change.
        var from = (sequence.t, "possible")
        for change in own {
          if change.state != "changed" || from.1 != "changed" {
            spans.append(
              Timeline.Span(
                kind: from.1, start: from.0, end: change.t, label: "",
                trace: ["\(object.id): \(from.1) from \(Self.seconds(from.0)) to \(Self.seconds(change.t))"]))
            from = (change.t, change.state)
          }
          var trace = ["\(object.id): \(change.state) at \(Self.seconds(change.t))"]
          if let decision = change.decision, let rule = change.rule, let sentence = change.sentence {
            trace.append("\(decision) (\(rule)): \(sentence)")
          }
          trace += lines.filter { $0.id == object.id && abs($0.t - change.t) < 1e-9 }.map(Self.text)
          guard change.state != "changed" else { continue }
          let label = [change.state, change.decision, change.rule].compactMap { $0 }.joined(separator: " · ")
          marks.append(
            (change.order, Timeline.Mark(kind: "state", state: change.state, t: change.t, label: label, trace: trace)))
        }
        if from.1 == "began" || from.1 == "changed" || own.isEmpty {
          spans.append(
            Timeline.Span(
              kind: from.1, start: from.0, end: max(from.0, own.isEmpty ? sequence.decidedAt : last), label: "",
              trace: ["\(object.id): \(from.1) from \(Self.seconds(from.0)); \(why)"]))
        }
        // G5: while it was possible, a recognizer that delays touchesBegan held its view's.
        if let recognizer, recognizer.delaysTouchesBegan, let first = own.first, first.t > sequence.t + 1e-9 {
          spans.append(
            Timeline.Span(
              kind: "hold", start: sequence.t, end: first.t, label: "holds touchesBegan (G5)",
              trace: [
                "\(object.id) delays touchesBegan: its view's touchesBegan waited from \(Self.seconds(sequence.t)) until it \(first.state) at \(Self.seconds(first.t)) (G5)"
              ]))
        }
        // G6: the latency `why` measured, ending at the decision.
        if sequence.addedLatency > 0 {
          let start = sequence.decidedAt - sequence.addedLatency
          spans.append(
            Timeline.Span(
              kind: "hold", start: start, end: sequence.decidedAt, label: "holds touchesEnded (G6)",
              trace: [
                "\(object.id) delays touchesEnded: its view's touchesEnded waited \(Self.seconds(sequence.addedLatency)) until it decided (G6)"
              ]))
        }
      }
      spans += objectHolds[object.id] ?? []
      lanes.append(
        Timeline.Lane(
          kind: object.kind, id: object.id, title: object.id, spans: Self.inTimeOrder(spans, \.start),
          marks: marks.sorted { ($0.mark.t, $0.order) < ($1.mark.t, $1.order) }.map(\.mark)))
    }
    let times = lanes.flatMap { lane in lane.spans.flatMap { [$0.start, $0.end] } + lane.marks.map(\.t) }
    return Timeline(lanes: lanes, start: times.min() ?? 0, end: max(times.max() ?? 0, last))
  }

  /// `items` by `time`, those at the same time in the order they were heard (a stable sort).
  private static func inTimeOrder<Item>(_ items: [Item], _ time: KeyPath<Item, Double>) -> [Item] {
    items.enumerated().sorted { ($0.element[keyPath: time], $0.offset) < ($1.element[keyPath: time], $1.offset) }
      .map(\.element)
  }

  static func seconds(_ t: Double) -> String { String(format: "%.3f s", t) }

  static func decimal(_ value: CGFloat) -> String {
    var text = String(format: "%.1f", Double(value))
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }
}
