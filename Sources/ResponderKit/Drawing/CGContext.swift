import Foundation

/// A drawing destination that records what is drawn as a display list of ``DrawingCommand``s
/// instead of painting pixels (rule W2): Core Graphics' `CGContext`, with the methods of
/// Apple's Swift overlay.
///
/// A context is made by a layer's display pass (the one `UIView.draw(_:)` draws in, W1), by an
/// image context (`UIGraphicsBeginImageContextWithOptions`, `UIGraphicsImageRenderer`, W3), or
/// by `CALayer.render(in:)`'s caller. Its user space starts as the layer's bounds coordinates,
/// or the image's points from the top-left corner, y downwards: the CTM starts as the identity.
///
/// The current path is kept in the display list's coordinates, as Core Graphics keeps it (each
/// point goes through the CTM when it is added); a fill or stroke records it in the user space
/// of that moment, with the CTM beside it.
public final class CGContext {
  private struct GState {
    var ctm = CGAffineTransform.identity
    var fillColor = CGColor(gray: 0, alpha: 1)
    var strokeColor = CGColor(gray: 0, alpha: 1)
    var stroke = DrawingCommand.StrokeStyle()
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var clip: [DrawingCommand.Clip] = []
    var shouldAntialias = true
  }

  private var state = GState()
  private var savedStates: [GState] = []
  private let currentPath = CGMutablePath()
  /// The commands recorded so far, in order.
  public private(set) var drawnCommands: [DrawingCommand] = []
  /// The size of the drawing area in points (the layer's bounds size, the image's size).
  public let size: CGSize
  /// Pixels per point of the image or layer drawn into.
  public let scale: CGFloat

  /// A context recording into an area of `size` points at `scale` pixels per point.
  init(size: CGSize, scale: CGFloat = 1) {
    self.size = size
    self.scale = scale
  }

  /// The width of the drawing area in pixels.
  public var width: Int { Int((size.width * scale).rounded()) }
  /// The height of the drawing area in pixels.
  public var height: Int { Int((size.height * scale).rounded()) }

  /// The alpha of the graphics state.
  var alpha: CGFloat { state.alpha }

  /// Appends recorded commands (a layer's content, W5) through the current transform, inside
  /// the current clip and alpha.
  func replay(_ commands: [DrawingCommand]) {
    for command in commands {
      var moved = command.applying(state.ctm)
      moved.clip = state.clip + moved.clip
      moved.alpha *= state.alpha
      drawnCommands.append(moved)
    }
  }

  /// Appends `operation` with the current transform, clip, alpha and blend mode.
  private func record(_ operation: DrawingCommand.Operation) {
    drawnCommands.append(
      DrawingCommand(
        operation, transform: state.ctm, clip: state.clip, alpha: state.alpha, blendMode: state.blendMode))
  }

  // MARK: Graphics state

  /// Pushes a copy of the graphics state (CTM, colours, line settings, alpha, clip).
  public func saveGState() { savedStates.append(state) }

  /// Pops the graphics state saved last; does nothing when none is saved.
  public func restoreGState() {
    guard let saved = savedStates.popLast() else { return }
    state = saved
  }

  /// The current transformation matrix: from user space to the display list's coordinates.
  public var ctm: CGAffineTransform { state.ctm }

  /// Moves user space's origin by `tx`, `ty`.
  public func translateBy(x tx: CGFloat, y ty: CGFloat) {
    state.ctm = CGAffineTransform(translationX: tx, y: ty).concatenating(state.ctm)
  }

  /// Scales user space by `sx`, `sy`.
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
    state.ctm = CGAffineTransform(scaleX: sx, y: sy).concatenating(state.ctm)
  }

  /// Rotates user space by `angle` radians.
  public func rotate(by angle: CGFloat) {
    state.ctm = CGAffineTransform(rotationAngle: angle).concatenating(state.ctm)
  }

  /// Applies `transform` to user space, before the current transformation.
  public func concatenate(_ transform: CGAffineTransform) {
    state.ctm = transform.concatenating(state.ctm)
  }

  /// Sets the fill colour.
  public func setFillColor(_ color: CGColor) { state.fillColor = color }
  /// Sets the stroke colour.
  public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
  /// Sets the fill colour from RGB components.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }
  /// Sets the stroke colour from RGB components.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }
  /// Sets the fill colour to a grey.
  public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
  /// Sets the stroke colour to a grey.
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    state.strokeColor = CGColor(gray: gray, alpha: alpha)
  }
  /// Sets the line width of strokes (user space).
  public func setLineWidth(_ width: CGFloat) { state.stroke.lineWidth = width }
  /// Sets the ends of stroked open subpaths.
  public func setLineCap(_ cap: CGLineCap) { state.stroke.lineCap = cap }
  /// Sets the corners of stroked paths.
  public func setLineJoin(_ join: CGLineJoin) { state.stroke.lineJoin = join }
  /// Sets the miter limit of stroked corners.
  public func setMiterLimit(_ limit: CGFloat) { state.stroke.miterLimit = limit }
  /// Sets the dash pattern of strokes (empty lengths: a solid line).
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    state.stroke.dashPhase = phase
    state.stroke.dashLengths = lengths
  }
  /// Sets the alpha multiplied into everything drawn, clamped to 0…1.
  public func setAlpha(_ alpha: CGFloat) { state.alpha = min(1, max(0, alpha)) }
  /// Sets how drawing combines with what is below.
  public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
  /// Sets whether edges are antialiased (stored; recorded drawing has no pixels).
  public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }

  // MARK: The current path

  /// Starts a new, empty path (drawing and clipping also consume the path).
  public func beginPath() { currentPath.segments = [] }

  /// Starts a subpath at `point`.
  public func move(to point: CGPoint) { currentPath.move(to: point, transform: state.ctm) }
  /// Adds a line to `point`.
  public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: state.ctm) }
  /// Adds a move to the first point and lines through the others.
  public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: state.ctm) }
  /// Adds a cubic Bézier curve to `end`.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
  }
  /// Adds a quadratic Bézier curve to `end`.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    currentPath.addQuadCurve(to: end, control: control, transform: state.ctm)
  }
  /// Adds a rectangle as a closed subpath.
  public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.ctm) }
  /// Adds rectangles as closed subpaths.
  public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: state.ctm) }
  /// Adds the ellipse inscribed in `rect`.
  public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.ctm) }
  /// Adds an arc of a circle (Core Graphics' `clockwise`, see `CGMutablePath`).
  public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    currentPath.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
      transform: state.ctm)
  }
  /// Adds an arc tangent to two lines.
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
  }
  /// Adds every element of `path`.
  public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: state.ctm) }
  /// Closes the current subpath.
  public func closePath() { currentPath.closeSubpath() }

  /// Whether the current path has no elements.
  public var isPathEmpty: Bool { currentPath.isEmpty }
  /// The current point of the path, in user space.
  public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(state.ctm.inverted()) }
  /// The bounding box of the current path, in user space.
  public var boundingBoxOfPath: CGRect {
    let box = currentPath.boundingBox
    return box.isNull ? box : box.applying(state.ctm.inverted())
  }
  /// A copy of the current path, in user space, or nil when it is empty.
  public var path: CGPath? {
    currentPath.isEmpty ? nil : userPath(currentPath.segments)
  }

  private func userPath(_ segments: [PathSegment]) -> CGPath {
    if state.ctm.isIdentity { return CGPath(segments: segments) }
    let inverse = state.ctm.inverted()
    return CGPath(segments: segments.map { $0.applying(inverse) })
  }

  /// Takes the current path, leaving it empty, as drawing or clipping does.
  private func consumePath() -> [PathSegment] {
    let segments = currentPath.segments
    currentPath.segments = []
    return segments
  }

  private var isSingular: Bool { state.ctm.a * state.ctm.d - state.ctm.b * state.ctm.c == 0 }

  // MARK: Drawing

  /// Fills the current path with the fill colour by `rule`, then empties the path.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    let segments = consumePath()
    guard !segments.isEmpty, !isSingular else { return }
    record(.fillPath(userPath(segments), color: state.fillColor, rule: rule))
  }

  /// Strokes the current path with the stroke colour and line settings, then empties it.
  public func strokePath() {
    let segments = consumePath()
    guard !segments.isEmpty, !isSingular else { return }
    record(.strokePath(userPath(segments), color: state.strokeColor, style: state.stroke))
  }

  /// Fills by the even-odd rule, then empties the path.
  public func eoFillPath() { fillPath(using: .evenOdd) }

  /// Paints the current path as `mode` says (a fill, a stroke, or a fill then a stroke), then
  /// empties it.
  public func drawPath(using mode: CGPathDrawingMode) {
    let segments = consumePath()
    guard !segments.isEmpty, !isSingular else { return }
    let path = userPath(segments)
    switch mode {
    case .fill: record(.fillPath(path, color: state.fillColor, rule: .winding))
    case .eoFill: record(.fillPath(path, color: state.fillColor, rule: .evenOdd))
    case .stroke: record(.strokePath(path, color: state.strokeColor, style: state.stroke))
    case .fillStroke, .eoFillStroke:
      record(.fillPath(path, color: state.fillColor, rule: mode == .eoFillStroke ? .evenOdd : .winding))
      record(.strokePath(path, color: state.strokeColor, style: state.stroke))
    }
  }

  /// Fills `rect` with the fill colour (the current path is left alone).
  public func fill(_ rect: CGRect) {
    guard !isSingular else { return }
    record(.fillPath(CGPath(rect: rect, transform: nil), color: state.fillColor, rule: .winding))
  }

  /// Fills each rectangle.
  public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }

  /// Fills the ellipse inscribed in `rect`.
  public func fillEllipse(in rect: CGRect) {
    guard !isSingular else { return }
    record(.fillPath(CGPath(ellipseIn: rect, transform: nil), color: state.fillColor, rule: .winding))
  }

  /// Strokes `rect` with the stroke colour and line settings.
  public func stroke(_ rect: CGRect) {
    guard !isSingular else { return }
    record(.strokePath(CGPath(rect: rect, transform: nil), color: state.strokeColor, style: state.stroke))
  }

  /// Strokes `rect` with a line `width` wide (the line width setting is left alone).
  public func stroke(_ rect: CGRect, width: CGFloat) {
    guard !isSingular else { return }
    var style = state.stroke
    style.lineWidth = width
    record(.strokePath(CGPath(rect: rect, transform: nil), color: state.strokeColor, style: style))
  }

  /// Strokes the ellipse inscribed in `rect`.
  public func strokeEllipse(in rect: CGRect) {
    guard !isSingular else { return }
    record(.strokePath(CGPath(ellipseIn: rect, transform: nil), color: state.strokeColor, style: state.stroke))
  }

  /// Strokes separate segments between pairs of points (an odd last point is ignored).
  public func strokeLineSegments(between points: [CGPoint]) {
    guard points.count >= 2, !isSingular else { return }
    let path = CGMutablePath()
    for index in stride(from: 0, to: points.count - 1, by: 2) {
      path.move(to: points[index])
      path.addLine(to: points[index + 1])
    }
    record(.strokePath(path, color: state.strokeColor, style: state.stroke))
  }

  /// Makes `rect` transparent.
  public func clear(_ rect: CGRect) {
    guard !isSingular else { return }
    record(.clear(rect))
  }

  /// Draws `image` scaled to fill `rect` (tiling is recorded as one image).
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
    guard !isSingular else { return }
    record(.image(image, in: rect))
  }

  /// Draws a linear gradient from `start` to `end` within the clip.
  public func drawLinearGradient(
    _ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint, options: CGGradientDrawingOptions
  ) {
    guard !isSingular else { return }
    record(.linearGradient(gradient, start: startPoint, end: endPoint, options: options))
  }

  /// Draws a radial gradient between two circles within the clip.
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
    options: CGGradientDrawingOptions
  ) {
    guard !isSingular else { return }
    record(
      .radialGradient(
        gradient, startCenter: startCenter, startRadius: startRadius, endCenter: endCenter, endRadius: endRadius,
        options: options))
  }

  /// Records text laid out in `rect` (user space): what the string drawing methods draw.
  func drawText(_ text: DrawingCommand.DrawnText) {
    guard !isSingular, !text.string.isEmpty else { return }
    record(.text(text))
  }

  // MARK: Clipping

  /// Limits drawing to the inside of the current path by `rule` as well, then empties it.
  public func clip(using rule: CGPathFillRule = .winding) {
    let segments = consumePath()
    state.clip.append(DrawingCommand.Clip(path: CGPath(segments: segments), rule: rule))
  }

  /// Limits drawing to `rect` as well.
  public func clip(to rect: CGRect) {
    state.clip.append(DrawingCommand.Clip(path: CGPath(rect: rect, transform: [state.ctm])))
  }

  /// Limits drawing to the union of `rects` as well.
  public func clip(to rects: [CGRect]) {
    let path = CGMutablePath()
    path.addRects(rects, transform: state.ctm)
    state.clip.append(DrawingCommand.Clip(path: path))
  }

  /// Removes every clip.
  public func resetClip() { state.clip = [] }

  /// The bounding box of the clip region, in user space (the drawing area when unclipped).
  public var boundingBoxOfClipPath: CGRect {
    var box = CGRect(origin: .zero, size: size)
    for region in state.clip { box = box.intersection(region.path.boundingBox) }
    return box.isNull ? box : box.applying(state.ctm.inverted())
  }

  // MARK: Images

  /// An image of what was drawn so far: the drawing area's size in pixels with the recorded
  /// commands (rule W3).
  public func makeImage() -> CGImage? {
    CGImage(width: width, height: height, drawnCommands: drawnCommands, scale: scale)
  }
}
