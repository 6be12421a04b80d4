import Foundation

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
