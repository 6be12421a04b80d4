import Foundation

/// What a pointer interaction asks its delegate for a region: where the pointer is.
///
/// UIKit's `UIPointerRegionRequest` (iOS 13.4, P6).
@preconcurrency @MainActor
open class UIPointerRegionRequest {
  /// The pointer, in the interaction's view's coordinates.
  public let location: CGPoint
  /// The modifier keys held (P7).
  public let modifiers: UIKeyModifierFlags

  init(location: CGPoint, modifiers: UIKeyModifierFlags) {
    self.location = location
    self.modifiers = modifiers
  }
}
