import Foundation

extension UIView {
  /// How a view's frame follows its superview's size, with UIKit's raw values.
  ///
  /// Kept by `autoresizingMask`: ResponderKit does not resize subviews when a superview's
  /// bounds change (frames are what code sets).
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits, as in UIKit.
    public let rawValue: UInt

    /// Creates a mask from its bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The left margin grows and shrinks.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows and shrinks.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin grows and shrinks.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin grows and shrinks.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows and shrinks.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin grows and shrinks.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}
