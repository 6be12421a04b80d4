import Foundation

/// UIKit's boxing of geometry in `NSValue`, as keyboard notifications' `userInfo` uses it:
/// `(userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue`.
///
/// UIKit adds these names to Foundation's `NSValue`; Linux Foundation has the same boxes under
/// AppKit's names (`init(rect:)`, `rectValue`, ...), which these call.
extension NSValue {
  /// Boxes a rectangle (UIKit's `NSValue(cgRect:)`).
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// Boxes a point (UIKit's `NSValue(cgPoint:)`).
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// Boxes a size (UIKit's `NSValue(cgSize:)`).
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  /// The boxed rectangle (UIKit's `cgRectValue`).
  public var cgRectValue: CGRect { rectValue }
  /// The boxed point (UIKit's `cgPointValue`).
  public var cgPointValue: CGPoint { pointValue }
  /// The boxed size (UIKit's `cgSizeValue`).
  public var cgSizeValue: CGSize { sizeValue }
}

/// Core Animation's boxing of a 3-D transform in `NSValue`, as animations' `fromValue` and
/// `toValue` take it: `NSValue(caTransform3D: t)` and `value.caTransform3DValue`.
///
/// Linux Foundation's `NSValue` cannot be given a stored property, so the transform is kept as
/// its sixteen `Double` entries, an array of 16 doubles (`[16d]`: Linux Foundation boxes no structs); an `NSValue` boxing anything
/// else reads back as the identity, as on iOS a value of another type reads as garbage.
extension NSValue {
  /// The type encoding of a boxed `CATransform3D`.
  static let caTransform3DEncoding = "[16d]"

  /// Boxes a 3-D transform (Core Animation's `NSValue(caTransform3D:)`).
  public convenience init(caTransform3D t: CATransform3D) {
    var entries = t.entries.map { Double($0) }
    self.init(bytes: &entries, objCType: NSValue.caTransform3DEncoding)
  }

  /// The boxed 3-D transform (Core Animation's `caTransform3DValue`); the identity when the value
  /// boxes something else.
  public var caTransform3DValue: CATransform3D { storedCATransform3D ?? CATransform3DIdentity }

  /// The boxed 3-D transform, or nil when the value boxes something else.
  var storedCATransform3D: CATransform3D? {
    guard String(cString: objCType) == NSValue.caTransform3DEncoding else { return nil }
    var entries = [Double](repeating: 0, count: 16)
    entries.withUnsafeMutableBytes { getValue($0.baseAddress!) }
    return CATransform3D(entries: entries.map { CGFloat($0) })
  }
}
