import Foundation

/// A view meant to be an input view or an input accessory view, with the keyboard's look.
///
/// UIKit's `UIInputView` (rule F3 shows input views); its style is kept, as nothing is drawn.
@preconcurrency @MainActor
open class UIInputView: UIView {
  /// The look of an input view.
  public enum Style: Int, Sendable {
    /// A plain background.
    case `default` = 0
    /// The keyboard's background.
    case keyboard = 1
  }

  /// The look given at creation.
  public let inputViewStyle: Style

  /// Whether the view sizes itself from its constraints; kept (default false).
  open var allowsSelfSizing = false

  /// Creates an input view with a frame and a style.
  public init(frame: CGRect, inputViewStyle: Style) {
    self.inputViewStyle = inputViewStyle
    super.init(frame: frame)
  }

  /// Creates an input view from an archive: the default style.
  public required init?(coder: NSCoder) {
    inputViewStyle = .default
    super.init(coder: coder)
  }
}
