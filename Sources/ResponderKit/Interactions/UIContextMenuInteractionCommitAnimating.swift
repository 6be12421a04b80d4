import Foundation

/// The animator of a tap on a context menu's preview (UIKit's protocol, kept with its style).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
  /// How the preview goes: dismissed, or popped into the app.
  var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}
