/// An object as those that may outlive it know it: valid while the object lives, which clears
/// it when it goes (in its `deinit`), so that the holders read nil from then on.
///
/// What a weak reference would do, without its cost: an object ever named by a weak reference
/// pays Swift's slow reference counting on every retain and release for the rest of its life,
/// and the applications and recognizers that use this are counted several times per touch event.
@MainActor
final class ClearedLink<Object: AnyObject> {
  /// The object, until its `deinit` clears this.
  unowned(unsafe) var object: Object?

  init(_ object: Object) {
    self.object = object
  }
}
