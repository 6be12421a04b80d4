import UIKit

extension UIResponder {
  /// The first responder of type `T` up the chain from this one, this one included.
  func nearestResponder<T>(ofType type: T.Type) -> T? {
    var responder: UIResponder? = self
    while let current = responder {
      if let match = current as? T {
        return match
      }
      responder = current.next
    }
    return nil
  }

  /// The class names of the responders from this one to the end of the chain.
  var responderChainDescription: String {
    var names: [String] = []
    var responder: UIResponder? = self
    while let current = responder {
      names.append(String(describing: type(of: current)))
      responder = current.next
    }
    return names.joined(separator: " -> ")
  }
}

extension UIView {
  /// The view controller that manages this view or its nearest ancestor.
  var owningViewController: UIViewController? {
    nearestResponder(ofType: UIViewController.self)
  }
}
