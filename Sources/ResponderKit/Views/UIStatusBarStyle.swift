/// The look of the status bar: UIKit's `UIStatusBarStyle`, with its raw values, for
/// `UIViewController.preferredStatusBarStyle` (no status bar shows on Linux).
public enum UIStatusBarStyle: Int, Hashable, Sendable {
  /// Dark or light content, following the interface style.
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  /// Dark content, for light backgrounds.
  case darkContent = 3
}
