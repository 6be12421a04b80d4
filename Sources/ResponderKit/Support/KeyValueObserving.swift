import Foundation

// Key-value observing of the UIKit properties that iOS code observes, without the Objective-C
// runtime: the observed classes' setters call their observers themselves (rule O1), from a
// table that exists only while something observes the object, so that an unobserved setter
// pays one test of an optional.

/// The values a key-value change notification carries, as Foundation's
/// `NSKeyValueObservingOptions`.
///
/// Rule O1: `.new` and `.old` put the values in the change; `.initial` sends one notification at
/// registration; `.prior` sends one before each change as well as after it.
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
  /// The options' bits, Foundation's values.
  public let rawValue: UInt
  /// Creates options from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The change carries the new value (O1).
  public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
  /// The change carries the old value (O1).
  public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
  /// One notification at registration, before the method that registers returns (O1).
  public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
  /// One notification before each change as well as the one after it (O1).
  public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// What kind of change a notification reports, as Foundation's `NSKeyValueChange`; the
/// properties observed here are all set, never inserted into (O1).
public enum NSKeyValueChange: UInt, Sendable {
  /// The value was set.
  case setting = 1
  /// Objects were inserted into a to-many relationship (no property here is one).
  case insertion = 2
  /// Objects were removed from a to-many relationship (no property here is one).
  case removal = 3
  /// Objects of a to-many relationship were replaced (no property here is one).
  case replacement = 4
}

/// A key of the change dictionary `observeValue(forKeyPath:of:change:context:)` receives, as
/// Foundation's `NSKeyValueChangeKey`.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
  /// The key's string, Foundation's.
  public let rawValue: String
  /// Creates a key from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Creates a key from its string.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// The kind of change: an `NSKeyValueChange` raw value, a `UInt` (O1).
  public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
  /// The new value, with `.new` (not in a prior notification) (O1).
  public static let newKey = NSKeyValueChangeKey(rawValue: "new")
  /// The old value, with `.old` (not in the initial notification) (O1).
  public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
  /// The indexes of a to-many change (never, here).
  public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
  /// `true` in a notification sent before the change (`.prior`) (O1).
  public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// One change as `observe(_:options:changeHandler:)` reports it, as Foundation's
/// `NSKeyValueObservedChange`.
///
/// Rule O1: `newValue` is there with `.new` except before a change, `oldValue` with `.old`
/// except in the initial notification; `isPrior` is true before a change.
public struct NSKeyValueObservedChange<Value> {
  /// The kind of change, Foundation's name for it.
  public typealias Kind = NSKeyValueChange
  /// What kind of change this is: `.setting` for every property observed here.
  public let kind: Kind
  /// The value after the change, when the options asked for it.
  public let newValue: Value?
  /// The value before the change, when the options asked for it.
  public let oldValue: Value?
  /// The indexes of a to-many change: nil, as no property here is one.
  public let indexes: IndexSet?
  /// Whether the notification comes before the change (`.prior`).
  public let isPrior: Bool
}

extension NSKeyValueObservedChange: Sendable where Value: Sendable {}

/// The object `observe(_:options:changeHandler:)` returns: the observation lasts until it is
/// invalidated or freed, as Foundation's `NSKeyValueObservation` (rule O3).
///
/// `invalidate()` may be called from a `deinit`, which is nonisolated: it only marks the
/// registration dead, and the observed object drops it at its next change.
public final class NSKeyValueObservation: @unchecked Sendable {
  private let registration: KeyValueRegistration

  init(registration: KeyValueRegistration) { self.registration = registration }

  /// Ends the observation: no notification comes after it (O3).
  public func invalidate() { registration.isValid = false }

  deinit { registration.isValid = false }
}

/// The protocol through which every UIKit object here gets `observe(_:options:changeHandler:)`,
/// as `NSObject` conforms to Foundation's protocol of this name.
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension UIResponder: _KeyValueCodingAndObserving {}
extension CALayer: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
  /// Observes the property at `keyPath`, calling `changeHandler` with the object and the change
  /// synchronously from the property's setter, until the observation returned is invalidated
  /// or freed.
  ///
  /// Rules O1–O4: the observable properties are those of ``KeyValueObservableKeys``; a key path
  /// to another property stops the program, as Foundation does when it cannot name the key.
  @MainActor @preconcurrency
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    guard let key = KeyValueObservableKeys.key(of: keyPath) else {
      fatalError(
        "Could not extract a String from KeyPath \(keyPath): only the properties KeyValueObservableKeys lists can be observed"
      )
    }
    let registration = KeyValueRegistration(key: key, options: options) { [weak self] record in
      guard let self else { return }
      changeHandler(
        self,
        NSKeyValueObservedChange(
          kind: .setting, newValue: record.new as? Value, oldValue: record.old as? Value, indexes: nil,
          isPrior: record.isPrior))
    }
    KeyValueObserverTable.register(registration, on: self)
    return NSKeyValueObservation(registration: registration)
  }

  /// Registers `observer` to receive `observeValue(forKeyPath:of:change:context:)` when the
  /// property named `keyPath` changes, synchronously from its setter.
  ///
  /// Rule O1. `keyPath` is a key of ``KeyValueObservableKeys`` (`"contentOffset"`,
  /// `"hidden"`, `"layer.bounds"` on a view); any other key is accepted and never notifies, as
  /// on iOS for a property that is not key-value observable. The observer is held weakly (on
  /// iOS it is not retained either); an observer that goes stops being notified.
  @MainActor @preconcurrency
  public func addObserver(
    _ observer: AnyObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
    context: UnsafeMutableRawPointer?
  ) {
    let key = KeyValueObservableKeys.key(named: keyPath, on: self) ?? keyPath
    if key.hasPrefix(KeyValueObservableKeys.layerPrefix), let view = self as? UIView { _ = view.layer }
    nonisolated(unsafe) let context = context
    let registration = KeyValueRegistration(key: key, options: options) { [weak self, weak observer] record in
      guard let self, let observer else { return }
      KeyValueObserverTable.send(record, keyPath: keyPath, of: self, to: observer, context: context)
    }
    registration.observer = ObjectIdentifier(observer)
    registration.keyPath = keyPath
    registration.context = context
    KeyValueObserverTable.register(registration, on: self)
  }

  /// Unregisters the most recent registration of `observer` for `keyPath` (O3).
  ///
  /// As on iOS, removing an observer that is not registered stops the program ("Cannot remove an
  /// observer … because it is not registered as an observer").
  @MainActor @preconcurrency
  public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String) {
    KeyValueObserverTable.unregister(observer, keyPath: keyPath, context: nil, matchContext: false, from: self)
  }

  /// Unregisters the most recent registration of `observer` for `keyPath` with `context` (O3).
  ///
  /// As on iOS, removing an observer that is not registered stops the program.
  @MainActor @preconcurrency
  public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
    KeyValueObserverTable.unregister(observer, keyPath: keyPath, context: context, matchContext: true, from: self)
  }
}

/// An observer that is neither a view, a controller nor another responder implements this to
/// receive `addObserver(_:forKeyPath:options:context:)`'s notifications: on iOS it overrides
/// NSObject's method of this name, which Linux's NSObject does not have (`responder port`
/// turns the override into this conformance).
@MainActor @preconcurrency
public protocol NSKeyValueObserving: AnyObject {
  /// Receives a change of a property the object observes (O1).
  func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?)
}

/// The keys of the properties whose setters notify observers, and the Swift key paths that name
/// them: the properties UIKit code observes (rule O4).
///
/// - `UIView`: `frame`, `bounds`, `center`, `hidden` (`\.isHidden`), `alpha`, and
///   `layer.bounds` (its layer's bounds, which every change of the view's bounds changes).
/// - `UIScrollView`: `contentOffset` (every scroll, O2), `contentSize`, `contentInset`.
/// - `UITextField`: `text` (set by code; typing does not notify, as on iOS).
/// - `CALayer`: `bounds`, `position` and `frame`, of a free-standing layer or a view's layer
///   (a view's layer's `position` is the view's `center`, so every change of it notifies).
public enum KeyValueObservableKeys {
  /// The key a key path names, nil when it is not one of the observable properties.
  @MainActor
  static func key<Root, Value>(of keyPath: KeyPath<Root, Value>) -> String? {
    if let root = Root.self as? any ScrollViewKeyPathRoot.Type, let key = scrollViewKey(root, keyPath) { return key }
    if let root = Root.self as? any TextFieldKeyPathRoot.Type, let key = textFieldKey(root, keyPath) { return key }
    if let root = Root.self as? any ViewKeyPathRoot.Type, let key = viewKey(root, keyPath) { return key }
    if let root = Root.self as? any LayerKeyPathRoot.Type, let key = layerKey(root, keyPath) { return key }
    return nil
  }

  /// The internal key a string key path names on `object`: the layer's keys are kept apart
  /// from the view's in the view's table.
  @MainActor
  static func key(named keyPath: String, on object: AnyObject) -> String? {
    if object is UIView, keyPath.hasPrefix("layer.") { return layerPrefix + keyPath.dropFirst(6) }
    if object is CALayer { return layerPrefix + keyPath }
    return keyPath
  }

  /// The prefix of the layer's keys.
  static let layerPrefix = "@layer."

  @MainActor
  private static func viewKey<T: ViewKeyPathRoot>(_: T.Type, _ keyPath: AnyKeyPath) -> String? {
    switch keyPath {
    case \T.frame: "frame"
    case \T.bounds: "bounds"
    case \T.center: "center"
    case \T.isHidden: "hidden"
    case \T.alpha: "alpha"
    case \T.layer.bounds: layerPrefix + "bounds"
    default: nil
    }
  }

  @MainActor
  private static func scrollViewKey<T: ScrollViewKeyPathRoot>(_: T.Type, _ keyPath: AnyKeyPath) -> String? {
    switch keyPath {
    case \T.contentOffset: "contentOffset"
    case \T.contentSize: "contentSize"
    case \T.contentInset: "contentInset"
    default: nil
    }
  }

  @MainActor
  private static func textFieldKey<T: TextFieldKeyPathRoot>(_: T.Type, _ keyPath: AnyKeyPath) -> String? {
    keyPath == \T.text ? "text" : nil
  }

  @MainActor
  private static func layerKey<T: LayerKeyPathRoot>(_: T.Type, _ keyPath: AnyKeyPath) -> String? {
    switch keyPath {
    case \T.bounds: layerPrefix + "bounds"
    case \T.position: layerPrefix + "position"
    case \T.frame: layerPrefix + "frame"
    default: nil
    }
  }
}

// Protocols whose only conformers are the classes they name: a root type cast to one of them
// opens as its own dynamic type, so that `\T.frame` is the key path iOS code writes on a
// subclass (`\UITableView.frame` is not equal to `\UIView.frame`).
@MainActor protocol ViewKeyPathRoot: UIView {}
@MainActor protocol ScrollViewKeyPathRoot: UIScrollView {}
@MainActor protocol TextFieldKeyPathRoot: UITextField {}
@MainActor protocol LayerKeyPathRoot: CALayer {}
extension UIView: ViewKeyPathRoot {}
extension UIScrollView: ScrollViewKeyPathRoot {}
extension UITextField: TextFieldKeyPathRoot {}
extension CALayer: LayerKeyPathRoot {}

/// One notification's values, as the setter saw them.
struct KeyValueChangeRecord {
  var old: Any?
  var new: Any?
  var isPrior: Bool
}

/// One observation of one key of one object.
final class KeyValueRegistration: @unchecked Sendable {
  /// The internal key (``KeyValueObservableKeys``).
  let key: String
  let options: NSKeyValueObservingOptions
  /// Calls the handler with the object the registration was made on, held weakly.
  let deliver: @MainActor (KeyValueChangeRecord) -> Void
  /// Cleared by `invalidate()`, possibly from a `deinit`: read and written on the main actor,
  /// where UI objects live.
  nonisolated(unsafe) var isValid = true
  /// For `removeObserver(_:forKeyPath:)`: the observer, the key path as given, the context.
  var observer: ObjectIdentifier?
  var keyPath: String?
  nonisolated(unsafe) var context: UnsafeMutableRawPointer?

  init(
    key: String, options: NSKeyValueObservingOptions, deliver: @escaping @MainActor (KeyValueChangeRecord) -> Void
  ) {
    self.key = key
    self.options = options
    self.deliver = deliver
  }
}

/// The observations of one object (and, for a view, of its layer), in the order they were made.
@MainActor
final class KeyValueObserverTable {
  var registrations: [KeyValueRegistration] = []

  /// The changes under way: their key, the registrations notified before them and the old value.
  private var pending: [(key: String, registrations: [KeyValueRegistration], old: Any)] = []

  /// Rule O1: calls the prior notifications, makes the change, then calls the notifications
  /// after it, each with the values its options ask for.
  func change(_ key: String, value: () -> Any, _ body: () -> Void) {
    willChange(key, value: value)
    body()
    didChange(key, value: value)
  }

  /// The first half of `change(_:value:_:)`: the registrations are those valid when the change
  /// starts; one invalidated by an earlier handler is skipped.
  func willChange(_ key: String, value: () -> Any) {
    let interested = registrations.filter { $0.key == key && $0.isValid }
    guard !interested.isEmpty else { return }
    let old = value()
    pending.append((key, interested, old))
    for registration in interested where registration.options.contains(.prior) && registration.isValid {
      registration.deliver(
        KeyValueChangeRecord(old: registration.options.contains(.old) ? old : nil, new: nil, isPrior: true))
    }
  }

  /// The second half of `change(_:value:_:)`.
  func didChange(_ key: String, value: () -> Any) {
    guard let index = pending.lastIndex(where: { $0.key == key }) else { return }
    let (_, interested, old) = pending.remove(at: index)
    let new = value()
    for registration in interested where registration.isValid {
      let options = registration.options
      registration.deliver(
        KeyValueChangeRecord(
          old: options.contains(.old) ? old : nil, new: options.contains(.new) ? new : nil, isPrior: false))
    }
  }

  /// Whether a valid registration observes `key`.
  func observes(_ key: String) -> Bool { registrations.contains { $0.key == key && $0.isValid } }

  /// Drops the invalidated registrations; true when none is left.
  func compact() -> Bool {
    registrations.removeAll { !$0.isValid }
    return registrations.isEmpty
  }

  // MARK: Where the tables are

  /// The tables of objects that are not views: free-standing layers, recognizers, controllers,
  /// by identity, each with a weak reference that tells a reused identity from its first owner.
  private static var others: [ObjectIdentifier: (owner: Weak, table: KeyValueObserverTable)] = [:]

  private final class Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  /// The table of `object`, created when `create` is set; a view's layer's observations are in
  /// its view's table.
  static func table(of object: AnyObject, create: Bool) -> KeyValueObserverTable? {
    if let layer = object as? CALayer {
      if let view = layer.owningView { return table(of: view, create: create) }
      if let table = layer.keyValueObservers { return table }
      guard create else { return nil }
      let table = KeyValueObserverTable()
      layer.keyValueObservers = table
      return table
    }
    if let view = object as? UIView {
      if let table = view.rareState?.keyValueObservers { return table }
      guard create else { return nil }
      let table = KeyValueObserverTable()
      RareViewState.update(&view.rareState) { $0.keyValueObservers = table }
      return table
    }
    let id = ObjectIdentifier(object)
    if let entry = others[id] {
      if entry.owner.object === object { return entry.table }
      others[id] = nil
    }
    guard create else { return nil }
    let table = KeyValueObserverTable()
    others[id] = (Weak(object), table)
    return table
  }

  /// Adds a registration, dropping invalidated ones, and sends its initial notification (O1).
  static func register(_ registration: KeyValueRegistration, on object: AnyObject) {
    guard let table = table(of: object, create: true) else { return }
    _ = table.compact()
    table.registrations.append(registration)
    guard registration.options.contains(.initial) else { return }
    let value = registration.options.contains(.new) ? currentValue(of: registration.key, on: object) : nil
    registration.deliver(KeyValueChangeRecord(old: nil, new: value, isPrior: false))
  }

  /// Removes the last registration of `observer` for `keyPath` (and `context`), or stops the
  /// program as iOS does when there is none (O3).
  static func unregister(
    _ observer: AnyObject, keyPath: String, context: UnsafeMutableRawPointer?, matchContext: Bool,
    from object: AnyObject
  ) {
    let id = ObjectIdentifier(observer)
    let table = table(of: object, create: false)
    guard
      let index = table?.registrations.lastIndex(where: {
        $0.isValid && $0.observer == id && $0.keyPath == keyPath && (!matchContext || $0.context == context)
      })
    else {
      fatalError(
        "Cannot remove an observer \(objectDescription(observer)) for the key path \"\(keyPath)\" from \(objectDescription(object)) because it is not registered as an observer."
      )
    }
    table?.registrations[index].isValid = false
    forget(object, ifEmpty: table)
  }

  /// Drops `object`'s table once no registration in it is valid, so that its setters go back
  /// to one test of an optional.
  static func forget(_ object: AnyObject, ifEmpty table: KeyValueObserverTable?) {
    guard let table, table.compact() else { return }
    if let layer = object as? CALayer {
      if let view = layer.owningView { forget(view, ifEmpty: table) } else { layer.keyValueObservers = nil }
    } else if let view = object as? UIView {
      RareViewState.update(&view.rareState) { $0.keyValueObservers = nil }
    } else {
      others[ObjectIdentifier(object)] = nil
    }
  }

  /// The value of an internal key, for the initial notification.
  static func currentValue(of key: String, on object: AnyObject) -> Any? {
    if key.hasPrefix(KeyValueObservableKeys.layerPrefix) {
      let layer = (object as? UIView)?.layer ?? (object as? CALayer)
      return layer.flatMap { layerValue($0, forKey: String(key.dropFirst(KeyValueObservableKeys.layerPrefix.count))) }
    }
    guard let responder = object as? UIResponder else { return nil }
    return knownValue(responder, forKey: key) ?? nil
  }

  /// Calls the observer's `observeValue(forKeyPath:of:change:context:)` with the change as a
  /// dictionary (O1).
  static func send(
    _ record: KeyValueChangeRecord, keyPath: String, of object: AnyObject, to observer: AnyObject,
    context: UnsafeMutableRawPointer?
  ) {
    var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
    if let new = record.new { change[.newKey] = new }
    if let old = record.old { change[.oldKey] = old }
    if record.isPrior { change[.notificationIsPriorKey] = true }
    if let responder = observer as? UIResponder {
      responder.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    } else if let observing = observer as? any NSKeyValueObserving {
      observing.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }
  }
}

extension UIView {
  /// Rule O1: makes the change `body` makes to the property of `key`, notifying its observers
  /// around it; without observers, only the change (one test of an optional).
  func notifyingObservers(_ key: String, value: () -> Any, _ body: () -> Void) {
    guard let table = rareState?.keyValueObservers else {
      body()
      return
    }
    table.change(key, value: value, body)
  }

  /// The key of the layer's bounds in the view's table (O4).
  static let layerBoundsKey = KeyValueObservableKeys.layerPrefix + "bounds"
  /// The key of the layer's position in the view's table (O4).
  static let layerPositionKey = KeyValueObservableKeys.layerPrefix + "position"
}

extension CALayer {
  /// Rule O4: makes the change `body` makes to the layer's property of `key`, notifying its
  /// observers around it: a free-standing layer's own, a view's layer's in its view's table;
  /// without observers, only the change (one test of an optional).
  func notifyingObservers(_ key: String, value: () -> Any, _ body: () -> Void) {
    let table = owningView.map { $0.rareState?.keyValueObservers } ?? keyValueObservers
    guard let table else {
      body()
      return
    }
    table.change(key, value: value, body)
  }

  /// The keys of the layer's observable geometry (O4).
  static let boundsKey = KeyValueObservableKeys.layerPrefix + "bounds"
  static let positionKey = KeyValueObservableKeys.layerPrefix + "position"
  static let frameKey = KeyValueObservableKeys.layerPrefix + "frame"
}

/// Stops the program as NSObject's `observeValue(forKeyPath:of:change:context:)` does on iOS,
/// for a notification no subclass handled.
func unhandledObservation(_ observer: AnyObject, keyPath: String?, object: Any?) -> Never {
  fatalError(
    "\(objectDescription(observer)): An -observeValueForKeyPath:ofObject:change:context: message was received but not handled. Key path: \(keyPath ?? "nil")"
  )
}
