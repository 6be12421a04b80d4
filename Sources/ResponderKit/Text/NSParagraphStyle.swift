import Foundation

/// How a paragraph's lines are laid out: spacing, line heights, alignment and line breaking.
///
/// UIKit's `NSParagraphStyle`, immutable; `NSMutableParagraphStyle` sets its values. Text
/// measurement honours `lineSpacing`, `paragraphSpacing`, `paragraphSpacingBefore`,
/// `lineHeightMultiple`, `minimumLineHeight`, `maximumLineHeight`, `firstLineHeadIndent`,
/// `headIndent` and `lineBreakMode`, as TextKit does; `alignment` moves lines within the
/// width and changes no size.
open class NSParagraphStyle: @unchecked Sendable {
  /// The default style: every value zero, natural alignment, word wrapping.
  public static let `default` = NSParagraphStyle()

  /// Creates the default style.
  public init() {}

  /// Creates a copy of another style's values.
  init(copying other: NSParagraphStyle) {
    _lineSpacing = other._lineSpacing
    _paragraphSpacing = other._paragraphSpacing
    _alignment = other._alignment
    _firstLineHeadIndent = other._firstLineHeadIndent
    _headIndent = other._headIndent
    _tailIndent = other._tailIndent
    _lineBreakMode = other._lineBreakMode
    _minimumLineHeight = other._minimumLineHeight
    _maximumLineHeight = other._maximumLineHeight
    _lineHeightMultiple = other._lineHeightMultiple
    _paragraphSpacingBefore = other._paragraphSpacingBefore
    _hyphenationFactor = other._hyphenationFactor
    _allowsDefaultTighteningForTruncation = other._allowsDefaultTighteningForTruncation
  }

  var _lineSpacing: CGFloat = 0
  var _paragraphSpacing: CGFloat = 0
  var _alignment: NSTextAlignment = .natural
  var _firstLineHeadIndent: CGFloat = 0
  var _headIndent: CGFloat = 0
  var _tailIndent: CGFloat = 0
  var _lineBreakMode: NSLineBreakMode = .byWordWrapping
  var _minimumLineHeight: CGFloat = 0
  var _maximumLineHeight: CGFloat = 0
  var _lineHeightMultiple: CGFloat = 0
  var _paragraphSpacingBefore: CGFloat = 0
  var _hyphenationFactor: Float = 0
  var _allowsDefaultTighteningForTruncation = false

  /// Points added between the lines of the paragraph.
  open var lineSpacing: CGFloat { _lineSpacing }
  /// Points added after the paragraph.
  open var paragraphSpacing: CGFloat { _paragraphSpacing }
  /// How lines align.
  open var alignment: NSTextAlignment { _alignment }
  /// The first line's indent from the leading edge.
  open var firstLineHeadIndent: CGFloat { _firstLineHeadIndent }
  /// The other lines' indent from the leading edge.
  open var headIndent: CGFloat { _headIndent }
  /// The trailing indent: from the leading edge when positive, from the trailing when negative.
  open var tailIndent: CGFloat { _tailIndent }
  /// How lines break (default `.byWordWrapping`); a truncating or clipping mode makes each
  /// paragraph one line, as in TextKit.
  open var lineBreakMode: NSLineBreakMode { _lineBreakMode }
  /// The least height of a line (0: none).
  open var minimumLineHeight: CGFloat { _minimumLineHeight }
  /// The greatest height of a line (0: none).
  open var maximumLineHeight: CGFloat { _maximumLineHeight }
  /// The factor a line's natural height is multiplied by (0: 1).
  open var lineHeightMultiple: CGFloat { _lineHeightMultiple }
  /// Points added before the paragraph.
  open var paragraphSpacingBefore: CGFloat { _paragraphSpacingBefore }
  /// How eagerly words are hyphenated, 0 to 1; kept.
  open var hyphenationFactor: Float { _hyphenationFactor }
  /// Whether letters tighten before truncating; kept.
  open var allowsDefaultTighteningForTruncation: Bool { _allowsDefaultTighteningForTruncation }

  /// An immutable copy.
  open func copy() -> Any { NSParagraphStyle(copying: self) }

  /// A mutable copy, an `NSMutableParagraphStyle`.
  open func mutableCopy() -> Any { NSMutableParagraphStyle(copying: self) }
}

/// A paragraph style whose values can be set: UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  /// Creates the default style.
  public override init() { super.init() }

  override init(copying other: NSParagraphStyle) { super.init(copying: other) }

  /// Sets every value from another style.
  open func setParagraphStyle(_ other: NSParagraphStyle) {
    _lineSpacing = other._lineSpacing
    _paragraphSpacing = other._paragraphSpacing
    _alignment = other._alignment
    _firstLineHeadIndent = other._firstLineHeadIndent
    _headIndent = other._headIndent
    _tailIndent = other._tailIndent
    _lineBreakMode = other._lineBreakMode
    _minimumLineHeight = other._minimumLineHeight
    _maximumLineHeight = other._maximumLineHeight
    _lineHeightMultiple = other._lineHeightMultiple
    _paragraphSpacingBefore = other._paragraphSpacingBefore
    _hyphenationFactor = other._hyphenationFactor
    _allowsDefaultTighteningForTruncation = other._allowsDefaultTighteningForTruncation
  }

  /// Points added between the lines of the paragraph.
  open override var lineSpacing: CGFloat {
    get { _lineSpacing }
    set { _lineSpacing = newValue }
  }
  /// Points added after the paragraph.
  open override var paragraphSpacing: CGFloat {
    get { _paragraphSpacing }
    set { _paragraphSpacing = newValue }
  }
  /// How lines align.
  open override var alignment: NSTextAlignment {
    get { _alignment }
    set { _alignment = newValue }
  }
  /// The first line's indent from the leading edge.
  open override var firstLineHeadIndent: CGFloat {
    get { _firstLineHeadIndent }
    set { _firstLineHeadIndent = newValue }
  }
  /// The other lines' indent from the leading edge.
  open override var headIndent: CGFloat {
    get { _headIndent }
    set { _headIndent = newValue }
  }
  /// The trailing indent.
  open override var tailIndent: CGFloat {
    get { _tailIndent }
    set { _tailIndent = newValue }
  }
  /// How lines break.
  open override var lineBreakMode: NSLineBreakMode {
    get { _lineBreakMode }
    set { _lineBreakMode = newValue }
  }
  /// The least height of a line (0: none).
  open override var minimumLineHeight: CGFloat {
    get { _minimumLineHeight }
    set { _minimumLineHeight = newValue }
  }
  /// The greatest height of a line (0: none).
  open override var maximumLineHeight: CGFloat {
    get { _maximumLineHeight }
    set { _maximumLineHeight = newValue }
  }
  /// The factor a line's natural height is multiplied by (0: 1).
  open override var lineHeightMultiple: CGFloat {
    get { _lineHeightMultiple }
    set { _lineHeightMultiple = newValue }
  }
  /// Points added before the paragraph.
  open override var paragraphSpacingBefore: CGFloat {
    get { _paragraphSpacingBefore }
    set { _paragraphSpacingBefore = newValue }
  }
  /// How eagerly words are hyphenated, 0 to 1; kept.
  open override var hyphenationFactor: Float {
    get { _hyphenationFactor }
    set { _hyphenationFactor = newValue }
  }
  /// Whether letters tighten before truncating; kept.
  open override var allowsDefaultTighteningForTruncation: Bool {
    get { _allowsDefaultTighteningForTruncation }
    set { _allowsDefaultTighteningForTruncation = newValue }
  }
}
