import Foundation

/// An item of a menu: an action with a closure (`UIAction`), a command with a selector
/// (`UICommand`), or a submenu (`UIMenu`).
///
/// UIKit's abstract base class, kept to its title: images, subtitles, attributes and states
/// have no meaning without a screen. Only ResponderKit's own subclasses exist.
@preconcurrency @MainActor
open class UIMenuElement {
  /// The title the menu shows.
  public let title: String

  init(title: String) {
    self.title = title
  }
}
