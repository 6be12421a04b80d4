import Foundation

/// A button of an alert: a title, a style and a handler run when it is chosen.
///
/// UIKit's `UIAlertAction`. The alert shows each action as a control, a row of its own (Q17):
/// a touch-up inside an enabled action's row dismisses the alert, then runs the handler.
/// `UIAlertController.tapAction(titled:)` and the test kit's `tapAlertAction(titled:)` choose
/// it without a touch.
@preconcurrency @MainActor
open class UIAlertAction {
  /// The look and role of an action, with UIKit's raw values.
  public enum Style: Int, Hashable, Sendable {
    /// An ordinary action.
    case `default` = 0
    /// The action that cancels and changes nothing; an alert has at most one (Q17).
    case cancel = 1
    /// An action that destroys data.
    case destructive = 2
  }

  /// The button's title.
  public let title: String?
  /// The action's style.
  public let style: Style
  /// Whether the action can be chosen; a disabled action does nothing when tapped (Q17): its row
  /// is disabled with it, so a touch on the row reaches the alert behind it (C3).
  open var isEnabled = true {
    didSet { shownControl?.isEnabled = isEnabled }
  }
  let handler: (@MainActor (UIAlertAction) -> Void)?
  /// The row that shows the action in its alert's view, once the alert made it.
  weak var shownControl: UIControl?

  /// The row that shows the action in its alert, while one does: what a tap on the action
  /// touches.
  @_spi(Tools) public var controlShowingAction: UIControl? { shownControl }

  /// Creates an action, with UIKit's initializer.
  @preconcurrency public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
