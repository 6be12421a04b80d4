import Foundation

/// A layer that draws a gradient: Core Animation's gradient layer, its properties stored
/// (nothing draws) and animatable by key (`"locations"`, `"colors"`, `"startPoint"`, V6).
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
  /// The colours (`CGColor` values), in order; animated colour by colour when both lists have
  /// as many.
  open var colors: [Any]? {
    didSet { propertyDidChange("colors", from: oldValue) }
  }
  /// Where each colour stops, 0 to 1 (nil: evenly spread).
  open var locations: [NSNumber]? {
    didSet { propertyDidChange("locations", from: oldValue) }
  }
  /// Where the gradient starts, in unit coordinates (default top middle).
  open var startPoint = CGPoint(x: 0.5, y: 0) {
    didSet { propertyDidChange("startPoint", from: oldValue) }
  }
  /// Where the gradient ends, in unit coordinates (default bottom middle).
  open var endPoint = CGPoint(x: 0.5, y: 1) {
    didSet { propertyDidChange("endPoint", from: oldValue) }
  }
  /// How the colours spread (default axial).
  open var type: CAGradientLayerType = .axial

  /// Creates a gradient layer with no colours.
  public required init() { super.init() }

  /// Creates a gradient layer with the model values of `layer`.
  public override init(layer: Any) { super.init(layer: layer) }

  /// Creates a gradient layer from an archive: nothing is decoded.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  override func takeModelValues(from other: CALayer) {
    super.takeModelValues(from: other)
    guard let other = other as? CAGradientLayer else { return }
    let suppressed = actionsSuppressed
    actionsSuppressed = true
    defer { actionsSuppressed = suppressed }
    colors = other.colors
    locations = other.locations
    startPoint = other.startPoint
    endPoint = other.endPoint
    type = other.type
  }

  override func propertyValue(forKey key: String) -> Any? {
    switch key {
    case "colors": return colors
    case "locations": return locations
    case "startPoint": return startPoint
    case "endPoint": return endPoint
    case "type": return type.rawValue
    default: return super.propertyValue(forKey: key)
    }
  }

  override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
    switch key {
    case "colors": colors = Self.colorList(value)
    case "locations": locations = LayerValue.numbers(value)
    case "startPoint": startPoint = LayerValue.point(value) ?? CGPoint(x: 0.5, y: 0)
    case "endPoint": endPoint = LayerValue.point(value) ?? CGPoint(x: 0.5, y: 1)
    default: return super.setPropertyValue(value, forKey: key)
    }
    return true
  }

  /// A list of colours from a list of `CGColor`s, or from the components of interpolated ones.
  private static func colorList(_ value: Any?) -> [Any]? {
    guard let list = value as? [Any] else { return nil }
    return list.map { LayerValue.color($0) ?? $0 }
  }
}
