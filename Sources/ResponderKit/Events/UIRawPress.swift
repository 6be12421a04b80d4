import Foundation

/// One key's change, as a platform reports it to `UIApplication.receive(_:timestamp:)`.
public struct UIRawPress: Equatable, Sendable {
  /// The key.
  public var key: UIKeyboardHIDUsage
  /// What happened to it.
  public var phase: UIPress.Phase
  /// The characters it types, if any.
  public var characters: String
  /// Modifiers the platform reports with the key, besides the modifier keys it reports as
  /// presses of their own (which count too, K4).
  public var modifierFlags: UIKeyModifierFlags

  /// Creates a raw press change.
  public init(
    key: UIKeyboardHIDUsage, phase: UIPress.Phase, characters: String = "", modifierFlags: UIKeyModifierFlags = []
  ) {
    self.key = key
    self.phase = phase
    self.characters = characters
    self.modifierFlags = modifierFlags
  }
}
