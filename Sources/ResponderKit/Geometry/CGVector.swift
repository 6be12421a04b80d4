import Foundation

#if !canImport(Darwin)
  /// A two-dimensional vector, as Core Graphics defines it: the initial velocity of a spring's
  /// timing (`UISpringTimingParameters`) and of dynamics code.
  ///
  /// Linux's Foundation has no `CGVector`; on Apple platforms the system type is used instead.
  public struct CGVector: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// The zero vector.
    public init() {
      self.init(dx: 0, dy: 0)
    }

    /// A vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }

    /// A vector with integer components.
    public init(dx: Int, dy: Int) {
      self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector with double components.
    public init(dx: Double, dy: Double) {
      self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The zero vector.
    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }

    /// `(dx, dy)`, as Core Graphics prints it.
    public var description: String { "(\(dx), \(dy))" }
  }
#endif
