import Foundation

/// A scene that holds windows.
///
/// UIKit's `UIWindowScene`. Rule SC2: a window made with `UIWindow(windowScene:)` is in that
/// scene; a window made without one (`init(frame:)`, `init(application:frame:)`) is in its
/// application's first connected window scene, or, in an application that never connected
/// one, in its automatic scene (our choice: UIKit shows such a window nowhere until its
/// `windowScene` is set).
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  /// The screen `screen` answers, when the application that connected the scene gave one.
  var _screen: UIScreen?

  /// The scene's windows, in the order they were made (SC2).
  open var windows: [UIWindow] { _application?.windows.filter { $0.windowScene === self } ?? [] }

  /// The application's key window when it is one of this scene's windows (A2, SC2), or nil.
  open var keyWindow: UIWindow? {
    guard let key = _application?.keyWindow, key.windowScene === self else { return nil }
    return key
  }

  /// The screen the scene is on: the one given when it was connected, or `UIScreen.main`;
  /// `UIWindow(windowScene:)` makes windows of its bounds (SC3).
  open var screen: UIScreen { _screen ?? UIScreen.main }

  /// The traits of the scene's interface (see `UITraitCollection`).
  open var traitCollection: UITraitCollection { .shown }

  /// The orientation of the scene's interface: its application's, which a rotation changes
  /// (A5).
  open var interfaceOrientation: UIInterfaceOrientation { _application?.interfaceOrientation ?? .portrait }

  /// The scene's status bar manager, made on first use.
  open var statusBarManager: UIStatusBarManager? {
    if let made = _statusBarManager { return made }
    let made = UIStatusBarManager(scene: self)
    _statusBarManager = made
    return made
  }

  /// The status bar manager, once made.
  private var _statusBarManager: UIStatusBarManager?
}
