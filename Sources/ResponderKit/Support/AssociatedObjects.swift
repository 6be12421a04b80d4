import Foundation
import Synchronization

// The Objective-C runtime's associated objects, which iOS code uses to give a class it does not
// own a stored property in an extension (`objc_getAssociatedObject(self, &Keys.badge)`): a side
// table by object identity, behind a lock, as the runtime's is (rule O6).

/// How an associated value is held, as the Objective-C runtime's `objc_AssociationPolicy`.
///
/// Rule O6: `ASSIGN` holds an object weakly (on iOS it is unretained, and reading it after it
/// went is undefined; here it reads nil); the `RETAIN` policies hold it strongly; the `COPY`
/// policies store a copy of an `NSCopying` object and hold any other value as `RETAIN` does.
/// Atomicity is moot: every access takes the table's lock.
public enum objc_AssociationPolicy: UInt, Sendable {
  /// Held weakly (iOS: unretained).
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// Held strongly.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// A copy, held strongly.
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// Held strongly.
  case OBJC_ASSOCIATION_RETAIN = 769
  /// A copy, held strongly.
  case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (the address of a variable, as iOS code passes
/// `&Keys.name`); nil removes the association.
///
/// Rule O6: the value lasts until it is replaced or removed, or the object goes: a view, view
/// controller, gesture recognizer or other responder releases its values in its `deinit`; any
/// other object's values are released at the next call of these functions after it went (the
/// table holds the object weakly, so a new object at the same address never sees them).
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  AssociatedObjects.set(object as AnyObject, key, value, policy)
}

/// The value associated with `object` under `key`, or nil (rule O6).
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  AssociatedObjects.get(object as AnyObject, key)
}

/// Removes every value associated with `object` (rule O6).
public func objc_removeAssociatedObjects(_ object: Any) {
  AssociatedObjects.removeAll(ObjectIdentifier(object as AnyObject))
}

/// The side table of associated values.
enum AssociatedObjects {
  /// One associated value, as its policy holds it.
  private enum Held {
    case strong(Any)
    case weak(WeakValue)

    var value: Any? {
      switch self {
      case .strong(let value): value
      case .weak(let box): box.object
      }
    }
  }

  private final class WeakValue {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  /// An object's values, with the object held weakly: an entry whose object went is stale.
  private struct Entry {
    weak var owner: AnyObject?
    var values: [UnsafeRawPointer: Held] = [:]
  }

  /// The table, behind its lock: UIKit allows associated objects on any thread.
  private final class Table: @unchecked Sendable {
    let lock = NSLock()
    var entries: [ObjectIdentifier: Entry] = [:]
    /// The entries' count when stale ones were last swept: a sweep comes when it has doubled.
    var sweptCount = 0
  }

  private static let table = Table()
  /// Whether anything was ever associated: until then a `deinit` does not take the lock.
  private static let used = Atomic<Bool>(false)

  static func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    let held: Held? = value.map { value in
      switch policy {
      case .OBJC_ASSOCIATION_ASSIGN:
        if type(of: value) is AnyClass { return .weak(WeakValue(value as AnyObject)) }
        return .strong(value)
      case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
        if let copying = value as? NSCopying { return .strong(copying.copy(with: nil)) }
        return .strong(value)
      case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
        return .strong(value)
      }
    }
    used.store(true, ordering: .releasing)
    let id = ObjectIdentifier(object)
    // What is replaced or swept is released after the lock, as its deinit may come back here.
    var released: [Any] = []
    table.lock.lock()
    var entry = table.entries[id] ?? Entry(owner: object)
    if entry.owner !== object { entry = Entry(owner: object) }
    if let old = entry.values[key] { released.append(old) }
    entry.values[key] = held
    table.entries[id] = entry.values.isEmpty ? nil : entry
    if table.entries.count > max(16, table.sweptCount * 2) {
      for (staleID, stale) in table.entries where stale.owner == nil {
        released.append(stale.values)
        table.entries[staleID] = nil
      }
      table.sweptCount = table.entries.count
    }
    table.lock.unlock()
    withExtendedLifetime(released) {}
  }

  static func get(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
    guard used.load(ordering: .acquiring) else { return nil }
    table.lock.lock()
    defer { table.lock.unlock() }
    guard let entry = table.entries[ObjectIdentifier(object)], entry.owner === object else { return nil }
    return entry.values[key]?.value
  }

  /// Releases the values of the object of `id` (its `deinit`, or `objc_removeAssociatedObjects`).
  static func removeAll(_ id: ObjectIdentifier) {
    guard used.load(ordering: .acquiring) else { return }
    table.lock.lock()
    let removed = table.entries.removeValue(forKey: id)
    table.lock.unlock()
    withExtendedLifetime(removed) {}
  }
}
