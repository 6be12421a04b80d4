import Foundation

/// One action a table row shows when swiped: a title, a style and the handler a tap on it (or
/// a full swipe, for the first action) runs.
///
/// UIKit rule L10: the handler gets the action, the view that shows it and a completion to
/// call when the action is done; calling it (with any value) closes the row, which then
/// tells the delegate `didEndEditingRowAt` (our choice: UIKit animates a deletion for `true`).
@preconcurrency @MainActor
open class UIContextualAction {
  /// The look of an action, with UIKit's raw values.
  public enum Style: Int, Hashable, Sendable {
    /// An ordinary action.
    case normal = 0
    /// An action that deletes or otherwise destroys: drawn red.
    case destructive = 1
  }

  /// The closure an action runs (L10): the action, the view that shows it, and the completion
  /// that closes the row.
  public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// The action's style.
  public let style: Style
  /// The action's title, or nil.
  open var title: String?
  /// The action's background colour; stored only.
  open var backgroundColor: UIColor?
  /// The action's image; stored only.
  open var image: UIImage?
  /// The closure the action runs (L10).
  public let handler: Handler

  /// Creates an action of `style` titled `title` that runs `handler` (L10).
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}
