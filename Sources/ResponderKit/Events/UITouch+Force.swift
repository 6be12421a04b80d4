import Foundation

// A touch's pressure. UIKit reports it on devices with 3D Touch and for the Apple Pencil; the raw
// input ResponderKit receives (`UIRawTouch`) carries none, so every touch reads as one without
// pressure input, as a finger on a device without 3D Touch does.

extension UITouch {
  /// The force of the touch, where 1 is an average touch: 0 here.
  ///
  /// UIKit reports 0 when the device has no pressure input; ResponderKit's input never has any.
  public var force: CGFloat { 0 }

  /// The largest force the touch can report: 0 here.
  ///
  /// UIKit reports 0 along with `force` when the device has no pressure input, so code that
  /// divides by it must check it first, as on such devices.
  public var maximumPossibleForce: CGFloat { 0 }
}
