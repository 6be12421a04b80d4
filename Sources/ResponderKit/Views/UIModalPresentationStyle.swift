import Foundation

/// How a presented view controller is shown, with UIKit's raw values.
///
/// `UIViewController.modalPresentationStyle` resolves to a presentation (rule Q5): the sheet
/// styles (and `automatic`) give a sheet, `popover` a popover on the pad idiom and a sheet on the
/// phone, `fullScreen` and `currentContext` take the presenter's view away.
public enum UIModalPresentationStyle: Int, Hashable, Sendable {
  /// The system's choice (UIKit's default since iOS 13).
  case automatic = -2
  /// No adaptation.
  case none = -1
  /// Covers the whole screen.
  case fullScreen = 0
  /// A sheet over part of the screen.
  case pageSheet = 1
  /// A centred form.
  case formSheet = 2
  /// Covers the presentation context.
  case currentContext = 3
  /// A custom presentation.
  case custom = 4
  /// Covers the screen, leaving the presenter's views in place.
  case overFullScreen = 5
  /// Covers the presentation context, leaving the views under it in place.
  case overCurrentContext = 6
  /// A popover.
  case popover = 7
}
