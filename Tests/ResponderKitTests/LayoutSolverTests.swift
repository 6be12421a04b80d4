import Foundation
import Testing

@testable import ResponderKit

/// `v` as an expression, for short constraint literals.
private func e(_ variable: LayoutVariable) -> LayoutExpression { LayoutExpression(variable) }

private func constraint(
  _ expression: LayoutExpression, _ relation: LayoutConstraint.Relation, _ strength: LayoutStrength = .required,
  _ name: String = ""
) -> LayoutConstraint {
  LayoutConstraint(expression, relation, strength: strength, name: name)
}

@Suite("The layout solver (Cassowary)")
struct LayoutSolverTests {
  @Test("Y1: required equalities hold, through a chain of variables")
  func equalities() throws {
    let solver = LayoutSolver()
    let x = LayoutVariable("x")
    let y = LayoutVariable("y")
    let width = LayoutVariable("width")
    try solver.add(constraint(e(x) - 10, .equal))
    try solver.add(constraint(e(y) - (e(x) + e(width)), .equal))
    try solver.add(constraint(e(width) * 2 - 60, .equal))
    solver.updateVariables()
    #expect(x.value == 10)
    #expect(width.value == 30)
    #expect(y.value == 40)
  }

  @Test("Y1: inequalities bound a variable that an optional constraint pulls outside them")
  func inequalities() throws {
    let solver = LayoutSolver()
    let x = LayoutVariable("x")
    try solver.add(constraint(e(x) - 100, .greaterThanOrEqual))
    try solver.add(constraint(e(x) - 200, .lessThanOrEqual))
    let pullDown = constraint(e(x), .equal, .weak)
    try solver.add(pullDown)
    #expect(solver.value(of: x) == 100)
    try solver.remove(pullDown)
    try solver.add(constraint(e(x) - 500, .equal, .weak))
    #expect(solver.value(of: x) == 200)
    try solver.add(constraint(e(x) - 150, .equal, .medium))
    #expect(solver.value(of: x) == 150)
  }

  @Test("Y1: a weaker constraint gives way, and no number of them outweighs a higher priority")
  func priorities() throws {
    let solver = LayoutSolver()
    let x = LayoutVariable("x")
    try solver.add(constraint(e(x) - 200, .equal, LayoutStrength(UILayoutPriority.defaultLow)))
    #expect(solver.value(of: x) == 200)
    try solver.add(constraint(e(x) - 100, .equal, LayoutStrength(UILayoutPriority.defaultHigh)))
    #expect(solver.value(of: x) == 100)
    // Ten errors at 250 against one at 251: the 251 wins (priorities are lexicographic).
    let other = LayoutSolver()
    let y = LayoutVariable("y")
    for _ in 0..<10 { try other.add(constraint(e(y) - 100, .equal, LayoutStrength(priority: 250))) }
    try other.add(constraint(e(y), .equal, LayoutStrength(priority: 251)))
    #expect(other.value(of: y) == 0)
    // Within one priority, errors add up: two pulls at 300 against one at 300.
    let third = LayoutSolver()
    let z = LayoutVariable("z")
    try third.add(constraint(e(z) - 10, .equal, LayoutStrength(priority: 300)))
    try third.add(constraint(e(z) - 10, .equal, LayoutStrength(priority: 300)))
    try third.add(constraint(e(z) - 40, .equal, LayoutStrength(priority: 300)))
    #expect(third.value(of: z) == 10)
  }

  @Test("Y5: a contradicting required equality is refused, named with the constraint it contradicts")
  func requiredEqualityConflict() throws {
    let solver = LayoutSolver()
    let x = LayoutVariable("x")
    let y = LayoutVariable("y")
    let a = constraint(e(x) - 10, .equal, .required, "x == 10")
    let b = constraint(e(y) - e(x) - 5, .equal, .required, "y == x + 5")
    let c = constraint(e(y) - 20, .equal, .required, "y == 20")
    try solver.add(a)
    try solver.add(b)
    #expect(throws: LayoutSolverError.unsatisfiable(c.reference, conflicts: [a.reference, b.reference])) {
      try solver.add(c)
    }
    #expect(!solver.contains(c))
    #expect(solver.value(of: y) == 15)
    // The refused constraint left nothing behind: a consistent one still adds.
    try solver.add(constraint(e(y) - 15, .equal))
    #expect(solver.constraintCount == 3)
  }

  @Test("Y5: contradicting required inequalities are refused through the artificial variable")
  func requiredInequalityConflict() throws {
    let solver = LayoutSolver()
    let x = LayoutVariable("x")
    let atMost = constraint(e(x) - 20, .lessThanOrEqual, .required, "x <= 20")
    let atLeast = constraint(e(x) - 30, .greaterThanOrEqual, .required, "x >= 30")
    try solver.add(atMost)
    try solver.add(constraint(e(x) - 25, .equal, .weak))
    #expect(solver.value(of: x) == 20)
    #expect(throws: LayoutSolverError.unsatisfiable(atLeast.reference, conflicts: [atMost.reference])) {
      try solver.add(atLeast)
    }
    #expect(solver.value(of: x) == 20)
  }

  @Test("Y5: a constant change that breaks a required constraint is refused and undone")
  func constantChangeConflict() throws {
    let solver = LayoutSolver()
    let x = LayoutVariable("x")
    let limit = constraint(e(x) - 100, .lessThanOrEqual, .required, "x <= 100")
    let position = constraint(e(x) - 50, .equal, .required, "x == 50")
    try solver.add(limit)
    try solver.add(position)
    try solver.updateConstant(of: position, to: -80)
    #expect(solver.value(of: x) == 80)
    #expect(throws: LayoutSolverError.unsatisfiable(position.reference, conflicts: [limit.reference])) {
      try solver.updateConstant(of: position, to: -120)
    }
    #expect(solver.value(of: x) == 80)
    try solver.updateConstant(of: position, to: -90)
    #expect(solver.value(of: x) == 90)
  }

  @Test("Duplicate and unknown constraints and edit variables are typed errors")
  func misuse() throws {
    let solver = LayoutSolver()
    let x = LayoutVariable("x")
    let c = constraint(e(x) - 1, .equal, .required, "x == 1")
    try solver.add(c)
    #expect(throws: LayoutSolverError.duplicateConstraint(c.reference)) { try solver.add(c) }
    try solver.remove(c)
    #expect(throws: LayoutSolverError.unknownConstraint(c.reference)) { try solver.remove(c) }
    #expect(throws: LayoutSolverError.unknownConstraint(c.reference)) { try solver.updateConstant(of: c, to: 2) }
    #expect(throws: LayoutSolverError.requiredEditVariable("x")) { try solver.addEditVariable(x, strength: .required) }
    #expect(throws: LayoutSolverError.unknownEditVariable("x")) { try solver.suggestValue(3, for: x) }
    try solver.addEditVariable(x)
    #expect(throws: LayoutSolverError.duplicateEditVariable("x")) { try solver.addEditVariable(x) }
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
  }

  @Test("Y1: an edit variable re-solves incrementally, within the required bounds")
  func editVariables() throws {
    let solver = LayoutSolver()
    let left = LayoutVariable("left")
    let width = LayoutVariable("width")
    let right = LayoutVariable("right")
    try solver.add(constraint(e(right) - e(left) - e(width), .equal))
    try solver.add(constraint(e(left) - 10, .equal))
    try solver.add(constraint(e(width) - 20, .greaterThanOrEqual))
    try solver.add(constraint(e(right) - 300, .lessThanOrEqual))
    try solver.addEditVariable(width, strength: .strong)
    let before = solver.pivotCount
    try solver.suggestValue(100, for: width)
    solver.updateVariables()
    #expect((left.value, width.value, right.value) == (10, 100, 110))
    try solver.suggestValue(500, for: width)
    solver.updateVariables()
    #expect((left.value, width.value, right.value) == (10, 290, 300))
    try solver.suggestValue(5, for: width)
    solver.updateVariables()
    #expect((left.value, width.value, right.value) == (10, 20, 30))
    #expect(solver.pivotCount - before <= 6)
  }

  @Test("Y1: removing a constraint restores the solution the others give")
  func removalRestores() throws {
    let solver = LayoutSolver()
    let x = LayoutVariable("x")
    let y = LayoutVariable("y")
    try solver.add(constraint(e(y) - e(x) - 10, .greaterThanOrEqual))
    try solver.add(constraint(e(x) - 10, .equal, .weak))
    try solver.add(constraint(e(y), .equal, .weak))
    solver.updateVariables()
    let earlier = (x.value, y.value)
    #expect(earlier == (10, 20))
    let override = constraint(e(x) - 50, .equal, .strong)
    let cap = constraint(e(y) - 55, .lessThanOrEqual)
    try solver.add(override)
    try solver.add(cap)
    solver.updateVariables()
    #expect((x.value, y.value) == (45, 55))
    try solver.remove(cap)
    try solver.remove(override)
    solver.updateVariables()
    #expect((x.value, y.value) == earlier)
    #expect(solver.constraintCount == 3)
    // A required equality removed: the optional one it overrode takes over.
    let fixed = constraint(e(x) - 100, .equal)
    try solver.add(fixed)
    try solver.add(constraint(e(x) - 200, .equal, .strong))
    #expect(solver.value(of: x) == 100)
    try solver.remove(fixed)
    #expect(solver.value(of: x) == 200)
  }

  @Test("Y1: a chain of 1,000 variables spaced by inequalities solves exactly")
  func longChain() throws {
    let solver = LayoutSolver()
    let xs = (0..<1_000).map { LayoutVariable("x\($0)") }
    try solver.add(constraint(e(xs[0]), .equal))
    for i in 1..<xs.count {
      try solver.add(constraint(e(xs[i]) - e(xs[i - 1]) - 2, .greaterThanOrEqual))
      try solver.add(constraint(e(xs[i]), .equal, .weak))
    }
    solver.updateVariables()
    #expect(xs.enumerated().allSatisfy { abs($0.element.value - Double(2 * $0.offset)) < 1e-6 })
    #expect(abs(xs[999].value - 1_998) < 1e-6)
  }

  /// A row of `count` boxes inside a container: each box at least 8 after the previous, at
  /// least 10 wide, 40 wide if it can (the later boxes at lower priorities, so they give way
  /// first), as far left as it can; the last box's right edge within the container, whose
  /// width is a required constraint.
  private static func boxes(_ count: Int, containerWidth: Double) throws -> (
    LayoutSolver, LayoutConstraint, [LayoutVariable], [LayoutVariable]
  ) {
    let solver = LayoutSolver()
    let container = LayoutVariable("container")
    let widthConstraint = constraint(e(container) - containerWidth, .equal, .required, "container width")
    try solver.add(widthConstraint)
    var lefts: [LayoutVariable] = []
    var widths: [LayoutVariable] = []
    var previousRight = LayoutExpression(constant: 0)
    for i in 0..<count {
      let left = LayoutVariable("left\(i)")
      let width = LayoutVariable("width\(i)")
      try solver.add(constraint(e(left) - previousRight - 8, .greaterThanOrEqual))
      try solver.add(constraint(e(width) - 10, .greaterThanOrEqual))
      try solver.add(constraint(e(width) - 40, .equal, LayoutStrength(priority: 700 - Float(i))))
      try solver.add(constraint(e(left), .equal, .weak))
      previousRight = e(left) + e(width)
      lefts.append(left)
      widths.append(width)
    }
    try solver.add(constraint(previousRight - e(container), .lessThanOrEqual))
    return (solver, widthConstraint, lefts, widths)
  }

  @Test("Y1: changing one constant of a large system re-solves in far fewer pivots than a fresh solve")
  func incrementalPivots() throws {
    let (solver, containerWidth, lefts, widths) = try Self.boxes(200, containerWidth: 20_000)
    let fresh = solver.pivotCount
    // 200 boxes need 200 × 48 = 9,600: at 9,575 the last box (the lowest priority) gives 25.
    try solver.updateConstant(of: containerWidth, to: -9_575)
    let incremental = solver.pivotCount - fresh
    solver.updateVariables()
    #expect(lefts.enumerated().allSatisfy { abs($0.element.value - Double(8 + 48 * $0.offset)) < 1e-6 })
    #expect(widths[..<199].allSatisfy { abs($0.value - 40) < 1e-6 })
    #expect(abs(widths[199].value - 15) < 1e-6)
    // The same system solved from scratch agrees.
    let (reference, _, _, referenceWidths) = try Self.boxes(200, containerWidth: 9_575)
    reference.updateVariables()
    #expect(zip(widths, referenceWidths).allSatisfy { abs($0.value - $1.value) < 1e-6 })
    #expect(incremental * 20 < fresh, "incremental \(incremental) pivots, fresh \(fresh)")
    #expect(incremental >= 1)
  }
}

@Suite("The layout solver's rollback (Cassowary)")
struct LayoutSolverRollbackTests {
  /// A system with required equalities and inequalities, optional pulls at two priorities and
  /// an edit variable: `left`, `width`, `right` of a box in a 300-wide container.
  private static func system() throws -> (LayoutSolver, [LayoutVariable]) {
    let solver = LayoutSolver()
    let left = LayoutVariable("left")
    let width = LayoutVariable("width")
    let right = LayoutVariable("right")
    try solver.add(constraint(e(right) - e(left) - e(width), .equal, .required, "right == left + width"))
    try solver.add(constraint(e(left) - 10, .greaterThanOrEqual, .required, "left >= 10"))
    try solver.add(constraint(e(right) - 300, .lessThanOrEqual, .required, "right <= 300"))
    try solver.add(constraint(e(width) - 100, .equal, .weak, "width == 100 (weak)"))
    try solver.add(constraint(e(left) - 50, .equal, .medium, "left == 50 (medium)"))
    try solver.addEditVariable(width, strength: .strong)
    try solver.suggestValue(120, for: width)
    return (solver, [left, width, right])
  }

  /// The values of `variables` in `solver`'s current solution.
  private static func values(_ solver: LayoutSolver, _ variables: [LayoutVariable]) -> [Double] {
    variables.map { solver.value(of: $0) }
  }

  @Test("Y5: a refused add rolls back exactly: the same state, and later operations as if it never happened")
  func refusedAddRollsBack() throws {
    let (solver, v) = try Self.system()
    let (twin, w) = try Self.system()
    let before = solver.stateDescription()
    #expect(Self.values(solver, v) == [50, 120, 170])
    // A required equality contradicting the required ones (only required markers are left).
    let fixed = constraint(e(v[2]) - e(v[0]) - e(v[1]) - 1, .equal, .required, "right == left + width + 1")
    #expect(throws: LayoutSolverError.self) { try solver.add(fixed) }
    #expect(solver.stateDescription() == before)
    // A required inequality that no slack can meet (through the artificial variable), naming
    // the constraints it contradicts.
    let tooWide = constraint(e(v[1]) - 400, .greaterThanOrEqual, .required, "width >= 400")
    #expect(throws: LayoutSolverError.self) { try solver.add(tooWide) }
    #expect(solver.stateDescription() == before)
    // A refused constant change and a new variable that a refused add introduced.
    let stray = LayoutVariable("stray")
    let strayFixed = constraint(e(stray) + e(v[0]) - 5, .equal, .required, "stray + left == 5")
    try solver.add(strayFixed)
    let afterStray = solver.stateDescription()
    let strayBound = constraint(e(stray) - 1_000, .greaterThanOrEqual, .required, "stray >= 1000")
    #expect(throws: LayoutSolverError.self) { try solver.add(strayBound) }
    #expect(solver.stateDescription() == afterStray)
    try solver.remove(strayFixed)
    #expect(!solver.contains(fixed) && !solver.contains(tooWide) && !solver.contains(strayBound))
    #expect(solver.consistencyProblems().isEmpty)
    // Later operations agree with the twin that never saw the refusals.
    #expect(Self.values(solver, v) == Self.values(twin, w))
    for (s, x) in [(solver, v), (twin, w)] {
      try s.suggestValue(260, for: x[1])
      try s.add(constraint(e(x[2]) - 280, .lessThanOrEqual, .required, "right <= 280"))
      try s.suggestValue(40, for: x[1])
    }
    #expect(Self.values(solver, v) == Self.values(twin, w))
    #expect(Self.values(solver, v) == [50, 40, 90])
    // The refused constraint still adds once what it contradicted is gone.
    #expect(throws: Never.self) { try solver.add(constraint(e(v[1]) - 30, .greaterThanOrEqual, .required)) }
    #expect(solver.consistencyProblems().isEmpty)
  }

  @Test("Y1: the column index names exactly the rows that hold each symbol, after adds, pivots and removals")
  func columnIndexStaysRight() throws {
    let (solver, lefts, widths) = try boxesForIndex(40)
    #expect(solver.consistencyProblems().isEmpty)
    for index in stride(from: 0, to: 40, by: 3) { try solver.suggestValue(Double(index), for: widths[index]) }
    #expect(solver.consistencyProblems().isEmpty)
    for variable in widths.prefix(20) { try solver.removeEditVariable(variable) }
    #expect(solver.consistencyProblems().isEmpty)
    solver.updateVariables()
    #expect(lefts[0].value == 8)
  }

  /// `count` boxes in a row, each 8 after the previous, at least 10 wide, an edit variable on
  /// each width.
  private func boxesForIndex(_ count: Int) throws -> (LayoutSolver, [LayoutVariable], [LayoutVariable]) {
    let solver = LayoutSolver()
    var lefts: [LayoutVariable] = []
    var widths: [LayoutVariable] = []
    var previousRight = LayoutExpression(constant: 0)
    for i in 0..<count {
      let left = LayoutVariable("left\(i)")
      let width = LayoutVariable("width\(i)")
      try solver.add(constraint(e(left) - previousRight - 8, .equal))
      try solver.add(constraint(e(width) - 10, .greaterThanOrEqual))
      try solver.add(constraint(e(width) - 40, .equal, .weak))
      try solver.addEditVariable(width, strength: .medium)
      previousRight = e(left) + e(width)
      lefts.append(left)
      widths.append(width)
    }
    try solver.add(constraint(previousRight - 3_000, .lessThanOrEqual))
    return (solver, lefts, widths)
  }
}
