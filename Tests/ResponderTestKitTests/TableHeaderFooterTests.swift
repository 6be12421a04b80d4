import Foundation
@_spi(Tools) import ResponderKit
import ResponderTestKit
import Testing

/// A header view that counts its `prepareForReuse()` calls.
final class CountingHeaderView: UITableViewHeaderFooterView {
  var reuses = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A table data source and delegate of three sections of ten rows, with header views or titles,
/// that logs selections and header displays.
final class SectionedTableLog: UITableViewDataSource, UITableViewDelegate {
  let log = OrderLog()
  let useTitles: Bool

  init(useTitles: Bool) { self.useTitles = useTitles }

  func numberOfSections(in tableView: UITableView) -> Int { 3 }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
  }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    useTitles ? "S\(section)" : nil
  }
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    useTitles ? UITableView.automaticDimension : 30
  }
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    guard !useTitles else { return nil }
    let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "h")
    view?.textLabel?.text = "H\(section)"
    return view
  }
  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
    log.add("willDisplayHeader \(section)")
  }
  func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
    log.add("didEndDisplayingHeader \(section)")
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.add("didSelectRow \(indexPath.section).\(indexPath.row)")
  }
}

@MainActor
@Suite("Table headers and footers (L12)")
struct TableHeaderFooterTests {
  let harness: TestHarness
  let table: UITableView
  let source: SectionedTableLog
  let rowHeight: CGFloat = 44
  let headerHeight: CGFloat = 30

  init() {
    self.init(useTitles: false)
  }

  init(useTitles: Bool) {
    let root = UIView()
    harness = TestHarness(rootView: root)
    source = SectionedTableLog(useTitles: useTitles)
    table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    table.contentInsetAdjustmentBehavior = .never
    table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
    table.register(CountingHeaderView.self, forHeaderFooterViewReuseIdentifier: "h")
    table.dataSource = source
    table.delegate = source
    root.addSubview(table)
    harness.advance(by: 0.1)
  }

  @Test("L12: the rows start below their section's header; the rectangles add up")
  func rectangles() {
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: headerHeight))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == headerHeight)
    let sectionHeight = headerHeight + CGFloat(10) * rowHeight
    #expect(table.rect(forSection: 1) == CGRect(x: 0, y: sectionHeight, width: 320, height: sectionHeight))
    #expect(table.rectForFooter(inSection: 1).height == 0)
    #expect(table.contentSize.height == CGFloat(3) * sectionHeight)
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: sectionHeight + 5)) == nil, "a header is no row")
  }

  @Test("L12: a header is a subview that hit testing finds; a tap on it selects no row, a tap on a row does")
  func headerIsHitAndSelectsNothing() throws {
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.superview === table)
    #expect(header.textLabel?.text == "H0")
    #expect(harness.hitView(at: CGPoint(x: 160, y: 10))?.isDescendant(of: header) == true)
    harness.tap(at: CGPoint(x: 160, y: 10))
    harness.advance(by: 0.5)
    #expect(source.log.lines == ["willDisplayHeader 0"])
    harness.tap(at: CGPoint(x: 160, y: headerHeight + rowHeight / 2))
    harness.advance(by: 0.5)
    #expect(source.log.lines == ["willDisplayHeader 0", "didSelectRow 0.0"])
  }

  @Test("L12: a header that scrolls away is reused for the next; a plain table's header sticks to the top")
  func headersAreReusedAndStick() throws {
    let first = try #require(table.headerView(forSection: 0) as? CountingHeaderView)
    table.contentOffset = CGPoint(x: 0, y: 500)
    #expect(table.headerView(forSection: 0) == nil)
    let second = try #require(table.headerView(forSection: 1) as? CountingHeaderView)
    #expect(second === first)
    #expect(second.reuses == 1)
    #expect(second.textLabel?.text == "H1")
    #expect(second.frame.minY == 500, "stuck to the top of the bounds")
    #expect(source.log.lines == ["willDisplayHeader 0", "didEndDisplayingHeader 0", "willDisplayHeader 1"])
    #expect(harness.hitView(at: CGPoint(x: 160, y: 10))?.isDescendant(of: second) == true)
  }

  @Test("L12: a section title makes a standard header view of the title height")
  func titlesMakeStandardHeaders() throws {
    let titled = TableHeaderFooterTests(useTitles: true)
    let header = try #require(titled.table.headerView(forSection: 0))
    #expect(header.textLabel?.text == "S0")
    #expect(header.frame.height == InteractionConstants.tableSectionTitleHeight)
    #expect(
      titled.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == InteractionConstants.tableSectionTitleHeight)
  }
}
