import Foundation

/// An incremental solver of linear equalities and inequalities with required and optional
/// constraints: the Cassowary algorithm (Badros, Borning & Stuckey, 2001), which UIKit's
/// layout engine follows (Y1).
///
/// The tableau is kept in basic feasible solved form: each basic symbol's row gives it in
/// terms of parametric symbols (whose value is zero), and restricted rows (slacks, errors)
/// stay non-negative. Adding a constraint solves its row for a subject, or, when none can be
/// chosen, minimizes an artificial variable; optional constraints add weighted error
/// variables to the objective, which the primal simplex minimizes. Changing a constant (an
/// edit variable's suggested value, or a constraint's `constant`) moves the row constants
/// through the constraint's marker column and re-solves with the dual simplex, from the
/// previous solution: a few pivots instead of a fresh solve. Pivots follow Bland's rule
/// (lowest symbol first), so the simplex cannot cycle; every operation is still bounded by
/// `pivotLimit`, and an operation that fails leaves the tableau as it was: every write of an
/// operation is journaled (the tableau's rows, the objective, the constraint and variable
/// tables) and a failure undoes exactly those writes, so its rollback costs what it changed.
/// Rows are visited through the tableau's column index, so an operation costs the rows that
/// hold its symbols, not the whole tableau.
final class LayoutSolver {
  private struct Tag {
    var marker: LayoutSymbol
    var other: LayoutSymbol?
    /// The marker's coefficient in the constraint's equation, for constant changes.
    var markerCoefficient: Double
  }

  private struct Entry {
    let constraint: LayoutConstraint
    let tag: Tag
    /// The expression's constant as the tableau holds it now.
    var constant: Double
    let variables: [ObjectIdentifier]
  }

  private struct VariableEntry {
    let variable: LayoutVariable
    let symbol: LayoutSymbol
    var uses: Int
  }

  private var rows = LayoutTableau()
  private var objective = LayoutObjective()
  private var artificial: LayoutRow?
  private var infeasibleRows: [LayoutSymbol] = []
  private var constraints = JournaledDictionary<ObjectIdentifier, Entry>()
  private var variables = JournaledDictionary<ObjectIdentifier, VariableEntry>()
  private var edits: [ObjectIdentifier: LayoutConstraint] = [:]
  private var nextSymbolID = 0
  private var operationPivots = 0

  /// Every pivot made since the solver was created (a debug counter, for tests and tools).
  private(set) var pivotCount = 0

  init() {}

  /// The most pivots one operation may make before it fails with `pivotLimitExceeded`.
  var pivotLimit: Int { 1_000 + 50 * rows.count }

  /// How many constraints are in the solver (edit constraints included).
  var constraintCount: Int { constraints.count }

  /// Whether `constraint` was added and not removed.
  func contains(_ constraint: LayoutConstraint) -> Bool { constraints[ObjectIdentifier(constraint)] != nil }

  // MARK: Constraints

  /// Adds `constraint` and re-solves. A required constraint that contradicts the required
  /// ones already added is refused with `unsatisfiable`, naming it and those it contradicts.
  func add(_ constraint: LayoutConstraint) throws(LayoutSolverError) {
    let id = ObjectIdentifier(constraint)
    guard constraints[id] == nil else { throw .duplicateConstraint(constraint.reference) }
    operationPivots = 0
    do {
      try insert(constraint)
      try optimize()
    } catch {
      rollback()
      throw error
    }
    commit()
  }

  /// Removes `constraint` and re-solves: the solution is the one the other constraints give.
  func remove(_ constraint: LayoutConstraint) throws(LayoutSolverError) {
    let id = ObjectIdentifier(constraint)
    guard let entry = constraints[id] else { throw .unknownConstraint(constraint.reference) }
    operationPivots = 0
    do {
      constraints[id] = nil
      try removeEffects(of: entry)
      if !infeasibleRows.isEmpty { _ = try dualOptimize() }
      try optimize()
    } catch {
      rollback()
      throw error
    }
    commit()
  }

  /// Changes the constant of `constraint`'s expression to `constant` and re-solves from the
  /// current solution with the dual simplex (UIKit's cheap path for `constant` changes).
  func updateConstant(of constraint: LayoutConstraint, to constant: Double) throws(LayoutSolverError) {
    let id = ObjectIdentifier(constraint)
    guard let entry = constraints[id] else { throw .unknownConstraint(constraint.reference) }
    let delta = constant - entry.constant
    guard delta != 0 else { return }
    operationPivots = 0
    constraints[id]?.constant = constant
    let shift = delta / entry.tag.markerCoefficient
    if let conflict = shiftMarker(entry.tag.marker, by: shift) {
      rollback()
      throw .unsatisfiable(constraint.reference, conflicts: conflictReferences(in: conflict, excluding: id))
    }
    do throws(LayoutSolverError) {
      if let failed = try dualOptimize() {
        let conflicts = conflictReferences(in: failed, excluding: id)
        rollback()
        throw LayoutSolverError.unsatisfiable(constraint.reference, conflicts: conflicts)
      }
    } catch {
      rollback()
      throw error
    }
    commit()
  }

  // MARK: Edit variables

  /// Gives `variable` an edit constraint at `strength` (optional), holding it at its current
  /// value until `suggestValue(_:for:)` moves it.
  func addEditVariable(_ variable: LayoutVariable, strength: LayoutStrength = .strong) throws(LayoutSolverError) {
    let id = ObjectIdentifier(variable)
    guard edits[id] == nil else { throw .duplicateEditVariable(variable.name) }
    guard !strength.isRequired else { throw .requiredEditVariable(variable.name) }
    let edit = LayoutConstraint(
      LayoutExpression(variable) - value(of: variable), .equal, strength: strength, name: "edit \(variable.name)")
    try add(edit)
    edits[id] = edit
  }

  /// Takes `variable`'s edit constraint out.
  func removeEditVariable(_ variable: LayoutVariable) throws(LayoutSolverError) {
    guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
      throw .unknownEditVariable(variable.name)
    }
    try remove(edit)
  }

  /// Whether `variable` has an edit constraint.
  func hasEditVariable(_ variable: LayoutVariable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

  /// Asks for `value` for an edit variable and re-solves incrementally (dual simplex).
  func suggestValue(_ value: Double, for variable: LayoutVariable) throws(LayoutSolverError) {
    guard let edit = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable.name) }
    try updateConstant(of: edit, to: -value)
  }

  // MARK: Solution

  /// The value the current solution gives `variable` (zero for one in no constraint).
  func value(of variable: LayoutVariable) -> Double {
    guard let entry = variables[ObjectIdentifier(variable)] else { return 0 }
    return rows[entry.symbol]?.constant ?? 0
  }

  /// Writes the current solution into every variable's `value`: afterwards each variable's
  /// `value` is `value(of:)`, since one the solver dropped was set to zero when it left.
  func updateVariables() {
    let rows = rows
    for entry in variables.contents.values { entry.variable.value = rows[entry.symbol]?.constant ?? 0 }
  }

  // MARK: Adding

  private func newSymbol(_ kind: LayoutSymbol.Kind) -> LayoutSymbol {
    nextSymbolID += 1
    return LayoutSymbol(id: nextSymbolID, kind: kind)
  }

  private func symbol(for variable: LayoutVariable) -> LayoutSymbol {
    let id = ObjectIdentifier(variable)
    if let entry = variables[id] { return entry.symbol }
    let symbol = newSymbol(.external)
    variables[id] = VariableEntry(variable: variable, symbol: symbol, uses: 0)
    return symbol
  }

  /// Builds the constraint's row in terms of the parametric symbols, solves it for a subject
  /// (or through an artificial variable) and records it.
  private func insert(_ constraint: LayoutConstraint) throws(LayoutSolverError) {
    let expression = constraint.expression
    var row = LayoutRow(constant: expression.constant)
    var used: [ObjectIdentifier] = []
    var terms: [(symbol: LayoutSymbol, coefficient: Double)] = []
    terms.reserveCapacity(expression.terms.count)
    for term in expression.terms where !term.coefficient.isNearZero {
      let symbol = symbol(for: term.variable)
      let id = ObjectIdentifier(term.variable)
      if !used.contains(id) {
        used.append(id)
        variables[id]?.uses += 1
      }
      terms.append((symbol, term.coefficient))
    }
    // The largest basic row among the terms is copied scaled (its hash table kept, no cell
    // looked up); the other terms are added into it. A chain of views makes each row hold
    // the markers of every constraint before it, so this copy is most of a row's cost.
    var largest: Int?
    for (index, term) in terms.enumerated() {
      guard let basic = rows[term.symbol] else { continue }
      if largest == nil || basic.cells.count > rows[terms[largest!].symbol]!.cells.count { largest = index }
    }
    if let largest {
      row.insertScaledCopy(of: rows[terms[largest].symbol]!, terms[largest].coefficient)
    }
    for (index, term) in terms.enumerated() where index != largest {
      if let basic = rows[term.symbol] {
        row.insert(basic, term.coefficient)
      } else {
        row.insert(term.symbol, term.coefficient)
      }
    }
    let strength = constraint.strength
    let tag: Tag
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      // expr ≤ 0 ⇔ expr + s = 0; expr ≥ 0 ⇔ expr − s = 0 (s ≥ 0); an optional one may miss
      // by its error e.
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = newSymbol(.slack)
      row.insert(slack, sign)
      var other: LayoutSymbol?
      if !strength.isRequired {
        let error = newSymbol(.error)
        row.insert(error, -sign)
        objective.insert(error, strength.symbolicWeight)
        other = error
      }
      tag = Tag(marker: slack, other: other, markerCoefficient: sign)
    case .equal:
      if strength.isRequired {
        let dummy = newSymbol(.dummy)
        row.insert(dummy)
        tag = Tag(marker: dummy, other: nil, markerCoefficient: 1)
      } else {
        // expr = e⁺ − e⁻, both weighted.
        let plus = newSymbol(.error)
        let minus = newSymbol(.error)
        row.insert(plus, -1)
        row.insert(minus, 1)
        objective.insert(plus, strength.symbolicWeight)
        objective.insert(minus, strength.symbolicWeight)
        tag = Tag(marker: plus, other: minus, markerCoefficient: -1)
      }
    }
    if row.constant < 0 { row.negate() }
    let id = ObjectIdentifier(constraint)
    constraints[id] = Entry(constraint: constraint, tag: tag, constant: expression.constant, variables: used)

    if let subject = subject(of: row, tag: tag) {
      row.solve(for: subject)
      substitute(subject, with: row)
      rows.insert(row, as: subject)
      return
    }
    if row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
      // Only required equalities' markers are left: the constraint repeats them (constant
      // zero: redundant, kept with its dummy basic) or contradicts them.
      guard row.constant.isNearZero else {
        throw .unsatisfiable(constraint.reference, conflicts: conflictReferences(in: row, excluding: id))
      }
      row.solve(for: tag.marker)
      substitute(tag.marker, with: row)
      rows.insert(row, as: tag.marker)
      return
    }
    if let conflictRow = try addWithArtificialVariable(row) {
      throw .unsatisfiable(constraint.reference, conflicts: conflictReferences(in: conflictRow, excluding: id))
    }
  }

  /// The symbol to solve a new row for: an external variable (lowest first), else a marker
  /// or error with a negative coefficient, which keeps the row feasible.
  private func subject(of row: LayoutRow, tag: Tag) -> LayoutSymbol? {
    var external: LayoutSymbol?
    for symbol in row.cells.keys where symbol.kind == .external {
      if external == nil || symbol < external! { external = symbol }
    }
    if let external { return external }
    if tag.marker.isPivotable && row.coefficient(tag.marker) < 0 { return tag.marker }
    if let other = tag.other, other.isPivotable && row.coefficient(other) < 0 { return other }
    return nil
  }

  /// Adds `row` through an artificial variable, minimized to zero with the primal simplex;
  /// returns nil on success, or the final artificial row (whose markers name the conflict).
  private func addWithArtificialVariable(_ row: LayoutRow) throws(LayoutSolverError) -> LayoutRow? {
    let art = newSymbol(.slack)
    rows.insert(row, as: art)
    artificial = row
    try optimizeArtificial()
    let final = artificial!
    artificial = nil
    let success = final.constant.isNearZero
    if var artRow = rows.remove(art), !artRow.cells.isEmpty {
      guard let entering = artRow.cells.keys.filter(\.isPivotable).min() else { return final }
      artRow.solve(art, for: entering)
      substitute(entering, with: artRow)
      rows.insert(artRow, as: entering)
      try countPivot()
    }
    rows.removeColumn(art)
    objective.remove(art)
    return success ? nil : final
  }

  // MARK: Removing

  private func removeEffects(of entry: Entry) throws(LayoutSolverError) {
    let tag = entry.tag
    let negative = entry.constraint.strength.symbolicWeight.scaled(by: -1)
    for error in [tag.marker, tag.other].compactMap({ $0 }) where error.kind == .error {
      if let row = rows[error] { objective.insert(row, negative) } else { objective.insert(error, negative) }
    }
    if rows.remove(tag.marker) == nil, let leaving = markerLeavingRow(tag.marker) {
      // Bring the marker into the basis, then drop its row: the other rows no longer hold
      // any part of the constraint's equation.
      var row = rows.remove(leaving)!
      row.solve(leaving, for: tag.marker)
      substitute(tag.marker, with: row)
      try countPivot()
    }
    if let other = tag.other { rows.remove(other) }
    for id in entry.variables {
      guard var variable = variables[id] else { continue }
      variable.uses -= 1
      if variable.uses == 0 {
        variables[id] = nil
        rows.remove(variable.symbol)
        // Out of the solver, the variable's value is zero (see `updateVariables()`).
        variable.variable.value = 0
      } else {
        variables[id] = variable
      }
    }
  }

  /// The row to pivot the marker in from: a restricted row that stays feasible (the
  /// smallest ratio, rows where the marker's coefficient is negative first), else an
  /// external's row.
  private func markerLeavingRow(_ marker: LayoutSymbol) -> LayoutSymbol? {
    var first: (symbol: LayoutSymbol, ratio: Double)?
    var second: (symbol: LayoutSymbol, ratio: Double)?
    var third: LayoutSymbol?
    for basic in rows.basics(containing: marker) {
      let row = rows[basic]!
      let c = row.coefficient(marker)
      if c == 0 { continue }
      if basic.kind == .external {
        if third == nil || basic < third! { third = basic }
      } else if c < 0 {
        let ratio = -row.constant / c
        if first == nil || ratio < first!.ratio || (ratio == first!.ratio && basic < first!.symbol) {
          first = (basic, ratio)
        }
      } else {
        let ratio = row.constant / c
        if second == nil || ratio < second!.ratio || (ratio == second!.ratio && basic < second!.symbol) {
          second = (basic, ratio)
        }
      }
    }
    return first?.symbol ?? second?.symbol ?? third
  }

  // MARK: Simplex

  private func countPivot() throws(LayoutSolverError) {
    pivotCount += 1
    operationPivots += 1
    if operationPivots > pivotLimit { throw .pivotLimitExceeded(operationPivots) }
  }

  /// Makes `entering` basic in place of `leaving`.
  private func pivot(_ entering: LayoutSymbol, _ leaving: LayoutSymbol) throws(LayoutSolverError) {
    try countPivot()
    var row = rows.remove(leaving)!
    row.solve(leaving, for: entering)
    substitute(entering, with: row)
    rows.insert(row, as: entering)
  }

  /// Replaces `symbol` by `row` everywhere, noting restricted rows that went negative.
  private func substitute(_ symbol: LayoutSymbol, with row: LayoutRow) {
    rows.substitute(symbol, with: row, infeasible: &infeasibleRows)
    objective.substitute(symbol, with: row)
    artificial?.substitute(symbol, with: row)
  }

  /// The restricted row that limits how far `entering` can grow (the ratio test), lowest
  /// symbol on ties.
  private func leavingRow(for entering: LayoutSymbol) -> LayoutSymbol? {
    var best: (symbol: LayoutSymbol, ratio: Double)?
    for basic in rows.basics(containing: entering) where basic.kind != .external {
      let row = rows[basic]!
      let c = row.coefficient(entering)
      guard c < 0 else { continue }
      let ratio = -row.constant / c
      if let current = best {
        if ratio < current.ratio - layoutEpsilon
          || (abs(ratio - current.ratio) <= layoutEpsilon && basic < current.symbol)
        {
          best = (basic, ratio)
        }
      } else {
        best = (basic, ratio)
      }
    }
    return best?.symbol
  }

  /// The primal simplex on the objective: pivots in the lowest symbol whose weight is
  /// negative until none is.
  private func optimize() throws(LayoutSolverError) {
    while true {
      guard let entering = objective.negative.min(), let leaving = leavingRow(for: entering) else { return }
      try pivot(entering, leaving)
    }
  }

  /// The primal simplex on the artificial objective of `addWithArtificialVariable(_:)`.
  private func optimizeArtificial() throws(LayoutSolverError) {
    while true {
      var entering: LayoutSymbol?
      for (symbol, value) in artificial!.cells where symbol.isPivotable && value < 0 {
        if entering == nil || symbol < entering! { entering = symbol }
      }
      guard let entering, let leaving = leavingRow(for: entering) else { return }
      try pivot(entering, leaving)
    }
  }

  /// The dual simplex: pivots negative restricted rows back to feasibility, keeping the
  /// objective optimal. Returns the row that could not be made feasible, if any, with its
  /// basic symbol among its cells (for `conflictReferences(in:excluding:)`).
  private func dualOptimize() throws(LayoutSolverError) -> LayoutRow? {
    while let leaving = infeasibleRows.popLast() {
      guard let row = rows[leaving], row.constant < -layoutEpsilon else { continue }
      var best: (symbol: LayoutSymbol, ratio: SymbolicWeight)?
      for (symbol, c) in row.cells where c > 0 && symbol.isPivotable {
        let ratio = objective.coefficient(symbol).scaled(by: 1 / c)
        if let current = best {
          if ratio < current.ratio || (ratio == current.ratio && symbol < current.symbol) { best = (symbol, ratio) }
        } else {
          best = (symbol, ratio)
        }
      }
      guard let entering = best?.symbol else {
        infeasibleRows = []
        var failed = row
        failed.cells[leaving] = -1
        return failed
      }
      try pivot(entering, leaving)
    }
    return nil
  }

  /// Moves the constant of the constraint whose marker is `marker`: the marker's value
  /// shifts by `shift`. Returns a row that the shift broke for good (a required equality's
  /// dummy row that is no longer zero), if any.
  private func shiftMarker(_ marker: LayoutSymbol, by shift: Double) -> LayoutRow? {
    var broken: LayoutRow?
    if rows[marker] != nil {
      let row = rows.addConstant(-shift, to: marker)
      if marker.isRestricted && row.constant < -layoutEpsilon { infeasibleRows.append(marker) }
      if marker.kind == .dummy && !row.constant.isNearZero { broken = row }
      return broken
    }
    var infeasible: [LayoutSymbol] = []
    var brokenBasic: LayoutSymbol?
    rows.shiftConstants(alongColumn: marker, by: shift) { basic, constant in
      if basic.isRestricted && constant < -layoutEpsilon { infeasible.append(basic) }
      if basic.kind == .dummy && !constant.isNearZero { brokenBasic = basic }
    }
    infeasibleRows.append(contentsOf: infeasible)
    if let brokenBasic { broken = rows[brokenBasic] }
    return broken
  }

  // MARK: Failures

  /// Keeps what the operation wrote: the journals start again empty.
  private func commit() {
    rows.commit()
    objective.commit()
    variables.commit()
    constraints.commit()
  }

  /// Undoes everything the operation wrote (the journals' entries), leaving the tableau, the
  /// objective and the tables exactly as they were before it.
  private func rollback() {
    rows.rollback()
    objective.rollback()
    variables.rollback()
    constraints.rollback()
    artificial = nil
    infeasibleRows = []
  }

  /// Where the tableau's column index disagrees with its rows (empty when it is right): for
  /// tests.
  func consistencyProblems() -> [String] {
    rows.columnIndexProblems()
  }

  /// The whole state as text, rows and cells in symbol order (the same state gives the same
  /// text): for tests that an operation left the solver exactly as it was.
  func stateDescription() -> String {
    func cells(_ row: LayoutRow) -> String {
      row.cells.sorted { $0.key < $1.key }.map { "\($0.value)×s\($0.key.id)" }.joined(separator: " ")
    }
    var lines = rows.rows.sorted { $0.key < $1.key }.map { "s\($0.key.id) = \($0.value.constant) \(cells($0.value))" }
    let objectiveCells = objective.cells.contents.sorted { $0.key < $1.key }
    lines.append(
      "objective \(objective.constant.terms) "
        + objectiveCells.map { "\($0.value.terms)×s\($0.key.id)" }.joined(separator: " "))
    lines.append("negative \(objective.negative.sorted().map(\.id))")
    let tags = constraints.contents.values.map { "\($0.constraint.name) \($0.tag.marker.id) \($0.constant)" }.sorted()
    lines.append("constraints \(tags)")
    let uses = variables.contents.values.map { "\($0.variable.name) s\($0.symbol.id) \($0.uses)" }.sorted()
    lines.append("variables \(uses)")
    return lines.joined(separator: "\n")
  }

  /// The constraints whose markers or errors appear in `row`: those a failed row depends on.
  private func conflictReferences(in row: LayoutRow, excluding excluded: ObjectIdentifier)
    -> [LayoutConstraintReference]
  {
    var found: [(Int, LayoutConstraintReference)] = []
    for (id, entry) in constraints.contents where id != excluded {
      let symbols = [entry.tag.marker, entry.tag.other].compactMap { $0 }
      if let symbol = symbols.first(where: { row.cells[$0] != nil }) {
        found.append((symbol.id, entry.constraint.reference))
      }
    }
    return found.sorted { $0.0 < $1.0 }.map(\.1)
  }
}
