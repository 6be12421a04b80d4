import Foundation

/// A decision the engine made that no app object's method call shows: an event discarded at
/// the end of a chain, a fault it detected, an impossible input step it skipped, the input
/// views it shows.
///
/// UIKit reports none of these; ResponderKit reports them to `UIApplication.engineObserver`
/// so that traces and tools can explain what happened. Tracing costs nothing when no observer
/// is set.
public enum EngineNote {
  /// An event passed the end of a responder chain (rule R6).
  case discarded(ResponderMessage)
  /// The engine detected a fault in the app, such as a `next` chain that loops (rule R8).
  case error(EngineFault)
  /// A raw input step was impossible (a finger or key that began twice, or moved or ended
  /// before it began) and was skipped.
  case inputError(InputFault)
  /// The input views shown for the key window's first responder changed (rule F3).
  case inputViews(window: UIWindow, inputView: UIView?, accessoryView: UIView?)
  /// A recognizer changed state (not the reset); `recognized` when a discrete gesture went
  /// from possible straight to ended (G2); `decision` is why, when the engine knows.
  ///
  /// The decision travels with the change it caused, so a tool never pairs notes by their order:
  /// a failure carries the test that failed (`movedTooFar`, `vetoedByDelegate`, …), a beginning
  /// after a wait carries `waitedForFailure` (G9), and a change the gesture simply made carries
  /// nil.
  case gestureState(UIGestureRecognizer, UIGestureRecognizer.State, recognized: Bool, decision: Decision?)
  /// A decision that changed no recognizer's state, as a typed value with its numbers (for
  /// `responder why`): a recognizer refused a touch (N7), a recognizer's decision that a later
  /// one replaced before its state changed, a control's reason for what it sends next (just
  /// before that `controlEvent` note), a scroll view's hold of its content's touch (S4).
  case decision(AnyObject, Decision)
  /// A key-down matched `command`, which `declarer` declares (or the application, for the
  /// system's standard shortcuts), and its action is about to be sent (K2, K3).
  case keyCommand(UIKeyCommand, declarer: UIResponder)
  /// A control fired one control event (C2), before its actions run.
  case controlEvent(UIControl, UIControl.Event)
  /// A scroll view is about to send its delegate `message` (S2, S12, S14); only when it has a
  /// delegate.
  case scroll(UIScrollView, ScrollMessage)
  /// A scroll view asked itself `question` about its content view `view`, which answered
  /// `answer` (S6, S7).
  case scrollQuestion(UIScrollView, ScrollQuestion, view: UIView, Bool)
  /// With `UIApplication.checksConformance` on: a responder got an ill-formed sequence of
  /// phases for a touch, or an override skipped a `super` call the engine relies on.
  case conformance(ConformanceFault)
}
