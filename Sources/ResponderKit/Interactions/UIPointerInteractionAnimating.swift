import Foundation

/// What a pointer interaction's delegate may animate alongside the pointer's change.
///
/// UIKit's `UIPointerInteractionAnimating` (iOS 13.4, P6).
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: AnyObject {
  /// Adds animations to run with the pointer's change.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds a block to run when the change's animations finish.
  func addCompletion(_ completion: @escaping (Bool) -> Void)
}
