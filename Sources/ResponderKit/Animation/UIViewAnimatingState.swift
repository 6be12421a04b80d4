/// The state of an animator, with UIKit's raw values (V4).
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started, or finished: its animations have not run or are over.
  case inactive = 0
  /// Started or paused: its animations have run and it can be scrubbed, continued or stopped.
  case active = 1
  /// Stopped with `stopAnimation(false)`, waiting for `finishAnimation(at:)`.
  case stopped = 2
}
