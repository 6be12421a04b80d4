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
  /// The view's `keyboardLayoutGuide`, made when first asked for (B7).
  var keyboardGuide: UIKeyboardLayoutGuide?
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
      + [safeAreaGuide, marginsGuide, scrollGuides.content, scrollGuides.frame, keyboardGuide].compactMap({ $0 })
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

  // MARK: Layout guides

  func boundsGuide(_ identifier: String) -> UILayoutGuide {
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
