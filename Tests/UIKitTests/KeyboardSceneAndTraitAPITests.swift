import CoreGraphics
import Foundation
import Testing
import UIKit

/// A field whose delegate refuses to end editing, for `endEditing(_:)`'s `force`.
final class StubbornFieldDelegate: UITextFieldDelegate {
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
}

@MainActor
@Suite("Text input traits, scroll indicators, traits, scenes and geometry boxes as iOS code uses them")
struct KeyboardSceneAndTraitAPITests {
  @Test("Text fields and text views keep their placeholder and UITextInputTraits, with UIKit's defaults")
  func textInputTraits() {
    let field = UITextField()
    #expect(field.placeholder == nil && field.borderStyle == .none && field.clearButtonMode == .never)
    #expect(field.leftViewMode == .never && field.rightViewMode == .never && field.leftView == nil)
    #expect(field.keyboardType == .default && field.returnKeyType == .default)
    #expect(field.autocapitalizationType == .sentences && field.autocorrectionType == .default)
    #expect(!field.isSecureTextEntry && field.textContentType == nil && !field.enablesReturnKeyAutomatically)
    field.placeholder = "Email"
    #expect(field.attributedPlaceholder?.string == "Email")
    field.attributedPlaceholder = NSAttributedString(string: "Name")
    #expect(field.placeholder == "Name")
    field.keyboardType = .emailAddress
    field.textContentType = .emailAddress
    field.isSecureTextEntry = true
    field.borderStyle = .roundedRect
    field.rightView = UIView()
    field.rightViewMode = .always
    #expect(field.keyboardType.rawValue == 7 && field.textContentType == .emailAddress && field.isSecureTextEntry)
    #expect(field.rightView?.superview === field, "shown per rightViewMode")
    let view = UITextView()
    view.returnKeyType = .done
    view.autocorrectionType = .no
    #expect(view.returnKeyType == .done && view.autocorrectionType == .no && view.keyboardAppearance == .default)
    let traits: any UITextInputTraits = view
    #expect(traits.returnKeyType == .done)
    #expect(UITextContentType.oneTimeCode != .password && UITextContentType("username") == .username)
  }

  @Test("S3: scrollRectToVisible moves the offset the least amount, within the scrollable range")
  func scrollRectToVisible() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.contentSize = CGSize(width: 100, height: 1000)
    scroll.scrollRectToVisible(CGRect(x: 0, y: 150, width: 10, height: 20), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 70), "the rect's bottom meets the bounds' bottom")
    scroll.scrollRectToVisible(CGRect(x: 0, y: 80, width: 10, height: 20), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 70), "already visible: no move")
    scroll.scrollRectToVisible(CGRect(x: 0, y: 40, width: 10, height: 20), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 40), "the rect's top meets the bounds' top")
    scroll.scrollRectToVisible(CGRect(x: 50, y: 990, width: 80, height: 50), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 900), "clamped to the range's end on both axes")
    #expect(scroll.keyboardDismissMode == .none && scroll.indicatorStyle == .default)
    #expect(scroll.contentInsetAdjustmentBehavior == .automatic && scroll.scrollsToTop)
    scroll.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(scroll.horizontalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    scroll.keyboardDismissMode = .interactive
    scroll.flashScrollIndicators()
    #expect(scroll.contentLayoutGuide === scroll.contentLayoutGuide && scroll.frameLayoutGuide.owningView === scroll)
    #expect(scroll.frameLayoutGuide.layoutFrame == scroll.bounds)
  }

  @Test("S12: an animated scrollRectToVisible goes through setContentOffset(_:animated:)")
  func scrollRectToVisibleAnimated() {
    let clock = VirtualClock()
    let app = UIApplication(clock: clock)
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.makeKeyAndVisible()
    let scroll = UIScrollView(frame: window.bounds)
    scroll.contentSize = CGSize(width: 100, height: 1000)
    window.addSubview(scroll)
    scroll.scrollRectToVisible(CGRect(x: 0, y: 300, width: 10, height: 100), animated: true)
    #expect(scroll.contentOffset == .zero, "the animation has not run yet")
    clock.advance(to: clock.now + 2)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 300))
  }

  @Test("F2: endEditing resigns a first responder inside the view; force overrides a refusal")
  func endEditing() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.makeKeyAndVisible()
    let form = UIView(frame: window.bounds)
    let other = UIView(frame: window.bounds)
    window.addSubview(form)
    window.addSubview(other)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    form.addSubview(field)
    #expect(!form.endEditing(true), "no first responder")
    #expect(field.becomeFirstResponder())
    #expect(!other.endEditing(false) && field.isFirstResponder, "not inside that view")
    #expect(form.endEditing(false) && !field.isFirstResponder)
    let delegate = StubbornFieldDelegate()
    field.delegate = delegate
    #expect(field.becomeFirstResponder())
    #expect(!window.endEditing(false) && field.isFirstResponder, "the field refuses")
    #expect(window.endEditing(true) && !field.isFirstResponder, "forced")
    let snapshot = field.snapshotView(afterScreenUpdates: false)
    #expect(snapshot?.frame == field.frame && snapshot?.subviews.isEmpty == true)
  }

  @Test("Views and controllers have light, screen-scale traits whose size classes follow the idiom")
  func traitCollection() {
    let view = UIView()
    let idiom = UIDevice.current.userInterfaceIdiom
    defer { UIDevice.current.userInterfaceIdiom = idiom }
    UIDevice.current.userInterfaceIdiom = .phone
    #expect(view.traitCollection.userInterfaceStyle == .light)
    #expect(view.traitCollection.horizontalSizeClass == .compact && view.traitCollection.verticalSizeClass == .regular)
    #expect(view.traitCollection.displayScale == UIScreen.main.scale)
    #expect(view.traitCollection.preferredContentSizeCategory == .large)
    UIDevice.current.userInterfaceIdiom = .pad
    #expect(UIViewController().traitCollection.horizontalSizeClass == .regular)
    #expect(view.traitCollection.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
    #expect(!view.traitCollection.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
    let merged = UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2),
    ])
    #expect(
      merged.userInterfaceStyle == .dark && merged.displayScale == 2 && merged.horizontalSizeClass == .unspecified)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(UIContentSizeCategory.small < .large)
  }

  @Test("Keyboard notifications' frames box and unbox through NSValue's UIKit names")
  func nsValueGeometry() {
    let frame = CGRect(x: 0, y: 500, width: 390, height: 344)
    let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)]
    #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == frame)
    #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
    #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
  }

  @Test("An application has one window scene holding its windows and key window")
  func scenes() {
    let app = UIApplication()
    #expect(app.connectedScenes.count == 1)
    let scene = app.connectedScenes.first as? UIWindowScene
    #expect(scene != nil && scene?.windows.isEmpty == true && scene?.activationState == .foregroundActive)
    guard let scene else { return }
    let window = UIWindow(windowScene: scene)
    #expect(window.frame == UIScreen.main.bounds && window.windowScene === scene)
    #expect(app.windows.count == 1 && app.windows[0] === window)
    window.makeKeyAndVisible()
    #expect(scene.keyWindow === window && app.keyWindow === window)
    #expect(app.connectedScenes.first === scene, "the same scene every time")
    #expect(UIWindow(application: app, frame: .zero).windowScene === scene)
  }
}
