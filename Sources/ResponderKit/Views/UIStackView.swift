import Foundation

/// A view that arranges a list of subviews in a row or a column.
///
/// UIKit's `UIStackView`, stored and inert: its arranged subviews are subviews (so they are hit
/// tested and get touches as any subview), and its axis, distribution, alignment and spacing are
/// kept, but it does not place them yet (Y6 is planned): their frames are what code or their
/// own constraints set. As in UIKit, removing an arranged
/// view from the stack leaves it a subview, and removing it from its superview takes it out of
/// the arrangement too.
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
  /// The custom spacing that means "the system's spacing".
  public static let spacingUseSystem = CGFloat.leastNormalMagnitude

  private var _arrangedSubviews: [UIView] = []
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  /// The direction the views are arranged in (horizontal by default).
  open var axis: NSLayoutConstraint.Axis = .horizontal
  /// How the views share the stack's length.
  open var distribution: Distribution = .fill
  /// How the views sit across the stack.
  open var alignment: Alignment = .fill
  /// The gap between adjacent views.
  open var spacing: CGFloat = 0
  /// Whether the views are arranged within the layout margins rather than the bounds.
  open var isLayoutMarginsRelativeArrangement = false
  /// Whether vertical spacing is measured between baselines.
  open var isBaselineRelativeArrangement = false

  /// Creates a stack of `views`, each added as a subview.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// The views arranged, in order (a view moved to another superview has left).
  open var arrangedSubviews: [UIView] { _arrangedSubviews.filter { $0.superview === self } }

  /// Arranges `view` last, adding it as a subview if it is not one.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: _arrangedSubviews.count)
  }

  /// Arranges `view` at `stackIndex` (clamped), adding it as a subview if it is not one.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    _arrangedSubviews.removeAll { $0 === view }
    _arrangedSubviews.insert(view, at: max(0, min(stackIndex, _arrangedSubviews.count)))
    if view.superview !== self { addSubview(view) }
  }

  /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
  open func removeArrangedSubview(_ view: UIView) {
    _arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
  }

  /// Sets the gap after `arrangedSubview` (`spacingUseDefault` to go back to `spacing`).
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
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
}
