import Foundation

/// How much a layout constraint or a view's content size matters to the layout, from 1 to
/// 1000 (required).
///
/// UIKit's `UILayoutPriority`, with its named levels and arithmetic. The solver meets optional
/// constraints higher priority first: each priority is its own level (Y1).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority's value.
  public var rawValue: Float

  /// Creates a priority from its value.
  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  /// Creates a priority from its value.
  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  /// A constraint that must hold (1000).
  public static let required = UILayoutPriority(1000)
  /// A button's resistance to being squeezed (750).
  public static let defaultHigh = UILayoutPriority(750)
  /// A window resize that can change the scene's size (510).
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// The priority at which a scene keeps its size (500).
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// A window resize that cannot change the scene's size (490).
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// A button's hold on its content size (250).
  public static let defaultLow = UILayoutPriority(250)
  /// The level at which a view asks to be as small as it can be (50).
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// Whether `lhs` is the lower priority.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The priority `rhs` above `lhs`, as UIKit's `+` gives.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// The priority `rhs` below `lhs`.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
}
