import Foundation

#if !canImport(Darwin)
  /// The kind of one element of a path, as Core Graphics' `CGPathElementType` names it.
  public enum CGPathElementType: Int32, Sendable {
    /// Starts a subpath at one point.
    case moveToPoint = 0
    /// A straight line to one point.
    case addLineToPoint = 1
    /// A quadratic curve: a control point, then the end point.
    case addQuadCurveToPoint = 2
    /// A cubic curve: two control points, then the end point.
    case addCurveToPoint = 3
    /// A line back to the subpath's start, closing it.
    case closeSubpath = 4
  }

  /// One element of a path, as `CGPath.applyWithBlock(_:)` hands it out: its kind and its
  /// points (0 to 3, as the kind says).
  ///
  /// Core Graphics' struct; `points` is valid only during the call that hands it out.
  public struct CGPathElement {
    /// The element's kind.
    public var type: CGPathElementType
    /// The element's points: one for a move or line, two for a quadratic curve, three for a
    /// cubic one, none for a close.
    public var points: UnsafeMutablePointer<CGPoint>

    /// Creates an element from its kind and points.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
      self.type = type
      self.points = points
    }
  }
#endif
