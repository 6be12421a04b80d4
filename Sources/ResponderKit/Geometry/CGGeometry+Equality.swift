import Foundation

// Core Graphics' equality functions, which Swift imports on Apple platforms as methods
// (`CGPointEqualToPoint` as `CGPoint.equalTo(_:)`), and which Foundation on Linux lacks. Each
// compares exactly, as Core Graphics does.

extension CGPoint {
  /// Whether the two points are equal: Core Graphics' `CGPointEqualToPoint`.
  public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
  /// Whether the two sizes are equal: Core Graphics' `CGSizeEqualToSize`.
  public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
  /// Whether the two rectangles have the same origin and size once standardized: Core
  /// Graphics' `CGRectEqualToRect`, which treats a rectangle with a negative width as the same
  /// as its standardized form.
  public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}
