import Foundation

/// The measurements text editing places carets and selections with: one home, so that the
/// geometry of text fields and text views follows the fonts' metrics.
@MainActor
enum TextMetrics {
  /// The width of `text` set in `font`.
  static func width(of text: Substring, font: UIFont) -> CGFloat {
    CGFloat(text.count) * font.pointSize * 0.5
  }

  /// The height of one line of `font`.
  static func lineHeight(of font: UIFont) -> CGFloat {
    (font.pointSize * 1.2).rounded(.up)
  }
}
