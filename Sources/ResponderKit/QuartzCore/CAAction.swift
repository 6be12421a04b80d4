import Foundation

/// Something a layer runs when one of its properties changes: Core Animation's action
/// protocol, which ``CAAnimation`` adopts (running adds it to the layer) and `NSNull` adopts to
/// mean "no action" (V5).
public protocol CAAction {
  /// Runs the action for the change named `event` of `anObject` (the layer).
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` is the action that stops the search for one and does nothing, as in Core Animation
/// (V5).
extension NSNull: CAAction {
  /// Does nothing.
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
