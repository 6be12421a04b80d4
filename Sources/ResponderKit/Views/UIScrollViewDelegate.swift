import Foundation

/// The messages a scroll view sends about its scrolling; every one is optional, as in UIKit.
///
/// UIKit rules S2, S12, S14, S17: `scrollViewDidScroll(_:)` once per change of the offset;
/// dragging's begin and end; a release's target, which the delegate may change; a deceleration's
/// begin and end; the end of an animated `setContentOffset(_:animated:)`.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed, by code or by scrolling (S2).
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// The pan began: dragging starts (S9, S14).
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The finger lifted; `velocity` is in points per millisecond, and the delegate may change
  /// where the scroll view comes to rest by writing `targetContentOffset.pointee` (S12).
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// Dragging ended; `decelerate` says whether a motion follows (S12).
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// A release motion begins (S12).
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// A release motion reached its target (S12); not sent when a touch or code stopped it (S14).
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// An animated `setContentOffset(_:animated:)` reached its target (S12).
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// The view to scale when zooming, a subview of `scrollView`; nil (the default) turns zooming
  /// off (Z1).
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// A pinch or an animated zoom is about to scale `view` (Z3, Z5).
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  /// The zoom scale changed, by code or by a pinch (Z2).
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// A pinch, its bounce back into the limits, or an animated zoom ended at `scale` (Z3, Z5).
  func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
  /// UIKit's default: nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// UIKit's default: nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// UIKit's default: the target stays.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// UIKit's default: nothing.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// UIKit's default: nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// UIKit's default: nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// UIKit's default: nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
