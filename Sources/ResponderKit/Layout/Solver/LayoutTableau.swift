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

  mutating func negate() {
    constant = -constant
    for key in cells.keys { cells[key] = -cells[key]! }
  }

  /// Turns `0 = … + c × symbol` into `symbol = …`.
  mutating func solve(for symbol: LayoutSymbol) {
    let factor = -1 / cells.removeValue(forKey: symbol)!
    constant *= factor
    for key in cells.keys { cells[key]! *= factor }
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
struct LayoutObjective {
  var constant = SymbolicWeight()
  var cells: [LayoutSymbol: SymbolicWeight] = [:]

  func coefficient(_ symbol: LayoutSymbol) -> SymbolicWeight { cells[symbol] ?? SymbolicWeight() }

  mutating func insert(_ symbol: LayoutSymbol, _ weight: SymbolicWeight) {
    var sum = cells[symbol] ?? SymbolicWeight()
    sum.add(weight, times: 1)
    cells[symbol] = sum.isZero ? nil : sum
  }

  /// Adds `weight × row`.
  mutating func insert(_ row: LayoutRow, _ weight: SymbolicWeight) {
    constant.add(weight, times: row.constant)
    for (symbol, value) in row.cells { insert(symbol, weight.scaled(by: value)) }
  }

  mutating func substitute(_ symbol: LayoutSymbol, with row: LayoutRow) {
    guard let weight = cells.removeValue(forKey: symbol) else { return }
    insert(row, weight)
  }
}
