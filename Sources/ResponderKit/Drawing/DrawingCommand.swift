import Foundation

/// One recorded drawing operation of a display list: what a `CGContext` records instead of
/// painting pixels (rule W2), read back from `CALayer.drawnCommands` and `CGImage.drawnCommands`
/// (a ResponderKit addition, for tests and backends).
///
/// The operation's geometry is in the user space it was drawn in; `transform` (the context's
/// CTM at that moment) maps it to the layer's bounds coordinates, or to an image context's
/// points. The clip paths are already in those coordinates.
public struct DrawingCommand: Equatable, CustomStringConvertible {
  /// What is drawn.
  public enum Operation: Equatable {
    /// The path filled with the colour by the rule.
    case fillPath(CGPath, color: CGColor, rule: CGPathFillRule)
    /// The path stroked with the colour and the stroke's style.
    case strokePath(CGPath, color: CGColor, style: StrokeStyle)
    /// The rectangle made transparent (`CGContext.clear(_:)`).
    case clear(CGRect)
    /// The image drawn to fill the rectangle.
    case image(CGImage, in: CGRect)
    /// A linear gradient along the axis from `start` to `end`, within the clip.
    case linearGradient(CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions)
    /// A radial gradient between two circles, within the clip.
    case radialGradient(
      CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
      options: CGGradientDrawingOptions)
    /// Text laid out in a rectangle.
    case text(DrawnText)
  }

  /// How a path is stroked: the context's line settings when it was.
  public struct StrokeStyle: Equatable, Sendable {
    /// The line's width, in user space.
    public var lineWidth: CGFloat
    /// The ends of open subpaths.
    public var lineCap: CGLineCap
    /// The corners between segments.
    public var lineJoin: CGLineJoin
    /// The miter limit.
    public var miterLimit: CGFloat
    /// Where the dash pattern starts.
    public var dashPhase: CGFloat
    /// The dash pattern's lengths (empty: a solid line).
    public var dashLengths: [CGFloat]

    /// A stroke style (Core Graphics' defaults: 1 pt, butt ends, miter joins, limit 10, solid).
    public init(
      lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
      dashPhase: CGFloat = 0, dashLengths: [CGFloat] = []
    ) {
      self.lineWidth = lineWidth
      self.lineCap = lineCap
      self.lineJoin = lineJoin
      self.miterLimit = miterLimit
      self.dashPhase = dashPhase
      self.dashLengths = dashLengths
    }
  }

  /// Text as the string drawing methods record it: the string, where its lines go and how they
  /// look (its size from ResponderKit's text measurement, <doc:TextMeasurement>).
  public struct DrawnText: Equatable {
    /// The characters.
    public var string: String
    /// The rectangle the laid-out lines take: the measured text at the drawing's origin.
    public var rect: CGRect
    /// The font of the first run (the attributes' `.font`, or the default).
    public var font: UIFont
    /// The colour of the first run (the attributes' `.foregroundColor`, or black).
    public var color: CGColor
    /// The alignment within `rect`'s width.
    public var alignment: NSTextAlignment
    /// Whether the lines wrap within `rect`'s width (a rectangle was given), or the text is
    /// one line at a point.
    public var wraps: Bool

    /// Text to draw.
    public init(
      string: String, rect: CGRect, font: UIFont, color: CGColor, alignment: NSTextAlignment = .natural,
      wraps: Bool = true
    ) {
      self.string = string
      self.rect = rect
      self.font = font
      self.color = color
      self.alignment = alignment
      self.wraps = wraps
    }
  }

  /// A clip region: a path, in the display list's coordinates, filled by a rule; drawing is
  /// limited to the intersection of all of a command's clips.
  public struct Clip: Equatable {
    /// The region's outline.
    public var path: CGPath
    /// The fill rule deciding what is inside.
    public var rule: CGPathFillRule

    /// A clip region.
    public init(path: CGPath, rule: CGPathFillRule = .winding) {
      self.path = path
      self.rule = rule
    }
  }

  /// What is drawn.
  public var operation: Operation
  /// The CTM: from the operation's user space to the display list's coordinates.
  public var transform: CGAffineTransform
  /// The clip regions in force (empty: none).
  public var clip: [Clip]
  /// The context's alpha (`setAlpha(_:)`), multiplied into every colour.
  public var alpha: CGFloat
  /// How the operation combines with what is below.
  public var blendMode: CGBlendMode

  /// A command.
  public init(
    _ operation: Operation, transform: CGAffineTransform = .identity, clip: [Clip] = [], alpha: CGFloat = 1,
    blendMode: CGBlendMode = .normal
  ) {
    self.operation = operation
    self.transform = transform
    self.clip = clip
    self.alpha = alpha
    self.blendMode = blendMode
  }

  /// The command moved by `t` (applied after its own transform), its clips too: how a
  /// recorded list is replayed into another context (`CALayer.render(in:)`).
  public func applying(_ t: CGAffineTransform) -> DrawingCommand {
    var copy = self
    copy.transform = transform.concatenating(t)
    copy.clip = clip.map { Clip(path: CGPath(segments: $0.path.segments.map { $0.applying(t) }), rule: $0.rule) }
    return copy
  }

  /// The box in the display list's coordinates that the command may touch: its geometry's
  /// bounding box through its transform, within its clips (strokes widened by their width).
  public var bounds: CGRect {
    var box: CGRect
    switch operation {
    case .fillPath(let path, _, _): box = path.boundingBox
    case .strokePath(let path, _, let style):
      box = path.boundingBox.insetBy(dx: -style.lineWidth / 2, dy: -style.lineWidth / 2)
    case .clear(let rect), .image(_, let rect): box = rect
    case .text(let text): box = text.rect
    case .linearGradient, .radialGradient: box = CGRect.infinite
    }
    if !box.isInfinite && !box.isNull { box = box.applying(transform) }
    for region in clip { box = box.intersection(region.path.boundingBox) }
    return box
  }

  /// The operation and its geometry, for debugging and failure messages.
  public var description: String {
    let suffix = (transform.isIdentity ? "" : " transform \(transform)") + (alpha == 1 ? "" : " alpha \(alpha)")
    switch operation {
    case .fillPath(let path, let color, let rule):
      return "fill \(path.boundingBox) \(color)\(rule == .evenOdd ? " even-odd" : "")" + suffix
    case .strokePath(let path, let color, let style):
      return "stroke \(path.boundingBox) \(color) width \(style.lineWidth)" + suffix
    case .clear(let rect): return "clear \(rect)" + suffix
    case .image(let image, let rect): return "image \(image) in \(rect)" + suffix
    case .linearGradient(_, let start, let end, _): return "linear gradient \(start) → \(end)" + suffix
    case .radialGradient(_, let c0, let r0, let c1, let r1, _):
      return "radial gradient \(c0) r \(r0) → \(c1) r \(r1)" + suffix
    case .text(let text): return "text \"\(text.string)\" in \(text.rect)" + suffix
    }
  }
}
