import Foundation
import ResponderKit

// Transition workloads: a navigation controller in a 390 × 844 window pushes screens of about
// 200 views each, animated by its delegate's slide animator (Q14) over 0.35 s on the
// application's clock, one frame each 1/60 s.
//   responder-bench --workload transitionframe --units N   N frames in the middle of pushes
//   responder-bench --workload transitionpush --units N    N whole pushes, start to finish
// A frame advances the clock by 1/60 s (the animations' timers fire), runs the window's layout
// pass and reads every view's position as a compositor would: the presentation layer's for a
// layer that is animating, the model's otherwise. With `--timing`, each workload also prints
// the median time of one unit and its share of the frame budget at 60 and 120 Hz.

/// One screen: a column of `transitionRows` rows, each an icon, a title, a detail and a
/// button in a row stack, placed by stack views' constraints (Y6). Its view is made when it is
/// pushed, as an app's would be.
@MainActor
final class TransitionScreen: UIViewController {
  let number: Int

  init(number: Int) {
    self.number = number
    super.init(nibName: nil, bundle: nil)
    title = "Screen \(number)"
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    let root = UIView(frame: UIScreen.main.bounds)
    root.backgroundColor = .white
    let column = UIStackView()
    column.axis = .vertical
    column.spacing = 1
    column.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(column)
    for row in 0..<transitionRows {
      let icon = UIImageView()
      icon.imageName = "icon\(row % 8)"
      icon.widthAnchor.constraint(equalToConstant: 16).isActive = true
      let title = UILabel()
      title.text = "Row \(row) of screen \(number)"
      let detail = UILabel()
      detail.text = "\(row * 7 % 100) items"
      detail.textAlignment = .right
      let button = UIButton(type: .system)
      button.setTitle("Open", for: .normal)
      let line = UIStackView(arrangedSubviews: [icon, title, detail, button])
      line.axis = .horizontal
      line.spacing = 8
      line.heightAnchor.constraint(equalToConstant: 18).isActive = true
      column.addArrangedSubview(line)
    }
    NSLayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: root.topAnchor, constant: 64),
      column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      column.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
    ])
    view = root
  }
}

/// The rows of a screen: with the column and the screen's view, about 200 views.
let transitionRows = 40

/// The push animator: the incoming view slides in from the trailing edge over the whole width
/// while the outgoing one moves a third of the width the other way, as UIKit's push looks, with
/// one `UIView.animate` on the ease-in-ease-out curve.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  static let duration: TimeInterval = 0.35

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    Self.duration
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let toController = transitionContext.viewController(forKey: .to),
      let incoming = transitionContext.view(forKey: .to)
    else { return transitionContext.completeTransition(true) }
    let outgoing = transitionContext.view(forKey: .from)
    let final = transitionContext.finalFrame(for: toController)
    transitionContext.containerView.addSubview(incoming)
    incoming.frame = final.offsetBy(dx: final.width, dy: 0)
    UIView.animate(
      withDuration: Self.duration, delay: 0, options: [],
      animations: {
        incoming.frame = final
        outgoing?.frame = final.offsetBy(dx: -final.width / 3, dy: 0)
      },
      completion: { _ in
        outgoing?.frame = final
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

/// The navigation app of the transition workloads; its delegate gives the slide animator and
/// hears when a push has finished.
@MainActor
final class TransitionApp: UINavigationControllerDelegate {
  static let frameInterval: TimeInterval = 1.0 / 60
  let app = UIApplication()
  let clock: VirtualClock
  let window: UIWindow
  let navigation: UINavigationController
  let animator = SlideAnimator()
  var time = 1.0
  var pushes = 0
  /// Whether a push has started and not yet finished.
  var inPush = false
  /// The sum of the positions read, printed so that runs can be compared.
  var checksum: CGFloat = 0

  init() {
    window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    navigation = UINavigationController(rootViewController: TransitionScreen(number: 0))
    clock = app.clock as! VirtualClock
    navigation.delegate = self
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    clock.advance(to: time)
    window.layoutIfNeeded()
  }

  /// One frame: the clock moves 1/60 s, the layout pass runs, the positions are read.
  func frame() {
    time += Self.frameInterval
    clock.advance(to: time)
    window.layoutIfNeeded()
    checksum += readPositions(window)
  }

  /// The x of every view's position in the tree of `view`, presented: a compositor's read.
  func readPositions(_ view: UIView) -> CGFloat {
    let layer = view.layer
    var sum = layer.animationKeys() == nil ? layer.position.x : layer.presentation()?.position.x ?? 0
    for subview in view.subviews { sum += readPositions(subview) }
    return sum
  }

  /// Pushes a new screen, animated; the next frame's layout pass starts the transition (N1).
  func push() {
    pushes += 1
    inPush = true
    navigation.pushViewController(TransitionScreen(number: pushes), animated: true)
  }

  /// Pushes a new screen and runs the two frames that start the transition: the layout pass
  /// that begins it, laying out the new screen, and the first frame of its animation.
  func startPush() {
    push()
    frame()
    frame()
  }

  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) { inPush = false }

  /// The views in the window, counted once (for the output).
  var viewCount: Int {
    func count(_ view: UIView) -> Int { 1 + view.subviews.reduce(0) { $0 + count($1) } }
    return count(window)
  }
}

/// The frame budgets the timed transition workloads are compared with, in microseconds.
let frameBudgets: [(hertz: Int, microseconds: Double)] = [(60, 1_000_000.0 / 60), (120, 1_000_000.0 / 120)]

/// ` budget-60hz F budget-120hz G`: `microseconds` as a fraction of each frame budget.
func budgetReport(_ microseconds: Double) -> String {
  frameBudgets.map { " budget-\($0.hertz)hz \(String(format: "%.4f", microseconds / $0.microseconds))" }.joined()
}

/// `--workload transitionframe --units N`: frames of pushes, after each push's first two;
/// `--workload transitionpush --units N`: whole pushes, from the push to the delegate's
/// `didShow`. Frames of one push are about 21 at 60 Hz: up to 18 frame units stay within the
/// first. Timed, a whole push reports its median, its mean frame, and its first and last
/// frames, each against the frame budgets.
@MainActor
func runTransitionWorkload(_ name: String) throws {
  let units = try integerArgument("--units")
  let workload = TransitionApp()
  var times = UnitTimes(enabled: arguments.contains("--timing"))
  var frames = 0
  switch name {
  case "transitionframe":
    var measured = 0
    while measured < units {
      if !workload.inPush { workload.startPush() }
      times.measure { workload.frame() }
      measured += 1
    }
    frames = measured
  default:
    // With `--timing`, each push's first and last frames too: the first lays out the new
    // screen, the last takes the old one out of the window; the frames between are
    // `transitionframe`'s.
    let timing = times.enabled
    var first = UnitTimes(enabled: timing)
    var last = UnitTimes(enabled: timing)
    for _ in 0..<units {
      var frameTimes: [UInt64] = []
      times.measure {
        workload.push()
        repeat {
          let start = timing ? now() : 0
          workload.frame()
          if timing { frameTimes.append(now() - start) }
          frames += 1
        } while workload.inPush
      }
      if let time = frameTimes.first { first.add(nanoseconds: time) }
      if let time = frameTimes.last { last.add(nanoseconds: time) }
    }
    if let median = times.medianMicroseconds, let start = first.medianMicroseconds, let end = last.medianMicroseconds {
      let perFrame = median / (Double(frames) / Double(max(units, 1)))
      print(
        "\(name) units \(units) frames \(frames) pushes \(workload.pushes) views \(workload.viewCount) "
          + "checksum \(String(format: "%.1f", workload.checksum))\(times.report) "
          + "mean-frame-us \(String(format: "%.1f", perFrame))\(budgetReport(perFrame)) "
          + "first-frame-us \(String(format: "%.1f", start))\(budgetReport(start)) "
          + "last-frame-us \(String(format: "%.1f", end))\(budgetReport(end))")
      return
    }
  }
  var report = times.report
  if let median = times.medianMicroseconds { report += budgetReport(median) }
  print(
    "\(name) units \(units) frames \(frames) pushes \(workload.pushes) views \(workload.viewCount) "
      + "checksum \(String(format: "%.1f", workload.checksum))\(report)")
}

/// The transition measurements of `--instructions`: one frame in the middle of a push (frames
/// 3–8 against 3–20 of the first push; about 3 s under cachegrind, in the quick run too) and,
/// not in the quick run (about 9 s), one whole push (two pushes against six, so that the first
/// push's one-time work cancels out).
@MainActor
func transitionInstructions(valgrind: String) throws -> [(String, Double)] {
  let frame = InstructionMeasurement(
    arguments: ["--workload", "transitionframe"], small: 6, large: 18, unitArgument: "--units")
  var figures = [
    (
      "transition frame, a push between screens of about 200 views",
      try measureInstructions(frame, valgrind: valgrind).perUnit
    )
  ]
  if !quick {
    let push = InstructionMeasurement(
      arguments: ["--workload", "transitionpush"], small: 2, large: 6, unitArgument: "--units")
    figures.append(
      (
        "transition whole push, about 200 views a screen, 22 frames",
        try measureInstructions(push, valgrind: valgrind).perUnit
      ))
  }
  return figures
}
