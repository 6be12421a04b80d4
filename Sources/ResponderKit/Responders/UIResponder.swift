import Foundation

/// An object that can respond to and handle events: the base of views, view controllers,
/// windows and the application.
///
/// UIKit rules R6 and R7: the default implementation of every event method forwards the same
/// call to `next`; an override that does not call `super` consumes the event, one that does
/// handles it and passes it on. Past the end of the chain the event is discarded (and the
/// application's observer hears of it).
@preconcurrency @MainActor
open class UIResponder {
  /// The mark of the last chain walk that reached this responder; it makes a looping `next`
  /// chain detectable without allocating anything per event (rule R8).
  /// (Nonisolated only so that the walk over plain views, `UIView.passOverPlainViews`, reads it
  /// in place; every access is on the main actor.)
  @exclusivity(unchecked) nonisolated(unsafe) var walkMark: UInt64 = 0
  // Members of the `@preconcurrency` UI classes whose types hold `@MainActor` closures repeat
  // the attribute: otherwise the compiler (Swift 6.3) mangles their names differently in the
  // files that use them than in the file that declares them, and the module does not link.
  /// Action methods registered with `implement(_:with:)`.
  @preconcurrency var registeredActions: [Selector: ActionMethod] = [:]

  /// Creates a responder.
  public init() {}

  /// Whether `object` is this responder: NSObject's default equality, identity, which UIKit
  /// subclasses may override (`isEqual(_:)` as iOS code calls it on views and controllers).
  open func isEqual(_ object: Any?) -> Bool {
    guard let object else { return false }
    return (object as AnyObject) === self
  }

  /// A hash that agrees with `isEqual(_:)`: NSObject's default, from the object's identity.
  open var hash: Int { ObjectIdentifier(self).hashValue }

  /// Releases the values associated with the responder (rule O6).
  deinit { AssociatedObjects.removeAll(ObjectIdentifier(self)) }

  /// The application whose responder chain walker serves calls this responder forwards: its
  /// window's for a view, its view's for a controller, itself for the application; nil for
  /// other responders.
  var chainApplication: UIApplication? { nil }

  /// Whether the responder's four touch methods are `UIResponder`'s, which only forward the
  /// call to `next` (R6): the chain walker then passes the call on itself, without calling
  /// them (`ResponderChain.forward(from:_:)`). True only for views of this module's classes
  /// that override none of them (`UIView.overridesTouchMethods`).
  var forwardsTouchMethods: Bool { false }

  /// Called after the object was loaded from a nib or storyboard; the default does nothing.
  ///
  /// UIKit declares it on `NSObject`; ResponderKit has no archives, so it is never called, and
  /// it is here, in the base of views and controllers, so that their overrides (which call
  /// `super`) compile unchanged.
  open func awakeFromNib() {}

  /// Called by Interface Builder before it draws a designable view; the default does nothing
  /// (never called here, as `awakeFromNib()` is not).
  open func prepareForInterfaceBuilder() {}

  // Key-value observing and coding, which UIKit declares on NSObject (KeyValueObserving.swift,
  // KeyValueCoding.swift): here so that views and controllers override them as on iOS.

  /// Receives a change of a property this object observes with
  /// `addObserver(_:forKeyPath:options:context:)`, synchronously from the property's setter.
  ///
  /// Rule O1. The default stops the program, as NSObject's raises on iOS ("message was received
  /// but not handled"): a subclass handles its own contexts and passes the others to `super`.
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    unhandledObservation(self, keyPath: keyPath, object: object)
  }

  /// The value of the property named `key` (rule O5), or `value(forUndefinedKey:)`'s.
  open func value(forKey key: String) -> Any? {
    if let known = knownValue(self, forKey: key) { return known }
    return value(forUndefinedKey: key)
  }

  /// Sets the property named `key` (rule O5), or calls `setValue(_:forUndefinedKey:)`.
  open func setValue(_ value: Any?, forKey key: String) {
    if !setKnownValue(self, value, forKey: key) { setValue(value, forUndefinedKey: key) }
  }

  /// The value at a dotted key path (`"layer.bounds"`), each key read on the value before it
  /// (rule O5).
  open func value(forKeyPath keyPath: String) -> Any? { keyPathValue(self, forKeyPath: keyPath) }

  /// Sets the value at a dotted key path (`"layer.cornerRadius"`) (rule O5).
  open func setValue(_ value: Any?, forKeyPath keyPath: String) { setKeyPathValue(self, value, forKeyPath: keyPath) }

  /// Answers `value(forKey:)` for a key the class does not have.
  ///
  /// Rule O5: the default stops the program with UIKit's `NSUnknownKeyException` message ("this
  /// class is not key value coding-compliant for the key …"); override it to answer.
  open func value(forUndefinedKey key: String) -> Any? { undefinedKey(self, key, setting: false) }

  /// Handles `setValue(_:forKey:)` for a key the class does not have.
  ///
  /// Rule O5: the default stops the program with UIKit's `NSUnknownKeyException` message;
  /// override it to store the value.
  open func setValue(_ value: Any?, forUndefinedKey key: String) { undefinedKey(self, key, setting: true) }

  /// The next responder in the chain, or nil at its end.
  ///
  /// UIKit rule R1–R5: subclasses return their superview, controller, window or application;
  /// `UIResponder` itself returns nil. Overridable (R8); a chain that loops is reported, not
  /// followed forever.
  open var next: UIResponder? { nil }

  /// Tells the responder that one or more fingers touched down.
  ///
  /// UIKit rule R6: the default forwards the call to `next`.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    ResponderChain.forward(from: self, .touchesBegan(touches, event))
  }

  /// Tells the responder that one or more fingers moved.
  ///
  /// UIKit rule R6: the default forwards the call to `next`.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    ResponderChain.forward(from: self, .touchesMoved(touches, event))
  }

  /// Tells the responder that one or more fingers lifted.
  ///
  /// UIKit rule R6: the default forwards the call to `next`.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    ResponderChain.forward(from: self, .touchesEnded(touches, event))
  }

  /// Tells the responder that the system cancelled one or more touches.
  ///
  /// UIKit rule R6: the default forwards the call to `next`.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    ResponderChain.forward(from: self, .touchesCancelled(touches, event))
  }

  // MARK: First responder (rules F1–F3; the logic is in FirstResponder.swift)

  /// Whether the responder accepts becoming first responder.
  ///
  /// UIKit rule F1: false by default; true for text-input controls.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the responder, while first responder, agrees to give the status up.
  ///
  /// UIKit rule F1/F2: true by default.
  open var canResignFirstResponder: Bool { true }

  /// Whether the responder is the first responder of its window.
  ///
  /// UIKit rule F1: one first responder per window; the key window's is the application's.
  open var isFirstResponder: Bool { FirstResponder.window(of: self)?._firstResponder === self }

  /// Asks to become the first responder of the responder's window.
  ///
  /// UIKit rule F1: succeeds only if `canBecomeFirstResponder`, the responder is in a window,
  /// and the current first responder agrees to resign (`canResignFirstResponder`, then its
  /// `resignFirstResponder()`, which is called first). Already first responder: true.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    FirstResponder.become(self)
  }

  /// Gives up first-responder status.
  ///
  /// UIKit rule F2: false, changing nothing, when `canResignFirstResponder` is false; true
  /// otherwise (also when the responder was not first responder).
  @discardableResult
  open func resignFirstResponder() -> Bool {
    FirstResponder.resign(self)
  }

  /// The view shown in place of the keyboard while the responder is first responder (F3).
  open var inputView: UIView? { nil }

  /// The view shown above the keyboard while the responder is first responder (F3).
  open var inputAccessoryView: UIView? { nil }

  /// Re-reads `inputView` and `inputAccessoryView` and shows them at once.
  ///
  /// UIKit rule F3: does nothing when the receiver is not first responder.
  open func reloadInputViews() {
    FirstResponder.reloadInputViews(of: self)
  }

  // MARK: Actions (rules F5, F6; see Selector.swift for the difference from UIKit)

  /// An action method: what a responder runs when it performs an action, given the sender.
  public typealias ActionMethod = @MainActor (_ sender: Any?) -> Void

  /// The method that performs `action`, or nil when the responder does not implement it.
  ///
  /// The Swift-native stand-in for the Objective-C runtime's method lookup: the default
  /// returns what `implement(_:with:)` registered. Override it to declare actions in code.
  @preconcurrency open func method(for action: Selector) -> ActionMethod? {
    registeredActions[action] ?? overriddenEditAction(action) ?? uikitMethod(for: action)
  }

  /// UIKit's own methods that code names as actions, as the Objective-C runtime finds them on
  /// every responder of the class (F5, F6): `becomeFirstResponder` and `resignFirstResponder`
  /// (the `sendAction(#selector(UIResponder.resignFirstResponder), to: nil, …)` way to dismiss
  /// the keyboard). Subclasses in this module add theirs (`UIView`'s `endEditing:`).
  /// `@preconcurrency` as `method(for:)` is: the action type must be the same in every file that
  /// lays out a subclass's method table, or the overrides name a function that does not exist.
  @preconcurrency func uikitMethod(for action: Selector) -> ActionMethod? {
    switch action.name {
    case "becomeFirstResponder": return { [unowned self] _ in _ = self.becomeFirstResponder() }
    case "resignFirstResponder": return { [unowned self] _ in _ = self.resignFirstResponder() }
    default: return nil
    }
  }

  /// Declares that the responder implements `action`, performed by `method`.
  @preconcurrency public func implement(_ action: Selector, with method: @escaping ActionMethod) {
    registeredActions[action] = method
  }

  /// Whether the responder can perform `action`.
  ///
  /// UIKit rule F5: true when the responder implements the action (`method(for:)`).
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    method(for: action) != nil
  }

  /// The responder that will perform `action`: the one walker of the chain for actions.
  ///
  /// UIKit rule F5: the receiver if `canPerformAction` says yes, else the answer of `next`
  /// (nil at the end). Overridable: an override that returns nil stops the search. A chain
  /// that loops is reported and ends the search with nil.
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    if canPerformAction(action, withSender: sender) { return self }
    return ResponderChain.ask(from: self) { $0.target(forAction: action, withSender: sender) }
  }

  /// The keyboard shortcuts the responder declares; nil by default.
  ///
  /// UIKit rules K1, K2: they apply while the responder is in the active chain (the key
  /// window's first responder, then `next` up to the application); the first responder along it
  /// with a command that matches a key-down declares it, and the command's action is sent along
  /// the chain from the first responder.
  open var keyCommands: [UIKeyCommand]? { nil }

  // MARK: Presses, motion and remote control (rule F4, forwarding per R6)

  /// Tells the responder that physical keys or buttons were pressed.
  ///
  /// UIKit rule R6: the default forwards the call to `next`.
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    ResponderChain.forward(from: self, .pressesBegan(presses, event))
  }

  /// Tells the responder that pressed keys changed (for example their force).
  ///
  /// UIKit rule R6: the default forwards the call to `next`.
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    ResponderChain.forward(from: self, .pressesChanged(presses, event))
  }

  /// Tells the responder that keys were released.
  ///
  /// UIKit rule R6: the default forwards the call to `next`.
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    ResponderChain.forward(from: self, .pressesEnded(presses, event))
  }

  /// Tells the responder that the system cancelled presses.
  ///
  /// UIKit rule R6: the default forwards the call to `next`.
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    ResponderChain.forward(from: self, .pressesCancelled(presses, event))
  }

  /// Tells the responder that a motion (a shake) began.
  ///
  /// UIKit rule R6: the default forwards the call to `next`.
  open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    ResponderChain.forward(from: self, .motionBegan(motion, event))
  }

  /// Tells the responder that a motion ended.
  ///
  /// UIKit rule R6: the default forwards the call to `next`.
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    ResponderChain.forward(from: self, .motionEnded(motion, event))
  }

  /// Tells the responder that a motion was cancelled.
  ///
  /// UIKit rule R6: the default forwards the call to `next`.
  open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    ResponderChain.forward(from: self, .motionCancelled(motion, event))
  }

  /// Tells the responder that a remote-control command (play, pause, …) arrived.
  ///
  /// UIKit rule R6: the default forwards the call to `next`.
  open func remoteControlReceived(with event: UIEvent?) {
    ResponderChain.forward(from: self, .remoteControlReceived(event))
  }

  // MARK: Standard edit actions (rule E1; UIResponder+EditActions.swift says when they count)
  // Declared here because Swift overrides only what a class body declares. UIResponder's own
  // bodies stand for "not implemented": a class implements an action when it overrides it.

  /// Removes the selection and puts it on the pasteboard: rule E1, not implemented here.
  open func cut(_ sender: Any?) { editActionNotImplemented(.cut) }
  /// Puts the selection on the pasteboard: rule E1, not implemented here.
  open func copy(_ sender: Any?) { editActionNotImplemented(.copy) }
  /// Inserts the pasteboard's contents: rule E1, not implemented here.
  open func paste(_ sender: Any?) { editActionNotImplemented(.paste) }
  /// Deletes the selection without touching the pasteboard: rule E1, not implemented here.
  open func delete(_ sender: Any?) { editActionNotImplemented(.delete) }
  /// Selects the word at the insertion point: rule E1, not implemented here.
  open func select(_ sender: Any?) { editActionNotImplemented(.select) }
  /// Selects all the content: rule E1, not implemented here.
  open func selectAll(_ sender: Any?) { editActionNotImplemented(.selectAll) }
  /// Toggles bold in the selection: rule E1, not implemented here.
  open func toggleBoldface(_ sender: Any?) { editActionNotImplemented(.toggleBoldface) }
  /// Toggles italics in the selection: rule E1, not implemented here.
  open func toggleItalics(_ sender: Any?) { editActionNotImplemented(.toggleItalics) }
  /// Toggles underlining in the selection: rule E1, not implemented here.
  open func toggleUnderline(_ sender: Any?) { editActionNotImplemented(.toggleUnderline) }
  /// Makes the selection's font larger: rule E1, not implemented here.
  open func increaseSize(_ sender: Any?) { editActionNotImplemented(.increaseSize) }
  /// Makes the selection's font smaller: rule E1, not implemented here.
  open func decreaseSize(_ sender: Any?) { editActionNotImplemented(.decreaseSize) }

  /// The class name and address, in NSObject's `<UIView: 0x…>` form.
  ///
  /// Open, as NSObject's is: subclasses written for iOS override it to describe themselves.
  nonisolated open var description: String { objectDescription(self) }
}
