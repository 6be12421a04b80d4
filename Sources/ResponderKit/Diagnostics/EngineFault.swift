import Foundation

/// A fault the engine detected in the app, reported in ``EngineNote/error(_:)`` as a value a
/// tool can match on, never as text to parse.
///
/// Each fault's `description` is the word (or, for a broken constraint, the message) that
/// traces print, derived from the case in one place. UIKit logs some of these to the console
/// and ignores the rest.
public enum EngineFault: CustomStringConvertible {
  /// A `next` chain led back to a responder the walk had already visited; the event stops
  /// there (rule R8).
  case responderLoop
  /// Recognizers require each other to fail, so none could ever go first; the engine fails
  /// the one that closed the cycle (G9).
  case failureCycle
  /// A recognizer asked to go from `from` to `to`, which its state machine does not allow; the
  /// engine took the nearest legal step instead (G2).
  case illegalStateTransition(from: UIGestureRecognizer.State, to: UIGestureRecognizer.State)
  /// The layout pass could not satisfy a required constraint alongside the required ones it
  /// contradicts (`conflicting`, by name) and broke it (Y5). `constraint` is the broken
  /// `NSLayoutConstraint`, nil when the broken one came from a frame or an intrinsic size;
  /// `name` is its layout description (its `identifier` when it has one).
  case unsatisfiableConstraints(constraint: NSLayoutConstraint?, name: String, conflicting: [String])
  /// The layout solver refused an operation for a reason other than a contradiction, which
  /// `detail` describes; the constraint layout has a bug (Y5).
  case layoutSolverFailed(detail: String)
  /// Timers that keep rescheduling themselves used up the firings a run of a virtual clock
  /// allows (a runner reports it instead of spinning).
  case timerFlood
  /// A navigation controller was asked to push a controller already in its stack; nothing
  /// changed (N1; UIKit raises an exception).
  case duplicatePush
  /// A back swipe that a replaced delegate let begin with one controller in the stack; nothing
  /// was popped (N7; UIKit freezes).
  case popAtRoot
  /// A controller that already presents one was asked to present another; nothing happened
  /// (Q4; UIKit logs a warning).
  case alreadyPresenting
  /// A custom animator did not call `completeTransition(_:)` within ten times the duration it
  /// announced; the engine completed the transition (Q14; UIKit hangs).
  case transitionNotCompleted
  /// A popover was presented without a source view and rect or a bar button item; it was not
  /// presented (Q13; UIKit raises an exception).
  case popoverWithoutAnchor
  /// An alert was given a second `.cancel` action; it was not added (Q17; UIKit raises an
  /// exception).
  case secondCancelAction

  /// The text traces print: the case's name, or for a broken constraint the message UIKit logs.
  public var description: String {
    switch self {
    case .responderLoop: "responderLoop"
    case .failureCycle: "failureCycle"
    case .illegalStateTransition: "illegalStateTransition"
    case .unsatisfiableConstraints(_, let name, let conflicting):
      "Unable to simultaneously satisfy constraints: ("
        + (conflicting + [name]).map { "\"\($0)\"" }.joined(separator: ", ")
        + "). Will attempt to recover by breaking constraint \(name)"
    case .layoutSolverFailed(let detail): "Layout solver failed: \(detail)"
    case .timerFlood: "timerFlood"
    case .duplicatePush: "duplicatePush"
    case .popAtRoot: "popAtRoot"
    case .alreadyPresenting: "alreadyPresenting"
    case .transitionNotCompleted: "transitionNotCompleted"
    case .popoverWithoutAnchor: "popoverWithoutAnchor"
    case .secondCancelAction: "secondCancelAction"
    }
  }
}
