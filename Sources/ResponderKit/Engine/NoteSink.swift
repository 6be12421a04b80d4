/// Where the engine's notes go: the application's observer (``UIApplication/engineObserver``),
/// held by this one object that the application and its arena share, so that the arena
/// reports without holding the application (a test of the arena alone gives it its own).
@MainActor
final class NoteSink {
  /// The observer; nil costs one load per note.
  @exclusivity(unchecked) var observer: (@MainActor (EngineNote) -> Void)?

  /// Whether anyone listens: a note's value is built only then.
  var isObserved: Bool { observer != nil }

  /// Tells the observer, if any, `note`, which is made only when someone listens (the touch
  /// path notes every state change and control event).
  func note(_ note: @autoclosure () -> EngineNote) {
    if let observer { observer(note()) }
  }

  /// Tells the observer, if any, why `object` (a recognizer, control, scroll view or
  /// interaction) does what it does next: the one home of reporting a ``Decision``, made only
  /// when someone listens.
  ///
  /// A recognizer keeps its decision until its state changes, and the change's note carries it
  /// (``EngineNote/gestureState(_:_:recognized:decision:)``); a decision it kept that a newer one
  /// replaces, or that no change followed, is noted on its own. Any other object's decision is
  /// noted at once.
  func decide(_ object: AnyObject, _ decision: @autoclosure () -> Decision) {
    guard let observer else { return }
    guard let recognizer = object as? UIGestureRecognizer else { return observer(.decision(object, decision())) }
    if let replaced = recognizer.pendingDecision { observer(.decision(recognizer, replaced)) }
    recognizer.pendingDecision = decision()
  }

  /// Tells the observer, if any, that `recognizer` refused something (a touch, N7) for
  /// `decision`, which no state change follows: noted at once, on its own.
  func refuse(_ recognizer: UIGestureRecognizer, _ decision: @autoclosure () -> Decision) {
    if let observer { observer(.decision(recognizer, decision())) }
  }

  /// Hands over the decision `recognizer` keeps for its next state change, which is happening:
  /// nil when it has none. Called only while someone listens (the change's note is built then).
  func takeDecision(of recognizer: UIGestureRecognizer) -> Decision? {
    let decision = recognizer.pendingDecision
    if decision != nil { recognizer.pendingDecision = nil }
    return decision
  }

  /// Notes on its own the decision `recognizer` kept that no state change followed (its
  /// sequence is over), so that none is carried by a change of a later sequence.
  func dropDecision(of recognizer: UIGestureRecognizer) {
    guard let decision = recognizer.pendingDecision else { return }
    recognizer.pendingDecision = nil
    if let observer { observer(.decision(recognizer, decision)) }
  }
}
