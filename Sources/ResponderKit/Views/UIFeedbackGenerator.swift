import Foundation

/// The base of haptic feedback generators; here every generator does nothing.
///
/// UIKit plays haptics on devices that have a Taptic Engine and silently does nothing on the
/// others; ResponderKit has no haptics, so it behaves as such a device. Calls are accepted, so
/// that touch-handling code that gives feedback compiles and runs unchanged.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
  /// Creates a generator.
  public init() {}

  /// Prepares the generator to give feedback soon: does nothing, as on a device without haptics.
  open func prepare() {}
}
