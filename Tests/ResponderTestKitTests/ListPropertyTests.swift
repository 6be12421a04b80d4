import Foundation
import ResponderKit
import ResponderTestKit
import Testing

/// A seeded generator for the list property tests (xorshift64*).
struct ListRandom {
  private var state: UInt64
  init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
  mutating func next() -> UInt64 {
    state ^= state >> 12
    state ^= state << 25
    state ^= state >> 27
    return state &* 0x2545_F491_4F6C_DD1D
  }
  mutating func int(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
  mutating func chance(_ p: Double) -> Bool { Double(next() % 10_000) / 10_000 < p }
  mutating func coordinate(_ bound: Int) -> CGFloat { CGFloat(int(bound + 20)) - 10 }
}

/// A cell that logs the touches the chain brings it and passes them on to the table.
final class PropertyCell: UITableViewCell {
  var record: ((String) -> Void)?
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    record?("began")
    super.touchesBegan(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    record?("ended")
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    record?("cancelled")
    super.touchesCancelled(touches, with: event)
  }
}

/// A table's data source and delegate that refuses some rows, offers menus and swipe actions
/// as the case says, and logs every call in order.
final class PropertyTableRecorder: UITableViewDataSource, UITableViewDelegate {
  var calls: [String] = []
  var rows = 60
  var vetoHighlight: Set<Int> = []
  var vetoSelect: Set<Int> = []
  var menus = false
  var swipes = false
  var deselectOnSelect = false

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    (cell as? PropertyCell)?.record = { [unowned self] in self.calls.append("cell \($0)") }
    return cell
  }
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    !vetoHighlight.contains(indexPath.row)
  }
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    calls.append("highlight \(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    calls.append("unhighlight \(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    calls.append("willSelect \(indexPath.row)")
    return vetoSelect.contains(indexPath.row) ? nil : indexPath
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    calls.append("didSelect \(indexPath.row)")
    if deselectOnSelect { tableView.deselectRow(at: indexPath, animated: true) }
  }
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    calls.append("willDeselect \(indexPath.row)")
    return indexPath
  }
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    calls.append("didDeselect \(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    guard swipes else { return nil }
    return UISwipeActionsConfiguration(actions: [
      UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
    ])
  }
  func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
    -> UIContextMenuConfiguration?
  {
    guard menus else { return nil }
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
      UIMenu(children: [UIAction(title: "Copy") { _ in }])
    }
  }
}

/// Rules L2–L11 as guarantees over random use: taps, holds, drags that scroll, swipes, cancels,
/// reloads and programmatic scrolls during touches, on tables with random settings.
@MainActor
@Suite("List guarantees over random touches (L2–L11)", .serialized)
struct ListPropertyTests {
  /// A tenth of the random-app cases (RESPONDERKIT_PROPERTY_CASES, 2,000 unless set), each a
  /// whole table and a dozen gestures.
  static let cases = max(
    (ProcessInfo.processInfo.environment["RESPONDERKIT_PROPERTY_CASES"].flatMap(Int.init) ?? 2000) / 10, 20)

  @Test(
    "L2–L11: every highlight gets one unhighlight, selection comes only after an unhighlight, none after a cancel"
  )
  func conservation() {
    var seen: [String: Int] = [:]
    for seed in 1...UInt64(Self.cases) {
      var random = ListRandom(seed: seed)
      let calls = runCase(&random)
      for call in calls { seen[call.split(separator: " ").prefix(2).joined(separator: " "), default: 0] += 1 }
      let problems = Self.violations(in: calls)
      #expect(problems.isEmpty, "seed \(seed): \(problems.joined(separator: "; "))\n\(calls.joined(separator: ", "))")
      if !problems.isEmpty { return }
    }
    // The cases reach every kind of call the guarantees are about.
    let kinds = Set(seen.keys.map { $0.split(separator: " ")[0] == "cell" ? $0 : String($0.split(separator: " ")[0]) })
    for kind in [
      "cell began", "cell ended", "cell cancelled", "highlight", "unhighlight", "didSelect", "didDeselect",
      "willDeselect",
    ] {
      #expect(kinds.contains(kind), "no \(kind) in \(Self.cases) cases: \(seen)")
    }
  }

  /// Builds a random table and drives it; the recorder's calls.
  private func runCase(_ random: inout ListRandom) -> [String] {
    let harness = TestHarness(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let recorder = PropertyTableRecorder()
    recorder.rows = 5 + random.int(80)
    recorder.vetoHighlight = Set((0..<3).map { _ in random.int(recorder.rows) })
    recorder.vetoSelect = Set((0..<3).map { _ in random.int(recorder.rows) })
    recorder.menus = random.chance(0.3)
    recorder.swipes = random.chance(0.4)
    recorder.deselectOnSelect = random.chance(0.3)
    let table = UITableView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: random.chance(0.5) ? .plain : .grouped)
    table.rowHeight = CGFloat(30 + random.int(60))
    table.allowsMultipleSelection = random.chance(0.3)
    table.allowsSelection = random.chance(0.95)
    table.register(PropertyCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = recorder
    table.delegate = recorder
    harness.window.addSubview(table)
    harness.advance(by: 0)

    for _ in 0..<(4 + random.int(12)) {
      let start = CGPoint(x: random.coordinate(320), y: random.coordinate(440))
      switch random.int(7) {
      case 0:
        harness.tap(at: start)
      case 1:
        // A hold: the content delay, the menu's delay, or past both.
        let finger = harness.touchDown(at: start)
        harness.advance(by: [0.05, 0.2, 0.45, 1.0][random.int(4)])
        harness.lift(finger)
      case 2:
        // A vertical drag that scrolls.
        let finger = harness.touchDown(at: start)
        harness.advance(by: Double(random.int(30)) / 100)
        harness.move(finger, to: CGPoint(x: start.x, y: start.y - CGFloat(random.int(300)) + 100), duration: 0.2)
        harness.lift(finger)
      case 3:
        // A horizontal drag: a swipe on a row.
        let finger = harness.touchDown(at: start)
        harness.move(finger, to: CGPoint(x: start.x - CGFloat(random.int(300)), y: start.y), duration: 0.15)
        harness.lift(finger)
      case 4:
        // The system takes the touch.
        let finger = harness.touchDown(at: start)
        harness.advance(by: Double(random.int(50)) / 100)
        harness.cancel(finger)
      case 5:
        // The app changes the list during the touch.
        let finger = harness.touchDown(at: start)
        harness.advance(by: Double(random.int(30)) / 100)
        if random.chance(0.5) {
          table.reloadData()
        } else {
          table.setContentOffset(CGPoint(x: 0, y: CGFloat(random.int(200))), animated: random.chance(0.5))
        }
        harness.advance(by: Double(random.int(30)) / 100)
        harness.lift(finger)
      default:
        // Programmatic selection is silent (L7).
        let row = IndexPath(row: random.int(recorder.rows), section: 0)
        if random.chance(0.5) {
          table.selectRow(at: row, animated: false, scrollPosition: .none)
        } else {
          table.deselectRow(at: row, animated: false)
        }
      }
      harness.advance(by: 0.5)
      harness.application.presentedContextMenuInteraction?.dismissMenu()
      harness.advance(by: 0.5)
    }
    harness.advance(by: 2)
    return recorder.calls
  }

  /// What breaks the guarantees in one case's calls.
  static func violations(in calls: [String]) -> [String] {
    var problems: [String] = []
    var highlighted: Set<Int> = []
    var unhighlightedThisTouch: Set<Int> = []
    var touchOpen = false
    var cancelledSinceBegan = false
    for (index, call) in calls.enumerated() {
      let parts = call.split(separator: " ")
      let row = parts.count > 1 ? Int(parts[1]) : nil
      switch parts[0] {
      case "cell":
        switch parts[1] {
        case "began":
          if touchOpen { problems.append("#\(index): a touch began before the last one ended") }
          touchOpen = true
          cancelledSinceBegan = false
          unhighlightedThisTouch = []
        case "ended", "cancelled":
          if !touchOpen { problems.append("#\(index): a touch \(parts[1]) twice or without beginning") }
          touchOpen = false
          if parts[1] == "cancelled" { cancelledSinceBegan = true }
        default: break
        }
      case "highlight":
        guard let row else { break }
        if highlighted.contains(row) { problems.append("#\(index): row \(row) highlighted twice") }
        highlighted.insert(row)
      case "unhighlight":
        guard let row else { break }
        if highlighted.remove(row) == nil { problems.append("#\(index): row \(row) unhighlighted, not highlighted") }
        unhighlightedThisTouch.insert(row)
      case "willSelect", "didSelect", "willDeselect", "didDeselect":
        guard let row else { break }
        if cancelledSinceBegan { problems.append("#\(index): \(call) after the touch was cancelled") }
        if !unhighlightedThisTouch.contains(row) && !call.hasSuffix("Deselect \(row)") || highlighted.contains(row) {
          problems.append("#\(index): \(call) without the row's unhighlight before it")
        }
      default:
        break
      }
    }
    if !highlighted.isEmpty { problems.append("rows left highlighted: \(highlighted.sorted())") }
    if touchOpen { problems.append("a touch never ended") }
    return problems
  }
}
