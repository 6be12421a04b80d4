import Foundation

extension UIApplication {
  /// Starts ignoring new touches: until the matching `endIgnoringInteractionEvents()`, a touch
  /// that begins is dropped (no hit test, no recognizer, no view); touches already down go on.
  ///
  /// UIKit rule Q7: a non-interactive presentation or dismissal calls it at its start and ends
  /// it at its completion, as UIKit's `runTransitionForCurrentState` does. Calls nest: each
  /// begin needs its end. UIKit deprecated it in iOS 13 and kept it; that touches already down
  /// go on is our choice.
  public func beginIgnoringInteractionEvents() {
    dispatcher.ignoringInteractionDepth += 1
  }

  /// Ends one `beginIgnoringInteractionEvents()`; new touches are taken again once every begin
  /// has its end (Q7). An end without a begin does nothing.
  public func endIgnoringInteractionEvents() {
    dispatcher.ignoringInteractionDepth = max(0, dispatcher.ignoringInteractionDepth - 1)
  }

  /// Whether new touches are ignored now: a `beginIgnoringInteractionEvents()` is not yet
  /// ended, as during a non-interactive presentation or dismissal (Q7).
  public var isIgnoringInteractionEvents: Bool { dispatcher.ignoringInteractionDepth > 0 }
}
