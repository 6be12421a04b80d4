import Foundation

/// A path of lines and curves, with the answer hit testing needs: `contains(_:)`, exact to a
/// thousandth of a point on curves, so that a round button's `point(inside:with:)` written as
/// `UIBezierPath(ovalIn: bounds).contains(point)` decides as on iOS.
///
/// UIKit's API and y-down convention: in `init(arcCenter:radius:startAngle:endAngle:clockwise:)`
/// and `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`, `clockwise: true` is
/// clockwise on screen (toward larger angles). `fill()`, `stroke()` and `addClip()` act on the
/// current context (`UIGraphicsGetCurrentContext()`), which records them (W2), with the path's
/// line settings and dash; outside a context they do nothing. Rounded rectangles have
/// circular corners (iOS draws a slightly smoother "continuous" curve, within half a point of
/// it).
open class UIBezierPath: CustomStringConvertible {
  var segments: [PathSegment] = [] {
    didSet { cachedPolygons = nil }
  }
  private var cachedPolygons: [[CGPoint]]?

  /// The width of stroked lines (default 1).
  open var lineWidth: CGFloat = 1
  /// How stroked lines end (default `.butt`).
  open var lineCapStyle: CGLineCap = .butt
  /// How stroked lines join (default `.miter`).
  open var lineJoinStyle: CGLineJoin = .miter
  /// The miter limit (default 10).
  open var miterLimit: CGFloat = 10
  /// The drawing flatness (default 0.6); `contains(_:)` does not use it, it flattens finer.
  open var flatness: CGFloat = 0.6
  /// Whether `contains(_:)` (and filling) uses the even-odd rule instead of nonzero winding
  /// (default false, as in UIKit).
  open var usesEvenOddFillRule = false

  /// Creates an empty path.
  public init() {}

  /// A rectangle: its four corners from the origin, closed.
  public convenience init(rect: CGRect) {
    self.init()
    PathGeometry.appendRect(rect, transform: .identity, to: &segments)
  }

  /// The ellipse (a circle in a square) inscribed in `rect`, from its right midpoint, clockwise.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    PathGeometry.appendEllipse(in: rect, transform: .identity, to: &segments)
  }

  /// A rectangle with every corner rounded by `cornerRadius`, at most half the shorter side, as
  /// UIKit clamps it.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: 0))
  }

  /// A rectangle with the given corners rounded.
  ///
  /// As in UIKit, only `cornerRadii.width` counts (the corners are circular), clamped to half
  /// the shorter side.
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    self.init()
    let r = rect.standardized
    let radius = max(0, min(cornerRadii.width, min(r.width, r.height) / 2))
    func size(_ corner: UIRectCorner) -> CGSize {
      corners.contains(corner) ? CGSize(width: radius, height: radius) : .zero
    }
    PathGeometry.appendRoundedRect(
      r, radii: [size(.topLeft), size(.topRight), size(.bottomRight), size(.bottomLeft)], transform: .identity,
      to: &segments)
  }

  /// An open arc of a circle; `clockwise: true` is clockwise on screen (toward larger angles).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    self.init()
    addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  /// A path with the elements of a Core Graphics path.
  public convenience init(cgPath: CGPath) {
    self.init()
    self.cgPath = cgPath
  }

  /// The path as a Core Graphics path (a copy: changing one does not change the other).
  open var cgPath: CGPath {
    get {
      let path = CGMutablePath()
      for segment in segments {
        switch segment {
        case .move(let p): path.move(to: p)
        case .line(let p): path.addLine(to: p)
        case .quad(let c, let p): path.addQuadCurve(to: p, control: c)
        case .cubic(let c1, let c2, let p): path.addCurve(to: p, control1: c1, control2: c2)
        case .close: path.closeSubpath()
        }
      }
      return path
    }
    set {
      var result: [PathSegment] = []
      newValue.applyWithBlock { element in
        let points = element.pointee.points
        switch element.pointee.type {
        case .moveToPoint: result.append(.move(points[0]))
        case .addLineToPoint: result.append(.line(points[0]))
        case .addQuadCurveToPoint: result.append(.quad(points[0], points[1]))
        case .addCurveToPoint: result.append(.cubic(points[0], points[1], points[2]))
        case .closeSubpath: result.append(.close)
        @unknown default: break
        }
      }
      segments = result
    }
  }

  /// Whether the path has no elements.
  open var isEmpty: Bool { segments.isEmpty }

  /// The smallest rectangle holding every point of the path, control points included, as
  /// UIKit's `bounds` (`CGPath.boundingBox`); `CGRect.null` for an empty path.
  open var bounds: CGRect { PathGeometry.controlBounds(segments) }

  /// Where the next element starts: the end of the last one, `.zero` for an empty path.
  open var currentPoint: CGPoint { PathGeometry.currentPoint(segments) }

  /// Starts a new subpath at `point`.
  open func move(to point: CGPoint) {
    PathGeometry.append(.move(point), to: &segments)
  }

  /// Adds a straight line to `point`; ignored without a current point, as in UIKit.
  open func addLine(to point: CGPoint) {
    PathGeometry.append(.line(point), to: &segments)
  }

  /// Adds a cubic Bézier curve to `endPoint`.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    PathGeometry.append(.cubic(controlPoint1, controlPoint2, endPoint), to: &segments)
  }

  /// Adds a quadratic Bézier curve to `endPoint`.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    PathGeometry.append(.quad(controlPoint, endPoint), to: &segments)
  }

  /// Adds an arc of a circle, with a line to its start from the current point if there is one;
  /// `clockwise: true` is clockwise on screen (toward larger angles).
  ///
  /// A sweep of a full turn or more is one full circle; an end angle behind the start (in the
  /// direction of travel) goes round to it.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    let delta = PathGeometry.sweep(start: startAngle, end: endAngle, increasing: clockwise)
    PathGeometry.appendArc(
      center: center, radius: radius, start: startAngle, delta: delta, transform: .identity, to: &segments)
  }

  /// Closes the current subpath with a line back to its start.
  open func close() {
    PathGeometry.append(.close, to: &segments)
  }

  /// Removes every element.
  open func removeAllPoints() {
    segments = []
  }

  /// Adds the elements of `bezierPath` after this path's.
  open func append(_ bezierPath: UIBezierPath) {
    segments += bezierPath.segments
  }

  /// A new path with the same shape drawn backwards (each subpath from its end).
  open func reversing() -> UIBezierPath {
    let path = UIBezierPath()
    path.segments = PathGeometry.reversed(segments)
    path.copyStyle(from: self)
    return path
  }

  /// Transforms every point of the path.
  open func apply(_ transform: CGAffineTransform) {
    segments = segments.map { $0.applying(transform) }
  }

  /// Whether `point` is inside the path filled by its fill rule (`usesEvenOddFillRule`), each
  /// subpath implicitly closed, as UIKit answers; exact to 0.001 pt on curves.
  open func contains(_ point: CGPoint) -> Bool {
    if cachedPolygons == nil { cachedPolygons = PathGeometry.polygons(segments) }
    return PathGeometry.contains(point, polygons: cachedPolygons!, evenOdd: usesEvenOddFillRule)
  }

  /// The dash pattern `setLineDash(_:count:phase:)` set: its phase and lengths.
  private var dash: (phase: CGFloat, lengths: [CGFloat]) = (0, [])

  /// Fills the path in the current context with its fill colour, by the path's fill rule
  /// (W2); nothing without a current context.
  @MainActor open func fill() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.addPath(cgPath)
    context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// Strokes the path in the current context with its stroke colour and the path's line
  /// width, cap, join, miter limit and dash (W2); nothing without a current context.
  @MainActor open func stroke() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setLineWidth(lineWidth)
    context.setLineCap(lineCapStyle)
    context.setLineJoin(lineJoinStyle)
    context.setMiterLimit(miterLimit)
    context.setLineDash(phase: dash.phase, lengths: dash.lengths)
    context.addPath(cgPath)
    context.strokePath()
    context.restoreGState()
  }

  /// Fills the path with `blendMode` and `alpha` (W2).
  @MainActor open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    fill()
    context.restoreGState()
  }

  /// Strokes the path with `blendMode` and `alpha` (W2).
  @MainActor open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    stroke()
    context.restoreGState()
  }

  /// Limits the current context's later drawing to the inside of the path, by its fill rule
  /// (W2).
  @MainActor open func addClip() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.addPath(cgPath)
    context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// Sets the dash pattern of strokes: `count` lengths from `pattern` (none: solid), starting
  /// `phase` into it.
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    guard let pattern, count > 0 else {
      dash = (phase, [])
      return
    }
    dash = (phase, (0..<count).map { pattern[$0] })
  }

  /// Copies the dash pattern into `pattern` (room for `count` lengths), its length into
  /// `count` and its phase into `phase`; nil pointers are skipped.
  open func getLineDash(
    _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
    phase: UnsafeMutablePointer<CGFloat>?
  ) {
    if let pattern, let count {
      for index in 0..<min(count.pointee, dash.lengths.count) { pattern[index] = dash.lengths[index] }
    }
    count?.pointee = dash.lengths.count
    phase?.pointee = dash.phase
  }

  private func copyStyle(from other: UIBezierPath) {
    lineWidth = other.lineWidth
    lineCapStyle = other.lineCapStyle
    lineJoinStyle = other.lineJoinStyle
    miterLimit = other.miterLimit
    flatness = other.flatness
    usesEvenOddFillRule = other.usesEvenOddFillRule
    dash = other.dash
  }

  /// The number of elements and the bounds, for debugging.
  open var description: String { "<UIBezierPath: \(segments.count) elements, bounds \(bounds)>" }

  /// Whether `object` is this path, the test `==` makes: NSObject's default `isEqual(_:)`,
  /// which UIKit's `UIBezierPath` keeps. Open, so that a subclass can compare paths by value.
  open func isEqual(_ object: Any?) -> Bool { (object as? UIBezierPath) === self }

  /// A hash that equal paths share, as NSObject's `hash` is: the object's identity by default.
  open var hash: Int { ObjectIdentifier(self).hashValue }
}
