import Foundation

/// A function of an animation's values, as Core Animation's `CAValueFunction`: stored by a
/// property animation; nothing draws, so it is never applied.
open class CAValueFunction {
  /// The function's name.
  public let name: CAValueFunctionName

  /// Creates the function named `name`.
  public init?(name: CAValueFunctionName) {
    self.name = name
  }
}
