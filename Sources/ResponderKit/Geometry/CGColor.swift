import Foundation

#if !canImport(Darwin)
  /// A colour as Core Graphics holds it: components in a colour space (sRGB or grey here) and an
  /// opacity.
  ///
  /// What layers' colours (`CALayer.backgroundColor`, `borderColor`, ...) and `UIColor.cgColor`
  /// are; nothing is drawn with them. Linux has no Core Graphics; on Apple platforms the system
  /// type is used instead.
  public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The components: red, green, blue and alpha for an sRGB colour, white and alpha for a grey.
    public let components: [CGFloat]?

    /// Creates an sRGB colour, as `CGColor(red:green:blue:alpha:)` does.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      components = [red, green, blue, alpha]
    }

    /// Creates a grey, as `CGColor(gray:alpha:)` does.
    public init(gray: CGFloat, alpha: CGFloat) {
      components = [gray, alpha]
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The opacity: the last component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with another opacity.
    public func copy(alpha: CGFloat) -> CGColor? {
      guard var values = components, !values.isEmpty else { return nil }
      values[values.count - 1] = alpha
      return values.count == 2
        ? CGColor(gray: values[0], alpha: alpha)
        : CGColor(red: values[0], green: values[1], blue: values[2], alpha: alpha)
    }

    /// The colour as red, green, blue and alpha (a grey's white repeated).
    var rgba: (CGFloat, CGFloat, CGFloat, CGFloat) {
      let values = components ?? [0, 1]
      if values.count == 2 { return (values[0], values[0], values[0], values[1]) }
      return (values[0], values[1], values[2], values[3])
    }

    /// Whether two colours have the same components, as `CFEqual` answers for colours.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    /// The components, for debugging.
    public var description: String {
      "<CGColor> [\((components ?? []).map { "\($0)" }.joined(separator: " "))]"
    }
  }
#endif
