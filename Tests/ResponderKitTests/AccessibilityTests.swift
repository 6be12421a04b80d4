import Foundation
import Testing

@testable import ResponderKit

/// A custom adjustable control, as a rating or stepped slider declares itself.
final class AdjustableProbe: UIControl {
  var steps = 0
  override func accessibilityIncrement() { steps += 1 }
  override func accessibilityDecrement() { steps -= 1 }
  override var accessibilityValue: String? {
    get { "\(steps)" }
    set {}
  }
}

@MainActor
@Suite("Accessibility properties keep UIKit's defaults and what code sets")
struct AccessibilityTests {
  @Test("Standard views have UIKit's defaults: controls and labels are elements with their traits and text")
  func defaults() {
    let button = UIButton(frame: .zero)
    button.setTitle("Save", for: .normal)
    let label = UILabel()
    label.text = "Hello"
    #expect(button.isAccessibilityElement && button.accessibilityTraits == .button)
    #expect(button.accessibilityLabel == "Save")
    #expect(
      label.isAccessibilityElement && label.accessibilityTraits == .staticText && label.accessibilityLabel == "Hello")
    #expect(UISlider().accessibilityTraits == .adjustable && UISwitch().accessibilityTraits == .button)
    #expect(UIImageView().accessibilityTraits == .image && !UIImageView().isAccessibilityElement)
    let plain = UIView()
    #expect(!plain.isAccessibilityElement && plain.accessibilityTraits == .none && plain.accessibilityLabel == nil)
    #expect(plain.rareState == nil, "reading the defaults stores nothing")
    #expect(!UIControl().isAccessibilityElement, "a custom control opts in")
  }

  @Test("Set values win over the defaults; traits insert and remove as an option set")
  func storedValues() {
    let button = UIButton(frame: .zero)
    button.setTitle("Save", for: .normal)
    button.accessibilityLabel = "Save document"
    button.accessibilityTraits.insert(.selected)
    button.accessibilityHint = "Saves the file"
    button.accessibilityIdentifier = "save"
    #expect(button.accessibilityLabel == "Save document" && button.accessibilityTraits == [.button, .selected])
    #expect(button.accessibilityHint == "Saves the file" && button.accessibilityIdentifier == "save")
    button.accessibilityTraits.remove(.selected)
    #expect(button.accessibilityTraits == .button)
    let view = UIView()
    view.isAccessibilityElement = true
    view.accessibilityViewIsModal = true
    #expect(view.isAccessibilityElement && view.accessibilityViewIsModal && !view.accessibilityElementsHidden)
    #expect(UIAccessibilityTraits.adjustable.rawValue == 4096 && UIAccessibilityTraits.header.rawValue == 65536)
  }

  @Test("An adjustable control's overrides answer increment and decrement; activation defaults to false")
  func adjustable() {
    let control = AdjustableProbe()
    control.accessibilityIncrement()
    control.accessibilityIncrement()
    control.accessibilityDecrement()
    #expect(control.accessibilityValue == "1" && !control.accessibilityActivate())
    UIAccessibility.post(notification: .announcement, argument: "Rated")
    #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
  }

  @Test("A view controller's status bar preferences default to UIKit's and are overridable")
  func statusBar() {
    let controller = UIViewController()
    #expect(!controller.prefersStatusBarHidden && controller.preferredStatusBarStyle == .default)
    controller.setNeedsStatusBarAppearanceUpdate()
    #expect(UIStatusBarStyle.darkContent.rawValue == 3)
  }
}
