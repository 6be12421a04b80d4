import Foundation

/// The phases of a motion event.
public enum UIMotionPhase: Sendable {
  /// `motionBegan(_:with:)`.
  case began
  /// `motionEnded(_:with:)`.
  case ended
  /// `motionCancelled(_:with:)`.
  case cancelled

  var message: ResponderMessage {
    switch self {
    case .began: return .motionBegan
    case .ended: return .motionEnded
    case .cancelled: return .motionCancelled
    }
  }
}
