import Foundation

#if !canImport(Darwin)
  /// How a path's inside is decided where subpaths overlap or cross themselves.
  ///
  /// Core Graphics' rules: `winding` (nonzero) counts a point inside when the path winds around
  /// it a nonzero number of times, `evenOdd` when a ray from it crosses the path an odd number of
  /// times. Linux has no Core Graphics; on Apple platforms the system type is used instead.
  public enum CGPathFillRule: Int, Sendable {
    /// Nonzero winding number: inside where the path winds around the point at all.
    case winding = 0
    /// Even-odd: inside where a ray from the point crosses the path an odd number of times.
    case evenOdd = 1
  }

  /// How the ends of stroked lines are drawn: Core Graphics' `CGLineCap`, stored by paths that
  /// ResponderKit never strokes.
  public enum CGLineCap: Int32, Sendable {
    /// The line ends square at its end point.
    case butt = 0
    /// The line ends in a half circle around its end point.
    case round = 1
    /// The line ends square half its width past its end point.
    case square = 2
  }

  /// How the joins of stroked lines are drawn: Core Graphics' `CGLineJoin`, stored by paths that
  /// ResponderKit never strokes.
  public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner, beveled past the miter limit.
    case miter = 0
    /// A rounded corner.
    case round = 1
    /// A corner cut square.
    case bevel = 2
  }
#endif
