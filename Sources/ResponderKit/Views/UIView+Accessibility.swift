extension UIView {
  /// Changes the view's accessibility properties, creating their storage on first use.
  func updateAccessibility(_ change: (AccessibilityState) -> Void) {
    RareViewState.update(&rareState) { state in
      let accessibility = state.accessibility ?? AccessibilityState()
      change(accessibility)
      state.accessibility = accessibility
    }
  }

  /// UIKit's default: the standard controls and labels are elements, other views are not.
  var defaultIsAccessibilityElement: Bool {
    self is UIButton || self is UILabel || self is UISwitch || self is UISlider || self is UITextField
  }

  /// UIKit's default label: a label's text, a button's current title.
  var defaultAccessibilityLabel: String? {
    if let label = self as? UILabel { return label.text }
    if let button = self as? UIButton { return button.currentTitle }
    return nil
  }

  /// UIKit's default traits for the standard views.
  var defaultAccessibilityTraits: UIAccessibilityTraits {
    switch self {
    case is UIButton, is UISwitch: return .button
    case is UILabel: return .staticText
    case is UIImageView: return .image
    case is UISlider: return .adjustable
    default: return .none
    }
  }
}
