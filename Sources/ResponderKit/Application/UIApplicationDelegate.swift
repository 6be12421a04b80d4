import Foundation

/// The app-delegate protocol: the object an application's chain ends at, and the one that
/// hears of its launch and configures its scenes.
///
/// UIKit rule R4: when the delegate is a `UIResponder` (and not a view, view controller or
/// the application), it is the application's `next`. Its requirements are optional in UIKit:
/// here each has a default. Rule SC1: `launch(delegate:options:)` calls
/// `application(_:willFinishLaunchingWithOptions:)` then
/// `application(_:didFinishLaunchingWithOptions:)`; connecting a scene then asks
/// `application(_:configurationForConnecting:options:)`.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// Called as the app starts to launch, before any scene connects (SC1); the default
  /// answers true.
  func application(
    _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// Called when the app finished launching, before any scene connects (SC1); the default
  /// answers true. The answer is ignored, as UIKit ignores it for a launch without a URL.
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// Returns the configuration of a scene about to connect, before its delegate hears of it
  /// (SC1); the default is a configuration named "Default Configuration" for the session's
  /// role, as the one scene of a template app's manifest is named.
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  /// Called when sessions were discarded (`UIApplication.discardSceneSessions(_:)`); the
  /// default does nothing.
  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
  /// Answers true (an optional requirement in UIKit).
  public func application(
    _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// Answers true (an optional requirement in UIKit).
  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// Returns a configuration named "Default Configuration" for the session's role (an optional
  /// requirement in UIKit, which reads the app's scene manifest instead).
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }

  /// Does nothing (an optional requirement in UIKit).
  public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

extension UIApplication {
  /// The keys of the options an app is launched with, with UIKit's raw values.
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String

    /// Creates a key from its name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates a key from its name.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    /// The URL the app was launched to open.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The bundle identifier of the app that launched it.
    public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
  }
}
