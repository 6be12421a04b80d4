import Foundation

/// A delegate message a scroll view sends, with its numbers, for tools (the scenario's `scroll`
/// lines).
public enum ScrollMessage: Equatable, Sendable {
  /// `scrollViewDidScroll(_:)`, with the new offset.
  case didScroll(offset: CGPoint)
  /// `scrollViewWillBeginDragging(_:)`.
  case willBeginDragging
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, with the velocity in
  /// points per millisecond and the target before the delegate's answer.
  case willEndDragging(velocity: CGPoint, target: CGPoint)
  /// `scrollViewDidEndDragging(_:willDecelerate:)`.
  case didEndDragging(decelerate: Bool)
  /// `scrollViewWillBeginDecelerating(_:)`.
  case willBeginDecelerating
  /// `scrollViewDidEndDecelerating(_:)`.
  case didEndDecelerating
  /// `scrollViewDidEndScrollingAnimation(_:)`.
  case didEndScrollingAnimation
  /// `scrollViewWillBeginZooming(_:with:)` (Z3, Z5).
  case willBeginZooming
  /// `scrollViewDidZoom(_:)`, with the new zoom scale (Z2).
  case didZoom(scale: CGFloat)
  /// `scrollViewDidEndZooming(_:with:atScale:)`, with the scale (Z3, Z5).
  case didEndZooming(scale: CGFloat)

  /// The message's name in traces (`didScroll`, `willBeginDragging`, …).
  public var name: String {
    switch self {
    case .didScroll: return "didScroll"
    case .willBeginDragging: return "willBeginDragging"
    case .willEndDragging: return "willEndDragging"
    case .didEndDragging: return "didEndDragging"
    case .willBeginDecelerating: return "willBeginDecelerating"
    case .didEndDecelerating: return "didEndDecelerating"
    case .didEndScrollingAnimation: return "didEndScrollingAnimation"
    case .willBeginZooming: return "willBeginZooming"
    case .didZoom: return "didZoom"
    case .didEndZooming: return "didEndZooming"
    }
  }
}
