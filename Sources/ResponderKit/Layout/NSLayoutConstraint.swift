import Foundation

/// A relation between two layout attributes: `first = multiplier × second + constant`.
///
/// UIKit's `NSLayoutConstraint` (Y1): the layout pass solves the active constraints of a
/// window and sets the frames of the views they place, in `layoutIfNeeded()` and before each
/// touch event's hit test (Y2); a contradicting required constraint is broken and reported
/// (Y5). See the Auto Layout article. Activating a constraint
/// installs it on the nearest common ancestor of its items' views (that view's `constraints`
/// lists it), as UIKit does; where there is none (UIKit raises an exception), it is active and
/// installed nowhere. As in UIKit, a constraint does not retain its items: reading an item
/// after its view was freed is an error, and the program stops.
@preconcurrency @MainActor
open class NSLayoutConstraint {
  /// A layout attribute, with UIKit's raw values.
  public enum Attribute: Int, Hashable, Sendable {
    /// No attribute: the second item of a constant constraint.
    case notAnAttribute = 0
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge (left in left-to-right text).
    case leading = 5
    /// The trailing edge.
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal centre.
    case centerX = 9
    /// The vertical centre.
    case centerY = 10
    /// The baseline of the last line.
    case lastBaseline = 11
    /// The baseline of the first line.
    case firstBaseline = 12
    /// The left margin.
    case leftMargin = 13
    /// The right margin.
    case rightMargin = 14
    /// The top margin.
    case topMargin = 15
    /// The bottom margin.
    case bottomMargin = 16
    /// The leading margin.
    case leadingMargin = 17
    /// The trailing margin.
    case trailingMargin = 18
    /// The horizontal centre between the margins.
    case centerXWithinMargins = 19
    /// The vertical centre between the margins.
    case centerYWithinMargins = 20

    /// The last baseline, by its older name.
    public static var baseline: Attribute { .lastBaseline }

    /// Whether the attribute is a leading or trailing edge or margin, which flips in a
    /// right-to-left layout (Y10).
    var isDirectional: Bool {
      switch self {
      case .leading, .trailing, .leadingMargin, .trailingMargin: true
      default: false
      }
    }
  }

  /// How the two sides compare, with UIKit's raw values.
  public enum Relation: Int, Hashable, Sendable {
    /// First ≤ second.
    case lessThanOrEqual = -1
    /// First = second.
    case equal = 0
    /// First ≥ second.
    case greaterThanOrEqual = 1
  }

  /// A layout direction: the axis of a view's content priorities and a stack view, with UIKit's
  /// raw values.
  public enum Axis: Int, Hashable, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }

  private unowned let _firstItem: AnyObject?
  private unowned let _secondItem: AnyObject?
  /// The attribute of the first item.
  public let firstAttribute: Attribute
  /// How the sides compare.
  public let relation: Relation
  /// The attribute of the second item (`notAnAttribute` without one).
  public let secondAttribute: Attribute
  /// The factor of the second side.
  public let multiplier: CGFloat
  /// The constant added to the second side; may change while active, as in UIKit, and the
  /// next pass re-solves only what the change moves (Y11).
  open var constant: CGFloat { didSet { if _isActive { layoutInputDidChange() } } }
  /// The constraint's priority (`required` by default).
  open var priority: UILayoutPriority = .required { didSet { if _isActive { layoutInputDidChange() } } }
  /// A name for debugging.
  open var identifier: String?
  /// The view the constraint is installed on while active (see the class comment): an
  /// ``UnsafeLink`` the view clears when it uninstalls the constraint or is freed.
  @UnsafeLink var installedOn: UIView?
  private var _isActive = false

  /// Creates an inactive constraint, with UIKit's initializer.
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2, multiplier: multiplier,
      constant: c)
  }

  init(
    first: AnyObject?, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
    multiplier: CGFloat, constant: CGFloat
  ) {
    _firstItem = first
    _secondItem = second
    firstAttribute = attr1
    self.relation = relation
    secondAttribute = attr2
    self.multiplier = multiplier
    self.constant = constant
  }

  /// The first item: a view or a layout guide.
  public var firstItem: AnyObject? { _firstItem }
  /// The second item, or nil for a constant constraint.
  public var secondItem: AnyObject? { _secondItem }

  /// Whether the constraint takes part in layout; setting it installs the constraint on the
  /// nearest common ancestor of its items' views, or uninstalls it (see the class comment).
  open var isActive: Bool {
    get { _isActive }
    set {
      guard newValue != _isActive else { return }
      _isActive = newValue
      if newValue {
        install(on: commonAncestor)
      } else {
        uninstall()
      }
    }
  }

  /// Activates every constraint, as setting `isActive` on each does.
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates every constraint.
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The view an item lays out in: the view itself, or a layout guide's owning view.
  static func view(of item: AnyObject?) -> UIView? {
    if let view = item as? UIView { return view }
    return (item as? UILayoutGuide)?.owningView
  }

  /// The nearest common ancestor of the items' views.
  private var commonAncestor: UIView? {
    guard let first = Self.view(of: _firstItem) else { return Self.view(of: _secondItem) }
    guard _secondItem != nil else { return first }
    guard let second = Self.view(of: _secondItem) else { return nil }
    return first.nearestCommonAncestor(with: second)
  }

  /// Y11: a changed constant or priority stales the layout without changing its structure:
  /// the engine of the window the constraint is installed in hears of it, and its next pass
  /// updates this constraint alone.
  private func layoutInputDidChange() {
    constraintLayoutGeneration &+= 1
    installedOn?._window?.layoutEngine?.noteEdit(of: self)
  }

  /// Puts the constraint in `view`'s list (nil: nowhere) and marks it active.
  func install(on view: UIView?) {
    uninstall()
    _isActive = true
    setNeedsConstraintLayout()
    guard let view else { return }
    installedOn = view
    view.layoutState.constraints.append(self)
  }

  /// Takes the constraint out of the list it is in and marks it inactive.
  func uninstall() {
    setNeedsConstraintLayout()
    _isActive = false
    if let view = installedOn {
      view.layoutState.constraints.removeAll { $0 === self }
      installedOn = nil
    }
  }
}
