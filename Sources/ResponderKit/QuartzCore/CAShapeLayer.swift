import Foundation

/// A layer that draws a path: Core Animation's shape layer, its properties stored (nothing
/// draws) and animatable by key (`"strokeEnd"`, `"lineWidth"`, `"fillColor"`, V6). Hit testing a
/// shape is the view's business: `point(inside:with:)` with `path.contains(_:)` or
/// `UIBezierPath.contains(_:)`.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
  /// The shape.
  open var path: CGPath? {
    didSet { propertyDidChange("path", from: oldValue) }
  }
  /// The fill colour (default opaque black).
  open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
    didSet { propertyDidChange("fillColor", from: oldValue) }
  }
  /// The fill rule (default nonzero).
  open var fillRule: CAShapeLayerFillRule = .nonZero
  /// The stroke colour (default none).
  open var strokeColor: CGColor? {
    didSet { propertyDidChange("strokeColor", from: oldValue) }
  }
  /// The stroke's width (default 1).
  open var lineWidth: CGFloat = 1 {
    didSet { propertyDidChange("lineWidth", from: oldValue) }
  }
  /// How stroked lines end.
  open var lineCap: CAShapeLayerLineCap = .butt
  /// How stroked lines join.
  open var lineJoin: CAShapeLayerLineJoin = .miter
  /// The miter limit (default 10).
  open var miterLimit: CGFloat = 10 {
    didSet { propertyDidChange("miterLimit", from: oldValue) }
  }
  /// The dash pattern.
  open var lineDashPattern: [NSNumber]?
  /// The dash phase.
  open var lineDashPhase: CGFloat = 0 {
    didSet { propertyDidChange("lineDashPhase", from: oldValue) }
  }
  /// Where along the path the stroke starts, 0 to 1 (default 0).
  open var strokeStart: CGFloat = 0 {
    didSet { propertyDidChange("strokeStart", from: oldValue) }
  }
  /// Where along the path the stroke ends, 0 to 1 (default 1).
  open var strokeEnd: CGFloat = 1 {
    didSet { propertyDidChange("strokeEnd", from: oldValue) }
  }

  /// Creates an empty shape layer.
  public required init() { super.init() }

  /// Creates a shape layer with the model values of `layer`.
  public override init(layer: Any) { super.init(layer: layer) }

  /// Creates a shape layer from an archive: nothing is decoded.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  override func takeModelValues(from other: CALayer) {
    super.takeModelValues(from: other)
    guard let other = other as? CAShapeLayer else { return }
    let suppressed = actionsSuppressed
    actionsSuppressed = true
    defer { actionsSuppressed = suppressed }
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

  override func propertyValue(forKey key: String) -> Any? {
    switch key {
    case "path": return path
    case "fillColor": return fillColor
    case "strokeColor": return strokeColor
    case "lineWidth": return lineWidth
    case "miterLimit": return miterLimit
    case "lineDashPattern": return lineDashPattern
    case "lineDashPhase": return lineDashPhase
    case "strokeStart": return strokeStart
    case "strokeEnd": return strokeEnd
    case "fillRule": return fillRule.rawValue
    case "lineCap": return lineCap.rawValue
    case "lineJoin": return lineJoin.rawValue
    default: return super.propertyValue(forKey: key)
    }
  }

  override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
    switch key {
    case "path": path = value as? CGPath
    case "fillColor": fillColor = LayerValue.color(value)
    case "strokeColor": strokeColor = LayerValue.color(value)
    case "lineWidth": lineWidth = LayerValue.cgFloat(value) ?? 1
    case "miterLimit": miterLimit = LayerValue.cgFloat(value) ?? 10
    case "lineDashPattern": lineDashPattern = LayerValue.numbers(value)
    case "lineDashPhase": lineDashPhase = LayerValue.cgFloat(value) ?? 0
    case "strokeStart": strokeStart = LayerValue.cgFloat(value) ?? 0
    case "strokeEnd": strokeEnd = LayerValue.cgFloat(value) ?? 1
    default: return super.setPropertyValue(value, forKey: key)
    }
    return true
  }
}
