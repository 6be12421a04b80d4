import Foundation

extension InteractionConstants {
  /// The duration of a layer animation whose `duration` is 0 (rule V5).
  ///
  /// Apple's `CAMediaTiming.duration` documentation: "defaults to 0", and Core Animation uses
  /// 0.25 seconds for such an animation, the default of `CATransaction.animationDuration()`.
  public static let defaultLayerAnimationDuration: TimeInterval = 0.25

  /// The frames per second of the display: how often a display link fires at most (rule V8).
  ///
  /// Our choice: a 60 Hz screen, the refresh rate of every iPhone without ProMotion and the
  /// frame rate the scroll view's animations use (``scrollFrameInterval``).
  public static let displayFramesPerSecond = 60
}
