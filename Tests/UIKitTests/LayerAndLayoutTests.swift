import CoreGraphics
import QuartzCore
import Testing
import UIKit

/// A view that logs its layout passes into a shared list.
final class LayoutLoggingView: UIView {
  var log: (String) -> Void = { _ in }
  var onLayout: () -> Void = {}
  override func layoutSubviews() {
    log("layout \(tag)")
    onLayout()
  }
}

/// A view that logs its tint changes.
final class TintLoggingView: UIView {
  var changes = 0
  override func tintColorDidChange() { changes += 1 }
}

/// A view whose layer is a shape layer, as iOS code declares it.
final class ShapeBackedView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }
  var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
}

@MainActor
@Suite("Layers, the layout pass and tint colours")
struct LayerAndLayoutTests {
  @Test("H2, H3: a view's layer mirrors its geometry and hit-testing state: no second copy")
  func layerMirrorsView() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    window.addSubview(view)
    let layer = view.layer
    #expect(view.layer === layer && layer.delegate === view && layer.superlayer === window.layer)
    #expect(layer.frame == view.frame && layer.bounds == view.bounds && layer.position == CGPoint(x: 60, y: 45))

    layer.position = CGPoint(x: 200, y: 300)
    #expect(view.center == CGPoint(x: 200, y: 300) && view.frame.origin == CGPoint(x: 150, y: 275))
    #expect(app.hitTest(CGPoint(x: 160, y: 280), with: nil) === view, "hit testing follows the layer")
    layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
    #expect(view.frame == CGRect(x: 190, y: 290, width: 20, height: 20))
    layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    #expect(view.center == CGPoint(x: 20, y: 20) && view.bounds.size == CGSize(width: 40, height: 40))

    layer.opacity = 0.005
    #expect(view.alpha == CGFloat(Float(0.005)) && app.hitTest(CGPoint(x: 20, y: 20), with: nil) === window)
    view.alpha = 1
    #expect(layer.opacity == 1)
    layer.isHidden = true
    #expect(view.isHidden)
    view.isHidden = false
    #expect(!layer.isHidden)
    layer.masksToBounds = true
    #expect(view.clipsToBounds)
    view.backgroundColor = .systemRed
    #expect(layer.backgroundColor == UIColor.systemRed.cgColor)
    layer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    #expect(view.backgroundColor == .green)

    layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
    #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2) && view.frame.size == CGSize(width: 80, height: 80))
    view.transform = .identity
    #expect(CATransform3DIsIdentity(layer.transform))
    layer.transform = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
    #expect(!CATransform3DIsAffine(layer.transform), "a 3-D transform is kept whole")
    #expect(view.transform == CATransform3DGetAffineTransform(layer.transform))
    view.transform = .identity

    // The layer tree follows the view tree.
    let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    view.addSubview(child)
    let extra = CALayer()
    layer.addSublayer(extra)
    #expect(layer.sublayers?.count == 2 && layer.sublayers?[0] === child.layer && layer.sublayers?[1] === extra)
    #expect(extra.superlayer === layer && child.layer.superlayer === layer)
    #expect(
      child.layer.convert(CGPoint(x: 1, y: 1), to: window.layer) == child.convert(CGPoint(x: 1, y: 1), to: window))
    extra.removeFromSuperlayer()
    #expect(layer.sublayers?.count == 1 && extra.superlayer == nil)
  }

  @Test("A view's layer is an instance of layerClass; a view freed keeps its layer's last geometry")
  func layerClassAndLifetime() {
    let shaped = ShapeBackedView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    shaped.shapeLayer.path = UIBezierPath(ovalIn: shaped.bounds).cgPath
    #expect(shaped.shapeLayer.path?.contains(CGPoint(x: 15, y: 15)) == true)
    #expect(type(of: UIView().layer) == CALayer.self)

    var view: UIView? = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    let layer = view!.layer
    view = nil
    #expect(layer.frame == CGRect(x: 1, y: 2, width: 3, height: 4) && layer.delegate == nil)
  }

  @Test("Free-standing layers: geometry about the anchor point, sublayers, conversion, hitTest by zPosition")
  func freeStandingLayers() {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    let a = CALayer()
    a.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
    let b = CALayer()
    b.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    root.addSublayer(a)
    root.addSublayer(b)
    #expect(a.position == CGPoint(x: 60, y: 60))
    a.anchorPoint = .zero
    #expect(a.frame == CGRect(x: 60, y: 60, width: 100, height: 100), "the position stays, the frame moves")
    a.anchorPoint = CGPoint(x: 0.5, y: 0.5)
    #expect(root.hitTest(CGPoint(x: 70, y: 70)) === b, "the later sibling is in front")
    a.zPosition = 1
    #expect(root.hitTest(CGPoint(x: 70, y: 70)) === a, "a higher zPosition is in front")
    #expect(root.hitTest(CGPoint(x: 20, y: 20)) === a && root.hitTest(CGPoint(x: 190, y: 10)) === root)
    #expect(root.hitTest(CGPoint(x: 300, y: 10)) == nil)
    b.isHidden = true
    #expect(root.hitTest(CGPoint(x: 140, y: 140)) === root)
    #expect(a.convert(CGPoint(x: 0, y: 0), to: b) == CGPoint(x: -40, y: -40))
    #expect(b.convert(CGPoint(x: 0, y: 0), from: a) == CGPoint(x: -40, y: -40))
    #expect(a.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 15, y: 15))
    #expect(a.contains(CGPoint(x: 99, y: 99)) && !a.contains(CGPoint(x: 100, y: 100)))
    let c = CALayer()
    root.insertSublayer(c, at: 0)
    #expect(root.sublayers?.first === c)
    root.insertSublayer(CALayer(), above: c)
    #expect(root.sublayers?.count == 4 && root.sublayers?[2] === a)
    #expect(root.presentation() !== root && root.presentation()?.model() === root && root.model() === root)
  }

  @Test("Animations are copies, by key, and leave the model unchanged; transactions run completions at commit")
  func animationsAndTransactions() {
    let layer = CALayer()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 0.3
    fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    layer.add(fade, forKey: "fade")
    fade.duration = 9
    let spring = CASpringAnimation(keyPath: "position")
    layer.add(spring, forKey: "move")
    layer.add(CAKeyframeAnimation(keyPath: "transform"), forKey: nil)
    #expect(layer.animationKeys() == ["fade", "move"])
    let stored = layer.animation(forKey: "fade") as? CABasicAnimation
    #expect(stored !== fade && stored?.duration == 0.3 && stored?.toValue as? Int == 0 && stored?.keyPath == "opacity")
    #expect(layer.opacity == 1, "the model is unchanged")
    #expect(spring.settlingDuration > 0 && (layer.animation(forKey: "move") is CASpringAnimation))
    layer.removeAnimation(forKey: "fade")
    #expect(layer.animationKeys() == ["move"])
    layer.removeAllAnimations()
    #expect(layer.animationKeys() == nil)

    var log: [String] = []
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    CATransaction.setAnimationDuration(1)
    CATransaction.setCompletionBlock { log.append("outer") }
    #expect(CATransaction.disableActions() && CATransaction.animationDuration() == 1)
    CATransaction.begin()
    #expect(!CATransaction.disableActions() && CATransaction.animationDuration() == 0.25)
    CATransaction.setCompletionBlock { log.append("inner") }
    log.append("changes")
    CATransaction.commit()
    #expect(log == ["changes", "inner"])
    CATransaction.commit()
    #expect(log == ["changes", "inner", "outer"])
    CATransaction.setCompletionBlock { log.append("implicit") }
    #expect(log.last == "implicit", "outside a transaction it runs at once")
    var controlPoint: [Float] = [0, 0]
    CAMediaTimingFunction(name: .easeIn).getControlPoint(at: 1, values: &controlPoint)
    #expect(controlPoint == [0.42, 0])
    #expect(CACurrentMediaTime() >= 0)
  }

  @Test("CATransform3D: identity, scale, translation, rotation about z matches the affine rotation, inverse")
  func transforms() {
    let rotation = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
    let affine = CATransform3DGetAffineTransform(rotation)
    let expected = CGAffineTransform(rotationAngle: .pi / 6)
    #expect(
      abs(affine.a - expected.a) < 1e-12 && abs(affine.b - expected.b) < 1e-12 && abs(affine.c - expected.c) < 1e-12)
    let moved = CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeTranslation(10, 20, 0))
    #expect(CATransform3DGetAffineTransform(moved) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
    let product = CATransform3DConcat(moved, CATransform3DInvert(moved))
    let entries = [
      product.m11, product.m12, product.m21, product.m22, product.m33, product.m41, product.m42, product.m44,
    ]
    let identity: [CGFloat] = [1, 0, 0, 1, 1, 0, 0, 1]
    #expect(zip(entries, identity).allSatisfy { abs($0 - $1) < 1e-12 }, "the inverse undoes it")
    #expect(
      CATransform3DEqualToTransform(
        CATransform3DTranslate(CATransform3DIdentity, 1, 2, 3), CATransform3DMakeTranslation(1, 2, 3)))
  }

  @Test("The layout pass: layoutSubviews once per marked view, top-down, and only when marked")
  func layoutPass() {
    var log: [String] = []
    func make(_ tag: Int, _ frame: CGRect) -> LayoutLoggingView {
      let view = LayoutLoggingView(frame: frame)
      view.tag = tag
      view.log = { log.append($0) }
      return view
    }
    let root = make(1, CGRect(x: 0, y: 0, width: 100, height: 100))
    let middle = make(2, CGRect(x: 0, y: 0, width: 50, height: 50))
    let leaf = make(3, CGRect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(middle)
    middle.addSubview(leaf)
    // The middle view sizes its subview in its layout: the leaf is laid out in the same pass.
    middle.onLayout = { leaf.frame.size = CGSize(width: 20, height: 20) }
    root.layoutIfNeeded()
    #expect(log == ["layout 1", "layout 2", "layout 3"])
    log = []
    root.layoutIfNeeded()
    #expect(log == [], "nothing is marked")
    leaf.setNeedsLayout()
    #expect(leaf.needsLayout && !root.needsLayout)
    root.layoutIfNeeded()
    #expect(log == ["layout 3"])
    log = []
    middle.bounds.size = CGSize(width: 60, height: 60)
    root.layoutIfNeeded()
    #expect(log == ["layout 2"], "a size change marks; the leaf's frame is already 20 × 20")
    log = []
    middle.center = CGPoint(x: 5, y: 5)
    root.layoutIfNeeded()
    #expect(log == [], "moving does not mark")
    leaf.setNeedsLayout()
    middle.layoutIfNeeded()
    #expect(log == ["layout 3"], "layoutIfNeeded lays out the receiver's subtree")
  }

  @Test("sizeThatFits, sizeToFit, intrinsicContentSize, margins and the safe area")
  func sizing() {
    let view = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 40))
    #expect(view.sizeThatFits(CGSize(width: 1, height: 1)) == CGSize(width: 30, height: 40))
    #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1) && UIView.noIntrinsicMetric == -1)
    final class FixedSize: UIView {
      override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 12, height: 8) }
    }
    let fixed = FixedSize(frame: CGRect(x: 5, y: 5, width: 30, height: 40))
    fixed.sizeToFit()
    #expect(fixed.frame == CGRect(x: 5, y: 5, width: 12, height: 8))
    #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) && view.safeAreaInsets == .zero)
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(view.insetsLayoutMarginsFromSafeArea && !view.preservesSuperviewLayoutMargins)
    #expect(view.contentMode == .scaleToFill)
    view.contentMode = .scaleAspectFit
    #expect(view.contentMode == .scaleAspectFit)
    view.setNeedsDisplay()
    #expect(view.layer.needsDisplay())
    view.layer.displayIfNeeded()
    #expect(!view.layer.needsDisplay())
  }

  @Test("tintColor is inherited from the superview, defaults to system blue, and tells inheriting descendants")
  func tintInheritance() {
    let root = TintLoggingView()
    let child = TintLoggingView()
    let grandchild = TintLoggingView()
    root.addSubview(child)
    child.addSubview(grandchild)
    #expect(grandchild.tintColor == .systemBlue)
    root.tintColor = .systemRed
    #expect(child.tintColor == .systemRed && grandchild.tintColor == .systemRed)
    #expect([root.changes, child.changes, grandchild.changes] == [1, 1, 1] as [Int])
    child.tintColor = .systemGreen
    #expect(grandchild.tintColor == .systemGreen && root.tintColor == .systemRed)
    root.tintColor = .systemOrange
    #expect(
      [root.changes, child.changes, grandchild.changes] == [2, 2, 2] as [Int],
      "a descendant with its own tint is not told")
    child.tintColor = nil
    #expect(grandchild.tintColor == .systemOrange && [child.changes, grandchild.changes] == [3, 3] as [Int])
    let other = UIView()
    other.tintColor = .systemPurple
    other.addSubview(child)
    #expect(grandchild.tintColor == .systemPurple && [child.changes, grandchild.changes] == [4, 4] as [Int])
    let sameTint = UIView()
    sameTint.tintColor = .systemPurple
    sameTint.addSubview(child)
    #expect(child.changes == 4, "a move that keeps the tint says nothing")
  }
}
