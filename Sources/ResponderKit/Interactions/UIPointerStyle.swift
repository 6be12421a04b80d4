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

/// The shape the pointer takes.
///
/// UIKit's `UIPointerShape` (iOS 13.4), as a value (P6).
public enum UIPointerShape {
  /// A path, in the view's coordinates.
  case path(UIBezierPath)
  /// A rounded rectangle, in the view's coordinates.
  case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
  /// A vertical beam (a text cursor) of `length`.
  case verticalBeam(length: CGFloat)
  /// A horizontal beam of `length`.
  case horizontalBeam(length: CGFloat)

  /// The corner radius of a rounded rectangle that names none:
  /// ``InteractionConstants/pointerShapeDefaultCornerRadius`` (a weak fact, see there).
  public static let defaultCornerRadius: CGFloat = InteractionConstants.pointerShapeDefaultCornerRadius
}

/// The pointer's look over a region: an effect on the view, a shape, or hidden.
///
/// UIKit's `UIPointerStyle` (iOS 13.4), as a value: what a pointer interaction's delegate
/// returns from `pointerInteraction(_:styleFor:)`; reported, never drawn (P6).
@preconcurrency @MainActor
public final class UIPointerStyle {
  /// The effect on the view, if the style has one.
  public let effect: UIPointerEffect?
  /// The pointer's shape, if the style sets one.
  public let shape: UIPointerShape?
  /// The axes the pointer's movement keeps to (a shape style's).
  public let constrainedAxes: UIAxis
  /// Whether the pointer is hidden.
  public let isHidden: Bool
  /// Whether this is the system's default style.
  public let isSystem: Bool

  init(
    effect: UIPointerEffect?, shape: UIPointerShape?, constrainedAxes: UIAxis, isHidden: Bool, isSystem: Bool
  ) {
    self.effect = effect
    self.shape = shape
    self.constrainedAxes = constrainedAxes
    self.isHidden = isHidden
    self.isSystem = isSystem
  }

  /// A style with an effect on the view and, optionally, a shape for the pointer.
  public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
    self.init(effect: effect, shape: shape, constrainedAxes: [], isHidden: false, isSystem: false)
  }

  /// A style that gives the pointer a shape, keeping its movement to `axes`.
  public convenience init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
    self.init(effect: nil, shape: shape, constrainedAxes: axes, isHidden: false, isSystem: false)
  }

  /// A style that hides the pointer.
  public static func hidden() -> UIPointerStyle {
    UIPointerStyle(effect: nil, shape: nil, constrainedAxes: [], isHidden: true, isSystem: false)
  }

  /// The system's default style (iOS 17).
  public static func system() -> UIPointerStyle {
    UIPointerStyle(effect: nil, shape: nil, constrainedAxes: [], isHidden: false, isSystem: true)
  }
}
