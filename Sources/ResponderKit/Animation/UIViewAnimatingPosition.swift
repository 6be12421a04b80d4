/// Where an animator's animations ended, as its completions receive it (V4).
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At the end: the final values.
  case end = 0
  /// At the start: the values from before the animations (a reversed run).
  case start = 1
  /// Where it was when it stopped.
  case current = 2
}
