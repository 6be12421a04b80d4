import Dispatch

/// Runs a UI object's own cleanup from its `deinit`, which is nonisolated, as UIKit's is, on
/// the main actor.
///
/// UIKit's classes have nonisolated deinitializers, so a subclass writes a plain `deinit { … }` in
/// Swift 5 and 6 modes. An `isolated deinit` here would reject every such subclass ("nonisolated
/// deinitializer has different actor isolation from main actor-isolated overridden
/// declaration"), so the base classes keep a nonisolated `deinit` and run their main-actor
/// cleanup through this. It touches only the links that the dying object is the owner of (see
/// "Unsafe links" in the How a touch travels article).
///
/// UI objects are used and freed on the main actor, as UIKit requires of its own: there the
/// cleanup runs at once (`MainActor.assumeIsolated`), as UIKit's `dealloc` does. (The main
/// actor runs on the main queue, which is not always drained by the main thread: after
/// `dispatchMain()` worker threads drain it, so the test is the queue's, `onMainQueue`.) An object whose
/// last reference is dropped on another thread — Swift Testing frees each `@MainActor` suite it
/// made, with its stored harness and whole hierarchy, on a pool thread once the test is over —
/// has its cleanup run on the main queue, and the dropping thread waits for it: a dying object
/// cannot be handed to a later hop, and the main actor's state must not be touched from another
/// thread while the main actor runs.
func runDeinitCleanup(_ cleanup: @MainActor () -> Void) {
  if DispatchQueue.getSpecific(key: onMainQueue) != nil {
    MainActor.assumeIsolated(cleanup)
  } else {
    DispatchQueue.main.sync { MainActor.assumeIsolated(cleanup) }
  }
}

/// A mark set on the main queue alone, so that `DispatchQueue.getSpecific(key:)` tells whether
/// the caller runs on it, whichever thread drains it.
private let onMainQueue: DispatchSpecificKey<Bool> = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return key
}()
