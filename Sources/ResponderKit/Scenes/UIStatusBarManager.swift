import Foundation

/// What a window scene's status bar looks like: its frame, whether it is hidden and its style.
///
/// UIKit's `UIStatusBarManager`, read through ``UIWindowScene/statusBarManager``. There is no
/// status bar on Linux: the frame is zero, and the hidden flag and the style are the answers of
/// the scene's key window's root view controller (`prefersStatusBarHidden`,
/// `preferredStatusBarStyle`; our choice, without UIKit's child-controller lookups).
@preconcurrency @MainActor
open class UIStatusBarManager {
  /// The scene the manager belongs to.
  private weak var scene: UIWindowScene?

  /// Makes the manager of `scene`.
  init(scene: UIWindowScene) { self.scene = scene }

  /// The controller whose preferences the status bar would follow.
  private var root: UIViewController? {
    scene?.keyWindow?.rootViewController ?? scene?.windows.first?.rootViewController
  }

  /// The status bar's frame in the scene's coordinates: zero, as nothing is drawn.
  open var statusBarFrame: CGRect { .zero }

  /// Whether the status bar is hidden: the root view controller's `prefersStatusBarHidden`
  /// (false without one).
  open var isStatusBarHidden: Bool { root?.prefersStatusBarHidden ?? false }

  /// The status bar's style: the root view controller's `preferredStatusBarStyle` (`.default`
  /// without one).
  open var statusBarStyle: UIStatusBarStyle { root?.preferredStatusBarStyle ?? .default }
}
