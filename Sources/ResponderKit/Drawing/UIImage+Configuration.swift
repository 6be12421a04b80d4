import Foundation

extension UIImage {
  /// Traits an image is chosen for: UIKit's base class of `SymbolConfiguration`.
  open class Configuration: @unchecked Sendable {
    init() {}
  }
}
