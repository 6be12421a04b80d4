import Foundation

/// An object that adds behaviour to the view it is added to, such as an edit menu.
///
/// UIKit's protocol: `UIView.addInteraction(_:)` tells the interaction with `willMove(to:)`
/// and `didMove(to:)`, and the interaction keeps its `view` itself.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
  /// The view the interaction belongs to, or nil.
  var view: UIView? { get }
  /// Called before the interaction is added to or removed from a view (nil).
  func willMove(to view: UIView?)
  /// Called after the interaction was added to or removed from a view (nil).
  func didMove(to view: UIView?)
}

/// An interaction of this module, whose `view` is an ``UnsafeLink`` that the view clears when
/// it is freed, where UIKit's is weak: a weak reference gives the view a side table, and every
/// retain and release of that view then takes Swift's slow path for the rest of its life,
/// on the hover path among others.
@MainActor
protocol ViewLinkedInteraction: UIInteraction {
  /// The storage of `view`.
  var viewLink: UnsafeLink<UIView> { get set }
}

extension ViewLinkedInteraction {
  /// Clears `view` if it names `freed`: called by that view's `deinit`, the owner that keeps
  /// the link valid.
  func forget(_ freed: UIView) {
    if viewLink.refers(to: freed) { viewLink.wrappedValue = nil }
  }
}
