import Foundation

/// A rectangle in a view's layout that is no view: it takes part in constraints, draws nothing
/// and gets no touches.
///
/// UIKit's `UILayoutGuide`, added with `UIView.addLayoutGuide(_:)`. Its anchors make
/// constraints like a view's, and its `layoutFrame` is what the last layout pass solved (Y1).
/// A view's `safeAreaLayoutGuide` covers its bounds (there are no safe-area insets here) and
/// its `layoutMarginsGuide` the bounds inset by `layoutMargins`; before any pass they read as
/// the bounds, and other guides as zero.
@preconcurrency @MainActor
open class UILayoutGuide {
  /// The owning view: an ``UnsafeLink`` the view clears when it is freed.
  @UnsafeLink var _owningView: UIView?
  /// Whether the guide is the view's safe-area or margins guide, whose frame is its bounds.
  var coversBounds = false
  /// The rectangle the last constraint layout pass solved, in the owning view's coordinates.
  var solvedFrame: CGRect?

  /// A name for debugging.
  open var identifier = ""

  /// Creates a guide owned by no view.
  public init() {}

  /// The view the guide was added to, or nil.
  open var owningView: UIView? {
    get { _owningView }
    set {
      guard newValue !== _owningView else { return }
      if let old = _owningView { old.removeLayoutGuide(self) }
      newValue?.addLayoutGuide(self)
    }
  }

  /// The guide's rectangle in the owning view's coordinates (see the class comment); a
  /// keyboard layout guide's follows the keyboard at once (B7).
  public var layoutFrame: CGRect {
    if let keyboard = self as? UIKeyboardLayoutGuide, let view = _owningView {
      return view.bounds.inset(by: keyboard.insets(in: view))
    }
    if let solvedFrame, _owningView != nil { return solvedFrame }
    guard coversBounds, let view = _owningView else { return .zero }
    return view.bounds
  }

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
}
