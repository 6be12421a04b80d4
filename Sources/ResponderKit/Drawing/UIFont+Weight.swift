import Foundation

extension UIFont {
  /// A font's weight: UIKit's `UIFont.Weight`, with its raw values (−1 to 1, regular 0).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: CGFloat

    /// Creates a weight from its raw value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// Creates a weight from its raw value.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    /// Ultralight, −0.8.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin, −0.6.
    public static let thin = Weight(rawValue: -0.6)
    /// Light, −0.4.
    public static let light = Weight(rawValue: -0.4)
    /// Regular, 0.
    public static let regular = Weight(rawValue: 0)
    /// Medium, 0.23.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold, 0.3.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold, 0.4.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy, 0.56.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black, 0.62.
    public static let black = Weight(rawValue: 0.62)
  }
}
