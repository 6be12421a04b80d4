import Foundation

/// Scales custom fonts and values with the user's text size, as a text style scales.
///
/// UIKit's `UIFontMetrics`: a value scales by the ratio of the style's Dynamic Type size at the
/// text size to its size at Large, the default (`UIFont.TextStyle` sizes from Apple's Human
/// Interface Guidelines); at Large nothing changes.
open class UIFontMetrics: @unchecked Sendable {
  /// The text style whose sizes scale the values.
  let textStyle: UIFont.TextStyle

  /// The metrics of the body style.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// Creates the metrics of a text style.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
  }

  /// The scale at the text size of `traitCollection` (the application's, Large, when nil).
  private func factor(_ traitCollection: UITraitCollection?) -> CGFloat {
    let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
    return textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
  }

  /// `font` scaled to the application's text size.
  open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

  /// `font` scaled to the application's text size, at most `maximumPointSize` (0: no limit).
  open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }

  /// `font` scaled to the text size of `traitCollection`.
  open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
  }

  /// `font` scaled to the text size of `traitCollection`, at most `maximumPointSize` (0: no
  /// limit).
  open func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let size = font.pointSize * factor(traitCollection)
    return font.withSize(maximumPointSize > 0 ? min(size, maximumPointSize) : size)
  }

  /// `value` scaled to the application's text size.
  open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

  /// `value` scaled to the text size of `traitCollection`.
  open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
    value * factor(traitCollection)
  }
}
