import Foundation

/// The physical orientation of the device, with UIKit's raw values.
public enum UIDeviceOrientation: Int, Hashable, Sendable {
  /// Not known (UIKit's value until orientation notifications begin; ResponderKit's default).
  case unknown = 0
  /// Upright, the home button or bar at the bottom.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// Turned so that the home button or bar is on the right.
  case landscapeLeft = 3
  /// Turned so that the home button or bar is on the left.
  case landscapeRight = 4
  /// Flat, screen up.
  case faceUp = 5
  /// Flat, screen down.
  case faceDown = 6

  /// Whether the orientation is one of the two portrait ones, as UIKit's property says.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

  /// Whether the orientation is one of the two landscape ones.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// Whether the device lies flat.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }

  /// Whether the orientation is portrait, landscape or flat, not `unknown`.
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
