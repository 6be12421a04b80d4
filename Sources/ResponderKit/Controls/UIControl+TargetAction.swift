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
  /// The action's image in a menu; stored only, as nothing is drawn.
  open var image: UIImage?

  /// Creates an action.
  ///
  /// UIKit's initializer; the image is stored only, as nothing is drawn.
  @preconcurrency public init(
    title: String = "", image: UIImage? = nil, identifier: String? = nil, discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
    handler: @escaping @MainActor (UIAction) -> Void
  ) {
    self.identifier = identifier ?? UUID().uuidString
    self.handler = handler
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.image = image
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
  func send(_ controlEvents: Event, event: UIEvent?) {
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
