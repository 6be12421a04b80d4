import Foundation

extension UIFont {
  /// A Dynamic Type text style: UIKit's `UIFont.TextStyle`, with its raw values.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String

    /// Creates a style from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a style from its raw value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Large titles.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// First-level titles.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// Second-level titles.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// Third-level titles.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// Headings.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// Subheadings.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body text.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// Callouts.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// Footnotes.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// Standard captions.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// Alternate captions.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }

  /// iOS's Dynamic Type point sizes of each style, one per text size from extra small to
  /// accessibility extra extra extra large, from Apple's Human Interface Guidelines
  /// (Typography, Specifications: "iOS, iPadOS Dynamic Type sizes" and "larger accessibility
  /// type sizes").
  static let dynamicTypeSizes: [TextStyle: [CGFloat]] = [
    // xS   S   M   L  xL xxL xxxL AX1 AX2 AX3 AX4 AX5
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
  ]

  /// The text sizes in the order of `dynamicTypeSizes`' columns.
  static let dynamicTypeCategories: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]
}

extension UIFont.TextStyle {
  /// The style's point size at `category` (Large when unspecified or unknown), from iOS's
  /// Dynamic Type table (`UIFont.dynamicTypeSizes`); a style UIKit does not define is body's.
  func pointSize(for category: UIContentSizeCategory) -> CGFloat {
    let column = UIFont.dynamicTypeCategories.firstIndex(of: category) ?? 3
    return (UIFont.dynamicTypeSizes[self] ?? UIFont.dynamicTypeSizes[.body] ?? [])[column]
  }

  /// The style's weight: semibold for headline, regular for the others, as iOS's table says.
  var weight: UIFont.Weight { self == .headline ? .semibold : .regular }
}
