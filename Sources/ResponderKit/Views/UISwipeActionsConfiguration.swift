import Foundation

/// The actions a table row shows when swiped from one side, the first of them outermost.
///
/// UIKit rule L10: the delegate returns one from `trailingSwipeActionsConfigurationForRowAt`
/// (a leftward swipe) or `leadingSwipeActionsConfigurationForRowAt` (rightward); nil or no
/// actions means the row does not open.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
  /// The actions, the first one outermost and the one a full swipe performs (L10).
  public let actions: [UIContextualAction]
  /// Whether swiping past ``InteractionConstants/swipeFullSwipeFraction`` of the row's width
  /// and releasing performs the first action (L10: default true).
  open var performsFirstActionWithFullSwipe = true

  /// Creates a configuration of `actions` (L10).
  public init(actions: [UIContextualAction]) {
    self.actions = actions
  }
}
