import Foundation

/// The measurements text editing places carets and selections with: one home, so that the
/// geometry of text fields and text views follows the fonts' metrics.
///
/// Both come from text measurement (<doc:TextMeasurement>), so a caret sits where a label of the
/// same text and font would end: widths are the measured advances with SF Pro's tracking, a
/// line is the font's `lineHeight` rounded up to a whole pixel, as a label's.
@MainActor
enum TextMetrics {
  /// The width of `text` set in `font` on one line.
  static func width(of text: Substring, font: UIFont) -> CGFloat {
    let layout = TextLayout(String(text), attributes: [.font: font], defaultFont: font)
    return TextLayout.size(of: layout.lines(width: nil, wraps: false)).width
  }

  /// The height of one line of `font`: its `lineHeight` rounded up to a whole pixel.
  static func lineHeight(of font: UIFont) -> CGFloat {
    UIView.ceilToPixel(font.lineHeight)
  }
}
