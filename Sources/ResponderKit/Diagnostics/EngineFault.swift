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
    }
  }
}

/// A raw input step that could not happen, reported in ``EngineNote/inputError(_:)``; the
/// engine skips the step rather than trap, since a backend's input may be inconsistent.
public enum InputFault: String, Sendable, CustomStringConvertible {
  /// A finger or key began while it was already down.
  case alreadyBegan
  /// A finger or key moved or ended before it began.
  case notBegan
  /// The pointer moved as if pressed, or lifted, while no button was down (P8).
  case pointerNotDown

  /// The word traces print: the case's name.
  public var description: String { rawValue }
}

/// A breach of the contract UIKit's subclasses must keep, reported in
/// ``EngineNote/conformance(_:)`` when `UIApplication.checksConformance` is on.
public enum ConformanceFault: CustomStringConvertible {
  /// `responder` got `phase` for the touch of `finger` after `previous` (nil: nothing), which
  /// no well-formed sequence of phases allows (began, then moved, then ended or cancelled).
  case illFormedPhases(UIResponder, phase: UITouch.Phase, previous: UITouch.Phase?, finger: Int)
  /// `control` overrides a touch method without calling `super`, so the tracking the engine
  /// does in UIControl's implementation never runs (C2).
  case overrideSkippedSuper(UIControl)

  /// A sentence naming the responder's class and what went wrong.
  public var description: String {
    switch self {
    case .illFormedPhases(let responder, let phase, let previous, let finger):
      "\(type(of: responder)) got \(phase) after \(previous.map { "\($0)" } ?? "nothing") for finger \(finger)"
    case .overrideSkippedSuper(let control):
      "\(type(of: control)) overrides a touch method without calling super: it cannot track"
    }
  }
}
