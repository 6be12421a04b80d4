import Foundation

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
