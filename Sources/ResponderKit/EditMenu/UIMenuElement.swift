import Foundation

/// An item of a menu: an action with a closure (`UIAction`), a command with a selector
/// (`UICommand`), or a submenu (`UIMenu`).
///
/// UIKit's abstract base class, kept to its title and to the attribute and state types its
/// subclasses and `UIKeyCommand` use: images and subtitles have no meaning without a screen.
/// Only ResponderKit's own subclasses exist.
@preconcurrency @MainActor
open class UIMenuElement {
  /// How a menu element behaves, with UIKit's raw values.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The flags' bits, as in UIKit.
    public let rawValue: UInt

    /// Creates attributes from their bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The element cannot be chosen: a disabled `UIKeyCommand` is not performed (rule K2).
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// The element destroys data; a menu would show it in red (kept only).
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// The element is not shown; a hidden key command still works, as in UIKit.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// Choosing the element keeps the menu open (kept only).
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether a menu element shows a checkmark, with UIKit's raw values (kept: nothing is drawn).
  public enum State: Int, Hashable, Sendable {
    /// No mark.
    case off = 0
    /// A checkmark.
    case on = 1
    /// A mixed-state mark.
    case mixed = 2
  }

  /// The title the menu shows.
  public let title: String

  init(title: String) {
    self.title = title
  }
}
