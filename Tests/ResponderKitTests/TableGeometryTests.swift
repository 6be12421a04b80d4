import Foundation
import Testing

@testable import ResponderKit

/// A data source and delegate of `rows` rows that counts the cells it is asked for and gives
/// no heights (the protocol's default `heightForRowAt`: the table's `rowHeight`).
@MainActor
final class FixedHeightSource: UITableViewDataSource, UITableViewDelegate {
  var rows: [Int]
  var cellsAsked: [IndexPath] = []

  init(rows: [Int]) { self.rows = rows }

  func numberOfSections(in tableView: UITableView) -> Int { rows.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cellsAsked.append(indexPath)
    return tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
  }
}

/// As `FixedHeightSource`, with a `heightForRowAt` of its own that counts every question.
@MainActor
final class CountedHeightSource: UITableViewDataSource, UITableViewDelegate {
  var rows: [Int]
  var heightsAsked: [IndexPath: Int] = [:]

  init(rows: [Int]) { self.rows = rows }

  func numberOfSections(in tableView: UITableView) -> Int { rows.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
  }
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heightsAsked[indexPath, default: 0] += 1
    return indexPath.row % 2 == 0 ? 30 : 50
  }
}

/// A table that counts the reads of its `rowHeight`: the delegate's default `heightForRowAt`
/// reads it for every row it is asked about.
final class RowHeightCountingTable: UITableView {
  var rowHeightReads = 0
  override var rowHeight: CGFloat {
    get {
      rowHeightReads += 1
      return super.rowHeight
    }
    set { super.rowHeight = newValue }
  }
}

@MainActor
@Suite("Table geometry at scale (L1)", .serialized)
struct TableGeometryTests {
  static let rows = 100_000

  func table(_ source: some UITableViewDataSource & UITableViewDelegate) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    table.delegate = source
    return table
  }

  func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

  @Test("L1: reloadData on 10⁵ rows of a fixed rowHeight makes cells for the visible rows only")
  func fixedHeightReloadIsVisibleOnly() {
    let source = FixedHeightSource(rows: [Self.rows])
    let table = table(source)
    table.reloadData()
    // 480 pt show rows 0–10 of 44 pt (row 10 from 440 to 484).
    let visible = (0...10).map { path($0) }
    #expect(source.cellsAsked == visible)
    #expect(table.indexPathsForVisibleRows == visible)
    #expect(table.subviews.filter { $0 is UITableViewCell }.count == 11)
    #expect(table.contentSize == CGSize(width: 320, height: 4_400_000))
    #expect(table.rectForRow(at: path(99_999)) == CGRect(x: 0, y: 4_399_956, width: 320, height: 44))
    #expect(table.indexPathForRow(at: CGPoint(x: 1, y: 4_399_999.5)) == path(99_999))
    #expect(table.indexPathForRow(at: CGPoint(x: 1, y: 4_400_000)) == nil)
    #expect(table.cellForRow(at: path(11)) == nil)

    // Far down: the rows from 45,454 (1,999,976 to 2,000,020) to 45,465 (its origin 2,000,460
    // is above the bottom edge at 2,000,480), each cell made for its row as it appears.
    source.cellsAsked = []
    table.contentOffset = CGPoint(x: 0, y: 2_000_000)
    let far = (45_454...45_465).map { path($0) }
    #expect(source.cellsAsked == far)
    #expect(table.indexPathsForVisibleRows == far)
    #expect(table.subviews.filter { $0 is UITableViewCell }.count == 12)
    #expect(table.cellForRow(at: path(45_454))?.frame == CGRect(x: 0, y: 1_999_976, width: 320, height: 44))
  }

  @Test("L1: reloadData on 10⁵ rows asks the default heightForRowAt about the first row only")
  func defaultHeightAskedOnce() {
    let source = FixedHeightSource(rows: [Self.rows])
    let table = RowHeightCountingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    table.delegate = source
    table.rowHeightReads = 0
    table.reloadData()
    // The default's answer for row 0 (which tells the table the delegate gives no heights) and
    // the table's own read; asking every row would read it 10⁵ times.
    #expect(table.rowHeightReads == 2)
    #expect(table.contentSize.height == 4_400_000 && source.cellsAsked.count == 11)
  }

  @Test("L1: fixed heights: rows across sections, an empty section, and a row's own edge finds it")
  func fixedHeightSections() {
    let source = FixedHeightSource(rows: [3, 0, 5])
    let table = table(source)
    table.rowHeight = 0.1
    table.reloadData()
    #expect(table.numberOfSections == 3 && table.numberOfRows(inSection: 1) == 0)
    #expect(table.rectForRow(at: path(0, 1)) == .zero)
    let first = table.rectForRow(at: path(0, 2))
    #expect(first.minY == 3 * CGFloat(0.1) && abs(first.height - 0.1) < 1e-9)
    // Rounding: each row's own top finds that row, never its neighbour.
    for section in [0, 2] {
      for row in 0..<table.numberOfRows(inSection: section) {
        let rect = table.rectForRow(at: path(row, section))
        #expect(table.indexPathForRow(at: CGPoint(x: 1, y: rect.minY)) == path(row, section))
        #expect(table.indexPathsForRows(in: rect.insetBy(dx: 0, dy: rect.height / 4)) == [path(row, section)])
      }
    }
    #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 0, width: 320, height: 100))?.count == 8)
  }

  @Test("L1: zero-height fixed rows: no row is under any point and none is visible")
  func zeroHeightRows() {
    let source = FixedHeightSource(rows: [4])
    let table = table(source)
    table.rowHeight = 0
    table.reloadData()
    #expect(table.contentSize.height == 0 && table.numberOfRows(inSection: 0) == 4)
    #expect(table.indexPathForRow(at: CGPoint(x: 1, y: 0)) == nil)
    #expect(table.indexPathsForRows(in: table.bounds) == [] && source.cellsAsked == [])
    #expect(table.rectForRow(at: path(3)) == CGRect(x: 0, y: 0, width: 320, height: 0))
  }

  @Test("L1: a delegate that gives heights is asked each row's height once per reload (no estimates)")
  func variableHeightsAskedOnce() {
    // An empty first section: the table's first question is row 0 of section 1.
    let source = CountedHeightSource(rows: [0, 1_000, 3])
    let table = table(source)
    table.reloadData()
    #expect(source.heightsAsked.count == 1_003 && source.heightsAsked.values.allSatisfy { $0 == 1 })
    // Section 1: 500 rows of 30 and 500 of 50; section 2: 30, 50, 30.
    #expect(table.contentSize.height == 40_110)
    #expect(table.rectForRow(at: path(1, 1)) == CGRect(x: 0, y: 30, width: 320, height: 50))
    #expect(table.rectForRow(at: path(0, 2)) == CGRect(x: 0, y: 40_000, width: 320, height: 30))
    #expect(table.indexPathForRow(at: CGPoint(x: 1, y: 79.5)) == path(1, 1))
    #expect(table.indexPathForRow(at: CGPoint(x: 1, y: 80)) == path(2, 1))
    table.reloadData()
    #expect(source.heightsAsked.values.allSatisfy { $0 == 2 })
  }

  @Test("L1: the delegate's default heightForRowAt answers the table's rowHeight")
  func defaultHeightIsRowHeight() {
    let source = FixedHeightSource(rows: [2])
    let table = table(source)
    table.rowHeight = 60
    #expect(source.tableView(table, heightForRowAt: path(1)) == 60)
    #expect(table.rectForRow(at: path(1)) == CGRect(x: 0, y: 60, width: 320, height: 60))
  }

  @Test("L1: with estimatedRowHeight, reloadData on 10⁵ rows asks the visible rows' heights only")
  func estimatedHeightsAskedAsReached() {
    let source = CountedHeightSource(rows: [Self.rows])
    let table = table(source)
    table.estimatedRowHeight = 44
    table.reloadData()
    // Rows of 30 and 50 in turn: rows 0–11 reach the bottom edge at 480 (row 12 starts there).
    let shown = (0...11).map { path($0) }
    #expect(source.heightsAsked.keys.sorted() == shown && source.heightsAsked.values.allSatisfy { $0 == 1 })
    #expect(table.indexPathsForVisibleRows == shown)
    // 480, then 99,988 estimates of 44.
    #expect(table.contentSize.height == 4_399_952)
    #expect(table.rectForRow(at: path(11)) == CGRect(x: 0, y: 430, width: 320, height: 50))
    #expect(table.rectForRow(at: path(12)) == CGRect(x: 0, y: 480, width: 320, height: 44))

    // Scrolling reaches rows 12–37 (row 37 starts at 1,470, above the bottom edge at 1,480);
    // each is asked once, and the rows below stay estimates.
    table.contentOffset = CGPoint(x: 0, y: 1000)
    #expect(source.heightsAsked.keys.sorted() == (0...37).map { path($0) })
    #expect(source.heightsAsked.values.allSatisfy { $0 == 1 })
    #expect(table.indexPathsForVisibleRows == (25...37).map { path($0) })
    // 1,520, then 99,962 estimates of 44.
    #expect(table.contentSize.height == 4_399_848)
    #expect(table.rectForRow(at: path(99_999)) == CGRect(x: 0, y: 4_399_804, width: 320, height: 44))
    #expect(table.indexPathForRow(at: CGPoint(x: 1, y: 4_399_804)) == path(99_999))
    #expect(table.indexPathForRow(at: CGPoint(x: 1, y: 1519)) == path(37))
    #expect(source.heightsAsked.count == 38)
  }

  @Test("L1: a measured height moves the sections after it; reaching them asks theirs")
  func estimatedHeightsMoveLaterSections() {
    let source = CountedHeightSource(rows: [20, 5])
    let table = table(source)
    table.estimatedRowHeight = 44
    table.reloadData()
    // Rows 0–11 measured (480 pt), rows 12–19 estimated: section 1 starts at 480 + 8 × 44.
    #expect(source.heightsAsked.count == 12)
    #expect(table.rectForRow(at: path(0, 1)) == CGRect(x: 0, y: 832, width: 320, height: 44))
    #expect(table.contentSize.height == 1052)
    table.contentOffset = CGPoint(x: 0, y: 500)
    // Section 0 ends at 800 (ten rows of 30 and ten of 50); section 1's rows from 800 to 990.
    // Row 12 (480 to 510) is the first under the top edge at 500.
    #expect(source.heightsAsked.count == 25 && source.heightsAsked.values.allSatisfy { $0 == 1 })
    #expect(table.rectForRow(at: path(0, 1)) == CGRect(x: 0, y: 800, width: 320, height: 30))
    #expect(table.rectForRow(at: path(4, 1)) == CGRect(x: 0, y: 960, width: 320, height: 30))
    #expect(table.contentSize.height == 990)
    #expect(table.indexPathsForVisibleRows?.first == path(12) && table.indexPathsForVisibleRows?.last == path(4, 1))
  }
}
