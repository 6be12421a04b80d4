import UIKit

/// A window that floats above the app (a debug overlay, a toast host) and lets every touch
/// through except those on its own controls.
class PassThroughWindow: UIWindow {
  override init(frame: CGRect) {
    super.init(frame: frame)
    windowLevel = .statusBar
    backgroundColor = .clear
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard let hitView = super.hitTest(point, with: event) else { return nil }
    // The window itself and the root controller's background are see-through.
    if hitView == self || hitView == rootViewController?.view {
      return nil
    }
    return hitView
  }
}
