import Testing
import UIKit

// The shapes UIKit subclasses give their overrides and initializers, which must compile here as
// written for iOS, and whose overrides the engine must call.

/// A view that lays out its subviews whenever its geometry changes, through observers of
/// UIKit's overridable geometry properties.
final class GeometryWatchingView: UIView {
  var log: [String] = []

  override var frame: CGRect {
    willSet { log.append("willSet frame") }
    didSet { log.append("frame \(Int(frame.width))x\(Int(frame.height))") }
  }

  override var bounds: CGRect {
    didSet { log.append("bounds \(Int(bounds.origin.y))") }
  }

  override var center: CGPoint {
    didSet { log.append("center \(Int(center.x))") }
  }

  override var transform: CGAffineTransform {
    didSet { log.append("transform \(transform.isIdentity)") }
  }

  override var isHidden: Bool {
    didSet { log.append("hidden \(isHidden)") }
  }

  override var alpha: CGFloat {
    didSet { log.append("alpha \(alpha)") }
  }

  override var backgroundColor: UIColor? {
    didSet { log.append("background") }
  }

  override var isUserInteractionEnabled: Bool {
    didSet { log.append("interaction \(isUserInteractionEnabled)") }
  }

  override var clipsToBounds: Bool {
    didSet { log.append("clips \(clipsToBounds)") }
  }

  override var tag: Int {
    didSet { log.append("tag \(tag)") }
  }

  override var isMultipleTouchEnabled: Bool {
    didSet { log.append("multiple \(isMultipleTouchEnabled)") }
  }

  override var isExclusiveTouch: Bool {
    didSet { log.append("exclusive \(isExclusiveTouch)") }
  }
}

/// A custom button that dims itself while highlighted, the common UIKit pattern.
final class DimmingButton: UIButton {
  var highlights: [Bool] = []

  override var isHighlighted: Bool {
    didSet {
      highlights.append(isHighlighted)
      alpha = isHighlighted ? 0.5 : 1
    }
  }

  override var isSelected: Bool {
    didSet { backgroundColor = isSelected ? .blue : nil }
  }

  override var isEnabled: Bool {
    didSet { alpha = isEnabled ? 1 : 0.3 }
  }
}

/// A scroll view that watches its offset through an override.
final class OffsetWatchingScrollView: UIScrollView {
  var offsets: [CGFloat] = []

  override var contentOffset: CGPoint {
    didSet { offsets.append(contentOffset.y) }
  }
}

/// The iOS-typical control: both designated initializers overridden, built with `init(frame:)`.
final class PlainCustomControl: UIControl {
  private(set) var configured = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    configured = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A control that declares its own `init(frame:primaryAction:)`: legal in UIKit, where
/// UIControl's is a convenience initializer (a subclass's matching one needs no `override`).
final class ActionCustomControl: UIControl {
  private(set) var ownAction: UIAction?

  init(frame: CGRect, primaryAction: UIAction?) {
    ownAction = primaryAction
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// A control with a designated `init()` of its own, calling `super.init(frame: .zero)`.
final class ZeroFrameControl: UIControl {
  let kind: String

  init() {
    kind = "zero"
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A view with a designated initializer of its own and a convenience `init()`.
final class BadgeView: UIView {
  let count: Int

  init(count: Int) {
    self.count = count
    super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
  }

  convenience init() {
    self.init(count: 0)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A controller written the iOS way: a designated initializer calling
/// `super.init(nibName: nil, bundle: nil)`.
final class DetailController: UIViewController {
  let itemID: Int

  init(itemID: Int) {
    self.itemID = itemID
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A controller that overrides `init(nibName:bundle:)`, so that `init()` still builds it.
final class NibController: UIViewController {
  private(set) var setUp = false

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setUp = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

@MainActor
@Suite("Overridable properties and UIKit's initializer shapes")
struct OverridableShapeTests {
  @Test(
    "Geometry: frame, bounds, center, transform and the view flags are overridable; observers run when code sets them"
  )
  func geometryOverrides() {
    let view = GeometryWatchingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.log == ["willSet frame", "frame 10x10"], "UIView.init(frame:) sets the frame through the property")
    view.log = []
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    view.bounds.origin.y = 5
    view.center = CGPoint(x: 70, y: 25)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    view.isHidden = true
    view.alpha = 0.5
    view.backgroundColor = .red
    view.isUserInteractionEnabled = false
    view.clipsToBounds = true
    view.tag = 4
    view.isMultipleTouchEnabled = true
    view.isExclusiveTouch = true
    #expect(
      view.log == [
        "willSet frame", "frame 100x50", "bounds 5", "center 70", "transform false", "hidden true", "alpha 0.5",
        "background", "interaction false", "clips true", "tag 4", "multiple true", "exclusive true",
      ])
    #expect(view.frame == CGRect(x: -30, y: -25, width: 200, height: 100), "the stored geometry is unchanged")
    #expect(view.viewWithTag(4) === view)
  }

  @Test("H2: the engine's caches follow an overriding subclass's changes (a hidden override is still skipped)")
  func overriddenFlagsStillHitTest() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.makeKeyAndVisible()
    let view = GeometryWatchingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
    view.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
    #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === view)
    view.isHidden = true
    #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === window)
  }

  @Test(
    "C3: tracking sets isHighlighted through the property: an override runs at touch-down, at each move and at the end")
  func highlightOverride() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.makeKeyAndVisible()
    let button = DimmingButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    window.addSubview(button)
    app.receive([UIRawTouch(finger: 1, phase: .began, location: CGPoint(x: 50, y: 20))], timestamp: 0)
    #expect(button.highlights == [true] && button.alpha == 0.5 && button.isHighlighted)
    app.receive([UIRawTouch(finger: 1, phase: .moved, location: CGPoint(x: 300, y: 300))], timestamp: 0.1)
    #expect(button.highlights == [true, false] && button.alpha == 1, "outside the 70 pt slop the highlight goes")
    app.receive([UIRawTouch(finger: 1, phase: .moved, location: CGPoint(x: 60, y: 20))], timestamp: 0.2)
    app.receive([UIRawTouch(finger: 1, phase: .ended, location: CGPoint(x: 60, y: 20))], timestamp: 0.3)
    #expect(button.highlights == [true, false, true, false] && !button.isHighlighted)
    button.isSelected = true
    #expect(button.backgroundColor == .blue && button.state == [.selected])
    button.isEnabled = false
    #expect(button.alpha == 0.3 && button.state == [.selected, .disabled])
  }

  @Test("S2: contentOffset is overridable; setting it in code runs the override and moves the bounds")
  func contentOffsetOverride() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.makeKeyAndVisible()
    let scrollView = OffsetWatchingScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 400, height: 2000)
    window.addSubview(scrollView)
    scrollView.contentOffset = CGPoint(x: 0, y: 30)
    #expect(scrollView.offsets == [30] && scrollView.bounds.origin.y == 30)
  }

  @Test("C5: the iOS control, view and controller initializer shapes compile and build what they say")
  func initializerShapes() {
    var ran: [String] = []
    let plain = PlainCustomControl(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    #expect(plain.configured && plain.frame.width == 30)
    let primary = UIAction(title: "Go") { _ in ran.append("go") }
    let inherited = PlainCustomControl(frame: .zero, primaryAction: primary)
    #expect(inherited.configured, "the convenience initializer goes through the override of init(frame:)")
    inherited.sendActions(for: .primaryActionTriggered)
    #expect(ran == ["go"])
    #expect(PlainCustomControl().configured, "init() is inherited too")
    let own = ActionCustomControl(frame: .zero, primaryAction: primary)
    #expect(
      own.ownAction === primary && own.allControlEvents.isEmpty, "the subclass's own initializer is the one called")
    #expect(ZeroFrameControl().kind == "zero")
    #expect(BadgeView().count == 0 && BadgeView(count: 3).frame.width == 20)
    let detail = DetailController(itemID: 9)
    #expect(detail.itemID == 9 && detail.nibName == nil && detail.nibBundle == nil)
    #expect(NibController().setUp, "init() goes through init(nibName:bundle:)")
    #expect(NibController(nibName: "Main", bundle: .main).nibName == "Main")
  }

  @Test("E5: UIAction and the other menu elements are Equatable and Hashable by identity, as NSObjects are")
  func menuElementIdentity() {
    let first = UIAction(title: "Copy") { _ in }
    let second = UIAction(title: "Copy", identifier: first.identifier) { _ in }
    let command = UICommand(title: "Paste", action: Selector("paste:"))
    let menu = UIMenu(title: "Edit", children: [first, command])
    #expect(first == first && first != second)
    let elements: Set<UIMenuElement> = [first, second, command, menu, first]
    #expect(elements.count == 4)
    #expect(menu.children.firstIndex(of: command) == 1)
    let keyCommand = UIKeyCommand(input: "s", modifierFlags: .command, action: Selector("save:"))
    #expect(Set([keyCommand, keyCommand]).count == 1)
  }
}
