import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Geometry")
struct GeometryTests {
  @Test("CGAffineTransform composes as Core Graphics does: concatenating applies self first")
  func transformAlgebra() {
    let move = CGAffineTransform(translationX: 10, y: 0)
    let double = CGAffineTransform(scaleX: 2, y: 2)
    #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(double)) == CGPoint(x: 22, y: 2))
    #expect(CGPoint(x: 1, y: 1).applying(move.scaledBy(x: 2, y: 2)) == CGPoint(x: 12, y: 2))
    let turn = CGAffineTransform(rotationAngle: .pi / 2)
    let p = CGPoint(x: 1, y: 0).applying(turn)
    #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12, "positive angles turn x toward y (clockwise on screen)")
    let t = CGAffineTransform(a: 2, b: 1, c: 1, d: 3, tx: 4, ty: 5)
    let back = CGPoint(x: 7, y: 9).applying(t).applying(t.inverted())
    #expect(abs(back.x - 7) < 1e-12 && abs(back.y - 9) < 1e-12)
    #expect(CGAffineTransform(scaleX: 0, y: 0).inverted() == CGAffineTransform(scaleX: 0, y: 0))
    #expect(CGAffineTransform.identity.isIdentity && !move.isIdentity)
    #expect(CGRect(x: 0, y: 0, width: 10, height: 20).applying(turn).size.width.rounded() == 20)
  }

  @Test("frame, bounds, center and transform stay consistent as in UIKit")
  func frameBoundsCenter() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45) && view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    view.bounds.origin = CGPoint(x: 30, y: 30)
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50), "the bounds origin does not move the frame")
    view.bounds.size = CGSize(width: 200, height: 50)
    #expect(view.center == CGPoint(x: 60, y: 45) && view.frame.origin.x == -40, "resizing bounds keeps the centre")
    view.transform = CGAffineTransform(scaleX: 0.5, y: 2)
    #expect(view.frame == CGRect(x: 10, y: -5, width: 100, height: 100))
    view.center = CGPoint(x: 0, y: 0)
    #expect(view.frame.origin == CGPoint(x: -50, y: -50))
  }

  @Test("convert(_:to:) and convert(_:from:) go through bounds origins, transforms and windows")
  func conversions() {
    let app = UIApplication()
    let w1 = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let w2 = UIWindow(application: app, frame: CGRect(x: 100, y: 50, width: 100, height: 100))
    let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    w1.addSubview(a)
    let b = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
    w2.addSubview(b)
    #expect(a.convert(CGPoint(x: 0, y: 0), to: b) == CGPoint(x: -95, y: -45))
    #expect(a.convert(CGPoint(x: -95, y: -45), from: b) == CGPoint(x: 0, y: 0))
    #expect(b.convert(CGPoint(x: -95, y: -45), from: a) == CGPoint(x: -190, y: -90))
    #expect(b.convert(CGPoint(x: 0, y: 0), to: a) == CGPoint(x: 95, y: 45))
    #expect(a.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 11, y: 12), "nil is the view's window")
    #expect(a.convert(CGPoint(x: 11, y: 12), from: nil) == CGPoint(x: 1, y: 2))
    let rect = a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: w1)
    #expect(rect == CGRect(x: 10, y: 10, width: 10, height: 10))
    #expect(
      w1.convert(CGRect(x: 10, y: 10, width: 10, height: 10), from: nil) == CGRect(x: 10, y: 10, width: 10, height: 10))
    let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    a.addSubview(inner)
    a.bounds.origin = CGPoint(x: 5, y: 0)
    a.transform = CGAffineTransform(rotationAngle: .pi)
    // a's centre is (35, 35) in w1; inner's origin (0, 0) is 30 to the left of a's bounds
    // centre (30, 25)… rotated half a turn: (35 + 30, 35 + 25).
    let p = inner.convert(CGPoint.zero, to: w1)
    #expect(abs(p.x - 65) < 1e-9 && abs(p.y - 60) < 1e-9)
  }

  @Test("the hierarchy: insert, move, exchange, remove, descendants")
  func hierarchy() {
    let parent = UIView()
    let a = UIView(), b = UIView(), c = UIView()
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, at: 0)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
    parent.insertSubview(c, aboveSubview: b)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
    parent.insertSubview(c, belowSubview: a)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
    parent.bringSubviewToFront(c)
    parent.sendSubviewToBack(b)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
    parent.exchangeSubview(at: 0, withSubviewAt: 2)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
    a.addSubview(parent)
    #expect(parent.superview == nil, "a cycle is refused")
    b.addSubview(c)
    #expect(c.superview === b && c.isDescendant(of: parent) && !parent.isDescendant(of: c))
    b.removeFromSuperview()
    #expect(parent.subviews.count == 1 && b.superview == nil)
    a.tag = 7
    #expect(parent.viewWithTag(7) === a)
  }
}
