import Foundation

extension UIView {
  /// Makes the first responder resign if it is this view or one of its descendants; returns
  /// whether it resigned (F2).
  ///
  /// UIKit's `endEditing(_:)`. With `force`, a first responder that refuses still loses the
  /// status, as one whose view leaves the window does (F2); it is asked first (our choice, where
  /// UIKit does not ask a text field's delegate). A view in no window resigns nothing: false.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let window, let current = window._firstResponder else { return false }
    let inside: Bool
    switch current {
    case let view as UIView: inside = view === self || view.isDescendant(of: self)
    case let controller as UIViewController: inside = controller.viewIfLoaded?.isDescendant(of: self) ?? false
    default: inside = false
    }
    guard inside else { return false }
    _ = current.resignFirstResponder()
    if force, window._firstResponder === current {
      window._firstResponder = nil
      window._application?.updateInputViews()
    }
    return window._firstResponder !== current
  }

  /// Returns a plain view with the same frame, standing for a snapshot of this one.
  ///
  /// UIKit's `snapshotView(afterScreenUpdates:)` returns a view showing what this one draws;
  /// ResponderKit draws nothing, so the snapshot has no content, no subviews and gets no
  /// touches that it would not get as a plain view.
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    UIView(frame: frame)
  }

  /// The traits of the interface the view is shown in (see `UITraitCollection`).
  public var traitCollection: UITraitCollection { .shown }
}
