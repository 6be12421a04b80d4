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
  func decide(_ object: AnyObject, _ decision: @autoclosure () -> Decision) {
    if let observer { observer(.decision(object, decision())) }
  }
}
