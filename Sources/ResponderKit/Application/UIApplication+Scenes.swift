import Foundation

extension UIApplication {
  /// The application's scenes: one `UIWindowScene` holding every window (see `UIWindowScene`).
  ///
  /// UIKit lists the scenes the system connected; here the one scene is made when first asked
  /// for, and is the same object from then on.
  public var connectedScenes: Set<UIScene> { [windowScene] }

  /// Whether the app shows more than one scene: false, as an app without a multiple-scenes
  /// manifest entry answers in UIKit.
  public var supportsMultipleScenes: Bool { false }

  /// The application's one window scene, made on first use.
  var windowScene: UIWindowScene {
    if let scene = _windowScene { return scene }
    let scene = UIWindowScene(application: self)
    _windowScene = scene
    return scene
  }
}
