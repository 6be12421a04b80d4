/// A link that neither retains its target nor is weak: the one kind of unsafe reference the
/// engine keeps, and the one place its safety is argued.
///
/// The invariant, for every link (each `@UnsafeLink` property, and the few `unowned(unsafe)`
/// ones this wrapper cannot hold, whose comments point here): **a link that is set names a live
/// object, because whatever frees the target clears the link first.** Each link points from a
/// holder to the object that owns it, or to an object that owner holds strongly (a view's
/// window holds the view's tree; an application holds its windows, its dispatcher and its
/// clock); the target clears the links its holders keep, in its `deinit` and whenever it lets a
/// holder go (a superview removing a subview, a view removing a recognizer, an application
/// losing a window). Every read and write is on the main actor, where the UI objects are freed,
/// so no read can interleave with a target's deinit. Each declaration says which owner clears
/// it and when: that is the link's instance of this invariant, and nothing else needs arguing.
///
/// Why not `weak`: an object ever named by a weak reference gets a side table, and every
/// retain and release of it then takes Swift's slow path for the rest of its life; the touch
/// path retains these objects several times per event. Why not `unowned`: its checked load
/// costs a call per read.
///
/// A debug build checks the invariant: beside the link it keeps a weak shadow (debug builds
/// alone pay the side tables) and traps when a set link is read after its target was freed.
/// The target's own cleanup reads its links while it is being freed, when the shadow already
/// reads nil: it asks ``refers(to:)`` or ``unchecked`` instead.
///
/// The same file holds the engine's one other unretained form, the **lent** reference
/// (`withTarget(_:)`, `Unmanaged.withGuaranteed(_:)`): an object passed to a call without a
/// retain, because something else the lender names keeps it for the whole call (the session's
/// list a recognizer is offered from, the touch that holds its view, the application whose own
/// dispatch called its window, the superview that holds each view a walk up the tree reads in
/// place). Every lend goes through `withGuaranteed`. Its invariant: **nothing the call can do releases that
/// keeper's hold before the call returns.** A debug build checks it with a weak witness taken
/// before the call and read after.
@propertyWrapper
struct UnsafeLink<Target: AnyObject> {
  /// Kept `Unmanaged`, not `unowned(unsafe)`: reading the latter makes a strong reference,
  /// retained for the call it is used in, where `withTarget` lends the target unretained.
  private var target: Unmanaged<Target>?
  #if DEBUG
    /// The debug build's witness: nil once the target is freed (or being freed).
    private weak var shadow: Target?
    /// Whether `target` is set; read instead of `target`, which a freed target cannot be.
    private var isSet = false
  #endif

  init(wrappedValue: Target?) {
    target = wrappedValue.map(Unmanaged.passUnretained)
    #if DEBUG
      shadow = wrappedValue
      isSet = wrappedValue != nil
    #endif
  }

  /// The target, or nil; in a debug build, a trap if the target was freed while still linked.
  var wrappedValue: Target? {
    @inline(__always) get {
      checkTarget()
      return target?.takeUnretainedValue()
    }
    @inline(__always) set {
      target = newValue.map(Unmanaged.passUnretained)
      #if DEBUG
        shadow = newValue
        isSet = newValue != nil
      #endif
    }
  }

  /// The link itself, for the target's own cleanup (`$link.refers(to: self)`).
  var projectedValue: UnsafeLink<Target> { self }

  /// Whether the link names `object`, without the debug check: for the target's `deinit`,
  /// where the target is still valid but its weak shadow already reads nil.
  @inline(__always) func refers(to object: Target) -> Bool {
    target?.toOpaque() == Unmanaged.passUnretained(object).toOpaque()
  }

  /// The target without the debug check, for the target's own cleanup (see ``refers(to:)``).
  var unchecked: Target? { target?.takeUnretainedValue() }

  /// Runs `body` with the target, not retained for the call (nothing if the link is unset).
  ///
  /// For a call that something down the stack keeps the target alive through: a window's
  /// touches reach it from its application's own dispatch (`UIApplication.sendEvent(_:)`, whose
  /// caller holds the application), so a retain for the call would buy nothing.
  @inline(__always)
  func withTarget(_ body: (Target) -> Void) {
    checkTarget()
    target?.withGuaranteed(body)
  }

  /// The debug build's check of the invariant before a read: a set link names a live target.
  @inline(__always)
  private func checkTarget() {
    #if DEBUG
      precondition(!isSet || shadow != nil, "an UnsafeLink outlived its target: its owner did not clear it")
    #endif
  }
}

#if DEBUG
  /// The debug build's message when an object lent to a call (`withGuaranteed`, `withTarget`)
  /// was freed before the call returned: whatever the lender named as keeping it did not.
  let lentObjectFreed = "an object lent unretained was freed during the call it was lent to"
#endif

extension Unmanaged {
  /// Runs `body` with the instance, not retained for the call, which the caller keeps alive by
  /// other means (an array it holds, an owner down the stack).
  ///
  /// It is the standard library's `_withUnsafeGuaranteedRef` called from this module, the one
  /// underscored call the engine makes: no supported API passes an `Unmanaged` reference on
  /// without a retain (`takeUnretainedValue()` hands the call a strong reference, retained and
  /// released at every lend, several per touch event, which costs the touch path more than its
  /// budget allows). A main-actor closure handed to that call directly gets a runtime isolation
  /// check on each call (SE-0423), which costs more than the retain it saves; through here it is
  /// checked at compile time alone.
  ///
  /// Call sites spell out `Unmanaged.passUnretained(object).withGuaranteed { … }`: a helper
  /// taking the object as its argument would retain it at each call, the cost this avoids.
  ///
  /// A debug build checks the lender's claim: a weak witness taken before the call must still
  /// name the instance after it (`lentObjectFreed`).
  @inline(__always)
  func withGuaranteed<Result>(_ body: (Instance) -> Result) -> Result {
    #if DEBUG
      return _withUnsafeGuaranteedRef { instance in
        weak let witness = instance
        let result = body(instance)
        precondition(witness != nil, lentObjectFreed)
        return result
      }
    #else
      return _withUnsafeGuaranteedRef(body)
    #endif
  }
}
