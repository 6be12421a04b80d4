import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Hit testing (H)")
struct HitTestingTests {
  @Test("H1: windows are asked front to back: higher level first, then the one shown later")
  func h1WindowOrder() {
    var stage = Stage()
    let low = ProbeWindow("low", CGRect(x: 0, y: 0, width: 400, height: 800), app: stage.app, log: stage.log)
    let alert = ProbeWindow("alert", CGRect(x: 0, y: 0, width: 400, height: 800), app: stage.app, log: stage.log)
    alert.windowLevel = .alert
    alert.isHidden = false  // shown before `low`, but at a higher level
    low.isHidden = false  // shown after `window`: in front of it at the same level
    alert.isUserInteractionEnabled = false  // answers nil: the touch passes to the next window
    stage.touch(1, .began, 10, 10)
    let lines = stage.take()
    #expect(Array(lines.prefix(3)) == ["alert hitTest", "low hitTest", "low touchesBegan 1"])
  }

  @Test("H1: a window whose hitTest is nil passes the touch to the window behind it")
  func h1NilWindowPasses() {
    var stage = Stage()
    let front = ProbeWindow("front", CGRect(x: 0, y: 0, width: 100, height: 100), app: stage.app, log: stage.log)
    front.isHidden = false
    stage.touch(1, .began, 200, 200)
    #expect(Array(stage.take().prefix(3)) == ["front hitTest", "window hitTest", "window touchesBegan 1"])
    #expect(front.hitTest(CGPoint(x: 200, y: 200), with: nil) == nil)
  }

  @Test("H2: hidden, non-interactive and alpha < 0.01 views return nil without asking pointInside")
  func h2SkippedStates() {
    let stage = Stage()
    let log = stage.log
    let parent = stage.view("parent", 0, 0, 200, 200, in: stage.window)
    let child = stage.view("child", 0, 0, 100, 100, in: parent)
    for (name, change, undo) in [
      ("hidden", { parent.isHidden = true }, { parent.isHidden = false }),
      ("interaction", { parent.isUserInteractionEnabled = false }, { parent.isUserInteractionEnabled = true }),
      ("alpha", { parent.alpha = 0.009 }, { parent.alpha = 1 }),
    ] as [(String, () -> Void, () -> Void)] {
      change()
      log.lines = []
      #expect(parent.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil, "\(name)")
      #expect(log.lines == ["parent hitTest"], "\(name): the subtree is skipped")
      undo()
    }
    parent.alpha = 0.01
    #expect(parent.hitTest(CGPoint(x: 10, y: 10), with: nil) === child, "alpha == 0.01 is hittable")
  }

  @Test("H3: pointInside false returns nil; the default is bounds.contains")
  func h3PointInside() {
    let stage = Stage()
    let view = stage.view("v", 0, 0, 100, 50, in: stage.window)
    view.bounds.origin = CGPoint(x: 100, y: 100)
    #expect(view.point(inside: CGPoint(x: 150, y: 120), with: nil))
    #expect(!view.point(inside: CGPoint(x: 50, y: 20), with: nil))
    #expect(!view.point(inside: CGPoint(x: 200, y: 120), with: nil), "the right edge is outside")
    stage.log.lines = []
    #expect(view.hitTest(CGPoint(x: 50, y: 20), with: nil) == nil)
    #expect(stage.log.lines == ["v hitTest", "v pointInside"])
  }

  @Test(
    "H3: the engine's box rejects no point the bounds accept: fractional, negative, moved and huge frames, at each edge"
  )
  func h3BoxAgreesAtEdges() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 4e9, height: 4e9))
    let child = UIView()
    root.addSubview(child)
    let frames = [
      CGRect(x: 0.1, y: 0.7, width: 0.2, height: 0.3), CGRect(x: 1e9 + 0.3, y: 3e9 + 0.1, width: 0.7, height: 1e-3),
      CGRect(x: 10, y: 20, width: -5, height: -7), CGRect(x: 1 / 3, y: 2 / 3, width: 100 / 3, height: 1 / 7),
    ]
    for frame in frames {
      child.frame = frame
      child.bounds.origin = CGPoint(x: 0.1, y: -1 / 3)
      let box = child.frame
      let offset = CGPoint(x: child.center.x - child.bounds.midX, y: child.center.y - child.bounds.midY)
      for x in [box.minX, box.maxX, box.midX] {
        for y in [box.minY, box.maxY, box.midY] {
          for point in [x.nextDown, x, x.nextUp].flatMap({ x in [y.nextDown, y, y.nextUp].map { CGPoint(x: x, y: $0) } }
          ) {
            // H3 exactly: the point in the child's coordinates, then `bounds.contains`.
            let inside = child.bounds.contains(CGPoint(x: point.x - offset.x, y: point.y - offset.y))
            #expect((root.hitTest(point, with: nil) === child) == inside, "\(frame) at \(point)")
          }
        }
      }
    }
  }

  @Test("H4: subviews are hit-tested back to front and the first answer stops the search")
  func h4BackToFront() {
    let stage = Stage()
    let parent = stage.view("parent", 0, 0, 300, 300, in: stage.window)
    let first = stage.view("first", 0, 0, 100, 100, in: parent)
    _ = stage.view("second", 0, 0, 100, 100, in: parent)
    _ = stage.view("third", 200, 200, 50, 50, in: parent)
    _ = first
    stage.log.lines = []
    let hit = parent.hitTest(CGPoint(x: 10, y: 10), with: nil)
    #expect((hit as? ProbeView)?.name == "second")
    #expect(
      stage.log.lines == [
        "parent hitTest", "parent pointInside", "third hitTest", "third pointInside", "second hitTest",
        "second pointInside",
      ])
    stage.log.lines = []
    #expect(parent.hitTest(CGPoint(x: 150, y: 150), with: nil) === parent, "no subview answers: the view itself")
  }

  @Test("H4: each subview gets the point in its own coordinates, through transforms and bounds origins")
  func h4Conversion() {
    let stage = Stage()
    let parent = stage.view("parent", 100, 100, 200, 200, in: stage.window)
    parent.bounds.origin = CGPoint(x: 50, y: 0)
    let child = stage.view("child", 50, 0, 100, 20, in: parent)
    // Rotated a quarter turn about its centre (100, 10): it now covers x 90…110, y −40…60.
    child.transform = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(parent.hitTest(CGPoint(x: 100, y: 50), with: nil) === child)
    #expect(parent.hitTest(CGPoint(x: 140, y: 10), with: nil) === parent, "outside the rotated child")
    let local = child.convert(CGPoint(x: 100, y: 50), from: parent)
    #expect(abs(local.x - 90) < 1e-9 && abs(local.y - 10) < 1e-9)
  }

  @Test("H5: the part of a subview outside its superview is not hittable without an override")
  func h5Protruding() {
    let stage = Stage()
    let bar = stage.view("bar", 0, 700, 400, 100, in: stage.window)
    let button = stage.view("button", 170, -30, 60, 60, in: bar)
    #expect(stage.window.hitTest(CGPoint(x: 200, y: 680), with: nil) === stage.window)
    #expect(stage.window.hitTest(CGPoint(x: 200, y: 710), with: nil) === button)
    let extended = ExtendedBar(frame: CGRect(x: 0, y: 600, width: 400, height: 100))
    stage.window.addSubview(extended)
    let round = UIView(frame: CGRect(x: 170, y: -30, width: 60, height: 60))
    extended.addSubview(round)
    extended.protruding = round
    #expect(stage.window.hitTest(CGPoint(x: 200, y: 580), with: nil) === round)
  }

  @Test("H6: overrides may return another view, the superview, or nil")
  func h6Overrides() {
    let stage = Stage()
    let container = stage.view("container", 0, 0, 300, 300, in: stage.window)
    let button = stage.view("button", 10, 10, 100, 100, in: container)
    let cover = Redirecting(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    cover.target = button
    container.addSubview(cover)
    #expect(stage.window.hitTest(CGPoint(x: 20, y: 20), with: nil) === button)
    #expect(stage.window.hitTest(CGPoint(x: 200, y: 200), with: nil) === cover)
    cover.mode = .superview
    #expect(stage.window.hitTest(CGPoint(x: 200, y: 200), with: nil) === container)
    cover.mode = .none
    #expect(
      stage.window.hitTest(CGPoint(x: 200, y: 200), with: nil) === container, "nil: earlier siblings, then the parent")
  }

  @Test("H7: image views and labels ignore touches by default")
  func h7Defaults() {
    let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(!image.isUserInteractionEnabled && !label.isUserInteractionEnabled)
    #expect(UIView().isUserInteractionEnabled)
    #expect(image.hitTest(CGPoint(x: 1, y: 1), with: nil) == nil)
    image.isUserInteractionEnabled = true
    #expect(image.hitTest(CGPoint(x: 1, y: 1), with: nil) === image)
  }

  @Test("H8: hit testing happens once, at began; the result is the touch's view and window for good")
  func h8OncePerTouch() {
    var stage = Stage()
    let left = stage.view("left", 0, 0, 200, 800, in: stage.window)
    _ = stage.view("right", 200, 0, 200, 800, in: stage.window)
    var seen: UITouch?
    left.onBegan = { seen = $0.first }
    stage.touch(1, .began, 50, 50)
    #expect(stage.take().filter { $0.hasSuffix("hitTest") } == ["window hitTest", "right hitTest", "left hitTest"])
    stage.touch(1, .moved, 300, 50)
    stage.touch(1, .ended, 300, 50)
    let later = stage.take()
    #expect(!later.contains { $0.hasSuffix("hitTest") }, "no hit test after began")
    #expect(later.contains("left touchesMoved 1") && later.contains("left touchesEnded 1"))
    #expect(seen?.view === left && seen?.window === stage.window)
  }

  @Test("H9: the seed's A–F log, hit-tested once, then began and ended along the chain")
  func h9SeedLog() {
    var stage = Stage()
    let log = stage.log
    let controller = ProbeController("vc", log: log)
    let root = ProbeView("root", CGRect(x: 0, y: 0, width: 400, height: 800), log: log)
    controller.view = root
    stage.window.rootViewController = controller
    let a = stage.view("A", 20, 20, 360, 600, in: root)
    let b = stage.view("B", 0, 0, 360, 200, in: a)
    _ = stage.view("D", 10, 10, 100, 100, in: b)
    let c = stage.view("C", 0, 250, 360, 300, in: a)
    _ = stage.view("E", 10, 10, 150, 150, in: c)
    _ = stage.view("F", 200, 10, 150, 150, in: c)
    let delegate = ProbeDelegate(log: log)
    stage.app.delegate = delegate
    stage.tap(100, 350)
    #expect(
      stage.take() == [
        "window hitTest", "root hitTest", "root pointInside", "A hitTest", "A pointInside", "C hitTest",
        "C pointInside", "F hitTest", "F pointInside", "E hitTest", "E pointInside",
        "E touchesBegan 1", "C touchesBegan 1", "A touchesBegan 1", "root touchesBegan 1", "vc touchesBegan 1",
        "window touchesBegan 1", "app touchesBegan 1", "delegate touchesBegan 1",
        "note discarded(ResponderKit.ResponderMessage.touchesBegan)",
        "E touchesEnded 1", "C touchesEnded 1", "A touchesEnded 1", "root touchesEnded 1", "vc touchesEnded 1",
        "window touchesEnded 1", "app touchesEnded 1", "delegate touchesEnded 1",
        "note discarded(ResponderKit.ResponderMessage.touchesEnded)",
      ])
  }
}

/// A bar whose `point(inside:)` also accepts points inside a protruding subview (seed tab bar).
private final class ExtendedBar: UIView {
  weak var protruding: UIView?

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    if let protruding, protruding.point(inside: convert(point, to: protruding), with: event) { return true }
    return super.point(inside: point, with: event)
  }
}

/// A covering view that hands touches to a target under it, or returns its superview or nil.
private final class Redirecting: UIView {
  enum Mode { case target, superview, none }
  weak var target: UIView?
  var mode = Mode.target

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    switch mode {
    case .target:
      if let target, target.point(inside: convert(point, to: target), with: event) { return target }
      return super.hitTest(point, with: event)
    case .superview: return superview
    case .none: return nil
    }
  }
}
