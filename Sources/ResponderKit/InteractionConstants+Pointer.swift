import Foundation

extension InteractionConstants {
  /// The corner radius of `UIPointerShape.roundedRect(_:radius:)` when none is given
  /// (`UIPointerShape.defaultCornerRadius`, P6).
  ///
  /// A weak fact: UIKit publishes the constant's name, not its value; our choice, the
  /// rounding of the system's pointer highlights. Nothing is drawn, so the number is only
  /// reported.
  public static let pointerShapeDefaultCornerRadius: CGFloat = 8
}
