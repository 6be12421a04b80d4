import Foundation

/// An action with a closure: `UIControl.addAction(_:for:)` (iOS 14's `UIAction`), and a menu
/// item that runs it when chosen (E5).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// An identifier, unique per action unless given.
  public let identifier: String
  @preconcurrency let handler: @MainActor (UIAction) -> Void
  /// The control that sent the action, while it runs.
  public internal(set) var sender: Any?
  /// A title for the keyboard-shortcut overlay, kept.
  open var discoverabilityTitle: String?
  /// How the action behaves in a menu, kept (nothing is drawn; code chooses menu items here).
  open var attributes: UIMenuElement.Attributes = []
  /// The action's checkmark state, kept.
  open var state: UIMenuElement.State = .off

  /// Creates an action.
  ///
  /// UIKit's initializer without its image, which only changes how a menu looks.
  @preconcurrency public init(
    title: String = "", identifier: String? = nil, discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
    handler: @escaping @MainActor (UIAction) -> Void
  ) {
    self.identifier = identifier ?? UUID().uuidString
    self.handler = handler
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    super.init(title: title)
  }
}

/// A target that performs an action through a closure: the Swift-native form of a method
/// reference, which `UIApplication.sendAction(_:to:from:for:)` knows how to call.
@MainActor
final class BoundAction {
  weak var target: AnyObject?
  let holdsTarget: Bool
  /// Performs the action: the target, the sender and the event the action is sent for.
  let perform: @MainActor (AnyObject?, Any?, UIEvent?) -> Void

  init(target: AnyObject?, holdsTarget: Bool, perform: @escaping @MainActor (AnyObject?, Any?, UIEvent?) -> Void) {
    self.target = target
    self.holdsTarget = holdsTarget
    self.perform = perform
  }
}

/// One target-action pair of a control.
struct ControlActionEntry {
  enum Kind {
    /// A selector, sent to a target (weak) or, with no target, along the chain (F6).
    case selector(Selector, target: WeakObject?)
    case bound(BoundAction, key: ObjectIdentifier)
    case action(UIAction)
  }

  var kind: Kind
  var events: UIControl.Event
}

/// A weak reference to any object.
struct WeakObject {
  weak var value: AnyObject?
}

extension UIControl {
  /// Sends `action` to `target` for `controlEvents`; a nil target sends it along the
  /// responder chain from the first responder (F6). The target is held weakly (C4).
  ///
  /// UIKit's signature. The selector is performed through `UIResponder.method(for:)`, so a
  /// target acts only if it is a responder that implements it; for other objects use a method
  /// reference.
  public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    actionEntries.append(
      ControlActionEntry(
        kind: .selector(action, target: target.map { WeakObject(value: $0 as AnyObject) }), events: controlEvents))
  }

  /// Adds a target with a method reference, such as `ViewController.buttonTapped`, whose
  /// parameter is the sender (any control type); the target is held weakly (C4).
  public func addTarget<Target: AnyObject, Sender>(
    _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void, for controlEvents: Event
  ) {
    let bound = BoundAction(target: target, holdsTarget: true) { target, sender, _ in
      guard let target = target as? Target, let sender, let sender = sender as? Sender else { return }
      action(target)(sender)
    }
    actionEntries.append(
      ControlActionEntry(kind: .bound(bound, key: ObjectIdentifier(target)), events: controlEvents))
  }

  /// Stops sending actions to `target` for `controlEvents` (nil `action`: all its actions;
  /// nil `target`: every target).
  ///
  /// UIKit's signature. A target added with a method reference has no selector: only a nil
  /// `action` removes it.
  public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let target = target.map { $0 as AnyObject }
    for index in actionEntries.indices.reversed() {
      let entry = actionEntries[index]
      let matches: Bool
      switch entry.kind {
      case .selector(let selector, let weakTarget):
        matches =
          (target == nil || weakTarget?.value === target) && (action == nil || action == selector)
      case .bound(_, let key):
        matches = action == nil && (target == nil || target.map(ObjectIdentifier.init) == key)
      case .action:
        matches = false
      }
      guard matches else { continue }
      actionEntries[index].events.subtract(controlEvents)
      if actionEntries[index].events.isEmpty { actionEntries.remove(at: index) }
    }
  }

  /// Performs the control's primary action, as UIKit's `performPrimaryAction()` (iOS 17.4): sends
  /// `primaryActionTriggered` to its targets and actions, which runs the primary action given at
  /// creation (C5). No other event is sent: a button's `touchUpInside` targets do not run.
  public func performPrimaryAction() {
    send(.primaryActionTriggered, event: nil)
  }

  /// Adds a closure action for `controlEvents`.
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    actionEntries.append(ControlActionEntry(kind: .action(action), events: controlEvents))
  }

  /// Removes a closure action.
  public func removeAction(_ action: UIAction, for controlEvents: Event) {
    for index in actionEntries.indices.reversed() {
      guard case .action(let existing) = actionEntries[index].kind, existing === action else { continue }
      actionEntries[index].events.subtract(controlEvents)
      if actionEntries[index].events.isEmpty { actionEntries.remove(at: index) }
    }
  }

  /// Every target with an action (UIKit puts `NSNull` for a nil target; here it is left out).
  public var allTargets: [AnyObject] {
    var result: [AnyObject] = []
    for entry in actionEntries {
      let target: AnyObject?
      switch entry.kind {
      case .selector(_, let weak): target = weak?.value
      case .bound(let bound, _): target = bound.target
      case .action: target = nil
      }
      if let target, !result.contains(where: { $0 === target }) { result.append(target) }
    }
    return result
  }

  /// The events that have at least one action.
  public var allControlEvents: Event {
    actionEntries.reduce(Event()) { $0.union($1.events) }
  }

  /// The selector names `target` (nil: the chain) has for `controlEvent`, or nil for none.
  public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let target = target.map { $0 as AnyObject }
    let names = actionEntries.compactMap { entry -> String? in
      guard case .selector(let selector, let weak) = entry.kind, !entry.events.isDisjoint(with: controlEvent)
      else { return nil }
      return weak?.value === target ? selector.name : nil
    }
    return names.isEmpty ? nil : names
  }

  /// Sends the actions of `controlEvents` (C4), as if the control fired them.
  ///
  /// Exactly the events named are sent: `primaryActionTriggered` follows only the events the
  /// control fires itself (C5), so code that reports a programmatic change with
  /// `sendActions(for: .valueChanged)` does not also run the primary action. (UIKit does not
  /// document which it does; this is our choice.)
  public func sendActions(for controlEvents: Event) {
    send(controlEvents, event: nil)
  }

  var application: UIApplication? { _window?._application ?? UIApplication.sharedIfDesignated }

  /// Fires events the control itself produced: `controlEvents`, then `primaryActionTriggered`
  /// when one of them is the control's triggering event (C5: right after that event has gone to
  /// its targets, since the primary action's bit comes after both triggers').
  func sendActions(for controlEvents: Event, event: UIEvent?) {
    var events = controlEvents
    if !events.isDisjoint(with: primaryActionTrigger) { events.insert(.primaryActionTriggered) }
    send(events, event: event)
  }

  /// Sends each event of `controlEvents` in bit order: the engine's observer hears of it, then
  /// every action registered for it runs, in the order added.
  private func send(_ controlEvents: Event, event: UIEvent?) {
    // Looked up once: a drag sends an event on every move, usually to no target and unobserved.
    let application = self.application
    if actionEntries.isEmpty && application?.engineObserver == nil { return }
    var bit: UInt = 1
    while bit != 0 && bit <= controlEvents.rawValue {
      let single = Event(rawValue: bit)
      if controlEvents.contains(single) {
        application?.note(.controlEvent(self, single))
        for entry in actionEntries where entry.events.contains(single) {
          switch entry.kind {
          case .selector(let selector, let target):
            if let target, target.value == nil { continue }
            sendAction(selector, to: target?.value, for: event)
          case .bound(let bound, _):
            guard !bound.holdsTarget || bound.target != nil else { continue }
            // A method reference has no name; UIKit code that overrides `sendAction` sees
            // the selector `action:` with a target that performs it.
            application?.sendAction(Selector("action:"), to: bound, from: self, for: event)
          case .action(let action):
            sendAction(action)
          }
        }
      }
      bit <<= 1
    }
  }
}
