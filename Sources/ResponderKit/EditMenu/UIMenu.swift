import Foundation

/// A menu: a titled list of actions, commands and submenus.
///
/// UIKit's `UIMenu`, kept to what decides behaviour: its children, their order, its identity.
/// An edit menu filters it before showing it (rule E3).
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
  /// A menu's identity, such as the standard edit menu's.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's text.
    public let rawValue: String

    /// Creates an identifier.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates an identifier.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    /// The standard edit menu (Cut, Copy, Paste, …), as in UIKit.
    public static let standardEdit = Identifier("com.apple.menu.standard-edit")
  }

  /// How a menu presents its children.
  public struct Options: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The children are shown in the parent menu, not as a submenu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The menu destroys data.
    public static let destructive = Options(rawValue: 1 << 1)
    /// One child at a time is selected.
    public static let singleSelection = Options(rawValue: 1 << 5)
  }

  /// The menu's identity; unique per menu unless given.
  public let identifier: Identifier
  /// How it presents its children.
  public let options: Options
  /// The items, in the order shown.
  public let children: [UIMenuElement]

  /// Creates a menu.
  ///
  /// UIKit's initializer without image and element size, which only change how it looks.
  public init(
    title: String = "", identifier: Identifier? = nil, options: Options = [], children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.children = children
    super.init(title: title)
  }

  /// A copy of the menu with other children, as in UIKit.
  public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(title: title, identifier: identifier, options: options, children: newChildren)
  }
}
