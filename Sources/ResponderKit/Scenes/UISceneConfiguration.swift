import Foundation

/// How to make a scene: its name, role, and the classes of its scene and delegate.
///
/// UIKit's `UISceneConfiguration`, which the app delegate returns from
/// `application(_:configurationForConnecting:options:)` (rule SC1). ResponderKit makes no
/// object from a class, which needs the Objective-C runtime: `sceneClass` and `delegateClass`
/// are kept for the app to read, and whoever connects the scene passes its delegate.
@preconcurrency @MainActor
open class UISceneConfiguration {
  /// The configuration's name, as in the app's scene manifest; nil for none.
  open private(set) var name: String?

  /// The role of the sessions it is for.
  open private(set) var role: UISceneSession.Role

  /// The class of the scene to make (`UIWindowScene` when nil); kept, not used.
  open var sceneClass: AnyClass?

  /// The class of the scene's delegate; kept, not used.
  open var delegateClass: AnyClass?

  /// Creates a configuration named `name` for sessions of `sessionRole`.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
  }
}
