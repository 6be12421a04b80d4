import Foundation

/// A colour in the sRGB space, with opacity.
///
/// UIKit's `UIColor` (RGB only). Colours have no effect on events; they exist so that a backend
/// can draw views (`UIView.backgroundColor`) and so that ported code that sets them compiles.
open class UIColor: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// The red component, 0 to 1.
  public let red: CGFloat
  /// The green component, 0 to 1.
  public let green: CGFloat
  /// The blue component, 0 to 1.
  public let blue: CGFloat
  /// The opacity, 0 (clear) to 1 (opaque).
  public let alpha: CGFloat
  /// The provider of a dynamic colour, which resolves it for given traits.
  private let provider: (@Sendable (UITraitCollection) -> UIColor)?

  /// Creates a colour from components between 0 and 1; values outside are clamped, as UIKit's
  /// drawing does.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(1, max(0, value)) }
    self.red = clamp(red)
    self.green = clamp(green)
    self.blue = clamp(blue)
    self.alpha = clamp(alpha)
    provider = nil
  }

  /// Creates a colour that `provider` resolves for each trait collection, as UIKit's dynamic
  /// colours do; its components are those it gives in the light appearance, which every view has
  /// here. Stored; colours play no part in events.
  public init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    let light = provider(UITraitCollection(userInterfaceStyle: .light))
    red = light.red
    green = light.green
    blue = light.blue
    alpha = light.alpha
    self.provider = provider
  }

  /// The colour for `traitCollection`: what a dynamic colour's provider gives for it, else the
  /// colour itself. Stored; colours play no part in events.
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    provider?(traitCollection).resolvedColor(with: traitCollection) ?? self
  }

  /// Creates a grey from a brightness between 0 and 1.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates a colour from hue, saturation and brightness between 0 and 1 (HSB, as UIKit).
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (hue - hue.rounded(.down)) * 6
    let s = min(1, max(0, saturation))
    let v = min(1, max(0, brightness))
    let sector = Int(h) % 6
    let f = h - CGFloat(Int(h))
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let (r, g, b): (CGFloat, CGFloat, CGFloat)
    switch sector {
    case 0: (r, g, b) = (v, t, p)
    case 1: (r, g, b) = (q, v, p)
    case 2: (r, g, b) = (p, v, t)
    case 3: (r, g, b) = (p, q, v)
    case 4: (r, g, b) = (t, p, v)
    default: (r, g, b) = (v, p, q)
    }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// Creates a colour from a Core Graphics colour's components (a grey's white repeated).
  public convenience init(cgColor: CGColor) {
    let components = cgColor.components ?? [0, 1]
    if components.count >= 4 {
      self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
    } else {
      self.init(white: components.first ?? 0, alpha: components.count > 1 ? components[1] : 1)
    }
  }

  /// A colour from the app's asset catalog: always nil, as there is no bundle of assets here.
  public convenience init?(named name: String) {
    return nil
  }

  /// The colour as a Core Graphics colour, for layers (`layer.borderColor = color.cgColor`).
  open var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

  /// Makes the colour the current context's fill and stroke colour (W2).
  @MainActor open func set() {
    setFill()
    setStroke()
  }

  /// Makes the colour the current context's fill colour (W2); nothing without a context.
  @MainActor open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

  /// Makes the colour the current context's stroke colour (W2); nothing without a context.
  @MainActor open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

  /// Reads hue, saturation, brightness and alpha, as UIKit's
  /// `getHue(_:saturation:brightness:alpha:)`; always succeeds here.
  @discardableResult
  open func getHue(
    _ hue: inout CGFloat, saturation: inout CGFloat, brightness: inout CGFloat, alpha: inout CGFloat
  ) -> Bool {
    let maximum = max(red, green, blue)
    let minimum = min(red, green, blue)
    let delta = maximum - minimum
    brightness = maximum
    saturation = maximum == 0 ? 0 : delta / maximum
    if delta == 0 {
      hue = 0
    } else if maximum == red {
      hue = ((green - blue) / delta).truncatingRemainder(dividingBy: 6) / 6
    } else if maximum == green {
      hue = ((blue - red) / delta + 2) / 6
    } else {
      hue = ((red - green) / delta + 4) / 6
    }
    if hue < 0 { hue += 1 }
    alpha = self.alpha
    return true
  }

  /// Reads the components, as UIKit's `getRed(_:green:blue:alpha:)`; always succeeds here.
  @discardableResult
  open func getRed(
    _ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat
  ) -> Bool {
    red = self.red
    green = self.green
    blue = self.blue
    alpha = self.alpha
    return true
  }

  /// Reads the grey level and alpha, as UIKit's `getWhite(_:alpha:)`: succeeds for a grey
  /// colour (equal red, green and blue, as `init(white:alpha:)` makes), and returns false,
  /// leaving the arguments alone, for any other, as UIKit does for a colour outside a
  /// grey-compatible colour space.
  @discardableResult
  open func getWhite(_ white: inout CGFloat, alpha: inout CGFloat) -> Bool {
    guard red == green && green == blue else { return false }
    white = red
    alpha = self.alpha
    return true
  }

  /// The same colour with another opacity.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Black.
  public static let black = UIColor(white: 0, alpha: 1)
  /// White.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Grey (50 %).
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Light grey (2/3).
  public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
  /// Fully transparent.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// Pure red.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Pure green.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Pure blue.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

  /// Whether two colours have equal components.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
  }

  /// Hashes the components.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }

  /// The components, as UIKit prints them (`UIExtendedSRGBColorSpace r g b a`).
  open var description: String { "UIExtendedSRGBColorSpace \(red) \(green) \(blue) \(alpha)" }
}
