import Foundation

/// The tokens of the block observers added on behalf of an observer object, so that removing
/// the observer removes them.
///
/// Keyed by the observer's identity, not a weak reference: the removal usually runs in the
/// observer's `deinit`, where a weak reference to it already reads nil. Locked, as a `deinit`
/// may run on any thread.
private final class ObserverTokens: @unchecked Sendable {
  struct Entry {
    let observer: ObjectIdentifier
    let center: ObjectIdentifier
    let token: NSObjectProtocol
    let name: Notification.Name?
    let object: ObjectIdentifier?
  }

  static let shared = ObserverTokens()
  private let lock = NSLock()
  private var entries: [Entry] = []

  func add(_ entry: Entry) {
    lock.lock()
    entries.append(entry)
    lock.unlock()
  }

  /// Takes out the entries of `observer` in `center` that match `name` and `object` (nil: any).
  func take(
    observer: ObjectIdentifier, center: ObjectIdentifier, name: Notification.Name?, object: ObjectIdentifier?
  ) -> [NSObjectProtocol] {
    lock.lock()
    defer { lock.unlock() }
    var taken: [NSObjectProtocol] = []
    entries.removeAll { entry in
      let matches =
        entry.observer == observer && entry.center == center && (name == nil || entry.name == name)
        && (object == nil || entry.object == object)
      if matches { taken.append(entry.token) }
      return matches
    }
    return taken
  }
}

/// `Notification` values are handed to the main actor by the queue that posts them.
private struct PostedNotification: @unchecked Sendable {
  let notification: Notification
}

extension NotificationCenter {
  /// Adds `block` as an observer of `name` from `object` on behalf of `observer`, and returns
  /// the block observer's token.
  ///
  /// The block form of `addObserver(_:selector:name:object:)`, which needs the Objective-C
  /// runtime to call the selector: `responder port` rewrites that call into this one. The token
  /// is kept under `observer`, so `removeObservers(of:)` (the port's form of
  /// `removeObserver(_:)`) removes it. The block runs at once, as a selector observer does, and
  /// on the main actor: the notifications UI code observes are posted there (posting one from
  /// another thread traps, where UIKit's main-thread checker would report it).
  @discardableResult
  public func addObserver(
    _ observer: AnyObject, forName name: Notification.Name?, object: Any?,
    using block: @escaping @MainActor (Notification) -> Void
  ) -> NSObjectProtocol {
    let token = addObserver(forName: name, object: object, queue: nil) { notification in
      let posted = PostedNotification(notification: notification)
      MainActor.assumeIsolated { block(posted.notification) }
    }
    ObserverTokens.shared.add(
      ObserverTokens.Entry(
        observer: ObjectIdentifier(observer), center: ObjectIdentifier(self), token: token, name: name,
        object: object.map { ObjectIdentifier($0 as AnyObject) }))
    return token
  }

  /// Removes the block observers added for `observer` (all, or those of `name` and `object`
  /// when given), then `observer` itself.
  ///
  /// `removeObserver(_:)` and `removeObserver(_:name:object:)` for observers added with
  /// `addObserver(_:forName:object:using:)`: a block observer has its own token, which
  /// Foundation's `removeObserver(observer)` would not find. Nonisolated, so that a `deinit` can call it, as it calls `removeObserver(_:)`.
  public func removeObservers(of observer: AnyObject, name: Notification.Name? = nil, object: Any? = nil) {
    let tokens = ObserverTokens.shared.take(
      observer: ObjectIdentifier(observer), center: ObjectIdentifier(self), name: name,
      object: object.map { ObjectIdentifier($0 as AnyObject) })
    for token in tokens { removeObserver(token) }
    removeObserver(observer, name: name, object: object)
  }
}
