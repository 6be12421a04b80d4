import Foundation

/// The kind of device the interface is for, with UIKit's raw values.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
  /// Not known.
  case unspecified = -1
  /// A phone (ResponderKit's default).
  case phone = 0
  /// A tablet.
  case pad = 1
  /// A television.
  case tv = 2
  /// A car's screen.
  case carPlay = 3
  /// A Mac.
  case mac = 5
  /// A headset.
  case vision = 6
}
