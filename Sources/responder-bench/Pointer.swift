import Foundation
import ResponderKit

/// The dispatch workload's 500-view app on the pad idiom, with a hover recognizer on a view of
/// the finger's chain and a pointer interaction on the button's parent: a hover move there
/// against a finger's move (P3, P4, P6).
@MainActor
final class PointerApp {
  let workload = DispatchApp(fingers: 1)
  var time = 1.0

  init() {
    let app = workload.app
    app.userInterfaceIdiom = .pad
    let button = app.hitTest(CGPoint(x: 100, y: 100), with: nil)
    let parent = button?.superview
    parent?.superview?.superview?.addGestureRecognizer(UIHoverGestureRecognizer(target: nil, action: nil))
    parent?.addInteraction(UIPointerInteraction(delegate: nil))
    app.receive(UIRawPointer(phase: .hover, location: CGPoint(x: 100, y: 100)), timestamp: time)
  }

  /// A hover move over the same views (each unit is a `.changed` and a region request).
  func hover(_ index: Int) {
    time += 0.016
    let point = CGPoint(x: 100 + Double(index % 10) * 0.2, y: 100)
    workload.app.receive(UIRawPointer(phase: .hover, location: point), timestamp: time)
  }
}

/// A finger held down on the dispatch workload's app, moving: the touch move a hover move is
/// compared with.
@MainActor
final class TouchMoveApp {
  let workload = DispatchApp(fingers: 1)
  var time = 1.0

  init() {
    workload.app.receive([UIRawTouch(finger: 1, phase: .began, location: CGPoint(x: 100, y: 100))], timestamp: time)
  }

  func move(_ index: Int) {
    time += 0.016
    let point = CGPoint(x: 100 + Double(index % 10) * 0.2, y: 100)
    workload.app.receive([UIRawTouch(finger: 1, phase: .moved, location: point)], timestamp: time)
  }
}

/// `--workload hovermove --units N` and `--workload touchmove --units N`.
@MainActor
func runPointerWorkload(_ name: String) throws {
  let units = try integerArgument("--units")
  if name == "hovermove" {
    let pointer = PointerApp()
    for index in 0..<units { pointer.hover(index) }
  } else {
    let touch = TouchMoveApp()
    for index in 0..<units { touch.move(index) }
  }
  print("\(name) units \(units)")
}

/// The pointer measurements of `--instructions`: a hover move and a touch move on the same
/// app (the hover move must cost no more).
@MainActor
func pointerInstructions(valgrind: String) throws -> [(String, Double)] {
  var figures: [(String, Double)] = []
  for (name, label) in [("hovermove", "hover move, 500-view app"), ("touchmove", "touch move, 500-view app")] {
    let measurement = InstructionMeasurement(
      arguments: ["--workload", name], small: 1200, large: 3600, unitArgument: "--units")
    figures.append((label, try measureInstructions(measurement, valgrind: valgrind).perUnit))
  }
  return figures
}
