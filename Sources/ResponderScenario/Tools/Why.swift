import Foundation
@_spi(Tools) import ResponderKit

/// What `responder why` found: for each recognizer and control, what happened in each touch
/// sequence, why, and how long it held the view's touches back; for each traced context menu
/// (`<view>.contextMenu`), whether each touch showed it, and if not, why (M1–M6).
public struct WhyReport {
  /// One touch sequence of one object.
  public struct Sequence {
    /// When the sequence began (the object's first touch); for a context menu, when the
    /// interaction first acted (asked for its configuration, or decided without asking).
    public var t: Double
    /// `recognized`, `ended`, `failed`, `cancelled` or `none` for recognizers, or `notReceived`
    /// when one refused the touch and never took part (the back swipe, N7);
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
    let collector = WhyCollector(context: context)
    context.noteObserver = { note in collector.note(note, now: context.clock.now) }
    run { line in collector.line(line) }
    context.noteObserver = nil
    var report = collector.report(object: objectID)
    if let objectID, report.objects.isEmpty, isListOrRow(objectID) {
      report = WhyReport(objects: [WhyReport.Object(id: objectID, kind: "row", sequences: [])])
    } else if let objectID, report.objects.isEmpty, let object = context.objects[objectID] {
      report = WhyReport(
        objects: [WhyReport.Object(id: objectID, kind: object is UIControl ? "control" : "recognizer", sequences: [])])
    }
    return report
  }
}

extension ScenarioRunner {
  /// Runs the scenario and draws it on a time axis: a lane per touch and per object `why`
  /// reports, from the same collected engine values (see `Timeline`).
  public func timeline() -> Timeline {
    let context = app.context
    let collector = WhyCollector(context: context)
    let application = app.application
    context.noteObserver = { note in collector.note(note, now: context.clock.now) }
    touchesHeard = { batch, t in
      collector.touches(batch.map { ($0.finger, $0.phase, $0.location) }, at: t) { application.touchView(finger: $0) }
    }
    run { line in collector.line(line) }
    context.noteObserver = nil
    touchesHeard = nil
    return collector.timeline()
  }
}
