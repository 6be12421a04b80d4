import Foundation

/// A layer that draws text: Core Animation's text layer, its properties stored with Core
/// Animation's defaults (nothing draws); `fontSize` and `foregroundColor` animate by key (V6).
@preconcurrency @MainActor
open class CATextLayer: CALayer {
  /// The text: a `String` or an `NSAttributedString`.
  open var string: Any?
  /// The font: a `UIFont`, a `CGFont`, or a font name (default Helvetica).
  open var font: AnyObject?
  /// The font size (default 36).
  open var fontSize: CGFloat = 36 {
    didSet { propertyDidChange("fontSize", from: oldValue) }
  }
  /// The text colour (default opaque white).
  open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) {
    didSet { propertyDidChange("foregroundColor", from: oldValue) }
  }
  /// Whether the text wraps to the bounds (default false).
  open var isWrapped = false
  /// Where text that does not fit is cut (default none).
  open var truncationMode: CATextLayerTruncationMode = .none
  /// How the text is aligned (default natural).
  open var alignmentMode: CATextLayerAlignmentMode = .natural
  /// Whether the text's edges are smoothed against the background (default false).
  open var allowsFontSubpixelQuantization = false

  /// Creates an empty text layer.
  public required init() { super.init() }

  /// Creates a text layer with the model values of `layer`.
  public override init(layer: Any) { super.init(layer: layer) }

  /// Creates a text layer from an archive: nothing is decoded.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  override func takeModelValues(from other: CALayer) {
    super.takeModelValues(from: other)
    guard let other = other as? CATextLayer else { return }
    let suppressed = actionsSuppressed
    actionsSuppressed = true
    defer { actionsSuppressed = suppressed }
    string = other.string
    font = other.font
    fontSize = other.fontSize
    foregroundColor = other.foregroundColor
    isWrapped = other.isWrapped
    truncationMode = other.truncationMode
    alignmentMode = other.alignmentMode
    allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
  }

  override func propertyValue(forKey key: String) -> Any? {
    switch key {
    case "string": return string
    case "font": return font
    case "fontSize": return fontSize
    case "foregroundColor": return foregroundColor
    case "wrapped", "isWrapped": return isWrapped
    case "alignmentMode": return alignmentMode.rawValue
    case "truncationMode": return truncationMode.rawValue
    default: return super.propertyValue(forKey: key)
    }
  }

  override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
    switch key {
    case "string": string = value
    case "fontSize": fontSize = LayerValue.cgFloat(value) ?? 36
    case "foregroundColor": foregroundColor = LayerValue.color(value)
    case "wrapped", "isWrapped": isWrapped = LayerValue.bool(value) ?? false
    default: return super.setPropertyValue(value, forKey: key)
    }
    return true
  }
}
