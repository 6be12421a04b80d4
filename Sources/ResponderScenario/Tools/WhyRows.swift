import Foundation
@_spi(Tools) import ResponderKit

/// What `responder why` says of the rows of a scenario's tables and the items of its collection
/// views (L2–L11): for each touch on a row, whether it selected it, and if not, why — from the
/// list's delegate lines and the engine's decisions (a pan that began within the content delay,
/// a recognizer that took the touch, a menu that presented).
///
/// A row is reported as `LIST.row[S,R]` (an item as `LIST.item[S,I]`), the name of its cell
/// with `row` or `item` for `cell`.
@MainActor
final class RowWhy {
  /// One touch on one row, open until the row's outcome is known.
  private final class Open {
    var t: Double
    var outcome = "notSelected"
    var reason = "noSelection"
    var detail = ""
    var decidedAt: Double
    var ended = false
    var unhighlightedBeforeEnd = false
    var highlighted = false
    /// When the row's cell got `touchesBegan`.
    var heardAt: Double
    init(t: Double) {
      self.t = t
      decidedAt = t
      heardAt = t
    }
  }

  private let context: ScriptContext
  private(set) var order: [String] = []
  private(set) var done: [String: [WhyReport.Sequence]] = [:]
  private var open: [String: Open] = [:]
  /// When the latest touch began (its hit test).
  private var touchStart = 0.0
  /// The last recognizer that began or recognized while a row's touch was open, by list.
  private var taker: [String: (recognizer: UIGestureRecognizer, t: Double)] = [:]

  init(context: ScriptContext) {
    self.context = context
  }

  /// The list and the row id of a cell's name (`table.cell[0,3]` → `table`, `table.row[0,3]`),
  /// or nil.
  private func row(ofCell name: String) -> (list: String, row: String)? {
    guard let range = name.range(of: ".cell["), name.hasSuffix("]") || name.hasSuffix("].contentView") else {
      return nil
    }
    let list = String(name[..<range.lowerBound])
    guard let path = name[range.upperBound...].split(separator: "]").first else { return nil }
    let word = context.objects[list] is UICollectionView ? "item" : "row"
    return (list, "\(list).\(word)[\(path)]")
  }

  private func start(_ row: String, at t: Double) -> Open {
    close(row)
    if done[row] == nil && !order.contains(row) { order.append(row) }
    let sequence = Open(t: t)
    open[row] = sequence
    return sequence
  }

  /// Ends the touch on `row`; one that lifted with no selection says why it did not select.
  func close(_ row: String) {
    guard let sequence = open.removeValue(forKey: row) else { return }
    if sequence.outcome == "notSelected", sequence.reason == "noSelection" {
      let list = listID(of: row)
      let selects =
        (context.objects[list] as? UITableView)?.allowsSelection
        ?? (context.objects[list] as? UICollectionView)?.allowsSelection ?? true
      if sequence.unhighlightedBeforeEnd {
        sequence.reason = "leftRow"
        sequence.detail = "the finger left the row before it lifted, which unhighlighted it (L3)"
      } else if !selects {
        sequence.reason = "selectionDisabled"
        sequence.detail = "the list's allowsSelection is false (L2)"
      } else if !sequence.ended {
        sequence.reason = "notEnded"
        sequence.detail = "the touch had not ended when the run did"
      } else {
        sequence.detail = "the touch ended on the row and nothing selected it"
      }
    }
    done[row, default: []].append(
      WhyReport.Sequence(
        t: sequence.t, outcome: sequence.outcome, reason: sequence.reason, detail: sequence.detail,
        addedLatency: 0, decidedAt: sequence.decidedAt))
  }

  /// Closes every open touch (the run ended).
  func finish() {
    for row in Array(open.keys) { close(row) }
  }

  /// An engine note: a recognizer's state (who took a row's touch), a list's pan that began
  /// within the content delay (S4).
  func note(_ note: EngineNote, now: Double) {
    switch note {
    case .gestureState(let recognizer, let state, _, _) where state == .began || state == .ended:
      for list in Set(open.keys.map(listID(of:))) where taker[list] == nil {
        taker[list] = (recognizer, now)
      }
    case .decision(let list as UIScrollView, .panBeganWithinContentDelay(_, let delay)):
      // The content delay held the row's touchesBegan, and the list's pan took the touch within
      // it: the row never saw the touch (S4, L6).
      let pan = list.panGestureRecognizer
      let location = pan.location(in: list)
      let moved = pan.translation(in: list)
      let origin = CGPoint(x: location.x - moved.x, y: location.y - moved.y)
      let path =
        (list as? UITableView)?.indexPathForRow(at: origin) ?? (list as? UICollectionView)?.indexPathForItem(at: origin)
      guard let path else { return }
      let listName = context.id(of: list)
      let row = "\(listName).\(list is UICollectionView ? "item" : "row")[\(path[0]),\(path[1])]"
      let sequence = start(row, at: touchStart)
      sequence.reason = "panBeganInDelay"
      sequence.detail = String(
        format:
          "the list's pan began at %.3f s, before the content delay (%.2f s, S4) ended: the row never saw the touch (L6)",
        now, delay)
      sequence.decidedAt = now
      close(row)
    default:
      break
    }
  }

  /// The list of a row id (`table.row[0,3]` → `table`).
  private func listID(of row: String) -> String {
    String(row[..<(row.range(of: ".row[") ?? row.range(of: ".item[")!).lowerBound])
  }

  /// A trace line: cells' touches and the list delegates' calls.
  func line(_ line: TraceLine) {
    if line.message == "hitTest", context.objects[line.id] is UIWindow {
      touchStart = line.t
    }
    if let (list, row) = row(ofCell: line.id), line.message.hasPrefix("touches") {
      switch line.message {
      case "touchesBegan":
        taker[list] = nil
        // The list's content delay (S4) may have held the cell's touchesBegan: the touch began
        // at its hit test.
        start(row, at: min(touchStart, line.t)).heardAt = line.t
      case "touchesEnded":
        open[row]?.ended = true
      case "touchesCancelled":
        guard let sequence = open[row] else { return }
        sequence.ended = true
        sequence.decidedAt = line.t
        sequence.reason = "cancelled"
        if let (by, t) = taker[list] {
          let listView = context.objects[list]
          if (listView as? UIScrollView)?.panGestureRecognizer === by {
            sequence.detail = String(
              format: "the list's pan began at %.3f s: the drag scrolls the list, which cancels the row's touch (L6)", t
            )
          } else if (listView as? UITableView)?.swipeActionsRecognizers.contains(where: { $0 === by }) ?? false {
            sequence.detail = String(format: "the row's swipe began at %.3f s and took the touch (L10)", t)
          } else {
            sequence.detail = String(
              format: "%@ recognized at %.3f s and cancelled the row's touch (L9, G3)", context.id(of: by), t)
          }
        } else if line.t > sequence.heardAt {
          sequence.detail = "the touch was cancelled (a context menu that presented, L11, or the system)"
        } else {
          sequence.detail = "the touch was cancelled"
        }
      default:
        break
      }
      return
    }
    guard line.category == .lists, line.id.hasSuffix(".delegate") else { return }
    let list = String(line.id.dropLast(".delegate".count))
    let key = context.objects[list] is UICollectionView ? "item" : "row"
    guard let path = line.keys.first(where: { $0.0 == key })?.1, case .indexPath(let indexPath?) = path else { return }
    let row = "\(list).\(key)[\(indexPath[0]),\(indexPath[1])]"
    let result = line.keys.first(where: { $0.0 == "result" })?.1
    let sequence = open[row]
    switch line.message {
    case "shouldHighlightRowAt", "shouldHighlightItemAt":
      if result == .flag(false) {
        sequence?.reason = "highlightVetoed"
        sequence?.detail = "\(line.message) returned false, which stops the selection too (L2)"
        sequence?.decidedAt = line.t
      }
    case "didHighlightRowAt", "didHighlightItemAt":
      sequence?.highlighted = true
    case "didUnhighlightRowAt", "didUnhighlightItemAt":
      if let sequence, !sequence.ended { sequence.unhighlightedBeforeEnd = true }
    case "willSelectRowAt", "shouldSelectItemAt":
      if result == .indexPath(nil) || result == .flag(false) {
        sequence?.reason = "selectionVetoed"
        sequence?.detail = "\(line.message) returned \(key == "row" ? "nil" : "false") (L4)"
        sequence?.decidedAt = line.t
      }
    case "willDeselectRowAt", "shouldDeselectItemAt":
      if result == .indexPath(nil) || result == .flag(false) {
        sequence?.reason = "deselectionVetoed"
        sequence?.detail = "\(line.message) refused to deselect the selected row (L4)"
        sequence?.decidedAt = line.t
      }
    case "didSelectRowAt", "didSelectItemAt":
      guard let sequence else { return }
      sequence.outcome = "selected"
      sequence.reason = "selected"
      sequence.detail = "the finger lifted on the row it highlighted (L2, L4)"
      sequence.decidedAt = line.t
      close(row)
    case "didDeselectRowAt", "didDeselectItemAt":
      guard let sequence else { return }
      sequence.outcome = "deselected"
      sequence.reason = "deselected"
      sequence.detail = "a touch on a selected row of a multiple selection deselects it (L4)"
      sequence.decidedAt = line.t
      close(row)
    default:
      break
    }
  }
}
