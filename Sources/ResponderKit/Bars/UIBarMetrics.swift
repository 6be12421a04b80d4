import Foundation

/// The bar heights an appearance image is for, with UIKit's raw values. Stored with the images
/// that name it; nothing here draws.
public enum UIBarMetrics: Int, Sendable {
  /// The usual height.
  case `default` = 0
  /// The compact height of a phone in landscape.
  case compact = 1
  /// The usual height with a prompt.
  case defaultPrompt = 101
  /// The compact height with a prompt.
  case compactPrompt = 102
}
