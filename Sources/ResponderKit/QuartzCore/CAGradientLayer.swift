import Foundation

/// A layer that draws a gradient: Core Animation's gradient layer, its properties stored
/// (nothing draws).
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
  /// The colours (`CGColor` values), in order.
  open var colors: [Any]?
  /// Where each colour stops, 0 to 1 (nil: evenly spread).
  open var locations: [NSNumber]?
  /// Where the gradient starts, in unit coordinates (default top middle).
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where the gradient ends, in unit coordinates (default bottom middle).
  open var endPoint = CGPoint(x: 0.5, y: 1)
  /// How the colours spread (default axial).
  open var type: CAGradientLayerType = .axial

  /// Creates a gradient layer with no colours.
  public required init() { super.init() }

  /// Creates a gradient layer with the model values of `layer`.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CAGradientLayer else { return }
    colors = other.colors
    locations = other.locations
    startPoint = other.startPoint
    endPoint = other.endPoint
    type = other.type
  }

  /// Creates a gradient layer from an archive: nothing is decoded.
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}
