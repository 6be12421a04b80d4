import Foundation
import ResponderKit
import ResponderTestKit
import Testing

/// A sign-in screen written as iOS code: a vertical stack of labels, rounded-rect fields, a row
/// with a switch, and a button, pinned by constraints to the safe area and the margins.
@MainActor
final class SignInController: UIViewController, UITextFieldDelegate {
  let nameLabel = UILabel()
  let nameField = UITextField()
  let emailLabel = UILabel()
  let emailField = UITextField()
  let rememberLabel = UILabel()
  let rememberSwitch = UISwitch()
  let submitButton = UIButton(type: .system)
  var submissions: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    nameLabel.text = "Name"
    nameField.borderStyle = .roundedRect
    nameField.placeholder = "Your name"
    emailLabel.text = "Email"
    emailField.borderStyle = .roundedRect
    emailField.placeholder = "you@example.com"
    emailField.keyboardType = .emailAddress
    rememberLabel.text = "Remember me"
    submitButton.setTitle("Sign In", for: .normal)
    submitButton.addAction(UIAction { [unowned self] _ in submit() }, for: .touchUpInside)
    nameField.delegate = self
    emailField.delegate = self

    let row = UIStackView(arrangedSubviews: [rememberLabel, rememberSwitch])
    row.axis = .horizontal
    row.alignment = .center
    row.spacing = 8
    let form = UIStackView(arrangedSubviews: [nameLabel, nameField, emailLabel, emailField, row, submitButton])
    form.axis = .vertical
    form.spacing = 8
    form.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(form)
    NSLayoutConstraint.activate([
      form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }

  func submit() { submissions.append("\(nameField.text ?? "") <\(emailField.text ?? "")>") }

  /// Return moves from the name to the email, and submits from the email, as iOS forms do.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === nameField {
      emailField.becomeFirstResponder()
    } else {
      textField.resignFirstResponder()
      submit()
    }
    return false
  }
}

/// A length rounded up to a whole pixel at scale 3, as UIKit rounds text sizes.
private func pixel(_ length: CGFloat) -> CGFloat { (length * 3 - 0.001).rounded(.up) / 3 }

/// Expects a frame to agree with another to a thousandth of a point.
private func expectFrame(_ frame: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
  let close =
    abs(frame.minX - expected.minX) < 0.001 && abs(frame.minY - expected.minY) < 0.001
    && abs(frame.width - expected.width) < 0.001 && abs(frame.height - expected.height) < 0.001
  #expect(close, "\(frame) is not \(expected)", sourceLocation: sourceLocation)
}

@Suite("A form laid out by constraints (Y8)")
@MainActor
struct FormLayoutTests {
  @Test(
    "Y8: a form written for iOS lays out at iOS's sizes; every control in it is tappable; typing and Return fill and submit it"
  )
  func signInForm() {
    let controller = SignInController()
    let harness = TestHarness(rootViewController: controller)
    let view = controller.view!
    view.layoutIfNeeded()

    // The margins are 8 pt here and the safe area starts at the top; the form is 374 pt wide.
    let x: CGFloat = 8
    let width: CGFloat = 390 - 16
    let line = pixel(20.287109375)  // a 17 pt label's line
    let field: CGFloat = 34  // a rounded-rect field at 17 pt
    let button = pixel(15 * 2444 / 2048) + 12  // "Sign In" at 15 pt with 6 pt above and below: 30
    var y: CGFloat = 20
    func frame(_ subview: UIView) -> CGRect { subview.convert(subview.bounds, to: view) }

    expectFrame(frame(controller.nameLabel), CGRect(x: x, y: y, width: width, height: line))
    y += line + 8
    expectFrame(frame(controller.nameField), CGRect(x: x, y: y, width: width, height: field))
    y += field + 8
    expectFrame(frame(controller.emailLabel), CGRect(x: x, y: y, width: width, height: line))
    y += line + 8
    expectFrame(frame(controller.emailField), CGRect(x: x, y: y, width: width, height: field))
    y += field + 8
    // The row: the switch keeps 51 × 31 at the trailing edge (it hugs at 750), the label takes
    // the rest, centred on the switch.
    expectFrame(frame(controller.rememberSwitch), CGRect(x: x + width - 51, y: y, width: 51, height: 31))
    expectFrame(
      frame(controller.rememberLabel), CGRect(x: x, y: y + (31 - line) / 2, width: width - 51 - 8, height: line))
    y += 31 + 8
    expectFrame(frame(controller.submitButton), CGRect(x: x, y: y, width: width, height: button))
    #expect(button == 30)

    // Every control takes its tap.
    harness.tap(controller.rememberSwitch)
    #expect(controller.rememberSwitch.isOn)
    harness.tap(controller.nameField)
    #expect(controller.nameField.isFirstResponder)
    harness.type("Ada")
    #expect(controller.nameField.text == "Ada")
    harness.tap(controller.submitButton)
    #expect(controller.submissions == ["Ada <>"])

    // Filled by typing, submitted by Return.
    harness.tap(controller.nameField)
    harness.type("\n")
    #expect(controller.emailField.isFirstResponder)
    harness.type("ada\n")
    #expect(!controller.emailField.isFirstResponder)
    #expect(controller.submissions == ["Ada <>", "Ada <ada>"])
  }
}
