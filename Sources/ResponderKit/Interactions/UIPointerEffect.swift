import Foundation

/// How the pointer changes the view under it.
///
/// UIKit's `UIPointerEffect` (iOS 13.4), as a value: ResponderKit draws no pointer, so the
/// effect a delegate chose is reported (`UIPointerInteraction.currentStyle`), never shown (P6).
public enum UIPointerEffect {
  /// How an effect tints the view.
  public enum TintMode: Int, Sendable {
    /// No tint.
    case none
    /// A tint over the view.
    case overlay
    /// A tint under the view.
    case underlay
  }

  /// The system's choice between highlight and lift.
  case automatic(UITargetedPreview)
  /// The pointer becomes a highlight behind the view.
  case highlight(UITargetedPreview)
  /// The view lifts, with a shadow, under the pointer.
  case lift(UITargetedPreview)
  /// The view follows the pointer with the given tint, shadow and scale.
  case hover(
    UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
    prefersScaledContent: Bool = true)

  /// The preview the effect applies to.
  @MainActor public var preview: UITargetedPreview {
    switch self {
    case .automatic(let preview), .highlight(let preview), .lift(let preview): return preview
    case .hover(let preview, _, _, _): return preview
    }
  }
}
