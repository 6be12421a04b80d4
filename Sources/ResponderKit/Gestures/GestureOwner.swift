/// A view that owns some of its recognizers as part of what it is (a scroll view its pan): it
/// has the first word on their beginning, before their public delegate, as UIKit's views are
/// the private delegates of the recognizers they make (S7–S9).
///
/// The arena asks it through ``UIGestureRecognizer/owner`` and knows nothing else of the view:
/// a container adds a recognizer and answers here, not a case in the engine.
@MainActor
protocol GestureOwner: AnyObject {
  /// Whether `recognizer`, one of the owner's, may leave `possible` now; an owner that says no
  /// reports its own reason (`responder why`).
  func ownedGestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool
}
