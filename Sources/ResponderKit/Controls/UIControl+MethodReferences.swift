import Foundation

// Target-action with method references in the shapes UIKit code declares its action methods
// (`buttonTapped(_ sender: UIButton)`, `buttonTapped()`), with the target taken as written:
// these are what `responder port` turns `#selector(buttonTapped(_:))` into, and the target
// expression it leaves alone may be `self`, an optional or `nil`.

extension UIControl {
  /// Adds an action method that takes the sender, with any target expression:
  /// `addTarget(self, action: Self.valueChanged, for: .valueChanged)`.
  ///
  /// UIKit's `addTarget(_:action:for:)` with a method reference in place of `#selector`. The
  /// target is held weakly (C4). A nil target is looked up when the action is sent, as UIKit
  /// looks up a nil-targeted selector (F6): the first responder of the chain from the key
  /// window's first responder (or the control) that is a `Target`. The action runs only when
  /// the sender is a `Sender`.
  public func addTarget<Target: AnyObject, Sender>(
    _ target: Any?, action: @escaping @MainActor (Target) -> (Sender) -> Void, for controlEvents: Event
  ) {
    addMethodReference(target, for: controlEvents) { (target: Target, sender: Any?, _) in
      // Unwrapped first, so that a `Sender` of `Any` gets the control, not an optional.
      if let sender, let sender = sender as? Sender { action(target)(sender) }
    }
  }

  /// Adds an action method without a parameter (`buttonTapped()`), with any target expression.
  ///
  /// UIKit accepts action methods without a parameter; targets are found as for
  /// `addTarget(_:action:for:)` with a sender.
  public func addTarget<Target: AnyObject>(
    _ target: Any?, action: @escaping @MainActor (Target) -> () -> Void, for controlEvents: Event
  ) {
    addMethodReference(target, for: controlEvents) { (target: Target, _: Any?, _) in action(target)() }
  }

  /// Adds an action method that takes the sender and the event
  /// (`tapped(_ sender: UIButton, forEvent event: UIEvent)`), with any target expression.
  ///
  /// UIKit's third action shape: the event is the touch event that fired the control event, so
  /// the method can read its touches. An action sent without an event (`sendActions(for:)`)
  /// gets an empty touch event stamped with the application clock's time, as UIKit hands such
  /// methods an event object too (our choice: UIKit does not document what it passes). Targets are found
  /// as for `addTarget(_:action:for:)` with a sender.
  public func addTarget<Target: AnyObject, Sender>(
    _ target: Any?, action: @escaping @MainActor (Target) -> (Sender, UIEvent) -> Void, for controlEvents: Event
  ) {
    addMethodReference(target, for: controlEvents) { (target: Target, sender: Any?, event: UIEvent?) in
      guard let sender, let sender = sender as? Sender else { return }
      let now = (sender as? UIControl)?.application?.clock.now ?? 0
      action(target)(sender, event ?? UIEvent(type: .touches, timestamp: now))
    }
  }

  /// Registers `perform` for `target`, held weakly; a nil target is found along the chain.
  private func addMethodReference<Target: AnyObject>(
    _ target: Any?, for controlEvents: Event, perform: @escaping @MainActor (Target, Any?, UIEvent?) -> Void
  ) {
    let bound: BoundAction
    if let target {
      // A target of another type can never perform the action: UIKit would raise
      // "unrecognized selector"; here the action is not added.
      guard let typed = target as? Target else { return }
      bound = BoundAction(target: typed, holdsTarget: true) { target, sender, event in
        if let target = target as? Target { perform(target, sender, event) }
      }
    } else {
      bound = BoundAction(target: nil, holdsTarget: false) { _, sender, event in
        if let target = UIControl.chainTarget(of: Target.self, for: sender) { perform(target, sender, event) }
      }
    }
    actionEntries.append(
      ControlActionEntry(
        kind: .bound(bound, key: ObjectIdentifier(bound.target ?? bound)), events: controlEvents))
  }

  /// F6 for a method reference: the first responder, from the key window's first responder
  /// (else the sender), whose `next` chain reaches a `Target`. A chain that loops ends the search
  /// after as many steps as a deep hierarchy can have.
  private static func chainTarget<Target: AnyObject>(of type: Target.Type, for sender: Any?) -> Target? {
    let control = sender as? UIControl
    var responder: UIResponder? = control?.application?._keyWindow?._firstResponder ?? control
    var steps = 0
    while let current = responder, steps < 1_000_000 {
      if let target = current as? Target { return target }
      responder = current.next
      steps += 1
    }
    return nil
  }
}
