import Foundation

/// A view that displays text: nothing is drawn, but the text is measured, so a label has
/// UIKit's intrinsic size.
///
/// UIKit rule H7: `isUserInteractionEnabled` is false by default. `text` and `attributedText`
/// are kept in step as in UIKit: setting one sets the other (an attributed string made from
/// `text` carries no attributes). Rule Y8: the intrinsic size is the text's size, rounded up
/// to whole pixels, wrapped within `preferredMaxLayoutWidth` (or, when that is 0, the width the
/// last layout pass gave the label) when `numberOfLines` is not 1; setting anything that
/// changes it calls `invalidateIntrinsicContentSize()`.
@preconcurrency @MainActor
open class UILabel: UIView {
  private var storedAttributedText: NSAttributedString?

  /// The width the intrinsic size was last wrapped in when `preferredMaxLayoutWidth` is 0.
  private var measuredWidth: CGFloat?
  /// A view whose intrinsic size follows this label's (a button, for its title label).
  weak var sizeDependent: UIView?

  /// The text the label shows; it has no effect on events.
  open var text: String? {
    didSet {
      storedAttributedText = nil
      if text != oldValue { textSizeDidChange() }
    }
  }

  /// The text with attributes; setting it sets `text` to its string.
  open var attributedText: NSAttributedString? {
    get { storedAttributedText ?? text.map { NSAttributedString(string: $0) } }
    set {
      text = newValue?.string
      storedAttributedText = newValue
      textSizeDidChange()
    }
  }

  /// The font (default the 17 pt system font; nil restores it, as in UIKit).
  open var font: UIFont! = .systemFont(ofSize: 17) {
    didSet {
      if font == nil { font = .systemFont(ofSize: 17) }
      textSizeDidChange()
    }
  }
  /// The text colour (default `.label`).
  open var textColor: UIColor! = .label {
    didSet { setNeedsDisplayIfDisplayed() }
  }
  /// How lines align (default `.natural`).
  open var textAlignment: NSTextAlignment = .natural {
    didSet { setNeedsDisplayIfDisplayed() }
  }
  /// The most lines shown (default 1; 0: no limit).
  open var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { textSizeDidChange() } }
  }
  /// How text that does not fit is cut (default `.byTruncatingTail`); lines wrap at words
  /// whatever the mode (at characters for `.byCharWrapping`), the mode cuts the last line.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  /// Whether the font shrinks to fit the width (default false); kept: the font does not shrink
  /// here, and a label too narrow for its text truncates it.
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
  /// The width multiline text wraps in for the intrinsic size (0: the width of the last
  /// layout pass, as UIKit's automatic width).
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { textSizeDidChange() } }
  }
  /// Whether the font follows the text size setting; kept (the text size does not change
  /// while views are shown).
  open var adjustsFontForContentSizeCategory = false
  /// How text moves when its font shrinks to fit (default `.alignBaselines`); kept.
  open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
  /// Whether letters tighten before the text truncates; kept.
  open var allowsDefaultTighteningForTruncation = false
  /// Whether a truncated label shows its whole text when the pointer rests on it; kept.
  open var showsExpansionTextWhenTruncated = false

  /// The smallest text size the label's font follows (nil: no limit); kept, as the text size
  /// does not change while views are shown. UIKit declares it on every view (iOS 15); here
  /// labels have it, where iOS code sets it.
  open var minimumContentSizeCategory: UIContentSizeCategory?
  /// The largest text size the label's font follows (nil: no limit); kept, as
  /// `minimumContentSizeCategory`.
  open var maximumContentSizeCategory: UIContentSizeCategory?
  /// A description of the limits in force, for debugging (its wording is ours): the empty
  /// string without limits.
  open var appliedContentSizeCategoryLimitsDescription: String {
    guard minimumContentSizeCategory != nil || maximumContentSizeCategory != nil else { return "" }
    let minimum = minimumContentSizeCategory?.rawValue ?? "none"
    let maximum = maximumContentSizeCategory?.rawValue ?? "none"
    return "<UILabel: \(ObjectIdentifier(self))>: minimum \(minimum), maximum \(maximum)"
  }

  /// Says the text's size may have changed: the layout pass reads the intrinsic size again,
  /// and the view that sizes by this label (a button's title) too.
  private func textSizeDidChange() {
    setNeedsDisplayIfDisplayed()
    invalidateIntrinsicContentSize()
    sizeDependent?.invalidateIntrinsicContentSize()
  }

  /// The text's size laid out within `width` (nil: no limit) in at most `lines` lines (0: no
  /// limit; 1: each paragraph's start on one line), fractional.
  private func measure(width: CGFloat?, lines: Int) -> CGSize {
    UIView.textSize(text: text, attributedText: storedAttributedText, font: font, width: width, lines: lines)
  }

  /// The size `textRect(forBounds:limitedToNumberOfLines:)` answers for a rectangle `width`
  /// wide (nil: unlimited) and unlimited in height, rounded up to whole pixels: asking the
  /// method, as UIKit does, lets a subclass that insets its text there size by it.
  private func fittingSize(width: CGFloat?) -> CGSize {
    let bounds = CGRect(
      x: 0, y: 0, width: width ?? CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    return UIView.ceilToPixel(textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size)
  }

  /// The text's size, rounded up to whole pixels (Y8): one line per paragraph when
  /// `numberOfLines` is 1, else wrapped within `preferredMaxLayoutWidth`, or the width of the
  /// last layout pass when that is 0 (no limit before the first pass); (0, 0) for no text, as
  /// UIKit's. It is `textRect(forBounds:limitedToNumberOfLines:)`'s size, so an override there
  /// (a label that insets its text) changes it.
  open override var intrinsicContentSize: CGSize {
    var width: CGFloat?
    if numberOfLines != 1 {
      if preferredMaxLayoutWidth > 0 {
        width = preferredMaxLayoutWidth
      } else if bounds.width > 0 {
        width = bounds.width
      }
      measuredWidth = width
    }
    return fittingSize(width: width)
  }

  /// Whether the text wraps within the width layout gives the label: more than one line and
  /// no `preferredMaxLayoutWidth` (Y8).
  var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

  /// The intrinsic size with the text wrapped within `width`, for a fitting solve that gave
  /// the label that width (Y7, Y8).
  func intrinsicSize(wrappingWithin width: CGFloat) -> CGSize { fittingSize(width: width) }

  /// The text's baselines, centred vertically in the label as UIKit draws it (Y8).
  override var textBaselineOffsets: (first: CGFloat, last: CGFloat)? {
    var width: CGFloat?
    if numberOfLines != 1 {
      width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width > 0 ? bounds.width : nil
    }
    return UIView.textBaselines(
      text: text, attributedText: storedAttributedText, font: font, width: width, lines: numberOfLines)
  }

  /// The text's size within `size`'s width (when `numberOfLines` is not 1 and the width is
  /// positive), rounded up to whole pixels, as UIKit's: a single-line label answers its full
  /// width whatever `size` says.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    fittingSize(width: numberOfLines != 1 && size.width > 0 ? size.width : nil)
  }

  /// The rectangle the text takes in `bounds` in at most `numberOfLines` lines (0: no limit),
  /// wrapped within the bounds' width when `numberOfLines` is not 1: at the bounds' origin, as
  /// wide and tall as the text, at most the bounds, fractional. Subclasses override it to inset
  /// the text, as in UIKit; the intrinsic size and `sizeThatFits(_:)` ask it.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
    let limited = bounds.width > 0 && bounds.width < CGFloat.greatestFiniteMagnitude / 2
    let size = measure(width: limited ? bounds.width : nil, lines: numberOfLines)
    return CGRect(
      origin: bounds.origin,
      size: CGSize(width: min(size.width, max(bounds.width, 0)), height: min(size.height, max(bounds.height, 0))))
  }

  /// Draws the label: `drawText(in:)` with the bounds (W6).
  open override func draw(_ rect: CGRect) {
    drawText(in: bounds)
  }

  /// Draws the text in `rect`: as `textRect(forBounds:limitedToNumberOfLines:)` lays it out
  /// there, centred vertically, in the label's font, colour (the highlighted or disabled one
  /// when it applies) and alignment (W6). Subclasses override it to inset the text, as in
  /// UIKit.
  open func drawText(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), let string = text, !string.isEmpty else { return }
    let box = textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
    var color: UIColor = textColor ?? .label
    if isHighlighted, let highlightedTextColor { color = highlightedTextColor }
    if !isEnabled { color = .systemGray }
    let font = storedAttributedText.flatMap { StringDrawing.firstAttributes($0)[.font] as? UIFont } ?? self.font!
    context.drawText(
      DrawingCommand.DrawnText(
        string: string, rect: CGRect(x: box.minX, y: rect.midY - box.height / 2, width: box.width, height: box.height),
        font: font, color: color.cgColor, alignment: textAlignment, wraps: numberOfLines != 1))
  }

  /// Reads the intrinsic size again when a multiline label's width changed and its text
  /// wraps in that width (`preferredMaxLayoutWidth` 0), as UIKit's automatic width does; the
  /// pass lays out again with the new height (Y2).
  open override func layoutSubviews() {
    super.layoutSubviews()
    // W4: a label redraws when its bounds change, as UIKit's `.redraw` content mode does.
    setNeedsDisplayIfDisplayed()
    if numberOfLines != 1, preferredMaxLayoutWidth == 0, bounds.width > 0, measuredWidth != bounds.width {
      invalidateIntrinsicContentSize()
    }
  }

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
