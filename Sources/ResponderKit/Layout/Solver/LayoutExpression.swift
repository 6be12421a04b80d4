import Foundation

/// One unknown of a layout: an edge, a size. The solver writes its solution into `value`
/// (`LayoutSolver.updateVariables()`); identity is the object's.
final class LayoutVariable {
  /// A name for debugging and error messages.
  let name: String
  /// The value of the last solution read out.
  var value: Double = 0

  init(_ name: String) {
    self.name = name
  }
}

/// A linear expression `Σ coefficient × variable + constant`.
struct LayoutExpression {
  var terms: [(variable: LayoutVariable, coefficient: Double)]
  var constant: Double

  init(_ terms: [(variable: LayoutVariable, coefficient: Double)] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  init(_ variable: LayoutVariable) {
    self.init([(variable, 1)])
  }

  init(constant: Double) {
    self.init([], constant: constant)
  }

  static func + (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
    LayoutExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  static func - (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
    lhs + rhs * -1
  }

  static func + (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
    LayoutExpression(lhs.terms, constant: lhs.constant + rhs)
  }

  static func - (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
    lhs + -rhs
  }

  static func * (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
    LayoutExpression(lhs.terms.map { ($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
  }
}

/// How strongly the solver holds a constraint: required, or an optional symbolic level.
///
/// UIKit priorities 1–999 are optional, 1000 required (Y1). Each optional priority is its own
/// symbolic level, compared lexicographically (Cassowary's symbolic weights): no number of
/// errors at one priority outweighs an error at a higher one, which is what "higher first"
/// means. `weak`, `medium` and `strong` are the paper's three named strengths, placed at
/// UIKit's low, middle and high priorities; `weight` scales errors within one level.
struct LayoutStrength: Hashable, CustomStringConvertible {
  /// The UIKit priority, 1–1000.
  let priority: Float
  /// The factor of the constraint's error within its level.
  let weight: Double

  init(priority: Float, weight: Double = 1) {
    self.priority = min(max(priority, 1), 1000)
    self.weight = weight
  }

  init(_ priority: UILayoutPriority) {
    self.init(priority: priority.rawValue)
  }

  static let required = LayoutStrength(priority: 1000)
  static let strong = LayoutStrength(priority: 750)
  static let medium = LayoutStrength(priority: 500)
  static let weak = LayoutStrength(priority: 250)

  var isRequired: Bool { priority >= 1000 }

  /// The objective weight of one unit of error at this strength.
  var symbolicWeight: SymbolicWeight { SymbolicWeight(level: priority, value: weight) }

  var description: String { isRequired ? "required" : "priority \(priority)" }
}

/// A constraint of the solver: `expression relation 0`, at a strength. Identity is the
/// object's: the same constraint is added once and removed by reference.
final class LayoutConstraint: CustomStringConvertible {
  /// How the expression compares with zero.
  enum Relation: Hashable {
    case lessThanOrEqual, equal, greaterThanOrEqual
  }

  let expression: LayoutExpression
  let relation: Relation
  let strength: LayoutStrength
  /// A name for errors and debugging.
  let name: String

  init(_ expression: LayoutExpression, _ relation: Relation, strength: LayoutStrength = .required, name: String = "") {
    self.expression = expression
    self.relation = relation
    self.strength = strength
    self.name = name
  }

  /// The constraint's identity and name, a value an error can carry.
  var reference: LayoutConstraintReference {
    LayoutConstraintReference(id: ObjectIdentifier(self), name: description)
  }

  var description: String {
    if !name.isEmpty { return name }
    let terms = expression.terms.map { "\($0.coefficient)×\($0.variable.name)" }.joined(separator: " + ")
    let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
    return "\(terms) + \(expression.constant) \(op) 0 (\(strength))"
  }
}

/// A constraint named by an error: its identity and its description.
struct LayoutConstraintReference: Hashable, Sendable, CustomStringConvertible {
  let id: ObjectIdentifier
  let name: String

  var description: String { name }
}

/// Why the solver refused an operation; the tableau is as it was before it.
enum LayoutSolverError: Error, Equatable {
  /// The required constraint cannot hold with the required ones already added (Y5);
  /// `conflicts` are those it contradicts, as far as the final tableau row names them.
  case unsatisfiable(LayoutConstraintReference, conflicts: [LayoutConstraintReference])
  /// The constraint was already added.
  case duplicateConstraint(LayoutConstraintReference)
  /// The constraint was never added (or was removed).
  case unknownConstraint(LayoutConstraintReference)
  /// The variable already has an edit constraint.
  case duplicateEditVariable(String)
  /// The variable has no edit constraint.
  case unknownEditVariable(String)
  /// Edit variables are optional: a required one could never be suggested away from.
  case requiredEditVariable(String)
  /// The operation took more pivots than the bound (`LayoutSolver.pivotLimit`): a numerical
  /// failure, reported rather than looping.
  case pivotLimitExceeded(Int)
}
