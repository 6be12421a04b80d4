import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Swipe actions (L10)", .serialized)
struct SwipeActionsTests {
  /// Research §1.5's table with a trailing configuration of one destructive action whose
  /// handler logs and keeps its completion.
  @MainActor
  struct Setup {
    var table: TableViewTests.Setup
    var completion: ((Bool) -> Void)?
    let box = CompletionBox()

    final class CompletionBox {
      var completion: ((Bool) -> Void)?
      var source: UIView?
    }

    init(actions: Int = 1, fullSwipe: Bool = true) {
      table = TableViewTests.Setup()
      let log = table.stage.log
      let box = self.box
      let list = (0..<actions).map { index in
        UIContextualAction(style: index == 0 ? .destructive : .normal, title: "Action \(index)") { action, view, done in
          log.add("handler(\(action.title ?? ""))")
          box.completion = done
          box.source = view
        }
      }
      let configuration = UISwipeActionsConfiguration(actions: list)
      configuration.performsFirstActionWithFullSwipe = fullSwipe
      table.recorder.trailing = configuration
    }

    /// Down on row 1 at x, held 0.2 s (the highlight pair at 0.15 s).
    mutating func hold(_ x: CGFloat = 300) {
      table.stage.touch(1, .began, x, 66)
      table.wait(0.2)
      #expect(table.take() == ["shouldHighlight(1)", "didHighlight(1)"])
    }

    var rowX: CGFloat? { table.cell(1)?.frame.minX }
  }

  @Test(
    "L10: a sideways drag after a hold: didUnhighlight, then after the event the configuration and willBeginEditing; a fast release opens"
  )
  func swipeOpens() {
    var setup = Setup()
    setup.hold()
    setup.table.stage.touch(1, .moved, 270, 66)
    #expect(setup.table.take() == ["didUnhighlight(1)"])
    setup.table.wait(0)
    #expect(setup.table.take() == ["trailingSwipeActionsConfiguration(1)", "willBeginEditing(1)"])
    #expect(setup.rowX == -5)
    setup.table.stage.touch(1, .moved, 200, 66)
    #expect(setup.rowX == -75)
    setup.table.stage.touch(1, .ended, 200, 66, after: 0.02)
    setup.table.wait(1)
    #expect(setup.table.take() == [])
    #expect(setup.rowX == -InteractionConstants.swipeActionWidth)
    #expect(setup.table.table.indexPathForSelectedRow == nil && setup.table.cell(1)?.isHighlighted == false)
    // The next touch-down outside the actions closes the row and reaches nothing else.
    setup.table.stage.tap(100, 200)
    setup.table.wait(1)
    #expect(setup.table.take() == ["didEndEditing(1)"])
    #expect(setup.rowX == 0 && setup.table.table.indexPathForSelectedRow == nil)
    #expect(setup.table.tap(100, 200).after == ["willSelect(4)", "didSelect(4)"])
  }

  @Test(
    "Y10/L10: right to left, a swipe to the left asks for the leading actions, and a swipe to the right for the trailing ones, which open from the left edge"
  )
  func rightToLeft() {
    var setup = Setup()
    setup.table.table.semanticContentAttribute = .forceRightToLeft
    setup.hold()
    setup.table.stage.touch(1, .moved, 270, 66)
    setup.table.wait(0)
    #expect(setup.table.take() == ["didUnhighlight(1)", "leadingSwipeActionsConfiguration(1)"])
    #expect(setup.rowX == 0)
    setup.table.stage.touch(1, .ended, 270, 66, after: 0.02)
    setup.table.wait(1)
    _ = setup.table.take()
    setup.table.stage.touch(1, .began, 100, 66)
    setup.table.wait(0.2)
    _ = setup.table.take()
    setup.table.stage.touch(1, .moved, 130, 66)
    setup.table.wait(0)
    #expect(setup.table.take() == ["didUnhighlight(1)", "trailingSwipeActionsConfiguration(1)", "willBeginEditing(1)"])
    setup.table.stage.touch(1, .moved, 200, 66)
    setup.table.stage.touch(1, .ended, 200, 66, after: 0.02)
    setup.table.wait(1)
    #expect(setup.rowX == InteractionConstants.swipeActionWidth)
  }

  @Test("L10: a tap on an open row's action runs its handler; its completion closes the row")
  func tapOnAction() {
    var setup = Setup(actions: 2)
    setup.hold()
    setup.table.stage.touch(1, .moved, 270, 66)
    setup.table.stage.touch(1, .moved, 150, 66)
    setup.table.stage.touch(1, .ended, 150, 66, after: 0.02)
    setup.table.wait(1)
    _ = setup.table.take()
    #expect(setup.rowX == -2 * InteractionConstants.swipeActionWidth)
    // The first action is the outermost: the rightmost for a trailing swipe.
    setup.table.stage.tap(300, 66)
    setup.table.wait(0)
    #expect(setup.table.take() == ["handler(Action 0)"])
    #expect((setup.box.source as? UIButton)?.title(for: .normal) == "Action 0")
    setup.box.completion?(true)
    #expect(setup.table.take() == ["didEndEditing(1)"] && setup.rowX == 0)
    setup.box.completion?(true)
    #expect(setup.table.take() == [])
  }

  @Test("L10: a full swipe performs the first action; with performsFirstActionWithFullSwipe false the row opens")
  func fullSwipe() {
    var setup = Setup()
    setup.hold()
    setup.table.stage.touch(1, .moved, 270, 66)
    setup.table.stage.touch(1, .moved, 60, 66)
    #expect(setup.rowX == -215)
    setup.table.stage.touch(1, .ended, 60, 66, after: 0.02)
    #expect(setup.table.take().suffix(1) == ["handler(Action 0)"])
    setup.box.completion?(false)
    #expect(setup.table.take() == ["didEndEditing(1)"] && setup.rowX == 0)

    var banded = Setup(fullSwipe: false)
    banded.hold()
    banded.table.stage.touch(1, .moved, 270, 66)
    banded.table.stage.touch(1, .moved, 60, 66)
    // 215 pt of travel: 74 + (215 - 74)^0.7.
    let expected = -(74 + pow(141, InteractionConstants.swipeRubberBandExponent))
    #expect(abs((banded.rowX ?? 0) - expected) < 0.001)
    banded.table.stage.touch(1, .ended, 60, 66, after: 0.02)
    banded.table.wait(1)
    #expect(!banded.table.take().contains("handler(Action 0)"))
    #expect(banded.rowX == -74)
  }

  @Test("L10: a slow release short of half the actions' width closes the row: didEndEditing")
  func slowShortReleaseCloses() {
    var setup = Setup()
    setup.hold()
    setup.table.stage.touch(1, .moved, 270, 66)
    setup.table.stage.touch(1, .moved, 265, 66, after: 0.2)
    setup.table.stage.touch(1, .ended, 265, 66, after: 0.3)
    setup.table.wait(1)
    #expect(
      setup.table.take() == [
        "didUnhighlight(1)", "trailingSwipeActionsConfiguration(1)", "willBeginEditing(1)", "didEndEditing(1)",
      ])
    #expect(setup.rowX == 0)
  }

  @Test("L10: no configuration ends the swipe with no more calls; canEditRowAt false or editing: no swipe")
  func refusals() {
    var setup = Setup()
    setup.table.recorder.trailing = nil
    setup.hold()
    setup.table.stage.touch(1, .moved, 270, 66)
    setup.table.stage.touch(1, .moved, 150, 66)
    setup.table.stage.touch(1, .ended, 150, 66)
    setup.table.wait(1)
    #expect(setup.table.take() == ["didUnhighlight(1)", "trailingSwipeActionsConfiguration(1)"])
    #expect(setup.rowX == 0)
    setup.table.recorder.trailing = UISwipeActionsConfiguration(actions: [])
    setup.table.recorder.canEdit = false
    setup.hold()
    setup.table.stage.touch(1, .moved, 270, 66)
    setup.table.stage.touch(1, .moved, 150, 66)
    setup.table.stage.touch(1, .ended, 150, 66)
    setup.table.wait(1)
    #expect(!setup.table.take().contains { $0.contains("Swipe") || $0.contains("Editing") })
  }

  @Test("L10/L6: every touch the row's content saw begin is cancelled once when the swipe begins")
  func contentTouchCancelledOnce() {
    var setup = Setup()
    let log = setup.table.stage.log
    setup.table.recorder.configure = { cell, path in
      guard path.row == 1, cell.contentView.subviews.isEmpty else { return }
      cell.contentView.addSubview(ProbeView("content", CGRect(x: 0, y: 0, width: 320, height: 44), log: log))
    }
    setup.table.table.reloadData()
    setup.table.stage.touch(1, .began, 300, 66)
    setup.table.wait(0.2)
    setup.table.stage.touch(1, .moved, 270, 66)
    setup.table.stage.touch(1, .moved, 200, 66)
    setup.table.stage.touch(1, .ended, 200, 66)
    setup.table.wait(1)
    let lines = setup.table.take().filter { $0.hasPrefix("content touches") }
    #expect(lines == ["content touchesBegan 1", "content touchesCancelled 1"])
  }
}
