import Foundation
@_spi(Tools) import ResponderKit

extension TestHarness {
  /// Rotates the interface to `orientation`, as turning the device does (rule A5), and returns
  /// whether it rotated.
  ///
  /// The interface rotates when the orientation is new and the controller that decides allows it:
  /// the window's root view controller, or the top one it presents full screen, must answer true
  /// to `shouldAutorotate` and include the orientation in `supportedInterfaceOrientations`. The
  /// window takes the new shape (its long side across in landscape), with UIKit's calls in UIKit's
  /// order (A5): `willTransition(to:with:)` when the traits change, `viewWillTransition(to:with:)`,
  /// `traitCollectionDidChange(_:)`, the layout pass, the coordinator's alongside blocks, and its
  /// completions `InteractionConstants.rotationDuration` later on the clock. The application's
  /// `statusBarOrientation`, the scene's `interfaceOrientation` and `UIDevice.current.orientation`
  /// follow.
  @discardableResult
  public func rotate(to orientation: UIInterfaceOrientation) -> Bool {
    guard orientation != .unknown, orientation != application.statusBarOrientation else { return false }
    if var decider = window.rootViewController {
      while let presented = decider.presentedViewController, presented.modalPresentationStyle == .fullScreen {
        decider = presented
      }
      guard decider.shouldAutorotate,
        decider.supportedInterfaceOrientations.contains(UIInterfaceOrientationMask(orientation))
      else { return false }
    }
    let size = window.bounds.size
    let long = max(size.width, size.height)
    let short = min(size.width, size.height)
    advance(by: 0)
    window.transitionSize(
      to: orientation.isLandscape ? CGSize(width: long, height: short) : CGSize(width: short, height: long),
      duration: InteractionConstants.rotationDuration, orientation: orientation)
    return true
  }

  /// Resizes the key window to `size`, as a split screen or a resized iPad window does (rule A5):
  /// the calls of a rotation, without one, and completions at once after the run loop's turn.
  public func resizeWindow(to size: CGSize) {
    advance(by: 0)
    window.transitionSize(to: size, duration: 0)
    advance(by: 0)
  }

  /// Delivers a memory warning, as the simulator's Debug menu does: the application posts
  /// `UIApplication.didReceiveMemoryWarningNotification`, then calls `didReceiveMemoryWarning()`
  /// on every view controller of its windows, parents before children.
  public func simulateMemoryWarning() {
    NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: application)
    func warn(_ controller: UIViewController) {
      controller.didReceiveMemoryWarning()
      for child in controller.children { warn(child) }
      if let presented = controller.presentedViewController, presented.presentingViewController === controller {
        warn(presented)
      }
    }
    for window in application.windows {
      if let root = window.rootViewController { warn(root) }
    }
  }
}
