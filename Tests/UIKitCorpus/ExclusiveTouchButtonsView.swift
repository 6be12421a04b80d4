import UIKit

/// A pair of buttons that must never be pressed together (confirm and cancel): each is
/// exclusive-touch, and the panel takes one finger at a time.
final class ExclusiveTouchButtonsView: UIView {
  let confirmButton = UIButton(frame: .zero)
  let cancelButton = UIButton(frame: .zero)
  private(set) var log: [String] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    isMultipleTouchEnabled = false
    confirmButton.frame = CGRect(x: 0, y: 0, width: frame.width / 2, height: frame.height)
    cancelButton.frame = CGRect(x: frame.width / 2, y: 0, width: frame.width / 2, height: frame.height)
    for button in [confirmButton, cancelButton] {
      button.isExclusiveTouch = true
      addSubview(button)
    }
    confirmButton.addTarget(self, action: #selector(confirm), for: .touchUpInside)
    cancelButton.addTarget(self, action: #selector(cancel), for: .touchUpInside)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  @objc private func confirm() { log.append("confirm") }
  @objc private func cancel() { log.append("cancel") }
}
