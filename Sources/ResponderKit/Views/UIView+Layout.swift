import Foundation

/// What a view has of Auto Layout, boxed in `rareState`: most views have none of it, and its
/// dozens of bytes in every view would cost the memory target.
final class ViewLayoutState {
  /// The constraints installed on the view, in the order they were added.
  var constraints: [NSLayoutConstraint] = []
  /// The guides added with `addLayoutGuide(_:)`.
  var layoutGuides: [UILayoutGuide] = []
  var safeAreaGuide: UILayoutGuide?
  var marginsGuide: UILayoutGuide?
  /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`, made when first asked for.
  var scrollGuides: (content: UILayoutGuide?, frame: UILayoutGuide?) = (nil, nil)
  var translatesAutoresizingMask = true
  var autoresizingMask: UIView.AutoresizingMask = []
  /// `autoresizesSubviews` turned off (Y3).
  var keepsSubviewFrames = false
  var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
  var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (
    .defaultHigh, .defaultHigh
  )
  var needsUpdateConstraints = false
  /// Whether the view's frame is in its window's constraints (it translates its frame, Y3),
  /// so that moving or resizing it marks the constraint layout stale (Y2).
  var feedsConstraints = false

  /// The view is being freed: its guides and constraints forget it (they do not retain it).
  @MainActor deinit {
    for guide in layoutGuides
      + [safeAreaGuide, marginsGuide, scrollGuides.content, scrollGuides.frame].compactMap({ $0 })
    { guide._owningView = nil }
    for constraint in constraints { constraint.installedOn = nil }
  }
}

// Auto Layout's API on views: the layout pass (`ConstraintLayout.swift`) reads it.
extension UIView {
  /// The view's layout state, created on first use (see `ViewLayoutState`).
  var layoutState: ViewLayoutState {
    if let state = rareState?.layout { return state }
    let state = ViewLayoutState()
    RareViewState.update(&rareState) { $0.layout = state }
    return state
  }

  /// The constraints installed on the view (activated ones whose nearest common ancestor it is,
  /// and those added with `addConstraint(_:)`).
  public var constraints: [NSLayoutConstraint] { rareState?.layout?.constraints ?? [] }

  /// Installs `constraint` on the view and activates it.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.install(on: self)
  }

  /// Installs and activates each constraint.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Uninstalls `constraint` from the view and deactivates it; one installed elsewhere stays.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.installedOn === self else { return }
    constraint.uninstall()
  }

  /// Uninstalls each constraint.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// Whether the view's frame would become constraints (true by default, as in UIKit; code that
  /// lays a view out with constraints sets it to false). Kept.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { rareState?.layout?.translatesAutoresizingMask ?? true }
    set {
      layoutState.translatesAutoresizingMask = newValue
      setNeedsConstraintLayout()
    }
  }

  /// How the view's frame follows its superview's size (Y3; see `UIView.AutoresizingMask`).
  public var autoresizingMask: AutoresizingMask {
    get { rareState?.layout?.autoresizingMask ?? [] }
    set {
      guard newValue != autoresizingMask else { return }
      layoutState.autoresizingMask = newValue
      if layoutState.feedsConstraints { setNeedsConstraintLayout() }
    }
  }

  /// How much the view resists growing past its content size on `axis` (`defaultLow` unless
  /// set).
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    guard let state = rareState?.layout else { return .defaultLow }
    return axis == .horizontal ? state.hugging.horizontal : state.hugging.vertical
  }

  /// Sets how much the view resists growing on `axis`.
  public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal {
      layoutState.hugging.horizontal = priority
    } else {
      layoutState.hugging.vertical = priority
    }
    setNeedsConstraintLayout()
  }

  /// How much the view resists shrinking below its content size on `axis` (`defaultHigh`
  /// unless set).
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    guard let state = rareState?.layout else { return .defaultHigh }
    return axis == .horizontal ? state.compressionResistance.horizontal : state.compressionResistance.vertical
  }

  /// Sets how much the view resists shrinking on `axis`.
  public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal {
      layoutState.compressionResistance.horizontal = priority
    } else {
      layoutState.compressionResistance.vertical = priority
    }
    setNeedsConstraintLayout()
  }

  /// Marks the view's constraints as needing `updateConstraints()`.
  public func setNeedsUpdateConstraints() {
    layoutState.needsUpdateConstraints = true
    setNeedsConstraintLayout()
  }

  /// Calls `updateConstraints()` if `setNeedsUpdateConstraints()` asked for it, as the layout
  /// pass does (Y2).
  public func updateConstraintsIfNeeded() {
    guard let state = rareState?.layout, state.needsUpdateConstraints else { return }
    state.needsUpdateConstraints = false
    updateConstraints()
  }

  /// Whether the view needs `updateConstraints()`.
  public func needsUpdateConstraints() -> Bool { rareState?.layout?.needsUpdateConstraints ?? false }

  // MARK: Layout guides

  /// The guides added to the view, in order.
  public var layoutGuides: [UILayoutGuide] { rareState?.layout?.layoutGuides ?? [] }

  /// Adds a guide to the view (taking it from another view first).
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide._owningView !== self else { return }
    layoutGuide._owningView?.removeLayoutGuide(layoutGuide)
    layoutState.layoutGuides.append(layoutGuide)
    layoutGuide._owningView = self
  }

  /// Removes a guide from the view.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide._owningView === self, let state = rareState?.layout else { return }
    state.layoutGuides.removeAll { $0 === layoutGuide }
    layoutGuide._owningView = nil
  }

  /// The guide of the area not covered by bars or the screen's rounded corners: the bounds here.
  public var safeAreaLayoutGuide: UILayoutGuide {
    if let guide = rareState?.layout?.safeAreaGuide { return guide }
    let guide = boundsGuide("UIViewSafeAreaLayoutGuide")
    layoutState.safeAreaGuide = guide
    return guide
  }

  /// The guide of the view's margins (see `UILayoutGuide` for its frame).
  public var layoutMarginsGuide: UILayoutGuide {
    if let guide = rareState?.layout?.marginsGuide { return guide }
    let guide = boundsGuide("UIViewLayoutMarginsGuide")
    layoutState.marginsGuide = guide
    return guide
  }

  private func boundsGuide(_ identifier: String) -> UILayoutGuide {
    let guide = UILayoutGuide()
    guide.identifier = identifier
    guide.coversBounds = true
    guide._owningView = self
    return guide
  }

  // MARK: Anchors

  /// The leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  /// The baseline of the first line of text (a view without text: its bottom, as in UIKit).
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
  /// The baseline of the last line of text.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}
