import Foundation

/// A view that arranges a list of subviews in a row or a column.
///
/// UIKit's `UIStackView` (Y6): it lays out its arranged subviews by constraints it makes and
/// installs on itself, named with UIKit's identifiers (`UISV-canvas-connection`,
/// `UISV-spacing`, `UISV-fill-equally`, `UISV-alignment`, `UISV-hiding` and the others), and
/// rebuilds them in `updateConstraints()` whenever its axis, distribution, alignment, spacing,
/// arrangement or an arranged view's `isHidden` changes; the layout pass solves them with
/// every other constraint (Y1, Y2). Adding an arranged view sets its
/// `translatesAutoresizingMaskIntoConstraints` to false, as UIKit does. As in UIKit, removing
/// an arranged view from the stack leaves it a subview, and removing it from its superview
/// takes it out of the arrangement too. See the Auto Layout article for the constraints of each
/// distribution and alignment, and what is our choice.
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// How the arranged views share the stack's length, with UIKit's raw values.
  public enum Distribution: Int, Hashable, Sendable {
    /// They fill it, by their content priorities.
    case fill = 0
    /// They fill it, all of one size.
    case fillEqually = 1
    /// They fill it, in proportion to their content sizes.
    case fillProportionally = 2
    /// They keep their sizes, equally spaced.
    case equalSpacing = 3
    /// They keep their sizes, their centres equally spaced.
    case equalCentering = 4
  }

  /// How the arranged views sit across the stack, with UIKit's raw values.
  public enum Alignment: Int, Hashable, Sendable {
    /// They fill the stack's breadth.
    case fill = 0
    /// Against the leading (or top) edge.
    case leading = 1
    /// On the first baseline (horizontal stacks).
    case firstBaseline = 2
    /// Centred.
    case center = 3
    /// Against the trailing (or bottom) edge.
    case trailing = 4
    /// On the last baseline (horizontal stacks).
    case lastBaseline = 5

    /// The top edge of a horizontal stack: `leading`, as in UIKit.
    public static var top: Alignment { .leading }
    /// The bottom edge of a horizontal stack: `trailing`.
    public static var bottom: Alignment { .trailing }
  }

  /// The custom spacing that means "the stack's `spacing`".
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// The custom spacing that means "the system's spacing"
  /// (``InteractionConstants/systemSpacing``).
  public static let spacingUseSystem = CGFloat.leastNormalMagnitude

  private var _arrangedSubviews: [UIView] = []
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints the stack made for its arrangement, installed on itself.
  private var arrangementConstraints: [NSLayoutConstraint] = []
  /// The guides the arrangement uses (the alignment spanner, the distributing guides).
  private var arrangementGuides: [UILayoutGuide] = []
  /// Each arranged view's position, for the pass's tie-breaking of `fill` (Y6).
  private(set) var arrangedIndex: [ObjectIdentifier: Int] = [:]

  /// The direction the views are arranged in (horizontal by default).
  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { arrangementDidChange() } }
  }
  /// How the views share the stack's length.
  open var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { arrangementDidChange() } }
  }
  /// How the views sit across the stack.
  open var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { arrangementDidChange() } }
  }
  /// The gap between adjacent views (the minimum gap for `equalSpacing` and
  /// `equalCentering`); ``UIStackView/spacingUseSystem`` for the system spacing.
  open var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { arrangementDidChange() } }
  }
  /// Whether the views are arranged within the layout margins rather than the bounds.
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
  }
  /// Whether vertical spacing is measured between baselines; kept (a view's baselines are its
  /// bottom edge here, so it changes nothing).
  open var isBaselineRelativeArrangement = false

  /// Creates an empty horizontal stack with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setNeedsUpdateConstraints()
  }

  /// Creates a stack from an archive: an empty stack with a zero frame, as `init(frame:)` makes.
  public required init(coder: NSCoder) {
    super.init(coder: coder)!
    setNeedsUpdateConstraints()
  }

  /// Creates a stack of `views`, each added as a subview.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// The views arranged, in order (a view moved to another superview has left).
  open var arrangedSubviews: [UIView] { _arrangedSubviews.filter { $0.superview === self } }

  /// The first visible arranged view, whose first baseline is the stack's (Y8); the stack
  /// itself when none is visible.
  open override var forFirstBaselineLayout: UIView {
    arrangedSubviews.first { !$0.isHidden } ?? self
  }

  /// The last visible arranged view of a vertical stack, the first of a horizontal one (our
  /// choice), whose last baseline is the stack's (Y8); the stack itself when none is visible.
  open override var forLastBaselineLayout: UIView {
    let visible = arrangedSubviews.filter { !$0.isHidden }
    return (axis == .vertical ? visible.last : visible.first) ?? self
  }

  /// Arranges `view` last, adding it as a subview if it is not one.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: _arrangedSubviews.count)
  }

  /// Arranges `view` at `stackIndex` (clamped), adding it as a subview if it is not one; its
  /// `translatesAutoresizingMaskIntoConstraints` becomes false, as in UIKit.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    guard view !== self else { return }
    _arrangedSubviews.removeAll { $0 === view }
    _arrangedSubviews.insert(view, at: max(0, min(stackIndex, _arrangedSubviews.count)))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    arrangementDidChange()
  }

  /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
  open func removeArrangedSubview(_ view: UIView) {
    guard _arrangedSubviews.contains(where: { $0 === view }) else { return }
    _arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementDidChange()
  }

  /// Sets the gap after `arrangedSubview` (`spacingUseDefault` to go back to `spacing`).
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    let id = ObjectIdentifier(arrangedSubview)
    let value: CGFloat? = spacing == Self.spacingUseDefault ? nil : spacing
    guard customSpacings[id] != value else { return }
    customSpacings[id] = value
    arrangementDidChange()
  }

  /// The gap after `arrangedSubview`: its custom spacing, or `spacingUseDefault`.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// A subview that leaves the stack leaves the arrangement too.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  /// Rebuilds the arrangement's constraints (Y6), then calls `super`.
  open override func updateConstraints() {
    rebuildArrangement()
    super.updateConstraints()
  }

  /// Something the arrangement depends on changed: its constraints go now (they may name a
  /// view that is leaving, which a constraint does not retain) and are made again in the next
  /// pass's `updateConstraints()`.
  func arrangementDidChange() {
    removeArrangement()
    setNeedsUpdateConstraints()
  }

  /// An arranged view was hidden or shown, or its intrinsic size changed (for
  /// `fillProportionally`).
  func arrangedSubviewDidChange(_ view: UIView, intrinsicSize: Bool) {
    guard arrangedIndex[ObjectIdentifier(view)] != nil else { return }
    if intrinsicSize && distribution != .fillProportionally { return }
    arrangementDidChange()
  }

  private func removeArrangement() {
    NSLayoutConstraint.deactivate(arrangementConstraints)
    arrangementConstraints = []
    for guide in arrangementGuides { removeLayoutGuide(guide) }
    arrangementGuides = []
  }

  // MARK: The arrangement's constraints (Y6)

  /// The attributes of one direction: along the axis or across it.
  private struct Edges {
    let leading: NSLayoutConstraint.Attribute
    let trailing: NSLayoutConstraint.Attribute
    let size: NSLayoutConstraint.Attribute
    let center: NSLayoutConstraint.Attribute

    static let horizontal = Edges(leading: .leading, trailing: .trailing, size: .width, center: .centerX)
    static let vertical = Edges(leading: .top, trailing: .bottom, size: .height, center: .centerY)

    /// The stack's own edge for `attribute`: its margin when the arrangement is within them.
    static func canvas(_ attribute: NSLayoutConstraint.Attribute, margins: Bool) -> NSLayoutConstraint.Attribute {
      guard margins else { return attribute }
      switch attribute {
      case .leading: return .leadingMargin
      case .trailing: return .trailingMargin
      case .top: return .topMargin
      case .bottom: return .bottomMargin
      case .centerX: return .centerXWithinMargins
      case .centerY: return .centerYWithinMargins
      default: return attribute
      }
    }
  }

  private func add(
    _ first: AnyObject, _ a1: NSLayoutConstraint.Attribute, _ second: AnyObject?, _ a2: NSLayoutConstraint.Attribute,
    relation: NSLayoutConstraint.Relation = .equal, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: UILayoutPriority = .required, _ identifier: String
  ) {
    let constraint = NSLayoutConstraint(
      first: first, a1, relation, second: second, a2, multiplier: multiplier, constant: constant)
    constraint.priority = priority
    constraint.identifier = identifier
    arrangementConstraints.append(constraint)
  }

  private func guide(_ identifier: String) -> UILayoutGuide {
    let guide = UILayoutGuide()
    guide.identifier = identifier
    addLayoutGuide(guide)
    arrangementGuides.append(guide)
    return guide
  }

  /// The gap after `view`: its custom spacing, else `spacing`; the system spacing for
  /// ``UIStackView/spacingUseSystem``.
  private func gap(after view: UIView) -> CGFloat {
    let value = customSpacings[ObjectIdentifier(view)] ?? spacing
    return value == Self.spacingUseSystem ? InteractionConstants.systemSpacing : value
  }

  /// Makes the constraints of the current arrangement, as UIKit's stack view does.
  private func rebuildArrangement() {
    removeArrangement()
    let arranged = arrangedSubviews
    arrangedIndex = [:]
    for (index, view) in arranged.enumerated() { arrangedIndex[ObjectIdentifier(view)] = index }
    guard let first = arranged.first else { return }
    let visible = arranged.filter { !$0.isHidden }
    let along = axis == .horizontal ? Edges.horizontal : Edges.vertical
    let across = axis == .horizontal ? Edges.vertical : Edges.horizontal
    let margins = isLayoutMarginsRelativeArrangement
    func canvas(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
      Edges.canvas(attribute, margins: margins)
    }

    // Along the axis: the ends of the visible views meet the stack's edges.
    if let head = visible.first, let tail = visible.last {
      add(self, canvas(along.leading), head, along.leading, "UISV-canvas-connection")
      add(tail, along.trailing, self, canvas(along.trailing), "UISV-canvas-connection")
    }
    // A hidden view takes no space and no spacing: zero length, at the end of the visible
    // view before it.
    var previousVisible: UIView?
    for view in arranged {
      if view.isHidden {
        add(view, along.size, nil, .notAnAttribute, "UISV-hiding")
        if let previousVisible {
          add(view, along.leading, previousVisible, along.trailing, "UISV-spacing")
        } else {
          add(view, along.leading, self, canvas(along.leading), "UISV-spacing")
        }
      } else {
        previousVisible = view
      }
    }
    addDistribution(visible, along: along)
    addAlignment(arranged, first: first, visible: visible, across: across)
    NSLayoutConstraint.activate(arrangementConstraints)
  }

  private func addDistribution(_ visible: [UIView], along: Edges) {
    let pairs = zip(visible, visible.dropFirst())
    switch distribution {
    case .fill, .fillEqually, .fillProportionally:
      for (previous, next) in pairs {
        add(next, along.leading, previous, along.trailing, constant: gap(after: previous), "UISV-spacing")
      }
      if distribution == .fillEqually, let head = visible.first {
        for view in visible.dropFirst() { add(view, along.size, head, along.size, "UISV-fill-equally") }
      }
      if distribution == .fillProportionally { addProportions(visible, along: along) }
    case .equalSpacing, .equalCentering:
      // Guides between neighbours (edge to edge, or centre to centre) of one length; the
      // spacing is the minimum gap; the stack hugs its content when nothing sizes it.
      let centering = distribution == .equalCentering
      var guides: [UILayoutGuide] = []
      for (previous, next) in pairs {
        let spacer = guide("UISV-distributing")
        guides.append(spacer)
        add(spacer, along.leading, previous, centering ? along.center : along.trailing, "UISV-distributing-edge")
        add(spacer, along.trailing, next, centering ? along.center : along.leading, "UISV-distributing-edge")
        add(
          next, along.leading, previous, along.trailing, relation: .greaterThanOrEqual, constant: gap(after: previous),
          "UISV-spacing")
      }
      if let head = guides.first {
        for (index, other) in guides.dropFirst().enumerated() {
          let priority = centering ? UILayoutPriority(150 - Float(index)) : .required
          add(head, along.size, other, along.size, priority: priority, "UISV-fill-equally")
        }
      }
      add(self, along.size, nil, .notAnAttribute, priority: UILayoutPriority(49), "UISV-canvas-fit")
    }
  }

  /// `fillProportionally`: each view's length is its share of the intrinsic lengths (and the
  /// gaps) times the stack's length, at priorities from 999 down, so that the first views keep
  /// their share when the shares and the gaps cannot all hold.
  private func addProportions(_ visible: [UIView], along: Edges) {
    func length(_ view: UIView) -> CGFloat {
      let size = view.intrinsicContentSize
      return max(0, axis == .horizontal ? size.width : size.height)
    }
    var total = visible.reduce(0) { $0 + length($1) }
    for (previous, _) in zip(visible, visible.dropFirst()) { total += gap(after: previous) }
    guard total > 0 else { return }
    let countDown = visible.count > 1
    for (index, view) in visible.enumerated() {
      let priority = UILayoutPriority(countDown ? 999 - Float(index) : 1000)
      add(
        view, along.size, self, along.size, multiplier: length(view) / total, priority: priority,
        "UISV-fill-proportionally")
    }
  }

  private func addAlignment(_ arranged: [UIView], first: UIView, visible: [UIView], across: Edges) {
    func canvas(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
      Edges.canvas(attribute, margins: isLayoutMarginsRelativeArrangement)
    }
    var alignment = self.alignment
    // Baselines align only in a horizontal stack: a vertical one fills (our choice).
    if axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
    let others = arranged.dropFirst()
    switch alignment {
    case .fill:
      for view in others {
        add(first, across.leading, view, across.leading, "UISV-alignment")
        add(first, across.trailing, view, across.trailing, "UISV-alignment")
      }
      add(self, canvas(across.leading), first, across.leading, "UISV-canvas-connection")
      add(self, canvas(across.trailing), first, across.trailing, "UISV-canvas-connection")
      return
    case .leading:
      for view in others { add(first, across.leading, view, across.leading, "UISV-alignment") }
    case .trailing:
      for view in others { add(first, across.trailing, view, across.trailing, "UISV-alignment") }
    case .center:
      for view in others { add(first, across.center, view, across.center, "UISV-alignment") }
    case .firstBaseline, .lastBaseline:
      let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
      for view in others { add(first, baseline, view, baseline, "UISV-alignment") }
    }
    // Not filling: a spanner guide encloses the views and meets the stack's edges; each view
    // is as short as nothing else asks (UIKit's ambiguity suppression at 25). Views on a
    // baseline sit as a group against the top edge (our choice: the spanner's top is drawn to
    // every view's top at `fittingSizeLevel`, below any content priority, so that the tallest
    // one touches it and none stretches).
    let spanner = guide("UISV-alignment-spanner")
    let baseline = alignment == .firstBaseline || alignment == .lastBaseline
    for view in visible {
      if alignment == .leading {
        add(spanner, across.leading, view, across.leading, priority: UILayoutPriority(999.5), "UISV-spanning-boundary")
      } else {
        if baseline {
          add(spanner, across.leading, view, across.leading, priority: .fittingSizeLevel, "UISV-spanning-boundary")
        }
        add(spanner, across.leading, view, across.leading, relation: .lessThanOrEqual, "UISV-spanning-boundary")
      }
      if alignment == .trailing {
        add(
          spanner, across.trailing, view, across.trailing, priority: UILayoutPriority(999.5), "UISV-spanning-boundary")
      } else {
        add(spanner, across.trailing, view, across.trailing, relation: .greaterThanOrEqual, "UISV-spanning-boundary")
      }
    }
    add(spanner, across.size, nil, .notAnAttribute, priority: UILayoutPriority(51), "UISV-spanning-fit")
    for view in arranged {
      add(view, across.size, nil, .notAnAttribute, priority: UILayoutPriority(25), "UISV-ambiguity-suppression")
    }
    switch alignment {
    case .leading:
      add(self, canvas(across.leading), first, across.leading, "UISV-canvas-connection")
      add(self, canvas(across.trailing), spanner, across.trailing, "UISV-canvas-connection")
    case .trailing:
      add(self, canvas(across.leading), spanner, across.leading, "UISV-canvas-connection")
      add(self, canvas(across.trailing), first, across.trailing, "UISV-canvas-connection")
    case .center:
      add(self, canvas(across.leading), spanner, across.leading, "UISV-canvas-connection")
      add(self, canvas(across.trailing), spanner, across.trailing, "UISV-canvas-connection")
      add(self, canvas(across.center), first, across.center, "UISV-canvas-connection")
    default:
      add(self, canvas(across.leading), spanner, across.leading, "UISV-canvas-connection")
      add(self, canvas(across.trailing), spanner, across.trailing, "UISV-canvas-connection")
    }
  }
}
