import Foundation

/// A raw input step that could not happen, reported in ``EngineNote/inputError(_:)``; the
/// engine skips the step rather than trap, since a backend's input may be inconsistent.
public enum InputFault: String, Sendable, CustomStringConvertible {
  /// A finger or key began while it was already down.
  case alreadyBegan
  /// A finger or key moved or ended before it began.
  case notBegan
  /// The pointer moved as if pressed, or lifted, while no button was down (P8).
  case pointerNotDown

  /// The word traces print: the case's name.
  public var description: String { rawValue }
}
