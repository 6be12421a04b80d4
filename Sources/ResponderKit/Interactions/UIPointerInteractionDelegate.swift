import Foundation

/// What a pointer interaction asks of its delegate: the regions of its view and their styles,
/// and the region changes.
///
/// UIKit's `UIPointerInteractionDelegate` (iOS 13.4), rule P6. Every method is optional, as
/// in UIKit; the defaults below are what UIKit does when one is not implemented.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
  /// The region the pointer is in, asked on the pointer's entering the view and on each of its
  /// moves over it; nil means no region (P6).
  func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion
  ) -> UIPointerRegion?
  /// The pointer's style in a region it just entered; nil for the system's (P6).
  func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
  /// The pointer is entering `region` (P6).
  func pointerInteraction(
    _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating)
  /// The pointer is leaving `region` (P6).
  func pointerInteraction(
    _ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
  /// UIKit's default: the default region, the view's bounds.
  public func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion
  ) -> UIPointerRegion? { defaultRegion }
  /// UIKit's default: nil, the system's style.
  public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
    -> UIPointerStyle?
  { nil }
  /// UIKit's default: nothing.
  public func pointerInteraction(
    _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating
  ) {}
  /// UIKit's default: nothing.
  public func pointerInteraction(
    _ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating
  ) {}
}
