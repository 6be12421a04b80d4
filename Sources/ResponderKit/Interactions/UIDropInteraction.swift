import Foundation

/// A drop target: a view that can take the items of a drag session within the application.
///
/// UIKit rules D5 and D6. It installs nothing: a drag session finds its target by hit testing
/// the point under its touch (H1–H4) and taking the nearest view on that path, from the hit
/// view outward, that has a drop interaction (our choice of UIKit's unpublished search).
@preconcurrency @MainActor
open class UIDropInteraction: UIInteraction, ViewLinkedInteraction {
  /// The object that answers for the target; held weakly, as in UIKit.
  public private(set) weak var delegate: (any UIDropInteractionDelegate)?
  /// The view the interaction was added to; nil once that view is freed, as with UIKit's weak
  /// reference (kept as a `ViewLinkedInteraction`).
  public var view: UIView? { viewLink.wrappedValue }
  /// The storage of `view`, which the view clears when it is freed.
  var viewLink = UnsafeLink<UIView>(wrappedValue: nil)
  /// Whether sessions may be over the view at once (kept: one touch drags at a time here).
  open var allowsSimultaneousDropSessions = false

  /// Creates a drop interaction; add it to a view with `UIView.addInteraction(_:)`.
  public init(delegate: any UIDropInteractionDelegate) {
    self.delegate = delegate
  }

  /// Called before the interaction moves to another view; does nothing.
  open func willMove(to view: UIView?) {}

  /// Keeps the view.
  open func didMove(to view: UIView?) {
    viewLink.wrappedValue = view
  }

  /// Rule D5: the drop interaction a session at `screenPoint` is over: the nearest one on the
  /// hit-test path, from the hit view outward.
  static func target(at screenPoint: CGPoint, in application: UIApplication) -> UIDropInteraction? {
    var view = application.hitTest(screenPoint, with: nil)
    while let current = view {
      for case let interaction as UIDropInteraction in current._interactions { return interaction }
      view = current._superview
    }
    return nil
  }
}
