import Foundation

#if !canImport(Darwin)
  /// A graphics path that can be built up, element by element, as Core Graphics'
  /// `CGMutablePath`.
  ///
  /// Each method takes a `transform` applied to the points it adds, as in Core Graphics. A line
  /// or curve added with no current point is ignored, as Core Graphics does; one added right
  /// after `closeSubpath()` starts a new subpath at the closed one's start.
  public class CGMutablePath: CGPath {
    /// Creates an empty path.
    public init() {
      super.init(segments: [])
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
      PathGeometry.append(.move(point.applying(transform)), to: &segments)
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
      PathGeometry.append(.line(point.applying(transform)), to: &segments)
    }

    /// Adds a move to the first point and lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
      guard let first = points.first else { return }
      move(to: first, transform: transform)
      for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
      PathGeometry.append(.quad(control.applying(transform), end.applying(transform)), to: &segments)
    }

    /// Adds a cubic Bézier curve from the current point to `end`.
    public func addCurve(
      to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
      PathGeometry.append(
        .cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)), to: &segments)
    }

    /// Adds a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
      PathGeometry.appendRect(rect, transform: transform, to: &segments)
    }

    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
      for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath, from its right midpoint.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
      PathGeometry.appendEllipse(in: rect, transform: transform, to: &segments)
    }

    /// Adds a rectangle with elliptical corners as a closed subpath (each radius at most half
    /// the rectangle's side).
    public func addRoundedRect(
      in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
      let r = rect.standardized
      let size = CGSize(
        width: max(0, min(cornerWidth, r.width / 2)), height: max(0, min(cornerHeight, r.height / 2)))
      PathGeometry.appendRoundedRect(r, radii: [size, size, size, size], transform: transform, to: &segments)
    }

    /// Adds an arc of a circle, with a line to its start from the current point if there is one.
    ///
    /// Core Graphics' convention: angles in radians from the positive x-axis toward the positive
    /// y-axis, and `clockwise` meant in a y-up space, so that `clockwise: true` goes toward
    /// smaller angles — counter-clockwise on a y-down screen (UIBezierPath's `clockwise` is the
    /// other way round). A sweep of a full turn or more is one full circle; an end angle behind
    /// the start goes round to it.
    public func addArc(
      center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
      transform: CGAffineTransform = .identity
    ) {
      let delta = PathGeometry.sweep(start: startAngle, end: endAngle, increasing: !clockwise)
      PathGeometry.appendArc(
        center: center, radius: radius, start: startAngle, delta: delta, transform: transform, to: &segments)
    }

    /// Adds an arc of `delta` radians from `startAngle` (positive: toward larger angles).
    public func addRelativeArc(
      center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
    ) {
      PathGeometry.appendArc(
        center: center, radius: radius, start: startAngle, delta: delta, transform: transform, to: &segments)
    }

    /// Adds an arc tangent to the line from the current point to `tangent1End` and to the line
    /// from there to `tangent2End`, with a line to its first tangent point.
    public func addArc(
      tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
      PathGeometry.appendTangentArc(tangent1End, tangent2End, radius: radius, transform: transform, to: &segments)
    }

    /// Adds every element of `path`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
      segments += path.segments.map { $0.applying(transform) }
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
      PathGeometry.append(.close, to: &segments)
    }
  }
#endif
