import UIKit

/// A custom editor surface that becomes first responder when tapped and offers its own
/// "Highlight" action to the responder chain while it is.
final class TappableFocusView: UIView {
  private(set) var highlightCount = 0

  override var canBecomeFirstResponder: Bool { true }

  override init(frame: CGRect) {
    super.init(frame: frame)
    addGestureRecognizer(UITapGestureRecognizer(target: self, action: TappableFocusView.focus))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func focus() {
    if !isFirstResponder {
      becomeFirstResponder()
    }
  }

  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    if action == Selector("highlightSelection:") {
      return isFirstResponder
    }
    return super.canPerformAction(action, withSender: sender)
  }

  func highlightSelection(_ sender: Any?) {
    highlightCount += 1
  }

  // The actions sent by name that this class performs, as the Objective-C runtime finds them on iOS.
  @preconcurrency override func method(for action: Selector) -> ActionMethod? {
    switch action {
    case "highlightSelection:":
      return { [weak self] sender in self?.highlightSelection(sender) }
    default: return super.method(for: action)
    }
  }
}
