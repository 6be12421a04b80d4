import Foundation
@_spi(Tools) import ResponderKit

// The list keys (ScenarioFormat.md, "Lists"; rules L1–L10): a `table` or `collection` view
// whose data source and delegate are the scenario's, answering from the file and logging every
// delegate call on `<list>.delegate`. Kept in a file of their own so that the other view keys
// stay as they are.

/// The keys of a `table` or `collection`; nil means "leave as is".
struct ListProperties {
  /// The rows (items) of each section: `rows` or `items` is one section, `sections` several.
  var sections: [Int]?
  var rowHeight: Double?
  var style: UITableView.Style?
  var itemSize: CGSize?
  var sectionInset: UIEdgeInsets?
  var scrollDirection: UICollectionView.ScrollDirection?
  var allowsSelection: Bool?
  var allowsMultipleSelection: Bool?
  /// The delegate deselects the row in `didSelectRowAt` (`didSelectItemAt`), as many apps do.
  var deselectOnSelect: Bool?
  var vetoHighlight: [IndexPath]?
  var vetoSelect: [IndexPath]?
  var vetoDeselect: [IndexPath]?
  /// The titles of the trailing swipe actions (L10); empty: no actions.
  var swipeActions: [String]?
  /// The rows' titles, row after row through the sections: each cell's `textLabel` text.
  var rowTitles: [String]?

  /// The most rows (items) a list may have, in all its sections, and the most sections: a file
  /// is a small app, and a list lays out every row's position at once (L1). Our choice.
  static let maximumCount = 10_000

  /// The keys both lists take, then each list's own (`spacing` is read as the stack's is).
  static let commonKeys = [
    "sections", "allowsSelection", "allowsMultipleSelection", "deselectOnSelect", "vetoHighlight", "vetoSelect",
    "vetoDeselect",
  ]
  static let tableKeys = ["rows", "rowHeight", "style", "swipeActions", "rowTitles"]
  static let collectionKeys = ["items", "itemSize", "spacing", "sectionInset", "scrollDirection"]
  /// Every key this type reads (`spacing` is the stack's property).
  static let keys = commonKeys + tableKeys + collectionKeys.filter { $0 != "spacing" }

  /// The keys a file may give a view of `kind`.
  static func keys(of kind: ViewClass) -> [String] {
    switch kind {
    case .table: return tableKeys.prefix(1) + commonKeys + tableKeys.dropFirst()
    case .collection: return collectionKeys.prefix(1) + commonKeys + collectionKeys.dropFirst()
    default: return []
    }
  }

  /// The keys a `set` step may change on a view of `kind`: a scroll view's and the list's,
  /// except the table's `style`, fixed when the table is made.
  static func setKeys(of kind: ViewClass?) -> [String] {
    guard let kind, ViewClass.lists.contains(kind) else { return [] }
    return ViewProperties.scrollKeys + keys(of: kind).filter { $0 != "style" }
  }

  static let styles: [(String, UITableView.Style)] = [
    ("plain", .plain), ("grouped", .grouped), ("insetGrouped", .insetGrouped),
  ]
  static let directions: [(String, UICollectionView.ScrollDirection)] = [
    ("vertical", .vertical), ("horizontal", .horizontal),
  ]

  /// Reads one list key.
  mutating func read(_ key: String, _ node: JSONNode) throws {
    switch key {
    case "rows", "items":
      sections = [try Self.count(node, "a number of \(key) (0 to \(Self.maximumCount))")]
    case "sections":
      guard case .array(let elements) = node.value, elements.count <= Self.maximumCount else {
        throw node.mismatch("a list of row (item) counts, one per section, such as [3, 5]")
      }
      let counts = try node.array().map {
        try Self.count($0, "a number of rows (items) from 0 to \(Self.maximumCount)")
      }
      guard counts.reduce(0, +) <= Self.maximumCount else {
        throw node.fail(
          "the counts add up to \(counts.reduce(0, +)); expected at most \(Self.maximumCount) rows (items) in all")
      }
      sections = counts
    case "rowHeight":
      guard case .number = node.value else { throw node.mismatch("a row height in points (a number above 0)") }
      let height = try node.number()
      guard height > 0, height <= 10_000 else {
        throw node.fail("\(JSONNode.text(height)) is out of range; expected a row height above 0 and at most 10000")
      }
      rowHeight = height
    case "style":
      guard case .string = node.value else {
        throw node.mismatch("a table style (\(Self.styles.map(\.0).joined(separator: ", ")))")
      }
      style = try ScenarioReader.pick(node, Self.styles)
    case "itemSize":
      let n = try node.numbers(2, "[width, height] (2 numbers)")
      guard n[0] > 0, n[1] > 0 else { throw node.fail("expected [width, height] with both above 0") }
      itemSize = CGSize(width: n[0], height: n[1])
    case "sectionInset":
      let n = try node.numbers(4, "[top, left, bottom, right] (4 numbers)")
      sectionInset = UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    case "scrollDirection":
      guard case .string = node.value else { throw node.mismatch("a scroll direction (vertical, horizontal)") }
      scrollDirection = try ScenarioReader.pick(node, Self.directions)
    case "allowsSelection": allowsSelection = try node.bool()
    case "allowsMultipleSelection": allowsMultipleSelection = try node.bool()
    case "deselectOnSelect": deselectOnSelect = try node.bool()
    case "vetoHighlight": vetoHighlight = try Self.indexPaths(node)
    case "vetoSelect": vetoSelect = try Self.indexPaths(node)
    case "vetoDeselect": vetoDeselect = try Self.indexPaths(node)
    case "swipeActions":
      var titles: [String] = []
      for element in try node.array() {
        let title = try element.string()
        guard !title.isEmpty, !title.contains(where: \.isWhitespace) else {
          throw element.fail("expected an action title without spaces")
        }
        titles.append(title)
      }
      swipeActions = titles
    case "rowTitles":
      guard case .array(let elements) = node.value, elements.count <= Self.maximumCount else {
        throw node.mismatch("a list of row titles, such as [\"Inbox\", \"Sent\"]")
      }
      rowTitles = try node.array().map { try $0.string() }
    default: break
    }
  }

  private static func count(_ node: JSONNode, _ expected: String) throws -> Int {
    guard case .number(let value) = node.value else { throw node.mismatch(expected) }
    guard value == value.rounded() else { throw node.fail("expected \(expected), found \(JSONNode.text(value))") }
    guard value >= 0, value <= Double(maximumCount) else {
      throw node.fail("\(JSONNode.text(value)) is out of range; expected \(expected)")
    }
    return Int(value)
  }

  /// Reads `[[section, row], …]`.
  private static func indexPaths(_ node: JSONNode) throws -> [IndexPath] {
    let expected = "an index path [section, row] (2 whole numbers, 0 or more)"
    guard case .array = node.value else { throw node.mismatch("a list of index paths such as [[0, 2]]") }
    return try node.array().map { element in
      let n = try element.numbers(2, expected)
      guard n.allSatisfy({ $0 >= 0 && $0 == $0.rounded() && $0 < 1e9 }) else {
        throw element.fail("expected \(expected), found [\(n.map(JSONNode.text).joined(separator: ", "))]")
      }
      return IndexPath(row: Int(n[1]), section: Int(n[0]))
    }
  }

  /// Refuses a view that gives its counts twice (`rows` or `items`, and `sections`).
  static func checkCounts(_ object: JSONObjectReader) throws {
    guard let sections = object["sections"] else { return }
    for key in ["rows", "items"] where object[key] != nil {
      throw sections.fail("\"\(key)\" and \"sections\" are one property (the counts); give at most one of them")
    }
  }
}

/// The data source and delegate of a scenario list (ScenarioFormat.md, "Lists"): the counts,
/// vetoes and swipe actions are the file's; every delegate call is logged on `<list>.delegate`,
/// category `lists` (L2–L10). It is also the list's scroll delegate, so its `scroll` lines
/// always show (S12).
@MainActor
final class ScenarioList: ScenarioScrollDelegate, UITableViewDataSource, UITableViewDelegate,
  UICollectionViewDataSource, UICollectionViewDelegate
{
  /// The rows (items) of a list whose file gives no count: one section of 20, enough to
  /// scroll a list of the usual sizes (our choice).
  static let defaultRows = 20
  /// The identifier the cells are reused under.
  static let reuseIdentifier = "cell"

  unowned let context: ScriptContext
  let listID: String
  var sections = [ScenarioList.defaultRows]
  var deselectOnSelect = false
  var vetoHighlight: Set<IndexPath> = []
  var vetoSelect: Set<IndexPath> = []
  var vetoDeselect: Set<IndexPath> = []
  var swipeTitles: [String] = []
  /// The rows' titles, row after row through the sections (`rowTitles`).
  var rowTitles: [String] = []

  init(context: ScriptContext, listID: String) {
    self.context = context
    self.listID = listID
    super.init(id: listID)
  }

  private var logID: String { listID + ".delegate" }

  /// The name of the cell at `path`: `<list>.cell[section,row]`.
  func cellName(_ path: IndexPath) -> String { "\(listID).cell[\(path.section),\(path.item)]" }

  private func log(_ message: String, _ key: String, _ path: IndexPath?, _ more: [(String, TraceValue)] = []) {
    context.log(logID, message, [(key, .indexPath(path))] + more, .lists)
  }

  // MARK: The table (L1–L4, L10)

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section < sections.count ? sections[section] : 0
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier) as? ScenarioTableCell
      ?? ScenarioTableCell(script: ResponderScript(id: "", context: context))
    cell.script.id = cellName(indexPath)
    let index = sections.prefix(indexPath.section).reduce(0, +) + indexPath.row
    // The label is made on first use: a file without titles keeps its cells without one.
    if index < rowTitles.count {
      cell.textLabel?.text = rowTitles[index]
      cell.hasTitle = true
    } else if cell.hasTitle {
      cell.textLabel?.text = nil
    }
    return cell
  }

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    let answer = !vetoHighlight.contains(indexPath)
    log("shouldHighlightRowAt", "row", indexPath, [("result", .flag(answer))])
    return answer
  }

  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    log("didHighlightRowAt", "row", indexPath)
  }

  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    log("didUnhighlightRowAt", "row", indexPath)
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    let answer = vetoSelect.contains(indexPath) ? nil : indexPath
    log("willSelectRowAt", "row", indexPath, [("result", .indexPath(answer))])
    return answer
  }

  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    let answer = vetoDeselect.contains(indexPath) ? nil : indexPath
    log("willDeselectRowAt", "row", indexPath, [("result", .indexPath(answer))])
    return answer
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log("didSelectRowAt", "row", indexPath)
    // Selection by code calls no delegate method (L7).
    if deselectOnSelect { tableView.deselectRow(at: indexPath, animated: true) }
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    log("didDeselectRowAt", "row", indexPath)
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let titles = swipeTitles
    log(
      "trailingSwipeActionsConfigurationForRowAt", "row", indexPath,
      [("actions", .word(titles.isEmpty ? "none" : titles.joined(separator: ",")))])
    guard !titles.isEmpty else { return nil }
    let context = self.context
    let logID = self.logID
    return UISwipeActionsConfiguration(
      actions: titles.map { title in
        UIContextualAction(style: .normal, title: title) { [unowned context] _, _, completion in
          context.log(logID, "swipeAction", [("title", .word(title)), ("row", .indexPath(indexPath))], .lists)
          completion(true)
        }
      })
  }

  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    log("leadingSwipeActionsConfigurationForRowAt", "row", indexPath, [("actions", .word("none"))])
    return nil
  }

  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    log("willBeginEditingRowAt", "row", indexPath)
  }

  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    log("didEndEditingRowAt", "row", indexPath)
  }

  func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
    -> UIContextMenuConfiguration?
  {
    log("contextMenuConfigurationForRowAt", "row", indexPath, [("at", .point(point)), ("result", .word("none"))])
    return nil
  }

  // MARK: The collection view (L1, L2, L5)

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    section < sections.count ? sections[section] : 0
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    ScenarioCollectionCell.makingIn = context
    defer { ScenarioCollectionCell.makingIn = nil }
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
    (cell as? ScenarioCollectionCell)?.script.id = cellName(indexPath)
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    let answer = !vetoHighlight.contains(indexPath)
    log("shouldHighlightItemAt", "item", indexPath, [("result", .flag(answer))])
    return answer
  }

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    log("didHighlightItemAt", "item", indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    log("didUnhighlightItemAt", "item", indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    let answer = !vetoSelect.contains(indexPath)
    log("shouldSelectItemAt", "item", indexPath, [("result", .flag(answer))])
    return answer
  }

  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    let answer = !vetoDeselect.contains(indexPath)
    log("shouldDeselectItemAt", "item", indexPath, [("result", .flag(answer))])
    return answer
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log("didSelectItemAt", "item", indexPath)
    if deselectOnSelect { collectionView.deselectItem(at: indexPath, animated: true) }
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log("didDeselectItemAt", "item", indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration? {
    log(
      "contextMenuConfigurationForItemsAt", "item", indexPaths.first,
      [("at", .point(point)), ("result", .word("none"))])
    return nil
  }
}

/// A scenario table's cell: its touch methods log on `<table>.cell[section,row]`, the name of
/// the row it shows, which changes when the table hands it out again (L1).
final class ScenarioTableCell: UITableViewCell, Scripted {
  let script: ResponderScript
  /// Whether the cell's `textLabel` was made for a title (`rowTitles`).
  var hasTitle = false

  init(script: ResponderScript) {
    self.script = script
    super.init(style: .default, reuseIdentifier: ScenarioList.reuseIdentifier)
    // Its overrides only log: the engine hit-tests it and reports the calls (H9).
    isHitTestedByEngine = true
  }

  override init(style: CellStyle, reuseIdentifier: String?) {
    fatalError("scenario cells are made by the scenario's data source")
  }

  required init?(coder: NSCoder) { nil }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    script.hitTest(self, point, event) { super.hitTest($0, with: $1) }
  }
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    script.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
  }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesBegan, touches) { super.touchesBegan(touches, with: event) }
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesMoved, touches) { super.touchesMoved(touches, with: event) }
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesEnded, touches) { super.touchesEnded(touches, with: event) }
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesCancelled, touches) { super.touchesCancelled(touches, with: event) }
  }
}

/// A scenario collection view's cell, named as a table's (`<collection>.cell[section,item]`).
/// The collection view makes registered cells itself with `init(frame:)` (L1), inside the data
/// source's dequeue call, which says whose cell it is through `makingIn`.
final class ScenarioCollectionCell: UICollectionViewCell, Scripted {
  /// The context of the cell being made, set around the dequeue call.
  static var makingIn: ScriptContext?
  let script: ResponderScript

  override init(frame: CGRect) {
    guard let context = Self.makingIn else { fatalError("scenario cells are made by the scenario's data source") }
    script = ResponderScript(id: "", context: context)
    super.init(frame: frame)
    // Its overrides only log: the engine hit-tests it and reports the calls (H9).
    isHitTestedByEngine = true
  }

  required init?(coder: NSCoder) { nil }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    script.hitTest(self, point, event) { super.hitTest($0, with: $1) }
  }
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    script.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
  }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesBegan, touches) { super.touchesBegan(touches, with: event) }
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesMoved, touches) { super.touchesMoved(touches, with: event) }
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesEnded, touches) { super.touchesEnded(touches, with: event) }
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesCancelled, touches) { super.touchesCancelled(touches, with: event) }
  }
}

/// The names of the parts of a scenario list that are not the file's objects: a cell's
/// `contentView` (`<cell>.contentView`) and a swipe action's button (`<table>.action[Title]`),
/// whose name is kept once given.
@MainActor
enum ListNames {
  static func name(of object: AnyObject, in context: ScriptContext) -> String? {
    guard let view = object as? UIView, let superview = view.superview else { return nil }
    if let cell = superview as? ScenarioTableCell, cell.contentView === view { return cell.script.id + ".contentView" }
    if let cell = superview as? ScenarioCollectionCell, cell.contentView === view {
      return cell.script.id + ".contentView"
    }
    if let button = view as? UIButton, let table = superview.superview as? ScriptedTableView {
      // Kept: the button's last events come after the closing row has removed it (L10).
      let name = "\(table.script.id).action[\(button.title(for: .normal) ?? "")]"
      context.names[ObjectIdentifier(button)] = name
      return name
    }
    return nil
  }
}

extension ScenarioApp {
  /// Makes a `table` or `collection` with its scenario data source and delegate, and names
  /// its recognizers: `<id>.pan`, and for a table `<id>.swipe` and `<id>.swipeDismiss` (L10).
  func makeList(_ spec: ViewSpec) -> UIView & Scripted {
    let script = ResponderScript(id: spec.id, context: context)
    let list = ScenarioList(context: context, listID: spec.id)
    script.scrollDelegate = list
    let view: UIScrollView & Scripted
    if spec.kind == .table {
      let table = ScriptedTableView(script: script, style: spec.properties.list.style ?? .plain)
      // The table adds its swipe pan, then the recognizer that closes an open row (L10).
      let recognizers = table.gestureRecognizers ?? []
      if let index = recognizers.firstIndex(where: { $0 is UIPanGestureRecognizer && $0 !== table.panGestureRecognizer }
      ) {
        context.names[ObjectIdentifier(recognizers[index])] = spec.id + ".swipe"
        if index + 1 < recognizers.count {
          context.names[ObjectIdentifier(recognizers[index + 1])] = spec.id + ".swipeDismiss"
        }
      }
      table.dataSource = list
      table.delegate = list
      view = table
    } else {
      let collection = ScriptedCollectionView(script: script, layout: UICollectionViewFlowLayout())
      collection.register(ScenarioCollectionCell.self, forCellWithReuseIdentifier: ScenarioList.reuseIdentifier)
      collection.dataSource = list
      collection.delegate = list
      view = collection
    }
    context.objects[spec.id + ".pan"] = view.panGestureRecognizer
    context.names[ObjectIdentifier(view.panGestureRecognizer)] = spec.id + ".pan"
    return view
  }

  /// Applies the list keys (L1–L10); a new count reloads the list, which clears its
  /// selection (L1).
  func applyList(_ properties: ViewProperties, to view: UIScrollView & Scripted) {
    guard let list = view.script.scrollDelegate as? ScenarioList else { return }
    let keys = properties.list
    if let flag = keys.deselectOnSelect { list.deselectOnSelect = flag }
    if let paths = keys.vetoHighlight { list.vetoHighlight = Set(paths) }
    if let paths = keys.vetoSelect { list.vetoSelect = Set(paths) }
    if let paths = keys.vetoDeselect { list.vetoDeselect = Set(paths) }
    if let titles = keys.swipeActions { list.swipeTitles = titles }
    if let table = view as? UITableView {
      if let titles = keys.rowTitles {
        list.rowTitles = titles
        if keys.sections == nil { table.reloadData() }
      }
      if let flag = keys.allowsSelection { table.allowsSelection = flag }
      if let flag = keys.allowsMultipleSelection { table.allowsMultipleSelection = flag }
      if let height = keys.rowHeight { table.rowHeight = CGFloat(height) }
      if let sections = keys.sections {
        list.sections = sections
        table.reloadData()
      }
    }
    if let collection = view as? UICollectionView {
      if let flag = keys.allowsSelection { collection.allowsSelection = flag }
      if let flag = keys.allowsMultipleSelection { collection.allowsMultipleSelection = flag }
      if let layout = collection.collectionViewLayout as? UICollectionViewFlowLayout {
        if let size = keys.itemSize { layout.itemSize = size }
        if let spacing = properties.spacing {
          layout.minimumInteritemSpacing = CGFloat(spacing)
          layout.minimumLineSpacing = CGFloat(spacing)
        }
        if let inset = keys.sectionInset { layout.sectionInset = inset }
        if let direction = keys.scrollDirection { layout.scrollDirection = direction }
      }
      if let sections = keys.sections {
        list.sections = sections
        collection.reloadData()
      }
    }
  }
}
