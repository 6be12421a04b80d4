import Foundation

#if !canImport(Darwin)
  /// An immutable graphics path: lines and Bézier curves in subpaths, as Core Graphics defines
  /// it, with exact containment (`contains(_:using:transform:)`) for hit testing.
  ///
  /// Core Graphics' API. Curves are flattened within 0.001 pt for containment and arcs are cubic
  /// curves of at most 45° (Core Graphics uses 90° ones: the elements differ, the shapes agree
  /// to 0.0002 pt on a 50 pt circle). Linux has no Core Graphics; on Apple platforms the system
  /// type is used instead.
  public class CGPath: Hashable, CustomStringConvertible {
    var segments: [PathSegment] {
      didSet { cachedPolygons = nil }
    }
    private var cachedPolygons: [[CGPoint]]?

    init(segments: [PathSegment]) {
      self.segments = segments
    }

    /// A rectangle's path, as `CGPath(rect:transform:)` makes it.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
      var segments: [PathSegment] = []
      PathGeometry.appendRect(rect, transform: transform?.pointee ?? .identity, to: &segments)
      self.init(segments: segments)
    }

    /// The ellipse inscribed in a rectangle, as `CGPath(ellipseIn:transform:)` makes it.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
      var segments: [PathSegment] = []
      PathGeometry.appendEllipse(in: rect, transform: transform?.pointee ?? .identity, to: &segments)
      self.init(segments: segments)
    }

    /// A rectangle with elliptical corners, as `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`
    /// makes it (each radius at most half the rectangle's side).
    public convenience init(
      roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
      transform: UnsafePointer<CGAffineTransform>?
    ) {
      var segments: [PathSegment] = []
      let r = rect.standardized
      let size = CGSize(
        width: max(0, min(cornerWidth, r.width / 2)), height: max(0, min(cornerHeight, r.height / 2)))
      PathGeometry.appendRoundedRect(
        r, radii: [size, size, size, size], transform: transform?.pointee ?? .identity, to: &segments)
      self.init(segments: segments)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { segments.isEmpty }

    /// The point where the next element starts: the end of the last one (a closed subpath's
    /// start after a close), `.zero` for an empty path.
    public var currentPoint: CGPoint { PathGeometry.currentPoint(segments) }

    /// The smallest rectangle holding every point of the path, control points included;
    /// `CGRect.null` for an empty path (Core Graphics' `boundingBox`).
    public var boundingBox: CGRect { PathGeometry.controlBounds(segments) }

    /// The smallest rectangle holding the path's curves and lines themselves (Core Graphics'
    /// `boundingBoxOfPath`).
    public var boundingBoxOfPath: CGRect { PathGeometry.tightBounds(segments) }

    /// Whether `point` is inside the path filled by `rule`, each subpath implicitly closed, with
    /// `transform` applied to the path first: Core Graphics' containment, exact to a thousandth
    /// of a point on curves.
    public func contains(
      _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
      let polygons: [[CGPoint]]
      if transform.isIdentity {
        if cachedPolygons == nil { cachedPolygons = PathGeometry.polygons(segments) }
        polygons = cachedPolygons!
      } else {
        polygons = PathGeometry.polygons(segments.map { $0.applying(transform) })
      }
      return PathGeometry.contains(point, polygons: polygons, evenOdd: rule == .evenOdd)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(segments: segments) }

    /// An immutable copy with `transform` applied to every point.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
      guard let t = transform?.pointee else { return copy() }
      return CGPath(segments: segments.map { $0.applying(t) })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
      let path = CGMutablePath()
      path.segments = segments
      return path
    }

    /// A mutable copy with `transform` applied to every point.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
      let path = CGMutablePath()
      let t = transform?.pointee ?? .identity
      path.segments = segments.map { $0.applying(t) }
      return path
    }

    /// Calls `block` with each element in order, as Core Graphics does; the element's points are
    /// valid only during the call.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
      let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
      defer { points.deallocate() }
      points.initialize(repeating: .zero, count: 3)
      for segment in segments {
        let type: CGPathElementType
        switch segment {
        case .move(let p):
          type = .moveToPoint
          points[0] = p
        case .line(let p):
          type = .addLineToPoint
          points[0] = p
        case .quad(let c, let p):
          type = .addQuadCurveToPoint
          points[0] = c
          points[1] = p
        case .cubic(let c1, let c2, let p):
          type = .addCurveToPoint
          points[0] = c1
          points[1] = c2
          points[2] = p
        case .close:
          type = .closeSubpath
        }
        var element = CGPathElement(type: type, points: points)
        withUnsafePointer(to: &element) { block($0) }
      }
    }

    /// Whether two paths have the same elements, as `CGPathEqualToPath` answers.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.segments == rhs.segments }

    /// Hashes the number of elements and the current point.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(segments.count)
      hasher.combine(currentPoint.x)
      hasher.combine(currentPoint.y)
    }

    /// The elements, for debugging.
    public var description: String { "<CGPath \(segments.count) elements>" }
  }
#endif
