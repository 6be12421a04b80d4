import Foundation

/// A view's accessibility properties once any was set (`UIView`'s `accessibility…` members),
/// kept in its rare state so that views that never set one pay nothing.
final class AccessibilityState {
  var isElement: Bool?
  var label: String?
  var hint: String?
  var value: String?
  var traits: UIAccessibilityTraits?
  var identifier: String?
  var viewIsModal = false
  var elementsHidden = false
  var elements: [Any]?
  var containerType: UIAccessibilityContainerType?
  var ignoresInvertColors: Bool?
  var frame: CGRect?
  var activationPoint: CGPoint?
  var path: UIBezierPath?
}
