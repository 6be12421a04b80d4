import Foundation

/// One instance of an app's interface: a responder with a session, a delegate and an
/// activation state.
///
/// UIKit's `UIScene`. Rules SC1 and SC2: a scene connected with
/// `UIApplication.connectScene(delegate:options:role:screen:)` starts `.unattached`, and its
/// delegate hears of each change of state in UIKit's order; an application that never connects
/// one has a single automatic window scene, made the first time it is asked for, which stays
/// `.foregroundActive` and sends no delegate messages. Like every responder, a scene is equal
/// only to itself.
@preconcurrency @MainActor
open class UIScene: UIResponder {
  /// The application the scene belongs to; nil once it is freed.
  weak var _application: UIApplication?
  let _session: UISceneSession
  /// The state `activationState` reports, changed only by the application's transitions (SC1).
  var _activationState: ActivationState = .unattached

  /// Creates a scene for `session`: UIKit's designated initializer, which the system calls.
  ///
  /// Rule SC1: the scene starts `.unattached`, in the application that made the session (or
  /// `UIApplication.shared`); connecting it is the application's job, not the initializer's.
  public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    _session = session
    _application = session._application ?? UIApplication.shared
    super.init()
    session._scene = self
  }

  /// Creates `application`'s automatic scene: a session of its own, already
  /// `.foregroundActive` (SC1).
  convenience init(application: UIApplication) {
    self.init(session: UISceneSession(application: application, role: .windowApplication), connectionOptions: .init())
    _activationState = .foregroundActive
  }

  /// The session the scene belongs to (SC1).
  open var session: UISceneSession { _session }

  /// The scene's delegate, held strongly as in UIKit; it hears of the scene's changes of state
  /// (SC1).
  open var delegate: UISceneDelegate?

  /// Whether the scene is shown and takes events: `.unattached` while it connects, then
  /// `.foregroundInactive`, `.foregroundActive`, and back through `.foregroundInactive` to
  /// `.background` (rule SC1). The automatic scene is always `.foregroundActive`.
  open var activationState: ActivationState { _activationState }

  /// A name for the scene, as the app switcher would show it (UIKit's default: empty).
  open var title: String! = ""

  /// The application: a scene's next responder is `UIApplication`, as in UIKit.
  open override var next: UIResponder? { _application }
}
