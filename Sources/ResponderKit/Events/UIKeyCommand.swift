import Foundation

/// A keyboard shortcut a responder declares in `keyCommands`: a key, its modifiers and an
/// action.
///
/// UIKit rules K1–K3, K5: it applies while its declarer is in the active chain (the key
/// window's first responder, then `next` up to the application); a key-down that matches it
/// sends its action along the chain from the first responder, and a key held down repeats it.
/// Unlike UIKit, it is not a `UICommand` (menus are a separate model here).
@preconcurrency @MainActor
open class UIKeyCommand {
  /// The key's characters (ignoring modifiers), or one of the `input…` constants.
  public let input: String?
  /// The modifier keys the command needs, exactly.
  public let modifierFlags: UIKeyModifierFlags
  /// The action sent along the chain when the command matches.
  public let action: Selector?
  /// The command's title, shown in the system's list of shortcuts.
  open var title: String
  /// The title of the command in the list of shortcuts, when it differs from `title`.
  open var discoverabilityTitle: String?
  /// How the command behaves: a `.disabled` command is not performed, and its key goes on as if
  /// nothing declared it (rule K2, as UIKit skips disabled commands); `.hidden` only hides it
  /// from lists.
  open var attributes: UIMenuElement.Attributes = []
  /// The command's checkmark state, kept (nothing is drawn).
  open var state: UIMenuElement.State = .off
  /// A value the performer can read from the command, its sender.
  public let propertyList: Any?
  /// The actions chosen with other modifier keys in a menu, kept (see `UICommandAlternate`).
  public let alternates: [UICommandAlternate]
  /// Whether the command gets a key before the first responder's text input and the system's
  /// own shortcuts (rule K3; default false).
  open var wantsPriorityOverSystemBehavior = false
  /// Whether the system may remap the command's input for the keyboard layout (default true),
  /// kept: ResponderKit matches the characters it is given (K2).
  open var allowsAutomaticLocalization = true
  /// Whether the system may mirror the command's arrow keys in right-to-left layouts (default
  /// true), kept as `allowsAutomaticLocalization` is.
  open var allowsAutomaticMirroring = true
  /// Whether the command repeats its action while its key stays down (rule K5; default true).
  ///
  /// A ResponderKit addition: UIKit offers no way to stop the repeat.
  open var repeatsWhileHeld = true

  /// Creates a command for a key with modifiers, sending `action`.
  public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
    self.input = input
    self.modifierFlags = modifierFlags
    self.action = action
    title = ""
    propertyList = nil
    alternates = []
  }

  /// Creates a command with every part UIKit's menu-era initializer takes, but the image.
  ///
  /// UIKit's full initializer (`title`, `image`, `action`, `input`, `modifierFlags`,
  /// `propertyList`, `alternates`, `discoverabilityTitle`, `attributes`, `state`) with its
  /// defaults. The image is left out while ResponderKit has no image type; the rest is
  /// kept, and `attributes` decides whether the command is performed (K2).
  public init(
    title: String = "", action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
    propertyList: Any? = nil, alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
  ) {
    self.input = input
    self.modifierFlags = modifierFlags
    self.action = action
    self.title = title
    self.propertyList = propertyList
    self.alternates = alternates
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
  }

  /// The input of the Up Arrow key.
  nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
  /// The input of the Down Arrow key.
  nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
  /// The input of the Left Arrow key.
  nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
  /// The input of the Right Arrow key.
  nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
  /// The input of the Escape key.
  nonisolated public static let inputEscape = "UIKeyInputEscape"
  /// The input of the Page Up key.
  nonisolated public static let inputPageUp = "UIKeyInputPageUp"
  /// The input of the Page Down key.
  nonisolated public static let inputPageDown = "UIKeyInputPageDown"
  /// The input of the Home key.
  nonisolated public static let inputHome = "UIKeyInputHome"
  /// The input of the End key.
  nonisolated public static let inputEnd = "UIKeyInputEnd"
  /// The input of the Forward Delete key.
  nonisolated public static let inputDelete = "UIKeyInputDelete"
  /// The input of the F1 key (F2–F12 follow the same pattern in UIKit).
  nonisolated public static let inputF1 = "UIKeyInputF1"

  /// The input a key produces for matching (rule K2): the special keys' constants, otherwise
  /// its characters ignoring modifiers, lowercased (Shift is a modifier flag, not part of the
  /// input).
  static func input(of key: UIKey) -> String {
    switch key._keyCode {
    case .keyboardUpArrow: return inputUpArrow
    case .keyboardDownArrow: return inputDownArrow
    case .keyboardLeftArrow: return inputLeftArrow
    case .keyboardRightArrow: return inputRightArrow
    case .keyboardEscape: return inputEscape
    case .keyboardPageUp: return inputPageUp
    case .keyboardPageDown: return inputPageDown
    case .keyboardHome: return inputHome
    case .keyboardEnd: return inputEnd
    case .keyboardDeleteForward: return inputDelete
    case .keyboardReturnOrEnter: return "\r"
    case .keyboardTab: return "\t"
    case .keyboardSpacebar: return " "
    default:
      let usage = key._keyCode.rawValue
      if (58...69).contains(usage) { return "UIKeyInputF\(usage - 57)" }
      return key.charactersIgnoringModifiers.lowercased()
    }
  }

  /// Rule K2: whether the command matches `key`: it is not disabled, it has the same input,
  /// and exactly the same modifiers (Caps Lock and the keypad flag aside, which UIKit's
  /// matching also ignores for letters).
  func matches(_ key: UIKey) -> Bool {
    guard !attributes.contains(.disabled) else { return false }
    let ignored: UIKeyModifierFlags = [.alphaShift, .numericPad]
    guard let input, modifierFlags.subtracting(ignored) == key._modifierFlags.subtracting(ignored) else {
      return false
    }
    return input.lowercased() == Self.input(of: key).lowercased()
  }

  /// The key commands the system declares for the standard edit actions (rule K3): ⌘X, ⌘C,
  /// ⌘V, ⌘A, ⌘Z and ⇧⌘Z.
  static var standard: [UIKeyCommand] {
    [
      UIKeyCommand(input: "x", modifierFlags: .command, action: Selector("cut:")),
      UIKeyCommand(input: "c", modifierFlags: .command, action: Selector("copy:")),
      UIKeyCommand(input: "v", modifierFlags: .command, action: Selector("paste:")),
      UIKeyCommand(input: "a", modifierFlags: .command, action: Selector("selectAll:")),
      UIKeyCommand(input: "z", modifierFlags: .command, action: Selector("undo:")),
      UIKeyCommand(input: "z", modifierFlags: [.command, .shift], action: Selector("redo:")),
    ]
  }
}
