import UIKit

/// A form that stays clear of the keyboard, written the two ways iOS apps do it: the scroll view
/// is inset by the part of the keyboard that covers it, from the keyboard's notifications and
/// animated with their duration and curve; the Send button is pinned to the keyboard layout
/// guide. Dragging the form dismisses the keyboard.
final class KeyboardAvoidingFormController: UIViewController {
  let scrollView = UIScrollView()
  let emailField = UITextField(frame: CGRect(x: 20, y: 40, width: 335, height: 44))
  let sendButton = UIButton(type: .system)
  private(set) var keyboardHeights: [CGFloat] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.alwaysBounceVertical = true
    scrollView.keyboardDismissMode = .onDrag
    view.addSubview(scrollView)
    scrollView.addSubview(emailField)

    sendButton.setTitle("Send", for: .normal)
    sendButton.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(sendButton)
    NSLayoutConstraint.activate([
      sendButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      sendButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -12),
      sendButton.widthAnchor.constraint(equalToConstant: 80),
      sendButton.heightAnchor.constraint(equalToConstant: 44),
    ])

    NotificationCenter.default.addObserver(
      self, forName: UIResponder.keyboardWillChangeFrameNotification, object: nil
    ) { [weak self] notification in
      self?.keyboardWillChangeFrame(notification)
    }
    NotificationCenter.default.addObserver(
      self, forName: UIResponder.keyboardWillHideNotification, object: nil
    ) { [weak self] notification in
      self?.keyboardWillHide(notification)
    }
  }

  func stopObserving() {
    NotificationCenter.default.removeObservers(of: self)
  }

  private func keyboardWillChangeFrame(_ notification: Notification) {
    guard let userInfo = notification.userInfo,
      let endFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    else { return }
    let frameInView = view.convert(endFrame, from: nil)
    let covered = max(0, view.bounds.maxY - frameInView.minY)
    keyboardHeights.append(covered)
    animateAlongKeyboard(userInfo) {
      self.scrollView.contentInset.bottom = covered
      self.scrollView.verticalScrollIndicatorInsets.bottom = covered
    }
  }

  private func keyboardWillHide(_ notification: Notification) {
    keyboardHeights.append(0)
    animateAlongKeyboard(notification.userInfo ?? [:]) {
      self.scrollView.contentInset.bottom = 0
      self.scrollView.verticalScrollIndicatorInsets.bottom = 0
    }
  }

  private func animateAlongKeyboard(_ userInfo: [AnyHashable: Any], changes: @escaping () -> Void) {
    let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
    let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
    UIView.animate(
      withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16),
      animations: changes)
  }
}
