import Foundation
import ResponderKit

/// What `responder why` found: for each recognizer and control, what happened in each touch
/// sequence, why, and how long it held the view's touches back; for each traced context menu
/// (`<view>.contextMenu`), whether each touch showed it, and if not, why (M1–M6).
public struct WhyReport {
  /// One touch sequence of one object.
  public struct Sequence {
    /// When the sequence began (the object's first touch); for a context menu, when the
    /// interaction first acted (asked for its configuration, or decided without asking).
    public var t: Double
    /// `recognized`, `ended`, `failed`, `cancelled` or `none` for recognizers;
    /// `touchUpInside`, `touchUpOutside`, `touchCancel`, `notTracked` or `controlDisabled` for
    /// controls; `shown` or `notShown` for context menus.
    public var outcome: String
    /// The engine's word for why: the name of its `Decision` (`movedTooFar`, `lostTo`,
    /// `waitedForFailure`, `vetoedByView`, `liftedOutside`, …), or `completed` or `failed` when
    /// the engine gave none.
    public var reason: String
    /// A sentence with the numbers.
    public var detail: String
    /// How long after the last finger lifted the object decided, when it held the view's
    /// `touchesEnded` meanwhile (G6), in seconds.
    public var addedLatency: Double
    /// When the outcome was decided.
    public var decidedAt: Double
  }

  /// One recognizer or control.
  public struct Object {
    /// Its id.
    public var id: String
    /// `recognizer`, `control`, `contextMenu`, or `row` / `item` for a row of a table or an item
    /// of a collection view (`LIST.row[S,R]`, L2–L11).
    public var kind: String
    /// Its touch sequences, in order.
    public var sequences: [Sequence]
  }

  /// The objects, in the file's order of first involvement.
  public var objects: [Object]

  /// The report as text.
  public var text: String {
    var lines: [String] = []
    for object in objects {
      lines.append("\(object.id) (\(object.kind)):")
      if object.sequences.isEmpty { lines.append("  never touched") }
      for sequence in object.sequences {
        if object.kind == Self.contextMenuKind {
          lines.append(
            String(
              format: "  at %.3f s: %@, %@: %@", sequence.decidedAt, sequence.outcome, sequence.reason,
              sequence.detail))
          continue
        }
        let latency =
          sequence.addedLatency > 0 ? String(format: " [held the view's touch %.3f s]", sequence.addedLatency) : ""
        lines.append(
          String(
            format: "  touch at %.3f s: %@ at %.3f s, %@: %@%@", sequence.t, sequence.outcome, sequence.decidedAt,
            sequence.reason, sequence.detail, latency))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The kind of a traced context menu's entries (M1–M6).
  static let contextMenuKind = "contextMenu"

  /// The report as the stable JSON object of the tools' interface.
  public var json: String {
    let items = objects.map { object in
      let sequences = object.sequences.map { s in
        #"{"t":\#(TraceLine.number(s.t)),"outcome":"\#(s.outcome)","reason":"\#(s.reason)","detail":\#(TraceLine.quoted(s.detail)),"addedLatency":\#(String(format: "%.3f", s.addedLatency))}"#
      }
      return
        #"{"id":\#(TraceLine.quoted(object.id)),"kind":"\#(object.kind)","sequences":[\#(sequences.joined(separator: ","))]}"#
    }
    return #"{"objects":[\#(items.joined(separator: ","))]}"#
  }
}

extension ScenarioRunner {
  /// What kind of object the file's `id` names (`recognizer`, `control`, `window`, `view`,
  /// `view controller` or `responder`), or nil when the file has no such id.
  public func objectKind(id: String) -> String? {
    guard let object = app.context.objects[id] ?? TextNames.object(named: id, in: app.context) else { return nil }
    switch object {
    case is UIGestureRecognizer: return "recognizer"
    case is UIControl: return "control"
    case is UIWindow: return "window"
    case is UIView: return "view"
    case is UIViewController: return "view controller"
    case is ScenarioContextMenuDelegate: return WhyReport.contextMenuKind
    default: return "responder"
    }
  }

  /// Whether `id` names a row of a table or an item of a collection view of the file
  /// (`table.row[0,3]`, `grid.item[0,2]`: its cell's name with `row` or `item`), or a list.
  func isListOrRow(_ id: String) -> Bool {
    let list =
      id.range(of: ".row[").map { String(id[..<$0.lowerBound]) } ?? id.range(of: ".item[").map {
        String(id[..<$0.lowerBound])
      } ?? id
    return app.context.objects[list] is UITableView || app.context.objects[list] is UICollectionView
  }

  /// Runs the scenario and tells, for each recognizer and control (or only `objectID`), what
  /// happened in each touch sequence and why, from the engine's own decisions.
  public func why(object objectID: String? = nil) -> WhyReport {
    let context = app.context
    final class Open {
      var t: Double
      var lastTouchEnd: Double?
      var outcome = "none"
      var reason = "completed"
      var detail = ""
      var decidedAt: Double
      var pendingReason: (String, String)?
      /// How a scroll view held the control's `touchesBegan` (S4).
      var held: String?
      /// Whether a context menu's highlight preview was asked (a held touch, M2).
      var highlighted = false
      init(t: Double) {
        self.t = t
        decidedAt = t
      }
    }
    var order: [String] = []
    var kinds: [String: String] = [:]
    var open: [String: Open] = [:]
    var done: [String: [WhyReport.Sequence]] = [:]
    /// Scroll views' holds of a control's next `touchesBegan`, by the control's id (S4).
    var holds: [String: String] = [:]
    /// When each scripted view last got `touchesBegan`, and when each recognizer's last
    /// sequence was decided: a recognizer the file did not script logs no touches, so its
    /// sequence begins at its view's touch-down.
    var viewTouchDown: [String: Double] = [:]
    var lastDecided: [String: Double] = [:]
    func startUnscripted(_ recognizer: UIGestureRecognizer, _ id: String) -> Open {
      let isNew = open[id] == nil
      let sequence = start(id, kind: "recognizer")
      if isNew, let view = recognizer.view, let down = viewTouchDown[name(view)], down >= lastDecided[id] ?? 0 {
        sequence.t = down
      }
      return sequence
    }
    func close(_ id: String) {
      guard let sequence = open.removeValue(forKey: id) else { return }
      var latency = 0.0
      if let end = sequence.lastTouchEnd, sequence.decidedAt > end + 1e-9,
        (context.objects[id] as? UIGestureRecognizer)?.delaysTouchesEnded ?? false
      {
        latency = sequence.decidedAt - end
      }
      done[id, default: []].append(
        WhyReport.Sequence(
          t: sequence.t, outcome: sequence.outcome, reason: sequence.reason,
          detail: (sequence.detail.isEmpty ? "the gesture happened" : sequence.detail)
            + (sequence.held.map { "; its touchesBegan was \($0)" } ?? ""), addedLatency: latency,
          decidedAt: sequence.decidedAt))
    }
    func start(_ id: String, kind: String) -> Open {
      if let sequence = open[id] { return sequence }
      if kinds[id] == nil {
        kinds[id] = kind
        order.append(id)
      }
      let sequence = Open(t: context.clock.now)
      open[id] = sequence
      return sequence
    }
    func name(_ object: AnyObject?) -> String { context.id(of: object) }
    /// A context menu's sequence: opened when the interaction first acts, closed at `willEnd`
    /// (or at once when it decided without a configuration to end); a decision after the menu
    /// showed (the finger moving on, M4) changes nothing.
    func menuDecided(_ id: String, _ decision: Decision) {
      let asked = open[id] != nil
      let sequence = start(id, kind: WhyReport.contextMenuKind)
      guard sequence.outcome != "shown" else { return }
      sequence.outcome = "notShown"
      sequence.reason = decision.name
      sequence.detail = decision.sentence(naming: name)
      sequence.decidedAt = context.clock.now
      if case .noMenuConfiguration = decision { close(id) } else if !asked { close(id) }
    }
    func menuLine(_ line: TraceLine) {
      switch line.message {
      case "configurationForMenu":
        close(line.id)
        _ = start(line.id, kind: WhyReport.contextMenuKind)
      case "previewForHighlighting":
        open[line.id]?.highlighted = true
      case "willDisplayMenu":
        let sequence = start(line.id, kind: WhyReport.contextMenuKind)
        sequence.outcome = "shown"
        sequence.reason = "presented"
        sequence.detail =
          sequence.highlighted
          ? "the touch was held until the menu presented (M3)" : "a secondary click presented it at once (M6)"
        sequence.decidedAt = line.t
      case "willEnd":
        close(line.id)
      default:
        break
      }
    }
    let rows = RowWhy(context: context)
    context.noteObserver = { note in
      let now = context.clock.now
      rows.note(note, now: now)
      switch note {
      case .decision(let object, .contentDelayed(let scrollView, let seconds)):
        holds[name(object)] = Decision.contentDelayed(by: scrollView, seconds: seconds).sentence(naming: name)
      case .decision(let menu as UIContextMenuInteraction, let decision):
        guard let id = (menu.delegate as? ScenarioContextMenuDelegate)?.id else { break }
        menuDecided(id, decision)
      case .decision(let object, let decision) where object is UIGestureRecognizer || object is UIControl:
        let id = name(object)
        let kind = object is UIGestureRecognizer ? "recognizer" : "control"
        let sequence =
          (object as? UIGestureRecognizer).flatMap { $0 is Scripted ? nil : startUnscripted($0, id) }
          ?? start(id, kind: kind)
        let reason = decision.name
        let text = decision.sentence(naming: name)
        if kind == "recognizer" {
          sequence.pendingReason = (reason, text)
        } else {
          sequence.reason = reason
          sequence.detail = text
          sequence.decidedAt = now
          if decision.isControlRefusal { sequence.outcome = reason }
        }
      case .gestureState(let recognizer, let state, let recognized):
        let id = name(recognizer)
        let sequence = recognizer is Scripted ? start(id, kind: "recognizer") : startUnscripted(recognizer, id)
        let word: String
        switch state {
        case .ended: word = recognized ? "recognized" : "ended"
        case .began: word = "began"
        case .changed: word = "changed"
        case .cancelled: word = "cancelled"
        case .failed: word = "failed"
        case .possible: word = "possible"
        }
        if state != .changed && state != .began || sequence.outcome == "none" {
          sequence.outcome = word
          sequence.decidedAt = now
          if let (reason, detail) = sequence.pendingReason {
            sequence.reason = reason
            sequence.detail = detail
          } else if state == .failed || state == .cancelled {
            sequence.reason = "failed"
            sequence.detail = "the recognizer decided so"
          } else if sequence.reason == "completed" {
            sequence.detail = ""
          }
        }
        if state == .ended || state == .began {
          // A success keeps the reason that let it happen (such as having waited).
          if let (reason, detail) = sequence.pendingReason, reason == "waitedForFailure" {
            sequence.reason = reason
            sequence.detail = detail
          }
        }
        sequence.pendingReason = nil
        // A recognizer the file did not script (a text interaction's tap and loupe, X2–X5)
        // logs no `reset`: its sequence ends with its gesture.
        if !(recognizer is Scripted), state == .ended || state == .failed || state == .cancelled {
          lastDecided[id] = now
          close(id)
        }
      case .controlEvent(let control, let event):
        let id = name(control)
        let sequence = start(id, kind: "control")
        for word in ["touchUpInside", "touchUpOutside", "touchCancel"] where ControlNames.event(named: word) == event {
          sequence.outcome = word
          sequence.decidedAt = now
        }
      default:
        break
      }
    }
    run { line in
      rows.line(line)
      if line.category == .menus,
        kinds[line.id] == WhyReport.contextMenuKind || line.message == "configurationForMenu"
          || line.message == "willDisplayMenu"
      {
        return menuLine(line)
      }
      if line.message == "touchesBegan", context.objects[line.id] is UIView { viewTouchDown[line.id] = line.t }
      guard line.message.hasPrefix("touches") else {
        if line.message == "reset" { close(line.id) }
        return
      }
      let object = context.objects[line.id]
      if object is UIGestureRecognizer || object is UIControl {
        let kind = object is UIGestureRecognizer ? "recognizer" : "control"
        if line.message == "touchesBegan", kind == "control" { close(line.id) }
        let sequence = start(line.id, kind: kind)
        if line.message == "touchesBegan", let held = holds.removeValue(forKey: line.id) { sequence.held = held }
        if line.message == "touchesEnded" || line.message == "touchesCancelled" { sequence.lastTouchEnd = line.t }
      }
    }
    context.noteObserver = nil
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
    if let objectID, objects.isEmpty, isListOrRow(objectID) {
      return WhyReport(objects: [WhyReport.Object(id: objectID, kind: "row", sequences: [])])
    }
    if let objectID, objects.isEmpty, let object = context.objects[objectID] {
      objects = [WhyReport.Object(id: objectID, kind: object is UIControl ? "control" : "recognizer", sequences: [])]
    }
    return WhyReport(objects: objects)
  }
}
