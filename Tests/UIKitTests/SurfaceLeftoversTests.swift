import CoreGraphics
import Testing
import UIKit

/// A controller whose view is a blur, as overlay screens are written for iOS.
final class BlurOverlayController: UIViewController {
  let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
  let button = UIButton(type: .system)

  override func loadView() {
    view = blurView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
    blurView.contentView.addSubview(button)
  }
}

/// A chart whose bars are accessibility elements, as custom-drawn views describe themselves.
final class BarChartView: UIView {
  var bars: [UIAccessibilityElement] = []

  func describe(values: [Int]) {
    bars = values.enumerated().map { index, value in
      let bar = UIAccessibilityElement(accessibilityContainer: self)
      bar.accessibilityLabel = "bar \(index)"
      bar.accessibilityValue = "\(value)"
      bar.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(index) * 30, y: 0, width: 20, height: 100)
      return bar
    }
    accessibilityElements = bars
  }
}

@MainActor
@Suite("Visual and motion effects, accessibility containers, Darwin's names")
struct SurfaceLeftoversTests {
  @Test(
    "H10: a touch on a visual effect view's empty area lands on its contentView, which fills it and whose next responder is the effect view"
  )
  func effectViewHitTesting() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let controller = BlurOverlayController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let blur = controller.blurView
    #expect(blur.contentView.frame == blur.bounds)
    #expect(blur.hitTest(CGPoint(x: 300, y: 300), with: nil) === blur.contentView)
    #expect(blur.contentView.next === blur)
    #expect(window.hitTest(CGPoint(x: 30, y: 30), with: nil) === controller.button)
    blur.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 100), "contentView follows the size")
    #expect((blur.effect as? UIBlurEffect)?.style == .dark)
    blur.effect = nil
    #expect(blur.effect == nil)
  }

  @Test("H10: a subview added to the effect view itself is added as asked and reported when conformance is checked")
  func effectViewDirectSubview() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    var notes: [String] = []
    app.engineObserver = { note in
      if case .conformance(let fault) = note { notes.append(fault.description) }
    }
    let blur = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light)))
    window.addSubview(blur)
    blur.contentView.addSubview(UILabel())
    #expect(notes.isEmpty, "nothing is reported while conformance is not checked")
    app.checksConformance = true
    let stray = UIImageView()
    blur.addSubview(stray)
    blur.contentView.addSubview(UIView())
    #expect(stray.superview === blur)
    #expect(notes == ["UIImageView was added to UIVisualEffectView itself: add it to contentView"])
  }

  @Test(
    "An interpolating motion effect maps the viewer's offset linearly from the minimum to the maximum; a group merges its members"
  )
  func motionEffects() throws {
    let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
    horizontal.minimumRelativeValue = -20
    horizontal.maximumRelativeValue = 20
    let vertical = UIInterpolatingMotionEffect(keyPath: "layer.shadowOffset", type: .tiltAlongVerticalAxis)
    vertical.minimumRelativeValue = NSValue(cgSize: CGSize(width: 0, height: -10))
    vertical.maximumRelativeValue = NSValue(cgSize: CGSize(width: 0, height: 10))
    let left = try #require(
      horizontal.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: -1, vertical: 0)))
    #expect(left["center.x"] as? CGFloat == -20)
    let quarter = try #require(
      horizontal.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: 0)))
    #expect(quarter["center.x"] as? CGFloat == 10)
    let beyond = try #require(
      horizontal.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 3, vertical: 0)))
    #expect(beyond["center.x"] as? CGFloat == 20, "the offset is clamped to -1…1")
    let group = UIMotionEffectGroup()
    group.motionEffects = [horizontal, vertical]
    let both = try #require(group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 0.5)))
    #expect(both["center.x"] as? CGFloat == 0)
    #expect(both["layer.shadowOffset"] as? CGSize == CGSize(width: 0, height: 5))
    let unset = UIInterpolatingMotionEffect(keyPath: "alpha", type: .tiltAlongVerticalAxis)
    #expect(unset.keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)

    let view = UIView()
    view.addMotionEffect(group)
    view.addMotionEffect(group)
    view.addMotionEffect(horizontal)
    #expect(view.motionEffects.count == 2, "adding an effect the view has does nothing")
    view.removeMotionEffect(group)
    #expect(view.motionEffects.count == 1 && view.motionEffects[0] === horizontal)
  }

  @Test("Accessibility containers: elements, their count and indexes; an element's frame follows its container view")
  func accessibilityContainers() throws {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    let chart = BarChartView(frame: CGRect(x: 50, y: 100, width: 200, height: 100))
    window.addSubview(chart)
    #expect(chart.accessibilityElementCount() == 0 && chart.accessibilityElements == nil)
    chart.describe(values: [3, 5, 8])
    #expect(chart.accessibilityElementCount() == 3)
    let second = try #require(chart.accessibilityElement(at: 1) as? UIAccessibilityElement)
    #expect(second.accessibilityValue == "5" && second.isAccessibilityElement)
    #expect(second.accessibilityFrame == CGRect(x: 80, y: 100, width: 20, height: 100), "converted to the window")
    #expect(second.accessibilityActivationPoint == CGPoint(x: 90, y: 150))
    #expect(chart.index(ofAccessibilityElement: second) == 1)
    #expect(chart.index(ofAccessibilityElement: UIView()) == NSNotFound)
    #expect(chart.accessibilityElement(at: 3) == nil)
    #expect(second.accessibilityContainer as? BarChartView === chart)
    #expect(chart.accessibilityFrame == CGRect(x: 50, y: 100, width: 200, height: 100))
    chart.accessibilityContainerType = .semanticGroup
    #expect(chart.accessibilityContainerType == .semanticGroup && !chart.accessibilityPerformEscape())
    let photo = UIImageView()
    photo.accessibilityIgnoresInvertColors = true
    #expect(photo.accessibilityIgnoresInvertColors && !UIView().accessibilityIgnoresInvertColors)
  }

  @Test(
    "Darwin's names that import UIKit brings, Core Graphics' equality methods, NSIndexPath's rows and UIColor.getWhite")
  func darwinNames() {
    let huge: Float = HUGE
    #expect(huge == Float.greatestFiniteMagnitude && MAXFLOAT == huge)
    let count: NSInteger = 3
    let unsigned: NSUInteger = 4
    #expect(count == Int(3) && unsigned == UInt(4))
    #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)) && !CGSize(width: 1, height: 1).equalTo(.zero))
    #expect(CGRect(x: 10, y: 10, width: -5, height: 5).equalTo(CGRect(x: 5, y: 10, width: 5, height: 5)))
    let path = NSIndexPath(row: 4, section: 2)
    #expect(path.row == 4 && path.section == 2 && NSIndexPath(item: 7, section: 1).item == 7)
    var white: CGFloat = -1
    var alpha: CGFloat = -1
    #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha))
    #expect(white == 0.25 && alpha == 0.5)
    #expect(!UIColor.red.getWhite(&white, alpha: &alpha) && white == 0.25)
    #expect(UIOffsetMake(3, 4) == UIOffset(horizontal: 3, vertical: 4) && UIOffset.zero == UIOffset())
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    #expect(pan.isEqual(pan) && !pan.isEqual(UIPanGestureRecognizer(target: nil, action: nil)) && !pan.isEqual(nil))
    let view = UIView()
    #expect(view.isEqual(view) && view.hash == ObjectIdentifier(view).hashValue && !view.isEqual(UIView()))
    let saved = UIApplication.shared.savedPhotosAlbum.count
    let photo = UIImage()
    UIImageWriteToSavedPhotosAlbum(photo, nil, nil, nil)
    #expect(
      UIApplication.shared.savedPhotosAlbum.count == saved + 1 && UIApplication.shared.savedPhotosAlbum.last === photo)
    let session: URLSession = URLSession(configuration: .ephemeral)
    session.invalidateAndCancel()
  }

  @Test("SC1: applicationState follows the most active connected scene")
  func applicationState() {
    let app = UIApplication()
    #expect(app.applicationState == .active, "an app without scenes is active")
    let first = app.connectScene(delegate: nil)
    let second = app.connectScene(delegate: nil)
    #expect(app.applicationState == .active)
    app.moveScene(first, to: .background)
    #expect(app.applicationState == .active)
    app.moveScene(second, to: .foregroundInactive)
    #expect(app.applicationState == .inactive)
    app.moveScene(second, to: .background)
    #expect(app.applicationState == .background)
  }

  @Test(
    "V1/V2/V3: beginAnimations…commitAnimations animates like an animate block: final values at once, views held until the block's duration has passed"
  )
  func beginCommitAnimations() {
    let clock = VirtualClock()
    let app = UIApplication(clock: clock)
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(card)
    UIView.beginAnimations("move", context: nil)
    UIView.setAnimationDuration(0.5)
    UIView.setAnimationCurve(.easeOut)
    #expect(UIView.inheritedAnimationDuration == 0.5)
    card.center = CGPoint(x: 200, y: 200)
    UIView.commitAnimations()
    #expect(card.center == CGPoint(x: 200, y: 200), "V1: the model holds the final value")
    #expect(window.hitTest(CGPoint(x: 200, y: 200), with: nil) === window, "V3: the moving card ignores touches")
    clock.advance(to: 0.49)
    #expect(window.hitTest(CGPoint(x: 200, y: 200), with: nil) === window)
    clock.advance(to: 0.51)
    #expect(window.hitTest(CGPoint(x: 200, y: 200), with: nil) === card, "released after 0.5 s")
    UIView.commitAnimations()
    #expect(UIView.inheritedAnimationDuration == 0, "a commit without a begin does nothing")
  }
}

@MainActor
@Suite("UIKit Dynamics' declarations")
struct DynamicsDeclarationTests {
  @Test("An animator keeps its behaviours and their items as code sets them, and nothing moves: it never runs")
  func storedBehaviours() {
    let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    reference.addSubview(card)
    let animator = UIDynamicAnimator(referenceView: reference)
    let push = UIPushBehavior(items: [card], mode: .instantaneous)
    push.pushDirection = CGVector(dx: 3, dy: 4)
    #expect(push.magnitude == 5 && push.mode == .instantaneous && push.active)
    let attachment = UIAttachmentBehavior(item: card, attachedToAnchor: CGPoint(x: 150, y: 50))
    #expect(attachment.length == 100 && attachment.attachedBehaviorType == .anchor)
    let item = UIDynamicItemBehavior(items: [card])
    item.addLinearVelocity(CGPoint(x: 10, y: 0), for: card)
    item.addLinearVelocity(CGPoint(x: 5, y: 2), for: card)
    #expect(item.linearVelocity(for: card) == CGPoint(x: 15, y: 2) && item.elasticity == 0 && item.density == 1)
    let gravity = UIGravityBehavior(items: [])
    gravity.addItem(card)
    gravity.addItem(card)
    #expect(gravity.items.count == 1 && gravity.gravityDirection == CGVector(dx: 0, dy: 1))
    animator.addBehavior(push)
    animator.addBehavior(attachment)
    animator.addBehavior(push)
    #expect(animator.behaviors.count == 2 && push.dynamicAnimator === animator)
    #expect(animator.items(in: CGRect(x: 0, y: 0, width: 120, height: 120)).count == 1)
    #expect(animator.items(in: CGRect(x: 300, y: 300, width: 10, height: 10)).isEmpty)
    #expect(!animator.isRunning && card.center == CGPoint(x: 150, y: 150))
    animator.removeAllBehaviors()
    #expect(animator.behaviors.isEmpty && push.dynamicAnimator == nil)
  }
}
