import Foundation

/// The record of one scene of an app: what it is for, how it is configured, and the scene
/// while one is connected.
///
/// UIKit's `UISceneSession`, which the system makes; here `UIApplication` makes one per
/// connected scene (`connectScene(delegate:options:role:screen:)`) and one for its automatic
/// scene. Rule SC1: a session outlives its scene's disconnection and stays in
/// `UIApplication.openSessions` until it is discarded. Equal only to itself.
@preconcurrency @MainActor
open class UISceneSession: Hashable {
  /// What a scene is for, with UIKit's raw values.
  public struct Role: RawRepresentable, Hashable, Sendable {
    /// The role's name.
    public var rawValue: String

    /// Creates a role from its name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates a role from its name.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    /// The role of the app's interactive windows: every scene here has it unless told
    /// otherwise.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }

  /// The application that made the session; nil once it is freed.
  weak var _application: UIApplication?
  /// The connected scene, held weakly as in UIKit.
  weak var _scene: UIScene?
  var _configuration: UISceneConfiguration
  let _role: Role

  init(application: UIApplication, role: Role) {
    _application = application
    _role = role
    _configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: role)
  }

  /// The session's scene while it is connected; nil after it disconnected (SC1).
  open var scene: UIScene? { _scene }

  /// What the session's scenes are for.
  open var role: Role { _role }

  /// The configuration its scene was made with: the app delegate's answer to
  /// `application(_:configurationForConnecting:options:)` (SC1).
  open var configuration: UISceneConfiguration { _configuration }

  /// A string that identifies the session, unique to it.
  open var persistentIdentifier: String { _persistentIdentifier }
  let _persistentIdentifier = UUID().uuidString

  /// The app's own information about the session; nil until it sets some.
  open var userInfo: [String: Any]?

  /// Whether two sessions are the same object, as `NSObject.isEqual(_:)` answers by default.
  nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }

  /// Hashes the object's identity, as `NSObject.hash` does by default.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
