import UIKit

/// A screen with a text field: tapping anywhere else dismisses the keyboard, without
/// swallowing the tap (buttons under it still work).
class KeyboardDismissingViewController: UIViewController {
  let nameField = UITextField(frame: CGRect(x: 20, y: 120, width: 335, height: 44))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(nameField)
    let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
    tap.cancelsTouchesInView = false
    view.addGestureRecognizer(tap)
  }

  @objc func dismissKeyboard() {
    if nameField.isFirstResponder {
      nameField.resignFirstResponder()
    }
  }
}
