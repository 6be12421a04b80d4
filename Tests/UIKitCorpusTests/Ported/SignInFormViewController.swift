import UIKit

/// A sign-in form: two fields in a stack view pinned with anchors, the fields' delegate moving
/// the first responder on at return, and an alert when the password is empty.
final class SignInFormViewController: UIViewController, UITextFieldDelegate {
  private let emailField = UITextField()
  private let passwordField = UITextField()
  private let stack = UIStackView()
  private(set) var appearances = 0
  private(set) var signedIn = false
  private let service: String

  init(service: String) {
    self.service = service
    super.init(nibName: nil, bundle: nil)
    title = "Sign In to \(service)"
    modalPresentationStyle = .fullScreen
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for field in [emailField, passwordField] {
      field.delegate = self
      field.translatesAutoresizingMaskIntoConstraints = false
      field.heightAnchor.constraint(equalToConstant: 44).isActive = true
      stack.addArrangedSubview(field)
    }
    stack.axis = .vertical
    stack.spacing = 12
    stack.alignment = .fill
    stack.distribution = .fillEqually
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 2),
    ])
    stack.setContentHuggingPriority(.defaultHigh, for: .vertical)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearances += 1
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === emailField {
      passwordField.becomeFirstResponder()
    } else {
      submit()
    }
    return false
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    textField.text = textField.text?.trimmingCharacters(in: .whitespaces)
  }

  private func submit() {
    guard let password = passwordField.text, !password.isEmpty else {
      let alert = UIAlertController(title: "Password missing", message: "Enter your password.", preferredStyle: .alert)
      alert.addAction(
        UIAlertAction(title: "OK", style: .default) { [weak self] _ in
          self?.passwordField.becomeFirstResponder()
        })
      present(alert, animated: true)
      return
    }
    signedIn = true
    passwordField.resignFirstResponder()
  }
}
