import Foundation

/// A number carried in an `Any`, as UIKit's dictionaries carry them (text attributes, font
/// descriptor attributes, option dictionaries, key-value coding, visual-format metrics): a
/// `CGFloat`, `Double`, `Float`, `Int`, `UInt32` or `NSNumber`; nil for anything else.
///
/// On iOS every one of these arrives bridged as an `NSNumber`; in Swift on Linux each keeps
/// its own type, so every reader of such a dictionary accepts all of them, here.
func boxedNumber(_ value: Any?) -> CGFloat? {
  switch value {
  case let value as CGFloat: value
  case let value as Double: CGFloat(value)
  case let value as Float: CGFloat(value)
  case let value as Int: CGFloat(value)
  case let value as UInt32: CGFloat(value)
  case let value as NSNumber: CGFloat(value.doubleValue)
  default: nil
  }
}
