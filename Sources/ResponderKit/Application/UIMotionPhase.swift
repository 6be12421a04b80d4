import Foundation

/// The phases of a motion event.
public enum UIMotionPhase: Sendable {
  /// `motionBegan(_:with:)`.
  case began
  /// `motionEnded(_:with:)`.
  case ended
  /// `motionCancelled(_:with:)`.
  case cancelled
}
