import UIKit

/// A form whose text fields hand the first responder on, one after another, when the user
/// presses return in one; the last one submits. (Return ends editing on exit, so the
/// control event does what a `UITextFieldDelegate`'s `textFieldShouldReturn` often does.)
class FormAdvancingController: UIViewController {
  private(set) var fields: [UITextField] = []
  private(set) var submitted = false

  override func viewDidLoad() {
    super.viewDidLoad()
    for index in 0..<3 {
      let field = UITextField(frame: CGRect(x: 20, y: 100 + CGFloat(index) * 60, width: 335, height: 44))
      field.tag = index + 1
      field.addTarget(self, action: #selector(fieldDidReturn(_:)), for: .editingDidEndOnExit)
      view.addSubview(field)
      fields.append(field)
    }
  }

  @objc private func fieldDidReturn(_ textField: UITextField) {
    let nextTag = textField.tag + 1
    if let next = view.viewWithTag(nextTag) as? UITextField {
      next.becomeFirstResponder()
    } else {
      submitted = true
    }
  }

  var currentField: UITextField? {
    fields.first { $0.isFirstResponder }
  }
}
