import Foundation

extension UIView {
}
