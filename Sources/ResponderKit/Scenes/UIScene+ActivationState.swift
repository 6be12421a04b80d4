import Foundation

extension UIScene {
  /// Whether a scene is shown and takes events, with UIKit's raw values (rule SC1).
  public enum ActivationState: Int, Hashable, Sendable {
    /// Not connected to the app, or connecting (during `scene(_:willConnectTo:options:)`).
    case unattached = -1
    /// On screen and taking events.
    case foregroundActive = 0
    /// On screen, not taking events: on the way to or from `.foregroundActive`.
    case foregroundInactive = 1
    /// Off screen.
    case background = 2
  }
}
