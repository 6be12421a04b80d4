import Foundation

/// The tolerance of the solver's arithmetic: coefficients and constants closer to zero than
/// this are zero. Layout values are points (at most a few 10⁴), so 10⁻⁸ is far below a pixel
/// and far above the rounding error of the pivots.
let layoutEpsilon = 1e-8

extension Double {
  var isNearZero: Bool { abs(self) < layoutEpsilon }
}

/// A column of the tableau: a variable the solver made (slack, error, dummy) or one of the
/// caller's (external). Ordered by `id`, the order of creation, for Bland's rule.
struct LayoutSymbol: Hashable, Comparable {
  enum Kind: UInt8 {
    /// A caller's variable: unrestricted in sign.
    case external
    /// The slack of an inequality: at least zero.
    case slack
    /// The error of an optional constraint: at least zero, weighted in the objective.
    case error
    /// The marker of a required equality: always zero, never pivoted in.
    case dummy
  }

  let id: Int
  let kind: Kind

  static func == (lhs: LayoutSymbol, rhs: LayoutSymbol) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
  /// The hash that sets and dictionaries use: the id mixed with the table's seed by a
  /// multiply and a shift (a few instructions) instead of a SipHash per lookup. Rows, cells
  /// and columns are looked up for every cell a solve touches, and ids are the solver's own
  /// counter, never input an attacker chooses; equal symbols still hash equally.
  func _rawHashValue(seed: Int) -> Int {
    var h = UInt64(bitPattern: Int64(id ^ seed)) &* 0x9E37_79B9_7F4A_7C15
    h ^= h >> 29
    h = h &* 0xBF58_476D_1CE4_E5B9
    h ^= h >> 32
    return Int(bitPattern: UInt(h))
  }
  static func < (lhs: LayoutSymbol, rhs: LayoutSymbol) -> Bool { lhs.id < rhs.id }

  /// Whether the symbol must stay at least zero (slacks and errors; dummies are zero).
  var isRestricted: Bool { kind == .slack || kind == .error }
  /// Whether the simplex may bring it into the basis.
  var isPivotable: Bool { kind == .slack || kind == .error }
}

/// A row of the tableau: `basic = constant + Σ coefficient × symbol`, or, before it has a
/// basic symbol, `0 = constant + Σ coefficient × symbol`.
struct LayoutRow {
  var constant: Double
  var cells: [LayoutSymbol: Double] = [:]

  init(constant: Double) {
    self.constant = constant
  }

  func coefficient(_ symbol: LayoutSymbol) -> Double { cells[symbol] ?? 0 }

  /// Adds `coefficient × symbol`, dropping the cell when it cancels.
  mutating func insert(_ symbol: LayoutSymbol, _ coefficient: Double = 1) {
    let sum = (cells[symbol] ?? 0) + coefficient
    if sum.isNearZero { cells[symbol] = nil } else { cells[symbol] = sum }
  }

  /// Adds `coefficient × row`.
  mutating func insert(_ row: LayoutRow, _ coefficient: Double = 1) {
    constant += coefficient * row.constant
    for (symbol, value) in row.cells { insert(symbol, coefficient * value) }
  }

  /// Adds `coefficient × row` to a row without cells: a scaled copy of `row`'s table (the
  /// arithmetic of `insert(_:_:)`, without looking up a cell).
  mutating func insertScaledCopy(of row: LayoutRow, _ coefficient: Double) {
    assert(cells.isEmpty)
    constant += coefficient * row.constant
    cells = row.cells.mapValues { $0 * coefficient }
    if cells.values.contains(where: \.isNearZero) { cells = cells.filter { !$0.value.isNearZero } }
  }

  /// Adds `coefficient × row` to the row of `basic` in a tableau, telling `columns` which
  /// symbols entered this row and which cancelled out of it (the same arithmetic as
  /// `insert(_:_:)`).
  mutating func insert(
    _ row: LayoutRow, _ coefficient: Double, basic: LayoutSymbol, columns: inout [LayoutSymbol: Set<LayoutSymbol>]
  ) {
    constant += coefficient * row.constant
    for (symbol, value) in row.cells {
      let old = cells[symbol]
      let sum = (old ?? 0) + coefficient * value
      if sum.isNearZero {
        if old != nil {
          cells[symbol] = nil
          columns[symbol]?.remove(basic)
        }
      } else {
        cells[symbol] = sum
        if old == nil { columns[symbol, default: []].insert(basic) }
      }
    }
  }

  mutating func negate() {
    constant = -constant
    scaleCells(by: -1)
  }

  /// Multiplies every cell by `factor`: a new table of the same layout (`mapValues` keeps the
  /// keys where they are), one tight pass with no lookups.
  private mutating func scaleCells(by factor: Double) {
    cells = cells.mapValues { $0 * factor }
  }

  /// Turns `0 = … + c × symbol` into `symbol = …`.
  mutating func solve(for symbol: LayoutSymbol) {
    let factor = -1 / cells.removeValue(forKey: symbol)!
    constant *= factor
    scaleCells(by: factor)
  }

  /// Turns `lhs = … + c × rhs` into `rhs = …`.
  mutating func solve(_ lhs: LayoutSymbol, for rhs: LayoutSymbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by the expression of its row.
  mutating func substitute(_ symbol: LayoutSymbol, with row: LayoutRow) {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return }
    insert(row, coefficient)
  }
}

/// A dictionary that remembers, for every key written since the last `commit()`, the value
/// it had then, so that `rollback()` undoes the writes: the rollback of a failed solver
/// operation costs what the operation wrote, not the size of the dictionary.
struct JournaledDictionary<Key: Hashable, Value> {
  private(set) var contents: [Key: Value] = [:]
  /// The values before the first write since the last commit (nil: the key was absent).
  private var undo: [Key: Value?] = [:]

  subscript(key: Key) -> Value? {
    get { contents[key] }
    set {
      if undo.index(forKey: key) == nil { undo.updateValue(contents[key], forKey: key) }
      contents[key] = newValue
    }
  }

  var count: Int { contents.count }

  /// Keeps the writes since the last commit.
  mutating func commit() {
    if !undo.isEmpty { undo = [:] }
  }

  /// Undoes the writes since the last commit; calls `restored` with each key written.
  mutating func rollback(_ restored: (Key, Value?) -> Void = { _, _ in }) {
    for (key, value) in undo {
      contents[key] = value
      restored(key, value)
    }
    undo = [:]
  }
}

/// The rows of the tableau, keyed by their basic symbols, with a column index (for each
/// symbol, the basics of the rows that contain it) and an undo log.
///
/// The column index is what the original Cassowary implementation keeps: substituting a
/// symbol, the ratio test and moving a marker visit only the rows that contain the symbol,
/// not every row. The undo log keeps each row as it was before its first change since the
/// last `commit()`; `rollback()` puts those rows back (and their columns), so a refused
/// operation costs what it changed.
struct LayoutTableau {
  private(set) var rows: [LayoutSymbol: LayoutRow] = [:]
  /// For each symbol, the basic symbols of the rows it has a cell in.
  private var columns: [LayoutSymbol: Set<LayoutSymbol>] = [:]
  /// The rows before their first change since the last commit (nil: there was no row).
  private var undo: [LayoutSymbol: LayoutRow?] = [:]

  var count: Int { rows.count }

  subscript(basic: LayoutSymbol) -> LayoutRow? { rows[basic] }

  /// The basic symbols of the rows with a cell for `symbol`.
  func basics(containing symbol: LayoutSymbol) -> Set<LayoutSymbol> { columns[symbol] ?? [] }

  private mutating func note(_ basic: LayoutSymbol) {
    if undo.index(forKey: basic) == nil { undo.updateValue(rows[basic], forKey: basic) }
  }

  private mutating func index(_ row: LayoutRow, as basic: LayoutSymbol) {
    for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
  }

  private mutating func unindex(_ row: LayoutRow, as basic: LayoutSymbol) {
    for symbol in row.cells.keys { columns[symbol]?.remove(basic) }
  }

  /// Makes `row` the row of `basic` (which has none).
  mutating func insert(_ row: LayoutRow, as basic: LayoutSymbol) {
    note(basic)
    if let old = rows[basic] { unindex(old, as: basic) }
    index(row, as: basic)
    rows[basic] = row
  }

  /// Takes the row of `basic` out, if it has one.
  @discardableResult
  mutating func remove(_ basic: LayoutSymbol) -> LayoutRow? {
    guard let row = rows[basic] else { return nil }
    note(basic)
    unindex(row, as: basic)
    rows[basic] = nil
    return row
  }

  /// Adds `delta` to the constant of the row of `basic`; returns the row.
  mutating func addConstant(_ delta: Double, to basic: LayoutSymbol) -> LayoutRow {
    note(basic)
    rows[basic]!.constant += delta
    return rows[basic]!
  }

  /// Adds `c × shift` to the constant of every row with a cell `c` for `symbol` (nonzero),
  /// telling `visit` each such row's basic symbol and new constant: the rows a constraint's
  /// marker moves when its constant changes, each found once and changed in place.
  mutating func shiftConstants(
    alongColumn symbol: LayoutSymbol, by shift: Double, _ visit: (LayoutSymbol, Double) -> Void
  ) {
    guard let basics = columns[symbol] else { return }
    for basic in basics {
      guard let index = rows.index(forKey: basic) else { continue }
      let c = rows.values[index].cells[symbol] ?? 0
      if c == 0 { continue }
      if undo.index(forKey: basic) == nil { undo.updateValue(rows.values[index], forKey: basic) }
      rows.values[index].constant += c * shift
      visit(basic, rows.values[index].constant)
    }
  }

  /// Replaces `symbol` by `row` (which has no cell for it) in every row that contains it;
  /// appends the restricted basics whose constants went negative to `infeasible`.
  mutating func substitute(_ symbol: LayoutSymbol, with row: LayoutRow, infeasible: inout [LayoutSymbol]) {
    guard let basics = columns.removeValue(forKey: symbol) else { return }
    for basic in basics {
      note(basic)
      guard let coefficient = rows[basic]!.cells.removeValue(forKey: symbol) else { continue }
      rows[basic]!.insert(row, coefficient, basic: basic, columns: &columns)
      if basic.isRestricted && rows[basic]!.constant < -layoutEpsilon { infeasible.append(basic) }
    }
  }

  /// Drops the cells of `symbol` from every row.
  mutating func removeColumn(_ symbol: LayoutSymbol) {
    guard let basics = columns.removeValue(forKey: symbol) else { return }
    for basic in basics {
      note(basic)
      rows[basic]!.cells[symbol] = nil
    }
  }

  /// Keeps the changes since the last commit.
  mutating func commit() {
    if !undo.isEmpty { undo = [:] }
  }

  /// Puts back every row changed since the last commit, as it was, with its columns.
  mutating func rollback() {
    for (basic, old) in undo {
      if let current = rows[basic] { unindex(current, as: basic) }
      if let old { index(old, as: basic) }
      rows[basic] = old
    }
    undo = [:]
  }

  /// Where the column index disagrees with the rows (empty when it is right): for tests.
  func columnIndexProblems() -> [String] {
    var problems: [String] = []
    for (basic, row) in rows {
      for symbol in row.cells.keys where columns[symbol]?.contains(basic) != true {
        problems.append("row \(basic.id) has \(symbol.id), its column does not name the row")
      }
    }
    for (symbol, basics) in columns {
      for basic in basics where rows[basic]?.cells[symbol] == nil {
        problems.append("column \(symbol.id) names row \(basic.id), which has no such cell")
      }
    }
    return problems
  }
}

/// A symbolic weight: a coefficient at each priority level, compared lexicographically from
/// the highest level (Cassowary's symbolic weights, with a level per UIKit priority).
struct SymbolicWeight: Equatable {
  /// The non-zero coefficients, highest level first.
  var terms: [(level: Float, value: Double)] = []

  init() {}

  init(level: Float, value: Double) {
    if !value.isNearZero { terms = [(level, value)] }
  }

  static func == (lhs: SymbolicWeight, rhs: SymbolicWeight) -> Bool {
    lhs.terms.count == rhs.terms.count
      && zip(lhs.terms, rhs.terms).allSatisfy { $0.level == $1.level && ($0.value - $1.value).isNearZero }
  }

  var isZero: Bool { terms.isEmpty }
  /// Whether the most significant coefficient is negative.
  var isNegative: Bool { terms.first.map { $0.value < 0 } ?? false }

  /// Adds `factor × other`, level by level.
  mutating func add(_ other: SymbolicWeight, times factor: Double) {
    if other.terms.isEmpty || factor == 0 { return }
    var merged: [(level: Float, value: Double)] = []
    merged.reserveCapacity(terms.count + other.terms.count)
    var i = 0
    var j = 0
    while i < terms.count || j < other.terms.count {
      let level: Float
      var value = 0.0
      if j == other.terms.count || (i < terms.count && terms[i].level > other.terms[j].level) {
        level = terms[i].level
        value = terms[i].value
        i += 1
      } else if i == terms.count || other.terms[j].level > terms[i].level {
        level = other.terms[j].level
        value = factor * other.terms[j].value
        j += 1
      } else {
        level = terms[i].level
        value = terms[i].value + factor * other.terms[j].value
        i += 1
        j += 1
      }
      if !value.isNearZero { merged.append((level, value)) }
    }
    terms = merged
  }

  func scaled(by factor: Double) -> SymbolicWeight {
    var result = SymbolicWeight()
    result.add(self, times: factor)
    return result
  }

  /// Whether `lhs` is lexicographically smaller.
  static func < (lhs: SymbolicWeight, rhs: SymbolicWeight) -> Bool {
    var difference = lhs
    difference.add(rhs, times: -1)
    return difference.isNegative
  }
}

/// The objective: `Σ weight × symbol + constant`, minimized, with symbolic weights.
///
/// Its cells and constant are journaled (`commit()`, `rollback()`), and it keeps the set of
/// pivotable symbols whose weight is negative, the candidates of the primal simplex, so that
/// choosing the entering symbol does not scan every cell.
struct LayoutObjective {
  private(set) var constant = SymbolicWeight()
  private(set) var cells = JournaledDictionary<LayoutSymbol, SymbolicWeight>()
  /// The pivotable symbols whose weight is negative.
  private(set) var negative = Set<LayoutSymbol>()
  /// The constant before its first change since the last commit.
  private var savedConstant: SymbolicWeight?

  func coefficient(_ symbol: LayoutSymbol) -> SymbolicWeight { cells[symbol] ?? SymbolicWeight() }

  private mutating func set(_ symbol: LayoutSymbol, _ weight: SymbolicWeight?) {
    cells[symbol] = weight
    track(symbol, weight)
  }

  private mutating func track(_ symbol: LayoutSymbol, _ weight: SymbolicWeight?) {
    if symbol.isPivotable, let weight, weight.isNegative {
      negative.insert(symbol)
    } else if !negative.isEmpty {
      negative.remove(symbol)
    }
  }

  mutating func insert(_ symbol: LayoutSymbol, _ weight: SymbolicWeight) {
    var sum = cells[symbol] ?? SymbolicWeight()
    sum.add(weight, times: 1)
    set(symbol, sum.isZero ? nil : sum)
  }

  /// Adds `weight × row`.
  mutating func insert(_ row: LayoutRow, _ weight: SymbolicWeight) {
    if !weight.isZero && row.constant != 0 {
      if savedConstant == nil { savedConstant = constant }
      constant.add(weight, times: row.constant)
    }
    for (symbol, value) in row.cells { insert(symbol, weight.scaled(by: value)) }
  }

  mutating func substitute(_ symbol: LayoutSymbol, with row: LayoutRow) {
    guard let weight = cells[symbol] else { return }
    set(symbol, nil)
    insert(row, weight)
  }

  /// Drops the cell of `symbol`.
  mutating func remove(_ symbol: LayoutSymbol) {
    if cells[symbol] != nil { set(symbol, nil) }
  }

  /// Keeps the changes since the last commit.
  mutating func commit() {
    cells.commit()
    savedConstant = nil
  }

  /// Undoes the changes since the last commit.
  mutating func rollback() {
    var restored: [(LayoutSymbol, SymbolicWeight?)] = []
    cells.rollback { restored.append(($0, $1)) }
    for (symbol, weight) in restored { track(symbol, weight) }
    if let savedConstant { constant = savedConstant }
    savedConstant = nil
  }
}
