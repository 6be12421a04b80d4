import Foundation

/// Why a touch at a point would not reach a view: the view it reaches instead and the verdicts
/// that explain the miss, worded as ``HitTestVerdict`` words them.
///
/// Rules H1–H6, C3, V3: the verdicts are the engine's, heard from the hit test a touch
/// beginning at the point would run (``UIApplication/hitTestMiss(of:at:naming:)``).
@_spi(Tools) public struct HitTestMiss {
  /// The view a touch beginning at the point is delivered to instead, nil when none is.
  ///
  /// Rule H8: the hit test at touch-down decides the touch's view for its whole life.
  public var hit: UIView?
  /// The views whose verdicts explain the miss, outermost first: the view the hit test stopped
  /// at (skipped, or never reached), then, when that is an ancestor of the view asked about and
  /// the point lies inside the view, the view itself (`ancestorSkipped`).
  ///
  /// Rules H1–H6, C3, V3: the first view on the way down whose rule turned the touch away.
  public var verdicts: [(view: UIView, verdict: HitTestVerdict)]
}

extension UIApplication {
  /// Why a touch beginning at `point` (screen coordinates) would not be delivered to `view` nor
  /// to a view inside it, or nil when it would; `name` names the views the verdicts mention.
  ///
  /// Rules H1–H6, C3, V3: the windows are hit-tested as a touch's are (front to back, the
  /// engine's own tests included) with the engine's verdicts heard through `hitTestObserver`,
  /// which is restored afterwards; the first view from the window down to `view` that was
  /// skipped (hidden, transparent, ignoring interaction, a disabled control, animating, or not
  /// holding the point) is the reason. Where none was, a view in front answered first (a
  /// window, or a sibling above the view or one of its ancestors), or an override answered
  /// (H6). Overrides of `hitTest(_:with:)` are called once more, as a touch would call them;
  /// the layout pass is the caller's to run (Y2).
  @_spi(Tools) public func hitTestMiss(
    of view: UIView, at point: CGPoint, naming name: (UIView) -> String
  ) -> HitTestMiss? {
    guard let window = view.window else { return HitTestMiss(hit: nil, verdicts: [(view, .notInWindow)]) }
    let heard = HeardSteps()
    let previous = hitTestObserver
    hitTestObserver = { view, step in heard.record(view, step) }
    let hit = hitTest(point, with: nil)
    hitTestObserver = previous
    if let hit, hit === view || hit.isDescendant(of: view) { return nil }

    var path: [UIView] = []
    var node: UIView? = view
    while let current = node {
      path.insert(current, at: 0)
      node = current.superview
    }
    func miss(at blocker: UIView, _ verdict: HitTestVerdict) -> HitTestMiss {
      var verdicts = [(view: blocker, verdict: verdict)]
      if blocker !== view, view.bounds.contains(view.convert(window.convert(fromScreen: point), from: window)) {
        verdicts.append((view, .ancestorSkipped(name(blocker), verdict)))
      }
      return HitTestMiss(hit: hit, verdicts: verdicts)
    }
    /// Nothing on the path from `start` down gave a verdict, yet it did not answer: the first
    /// view there whose hit test is its class's own code returned nil (H6).
    func overrideMiss(from start: Int) -> HitTestMiss {
      let overriding = path[start...].first { !$0.hitTestedByEngine } ?? path[start]
      return miss(at: overriding, .overrideReturnedNil)
    }

    // H1: a hidden window is never asked.
    if window.isHidden { return miss(at: window, .excluded(.hidden, of: window)) }
    // H2, H3, C3, V3: the engine's own verdict on the view or an ancestor.
    for node in path {
      switch heard.steps[ObjectIdentifier(node)] {
      case .excluded(let reason): return miss(at: node, .excluded(reason, of: node))
      case .outside(let inner, let bounds): return miss(at: node, .outside(inner, bounds: bounds))
      default: continue
      }
    }
    guard let hit else { return overrideMiss(from: 0) }
    guard let hitWindow = hit.window, hitWindow === window else {
      // H1: a window in front answered, unless this one was asked first and said nothing.
      let order = windowsInHitTestOrder
      let asked =
        (order.firstIndex { $0 === window } ?? order.count) < (order.firstIndex { $0 === hit.window } ?? order.count)
      return asked ? overrideMiss(from: 0) : miss(at: window, .windowInFrontAnswered)
    }
    // The hit view and `view` share the window: where their branches part.
    guard let split = path.lastIndex(where: { hit === $0 || hit.isDescendant(of: $0) }), split + 1 < path.count else {
      return overrideMiss(from: 0)
    }
    let parent = path[split]
    let branch = path[split + 1]
    if hit === parent {
      // The parent answered itself: it never asked the branch (an override, H6), or the
      // branch said nothing and answered nil.
      let askedBranch = !branch.hitTestedByEngine || heard.asked.contains(ObjectIdentifier(branch))
      return askedBranch || parent.hitTestedByEngine
        ? overrideMiss(from: split + 1) : miss(at: branch, .overrideAnswered(for: name(parent)))
    }
    // H4: the subviews are asked from the top down; one above the branch answered first.
    let subviews = parent.subviews
    guard let answering = subviews.first(where: { hit === $0 || hit.isDescendant(of: $0) }),
      let answeringIndex = subviews.firstIndex(where: { $0 === answering }),
      let branchIndex = subviews.firstIndex(where: { $0 === branch }), answeringIndex > branchIndex
    else { return overrideMiss(from: split + 1) }
    return miss(at: branch, .laterSiblingAnswered(by: name(answering)))
  }
}

/// The engine's verdicts heard during one hit test, by view, and the views it says it asked.
@MainActor
private final class HeardSteps {
  /// The first verdict (an exclusion or a point outside) each view got.
  var steps: [ObjectIdentifier: HitTestStep] = [:]
  /// The views the engine tests itself whose `hitTest` it reported.
  var asked: Set<ObjectIdentifier> = []

  func record(_ view: UIView, _ step: HitTestStep) {
    switch step {
    case .excluded, .outside:
      if steps[ObjectIdentifier(view)] == nil { steps[ObjectIdentifier(view)] = step }
    case .hitTest:
      asked.insert(ObjectIdentifier(view))
    case .pointInside:
      break
    }
  }
}
