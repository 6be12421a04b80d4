import Foundation

/// A bar that shows how far a task has gone; it takes no part in touches beyond a plain view's.
///
/// UIKit's `UIProgressView`: `progress` is kept within 0…1. Rule Y8: it has no intrinsic width
/// and is ``InteractionConstants/progressViewHeight`` tall in either style.
@preconcurrency @MainActor
open class UIProgressView: UIView {
  /// The bar's look, with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// The standard progress bar.
    case `default` = 0
    /// The style for a toolbar.
    case bar = 1
  }

  var _progress: Float = 0

  /// The look (default `.default`); stored, as both styles have the same size here (Y8).
  open var progressViewStyle: Style = .default

  /// How far the task has gone, from 0 to 1 (default 0); a value outside is clamped, as in
  /// UIKit. Stored.
  open var progress: Float {
    get { _progress }
    set { _progress = newValue.isNaN ? 0 : min(max(newValue, 0), 1) }
  }

  /// Sets the progress (clamped to 0…1); `animated` changes nothing here, as nothing draws.
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }

  /// The colour of the filled part (nil: the tint colour). Stored.
  open var progressTintColor: UIColor?

  /// The colour of the unfilled part (nil: the system's). Stored.
  open var trackTintColor: UIColor?

  /// The image of the filled part (nil: none). Stored.
  open var progressImage: UIImage?

  /// The image of the unfilled part (nil: none). Stored.
  open var trackImage: UIImage?

  /// The `Progress` whose fraction the bar follows. Stored; the bar does not observe it here
  /// (Foundation's key-value observing is not available on Linux), so `progress` is what code sets.
  open var observedProgress: Progress?

  /// Creates a bar of the given style, as wide as nothing and
  /// ``InteractionConstants/progressViewHeight`` tall.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  /// Creates a `.default` bar with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a `.default` bar with a zero frame (nothing is decoded; see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// No intrinsic width; ``InteractionConstants/progressViewHeight`` tall (Y8).
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: InteractionConstants.progressViewHeight)
  }

  /// The given width, ``InteractionConstants/progressViewHeight`` tall (Y8).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: InteractionConstants.progressViewHeight)
  }
}
