import Foundation

/// The transition a presentation would animate, with UIKit's raw values; kept by
/// `UIViewController.modalTransitionStyle` (nothing is animated here).
public enum UIModalTransitionStyle: Int, Hashable, Sendable {
  /// The view slides up from the bottom (UIKit's default).
  case coverVertical = 0
  /// The view flips horizontally.
  case flipHorizontal = 1
  /// The views cross-fade.
  case crossDissolve = 2
  /// The presenter's view curls up.
  case partialCurl = 3
}
