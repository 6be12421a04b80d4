import Foundation

/// Bumped by every change that can move a constraint-placed view (Y2): activating,
/// deactivating or editing a constraint, a hierarchy change, a frame change of a view whose
/// frame feeds constraints. A window whose last solve saw this generation is clean, so the
/// check before each event is a comparison of two integers.
@MainActor var constraintLayoutGeneration = 0

/// Marks every window's constraint layout as possibly stale (Y2).
@MainActor @inline(__always)
func setNeedsConstraintLayout() {
  constraintLayoutGeneration &+= 1
}

/// The four variables of a view or a layout guide: its alignment rectangle in its window's
/// coordinates (untransformed; bounds origins do not shift subviews' layout).
final class LayoutItemVariables {
  let left: LayoutVariable
  let top: LayoutVariable
  let width: LayoutVariable
  let height: LayoutVariable

  init(_ name: String) {
    left = LayoutVariable("\(name).left")
    top = LayoutVariable("\(name).top")
    width = LayoutVariable("\(name).width")
    height = LayoutVariable("\(name).height")
  }
}

/// A window's constraint layout: a persistent solver fed from the window's active
/// `NSLayoutConstraint`s, its views' frames where they translate into constraints (Y3) and
/// their intrinsic content sizes (Y4).
///
/// Each pass rebuilds the list of solver constraints it wants, keyed by where each comes
/// from, and diffs it against what the solver holds: a constraint whose terms are unchanged
/// but whose constant moved is updated in place (the dual simplex, a few pivots); new ones are
/// added, gone ones removed. A required constraint the solver refuses (Y5) is left out,
/// reported once, and tried again whenever the solver's constraints change.
@MainActor
final class WindowLayoutEngine {
  /// Where a solver constraint comes from.
  enum Key: Hashable {
    case constraint(ObjectIdentifier)
    /// A part (0–3: left, top, width, height) of a view's frame or of a guide's box.
    case frame(ObjectIdentifier, Int)
    /// An intrinsic-size constraint: axis × 2 + (0 hugging, 1 compression resistance).
    case intrinsic(ObjectIdentifier, Int)
  }

  struct Spec {
    var key: Key
    var expression: LayoutExpression
    var relation: LayoutConstraint.Relation
    var strength: LayoutStrength
    var name: @MainActor () -> String
    /// The app's constraint this spec comes from, to name it when it is broken (Y5).
    var constraint: NSLayoutConstraint? = nil
  }

  private struct Entry {
    var signature: [Signature]
    var relation: LayoutConstraint.Relation
    var strength: LayoutStrength
    var constant: Double
    /// The constraint in the solver; nil when the solver refused it (Y5).
    var solverConstraint: LayoutConstraint?
    /// The refused constraint, to try again.
    var refused: LayoutConstraint?
  }

  private struct Signature: Equatable {
    let variable: ObjectIdentifier
    let coefficient: Double
  }

  let solver = LayoutSolver()
  private var entries: [Key: Entry] = [:]
  private var items: [ObjectIdentifier: LayoutItemVariables] = [:]
  /// Every refusal so far, in order: what the engine reported (for tests and tools).
  private(set) var refusals: [String] = []

  func variables(of item: AnyObject) -> LayoutItemVariables {
    let id = ObjectIdentifier(item)
    if let variables = items[id] { return variables }
    let variables = LayoutItemVariables(String(describing: type(of: item)))
    items[id] = variables
    return variables
  }

  /// Brings the solver to `specs`.
  ///
  /// Everything that goes (a spec no longer wanted, or one whose terms, relation or priority
  /// changed) leaves the solver before anything comes in, so that a stale constraint never
  /// contradicts its replacement; then constants move and new constraints are added; then the
  /// refused ones are tried again, and only those still refused are reported (Y5), once each.
  func apply(_ specs: [Spec], application: UIApplication?) {
    var wanted = Set<Key>()
    wanted.reserveCapacity(specs.count)
    for spec in specs { wanted.insert(spec.key) }
    var changed = false
    for (key, entry) in entries where !wanted.contains(key) {
      if let constraint = entry.solverConstraint { try? solver.remove(constraint) }
      entries[key] = nil
      changed = true
    }
    var signatures: [[Signature]] = []
    signatures.reserveCapacity(specs.count)
    for spec in specs {
      let signature = spec.expression.terms.map {
        Signature(variable: ObjectIdentifier($0.variable), coefficient: $0.coefficient)
      }
      signatures.append(signature)
      if let entry = entries[spec.key],
        entry.signature != signature || entry.relation != spec.relation || entry.strength != spec.strength
      {
        if let constraint = entry.solverConstraint { try? solver.remove(constraint) }
        entries[spec.key] = nil
        changed = true
      }
    }
    var fresh: [(Spec, LayoutSolverError)] = []
    for (spec, signature) in zip(specs, signatures) {
      let (didChange, refusal) = update(spec, signature: signature)
      if didChange { changed = true }
      if let refusal { fresh.append((spec, refusal)) }
    }
    // Y5: a broken constraint is tried again once its surroundings changed.
    guard changed else { return }
    for spec in specs {
      guard let constraint = entries[spec.key]?.refused, (try? solver.add(constraint)) != nil else { continue }
      entries[spec.key]?.solverConstraint = constraint
      entries[spec.key]?.refused = nil
    }
    for (spec, error) in fresh where entries[spec.key]?.refused != nil {
      let fault = Self.fault(error, constraint: spec.constraint)
      refusals.append(fault.description)
      application?.note(.error(fault))
    }
  }

  /// Brings one spec into the solver (its entry, if any, has its form); returns whether the
  /// solver changed, and why the solver refused it, if it did.
  private func update(_ spec: Spec, signature: [Signature]) -> (Bool, LayoutSolverError?) {
    let constant = spec.expression.constant
    if let entry = entries[spec.key] {
      if entry.constant == constant { return (false, nil) }
      if let existing = entry.solverConstraint {
        do {
          try solver.updateConstant(of: existing, to: constant)
          entries[spec.key]?.constant = constant
          return (true, nil)
        } catch {
          // The new constant contradicts a required constraint: take it out and add it as new,
          // which reports the refusal.
          try? solver.remove(existing)
        }
      }
    }
    let constraint = LayoutConstraint(spec.expression, spec.relation, strength: spec.strength, name: spec.name())
    var entry = Entry(
      signature: signature, relation: spec.relation, strength: spec.strength, constant: constant,
      solverConstraint: constraint)
    var refusal: LayoutSolverError?
    do {
      try solver.add(constraint)
    } catch {
      entry.solverConstraint = nil
      entry.refused = constraint
      refusal = error
    }
    entries[spec.key] = entry
    return (true, refusal)
  }

  /// The fault a refusal reports: a broken constraint (Y5) with the names of those it
  /// contradicts, whose description is UIKit's log for it on one line.
  static func fault(_ error: LayoutSolverError, constraint: NSLayoutConstraint?) -> EngineFault {
    switch error {
    case .unsatisfiable(let broken, let conflicts):
      .unsatisfiableConstraints(constraint: constraint, name: broken.name, conflicting: conflicts.map(\.name))
    default:
      .layoutSolverFailed(detail: "\(error)")
    }
  }

  /// The solved rectangle of `item` in window coordinates.
  func rect(of item: AnyObject) -> CGRect? {
    guard let v = items[ObjectIdentifier(item)] else { return nil }
    return CGRect(
      x: Self.clean(solver.value(of: v.left)), y: Self.clean(solver.value(of: v.top)),
      width: Self.clean(solver.value(of: v.width)), height: Self.clean(solver.value(of: v.height)))
  }

  /// Drops the rounding noise of the pivots (values are not snapped to pixels).
  private static func clean(_ value: Double) -> CGFloat {
    CGFloat((value * 1e6).rounded() / 1e6)
  }

  /// Forgets the variables of items that no longer take part.
  func dropItems(except kept: Set<ObjectIdentifier>) {
    for id in items.keys where !kept.contains(id) { items[id] = nil }
  }
}

extension UIApplication {
  /// Whether a constraint changed or a view was marked for layout since the last pass before
  /// an event (Y2): two comparisons, the whole cost of a clean layout on the touch path.
  var layoutIsStale: Bool {
    constraintLayoutGeneration != laidOutConstraintGeneration || layoutMarkGeneration != laidOutLayoutMark
  }

  /// Y2: the layout pass of every window whose layout is stale (the solve, then
  /// `layoutSubviews()` on the views marked for layout), before an event is dispatched and
  /// hit-tested, as the run loop lays out before it handles input.
  @inline(never)
  func layOutBeforeEvent() {
    for window in _windows { window.layoutIfNeeded() }
    // What the passes changed themselves (constraints made in `updateConstraints()` or
    // `viewDidLayoutSubviews()`, frames written, views marked again) was laid out by their
    // later rounds, up to InteractionConstants.maximumLayoutRounds.
    laidOutConstraintGeneration = constraintLayoutGeneration
    laidOutLayoutMark = layoutMarkGeneration
  }
}

extension UIWindow {
  /// Solves the window's constraints and sets the frames of the views they place (Y1–Y5),
  /// unless nothing changed since the last solve.
  ///
  /// A pass can make the layout stale itself: `updateConstraints()` activates constraints (a
  /// stack view's arrangement, Y6), and a frame it writes resizes translating subviews by
  /// their autoresizing masks (Y3). The pass runs again until it changes nothing, at most
  /// ``InteractionConstants/maximumLayoutRounds`` times, so that a layout that never settles still ends.
  func layOutConstraintsIfNeeded() {
    var rounds = 0
    while laidOutConstraintGeneration != constraintLayoutGeneration && rounds < InteractionConstants.maximumLayoutRounds
    {
      let generation = constraintLayoutGeneration
      layOutConstraints()
      laidOutConstraintGeneration = generation
      rounds += 1
    }
  }

  /// The pass: collects the constraints of the window's tree, brings the solver to them and
  /// writes the solution into the views placed by constraints (those whose
  /// `translatesAutoresizingMaskIntoConstraints` is false) and into layout guides.
  func layOutConstraints() {
    // Y2: views that asked for `updateConstraints()` get it first, subviews before their
    // superviews as in UIKit; then the constraints are collected again (once: a view that
    // asks again from its own `updateConstraints()` waits for the next pass).
    let constraints = collectConstraints()
    if constraints.isEmpty {
      layoutEngine = nil
      return
    }
    let engine = layoutEngine ?? WindowLayoutEngine()
    layoutEngine = engine
    var builder = ConstraintLayoutBuilder(engine: engine, root: self)
    for constraint in constraints { builder.addConstraint(constraint) }
    builder.finish()
    engine.apply(builder.specs, application: _application)
    engine.dropItems(except: builder.itemIDs)
    builder.writeFrames()
  }
}

extension UIView {
  /// The active constraints held by this view and its descendants, after
  /// `updateConstraints()` for the views that asked for it (Y2): the window's pass and a
  /// fitting size (Y7) collect the same way.
  func collectConstraints() -> [NSLayoutConstraint] {
    var constraints: [NSLayoutConstraint] = []
    // Y2: views that asked for `updateConstraints()` get it first, subviews before their
    // superviews as in UIKit; then the constraints are collected again (once: a view that
    // asks again from its own `updateConstraints()` waits for the next pass).
    for round in 0..<2 {
      constraints = []
      var asked: [UIView] = []
      var pending: [UIView] = [self]
      while let view = pending.popLast() {
        if let state = view.rareState?.layout {
          if state.needsUpdateConstraints { asked.append(view) }
          constraints.append(contentsOf: state.constraints)
        }
        pending.append(contentsOf: view._subviews.reversed())
      }
      if asked.isEmpty || round == 1 { break }
      for view in asked.reversed() { view.updateConstraintsIfNeeded() }
    }
    return constraints
  }

  /// Y7: the subtree's constraints solved in a solver of their own, the view pinned to the
  /// fitting target; the window's engine and every frame are left as they are. The solve
  /// reports no broken constraint: the window's pass reports those it meets.
  ///
  /// Y8: a multiline label without `preferredMaxLayoutWidth` wraps within the width the solve
  /// gives it, so the solve runs again with each such label's text wrapped in its solved width
  /// until the widths hold (at most three solves: a width that keeps moving keeps the last).
  func fittingLayoutSize(_ fitting: ConstraintLayoutBuilder.Fitting) -> CGSize {
    var wrapWidths: [ObjectIdentifier: CGFloat] = [:]
    var size = CGSize.zero
    for _ in 0..<3 {
      let engine = WindowLayoutEngine()
      var builder = ConstraintLayoutBuilder(engine: engine, root: self, fitting: fitting)
      builder.wrapWidths = wrapWidths
      for constraint in collectConstraints() { builder.addConstraint(constraint) }
      builder.finish()
      engine.apply(builder.specs, application: nil)
      guard let rect = engine.rect(of: self) else { return .zero }
      size = CGSize(width: max(0, rect.width), height: max(0, rect.height))
      var moved = false
      for case let label as UILabel in builder.views where label.wrapsAtLayoutWidth {
        guard let solved = engine.rect(of: label)?.width, solved > 0 else { continue }
        let id = ObjectIdentifier(label)
        if let width = wrapWidths[id], abs(width - solved) < 0.001 { continue }
        wrapWidths[id] = solved
        moved = true
      }
      if !moved { break }
    }
    return size
  }
}

/// Turns a window's constraints into solver specs: the items they name, the frames of the
/// views that translate theirs (Y3), intrinsic sizes (Y4), and then writes the solution back.
@MainActor
struct ConstraintLayoutBuilder {
  /// The size a fitting solve asks for (Y7): the root's width and height are pinned to
  /// `target` at these priorities instead of to its frame.
  struct Fitting {
    var target: CGSize
    var horizontal: UILayoutPriority
    var vertical: UILayoutPriority
  }

  let engine: WindowLayoutEngine
  /// The view whose subtree is solved: the window for a layout pass, the measured view for a
  /// fitting size (Y7). Constraints naming a view outside it are left out.
  let root: UIView
  /// Set for a fitting solve (Y7); nil for a window's pass.
  let fitting: Fitting?
  var specs: [WindowLayoutEngine.Spec] = []
  /// The views with variables, in the order they were met (ancestors before descendants is
  /// not needed: each view's frame is relative to its superview's variables).
  private(set) var views: [UIView] = []
  private(set) var guides: [UILayoutGuide] = []
  private(set) var itemIDs = Set<ObjectIdentifier>()
  private var constraintSpecs: [WindowLayoutEngine.Spec] = []
  /// The widths multiline labels wrap in, by label, for a fitting solve's later rounds (Y8).
  var wrapWidths: [ObjectIdentifier: CGFloat] = [:]

  init(engine: WindowLayoutEngine, root: UIView, fitting: Fitting? = nil) {
    self.engine = engine
    self.root = root
    self.fitting = fitting
    if fitting != nil { _ = enter(root) }
  }

  /// Whether `view` is in the solved subtree: a window's pass asks the view's window (one
  /// comparison); a fitting solve walks up to the root.
  private func contains(_ view: UIView) -> Bool {
    if fitting == nil { return view._window === root }
    var current: UIView? = view
    while let v = current {
      if v === root { return true }
      current = v._superview
    }
    return false
  }

  /// The variables of a view, entering it and its ancestors up to the root.
  private mutating func enter(_ view: UIView) -> LayoutItemVariables {
    var current: UIView? = view
    while let v = current, itemIDs.insert(ObjectIdentifier(v)).inserted {
      views.append(v)
      current = v === root ? nil : v._superview
    }
    return engine.variables(of: view)
  }

  private mutating func enter(_ guide: UILayoutGuide) -> LayoutItemVariables? {
    guard let owner = guide._owningView, contains(owner) else { return nil }
    _ = enter(owner)
    if itemIDs.insert(ObjectIdentifier(guide)).inserted { guides.append(guide) }
    return engine.variables(of: guide)
  }

  /// The expression of `attribute` of `item`, or nil when the item is not in this window.
  /// When `mirrored` (Y10: a leading or trailing constraint of a right-to-left view), the
  /// leading edge is the right edge, the trailing edge the left one, and every horizontal
  /// position is negated, so that a constant counts toward the trailing side, leftward.
  private mutating func expression(
    _ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, mirrored: Bool = false
  )
    -> LayoutExpression?
  {
    if attribute == .notAnAttribute { return LayoutExpression() }
    let v: LayoutItemVariables
    var margins = UIEdgeInsets.zero
    if let view = item as? UIView {
      guard contains(view) else { return nil }
      v = enter(view)
      if attribute.rawValue >= NSLayoutConstraint.Attribute.leftMargin.rawValue { margins = view.layoutMargins }
    } else if let guide = item as? UILayoutGuide, let guideVariables = enter(guide) {
      v = guideVariables
    } else {
      return nil
    }
    let left = LayoutExpression(v.left)
    let top = LayoutExpression(v.top)
    let width = LayoutExpression(v.width)
    let height = LayoutExpression(v.height)
    if mirrored {
      switch attribute {
      case .leading, .right: return (left + width) * -1
      case .trailing, .left: return left * -1
      case .centerX: return (left + width * 0.5) * -1
      case .leadingMargin, .rightMargin: return (left + width - Double(margins.right)) * -1
      case .trailingMargin, .leftMargin: return (left + Double(margins.left)) * -1
      case .centerXWithinMargins: return (left + width * 0.5 + Double(margins.left - margins.right) / 2) * -1
      default: break
      }
    }
    switch attribute {
    case .left, .leading: return left
    case .right, .trailing: return left + width
    case .top: return top
    case .bottom: return top + height
    case .lastBaseline, .firstBaseline:
      if let view = item as? UIView {
        return baseline(of: view, first: attribute == .firstBaseline) ?? top + height
      }
      return top + height
    case .width: return width
    case .height: return height
    case .centerX: return left + width * 0.5
    case .centerY: return top + height * 0.5
    case .leftMargin, .leadingMargin: return left + Double(margins.left)
    case .rightMargin, .trailingMargin: return left + width - Double(margins.right)
    case .topMargin: return top + Double(margins.top)
    case .bottomMargin: return top + height - Double(margins.bottom)
    case .centerXWithinMargins: return left + width * 0.5 + Double(margins.left - margins.right) / 2
    case .centerYWithinMargins: return top + height * 0.5 + Double(margins.top - margins.bottom) / 2
    case .notAnAttribute: return LayoutExpression()
    }
  }

  /// Y8: the first or last baseline of `view`: that of the view it names for it
  /// (`forFirstBaselineLayout`, `forLastBaselineLayout`, followed down its subtree), at its text's
  /// offset from that view's vertical centre; nil when that view has no text (its baseline is
  /// its bottom, as in UIKit) or is outside the solved subtree.
  private mutating func baseline(of view: UIView, first: Bool) -> LayoutExpression? {
    var current = view
    // A chain of baseline views is short; the bound keeps a cycle from looping.
    for _ in 0..<16 {
      let next = first ? current.forFirstBaselineLayout : current.forLastBaselineLayout
      guard next !== current, next.isDescendant(of: current), contains(next) else { break }
      current = next
    }
    let v = enter(current)
    let top = LayoutExpression(v.top)
    let height = LayoutExpression(v.height)
    guard let offsets = current.textBaselineOffsets else { return current === view ? nil : top + height }
    return top + height * 0.5 + Double(first ? offsets.first : offsets.last)
  }

  /// Y10: whether `constraint` relates a leading or trailing attribute inside a view that lays
  /// out right to left: the view it is installed on (its items' nearest common ancestor, which
  /// arranges them), else its first item's view.
  private static func isRightToLeft(_ constraint: NSLayoutConstraint) -> Bool {
    guard constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional,
      let view = constraint.installedOn ?? NSLayoutConstraint.view(of: constraint.firstItem)
    else { return false }
    return view.effectiveUserInterfaceLayoutDirection == .rightToLeft
  }

  /// Y1: `first.attr1 (relation) multiplier × second.attr2 + constant`, at its priority.
  mutating func addConstraint(_ constraint: NSLayoutConstraint) {
    let mirrored = UIView.rightToLeftInUse && Self.isRightToLeft(constraint)
    guard let first = expression(constraint.firstItem, constraint.firstAttribute, mirrored: mirrored) else { return }
    var second = LayoutExpression()
    if constraint.secondItem != nil {
      guard let item = expression(constraint.secondItem, constraint.secondAttribute, mirrored: mirrored) else {
        return
      }
      second = item
    }
    let rhs = second * Double(constraint.multiplier) + Double(constraint.constant)
    let relation: LayoutConstraint.Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    constraintSpecs.append(
      WindowLayoutEngine.Spec(
        key: .constraint(ObjectIdentifier(constraint)), expression: first - rhs, relation: relation,
        strength: LayoutStrength(constraint.priority), name: { constraint.layoutDescription },
        constraint: constraint))
  }

  /// Y3: a translating view's frame as constraints. Without a mask (or relative to nothing)
  /// its origin and size are fixed; with one, each axis's origin and length follow the
  /// superview's length by the autoresizing arithmetic (`UIView.autoresizingFactors`), around
  /// the superview's current size: `left = x + (W − W₀) × share`, a linear constraint, so a
  /// superview the solver resizes carries the view along in the same solve, as UIKit's
  /// `NSAutoresizingMaskLayoutConstraint`s do.
  private mutating func pin(
    _ item: AnyObject, _ v: LayoutItemVariables, to rect: CGRect, in superview: UIView?,
    mask: UIView.AutoresizingMask, name: String
  ) {
    let id = ObjectIdentifier(item)
    let parent = superview.map { engine.variables(of: $0) }
    let size = superview?._bounds.size ?? .zero
    var horizontal: (before: CGFloat, length: CGFloat) = (0, 0)
    var vertical: (before: CGFloat, length: CGFloat) = (0, 0)
    if parent != nil && !mask.isEmpty {
      horizontal = UIView.autoresizingFactors(
        origin: rect.minX, length: rect.width, oldLength: size.width,
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
        ))
      vertical = UIView.autoresizingFactors(
        origin: rect.minY, length: rect.height, oldLength: size.height,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
        ))
    }
    /// `variable − origin's − share × (superview's length − its current length) − value`.
    func part(
      _ variable: LayoutVariable, _ origin: LayoutVariable?, _ length: LayoutVariable?, share: CGFloat,
      current: CGFloat, value: CGFloat
    ) -> LayoutExpression {
      var expression = LayoutExpression(variable) - Double(value)
      if let origin { expression = expression - LayoutExpression(origin) }
      if let length, share != 0 {
        expression = expression - LayoutExpression(length) * Double(share) + Double(share * current)
      }
      return expression
    }
    let parts: [(LayoutExpression, String)] = [
      (
        part(v.left, parent?.left, parent?.width, share: horizontal.before, current: size.width, value: rect.minX),
        "minX \(rect.minX)"
      ),
      (
        part(v.top, parent?.top, parent?.height, share: vertical.before, current: size.height, value: rect.minY),
        "minY \(rect.minY)"
      ),
      (
        part(v.width, nil, parent?.width, share: horizontal.length, current: size.width, value: rect.width),
        "width \(rect.width)"
      ),
      (
        part(v.height, nil, parent?.height, share: vertical.length, current: size.height, value: rect.height),
        "height \(rect.height)"
      ),
    ]
    let kind = mask.isEmpty ? "frame" : "autoresizing mask"
    for (index, (expression, label)) in parts.enumerated() {
      specs.append(
        WindowLayoutEngine.Spec(
          key: .frame(id, index), expression: expression, relation: .equal, strength: .required,
          name: { "\(name) \(label) (\(kind))" }))
    }
  }

  /// Adds the frames of translating views (Y3), guides' boxes and intrinsic sizes (Y4); the
  /// specs end with the constraints', so that a refused one is an app constraint, as UIKit
  /// breaks one of the app's.
  mutating func finish() {
    for view in views {
      let v = engine.variables(of: view)
      let name = String(describing: type(of: view))
      let size = view._bounds.size
      if view === root, let fitting {
        pinFitting(v, fitting, name: name)
        addIntrinsicSize(of: view, v, name: name)
      } else if view === root {
        pin(view, v, to: CGRect(origin: .zero, size: size), in: nil, mask: [], name: name)
      } else if view.translatesAutoresizingMaskIntoConstraints, let superview = view._superview {
        // A fitting solve (Y7) writes no frames, so a frame change there need not stale it.
        if fitting == nil { view.layoutState.feedsConstraints = true }
        let rect = CGRect(
          x: view._center.x - size.width / 2, y: view._center.y - size.height / 2, width: size.width,
          height: size.height)
        let mask = superview.autoresizesSubviews ? view.autoresizingMask : []
        pin(view, v, to: rect, in: superview, mask: mask, name: name)
      } else {
        addIntrinsicSize(of: view, v, name: name)
      }
    }
    for guide in guides {
      let keyboard = guide as? UIKeyboardLayoutGuide
      guard guide.coversBounds || keyboard != nil, let owner = guide._owningView else { continue }
      let ownerVariables = engine.variables(of: owner)
      // B7: the keyboard's guide is the owner's box less the part above the keyboard.
      let insets =
        keyboard?.insets(in: owner)
        ?? (guide === owner.rareState?.layout?.marginsGuide ? owner.layoutMargins : .zero)
      let id = ObjectIdentifier(guide)
      let parts: [LayoutExpression] = [
        LayoutExpression(engine.variables(of: guide).left) - LayoutExpression(ownerVariables.left)
          - Double(insets.left),
        LayoutExpression(engine.variables(of: guide).top) - LayoutExpression(ownerVariables.top) - Double(insets.top),
        LayoutExpression(engine.variables(of: guide).width) - LayoutExpression(ownerVariables.width)
          + Double(insets.left + insets.right),
        LayoutExpression(engine.variables(of: guide).height) - LayoutExpression(ownerVariables.height)
          + Double(insets.top + insets.bottom),
      ]
      for (index, expression) in parts.enumerated() {
        specs.append(
          WindowLayoutEngine.Spec(
            key: .frame(id, index), expression: expression, relation: .equal, strength: .required,
            name: { "\(guide.identifier) (guide)" }))
      }
    }
    specs.append(contentsOf: constraintSpecs)
  }

  /// Y7: a fitting solve's root sits at the origin, and its width and height are pinned to
  /// the target at the fitting priorities, so that the subtree's constraints decide whatever
  /// those priorities leave open.
  private mutating func pinFitting(_ v: LayoutItemVariables, _ fitting: Fitting, name: String) {
    let id = ObjectIdentifier(root)
    let parts: [(LayoutExpression, LayoutStrength, String)] = [
      (LayoutExpression(v.left), .required, "minX 0"),
      (LayoutExpression(v.top), .required, "minY 0"),
      (
        LayoutExpression(v.width) - Double(fitting.target.width), LayoutStrength(fitting.horizontal),
        "width \(fitting.target.width)"
      ),
      (
        LayoutExpression(v.height) - Double(fitting.target.height), LayoutStrength(fitting.vertical),
        "height \(fitting.target.height)"
      ),
    ]
    for (index, (expression, strength, label)) in parts.enumerated() {
      specs.append(
        WindowLayoutEngine.Spec(
          key: .frame(id, index), expression: expression, relation: .equal, strength: strength,
          name: { "\(name) \(label) (fitting size)" }))
    }
  }

  /// Y4: an intrinsic size gives an axis hugging (≤) and compression resistance (≥).
  private mutating func addIntrinsicSize(of view: UIView, _ v: LayoutItemVariables, name: String) {
    var size = view.intrinsicContentSize
    if let label = view as? UILabel, let width = wrapWidths[ObjectIdentifier(label)] {
      size = label.intrinsicSize(wrappingWithin: width)
    }
    let id = ObjectIdentifier(view)
    let axes: [(CGFloat, LayoutVariable, NSLayoutConstraint.Axis)] = [
      (size.width, v.width, .horizontal), (size.height, v.height, .vertical),
    ]
    for (index, (length, variable, axis)) in axes.enumerated() where length != UIView.noIntrinsicMetric {
      let expression = LayoutExpression(variable) - Double(length)
      let weight = Self.fillTieBreakWeight(of: view, axis: axis)
      specs.append(
        WindowLayoutEngine.Spec(
          key: .intrinsic(id, index * 2), expression: expression, relation: .lessThanOrEqual,
          strength: LayoutStrength(priority: view.contentHuggingPriority(for: axis).rawValue, weight: weight),
          name: { "\(name) hugging \(length)" }))
      specs.append(
        WindowLayoutEngine.Spec(
          key: .intrinsic(id, index * 2 + 1), expression: expression, relation: .greaterThanOrEqual,
          strength: LayoutStrength(
            priority: view.contentCompressionResistancePriority(for: axis).rawValue, weight: weight),
          name: { "\(name) compression resistance \(length)" }))
    }
  }

  /// Y6: in a `fill` stack view, views of one content priority would share a stretch or a
  /// squeeze in no defined way; UIKit settles it "by their index in `arrangedSubviews`". The
  /// later view's error weighs a little less within the priority level, so the last of the
  /// views at the lowest priority stretches or shrinks (which one is our choice).
  static func fillTieBreakWeight(of view: UIView, axis: NSLayoutConstraint.Axis) -> Double {
    guard let stack = view._superview as? UIStackView, stack.distribution == .fill, stack.axis == axis,
      let index = stack.arrangedIndex[ObjectIdentifier(view)]
    else { return 1 }
    return 1 + Double(stack.arrangedIndex.count - 1 - index) * fillTieBreakStep
  }

  /// How much each earlier arranged view's content error outweighs the next one's (Y6): far
  /// below any difference a priority makes (levels are compared first), far above rounding.
  static let fillTieBreakStep = 1e-3

  /// Sets the center and bounds size of every view placed by constraints (as UIKit's engine
  /// does, so that a transform is kept) and the frames of guides.
  func writeFrames() {
    for view in views where view !== root && !view.translatesAutoresizingMaskIntoConstraints {
      guard let superview = view._superview, let rect = engine.rect(of: view),
        let parent = engine.rect(of: superview)
      else { continue }
      let size = CGSize(width: max(0, rect.width), height: max(0, rect.height))
      let center = CGPoint(x: rect.midX - parent.minX, y: rect.midY - parent.minY)
      if view.bounds.size != size { view.bounds = CGRect(origin: view.bounds.origin, size: size) }
      if view.center != center { view.center = center }
    }
    for guide in guides {
      guard let owner = guide._owningView, let rect = engine.rect(of: guide), let parent = engine.rect(of: owner)
      else { continue }
      guide.solvedFrame = rect.offsetBy(dx: -parent.minX, dy: -parent.minY)
    }
  }
}

extension NSLayoutConstraint {
  /// The constraint as UIKit's log writes it: `UIButton.leading == UIView.leading + 16`.
  var layoutDescription: String {
    if let identifier, !identifier.isEmpty { return identifier }
    func item(_ object: AnyObject?, _ attribute: Attribute) -> String {
      guard let object else { return "" }
      return "\(type(of: object)).\(attribute)"
    }
    let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
    var rhs = item(secondItem, secondAttribute)
    if secondItem != nil && multiplier != 1 { rhs = "\(multiplier) × \(rhs)" }
    if constant != 0 || secondItem == nil { rhs += rhs.isEmpty ? "\(constant)" : " + \(constant)" }
    let strength = priority == .required ? "" : " @\(priority.rawValue)"
    return "\(item(firstItem, firstAttribute)) \(op) \(rhs)\(strength)"
  }
}
