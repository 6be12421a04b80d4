import Foundation

/// How a drop's progress is shown (UIKit's `UIDropSessionProgressIndicatorStyle`, kept).
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
  /// Not shown.
  case none = 0
  /// The system's indicator.
  case `default` = 1
}
