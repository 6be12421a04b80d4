import Foundation

extension NSAttributedString.Key {
  /// The font of the text, a `UIFont` (UIKit's default when absent is 12 pt Helvetica; the
  /// 12 pt system font here).
  public static let font = NSAttributedString.Key("NSFont")
  /// The colour of the text, a `UIColor`.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The colour behind the text, a `UIColor`.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// Points added after each character, a number; measuring adds it to every advance.
  public static let kern = NSAttributedString.Key("NSKern")
  /// Points of tracking, a number (iOS 14); it replaces the system font's own tracking when
  /// measuring.
  public static let tracking = NSAttributedString.Key("NSTracking")
  /// The paragraph's layout, an `NSParagraphStyle`.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// The underline, an `NSUnderlineStyle` raw value.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The underline's colour, a `UIColor`.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// The strikethrough, an `NSUnderlineStyle` raw value.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// The strikethrough's colour, a `UIColor`.
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// The stroke's width, a number.
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  /// The stroke's colour, a `UIColor`.
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  /// Points the baseline moves up, a number.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// Whether ligatures are used, a number.
  public static let ligature = NSAttributedString.Key("NSLigature")
  /// The text's shadow.
  public static let shadow = NSAttributedString.Key("NSShadow")
  /// The skew of the glyphs, a number.
  public static let obliqueness = NSAttributedString.Key("NSObliqueness")
  /// The horizontal stretch of the glyphs, a number.
  public static let expansion = NSAttributedString.Key("NSExpansion")
}
