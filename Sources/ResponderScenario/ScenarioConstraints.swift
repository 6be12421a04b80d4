import Foundation
@_spi(Tools) import ResponderKit

/// One constraint of a view's `constraints` key (ScenarioFormat.md, "Constraints"): the view's
/// attribute, the relation, and the other side, as a developer writes
/// `view.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16)`.
struct ConstraintSpec: Equatable {
  /// What the other side of a constraint refers to.
  enum Item: Equatable {
    /// A view of the file, by id.
    case view(String)
    /// The view's superview.
    case superview
  }

  /// A layout guide of the other side's view, instead of the view itself.
  enum Guide: String, Equatable {
    case margins, safeArea
  }

  var attribute: NSLayoutConstraint.Attribute
  var relation: NSLayoutConstraint.Relation
  /// Nil for a constant (`width = 44`).
  var item: Item?
  var guide: Guide?
  var itemAttribute: NSLayoutConstraint.Attribute = .notAnAttribute
  var multiplier: Double = 1
  var constant: Double = 0
  var priority: Float = 1000
  /// The text as the file gave it, for `explain`.
  var text: String
  /// Where the file gave it.
  var path: String

  static let attributes: [(String, NSLayoutConstraint.Attribute)] = [
    ("left", .left), ("right", .right), ("top", .top), ("bottom", .bottom), ("leading", .leading),
    ("trailing", .trailing), ("width", .width), ("height", .height), ("centerX", .centerX), ("centerY", .centerY),
    ("firstBaseline", .firstBaseline), ("lastBaseline", .lastBaseline),
  ]
  static let relations: [(String, NSLayoutConstraint.Relation)] = [
    ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual), ("==", .equal), ("=", .equal),
  ]

  /// Reads `ATTRIBUTE RELATION OTHER [@ PRIORITY]`, where OTHER is a number, or
  /// `ITEM.[GUIDE.]ATTRIBUTE [* MULTIPLIER] [+|- CONSTANT]` with ITEM an id or `superview`, the
  /// operators between spaces (ids may hold `-` and `*`).
  static func parse(_ text: String, at node: JSONNode) throws -> ConstraintSpec {
    let grammar =
      "a constraint such as \"leading = superview.leading + 16\", \"width = 44\" or "
      + "\"height >= card.height * 0.5 @ 750\""
    func fail(_ why: String) -> ModelError { node.fail("\(why) in \"\(text)\"; expected \(grammar)") }
    var rest = Substring(text)
    var priority: Float = 1000
    if let at = rest.firstIndex(of: "@") {
      let word = rest[rest.index(after: at)...].trimmingCharacters(in: .whitespaces)
      guard let value = Float(word), value >= 1, value <= 1000 else {
        throw fail("a priority from 1 to 1000 after \"@\", not \"\(word)\"")
      }
      priority = value
      rest = rest[..<at]
    }
    guard let (symbol, relation) = relations.first(where: { rest.contains($0.0) }),
      let range = rest.range(of: symbol)
    else { throw fail("no relation (=, <=, >=)") }
    let left = rest[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
    guard let attribute = attributes.first(where: { $0.0 == left })?.1 else {
      throw fail("\"\(left)\" is not an attribute (\(attributes.map(\.0).joined(separator: ", ")))")
    }
    var spec = ConstraintSpec(
      attribute: attribute, relation: relation, priority: priority, text: text, path: node.path)
    let right = rest[range.upperBound...].trimmingCharacters(in: .whitespaces)
    if let constant = Double(right) {
      spec.constant = constant
      return spec
    }
    // ITEM.[GUIDE.]ATTRIBUTE, then an optional "* number", then an optional "+ number" or "- number".
    var tokens = right.split(separator: " ").map(String.init)
    guard !tokens.isEmpty else { throw fail("nothing after the relation") }
    let reference = tokens.removeFirst().split(separator: ".").map(String.init)
    guard reference.count == 2 || reference.count == 3 else {
      throw fail("\"\(reference.joined(separator: "."))\" is not ID.attribute or ID.margins|safeArea.attribute")
    }
    spec.item = reference[0] == "superview" ? .superview : .view(reference[0])
    if reference.count == 3 {
      guard let guide = Guide(rawValue: reference[1]) else {
        throw fail("\"\(reference[1])\" is not a layout guide (margins, safeArea)")
      }
      spec.guide = guide
    }
    guard let other = attributes.first(where: { $0.0 == reference.last! })?.1 else {
      throw fail("\"\(reference.last!)\" is not an attribute")
    }
    spec.itemAttribute = other
    if tokens.first == "*" {
      tokens.removeFirst()
      guard let word = tokens.first, let multiplier = Double(word), multiplier != 0 else {
        throw fail("a non-zero multiplier after \"*\"")
      }
      spec.multiplier = multiplier
      tokens.removeFirst()
    }
    if let sign = tokens.first, sign == "+" || sign == "-" {
      tokens.removeFirst()
      guard let word = tokens.first, let value = Double(word) else { throw fail("a constant after \"\(sign)\"") }
      spec.constant = sign == "-" ? -value : value
      tokens.removeFirst()
    }
    guard tokens.isEmpty else { throw fail("\"\(tokens.joined(separator: " "))\" left over") }
    let horizontal: Set<NSLayoutConstraint.Attribute> = [.left, .right, .leading, .trailing, .centerX, .width]
    let sizes: Set<NSLayoutConstraint.Attribute> = [.width, .height]
    // Sizes may relate across the axes (an aspect ratio); positions only along one.
    guard
      horizontal.contains(attribute) == horizontal.contains(other)
        || (sizes.contains(attribute) && sizes.contains(other))
    else {
      throw fail("\"\(left)\" and \"\(reference.last!)\" are on different axes")
    }
    guard sizes.contains(attribute) || !sizes.contains(other) else {
      throw fail("a position cannot equal a size")
    }
    return spec
  }
}

extension ViewProperties {
  /// Reads `constraints`: a list of constraint texts (`ConstraintSpec.parse`).
  mutating func readConstraints(_ node: JSONNode) throws {
    constraints = try node.array().map { element in try ConstraintSpec.parse(try element.string(), at: element) }
  }
}

extension ScenarioApp {
  /// The name a file's constraint carries in the engine's messages and the trace: the view's
  /// id and the text without spaces (`button.width=100`), one trace word.
  static func constraintName(of id: String, _ text: String) -> String {
    id + "." + text.filter { !$0.isWhitespace }
  }

  /// The trace keys of an engine error: a broken constraint (Y5) as
  /// `reason=unsatisfiableConstraints broken=NAME` (`brokenName`); any other fault as the word
  /// it describes itself with.
  static func errorKeys(_ fault: EngineFault) -> [(String, TraceValue)] {
    guard let broken = brokenName(fault) else { return [("reason", .word(fault.description))] }
    return [("reason", .word("unsatisfiableConstraints")), ("broken", .word(broken))]
  }

  /// The one-word name of the constraint a Y5 fault broke: its layout description (the
  /// file's name for it, `constraintName`, which is its identifier) without spaces; nil for any
  /// other fault.
  static func brokenName(_ fault: EngineFault) -> String? {
    guard case .unsatisfiableConstraints(_, let name, _) = fault else { return nil }
    return name.filter { !$0.isWhitespace }
  }

  /// Gives `view` the constraints of the file, replacing those the file gave it before; the
  /// view is then placed by constraints (`translatesAutoresizingMaskIntoConstraints` off), as
  /// code that activates anchors makes it. While the app is being built, the views named may
  /// not exist yet: the constraints are made once every view is.
  func setConstraints(_ specs: [ConstraintSpec], on view: UIView) {
    guard !isBuilding else {
      afterBuild.append { [unowned self, unowned view] in self.setConstraints(specs, on: view) }
      return
    }
    let id = ObjectIdentifier(view)
    NSLayoutConstraint.deactivate(fileConstraints[id] ?? [])
    view.translatesAutoresizingMaskIntoConstraints = false
    let made = specs.map { spec -> NSLayoutConstraint in
      let other: AnyObject? = spec.item.flatMap { item -> UIView? in
        switch item {
        case .superview: return view.superview
        case .view(let id): return context.view(id)
        }
      }.map { owner -> AnyObject in
        switch spec.guide {
        case .margins: return owner.layoutMarginsGuide
        case .safeArea: return owner.safeAreaLayoutGuide
        case nil: return owner
        }
      }
      let constraint = NSLayoutConstraint(
        item: view, attribute: spec.attribute, relatedBy: spec.relation, toItem: other,
        attribute: other == nil ? .notAnAttribute : spec.itemAttribute, multiplier: CGFloat(spec.multiplier),
        constant: CGFloat(spec.constant))
      constraint.priority = UILayoutPriority(spec.priority)
      constraint.identifier = Self.constraintName(of: context.id(of: view), spec.text)
      return constraint
    }
    fileConstraints[id] = made
    NSLayoutConstraint.activate(made)
  }
}
