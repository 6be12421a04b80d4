import Foundation

/// The name of an action message: ResponderKit's stand-in for Objective-C's `Selector`.
///
/// UIKit looks actions up by selector in the Objective-C runtime. Swift on Linux has no such
/// runtime, so an action is named by this small value (`Selector("copy:")`, or the literal
/// `"copy:"`), and a responder says which actions it implements through
/// `UIResponder.method(for:)` (override it, or register closures with `implement(_:with:)`).
/// `canPerformAction(_:withSender:)`, `target(forAction:withSender:)` and
/// `UIApplication.sendAction(_:to:from:for:)` then work as in UIKit (rules F5, F6).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The action's name, conventionally with a trailing colon when it takes a sender.
  public let name: String

  /// Creates a selector from its name.
  public init(_ name: String) {
    self.name = name
  }

  /// Creates a selector from a string literal.
  public init(stringLiteral name: String) {
    self.name = name
  }

  /// The name.
  public var description: String { name }

  /// `cut(_:)` from `UIResponderStandardEditActions`.
  public static let cut = Selector("cut:")
  /// `copy(_:)` from `UIResponderStandardEditActions`.
  public static let copy = Selector("copy:")
  /// `paste(_:)` from `UIResponderStandardEditActions`.
  public static let paste = Selector("paste:")
  /// `selectAll(_:)` from `UIResponderStandardEditActions`.
  public static let selectAll = Selector("selectAll:")
}

/// The selector with the Objective-C name `name`: `NSSelectorFromString("copy:")`.
///
/// Foundation's function, which Foundation on Linux lacks; without the Objective-C runtime the
/// name is not checked against any method, and a responder performs it only if it implements
/// it (`UIResponder.method(for:)`).
public func NSSelectorFromString(_ name: String) -> Selector {
  Selector(name)
}

/// The Objective-C name of `selector`: `NSStringFromSelector(action) == "copy:"`.
///
/// Foundation's function, which Foundation on Linux lacks.
public func NSStringFromSelector(_ selector: Selector) -> String {
  selector.name
}
