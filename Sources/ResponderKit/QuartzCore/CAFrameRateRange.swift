import Foundation

/// The frame rates a display link asks for: Core Animation's range, with a preferred rate
/// inside it (V8).
public struct CAFrameRateRange: Hashable, Sendable {
  /// The lowest acceptable rate, in frames per second.
  public var minimum: Float
  /// The highest acceptable rate, in frames per second.
  public var maximum: Float
  /// The rate wanted, if any (nil: the maximum).
  public var preferred: Float?

  /// Creates a range.
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }

  /// Whether two ranges ask for the same rates.
  public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }

  /// The default: any rate, the display's own (all zero).
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
