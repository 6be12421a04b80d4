import Foundation

/// How a tapped preview goes (UIKit's `UIContextMenuInteractionCommitStyle`).
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
  /// The menu dismisses.
  case dismiss = 0
  /// The preview grows into the app.
  case pop = 1
}
