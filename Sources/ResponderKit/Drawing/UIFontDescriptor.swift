import Foundation

/// A description of a font by its attributes (family, name, size, traits, text style), from
/// which `UIFont(descriptor:size:)` makes a font.
///
/// UIKit's `UIFontDescriptor`, with its attribute names and trait keys and their raw values.
/// Matching never fails here: every descriptor resolves to a font (`UIFont(name:size:)` answers
/// for any name), so `withSymbolicTraits(_:)` and `withDesign(_:)` return nil only where no
/// font could have the trait (none here).
open class UIFontDescriptor: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// The attributes, as given or derived from a font.
  private let attributes: [AttributeName: Any]

  /// Creates a descriptor from attributes, as UIKit's `init(fontAttributes:)`.
  public init(fontAttributes attributes: [AttributeName: Any]) {
    self.attributes = attributes
  }

  /// Creates an empty descriptor (the system font at its default size when resolved).
  public convenience init() {
    self.init(fontAttributes: [:])
  }

  /// Creates a descriptor for a font name and size.
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(fontAttributes: [.name: fontName, .size: size])
  }

  /// Creates a descriptor for a font name and a transform (kept, unused: nothing draws).
  public convenience init(name fontName: String, matrix: CGAffineTransform) {
    self.init(fontAttributes: [.name: fontName, .matrix: matrix])
  }

  /// The descriptor of `font`: its name, family, size, traits and text style.
  convenience init(font: UIFont) {
    var symbolic: SymbolicTraits = []
    if font.weight.rawValue >= UIFont.Weight.bold.rawValue { symbolic.insert(.traitBold) }
    if font.isItalic { symbolic.insert(.traitItalic) }
    if font.monospacing == .all { symbolic.insert(.traitMonoSpace) }
    if font.familyName == UIFont.systemFamily { symbolic.insert(.traitUIOptimized) }
    var traits: [TraitKey: Any] = [.symbolic: symbolic.rawValue, .weight: font.weight.rawValue]
    if font.isItalic { traits[.slant] = CGFloat(0.07) }
    var attributes: [AttributeName: Any] = [
      .name: font.fontName, .family: font.familyName, .size: font.pointSize, .traits: traits,
    ]
    if let style = font.textStyle { attributes[.textStyle] = style.rawValue }
    if font.design != .default { attributes[.systemDesign] = font.design.rawValue }
    self.init(fontAttributes: attributes)
  }

  /// The descriptor of the font for a text style at the application's text size.
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
    UIFont.preferredFont(forTextStyle: style).fontDescriptor
  }

  /// The descriptor of the font for a text style at the text size of `traitCollection`.
  open class func preferredFontDescriptor(
    withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFontDescriptor {
    UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
  }

  /// The attributes.
  open var fontAttributes: [AttributeName: Any] { attributes }

  /// The size attribute, or 0 when there is none, as in UIKit.
  open var pointSize: CGFloat { boxedNumber(attributes[.size]) ?? 0 }

  /// The PostScript name (the name attribute), or the empty string.
  open var postscriptName: String { attributes[.name] as? String ?? "" }

  /// The transform attribute, or the identity.
  open var matrix: CGAffineTransform { attributes[.matrix] as? CGAffineTransform ?? .identity }

  /// The symbolic traits of the traits attribute.
  open var symbolicTraits: SymbolicTraits {
    let traits = attributes[.traits] as? [TraitKey: Any]
    return SymbolicTraits(rawValue: UInt32(truncatingIfNeeded: Int(boxedNumber(traits?[.symbolic]) ?? 0)))
  }

  /// The value of one attribute.
  open func object(forKey anAttribute: AttributeName) -> Any? { attributes[anAttribute] }

  /// A descriptor with `attributes` added, replacing those of the same names.
  open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
    UIFontDescriptor(fontAttributes: self.attributes.merging(attributes) { $1 })
  }

  /// The same descriptor at another size.
  open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    addingAttributes([.size: newPointSize])
  }

  /// The same descriptor with another transform.
  open func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor {
    addingAttributes([.matrix: matrix])
  }

  /// The same descriptor in another family (its name dropped, as UIKit matches by family then).
  open func withFamily(_ newFamily: String) -> UIFontDescriptor {
    var attributes = self.attributes
    attributes[.name] = nil
    attributes[.family] = newFamily
    return UIFontDescriptor(fontAttributes: attributes)
  }

  /// The same descriptor with another face name ("Bold", "Italic", ...).
  open func withFace(_ newFace: String) -> UIFontDescriptor {
    addingAttributes([.face: newFace])
  }

  /// The same descriptor with exactly `symbolicTraits` (replacing its symbolic traits; bold
  /// sets the weight to bold and its absence a bold weight to regular, as matching a face
  /// does); never nil here.
  open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    var traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
    traits[.symbolic] = symbolicTraits.rawValue
    let weight = boxedNumber(traits[.weight]) ?? 0
    if symbolicTraits.contains(.traitBold) {
      traits[.weight] = max(weight, UIFont.Weight.bold.rawValue)
    } else if weight >= UIFont.Weight.bold.rawValue {
      traits[.weight] = UIFont.Weight.regular.rawValue
    }
    var attributes = self.attributes
    attributes[.traits] = traits
    // The name names one face; matching by family picks the face with the new traits.
    if let name = attributes[.name] as? String {
      attributes[.name] = nil
      if attributes[.family] == nil {
        attributes[.family] = name.split(separator: "-").first.map(String.init) ?? name
      }
    }
    return UIFontDescriptor(fontAttributes: attributes)
  }

  /// The same descriptor in a system design (rounded, serif, monospaced); never nil here.
  open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    addingAttributes([.systemDesign: design.rawValue])
  }

  /// The font this descriptor resolves to at `size` (its own size when 0, else 17 pt).
  func resolvedFont(size requested: CGFloat) -> UIFont {
    let size = requested > 0 ? requested : (pointSize > 0 ? pointSize : UIFont.systemFontSize)
    let traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
    let symbolic = symbolicTraits
    let design = (attributes[.systemDesign] as? String).map(SystemDesign.init(rawValue:)) ?? .default
    var weight = boxedNumber(traits[.weight]).map(UIFont.Weight.init(rawValue:))
    if symbolic.contains(.traitBold), (weight?.rawValue ?? 0) < UIFont.Weight.bold.rawValue { weight = .bold }
    let italic = symbolic.contains(.traitItalic)
    if let style = (attributes[.textStyle] as? String).map(UIFont.TextStyle.init(rawValue:)) {
      let preferred = UIFont.preferredFont(forTextStyle: style)
      return UIFont(
        fontName: UIFont.systemName(weight ?? style.weight, italic: italic), familyName: UIFont.systemFamily,
        pointSize: requested > 0 || pointSize > 0 ? size : preferred.pointSize, weight: weight ?? style.weight,
        isItalic: italic, monospacing: symbolic.contains(.traitMonoSpace) ? .all : .none, textStyle: style,
        design: design)
    }
    let family = attributes[.family] as? String
    if let name = attributes[.name] as? String, !name.hasPrefix(".SF") {
      let named = UIFont(name: name, size: size)!
      guard weight != nil || italic else { return named }
      return UIFont(
        fontName: name, familyName: named.familyName, pointSize: size, weight: weight ?? named.weight,
        isItalic: italic || named.isItalic)
    }
    if let family, family != UIFont.systemFamily, !family.hasPrefix(".") {
      let word = (weight ?? .regular).rawValue >= UIFont.Weight.bold.rawValue ? "Bold" : "Regular"
      return UIFont(
        fontName: "\(family)-\(word)\(italic ? "Italic" : "")", familyName: family, pointSize: size,
        weight: weight ?? .regular, isItalic: italic)
    }
    let nameStyle = (attributes[.name] as? String).map(UIFont.style(ofName:))
    let mono = symbolic.contains(.traitMonoSpace) || family == ".AppleSystemUIFontMonospaced"
    return UIFont.systemFont(
      ofSize: size, weight: weight ?? nameStyle?.weight ?? .regular, italic: italic || (nameStyle?.italic ?? false),
      design: mono ? .monospaced : design)
  }

  /// Whether two descriptors resolve to the same font at the same size.
  public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
    let left = lhs.resolvedFont(size: 0)
    let right = rhs.resolvedFont(size: 0)
    return left == right && left.weight == right.weight && left.isItalic == right.isItalic
  }

  /// Hashes the resolved font's name and size.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(resolvedFont(size: 0))
  }

  /// The attributes, as UIKit prints them.
  open var description: String { "UICTFontDescriptor <\(attributes.count) attributes>" }
}

extension UIFontDescriptor {
  /// The name of a descriptor attribute: UIKit's `UIFontDescriptor.AttributeName`, with its raw
  /// values.
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a name from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a name from its raw value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The family name, a `String`.
    public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
    /// The font name, a `String`.
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
    /// The face name, a `String`.
    public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
    /// The point size, a number.
    public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    /// The name shown to people, a `String`.
    public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
    /// The transform, a `CGAffineTransform`.
    public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
    /// The characters covered.
    public static let characterSet = AttributeName(rawValue: "NSFontCharacterSetAttribute")
    /// The fallback descriptors.
    public static let cascadeList = AttributeName(rawValue: "NSFontCascadeListAttribute")
    /// The traits, a `[UIFontDescriptor.TraitKey: Any]`.
    public static let traits = AttributeName(rawValue: "NSFontTraitsAttribute")
    /// The advance of every glyph, a number.
    public static let fixedAdvance = AttributeName(rawValue: "NSFontFixedAdvanceAttribute")
    /// The typographic features.
    public static let featureSettings = AttributeName(rawValue: "NSFontFeatureSettingsAttribute")
    /// The text style, a `UIFont.TextStyle` raw value.
    public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    /// The system design (ResponderKit's key for `withDesign(_:)`: UIKit keeps it in a private
    /// attribute).
    static let systemDesign = AttributeName(rawValue: "NSCTFontUIFontDesignTrait")
  }

  /// A key of the traits attribute: UIKit's `UIFontDescriptor.TraitKey`, with its raw values.
  public struct TraitKey: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a key from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a key from its raw value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The symbolic traits, a `UInt32` of `SymbolicTraits`.
    public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
    /// The weight, a `UIFont.Weight` raw value (−1 to 1).
    public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    /// The width, −1 (condensed) to 1 (expanded).
    public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
    /// The slant, −1 to 1.
    public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
  }

  /// A font's stylistic traits: UIKit's `UIFontDescriptor.SymbolicTraits`, with its bits.
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt32
    /// Creates traits from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Italic.
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    /// Bold.
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    /// Expanded width.
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    /// Condensed width.
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    /// Every glyph one width.
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    /// Vertical glyphs.
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    /// Optimised for interfaces (the system fonts).
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    /// Tighter line spacing.
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    /// Looser line spacing.
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    /// The bits of the font's class.
    public static let classMask = SymbolicTraits(rawValue: 0xF000_0000)
    /// An unknown class.
    public static let classUnknown = SymbolicTraits([])
    /// Old-style serifs.
    public static let classOldStyleSerifs = SymbolicTraits(rawValue: 1 << 28)
    /// Transitional serifs.
    public static let classTransitionalSerifs = SymbolicTraits(rawValue: 2 << 28)
    /// Modern serifs.
    public static let classModernSerifs = SymbolicTraits(rawValue: 3 << 28)
    /// Clarendon serifs.
    public static let classClarendonSerifs = SymbolicTraits(rawValue: 4 << 28)
    /// Slab serifs.
    public static let classSlabSerifs = SymbolicTraits(rawValue: 5 << 28)
    /// Freeform serifs.
    public static let classFreeformSerifs = SymbolicTraits(rawValue: 7 << 28)
    /// Sans serif.
    public static let classSansSerif = SymbolicTraits(rawValue: 8 << 28)
    /// Ornamentals.
    public static let classOrnamentals = SymbolicTraits(rawValue: 9 << 28)
    /// Scripts.
    public static let classScripts = SymbolicTraits(rawValue: 10 << 28)
    /// Symbols.
    public static let classSymbolic = SymbolicTraits(rawValue: 12 << 28)
  }

  /// A design of the system font: UIKit's `UIFontDescriptor.SystemDesign`, with its raw values.
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a design from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a design from its raw value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The default design, SF Pro.
    public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    /// Rounded, SF Pro Rounded (measured as SF Pro here).
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    /// Monospaced, SF Mono.
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    /// Serif, New York (measured as SF Pro here).
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
  }
}
