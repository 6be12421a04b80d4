import Foundation

/// The messages a presentation controller sends about adapting its style and about a user's
/// attempt to dismiss; every one is optional, as in UIKit.
///
/// UIKit rules Q12 and Q13: `presentationControllerShouldDismiss(_:)` is asked before a user
/// dismissal (a drag, a tap on the dimming view or the grabber, a tap outside a popover);
/// `presentationControllerWillDismiss(_:)` and `presentationControllerDidDismiss(_:)` frame a
/// user dismissal (never a `dismiss(animated:completion:)` from code);
/// `presentationControllerDidAttemptToDismiss(_:)` follows a refused one. On the phone idiom a
/// popover adapts to a sheet unless `adaptivePresentationStyle(for:traitCollection:)` answers
/// `.none`.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// The style to adapt to; the default answers `.automatic`, "adapt as the system does"
  /// (UIKit: the style the presentation controller adapts to when the delegate has no say).
  func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
  /// The style to adapt to in `traitCollection`; the default asks
  /// `adaptivePresentationStyle(for:)`. `.none` keeps a popover a popover on the phone idiom
  /// (Q13).
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
  /// Whether a user may dismiss the presented controller now (Q12; default true).
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  /// A user dismissal is about to begin (Q12).
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// A user dismissal ended, after its completion's turn (Q12).
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// A user tried to dismiss and was refused: the presented controller presents another,
  /// `isModalInPresentation` is true, or `presentationControllerShouldDismiss(_:)` said no
  /// (Q12).
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// Adapt as the system does (`.automatic`).
  public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
    .automatic
  }
  /// Asks `adaptivePresentationStyle(for:)`.
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    adaptivePresentationStyle(for: controller)
  }
  /// A user may dismiss (Q12).
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    true
  }
  /// Does nothing.
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  /// Does nothing.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
