import Foundation

/// An object that can respond to and handle events: the base of views, view controllers,
/// windows and the application.
///
/// UIKit rules R6 and R7: the default implementation of every event method forwards the same
/// call to `next`; an override that does not call `super` consumes the event, one that does
/// handles it and passes it on. Past the end of the chain the event is discarded (and the
/// application's observer hears of it).
@MainActor
open class UIResponder {
  /// The mark of the last chain walk that reached this responder; it makes a looping `next`
  /// chain detectable without allocating anything per event (rule R8).
  var walkMark: UInt64 = 0

  /// Creates a responder.
  public init() {}

  /// The next responder in the chain, or nil at its end.
  ///
  /// UIKit rule R1–R5: subclasses return their superview, controller, window or application;
  /// `UIResponder` itself returns nil. Overridable (R8); a chain that loops is reported, not
  /// followed forever.
  open var next: UIResponder? { nil }

  /// Tells the responder that one or more fingers touched down.
  ///
  /// UIKit rule R6: the default forwards the call to `next`.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    ResponderChain.forward(from: self, .touchesBegan) { $0.touchesBegan(touches, with: event) }
  }

  /// Tells the responder that one or more fingers moved.
  ///
  /// UIKit rule R6: the default forwards the call to `next`.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    ResponderChain.forward(from: self, .touchesMoved) { $0.touchesMoved(touches, with: event) }
  }

  /// Tells the responder that one or more fingers lifted.
  ///
  /// UIKit rule R6: the default forwards the call to `next`.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    ResponderChain.forward(from: self, .touchesEnded) { $0.touchesEnded(touches, with: event) }
  }

  /// Tells the responder that the system cancelled one or more touches.
  ///
  /// UIKit rule R6: the default forwards the call to `next`.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    ResponderChain.forward(from: self, .touchesCancelled) {
      $0.touchesCancelled(touches, with: event)
    }
  }
}

/// The name of an event method, as the trace and the application's observer report it.
public enum ResponderMessage: String, Sendable, CaseIterable {
  /// `touchesBegan(_:with:)`.
  case touchesBegan
  /// `touchesMoved(_:with:)`.
  case touchesMoved
  /// `touchesEnded(_:with:)`.
  case touchesEnded
  /// `touchesCancelled(_:with:)`.
  case touchesCancelled
}
