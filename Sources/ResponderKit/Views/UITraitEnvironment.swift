import Foundation

/// An object with traits: views and view controllers.
///
/// UIKit's `UITraitEnvironment`; see `UITraitCollection` for the traits they have here and why
/// `traitCollectionDidChange(_:)` is not called.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
  /// The traits of the interface the object is shown in.
  var traitCollection: UITraitCollection { get }
  /// The traits changed from `previousTraitCollection`.
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}

extension UIViewController: UITraitEnvironment {}
