import CoreGraphics
import Testing
import UIKit

/// A round button as iOS code writes it: only the circle inscribed in its bounds is inside.
final class RoundTestButton: UIButton {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    UIBezierPath(ovalIn: bounds).contains(point)
  }
}

@MainActor
@Suite("Paths: CGPath, CGMutablePath and UIBezierPath, with exact containment")
struct PathTests {
  @Test("A circle of radius 50 answers right 0.01 pt inside and outside its edge, all round")
  func circleEdge() {
    let center = CGPoint(x: 60, y: 70)
    let oval = UIBezierPath(ovalIn: CGRect(x: 10, y: 20, width: 100, height: 100))
    let arc = UIBezierPath(arcCenter: center, radius: 50, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    let cg = CGPath(ellipseIn: CGRect(x: 10, y: 20, width: 100, height: 100), transform: nil)
    for step in 0..<360 {
      let angle = CGFloat(step) * .pi / 180 + 0.003
      let inside = CGPoint(x: center.x + 49.99 * cos(angle), y: center.y + 49.99 * sin(angle))
      let outside = CGPoint(x: center.x + 50.01 * cos(angle), y: center.y + 50.01 * sin(angle))
      #expect(oval.contains(inside) && arc.contains(inside) && cg.contains(inside), "\(step)° inside")
      #expect(!oval.contains(outside) && !arc.contains(outside) && !cg.contains(outside), "\(step)° outside")
    }
  }

  @Test("H3, H5: a round button's point(inside:) override decides hit testing: its corners fall through")
  func roundButtonHitTesting() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    let button = RoundTestButton(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    window.addSubview(button)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    #expect(app.hitTest(CGPoint(x: 150, y: 150), with: nil) === button)
    #expect(app.hitTest(CGPoint(x: 103, y: 103), with: nil) === window, "the corner is outside the circle")
    #expect(app.hitTest(CGPoint(x: 197, y: 197), with: nil) === window)
    #expect(app.hitTest(CGPoint(x: 199.5, y: 150), with: nil) === button, "the edge's midpoint is inside")
    // 50 / √2 = 35.355: on the diagonal the edge is at 35.35 from the centre.
    #expect(app.hitTest(CGPoint(x: 150 + 35.34, y: 150 + 35.34), with: nil) === button)
    #expect(app.hitTest(CGPoint(x: 150 + 35.37, y: 150 + 35.37), with: nil) === window)
    tapOnce(app, at: CGPoint(x: 103, y: 103))
    #expect(taps == 0)
    tapOnce(app, at: CGPoint(x: 150, y: 190), time: 1)
    #expect(taps == 1)
  }

  @Test("Nonzero and even-odd: a ring of two circles drawn the same way is full by winding, hollow by even-odd")
  func fillRules() {
    let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    ring.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
    let hole = CGPoint(x: 50, y: 50)
    let band = CGPoint(x: 10, y: 50)
    #expect(ring.contains(hole) && ring.contains(band))
    ring.usesEvenOddFillRule = true
    #expect(!ring.contains(hole) && ring.contains(band))

    // The inner circle reversed makes a hole for the winding rule too.
    let donut = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    donut.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)).reversing())
    #expect(!donut.contains(hole) && donut.contains(band))

    let cg = CGMutablePath()
    cg.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    cg.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
    #expect(cg.contains(hole, using: .winding) && !cg.contains(hole, using: .evenOdd))
    #expect(cg.contains(band, using: .evenOdd))
  }

  @Test("Rounded rectangles: the corner arcs are circles of the radius, clamped to half the shorter side")
  func roundedRect() {
    let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
    let path = UIBezierPath(roundedRect: rect, cornerRadius: 20)
    // The top-left corner's centre is (20, 20): a point at 45° just inside and just outside.
    let d = 20 / CGFloat(2).squareRoot()
    #expect(path.contains(CGPoint(x: 20 - d + 0.01, y: 20 - d + 0.01)))
    #expect(!path.contains(CGPoint(x: 20 - d - 0.01, y: 20 - d - 0.01)))
    #expect(!path.contains(CGPoint(x: 1, y: 1)) && path.contains(CGPoint(x: 100, y: 0.5)))
    #expect(path.bounds == rect)

    let pill = UIBezierPath(roundedRect: rect, cornerRadius: 500)
    #expect(pill.contains(CGPoint(x: 50, y: 50)) && !pill.contains(CGPoint(x: 10, y: 10)), "radius 50")
    #expect(pill.contains(CGPoint(x: 50 - 49.99, y: 50)))

    let topOnly = UIBezierPath(
      roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 30, height: 30))
    #expect(!topOnly.contains(CGPoint(x: 2, y: 2)) && !topOnly.contains(CGPoint(x: 198, y: 2)))
    #expect(topOnly.contains(CGPoint(x: 1, y: 99)) && topOnly.contains(CGPoint(x: 199, y: 99)))

    let cg = CGPath(roundedRect: rect, cornerWidth: 40, cornerHeight: 10, transform: nil)
    #expect(!cg.contains(CGPoint(x: 5, y: 2)) && cg.contains(CGPoint(x: 40, y: 2)) && cg.contains(CGPoint(x: 5, y: 20)))
  }

  @Test("Arcs: clockwise true goes clockwise on a y-down screen in UIKit, the other way in Core Graphics")
  func arcDirections() {
    let center = CGPoint(x: 0, y: 0)
    // From 0 (right) to π/2 (down on screen): clockwise is the short quarter through the lower right.
    let clockwise = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    clockwise.addLine(to: center)
    clockwise.close()
    #expect(clockwise.contains(CGPoint(x: 5, y: 5)) && !clockwise.contains(CGPoint(x: -5, y: -5)))
    #expect(clockwise.currentPoint == CGPoint(x: 10, y: 0), "after a close: the subpath's start")

    let counter = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    counter.addLine(to: center)
    counter.close()
    #expect(!counter.contains(CGPoint(x: 5, y: 5)) && counter.contains(CGPoint(x: -5, y: -5)))
    #expect(counter.contains(CGPoint(x: 5, y: -5)) && counter.contains(CGPoint(x: -5, y: 5)))

    let cg = CGMutablePath()
    cg.addArc(center: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    cg.addLine(to: center)
    cg.closeSubpath()
    #expect(cg.contains(CGPoint(x: 5, y: 5)) && !cg.contains(CGPoint(x: -5, y: -5)), "CG's false is UIKit's true")
    #expect(clockwise.bounds.width <= 10.0001 && clockwise.bounds.minX == 0)
  }

  @Test("CGMutablePath: elements, current point, bounds, copies and transforms")
  func mutablePath() {
    let path = CGMutablePath()
    #expect(path.isEmpty && path.currentPoint == .zero && path.boundingBox.isNull)
    path.addLine(to: CGPoint(x: 5, y: 5))
    #expect(path.isEmpty, "a line with no current point is ignored, as Core Graphics does")
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
    path.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 5, y: 30), control2: CGPoint(x: 5, y: 30))
    #expect(path.currentPoint == CGPoint(x: 0, y: 10))
    path.closeSubpath()
    #expect(path.currentPoint == .zero, "a close ends at the subpath's start")
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 30), "control points count")
    let tight = path.boundingBoxOfPath
    #expect(abs(tight.maxX - 15) < 1e-9 && abs(tight.maxY - 25) < 1e-9, "the curves' true extremes")

    var types: [CGPathElementType] = []
    path.applyWithBlock { types.append($0.pointee.type) }
    #expect(types == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])

    let copy = path.copy()!
    path.addRect(CGRect(x: 100, y: 100, width: 10, height: 10))
    #expect(copy != path && !copy.contains(CGPoint(x: 105, y: 105)) && path.contains(CGPoint(x: 105, y: 105)))
    #expect(path.contains(CGPoint(x: 205, y: 105), transform: CGAffineTransform(translationX: 100, y: 0)))
    var scale = CGAffineTransform(scaleX: 2, y: 2)
    #expect(CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: &scale).boundingBox.width == 2)

    let tangent = CGMutablePath()
    tangent.move(to: CGPoint(x: 0, y: 0))
    tangent.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
    #expect(abs(tangent.currentPoint.x - 10) < 1e-9 && abs(tangent.currentPoint.y - 5) < 1e-9)
  }

  @Test("UIBezierPath: building, cgPath round trip, apply, reversing, removeAllPoints")
  func bezierPath() {
    let path = UIBezierPath()
    #expect(path.isEmpty && path.lineWidth == 1 && !path.usesEvenOddFillRule)
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 12, y: 3), controlPoint2: CGPoint(x: 12, y: 7))
    path.addQuadCurve(to: CGPoint(x: 0, y: 10), controlPoint: CGPoint(x: 5, y: 12))
    path.close()
    #expect(path.contains(CGPoint(x: 5, y: 5)) && !path.contains(CGPoint(x: 15, y: 5)))

    let round = UIBezierPath(cgPath: path.cgPath)
    #expect(round.cgPath == path.cgPath && round.bounds == path.bounds)

    path.apply(CGAffineTransform(translationX: 100, y: 0))
    #expect(path.contains(CGPoint(x: 105, y: 5)) && !path.contains(CGPoint(x: 5, y: 5)))
    #expect(path.bounds.minX == 100)

    let reversed = round.reversing()
    #expect(reversed.currentPoint == CGPoint(x: 0, y: 10), "closed, it ends at its new start")
    #expect(reversed.bounds == round.bounds && reversed.contains(CGPoint(x: 5, y: 5)))
    var first: CGPoint?
    reversed.cgPath.applyWithBlock { element in if first == nil { first = element.pointee.points[0] } }
    #expect(first == CGPoint(x: 0, y: 10), "it starts where the original ended")

    round.removeAllPoints()
    #expect(round.isEmpty && round.bounds.isNull && !round.contains(CGPoint(x: 5, y: 5)))
    round.fill()
    round.stroke()
  }
}
