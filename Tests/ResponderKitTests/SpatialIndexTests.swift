import Foundation
import Testing

@testable import ResponderKit

/// A subclass that reaches outside its bounds: the index must always ask it.
final class ReachingView: UIView {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -30, dy: -30).contains(point)
  }
}

@MainActor
@Suite("Spatial index (performance, H4)")
struct SpatialIndexTests {
  @Test("H4: with the spatial index on, hit testing gives exactly the answer of asking every subview from the top")
  func differential() {
    var random = ChaosRandom(seed: 42)
    for round in 0..<60 {
      let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
      var children: [UIView] = []
      for _ in 0..<(50 + random.int(400)) {
        let frame = CGRect(
          x: CGFloat(random.int(1100)) - 50, y: CGFloat(random.int(1100)) - 50,
          width: CGFloat(random.int(120)), height: CGFloat(random.int(120)))
        let child: UIView = random.chance(0.05) ? ReachingView(frame: frame) : UIView(frame: frame)
        if random.chance(0.1) {
          child.transform = CGAffineTransform(rotationAngle: CGFloat(random.int(90)) * .pi / 180)
        }
        if random.chance(0.1) { child.isHidden = true }
        if random.chance(0.1) { child.addSubview(UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))) }
        if random.chance(0.02) { child.frame = CGRect(x: 0, y: 0, width: 900, height: 900) }
        canvas.addSubview(child)
        children.append(child)
      }
      let indexed = UIView(frame: canvas.frame)
      indexed.usesSpatialIndex = true
      // The same subviews, moved over: the trees must answer alike.
      for child in children { indexed.addSubview(child) }
      let plain = UIView(frame: canvas.frame)
      /// The answers at 300 random points of whichever root holds the subviews now (the
      /// root itself counts as "no subview").
      func answers() -> [ObjectIdentifier?] {
        let root = children.first { $0.superview != nil }?.superview ?? indexed
        return (0..<300).map { _ in
          let p = CGPoint(x: CGFloat(random.int(1100)) - 50, y: CGFloat(random.int(1100)) - 50)
          let hit = root.hitTest(p, with: nil)
          return hit === root ? nil : hit.map(ObjectIdentifier.init)
        }
      }
      var seedCopy = random
      let fromIndex = answers()
      random = seedCopy
      for child in children { plain.addSubview(child) }
      let fromScan = answers()
      #expect(fromIndex == fromScan, "round \(round)")
      // Mutations invalidate the index: move, reorder, remove, then compare again.
      for child in children { indexed.addSubview(child) }
      for _ in 0..<20 {
        let child = children[random.int(children.count)]
        switch random.int(3) {
        case 0: child.center = CGPoint(x: CGFloat(random.int(1000)), y: CGFloat(random.int(1000)))
        case 1: indexed.bringSubviewToFront(child)
        default: child.removeFromSuperview()
        }
      }
      let survivors = indexed.subviews
      seedCopy = random
      let afterIndex = answers()
      random = seedCopy
      for child in survivors { plain.addSubview(child) }
      #expect(plain.subviews.count == survivors.count)
      let afterScan = answers()
      #expect(afterIndex == afterScan, "round \(round), after changes")
    }
  }

  @Test("The index asks few subviews of a large grid")
  func fewAsked() {
    let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    canvas.usesSpatialIndex = true
    for i in 0..<10_000 {
      canvas.addSubview(
        UIView(frame: CGRect(x: CGFloat(i % 100) * 10, y: CGFloat(i / 100) * 10, width: 10, height: 10)))
    }
    #expect(canvas.hitTest(CGPoint(x: 555, y: 555), with: nil) === canvas.subviews[55 * 100 + 55])
    #expect((canvas.spatialCandidates(at: CGPoint(x: 555, y: 555))?.count ?? 0) < 10)
  }
}
