import Foundation

extension UIScene {
  /// Why a scene is being connected: the URLs to open and the app that asked.
  ///
  /// UIKit's `UIScene.ConnectionOptions`, which the system fills. The user activities, the
  /// notification response, the shortcut item and the CloudKit share it also carries need
  /// system services (and `NSUserActivity`, which Foundation lacks on Linux): they are left
  /// out. Rule SC1: passed to the app delegate's `application(_:configurationForConnecting:options:)`
  /// and the scene delegate's `scene(_:willConnectTo:options:)`.
  @preconcurrency @MainActor
  open class ConnectionOptions {
    /// The URLs the scene was opened to show.
    open private(set) var urlContexts: Set<UIOpenURLContext>

    /// The bundle identifier of the app that asked for the scene; nil for the system.
    open private(set) var sourceApplication: String?

    /// Creates the options a platform or a test connects a scene with (UIKit has no public
    /// initializer: the system makes them).
    public init(urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil) {
      self.urlContexts = urlContexts
      self.sourceApplication = sourceApplication
    }
  }

  /// How a URL was opened.
  ///
  /// UIKit's `UIScene.OpenURLOptions` (without its event attribution, which needs the system).
  @preconcurrency @MainActor
  open class OpenURLOptions {
    /// The bundle identifier of the app that opened the URL; nil for the system.
    open private(set) var sourceApplication: String?

    /// Information the opening app attached.
    open private(set) var annotation: Any?

    /// Whether the file is to be opened where it is rather than copied.
    open private(set) var openInPlace: Bool

    /// Creates the options a platform or a test opens a URL with (UIKit has no public
    /// initializer).
    public init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
      self.sourceApplication = sourceApplication
      self.annotation = annotation
      self.openInPlace = openInPlace
    }
  }
}

/// A URL a scene is asked to open, with how it was opened.
///
/// UIKit's `UIOpenURLContext`, reduced to its two properties; equal only to itself.
@preconcurrency @MainActor
open class UIOpenURLContext: Hashable {
  /// The URL to open.
  open private(set) var url: URL

  /// How it was opened.
  open private(set) var options: UIScene.OpenURLOptions

  /// Creates a context for `url` (UIKit has no public initializer: the system makes them).
  public init(url: URL, options: UIScene.OpenURLOptions = .init()) {
    self.url = url
    self.options = options
  }

  /// Whether two contexts are the same object, as `NSObject.isEqual(_:)` answers by default.
  nonisolated public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs === rhs }

  /// Hashes the object's identity, as `NSObject.hash` does by default.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
