/// A weak reference for an action's closure to capture as a constant: a `[weak x]` capture is a
/// variable's box, and every read of it is checked for exclusivity at run time (a recognizer's
/// action reads its target at every action, a pan's at every move).
@MainActor
final class WeakTarget<Object: AnyObject> {
  /// The object, or nil once it was freed.
  weak var object: Object?

  init(_ object: Object) {
    self.object = object
  }
}
