import Foundation

/// A layer that draws a path: Core Animation's shape layer, its properties stored (nothing
/// draws). Hit testing a shape is the view's business: `point(inside:with:)` with
/// `path.contains(_:)` or `UIBezierPath.contains(_:)`.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
  /// The shape.
  open var path: CGPath?
  /// The fill colour (default opaque black).
  open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// The fill rule (default nonzero).
  open var fillRule: CAShapeLayerFillRule = .nonZero
  /// The stroke colour (default none).
  open var strokeColor: CGColor?
  /// The stroke's width (default 1).
  open var lineWidth: CGFloat = 1
  /// How stroked lines end.
  open var lineCap: CAShapeLayerLineCap = .butt
  /// How stroked lines join.
  open var lineJoin: CAShapeLayerLineJoin = .miter
  /// The miter limit (default 10).
  open var miterLimit: CGFloat = 10
  /// The dash pattern.
  open var lineDashPattern: [NSNumber]?
  /// The dash phase.
  open var lineDashPhase: CGFloat = 0
  /// Where along the path the stroke starts, 0 to 1 (default 0).
  open var strokeStart: CGFloat = 0
  /// Where along the path the stroke ends, 0 to 1 (default 1).
  open var strokeEnd: CGFloat = 1

  /// Creates an empty shape layer.
  public required init() { super.init() }

  /// Creates a shape layer with the model values of `layer`.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CAShapeLayer else { return }
    path = other.path
    fillColor = other.fillColor
    fillRule = other.fillRule
    strokeColor = other.strokeColor
    lineWidth = other.lineWidth
    lineCap = other.lineCap
    lineJoin = other.lineJoin
    miterLimit = other.miterLimit
    lineDashPattern = other.lineDashPattern
    lineDashPhase = other.lineDashPhase
    strokeStart = other.strokeStart
    strokeEnd = other.strokeEnd
  }

  /// Creates a shape layer from an archive: nothing is decoded.
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}
