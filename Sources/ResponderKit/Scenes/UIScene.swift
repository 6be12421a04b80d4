import Foundation

/// One instance of an app's interface: here, one per application (see `UIWindowScene`).
///
/// UIKit's `UIScene`, a responder the system connects for each window of the app. ResponderKit
/// makes no scene sessions and sends no scene-delegate messages: a scene exists from the first
/// time it is asked for, and stays `.foregroundActive`; like every responder, it is equal only to itself.
@preconcurrency @MainActor
open class UIScene: UIResponder {
  /// The application the scene belongs to; nil once it is freed.
  weak var _application: UIApplication?

  init(application: UIApplication) {
    _application = application
    super.init()
  }

  /// Whether the scene is shown and takes events: always `.foregroundActive` here, as for an
  /// app in use.
  open var activationState: ActivationState { .foregroundActive }

  /// A name for the scene, as the app switcher would show it (UIKit's default: empty).
  open var title: String! = ""

  /// The application: a scene's next responder is `UIApplication`, as in UIKit.
  open override var next: UIResponder? { _application }
}
