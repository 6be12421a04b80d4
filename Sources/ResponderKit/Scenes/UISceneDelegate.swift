import Foundation

/// What a scene tells its delegate: that it connected, changed state or disconnected, and the
/// URLs it was asked to open.
///
/// UIKit's `UISceneDelegate`, whose requirements are all optional: here each has a default
/// that does nothing. Rule SC1: connecting calls `scene(_:willConnectTo:options:)`, then
/// `sceneWillEnterForeground(_:)`, then `sceneDidBecomeActive(_:)`; going to the background
/// calls `sceneWillResignActive(_:)`, then `sceneDidEnterBackground(_:)`; disconnecting ends
/// with `sceneDidDisconnect(_:)`. (The user-activity methods are left out: Foundation has no
/// `NSUserActivity` on Linux.)
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
  /// Called when the scene is connected, while it is `.unattached`: where an app makes its
  /// window (SC1, SC2).
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
  /// Called after the scene disconnected: it is `.unattached` again (SC1).
  func sceneDidDisconnect(_ scene: UIScene)
  /// Called after the scene became `.foregroundActive` (SC1).
  func sceneDidBecomeActive(_ scene: UIScene)
  /// Called while the scene is still `.foregroundActive`, before it becomes
  /// `.foregroundInactive` (SC1).
  func sceneWillResignActive(_ scene: UIScene)
  /// Called before the scene becomes `.foregroundInactive` from `.unattached` or
  /// `.background` (SC1).
  func sceneWillEnterForeground(_ scene: UIScene)
  /// Called after the scene became `.background` (SC1).
  func sceneDidEnterBackground(_ scene: UIScene)
  /// Called when the scene is asked to open URLs while connected
  /// (`UIApplication.openURLContexts(_:in:)`).
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
  /// Does nothing (an optional requirement in UIKit).
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {}
  /// Does nothing (an optional requirement in UIKit).
  public func sceneDidDisconnect(_ scene: UIScene) {}
  /// Does nothing (an optional requirement in UIKit).
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  /// Does nothing (an optional requirement in UIKit).
  public func sceneWillResignActive(_ scene: UIScene) {}
  /// Does nothing (an optional requirement in UIKit).
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  /// Does nothing (an optional requirement in UIKit).
  public func sceneDidEnterBackground(_ scene: UIScene) {}
  /// Does nothing (an optional requirement in UIKit).
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// The delegate of a window scene: a scene delegate that keeps the scene's main window.
///
/// UIKit's `UIWindowSceneDelegate`; its `window` is optional there, so here it has a default
/// that holds nothing. Rule SC2: the window the delegate makes in
/// `scene(_:willConnectTo:options:)` and makes key is the scene's key window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window, which the delegate keeps (SC2).
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  /// No window, and setting one keeps nothing (an optional requirement in UIKit: declare a
  /// stored `var window: UIWindow?` to keep one).
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
