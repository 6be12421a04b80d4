import Foundation

/// The animator a drag delegate gets at the lift and at a cancel: it collects animations and
/// completions to run alongside the system's (UIKit's `UIDragAnimating`).
///
/// Nothing is drawn: the animations run as soon as the delegate method returns, then the
/// completions with `.end` (our choice, as for `UIContextMenuInteractionAnimating`).
@preconcurrency @MainActor
public protocol UIDragAnimating: AnyObject {
  /// Adds animations to run with the system's.
  func addAnimations(_ animations: @escaping @MainActor () -> Void)
  /// Adds a completion, given where the animation ended.
  func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void)
}
