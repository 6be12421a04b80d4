/// An object as those that may outlive it know it: valid while the object lives, which clears
/// it when it goes (in its `deinit`), so that the holders read nil from then on.
///
/// What a weak reference would do, without its cost (see ``UnsafeLink``): one shared box, so
/// that an object with many holders (an application's events, a recognizer's timers) clears
/// them all at once.
@MainActor
final class ClearedLink<Object: AnyObject> {
  /// The object, until its `deinit` clears this.
  @UnsafeLink var object: Object?

  init(_ object: Object) {
    self.object = object
  }
}
