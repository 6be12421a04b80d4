import Foundation

/// One press of a physical button or key, from press to release.
///
/// UIKit semantics, like `UITouch` (T1): one object per key for its whole press.
@preconcurrency @MainActor
open class UIPress: Hashable {
  /// The phase of a press.
  public enum Phase: Int, Sendable {
    /// The key went down.
    case began
    /// Something about the press changed (its force, for analog buttons).
    case changed
    /// The key is down and did not change.
    case stationary
    /// The key was released.
    case ended
    /// The system stopped tracking the press.
    case cancelled
  }

  var _phase: Phase = .began
  var _timestamp: TimeInterval
  let _key: UIKey?
  /// Where the press's chain started at `began`: its later phases go there too, as a touch's
  /// go to its view (a responder that took `pressesBegan` gets `pressesEnded`).
  weak var startResponder: UIResponder?
  /// Whether the press's `pressesBegan` reached the end of the responder chain, unconsumed
  /// (B1): the key window's text input then acts on it.
  var reachedEndOfChain = false

  init(key: UIKey?, timestamp: TimeInterval) {
    _key = key
    _timestamp = timestamp
  }

  /// The press's phase.
  public var phase: Phase { _phase }

  /// When the press last changed.
  public var timestamp: TimeInterval { _timestamp }

  /// The keyboard key, for presses of a hardware keyboard.
  public var key: UIKey? { _key }

  /// Presses are equal only to themselves.
  nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }

  /// Hashes the press's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
