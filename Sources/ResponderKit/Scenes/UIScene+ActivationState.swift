import Foundation

extension UIScene {
  /// Whether a scene is shown and takes events, with UIKit's raw values.
  public enum ActivationState: Int, Hashable, Sendable {
    /// Not connected to the app.
    case unattached = -1
    /// On screen and taking events (every scene here).
    case foregroundActive = 0
    /// On screen, not taking events.
    case foregroundInactive = 1
    /// Off screen.
    case background = 2
  }
}
