import CoreGraphics
import Testing
import UIKit

// Code written as it is for iOS (`import UIKit`, NSObject equality, Foundation's types through
// UIKit), compiled unchanged against ResponderKit's UIKit module.

/// A view that lets touches through where no subview is: the usual pass-through overlay.
final class PassThroughView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let view = super.hitTest(point, with: event)
    return view == self ? nil : view
  }
}

/// A button whose touch area reaches 20 pt beyond its bounds.
final class EnlargedButton: UIButton {
  var touchAreaOutset: CGFloat = 20

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -touchAreaOutset, dy: -touchAreaOutset).contains(point)
  }
}

@MainActor
@Suite("UIKit-style code compiles and behaves (issue: real UIKit code)")
struct UIKitStyleCodeTests {
  @Test("H6: a pass-through view written with view == self lets the touch through; an enlarged button catches it")
  func passThroughAndEnlarged() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    let button = EnlargedButton(frame: CGRect(x: 100, y: 100, width: 60, height: 40))
    window.addSubview(button)
    let overlay = PassThroughView(frame: window.bounds)
    window.addSubview(overlay)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    let start: TimeInterval = 0
    // 15 pt left of the button: inside its enlarged area, and under the pass-through overlay.
    app.receive([UIRawTouch(finger: 1, phase: .began, location: CGPoint(x: 85, y: 120))], timestamp: start)
    app.receive([UIRawTouch(finger: 1, phase: .ended, location: CGPoint(x: 85, y: 120))], timestamp: start + 0.1)
    #expect(taps == 1)
    #expect(window.hitTest(CGPoint(x: 300, y: 700), with: nil) == window, "the overlay answers nil for itself")
  }

  @Test("Responders and recognizers have NSObject's identity semantics")
  func nsObjectSemantics() {
    let a = UIView(frame: .zero)
    let b = UIView(frame: .zero)
    var views: Set<UIView> = [a, b, a]
    #expect(views.count == 2 && views.contains(a) && a != b)
    views.remove(a)
    #expect(!views.contains(a))
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    let gestures: [UIGestureRecognizer] = [tap]
    #expect(
      gestures.contains(tap) && tap.isKind(of: UIGestureRecognizer.self) && !tap.isMember(of: UIGestureRecognizer.self))
    let button = UIButton(frame: .zero)
    #expect(
      button.isKind(of: UIControl.self) && button.isKind(of: UIResponder.self) && !button.isKind(of: UISwitch.self))
    #expect(button.description.hasPrefix("<UIButton: 0x"))
    let transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 2, y: 2))
  }
}
