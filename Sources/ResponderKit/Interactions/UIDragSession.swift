import Foundation

/// The drag source's view of the session (UIKit's `UIDragSession`).
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
  /// Any object the source keeps with the session.
  var localContext: Any? { get set }
}
