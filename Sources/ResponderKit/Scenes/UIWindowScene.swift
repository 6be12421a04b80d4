import Foundation

/// The scene that holds an application's windows.
///
/// UIKit's `UIWindowScene`. ResponderKit has no system that connects scenes, so each
/// application has exactly one window scene, holding all its windows (our choice: iOS code that
/// finds its window through `connectedScenes` then finds the application's).
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  /// The application's windows, in the order they were made.
  open var windows: [UIWindow] { _application?.windows ?? [] }

  /// The application's key window (A2), or nil.
  open var keyWindow: UIWindow? { _application?.keyWindow }

  /// The screen the scene is on: `UIScreen.main`.
  open var screen: UIScreen { UIScreen.main }

  /// The traits of the scene's interface (see `UITraitCollection`).
  open var traitCollection: UITraitCollection { .shown }
}
