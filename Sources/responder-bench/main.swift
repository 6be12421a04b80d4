import Foundation
import ResponderKit
import ResponderScenario

// `responder-bench`: hit testing against the physical limit, dispatch, memory and the
// scenario runner. `swift run -c release responder-bench [--json] [--quick] [--emit-trees DIR]`;
// `--instructions` counts instructions under valgrind instead (Instructions.swift).

let arguments = CommandLine.arguments.dropFirst()
let quick = arguments.contains("--quick")
let json = arguments.contains("--json")

/// Known checksums of the balanced trees over 10⁶ points (the issue's, to check both sides).
let knownChecksums: [Int: Int] = [100: 14_676_687, 1000: 76_298_966, 10_000: 488_240_806, 100_000: 3_439_888_524]

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Builds the engine's views for a tree; each view's `tag` is its index.
@MainActor
func engineTree(_ spec: TreeSpec) -> [UIView] {
  var views: [UIView] = []
  views.reserveCapacity(spec.count)
  for i in 0..<spec.count {
    let frame = spec.frames[i]
    let view = UIView(frame: CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height))
    view.tag = i
    if spec.rotation[i] != 0 { view.transform = CGAffineTransform(rotationAngle: spec.rotation[i] * .pi / 180) }
    if spec.skipped[i] {
      if i % 2 == 0 { view.isHidden = true } else { view.alpha = 0.005 }
    }
    views.append(view)
    if spec.parent[i] >= 0 { views[spec.parent[i]].addSubview(view) }
  }
  return views
}

struct HitTestResult {
  var shape: String
  var views: Int
  var points: Int
  var engineNs: Double
  var limitNs: Double
  var checksum: Int
  var limitChecksum: Int
}

@MainActor
func measureHitTest(shape: String, spec: TreeSpec, points: [(Double, Double)], indexed: Bool = false) -> HitTestResult {
  let limit = LimitTree(spec)
  var limitSum = 0
  var start = now()
  for (x, y) in points { limitSum &+= limit.hitTest(x, y) }
  let limitNs = Double(now() - start) / Double(points.count)
  let views = engineTree(spec)
  let root = views[0]
  if indexed { root.usesSpatialIndex = true }
  var engineSum = 0
  start = now()
  for (x, y) in points {
    // The root's frame is at the origin of its (absent) superview: its own coordinates.
    engineSum &+= root.hitTest(CGPoint(x: x, y: y), with: nil)?.tag ?? -1
  }
  let engineNs = Double(now() - start) / Double(points.count)
  return HitTestResult(
    shape: shape, views: spec.count, points: points.count, engineNs: engineNs, limitNs: limitNs,
    checksum: engineSum, limitChecksum: limitSum)
}

/// A realistic app: 500 views 12 deep, a tap, a long press and a pan on the chain, and under
/// the finger a button (`.dispatch`: the button vetoes the tap, G11, and the long press and the
/// pan fail, so no recognizer fires) or a plain view (`.tap`: the tap recognizes at the lift and
/// sends its action; `.drag`: the finger moves 12 pt per event, so the pan recognizes at the
/// first move and sends its action at every move, while the tap and the long press fail);
/// touch sequences of began, 10 moves and ended.
@MainActor
final class DispatchApp {
  enum Kind: String, CaseIterable {
    case dispatch, tap, drag
  }
  /// Touch events in one sequence: began, 10 moves, ended.
  static let eventsPerSequence = 12
  let app: UIApplication
  let clock: VirtualClock
  /// The recognizers' target: counts the actions, as an app's handler would do something.
  let target = ActionCounter()
  /// The raw touches of each step of the sequence, built once: the measured unit is the
  /// engine's delivery of one touch event, not the harness making its input.
  let steps: [[UIRawTouch]]
  var time = 0.0

  init(fingers: Int, kind: Kind = .dispatch) {
    app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    var parent: UIView = window
    var chain: [UIView] = []
    for level in 0..<12 {
      let view = UIView(frame: parent.bounds.insetBy(dx: 2, dy: 2))
      view.isMultipleTouchEnabled = true
      parent.addSubview(view)
      chain.append(view)
      // Siblings fill the hierarchy to about 500 views.
      for sibling in 0..<40 where chain.count + level * 40 + sibling < 500 {
        parent.insertSubview(UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)), at: 0)
      }
      parent = view
    }
    let withTargets = kind != .dispatch
    chain[2].addGestureRecognizer(
      withTargets
        ? UITapGestureRecognizer(target: target, action: ActionCounter.count)
        : UITapGestureRecognizer(target: nil, action: nil))
    chain[5].addGestureRecognizer(UILongPressGestureRecognizer(target: nil, action: nil))
    chain[8].addGestureRecognizer(
      withTargets
        ? UIPanGestureRecognizer(target: target, action: ActionCounter.count)
        : UIPanGestureRecognizer(target: nil, action: nil))
    if kind == .dispatch {
      parent.addSubview(UIButton(frame: parent.bounds))
    } else {
      let content = UIView(frame: parent.bounds)
      content.isMultipleTouchEnabled = true
      parent.addSubview(content)
    }
    clock = app.clock as! VirtualClock
    let fingers = Array(1...fingers)
    // A drag moves 12 pt per event (past the pan's minimum movement at the first move); the
    // others move 0.2 pt, within every recognizer's allowance.
    let stride = kind == .drag ? 12.0 : 0.2
    var steps: [[UIRawTouch]] = []
    for step in 0..<DispatchApp.eventsPerSequence {
      steps.append(
        fingers.map { finger in
          let x = 100 + Double(finger)
          if step == 0 {
            return UIRawTouch(finger: finger, phase: .began, location: CGPoint(x: x, y: 100))
          } else if step < DispatchApp.eventsPerSequence - 1 {
            return UIRawTouch(finger: finger, phase: .moved, location: CGPoint(x: x + Double(step) * stride, y: 100))
          } else {
            let last = Double(DispatchApp.eventsPerSequence - 2) * stride
            return UIRawTouch(finger: finger, phase: .ended, location: CGPoint(x: x + last, y: 100))
          }
        })
    }
    self.steps = steps
  }

  /// Sends touch event `index` of the repeating sequence (index mod 12: 0 began, 1–10 moved,
  /// 11 ended).
  func send(event index: Int) {
    let step = index % DispatchApp.eventsPerSequence
    time += step == 0 ? 1 : 0.016
    if step == 0 { clock.advance(to: time) }
    app.receive(steps[step], timestamp: time)
  }
}

/// The target of the workloads' recognizers and controls.
@MainActor
final class ActionCounter {
  var actions = 0
  func count() { actions &+= 1 }
}

/// Nanoseconds per touch event over `sequences` sequences of 12 events.
@MainActor
func measureDispatch(fingers: Int, sequences: Int) -> Double {
  let workload = DispatchApp(fingers: fingers)
  let events = sequences * DispatchApp.eventsPerSequence
  let start = now()
  for index in 0..<events { workload.send(event: index) }
  return Double(now() - start) / Double(events)
}

func residentBytes() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
    let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
  else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

@MainActor
func measureMemory(count: Int) -> Double {
  let before = residentBytes()
  var views: [UIView] = []
  views.reserveCapacity(count)
  for _ in 0..<count { views.append(UIView()) }
  let after = residentBytes()
  let perView = Double(after - before - count * MemoryLayout<UIView>.stride) / Double(count)
  withExtendedLifetime(views) {}
  return perView
}

@MainActor
func measureRunner(taps: Int) throws -> Double {
  var input: [String] = []
  for i in 0..<taps {
    let t = Double(i) * 0.5
    input.append(#"{"t": \#(t), "touch": 1, "phase": "began", "at": [100, 100]}"#)
    for m in 1...3 {
      input.append(#"{"t": \#(t + 0.01 * Double(m)), "touch": 1, "phase": "moved", "at": [10\#(m), 100]}"#)
    }
    input.append(#"{"t": \#(t + 0.1), "touch": 1, "phase": "ended", "at": [103, 100]}"#)
  }
  let text = """
    {"windows": [{"id": "w", "frame": [0, 0, 400, 800], "key": true, "rootViewController": {"id": "vc",
      "view": {"id": "root", "frame": [0, 0, 400, 800], "subviews": [
        {"id": "a", "frame": [10, 10, 380, 600], "gestureRecognizers": [{"id": "tap", "type": "tap", "target": "vc", "action": "t"}],
         "subviews": [{"id": "b", "class": "button", "frame": [50, 50, 200, 100]}]}]}}}],
     "input": [\(input.joined(separator: ","))]}
    """
  let scenario = try Scenario(data: Data(text.utf8))
  let sink = FileHandle(forWritingAtPath: "/dev/null")
  let format = TraceFormat()
  let start = now()
  var buffer = ""
  ScenarioRunner(scenario).run { line in
    buffer += format.render(line)
    buffer += "\n"
    if buffer.utf8.count > 65536 {
      sink?.write(Data(buffer.utf8))
      buffer = ""
    }
  }
  sink?.write(Data(buffer.utf8))
  let seconds = Double(now() - start) / 1e9
  return Double(taps * 5) / seconds
}

@MainActor
func emitTrees(to directory: String) throws {
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  let shapes: [(String, TreeSpec)] =
    [100, 1000, 10_000, 100_000].map { ("balanced-\($0)", TreeSpec.balanced($0)) }
    + [100, 1000, 10_000].map { ("flat-\($0)", TreeSpec.flat($0)) } + [("deep-10000", TreeSpec.deep(10_000))]
  for (name, spec) in shapes {
    var lines = ["# view parent x y width height"]
    for i in 0..<spec.count {
      let f = spec.frames[i]
      lines.append("\(i) \(spec.parent[i]) \(f.x) \(f.y) \(f.width) \(f.height)")
    }
    try lines.joined(separator: "\n").write(toFile: "\(directory)/\(name).txt", atomically: true, encoding: .utf8)
  }
  var pointLines: [String] = []
  for (x, y) in XorShift32.points(1_000_000) { pointLines.append("\(x) \(y)") }
  try pointLines.joined(separator: "\n").write(toFile: "\(directory)/points.txt", atomically: true, encoding: .utf8)
}

@MainActor
func main() throws {
  if let workload = argumentValue("--workload") {
    try runWorkload(workload)
    return
  }
  if arguments.contains("--instructions") {
    let status = try instructionsMode()
    if status != 0 { exit(status) }
    return
  }
  if let index = arguments.firstIndex(of: "--emit-trees"), arguments.indices.contains(index + 1) {
    try emitTrees(to: arguments[index + 1])
    print("wrote the balanced trees and points to \(arguments[index + 1])")
    return
  }
  if let index = arguments.firstIndex(of: "--only"), arguments.indices.contains(index + 1),
    arguments[index + 1] == "dispatch"
  {
    // For profiling: the dispatch workload alone.
    print(
      String(format: "dispatch: %.0f ns per touch event (1 finger)", measureDispatch(fingers: 1, sequences: 20_000)))
    return
  }
  // Memory first, in a fresh heap: later workloads leave freed pages the allocator reuses.
  let memory = measureMemory(count: quick ? 100_000 : 1_000_000)
  let pointCount = quick ? 200_000 : 1_000_000
  let points = XorShift32.points(pointCount)
  var results: [HitTestResult] = []
  for count in quick ? [100, 1000, 10_000] : [100, 1000, 10_000, 100_000, 1_000_000] {
    results.append(measureHitTest(shape: "balanced", spec: .balanced(count), points: points))
  }
  for count in quick ? [100, 1000] : [100, 1000, 10_000, 100_000] {
    results.append(
      measureHitTest(shape: "flat", spec: .flat(count), points: Array(points.prefix(quick ? 20_000 : 100_000))))
  }
  for count in quick ? [10_000] : [10_000, 100_000, 1_000_000] {
    results.append(
      measureHitTest(
        shape: "flat+index", spec: .flat(count), points: Array(points.prefix(quick ? 20_000 : 100_000)), indexed: true))
  }
  results.append(
    measureHitTest(
      shape: "deep", spec: .deep(quick ? 1000 : 10_000), points: Array(points.prefix(quick ? 1000 : 10_000))))
  for count in quick ? [1000] : [1000, 100_000] {
    results.append(measureHitTest(shape: "mixed", spec: .mixed(count), points: points))
  }
  let dispatch1 = measureDispatch(fingers: 1, sequences: quick ? 1000 : 10_000)
  let dispatch5 = measureDispatch(fingers: 5, sequences: quick ? 1000 : 10_000)
  let runner = try measureRunner(taps: quick ? 2000 : 20_000)

  var problems: [String] = []
  for result in results {
    if result.checksum != result.limitChecksum {
      problems.append(
        "\(result.shape) \(result.views): engine checksum \(result.checksum) ≠ limit \(result.limitChecksum)")
    }
    if result.shape == "balanced", result.points == 1_000_000, let known = knownChecksums[result.views],
      known != result.checksum
    {
      problems.append("balanced \(result.views): checksum \(result.checksum) ≠ the published \(known)")
    }
  }
  if json {
    var items: [String] = results.map { r in
      #"{"workload":"hitTest","shape":"\#(r.shape)","views":\#(r.views),"points":\#(r.points),"engineNs":\#(String(format: "%.1f", r.engineNs)),"limitNs":\#(String(format: "%.1f", r.limitNs)),"ratio":\#(String(format: "%.2f", r.engineNs / r.limitNs)),"checksum":\#(r.checksum)}"#
    }
    items.append(#"{"workload":"dispatch","fingers":1,"nsPerEvent":\#(String(format: "%.0f", dispatch1))}"#)
    items.append(#"{"workload":"dispatch","fingers":5,"nsPerEvent":\#(String(format: "%.0f", dispatch5))}"#)
    items.append(#"{"workload":"memory","bytesPerView":\#(String(format: "%.0f", memory))}"#)
    items.append(#"{"workload":"runner","eventsPerSecond":\#(String(format: "%.0f", runner))}"#)
    print(#"{"results":[\#(items.joined(separator: ","))]}"#)
  } else {
    print("hit test        views    points   engine ns   limit ns   ratio   checksum")
    for r in results {
      print(
        String(
          format: "%-10@ %10ld %9ld %11.1f %10.1f %7.2f   %ld", r.shape as NSString, r.views, r.points, r.engineNs,
          r.limitNs,
          r.engineNs / r.limitNs, r.checksum))
    }
    print(String(format: "dispatch: %.0f ns per touch event (1 finger), %.0f ns (5 fingers)", dispatch1, dispatch5))
    print(String(format: "memory: %.0f bytes per plain UIView", memory))
    print(
      String(format: "runner: %.0f touch events per second through the scenario runner, trace to /dev/null", runner))
  }
  if !problems.isEmpty {
    FileHandle.standardError.write(Data((problems.joined(separator: "\n") + "\n").utf8))
    exit(1)
  }
}

MainActor.assumeIsolated {
  do { try main() } catch {
    FileHandle.standardError.write(Data("responder-bench: \(error)\n".utf8))
    exit(1)
  }
}
