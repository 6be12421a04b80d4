import Foundation

/// A menu item that sends a selector along the responder chain when it is chosen.
///
/// UIKit rules E3 and E4: an edit menu keeps the command only if the first responder's chain
/// can perform its action, checks again when it is chosen, and then sends the action from the
/// first responder (F6). The standard edit menu's Cut, Copy, Paste … are commands.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
  /// The action sent when the command is chosen.
  public let action: Selector
  /// A value the performer can read from the command, its sender.
  public let propertyList: Any?
  /// A title for the keyboard-shortcut overlay; nil uses `title`.
  public let discoverabilityTitle: String?

  /// Creates a command.
  ///
  /// UIKit's initializer without its image, alternates, attributes and state, which only
  /// change how a menu looks.
  public init(title: String, action: Selector, propertyList: Any? = nil, discoverabilityTitle: String? = nil) {
    self.action = action
    self.propertyList = propertyList
    self.discoverabilityTitle = discoverabilityTitle
    super.init(title: title)
  }
}
