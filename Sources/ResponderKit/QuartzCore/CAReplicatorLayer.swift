import Foundation

/// A layer that repeats its sublayers: Core Animation's replicator layer, its properties stored
/// with Core Animation's defaults (nothing draws the copies) and animatable by key
/// (`"instanceDelay"`, `"instanceTransform"`, `"instanceColor"`, V6).
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
  /// How many copies are drawn, the original included (default 1).
  open var instanceCount = 1
  /// Whether copies are drawn in depth order (default false).
  open var preservesDepth = false
  /// The delay between copies' animations, in seconds (default 0).
  open var instanceDelay: CFTimeInterval = 0 {
    didSet { propertyDidChange("instanceDelay", from: oldValue) }
  }
  /// The transform from one copy to the next (default identity).
  open var instanceTransform = CATransform3DIdentity {
    didSet { propertyDidChange("instanceTransform", from: oldValue) }
  }
  /// The colour the first copy is multiplied by (default opaque white).
  open var instanceColor: CGColor? = CGColor(gray: 1, alpha: 1) {
    didSet { propertyDidChange("instanceColor", from: oldValue) }
  }
  /// What each copy adds to the red component (default 0).
  open var instanceRedOffset: Float = 0
  /// What each copy adds to the green component (default 0).
  open var instanceGreenOffset: Float = 0
  /// What each copy adds to the blue component (default 0).
  open var instanceBlueOffset: Float = 0
  /// What each copy adds to the alpha component (default 0).
  open var instanceAlphaOffset: Float = 0

  /// Creates a replicator layer with one instance.
  public required init() { super.init() }

  /// Creates a replicator layer with the model values of `layer`.
  public override init(layer: Any) { super.init(layer: layer) }

  /// Creates a replicator layer from an archive: nothing is decoded.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  override func takeModelValues(from other: CALayer) {
    super.takeModelValues(from: other)
    guard let other = other as? CAReplicatorLayer else { return }
    let suppressed = actionsSuppressed
    actionsSuppressed = true
    defer { actionsSuppressed = suppressed }
    instanceCount = other.instanceCount
    preservesDepth = other.preservesDepth
    instanceDelay = other.instanceDelay
    instanceTransform = other.instanceTransform
    instanceColor = other.instanceColor
    instanceRedOffset = other.instanceRedOffset
    instanceGreenOffset = other.instanceGreenOffset
    instanceBlueOffset = other.instanceBlueOffset
    instanceAlphaOffset = other.instanceAlphaOffset
  }

  override func propertyValue(forKey key: String) -> Any? {
    switch key {
    case "instanceCount": return instanceCount
    case "instanceDelay": return instanceDelay
    case "instanceTransform": return instanceTransform
    case "instanceColor": return instanceColor
    case "instanceRedOffset": return instanceRedOffset
    case "instanceGreenOffset": return instanceGreenOffset
    case "instanceBlueOffset": return instanceBlueOffset
    case "instanceAlphaOffset": return instanceAlphaOffset
    default: return super.propertyValue(forKey: key)
    }
  }

  override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
    switch key {
    case "instanceCount": instanceCount = Int(LayerValue.cgFloat(value) ?? 1)
    case "instanceDelay": instanceDelay = Double(LayerValue.cgFloat(value) ?? 0)
    case "instanceTransform": instanceTransform = LayerValue.transform(value) ?? CATransform3DIdentity
    case "instanceColor": instanceColor = LayerValue.color(value)
    case "instanceRedOffset": instanceRedOffset = LayerValue.float(value) ?? 0
    case "instanceGreenOffset": instanceGreenOffset = LayerValue.float(value) ?? 0
    case "instanceBlueOffset": instanceBlueOffset = LayerValue.float(value) ?? 0
    case "instanceAlphaOffset": instanceAlphaOffset = LayerValue.float(value) ?? 0
    default: return super.setPropertyValue(value, forKey: key)
    }
    return true
  }
}
