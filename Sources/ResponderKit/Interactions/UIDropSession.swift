import Foundation

/// The drop target's view of the session (UIKit's `UIDropSession`).
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
  /// The source's session, as the drag began in this application.
  var localDragSession: (any UIDragSession)? { get }
  /// How the progress of a slow drop is shown (kept).
  var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
  /// The progress of loading the items.
  var progress: Progress { get }
  /// Makes objects of `aClass` from the items that can, and passes them to `completion`.
  ///
  /// In memory, the objects are made at once and `completion` runs before the call returns
  /// (UIKit runs it later, on the main queue).
  @discardableResult
  func loadObjects(
    ofClass aClass: any NSItemProviderReading.Type,
    completion: @escaping @MainActor ([any NSItemProviderReading]) -> Void
  ) -> Progress
}
