import Foundation

// What UIKit code relies on from NSObject, for the engine's object types: equality and hashing
// by identity (`view == self ? nil : view`, `Set<UIView>`, `case self:`), `isKind(of:)`,
// `isMember(of:)` and a `description`. ResponderKit's types do not inherit from NSObject (no
// Objective-C runtime on Linux, and 40 bytes a view); these give the same answers.

extension UIResponder: Hashable, CustomStringConvertible {
  /// Whether two responders are the same object, as `NSObject.isEqual(_:)` answers by default.
  nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }

  /// Hashes the object's identity, as `NSObject.hash` does by default.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// Whether the object is an instance of `aClass` or of a subclass of it, as in NSObject.
  nonisolated public func isKind(of aClass: AnyClass) -> Bool { objectIsKind(self, of: aClass) }

  /// Whether the object is an instance of exactly `aClass`, as in NSObject.
  nonisolated public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }
}

extension UIGestureRecognizer: Hashable, CustomStringConvertible {
  /// Whether two recognizers are the same object, as `NSObject.isEqual(_:)` answers by default.
  nonisolated public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }

  /// Hashes the object's identity, as `NSObject.hash` does by default.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// Whether the object is an instance of `aClass` or of a subclass of it, as in NSObject.
  nonisolated public func isKind(of aClass: AnyClass) -> Bool { objectIsKind(self, of: aClass) }

  /// Whether the object is an instance of exactly `aClass`, as in NSObject.
  nonisolated public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }
}

extension UIMenuElement: Hashable {
  /// Whether two menu elements are the same object, as `NSObject.isEqual(_:)` answers by
  /// default (UIKit's `UIAction` and `UICommand` do not compare their titles or identifiers).
  nonisolated public static func == (lhs: UIMenuElement, rhs: UIMenuElement) -> Bool { lhs === rhs }

  /// Hashes the object's identity, as `NSObject.hash` does by default.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIKeyCommand: Hashable {
  /// Whether two key commands are the same object, as `NSObject.isEqual(_:)` answers by default.
  nonisolated public static func == (lhs: UIKeyCommand, rhs: UIKeyCommand) -> Bool { lhs === rhs }

  /// Hashes the object's identity, as `NSObject.hash` does by default.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `isKind(of:)`: walks the object's class and its superclasses.
nonisolated func objectIsKind(_ object: AnyObject, of aClass: AnyClass) -> Bool {
  var current: AnyClass? = type(of: object)
  while let cls = current {
    if cls == aClass { return true }
    current = _getSuperclass(cls)
  }
  return false
}

/// NSObject's default description: `<ClassName: 0xADDRESS>`.
nonisolated func objectDescription(_ object: AnyObject) -> String {
  let address = UInt(bitPattern: ObjectIdentifier(object).hashValue)
  return "<\(type(of: object)): 0x\(String(address, radix: 16))>"
}

extension UIImage: Hashable {
  /// Whether two images are equal, by the left one's `isEqual(_:)`, as for NSObjects.
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.isEqual(rhs) }

  /// Hashes the image's `hash`, as NSObject's hashing does.
  public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

extension UIBezierPath: Hashable {
  /// Whether two paths are equal, by the left one's `isEqual(_:)`, as for NSObjects.
  public static func == (lhs: UIBezierPath, rhs: UIBezierPath) -> Bool { lhs.isEqual(rhs) }

  /// Hashes the path's `hash`, as NSObject's hashing does.
  public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
