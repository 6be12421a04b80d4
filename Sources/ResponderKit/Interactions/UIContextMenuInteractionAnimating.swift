import Foundation

/// The animator a context menu's delegate gets as the menu presents or ends: it collects
/// animations and completions to run alongside the menu's.
///
/// UIKit's protocol, rules M3 and M4. With nothing drawn there is no animation to run
/// alongside: the animations run as soon as the delegate method returns, then the completions,
/// in the order they were added (our choice; UIKit runs them with the menu's own animation).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
  /// The preview's view controller, when the configuration made one.
  var previewViewController: UIViewController? { get }
  /// Adds animations to run with the menu's.
  func addAnimations(_ animations: @escaping @MainActor () -> Void)
  /// Adds a completion to run when the menu's animation ends.
  func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// The one animator class: it runs what it collected when the interaction finishes the call
/// it was handed to (see `UIContextMenuInteractionAnimating`).
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
  let previewViewController: UIViewController?
  var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
  private var animations: [@MainActor () -> Void] = []
  private var completions: [@MainActor () -> Void] = []

  init(previewViewController: UIViewController?) {
    self.previewViewController = previewViewController
  }

  func addAnimations(_ animations: @escaping @MainActor () -> Void) {
    self.animations.append(animations)
  }

  func addCompletion(_ completion: @escaping @MainActor () -> Void) {
    completions.append(completion)
  }

  /// Runs the animations, then the completions, once.
  func run() {
    let animations = self.animations
    let completions = self.completions
    self.animations = []
    self.completions = []
    for animation in animations { animation() }
    for completion in completions { completion() }
  }
}
