import Foundation

/// A font: a name, a size and a weight, with no glyphs (nothing draws or measures text here).
///
/// UIKit's API for choosing fonts. `UIFont(name:size:)` answers a font with that name for any
/// name (there is no font catalogue to miss in); the system fonts are named as on iOS
/// (`.SFUI-Regular`, `.SFUI-Bold`, ...), and `preferredFont(forTextStyle:)` uses the sizes of
/// iOS's default (Large) text size.
open class UIFont: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// The font's name.
  public let fontName: String
  /// The font's family name.
  public let familyName: String
  /// The size in points.
  public let pointSize: CGFloat
  /// The weight (a ResponderKit addition for tests: UIKit keeps it in the font descriptor).
  public let weight: Weight
  /// Whether the font is italic (a ResponderKit addition, as `weight`).
  public let isItalic: Bool

  init(fontName: String, familyName: String, pointSize: CGFloat, weight: Weight, isItalic: Bool) {
    self.fontName = fontName
    self.familyName = familyName
    self.pointSize = pointSize
    self.weight = weight
    self.isItalic = isItalic
  }

  /// A font with the given name and size; never nil here.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(fontName: fontName, familyName: fontName, pointSize: fontSize, weight: .regular, isItalic: false)
  }

  private static let systemFamily = ".AppleSystemUIFont"

  private static func systemName(_ weight: Weight, italic: Bool) -> String {
    let names: [(Weight, String)] = [
      (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"), (.medium, "Medium"),
      (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
    ]
    let base = names.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }!.1
    return ".SFUI-\(base)\(italic ? "Italic" : "")"
  }

  /// The system font in regular weight.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The system font in a weight.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      fontName: systemName(weight, italic: false), familyName: systemFamily, pointSize: fontSize, weight: weight,
      isItalic: false)
  }

  /// The bold system font.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The italic system font.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(
      fontName: systemName(.regular, italic: true), familyName: systemFamily, pointSize: fontSize, weight: .regular,
      isItalic: true)
  }

  /// The system font with digits of equal width.
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }

  /// The monospaced system font.
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      fontName: ".SFMono-\(systemName(weight, italic: false).dropFirst(6))", familyName: ".AppleSystemUIFontMonospaced",
      pointSize: fontSize, weight: weight, isItalic: false)
  }

  /// The font for a text style at iOS's default text size: large title 34, title 1 28, title 2
  /// 22, title 3 20, headline 17 semibold, body 17, callout 16, subheadline 15, footnote 13,
  /// caption 1 12, caption 2 11.
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let sizes: [TextStyle: CGFloat] = [
      .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17, .callout: 16,
      .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
    ]
    return systemFont(ofSize: sizes[style] ?? 17, weight: style == .headline ? .semibold : .regular)
  }

  /// The size of the standard system font: 17 pt.
  open class var systemFontSize: CGFloat { 17 }

  /// The size of labels: 17 pt.
  open class var labelFontSize: CGFloat { 17 }

  /// The same font at another size.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(fontName: fontName, familyName: familyName, pointSize: fontSize, weight: weight, isItalic: isItalic)
  }

  /// Whether two fonts have the same name and size.
  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize
  }

  /// Hashes the name and size.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fontName)
    hasher.combine(pointSize)
  }

  /// The name and size, as UIKit prints them.
  open var description: String { "<UIFont: font-family: \"\(familyName)\"; font-size: \(pointSize)pt>" }
}
