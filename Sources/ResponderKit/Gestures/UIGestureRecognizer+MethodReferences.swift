import Foundation

// Target-action with method references in the shapes UIKit code declares its action methods:
// `handlePan(_ gesture: UIPanGestureRecognizer)`, `handleTap()`, or `handleTap(_ sender: Any)`
// reached through `UIGestureRecognizer`. These are what `responder port` turns
// `#selector(handlePan(_:))` into, so the target expression is taken as written (`self`, an
// optional, an existential): its type is checked when the target is added.

extension UIGestureRecognizer {
  /// Creates a recognizer that calls `action` on `target` with the recognizer, typed as the
  /// recognizer's own class: `UIPanGestureRecognizer(target: self, action: Self.handlePan)`.
  ///
  /// UIKit's `init(target:action:)` with a method reference in place of `#selector`; the
  /// target is held weakly, as UIKit holds it. A target that is nil or not a `Target` adds
  /// nothing (UIKit would raise "unrecognized selector" at the first action).
  public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
    target: Any?, action: @escaping @MainActor (Target) -> (Recognizer) -> Void
  ) {
    self.init(target: nil, action: nil)
    if let target { addTarget(target, action: action) }
  }

  /// Creates a recognizer that calls the zero-argument `action` on `target`:
  /// `UITapGestureRecognizer(target: self, action: Self.dismiss)`.
  ///
  /// UIKit accepts action methods without a parameter; the target is held weakly.
  public convenience init<Target: AnyObject>(target: Any?, action: @escaping @MainActor (Target) -> () -> Void) {
    self.init(target: nil, action: nil)
    if let target { addTarget(target, action: action) }
  }

  /// Adds a target whose action takes the recognizer typed as its own class
  /// (`handlePan(_ gesture: UIPanGestureRecognizer)`); the target is held weakly.
  ///
  /// UIKit's `addTarget(_:action:)` with a method reference. The action runs only while the
  /// recognizer is a `Recognizer`, which it always is when the types are the ones UIKit code
  /// declares.
  public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
    _ target: Any, action: @escaping @MainActor (Target) -> (Recognizer) -> Void
  ) {
    guard let typed = target as? Target else { return }
    let link = WeakTarget(typed)
    targets.append(
      UIGestureRecognizer.Target(
        object: typed, holdsObject: true,
        perform: { recognizer in
          if let typed = link.object, let recognizer = recognizer as? Recognizer { action(typed)(recognizer) }
        },
        key: (ObjectIdentifier(typed), nil)))
  }

  /// Adds a target with a zero-argument action (`handleTap()`); the target is held weakly.
  ///
  /// UIKit accepts action methods without a parameter.
  public func addTarget<Target: AnyObject>(_ target: Any, action: @escaping @MainActor (Target) -> () -> Void) {
    guard let typed = target as? Target else { return }
    let link = WeakTarget(typed)
    targets.append(
      UIGestureRecognizer.Target(
        object: typed, holdsObject: true,
        perform: { _ in if let typed = link.object { action(typed)() } },
        key: (ObjectIdentifier(typed), nil)))
  }
}
