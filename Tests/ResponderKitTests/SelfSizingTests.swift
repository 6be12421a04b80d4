import Foundation
import Testing

@testable import ResponderKit

/// Gives each cell a plain subview pinned to its content view's top and bottom, with a height
/// constraint whose constant each configuration sets, and records the rows configured.
@MainActor
final class PinnedContent {
  private var heights: [ObjectIdentifier: NSLayoutConstraint] = [:]
  private(set) var configured: [Int] = []

  /// Sets the cell's pinned subview to `height`, making the subview the first time.
  func configure(_ cell: UITableViewCell, row: Int, height: CGFloat) {
    configured.append(row)
    if let constraint = heights[ObjectIdentifier(cell)] {
      constraint.constant = height
      return
    }
    let content = cell.contentView
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(box)
    let constraint = box.heightAnchor.constraint(equalToConstant: height)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: content.topAnchor),
      box.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      box.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      constraint,
    ])
    heights[ObjectIdentifier(cell)] = constraint
  }
}

@MainActor
@Suite("Self-sizing rows and fitting sizes (L1, Y7)", .serialized)
struct SelfSizingTests {
  @Test("Y7: systemLayoutSizeFitting solves the view's own constraints: width 100, height = width × 0.5")
  func fittingSize() {
    let view = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    NSLayoutConstraint.activate([
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
    ])
    #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 100, height: 50))
    #expect(view.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 100, height: 50))
    // Nothing is moved or resized.
    #expect(view.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
  }

  @Test("Y7: the target holds at its priority; the subtree's constraints decide the rest")
  func fittingPriorities() {
    let view = UIView()
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(child)
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
      child.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -10),
      child.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.25),
    ])
    let size = view.systemLayoutSizeFitting(
      CGSize(width: 200, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 200, height: 70))
    // The child's own view of the subtree: its superview's constraints are outside it.
    #expect(child.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == .zero)
  }

  /// A table of self-sizing rows whose pinned subviews are `heights[row]` tall.
  private static func table(heights: [CGFloat], estimated: CGFloat = 0) -> (TableViewTests.Setup, PinnedContent) {
    let setup = TableViewTests.Setup(rows: [heights.count])
    let content = PinnedContent()
    setup.table.estimatedRowHeight = estimated
    setup.table.rowHeight = UITableView.automaticDimension
    setup.recorder.configure = { cell, path in content.configure(cell, row: path.row, height: heights[path.row]) }
    setup.table.reloadData()
    return (setup, content)
  }

  @Test("L1: an automaticDimension row is as tall as its content view's constraints: a pinned 80-pt box")
  func pinnedBox() {
    let (setup, _) = Self.table(heights: [80, 80, 80])
    #expect(setup.table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 80))
    #expect(setup.table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 160, width: 320, height: 80))
    #expect(setup.table.contentSize == CGSize(width: 320, height: 240))
    #expect(setup.cell(1)?.frame == CGRect(x: 0, y: 80, width: 320, height: 80))
  }

  @Test("L1: rows of 60 and 100 stack, and a tap inside the second row selects row 1")
  func stackedRowsTap() {
    var (setup, _) = Self.table(heights: [60, 100])
    #expect(setup.table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 60, width: 320, height: 100))
    #expect(setup.cell(1)?.frame == CGRect(x: 0, y: 60, width: 320, height: 100))
    #expect(setup.table.indexPathForRow(at: CGPoint(x: 10, y: 59.5)) == IndexPath(row: 0, section: 0))
    #expect(setup.table.contentSize.height == 160)
    let tap = setup.tap(100, 110)
    #expect(tap.after == ["willSelect(1)", "didSelect(1)"])
    #expect(setup.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }

  @Test("L1: a self-sizing cell whose constraints give no height is 44 pt, from rowHeight or the delegate")
  func noVerticalConstraints() {
    let setup = TableViewTests.Setup(rows: [3])
    setup.recorder.configure = { cell, path in
      guard path.row == 1, cell.contentView.subviews.isEmpty else { return }
      let bar = UIView()
      bar.translatesAutoresizingMaskIntoConstraints = false
      cell.contentView.addSubview(bar)
      NSLayoutConstraint.activate([
        bar.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
        bar.widthAnchor.constraint(equalToConstant: 50),
      ])
    }
    setup.recorder.heights[IndexPath(row: 1, section: 0)] = UITableView.automaticDimension
    setup.recorder.heights[IndexPath(row: 2, section: 0)] = 30
    setup.table.reloadData()
    #expect(setup.table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 320, height: 44))
    #expect(setup.table.contentSize.height == 118)
  }

  @Test("L1: with an estimate, only the rows reached are measured; the others keep the estimate")
  func lazyMeasuring() {
    let (setup, content) = Self.table(heights: Array(repeating: 80, count: 100), estimated: 50)
    // Rows 0–5 reach the bottom of the 440-pt bounds: each measured once, then shown once.
    #expect(content.configured == Array(0...5) + Array(0...5))
    #expect(setup.table.rectForRow(at: IndexPath(row: 5, section: 0)) == CGRect(x: 0, y: 400, width: 320, height: 80))
    #expect(setup.table.rectForRow(at: IndexPath(row: 6, section: 0)) == CGRect(x: 0, y: 480, width: 320, height: 50))
    let measured: CGFloat = 6 * 80
    #expect(setup.table.contentSize.height == measured + 94 * 50)
  }
}
