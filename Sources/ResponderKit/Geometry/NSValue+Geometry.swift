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
