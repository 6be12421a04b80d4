import Foundation

/// The tokens of the block observers added on behalf of an observer object, so that removing
/// the observer removes them.
@MainActor
private enum ObserverTokens {
  struct Entry {
    weak var observer: AnyObject?
    weak var center: NotificationCenter?
    let token: NSObjectProtocol
    let name: Notification.Name?
    let object: AnyObject?
  }

  static var entries: [Entry] = []
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
  @preconcurrency @MainActor @discardableResult
  public func addObserver(
    _ observer: AnyObject, forName name: Notification.Name?, object: Any?,
    using block: @escaping @MainActor (Notification) -> Void
  ) -> NSObjectProtocol {
    let token = addObserver(forName: name, object: object, queue: nil) { notification in
      let posted = PostedNotification(notification: notification)
      MainActor.assumeIsolated { block(posted.notification) }
    }
    ObserverTokens.entries.removeAll { $0.observer == nil }
    ObserverTokens.entries.append(
      ObserverTokens.Entry(
        observer: observer, center: self, token: token, name: name, object: object.map { $0 as AnyObject }))
    return token
  }

  /// Removes the block observers added for `observer` (all, or those of `name` and `object`
  /// when given), then `observer` itself.
  ///
  /// `removeObserver(_:)` and `removeObserver(_:name:object:)` for observers added with
  /// `addObserver(_:forName:object:using:)`: a block observer has its own token, which
  /// Foundation's `removeObserver(observer)` would not find.
  @preconcurrency @MainActor
  public func removeObservers(of observer: AnyObject, name: Notification.Name? = nil, object: Any? = nil) {
    let objectReference = object.map { $0 as AnyObject }
    let removed = ObserverTokens.entries.filter { entry in
      entry.observer === observer && entry.center === self && (name == nil || entry.name == name)
        && (objectReference == nil || entry.object === objectReference)
    }
    for entry in removed { removeObserver(entry.token) }
    ObserverTokens.entries.removeAll { entry in
      entry.observer == nil || removed.contains { $0.token === entry.token }
    }
    removeObserver(observer, name: name, object: object)
  }
}
