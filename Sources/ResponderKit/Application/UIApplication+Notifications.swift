import Foundation

// The application's life-cycle notifications' names, with UIKit's values, so that code that
// observes them compiles. A platform backend posts them (to `NotificationCenter.default`) when
// its app changes state, except `didFinishLaunchingNotification`, which
// `UIApplication.launch(delegate:options:)` posts.
extension UIApplication {
  /// Posted when the app became active.
  nonisolated public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted when the app is about to stop being active.
  nonisolated public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted when the app went to the background.
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted when the app is about to come to the foreground.
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Posted when the app finished launching.
  nonisolated public static let didFinishLaunchingNotification = Notification.Name(
    "UIApplicationDidFinishLaunchingNotification")
  /// Posted when the app is about to end.
  nonisolated public static let willTerminateNotification = Notification.Name(
    "UIApplicationWillTerminateNotification")
  /// Posted when the system is low on memory.
  nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
  /// Posted before the status bar's frame changes; declared for the code that observes it
  /// (deprecated in UIKit; never posted here, as there is no status bar).
  nonisolated public static let willChangeStatusBarFrameNotification = Notification.Name(
    "UIApplicationWillChangeStatusBarFrameNotification")
  /// Posted after the status bar's frame changed; declared, never posted (no status bar).
  nonisolated public static let didChangeStatusBarFrameNotification = Notification.Name(
    "UIApplicationDidChangeStatusBarFrameNotification")
  /// Posted when the user took a screenshot.
  nonisolated public static let userDidTakeScreenshotNotification = Notification.Name(
    "UIApplicationUserDidTakeScreenshotNotification")
}
