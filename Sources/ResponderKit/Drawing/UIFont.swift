import Foundation

/// A font: a name, a size, a weight and the metrics text is measured with.
///
/// UIKit's API for choosing fonts. `UIFont(name:size:)` answers a font with that name for any
/// name (there is no font catalogue to miss in; a name that says a weight, such as
/// `"Avenir-Heavy"`, gets that weight); the system fonts are named as on iOS (`.SFUI-Regular`,
/// `.SFUI-Bold`, ...), and `preferredFont(forTextStyle:)` uses iOS's Dynamic Type sizes.
///
/// Every font measures as the system font of its weight and size: heights are SF Pro's own
/// (`ascender`, `descender`, `lineHeight`, `capHeight`, `xHeight` as iOS reports them), widths
/// those of a substitute with close advances (see <doc:TextMeasurement>).
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
  /// Which glyphs have one width: none, the digits, or all of them.
  let monospacing: Monospacing
  /// The text style the font was made for by `preferredFont(forTextStyle:)`, if any.
  let textStyle: TextStyle?
  /// The design of a system font (`UIFontDescriptor.SystemDesign`).
  let design: UIFontDescriptor.SystemDesign

  /// Which glyphs of a font have one width.
  enum Monospacing: Hashable, Sendable {
    /// Each glyph its own width.
    case none
    /// The digits one width (`monospacedDigitSystemFont`).
    case digits
    /// Every glyph one width (`monospacedSystemFont`).
    case all
  }

  init(
    fontName: String, familyName: String, pointSize: CGFloat, weight: Weight, isItalic: Bool,
    monospacing: Monospacing = .none, textStyle: TextStyle? = nil, design: UIFontDescriptor.SystemDesign = .default
  ) {
    self.fontName = fontName
    self.familyName = familyName
    self.pointSize = pointSize
    self.weight = weight
    self.isItalic = isItalic
    self.monospacing = monospacing
    self.textStyle = textStyle
    self.design = design
  }

  /// A font with the given name and size; never nil here. Its weight and slant are read from
  /// the name's style words (`"Helvetica-BoldOblique"` is bold and italic), as font files name
  /// their faces.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    let style = Self.style(ofName: fontName)
    let family = fontName.split(separator: "-").first.map(String.init) ?? fontName
    self.init(
      fontName: fontName, familyName: fontName.hasPrefix(".SFUI") ? Self.systemFamily : family, pointSize: fontSize,
      weight: style.weight, isItalic: style.italic, monospacing: fontName.hasPrefix(".SFMono") ? .all : .none)
  }

  /// The weight and slant a font name's style words say, regular and upright when none does.
  static func style(ofName name: String) -> (weight: Weight, italic: Bool) {
    let lowered = name.lowercased()
    let style = lowered.split(separator: "-").dropFirst().joined()
    let words: [(String, Weight)] = [
      ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
      ("medium", .medium), ("semibold", .semibold), ("demibold", .semibold), ("extrabold", .heavy),
      ("heavy", .heavy), ("black", .black), ("bold", .bold),
    ]
    let weight = words.first { style.contains($0.0) }?.1 ?? .regular
    return (weight, style.contains("italic") || style.contains("oblique"))
  }

  /// A font matching `descriptor` at `pointSize` (the descriptor's size when 0), as UIKit's
  /// `init(descriptor:size:)`: a text style gives the preferred font of that style, a name the
  /// font of that name, else the system font; the descriptor's weight, bold and italic traits,
  /// monospace trait and design apply.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let resolved = descriptor.resolvedFont(size: pointSize)
    self.init(
      fontName: resolved.fontName, familyName: resolved.familyName, pointSize: resolved.pointSize,
      weight: resolved.weight, isItalic: resolved.isItalic, monospacing: resolved.monospacing,
      textStyle: resolved.textStyle, design: resolved.design)
  }

  /// The font's descriptor: its name, family, size, traits (weight, bold, italic, monospace)
  /// and text style, as UIKit's `fontDescriptor`.
  open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

  /// The distance from the baseline to the top of the tallest glyphs: SF Pro's 1950/2048 em
  /// (16.1865234375 at 17 pt, as iOS reports).
  open var ascender: CGFloat { SystemFontMetrics.systemAscender * pointSize / SystemFontMetrics.systemUnitsPerEm }

  /// The distance from the baseline to the bottom of the lowest glyphs, negative: SF Pro's
  /// −494/2048 em (−4.1005859375 at 17 pt, as iOS reports).
  open var descender: CGFloat { SystemFontMetrics.systemDescender * pointSize / SystemFontMetrics.systemUnitsPerEm }

  /// The height of a line of text, `ascender − descender + leading`: 2444/2048 em
  /// (20.287109375 at 17 pt, as iOS reports).
  open var lineHeight: CGFloat { ascender - descender + leading }

  /// The space added between lines: 0, as iOS reports for the system font.
  open var leading: CGFloat { 0 }

  /// The height of capital letters: SF Pro's 1443/2048 em (11.97802734375 at 17 pt).
  open var capHeight: CGFloat { SystemFontMetrics.systemCapHeight * pointSize / SystemFontMetrics.systemUnitsPerEm }

  /// The height of lowercase letters: SF Pro's 1078/2048 em, 1101/2048 from bold up (8.9482421875
  /// at 17 pt regular, 9.13916015625 bold, as iOS reports).
  open var xHeight: CGFloat {
    let units =
      weight.rawValue >= Weight.bold.rawValue ? SystemFontMetrics.systemBoldXHeight : SystemFontMetrics.systemXHeight
    return units * pointSize / SystemFontMetrics.systemUnitsPerEm
  }

  static let systemFamily = ".AppleSystemUIFont"

  static func systemName(_ weight: Weight, italic: Bool) -> String {
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

  /// The system font with digits of equal width (each the width of "0").
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      fontName: systemName(weight, italic: false), familyName: systemFamily, pointSize: fontSize, weight: weight,
      isItalic: false, monospacing: .digits)
  }

  /// The monospaced system font, SF Mono: every glyph 1229/2048 em wide, untracked.
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      fontName: ".SFMono-\(systemName(weight, italic: false).dropFirst(6))", familyName: ".AppleSystemUIFontMonospaced",
      pointSize: fontSize, weight: weight, isItalic: false, monospacing: .all, design: .monospaced)
  }

  /// The system font of `design` (rounded, serif, monospaced or default) at a size and weight.
  static func systemFont(ofSize fontSize: CGFloat, weight: Weight, italic: Bool, design: UIFontDescriptor.SystemDesign)
    -> UIFont
  {
    if design == .monospaced {
      let mono = monospacedSystemFont(ofSize: fontSize, weight: weight)
      return UIFont(
        fontName: mono.fontName, familyName: mono.familyName, pointSize: fontSize, weight: weight, isItalic: italic,
        monospacing: .all, design: .monospaced)
    }
    return UIFont(
      fontName: systemName(weight, italic: italic), familyName: systemFamily, pointSize: fontSize, weight: weight,
      isItalic: italic, design: design)
  }

  /// The font for a text style at the application's text size (UIKit's default, Large, unless
  /// the harness or app set another): iOS's Dynamic Type sizes and weights
  /// (`UIFont.TextStyle.pointSize(for:)`), headline semibold, the rest regular.
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The font for a text style at the text size of `traitCollection` (its
  /// `preferredContentSizeCategory`; Large when it is nil or unspecified), with iOS's Dynamic
  /// Type sizes from Apple's Human Interface Guidelines.
  open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
    return UIFont(
      fontName: systemName(style.weight, italic: false), familyName: systemFamily,
      pointSize: style.pointSize(for: category), weight: style.weight, isItalic: false, textStyle: style)
  }

  /// The size of the standard system font: 17 pt.
  open class var systemFontSize: CGFloat { 17 }

  /// The size of labels: 17 pt.
  open class var labelFontSize: CGFloat { 17 }

  /// The size of small system fonts: 12 pt, as UIKit's.
  open class var smallSystemFontSize: CGFloat { 12 }

  /// The size of button titles in UIKit's API: 18 pt (a system button's title is 15 pt, see
  /// `UIButton`).
  open class var buttonFontSize: CGFloat { 18 }

  /// The families that `UIFont(name:size:)` is known to answer for: the system's and the
  /// monospaced system's. Any name answers here, so this list is short.
  open class var familyNames: [String] { [systemFamily, ".AppleSystemUIFontMonospaced"] }

  /// The font names of a family: the system family's nine weights, upright.
  open class func fontNames(forFamilyName familyName: String) -> [String] {
    guard familyName == systemFamily else { return [] }
    let weights: [Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
    return weights.map { systemName($0, italic: false) }
  }

  /// The same font at another size.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(
      fontName: fontName, familyName: familyName, pointSize: fontSize, weight: weight, isItalic: isItalic,
      monospacing: monospacing, textStyle: textStyle, design: design)
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
