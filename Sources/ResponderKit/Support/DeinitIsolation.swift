/// Runs a UI object's own cleanup from its `deinit`, which is nonisolated, as UIKit's is.
///
/// UIKit's classes have nonisolated deinitializers, so a subclass writes a plain `deinit { … }` in
/// Swift 5 and 6 modes. An `isolated deinit` here would reject every such subclass ("nonisolated
/// deinitializer has different actor isolation from main actor-isolated overridden
/// declaration"), so the base classes keep a nonisolated `deinit` and run their main-actor
/// cleanup through this. UI objects are used and freed on the main actor, as UIKit requires of
/// its own; the cleanup runs where the object is freed, without a hop (which a dying object could
/// not wait for), as UIKit's `dealloc` does. It touches only the links that the dying object is
/// the owner of (see "Unsafe links" in the How a touch travels article).
///
/// Why not `MainActor.assumeIsolated`, the supported way: it traps where the last reference is
/// dropped off the main thread, and Swift Testing does that to every `@MainActor` suite it
/// made, freeing the suite's stored harness and its whole hierarchy on a pool thread once the
/// test is over. A cast of the closure's isolation is the one way to keep both a plain
/// subclass `deinit` and such suites working; it is confined to this function.
@inline(__always)
func runDeinitCleanup(_ cleanup: @MainActor () -> Void) {
  withoutActuallyEscaping(cleanup) { cleanup in
    unsafeBitCast(cleanup, to: (() -> Void).self)()
  }
}
