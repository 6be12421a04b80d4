import Foundation
import ResponderKit

/// A scroll view of plain 44-pt rows filling a 320 × 480 window, for the scroll workloads: a
/// motion's frames (`scrollframes`) and hit tests through the scrolled content (`scrollhit`).
@MainActor
final class ScrollApp {
  static let rowHeight: CGFloat = 44
  let app: UIApplication
  let clock: VirtualClock
  let scrollView: UIScrollView
  let window: UIWindow
  var up = false

  init(rows: Int, indexed: Bool = true) {
    app = UIApplication()
    window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 320, height: CGFloat(rows) * Self.rowHeight)
    window.addSubview(scrollView)
    for row in 0..<rows {
      let view = UIView(frame: CGRect(x: 0, y: CGFloat(row) * Self.rowHeight, width: 320, height: Self.rowHeight))
      view.tag = row
      scrollView.addSubview(view)
    }
    scrollView.usesSpatialIndex = indexed
    clock = app.clock as! VirtualClock
  }

  /// One frame of a motion: animations between the content's two ends, one after another, so
  /// every unit is a frame of the same kind of curve (S12).
  func frame() {
    if !clock.hasPendingTimers {
      up.toggle()
      let end = scrollView.contentSize.height - scrollView.bounds.height
      scrollView.setContentOffset(CGPoint(x: 0, y: up ? end : 0), animated: true)
    }
    if let next = clock.nextFireTime { clock.advance(to: next) }
  }

  /// Hit-tests a point of the window with the content scrolled to the middle; returns the row.
  func hitTest(_ x: Double, _ y: Double) -> Int {
    window.hitTest(CGPoint(x: x / 2048 * 320, y: y / 2048 * 480), with: nil)?.tag ?? -1
  }
}

/// A scroll view dragged and released, over and over: touch sequences of began on a row, 10
/// moves of 6 pt (the pan recognizes at the second, takes the row's touch from the content
/// delay, S4, S7, and scrolls at every move after it, S9), and the lift 0.2 s after the last
/// move, so that the release has no velocity left (G14) and starts no motion: a motion's frames
/// are the `scrollframes` workload. Sequences alternate up and down, so the offset stays in
/// the content's middle. The clock follows the events, as a live one would.
@MainActor
final class ScrollDragApp {
  static let eventsPerSequence = 12
  let scroll: ScrollApp
  /// The raw touches of each step of the two sequences (down, then up), built once.
  let steps: [[[UIRawTouch]]]
  var time = 0.0

  init(rows: Int) {
    scroll = ScrollApp(rows: rows)
    scroll.scrollView.contentOffset = CGPoint(x: 0, y: scroll.scrollView.contentSize.height / 2)
    var both: [[[UIRawTouch]]] = []
    for direction in [1.0, -1.0] {
      var steps: [[UIRawTouch]] = []
      for step in 0..<Self.eventsPerSequence {
        let y = 240 + direction * 6 * Double(min(step, Self.eventsPerSequence - 2))
        let phase: UITouch.Phase = step == 0 ? .began : step < Self.eventsPerSequence - 1 ? .moved : .ended
        steps.append([UIRawTouch(finger: 1, phase: phase, location: CGPoint(x: 160, y: y))])
      }
      both.append(steps)
    }
    steps = both
  }

  /// Sends touch event `index` (index mod 12: 0 began, 1–10 moved, 11 ended).
  func send(event index: Int) {
    let step = index % Self.eventsPerSequence
    time += step == 0 ? 1 : step == Self.eventsPerSequence - 1 ? 0.2 : 0.016
    scroll.clock.advance(to: time)
    scroll.app.receive(steps[(index / Self.eventsPerSequence) % 2][step], timestamp: time)
  }
}

/// `--workload scrollframes --rows N --units FRAMES`, `--workload scrollhit --rows N --points P`
/// and `--workload scrolldrag --rows N --units EVENTS`.
@MainActor
func runScrollWorkload(_ name: String) throws {
  let rows = try integerArgument("--rows", 10_000)
  if name == "scrolldrag" {
    let units = try integerArgument("--units")
    let drag = ScrollDragApp(rows: rows)
    for index in 0..<units { drag.send(event: index) }
    print("scrolldrag units \(units) rows \(rows) offset \(drag.scroll.scrollView.contentOffset.y)")
    return
  }
  let scroll = ScrollApp(rows: rows, indexed: !arguments.contains("--no-index"))
  let units = try integerArgument(name == "scrollframes" ? "--units" : "--points")
  if name == "scrollframes" {
    for _ in 0..<units { scroll.frame() }
    print("scrollframes units \(units) rows \(rows)")
  } else {
    scroll.scrollView.contentOffset = CGPoint(x: 0, y: scroll.scrollView.contentSize.height / 2)
    let pool = XorShift32.points(100_000)
    var sum = 0
    forEachPoint(pool, units) { x, y in sum &+= scroll.hitTest(x, y) }
    print("scrollhit units \(units) rows \(rows) checksum \(sum)")
  }
}

/// The scroll measurements of `--instructions`: a motion frame at two content sizes (equal
/// figures show that a frame's cost does not grow with the content) and a hit test through
/// 10,000 rows.
@MainActor
func scrollInstructions(valgrind: String) throws -> [(String, Double)] {
  var figures: [(String, Double)] = []
  for rows in [1000, 10_000] {
    let measurement = InstructionMeasurement(
      arguments: ["--workload", "scrollframes", "--rows", "\(rows)"], small: 600, large: 1800, unitArgument: "--units")
    figures.append(("scroll frame, \(rows) rows", try measureInstructions(measurement, valgrind: valgrind).perUnit))
  }
  let hit = InstructionMeasurement(
    arguments: ["--workload", "scrollhit", "--rows", "10000"], small: 100_000, large: 200_000, unitArgument: "--points")
  figures.append(("scroll view hit test, 10000 rows", try measureInstructions(hit, valgrind: valgrind).perUnit))
  return figures
}
