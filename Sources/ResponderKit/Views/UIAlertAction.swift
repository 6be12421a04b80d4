import Foundation

/// A button of an alert: a title, a style and a handler run when it is chosen.
///
/// UIKit's `UIAlertAction`. Chosen through `UIAlertController.tapAction(titled:)` (or the test
/// kit's `tapAlertAction(titled:)`), since an alert's buttons are not drawn here.
@preconcurrency @MainActor
open class UIAlertAction {
  /// The look and role of an action, with UIKit's raw values.
  public enum Style: Int, Hashable, Sendable {
    /// An ordinary action.
    case `default` = 0
    /// The action that cancels and changes nothing; an alert has at most one.
    case cancel = 1
    /// An action that destroys data.
    case destructive = 2
  }

  /// The button's title.
  public let title: String?
  /// The action's style.
  public let style: Style
  /// Whether the action can be chosen; a disabled action does nothing when tapped.
  open var isEnabled = true
  let handler: (@MainActor (UIAlertAction) -> Void)?

  /// Creates an action, with UIKit's initializer.
  @preconcurrency public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
