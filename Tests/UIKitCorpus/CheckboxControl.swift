import UIKit

/// A checkbox: a tap that ends inside toggles it and sends valueChanged and the primary
/// action, like UISwitch.
class CheckboxControl: UIControl {
  var isChecked: Bool {
    get { isSelected }
    set { isSelected = newValue }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    addTarget(self, action: #selector(toggle), for: .touchUpInside)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    addTarget(self, action: #selector(toggle), for: .touchUpInside)
  }

  override var isHighlighted: Bool {
    didSet {
      alpha = isHighlighted ? 0.5 : 1
    }
  }

  @objc private func toggle() {
    isChecked.toggle()
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
  }
}
