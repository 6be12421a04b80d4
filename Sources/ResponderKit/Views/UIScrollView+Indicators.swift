import Foundation

extension UIScrollView {
  /// How dragging the scroll view dismisses the keyboard, with UIKit's raw values.
  public enum KeyboardDismissMode: Int, Hashable, Sendable {
    /// A drag leaves the keyboard (UIKit's default).
    case none = 0
    /// A drag dismisses the keyboard at once.
    case onDrag = 1
    /// The keyboard follows the finger down and can be pulled back up.
    case interactive = 2
    /// As `onDrag`, with the keyboard's own motion (iOS 16).
    case onDragWithAccessory = 3
    /// As `interactive`, with the keyboard's own motion (iOS 16).
    case interactiveWithAccessory = 4
  }

  /// The colour scheme of the scroll indicators, with UIKit's raw values.
  public enum IndicatorStyle: Int, Hashable, Sendable {
    /// Black with a white border: visible on any background (UIKit's default).
    case `default` = 0
    /// Black, for light backgrounds.
    case black = 1
    /// White, for dark backgrounds.
    case white = 2
  }

  /// How the safe area adds to the content inset, with UIKit's raw values.
  public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
    /// As `scrollableAxes`, and always at the top under a navigation bar (UIKit's default).
    case automatic = 0
    /// The safe area adds on the axes that scroll.
    case scrollableAxes = 1
    /// The safe area never adds.
    case never = 2
    /// The safe area always adds.
    case always = 3
  }
}
