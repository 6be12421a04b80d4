import Foundation

/// What an edit menu asks of its owner: the menu to show.
///
/// UIKit's `UIEditMenuInteractionDelegate` (iOS 16), without the callbacks about animation and
/// placement, which have nothing to act on without a screen.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionDelegate: AnyObject {
  /// The menu to present, built from the suggested actions or not; nil presents the suggested
  /// ones.
  ///
  /// UIKit rule E5: `suggestedActions` are the standard edit commands the first responder's
  /// chain can perform (E3), in the standard order; the answer is filtered again before it is
  /// shown, and a menu with nothing left is not shown.
  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
    suggestedActions: [UIMenuElement]
  ) -> UIMenu?
}

extension UIEditMenuInteractionDelegate {
  /// The default: nil, so the suggested actions are presented (E5), as when UIKit's delegate
  /// does not implement the method.
  public func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
    suggestedActions: [UIMenuElement]
  ) -> UIMenu? { nil }
}
