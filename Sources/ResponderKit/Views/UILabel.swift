import Foundation

/// A view that displays text; ResponderKit draws and measures nothing, so its text properties
/// are stored and only its event behaviour acts.
///
/// UIKit rule H7: `isUserInteractionEnabled` is false by default. `text` and `attributedText`
/// are kept in step as in UIKit: setting one sets the other (an attributed string made from
/// `text` carries no attributes).
@preconcurrency @MainActor
open class UILabel: UIView {
  private var storedAttributedText: NSAttributedString?

  /// The text the label shows; it has no effect on events.
  open var text: String? {
    didSet { storedAttributedText = nil }
  }

  /// The text with attributes; setting it sets `text` to its string.
  open var attributedText: NSAttributedString? {
    get { storedAttributedText ?? text.map { NSAttributedString(string: $0) } }
    set {
      text = newValue?.string
      storedAttributedText = newValue
    }
  }

  /// The font (default the 17 pt system font).
  open var font: UIFont! = .systemFont(ofSize: 17)
  /// The text colour (default `.label`).
  open var textColor: UIColor! = .label
  /// How lines align (default `.natural`).
  open var textAlignment: NSTextAlignment = .natural
  /// The most lines shown (default 1; 0: no limit).
  open var numberOfLines = 1
  /// How text that does not fit is cut (default `.byTruncatingTail`).
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  /// Whether the font shrinks to fit the width (default false); nothing is measured here.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest scale the font shrinks to (default 0).
  open var minimumScaleFactor: CGFloat = 0
  /// Whether the text is drawn enabled (default true).
  open var isEnabled = true
  /// Whether the label shows its highlighted colour (default false).
  open var isHighlighted = false
  /// The text colour when highlighted.
  open var highlightedTextColor: UIColor?
  /// The text shadow's colour.
  open var shadowColor: UIColor?
  /// The text shadow's offset (default 0 × −1, as UIKit's).
  open var shadowOffset = CGSize(width: 0, height: -1)
  /// The width used for multiline layout (0: the bounds).
  open var preferredMaxLayoutWidth: CGFloat = 0

  /// Creates a label with the given frame; interaction starts disabled (H7).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    _isUserInteractionEnabled = false
  }

  /// Creates a label with a zero frame (nothing is decoded; see `UIView.init(coder:)`);
  /// interaction starts disabled (H7).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    _isUserInteractionEnabled = false
  }
}
