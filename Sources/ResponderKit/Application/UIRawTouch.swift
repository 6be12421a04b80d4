import Foundation

/// One finger's change, as a platform reports it to `UIApplication.receive(_:timestamp:)`.
public struct UIRawTouch: Equatable, Sendable {
  /// The platform's number for the finger, stable from touch-down to lift-off.
  public var finger: Int
  /// What happened to the finger.
  public var phase: UITouch.Phase
  /// Where the finger is, in screen coordinates.
  public var location: CGPoint

  /// Creates a raw touch change.
  public init(finger: Int, phase: UITouch.Phase, location: CGPoint) {
    self.finger = finger
    self.phase = phase
    self.location = location
  }
}
