import Foundation

/// What a drop interaction asks of its target while a session is over its view.
///
/// UIKit's protocol, rules D5 and D6; every method has UIKit's default.
@preconcurrency @MainActor
public protocol UIDropInteractionDelegate: AnyObject {
  /// Whether the target takes the session at all; default true. Asked once per entry (D5).
  func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool
  /// The session came over the view (D5).
  func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession)
  /// What a drop here would do now (D5); default `.cancel`.
  func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
    -> UIDropProposal
  /// The session left the view, or ended over it without a drop (D5, D6).
  func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession)
  /// The items are dropped here: load them (D6).
  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession)
  /// The drop's animation is done (D6).
  func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession)
  /// The session ended; sent to every target it entered (D6).
  func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession)
}

extension UIDropInteractionDelegate {
  /// UIKit's default: true.
  public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
    true
  }
  /// UIKit's default: nothing.
  public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {}
  /// UIKit's default: a `.cancel` proposal (D5).
  public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
    -> UIDropProposal
  { UIDropProposal(operation: .cancel) }
  /// UIKit's default: nothing.
  public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {}
  /// UIKit's default: nothing.
  public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {}
  /// UIKit's default: nothing.
  public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {}
  /// UIKit's default: nothing.
  public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {}
}
