import Foundation

extension UIImage {
  /// How a symbol is drawn: point size, weight and scale, or a text style to follow. Stored;
  /// symbol images have zero size here whatever it says.
  open class SymbolConfiguration: Configuration, @unchecked Sendable {
    /// The point size (0: unspecified).
    public let pointSize: CGFloat
    /// The weight.
    public let weight: SymbolWeight
    /// The scale relative to the point size.
    public let scale: SymbolScale
    /// The text style whose size the symbol follows, if any.
    public let textStyle: UIFont.TextStyle?

    init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale, textStyle: UIFont.TextStyle?) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
      self.textStyle = textStyle
    }

    /// A configuration with a point size.
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
    }

    /// A configuration with a point size and a weight.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil)
    }

    /// A configuration with a point size, a weight and a scale.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
    }

    /// A configuration with a weight.
    public convenience init(weight: SymbolWeight) {
      self.init(pointSize: 0, weight: weight, scale: .unspecified, textStyle: nil)
    }

    /// A configuration with a scale.
    public convenience init(scale: SymbolScale) {
      self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil)
    }

    /// A configuration that follows a text style.
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
    }

    /// A configuration that follows a text style, with a scale.
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
      self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
    }
  }

  /// A symbol's stroke weight: UIKit's `UIImage.SymbolWeight`, with its raw values.
  public enum SymbolWeight: Int, Sendable {
    /// No weight given.
    case unspecified = 0
    /// Ultralight.
    case ultraLight = 1
    /// Thin.
    case thin = 2
    /// Light.
    case light = 3
    /// Regular.
    case regular = 4
    /// Medium.
    case medium = 5
    /// Semibold.
    case semibold = 6
    /// Bold.
    case bold = 7
    /// Heavy.
    case heavy = 8
    /// Black.
    case black = 9
  }

  /// A symbol's size relative to its point size: UIKit's `UIImage.SymbolScale`, with its raw
  /// values.
  public enum SymbolScale: Int, Sendable {
    /// The default scale (medium).
    case `default` = -1
    /// No scale given.
    case unspecified = 0
    /// Small.
    case small = 1
    /// Medium.
    case medium = 2
    /// Large.
    case large = 3
  }
}
