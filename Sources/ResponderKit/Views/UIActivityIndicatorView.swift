import Foundation

/// A spinner that shows that something is in progress; nothing spins here, its state is kept.
///
/// UIKit's `UIActivityIndicatorView`: `hidesWhenStopped` (default true) hides it whenever it is
/// not animating, so a stopped indicator takes no touches (H2). Rule Y8: its intrinsic size is
/// fixed by its style, 20 × 20 pt for `.medium` (and the legacy `.white` and `.gray`), 37 × 37 pt
/// for `.large` (and `.whiteLarge`).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// The indicator's look, with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// The large white legacy style (37 pt).
    case whiteLarge = 0
    /// The white legacy style (20 pt).
    case white = 1
    /// The grey legacy style (20 pt).
    case gray = 2
    /// The medium style (20 pt), iOS 13's default.
    case medium = 100
    /// The large style (37 pt).
    case large = 101
  }

  private var animating = false

  /// The look; changing it resizes the indicator (Y8).
  open var style: Style = .medium {
    didSet { if style != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The spinner's colour (nil: the style's).
  open var color: UIColor!

  /// Whether the indicator hides while stopped (default true).
  open var hidesWhenStopped = true {
    didSet { applyHiding() }
  }

  /// Creates an indicator of a style at its size.
  public init(style: Style) {
    self.style = style
    let side = Self.side(of: style)
    super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
    applyHiding()
  }

  /// Creates a medium indicator with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    applyHiding()
  }

  /// Creates a medium indicator with a zero frame (nothing is decoded; see
  /// `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    applyHiding()
  }

  /// The side of a style's square: 37 pt for the large styles, 20 pt for the others.
  static func side(of style: Style) -> CGFloat {
    style == .large || style == .whiteLarge
      ? InteractionConstants.largeActivityIndicatorSize : InteractionConstants.mediumActivityIndicatorSize
  }

  /// Starts the (unseen) animation and shows the indicator.
  open func startAnimating() {
    animating = true
    applyHiding()
  }

  /// Stops the animation; hides the indicator when `hidesWhenStopped`.
  open func stopAnimating() {
    animating = false
    applyHiding()
  }

  /// Whether the indicator is animating.
  open var isAnimating: Bool { animating }

  private func applyHiding() {
    if hidesWhenStopped { isHidden = !animating }
  }

  /// The style's square (Y8).
  open override var intrinsicContentSize: CGSize {
    let side = Self.side(of: style)
    return CGSize(width: side, height: side)
  }

  /// The style's square, as UIKit's indicator answers.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
