import Foundation

// UIKit's named and system colours, with their light-appearance values on iOS (there is no dark
// mode here: a colour has one value). They have no effect on events.
extension UIColor {
  private static func rgb(_ hex: UInt32, _ alpha: CGFloat = 1) -> UIColor {
    UIColor(
      red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
      blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
  }

  /// Dark grey (1/3).
  public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
  /// Cyan.
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Yellow.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Magenta.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// Orange.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple.
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown.
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// Text on light backgrounds: black.
  public static let darkText = UIColor.black
  /// Text on dark backgrounds: white at 60 %.
  public static let lightText = UIColor(white: 1, alpha: 0.6)

  /// iOS's system red, #FF3B30.
  public static let systemRed = rgb(0xFF3B30)
  /// iOS's system orange, #FF9500.
  public static let systemOrange = rgb(0xFF9500)
  /// iOS's system yellow, #FFCC00.
  public static let systemYellow = rgb(0xFFCC00)
  /// iOS's system green, #34C759.
  public static let systemGreen = rgb(0x34C759)
  /// iOS's system mint, #00C7BE.
  public static let systemMint = rgb(0x00C7BE)
  /// iOS's system teal, #30B0C7.
  public static let systemTeal = rgb(0x30B0C7)
  /// iOS's system cyan, #32ADE6.
  public static let systemCyan = rgb(0x32ADE6)
  /// iOS's system blue, #007AFF: the default tint colour.
  public static let systemBlue = rgb(0x007AFF)
  /// iOS's system indigo, #5856D6.
  public static let systemIndigo = rgb(0x5856D6)
  /// iOS's system purple, #AF52DE.
  public static let systemPurple = rgb(0xAF52DE)
  /// iOS's system pink, #FF2D55.
  public static let systemPink = rgb(0xFF2D55)
  /// iOS's system brown, #A2845E.
  public static let systemBrown = rgb(0xA2845E)
  /// iOS's system grey, #8E8E93.
  public static let systemGray = rgb(0x8E8E93)
  /// iOS's second system grey, #AEAEB2.
  public static let systemGray2 = rgb(0xAEAEB2)
  /// iOS's third system grey, #C7C7CC.
  public static let systemGray3 = rgb(0xC7C7CC)
  /// iOS's fourth system grey, #D1D1D6.
  public static let systemGray4 = rgb(0xD1D1D6)
  /// iOS's fifth system grey, #E5E5EA.
  public static let systemGray5 = rgb(0xE5E5EA)
  /// iOS's sixth system grey, #F2F2F7.
  public static let systemGray6 = rgb(0xF2F2F7)
  /// The app's tint: system blue, the default of `UIView.tintColor`.
  public static let tintColor = systemBlue

  /// Primary text: black.
  public static let label = UIColor.black
  /// Secondary text: #3C3C43 at 60 %.
  public static let secondaryLabel = rgb(0x3C3C43, 0.6)
  /// Tertiary text: #3C3C43 at 30 %.
  public static let tertiaryLabel = rgb(0x3C3C43, 0.3)
  /// Quaternary text: #3C3C43 at 18 %.
  public static let quaternaryLabel = rgb(0x3C3C43, 0.18)
  /// Links: system blue.
  public static let link = systemBlue
  /// Placeholder text: #3C3C43 at 30 %.
  public static let placeholderText = rgb(0x3C3C43, 0.3)
  /// Separators, which let content show through: #3C3C43 at 29 %.
  public static let separator = rgb(0x3C3C43, 0.29)
  /// Opaque separators: #C6C6C8.
  public static let opaqueSeparator = rgb(0xC6C6C8)
  /// The main background: white.
  public static let systemBackground = UIColor.white
  /// Content layered on the main background: #F2F2F7.
  public static let secondarySystemBackground = rgb(0xF2F2F7)
  /// Content layered on the secondary background: white.
  public static let tertiarySystemBackground = UIColor.white
  /// A grouped table's background: #F2F2F7.
  public static let systemGroupedBackground = rgb(0xF2F2F7)
  /// Content on a grouped background: white.
  public static let secondarySystemGroupedBackground = UIColor.white
  /// Content on the secondary grouped background: #F2F2F7.
  public static let tertiarySystemGroupedBackground = rgb(0xF2F2F7)
  /// Thin, small shapes' fill: #787880 at 20 %.
  public static let systemFill = rgb(0x787880, 0.2)
  /// Medium shapes' fill: #787880 at 16 %.
  public static let secondarySystemFill = rgb(0x787880, 0.16)
  /// Large shapes' fill: #767680 at 12 %.
  public static let tertiarySystemFill = rgb(0x767680, 0.12)
  /// Large areas' fill: #747480 at 8 %.
  public static let quaternarySystemFill = rgb(0x747480, 0.08)
}
