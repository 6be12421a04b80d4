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
}
