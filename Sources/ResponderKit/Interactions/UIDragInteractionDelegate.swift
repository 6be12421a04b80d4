import Foundation

/// What a drag interaction asks of its source: the items at the lift, their previews, and the
/// news of the session.
///
/// UIKit's protocol, rules D3–D6. Only the items are required; every other method has UIKit's
/// default (nil previews, move allowed, nothing done).
@preconcurrency @MainActor
public protocol UIDragInteractionDelegate: AnyObject {
  /// The items to drag from the touch of `session`; none → no lift (D3).
  func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem]
  /// The preview of `item` as it lifts (D3); nil uses the view.
  func dragInteraction(
    _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: any UIDragSession
  ) -> UITargetedDragPreview?
  /// The items are about to lift (D3).
  func dragInteraction(
    _ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating, session: any UIDragSession)
  /// The drag session begins: the finger moved on after the lift (D4).
  func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession)
  /// Whether a drop may move the items; default true.
  func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession)
    -> Bool
  /// Whether the items must stay in the application; default false.
  func dragInteraction(
    _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool
  /// The session's touch moved (D4).
  func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession)
  /// The session is about to end with `operation` (D6).
  func dragInteraction(
    _ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation)
  /// The session ended with `operation` (D6).
  func dragInteraction(
    _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation)
  /// `item` goes back to where it lifted from (D4, D6).
  func dragInteraction(
    _ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: any UIDragAnimating)
}

extension UIDragInteractionDelegate {
  /// UIKit's default: nil, a preview of the view.
  public func dragInteraction(
    _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: any UIDragSession
  ) -> UITargetedDragPreview? { nil }
  /// UIKit's default: nothing.
  public func dragInteraction(
    _ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating, session: any UIDragSession
  ) {}
  /// UIKit's default: nothing.
  public func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {}
  /// UIKit's default: true.
  public func dragInteraction(
    _ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession
  ) -> Bool { true }
  /// UIKit's default: false.
  public func dragInteraction(
    _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool { false }
  /// UIKit's default: nothing.
  public func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) {}
  /// UIKit's default: nothing.
  public func dragInteraction(
    _ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation
  ) {}
  /// UIKit's default: nothing.
  public func dragInteraction(
    _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation
  ) {}
  /// UIKit's default: nothing.
  public func dragInteraction(
    _ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: any UIDragAnimating
  ) {}
}
