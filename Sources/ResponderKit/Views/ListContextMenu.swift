import Foundation

/// What a list is to its context menu (rule L11): the delegate's configuration for a point and
/// the items it is for, and the delegate's previews and news of the menu, each list giving its
/// own delegate's methods.
@MainActor
protocol ListContextMenuHost: UIView {
  /// The configuration the delegate gives for a touch at `point` (the list's coordinates) and
  /// the items it is for; nil: no menu (M2), and for a table, no question off the rows.
  func listMenuConfiguration(at point: CGPoint) -> (configuration: UIContextMenuConfiguration, items: [IndexPath])?
  /// The highlight preview of the menu for `items` (M2).
  func listMenuHighlightPreview(_ configuration: UIContextMenuConfiguration, items: [IndexPath]) -> UITargetedPreview?
  /// The dismissal preview of the menu for `items` (M4).
  func listMenuDismissalPreview(_ configuration: UIContextMenuConfiguration, items: [IndexPath]) -> UITargetedPreview?
  /// The menu is about to present (M3).
  func listMenuWillDisplay(
    _ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
  /// The menu is about to end, or ends without presenting (M4, M5).
  func listMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
  /// The menu's preview was tapped (M4).
  func listMenuWillPerformPreviewAction(
    _ configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating)
}

/// A list's context menu (rule L11): the one `UIContextMenuInteraction` the list installs on
/// itself (not one per cell), and the interaction's delegate, which turns the interaction's
/// questions into the list delegate's row and item methods.
///
/// The interaction holds its delegate weakly, as UIKit's does, so the list keeps this object
/// (and through it the interaction): a delegate nobody kept would be gone before the first
/// question, and the list's delegate would never hear of the menu. The list's delegate is
/// read again at each question, as the list's other calls read it (`delegate as?` the list's
/// protocol), so a delegate set later is the one asked.
///
/// M1–M6 then hold unchanged: the question comes at
/// ``InteractionConstants/contextMenuBeginDelay`` with the row under the touch, the menu
/// presents at the idiom's delay, and presenting cancels the row's touch once (G3), which
/// unhighlights it and selects nothing (L6), and makes the scroll view's pan fail (G8).
@MainActor
final class ListContextMenu: UIContextMenuInteractionDelegate {
  private unowned let host: any ListContextMenuHost
  /// The list's interaction, while the list has a delegate of its kind (L11).
  private(set) var interaction: UIContextMenuInteraction?
  /// The items of the menu that is pending or on screen.
  private var items: [IndexPath] = []

  init(host: any ListContextMenuHost) {
    self.host = host
  }

  /// Installs the interaction on the list, or takes it away (L11).
  ///
  /// Swift cannot ask an object whether it implements a protocol method that has a default, as
  /// UIKit asks `respondsToSelector:` before it installs its table's interaction: the list
  /// installs its one interaction while its delegate is a list delegate at all, and a delegate
  /// that keeps the protocol's default answers nil, which is M2's "no menu" (our choice: the
  /// touch then goes on exactly as without the interaction).
  func setInstalled(_ installed: Bool) {
    if installed, interaction == nil {
      let interaction = UIContextMenuInteraction(delegate: self)
      self.interaction = interaction
      host.addInteraction(interaction)
    } else if !installed, let interaction {
      host.removeInteraction(interaction)
      self.interaction = nil
      items = []
    }
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard let answer = host.listMenuConfiguration(at: location) else { return nil }
    items = answer.items
    return answer.configuration
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    host.listMenuHighlightPreview(configuration, items: items)
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    host.listMenuDismissalPreview(configuration, items: items)
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    host.listMenuWillDisplay(configuration, animator: animator)
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    host.listMenuWillEnd(configuration, animator: animator)
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {
    host.listMenuWillPerformPreviewAction(configuration, animator: animator)
  }
}

/// How a list tells whether its delegate's answer came from a protocol default (rule L11).
///
/// UIKit asks the new form of a method when the delegate implements it, else the old one
/// (`collectionView(_:contextMenuConfigurationForItemsAt:point:)` before
/// `…ForItemAt:point:`). Swift has no `respondsToSelector:`, and every method has a default
/// in a protocol extension, so the defaults of the new forms mark that they ran: the list
/// asks the new form, and when the default answered, asks the old one. The mark is set only
/// by those defaults and read right after the call, and a call made inside another keeps the
/// outer call's mark, so a delegate that forwards to another list's delegate is read right.
@MainActor
enum ListDelegateDefault {
  /// Set by a new form's default while it runs.
  static var ran = false

  /// Runs `call`; its answer, and whether a protocol default gave it.
  static func answer<T>(_ call: () -> T) -> (value: T, isDefault: Bool) {
    let outer = ran
    ran = false
    let value = call()
    let isDefault = ran
    ran = outer
    return (value, isDefault)
  }
}
