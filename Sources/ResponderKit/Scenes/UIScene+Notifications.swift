import Foundation

// The scenes' life-cycle notifications, with UIKit's names. The application posts each to
// `NotificationCenter.default`, with the scene as its object, right after the matching
// delegate call (rule SC1).
extension UIScene {
  /// Posted after a scene's delegate heard `scene(_:willConnectTo:options:)`.
  nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
  /// Posted after a scene disconnected.
  nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
  /// Posted after a scene became `.foregroundActive`.
  nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
  /// Posted when a scene is about to stop being `.foregroundActive`.
  nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
  /// Posted when a scene is about to come to the foreground.
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UISceneWillEnterForegroundNotification")
  /// Posted after a scene went to the background.
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UISceneDidEnterBackgroundNotification")
}
