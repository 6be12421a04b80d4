import Foundation

extension UIApplication {
  /// The options of `open(_:options:completionHandler:)`.
  ///
  /// UIKit's `UIApplication.OpenExternalURLOptionsKey`.
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String
    /// Creates a key.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }
    /// Open only a universal link that an installed app handles.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Asks the system to open `url`: here it is added to ``openedURLs`` and `completion` is
  /// called with true in the run loop's next turn (on the application's clock), as UIKit calls
  /// it asynchronously on the main queue.
  ///
  /// There is no other app to open on Linux; tests read ``openedURLs`` (X14's default action of
  /// a link opens its URL here).
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    openedURLs.append(url)
    guard let completion else { return }
    _ = clock.schedule(at: clock.now) { completion(true) }
  }

  /// Whether a URL can be opened: here, whether it has a scheme.
  public func canOpenURL(_ url: URL) -> Bool {
    !(url.scheme ?? "").isEmpty
  }
}
