import Foundation
import ResponderKit

// Layout workloads (Y1–Y3): a window of `--views` constraint-placed views, each with four
// constraints (leading and top from the previous view or the window, width and height).
//   responder-bench --workload layoutsolve --units N     full solves of N prepared windows
//   responder-bench --workload layoutconstant --units N  one constant changed, then the pass
//   responder-bench --workload layoutclean --units N     `layoutIfNeeded()` with nothing dirty
// With `--timing`, each workload also prints the median wall-clock time of one unit (for
// bench/peers/layout-vs-kiwi.sh, which sets it beside kiwisolver's on the same system).

/// A window whose `views` boxes are placed by constraints alone, not yet solved.
@MainActor
final class ConstraintLayoutApp {
  let application = UIApplication()
  let window: UIWindow
  var constants: [NSLayoutConstraint] = []

  init(views: Int) {
    window = UIWindow(application: application, frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    window.makeKeyAndVisible()
    var constraints: [NSLayoutConstraint] = []
    constraints.reserveCapacity(views * 4)
    var previous: UIView = window
    for index in 0..<views {
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(box)
      let leading = box.leadingAnchor.constraint(
        equalTo: index == 0 ? window.leadingAnchor : previous.leadingAnchor, constant: CGFloat(index % 7))
      constraints += [
        leading,
        box.topAnchor.constraint(equalTo: index == 0 ? window.topAnchor : previous.topAnchor, constant: 1),
        box.widthAnchor.constraint(equalToConstant: CGFloat(20 + index % 13)),
        box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
      ]
      constants.append(leading)
      previous = box
    }
    NSLayoutConstraint.activate(constraints)
  }
}

/// The wall-clock time of each unit of a workload, when `--timing` asks for it: the clock is
/// read only then, so that instruction counts stay those of the work.
struct UnitTimes {
  let enabled: Bool
  private var nanoseconds: [UInt64] = []

  init(enabled: Bool) { self.enabled = enabled }

  @MainActor
  mutating func measure(_ unit: () -> Void) {
    guard enabled else { return unit() }
    let start = now()
    unit()
    nanoseconds.append(now() - start)
  }

  /// Records a unit timed elsewhere, when `--timing` asks for times.
  mutating func add(nanoseconds unit: UInt64) {
    if enabled { nanoseconds.append(unit) }
  }

  /// The median unit in microseconds, or nil without `--timing` or units.
  var medianMicroseconds: Double? {
    guard enabled, !nanoseconds.isEmpty else { return nil }
    let sorted = nanoseconds.sorted()
    return Double(sorted[sorted.count / 2]) / 1000
  }

  /// ` median-us M` (the median unit in microseconds), or nothing without `--timing`.
  var report: String {
    guard let median = medianMicroseconds else { return "" }
    return " median-us \(String(format: "%.1f", median))"
  }
}

/// The layout views per window of the layout workloads, and their constraints (four each).
let layoutViews = 1000

@MainActor
func runLayoutWorkload(_ name: String) throws {
  let units = try integerArgument("--units")
  let views = try integerArgument("--views", layoutViews)
  var times = UnitTimes(enabled: arguments.contains("--timing"))
  switch name {
  case "layoutsolve":
    // Both runs build the same windows (the most either run solves); only the solves differ.
    let apps = (0..<max(units, try integerArgument("--prepared", 3))).map { _ in ConstraintLayoutApp(views: views) }
    var sum: CGFloat = 0
    for app in apps.prefix(units) {
      times.measure { app.window.layoutIfNeeded() }
      sum += app.window.subviews.last?.frame.maxY ?? 0
    }
    print("layoutsolve units \(units) checksum \(sum)\(times.report)")
  case "layoutconstant":
    let app = ConstraintLayoutApp(views: views)
    app.window.layoutIfNeeded()
    let middle = app.constants[views / 2]
    for index in 0..<units {
      times.measure {
        middle.constant = CGFloat(index % 5)
        app.window.layoutIfNeeded()
      }
    }
    print("layoutconstant units \(units) checksum \(app.window.subviews.last?.frame.minX ?? 0)\(times.report)")
  case "layoutclean":
    let app = ConstraintLayoutApp(views: views)
    app.window.layoutIfNeeded()
    for _ in 0..<units { times.measure { app.window.layoutIfNeeded() } }
    print("layoutclean units \(units) checksum \(app.window.subviews.last?.frame.minX ?? 0)\(times.report)")
  default:
    throw BenchError("unknown layout workload '\(name)'")
  }
}

/// The three layout figures: a full solve, a constant change, a clean pass. Each process first
/// solves the 1,000-view layout (about 3 s under cachegrind); the quick run CI makes counts
/// fewer units (one solve more rather than two, 20 constant changes rather than 200), which
/// keeps its layout share near 15 s. Every figure is still the difference of two unit counts.
func layoutInstructions(valgrind: String) throws -> [(String, Double)] {
  let solve = InstructionMeasurement(
    arguments: ["--workload", "layoutsolve", "--prepared", quick ? "2" : "3"], small: 1, large: quick ? 2 : 3,
    unitArgument: "--units")
  let constant = InstructionMeasurement(
    arguments: ["--workload", "layoutconstant"], small: quick ? 10 : 100, large: quick ? 30 : 300,
    unitArgument: "--units")
  let clean = InstructionMeasurement(
    arguments: ["--workload", "layoutclean"], small: 10_000, large: 30_000, unitArgument: "--units")
  return [
    (
      "layout full solve, \(layoutViews) views, \(4 * layoutViews) constraints",
      try measureInstructions(solve, valgrind: valgrind).perUnit
    ),
    (
      "layout one constant changed, \(layoutViews) views", try measureInstructions(constant, valgrind: valgrind).perUnit
    ),
    (
      "layout pass with nothing dirty, \(layoutViews) views", try measureInstructions(clean, valgrind: valgrind).perUnit
    ),
  ]
}
