import Foundation
import ResponderKit

/// The list workloads' data source and delegate: `rows` rows (or items) in one section, plain
/// cells, no `heightForRowAt` (the table's fixed `rowHeight`), and a count of the selections
/// taps made, printed as the workload's checksum.
@MainActor
final class ListSource: UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  let rows: Int
  var selections = 0

  init(rows: Int) { self.rows = rows }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selections += 1 }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { rows }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selections += 1 }
}

/// A table (or a collection view with a one-column flow layout) of `rows` 44-pt rows filling a
/// 320 × 480 window, loaded before any unit: taps on rows (`tabletap`, `collectiontap`), a
/// motion's frames (`tableframes`) and reloads (`tablereload`). The workloads at two row counts
/// show what grows with the rows: with only the visible rows' cells, nothing should.
@MainActor
final class TableApp {
  static let rowHeight: CGFloat = 44
  /// The end of the motion `frame()` runs, the same for every row count (10² rows are 4,400 pt
  /// tall), so that each frame moves the same rows whatever the table's length.
  static let motionEnd: CGFloat = 2000
  let app: UIApplication
  let clock: VirtualClock
  let window: UIWindow
  let list: UIScrollView
  let source: ListSource
  var time = 1.0
  var up = false
  /// The raw touches of the two taps' began and ended (rows 2 and 6 of the first screen).
  let taps: [[UIRawTouch]]

  init(rows: Int, collection: Bool = false) {
    app = UIApplication()
    window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    source = ListSource(rows: rows)
    if collection {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 320, height: Self.rowHeight)
      layout.minimumLineSpacing = 0
      let view = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
      view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
      view.dataSource = source
      view.delegate = source
      list = view
    } else {
      let table = UITableView(frame: window.bounds, style: .plain)
      table.rowHeight = Self.rowHeight
      table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
      table.dataSource = source
      table.delegate = source
      list = table
    }
    window.addSubview(list)
    clock = app.clock as! VirtualClock
    var taps: [[UIRawTouch]] = []
    for y in [100.0, 280.0] {
      for phase in [UITouch.Phase.began, .ended] {
        taps.append([UIRawTouch(finger: 1, phase: phase, location: CGPoint(x: 160, y: y))])
      }
    }
    self.taps = taps
    reload()
  }

  /// Asks the data source for everything again (L1).
  func reload() {
    if let table = list as? UITableView { table.reloadData() } else { (list as? UICollectionView)?.reloadData() }
  }

  /// A tap on a row: began, and ended 0.05 s later (before the content delay, S4, so both
  /// reach the row at the lift), then the selection the table makes after the event (L4).
  /// Taps alternate between two rows, so each one selects its row.
  func tap(_ index: Int) {
    let taps = self.taps[(index % 2) * 2..<(index % 2) * 2 + 2]
    time += 1
    clock.advance(to: time)
    app.receive(taps[taps.startIndex], timestamp: time)
    time += 0.05
    clock.advance(to: time)
    app.receive(taps[taps.startIndex + 1], timestamp: time)
    clock.advance(to: time)
  }

  /// One frame of a motion between the offsets 0 and `motionEnd`, as the scroll view's
  /// `scrollframes` workload (S12): cells come and go as rows appear and leave (L1).
  func frame() {
    if !clock.hasPendingTimers {
      up.toggle()
      list.setContentOffset(CGPoint(x: 0, y: up ? Self.motionEnd : 0), animated: true)
    }
    if let next = clock.nextFireTime { clock.advance(to: next) }
  }
}

/// `--workload tabletap|collectiontap --rows N --units TAPS`, `--workload tableframes --rows N
/// --units FRAMES` and `--workload tablereload --rows N --units RELOADS`.
@MainActor
func runTableWorkload(_ name: String) throws {
  let rows = try integerArgument("--rows", 10_000)
  let units = try integerArgument("--units")
  let table = TableApp(rows: rows, collection: name == "collectiontap")
  switch name {
  case "tabletap", "collectiontap":
    for index in 0..<units { table.tap(index) }
  case "tableframes":
    for _ in 0..<units { table.frame() }
  default:
    for _ in 0..<units { table.reload() }
  }
  print("\(name) units \(units) rows \(rows) selections \(table.source.selections)")
}

/// The list measurements of `--instructions`: a tap on a row and a motion frame at 10² and
/// 10⁴ rows (equal figures show that neither grows with the rows), a tap on a collection
/// view's item at 10² and 10⁴ items, and `reloadData()` at 10² and 10⁵ rows with a fixed `rowHeight`.
@MainActor
func tableInstructions(valgrind: String) throws -> [(String, Double)] {
  var figures: [(String, Double)] = []
  func measure(_ label: String, _ workload: String, rows: Int, _ units: (Int, Int)) throws {
    let measurement = InstructionMeasurement(
      arguments: ["--workload", workload, "--rows", "\(rows)"], small: units.0, large: units.1,
      unitArgument: "--units")
    figures.append((label, try measureInstructions(measurement, valgrind: valgrind).perUnit))
  }
  for rows in [100, 10_000] {
    try measure("table tap on a row, \(rows) rows", "tabletap", rows: rows, (100, 300))
  }
  for rows in [100, 10_000] {
    try measure("table scroll frame, \(rows) rows", "tableframes", rows: rows, (300, 900))
  }
  for items in [100, 10_000] {
    try measure("collection view tap on an item, \(items) items", "collectiontap", rows: items, (100, 300))
  }
  for rows in [100, 100_000] {
    try measure("table reloadData, \(rows) rows, fixed rowHeight", "tablereload", rows: rows, (4, 12))
  }
  return figures
}
