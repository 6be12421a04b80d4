import Foundation

/// Another action a command performs when the given modifier keys are held while it is chosen.
///
/// UIKit's `UICommandAlternate`, kept: ResponderKit's menus and key commands record their
/// alternates but never choose one (menus are chosen by code here, without modifier keys).
@preconcurrency @MainActor
public final class UICommandAlternate {
  /// The title the menu shows while the modifiers are held.
  public let title: String
  /// The action performed instead of the command's.
  public let action: Selector
  /// The modifier keys that select this alternate.
  public let modifierFlags: UIKeyModifierFlags

  /// Creates an alternate, with UIKit's initializer.
  public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
    self.title = title
    self.action = action
    self.modifierFlags = modifierFlags
  }
}
