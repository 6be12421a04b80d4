import Foundation

/// A continuous recognizer for fingers dragging: it begins after
/// ``InteractionConstants/panMinimumMovement`` of movement and reports
/// the translation and velocity of the fingers' centroid.
///
/// UIKit rule G14: 1 to unlimited touches; `translation(in:)` from the centroid where the
/// fingers touched down (kept continuous when fingers join or lift); `velocity(in:)` in points
/// per second, the slope of a least-squares line through the centroid's samples of the last
/// ``InteractionConstants/velocitySampleWindow``.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers that may pan (default 1).
  @exclusivity(unchecked) open var minimumNumberOfTouches = 1
  /// The most fingers that may pan (default unlimited).
  @exclusivity(unchecked) open var maximumNumberOfTouches = Int.max
  /// The kinds of scroll event the pan takes besides touches (iOS 13.4; default none, a
  /// scroll view's pan `.all`).
  ///
  /// UIKit rule P5: a wheel's notch (`.discrete`) or a trackpad's scroll (`.continuous`) under
  /// the pointer reaches the innermost pan that allows it, as one short gesture (began,
  /// changed by the scroll's translation, ended; `ScrollEvents` in the rules article); the mask
  /// does not stop touches. The default of a plain pan is our choice, a weak fact: UIKit's
  /// header states none.
  open var allowedScrollTypesMask: UIScrollTypeMask = []

  /// Where the translation is measured from, in window coordinates.
  @exclusivity(unchecked) var origin: CGPoint?
  private var centroidBefore: CGPoint?
  @exclusivity(unchecked) var samples: [(time: TimeInterval, point: CGPoint)] = []

  /// The fingers' movement since the pan started, in `view`'s coordinate system.
  open func translation(in view: UIView?) -> CGPoint {
    guard let origin else { return .zero }
    let now = currentCentroid
    guard let view, let window = self.view?.window else { return CGPoint(x: now.x - origin.x, y: now.y - origin.y) }
    // Without a transform up either tree, the map from the window to the view is a translation,
    // the same for both points: the movement is the centroid's own (a scroll view following the
    // fingers asks this at every move).
    if UIView.screenOffset(of: Unmanaged.passUnretained(view)) != nil,
      UIView.screenOffset(of: Unmanaged.passUnretained(window)) != nil
    {
      return CGPoint(x: now.x - origin.x, y: now.y - origin.y)
    }
    // Both points through one map: the conversion's walks once, not twice.
    let map = window.conversion(to: view)
    let a = origin.applying(map)
    let b = now.applying(map)
    return CGPoint(x: b.x - a.x, y: b.y - a.y)
  }

  /// Makes `translation(in: view)` read `translation` from now on.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    let now = convertFromWindow(currentCentroid, to: view)
    let start = CGPoint(x: now.x - translation.x, y: now.y - translation.y)
    origin = convertToWindow(start, from: view)
  }

  /// The centroid's velocity in points per second, in `view`'s coordinate system.
  ///
  /// Rule G14: fitted over the samples of the last `InteractionConstants.velocitySampleWindow`
  /// before now, the lift included: a finger that stopped, then lifted, has no speed left,
  /// even though no sample arrived in between to push the old ones out.
  open func velocity(in view: UIView?) -> CGPoint {
    let now = clock?.now ?? samples.last?.time ?? 0
    let cutoff = now - InteractionConstants.velocitySampleWindow
    var recent = samples
    var old = 0
    while old < recent.count && recent[old].time < cutoff { old += 1 }
    if old > 0 { recent.removeFirst(old) }
    let window = Self.fittedVelocity(recent)
    let base = convertFromWindow(.zero, to: view)
    let moved = convertFromWindow(window, to: view)
    return CGPoint(x: moved.x - base.x, y: moved.y - base.y)
  }

  /// Starts following the fingers.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if effectiveState == .possible && trackedTouches.count > maximumNumberOfTouches {
      return fail(.tooManyTouches(count: trackedTouches.count, maximum: maximumNumberOfTouches))
    }
    // The centroid once: each read converts every finger's location and counts references.
    let centroid = windowCentroid
    keepTranslationContinuous(to: centroid)
    if origin == nil { origin = centroid }
    record(event, at: centroid)
  }

  /// Begins once the fingers moved far enough; reports changes after.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    // The sample's centroid is the one the decision needs: nothing moves in between.
    let centroid = windowCentroid
    record(event, at: centroid)
    guard effectiveState == .possible else { return beginOrChange(when: true) }
    guard let origin, trackedTouches.count >= minimumNumberOfTouches else { return }
    beginOrChange(when: shouldBegin(from: origin, to: centroid))
  }

  /// Ends when the last finger (or too many) lifted; fails if it never began.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    // The lift is the last sample of the velocity (G14).
    record(event, at: windowCentroid)
    let remaining = trackedTouches.countExcluding(touches)
    if remaining == 0 {
      if effectiveState == .possible {
        // Not `origin.map { … }`: a closure costs a main-actor check when it runs.
        var moved: CGFloat = 0
        if let origin { moved = UITapGestureRecognizer.distance(origin, windowCentroid) }
        fail(.endedBeforeBeginning(moved: moved))
      } else if effectiveState.isUnderWay {
        state = .ended
      }
      return
    }
    centroidBefore = windowCentroid
    let after = trackedTouches.excluding(touches).centroid(in: nil)
    if let before = centroidBefore, let start = origin {
      origin = CGPoint(x: start.x + after.x - before.x, y: start.y + after.y - before.y)
    }
    centroidBefore = nil
    if remaining < minimumNumberOfTouches, effectiveState.isUnderWay {
      state = .ended
    }
  }

  /// Fails, or cancels the pan that had begun.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    cancelOrFail()
  }

  /// Forgets the pan.
  open override func reset() {
    origin = nil
    centroidBefore = nil
    // Kept for the next pan: the samples would otherwise be allocated again each sequence.
    samples.empty()
    super.reset()
  }

  /// Whether the movement from `start` to `now` (window coordinates) begins the pan.
  func shouldBegin(from start: CGPoint, to now: CGPoint) -> Bool {
    UITapGestureRecognizer.distance(start, now) >= InteractionConstants.panMinimumMovement
  }

  func failIfPossible() {
    if effectiveState == .possible { state = .failed }
  }

  private var currentCentroid: CGPoint {
    trackedTouches.isEmpty ? (lastLocation ?? origin ?? .zero) : windowCentroid
  }

  /// A finger that joins moves the centroid; the origin moves with it so the translation
  /// does not jump.
  private func keepTranslationContinuous(to now: CGPoint) {
    guard let start = origin, let last = samples.last?.point else { return }
    origin = CGPoint(x: start.x + now.x - last.x, y: start.y + now.y - last.y)
  }

  private func record(_ event: UIEvent, at centroid: CGPoint) {
    samples.append((event.timestamp, centroid))
    let cutoff = event.timestamp - InteractionConstants.velocitySampleWindow
    // Samples come in time order: the old ones are a prefix (a loop, not a closure, on this
    // per-move path).
    var old = 0
    while old < samples.count && samples[old].time < cutoff { old += 1 }
    // Usually one sample ages out per move: `remove(at:)` spares the general range removal.
    if old == 1 { samples.remove(at: 0) } else if old > 1 { samples.removeFirst(old) }
  }

  /// The least-squares slope of x(t) and y(t) over the samples; zero with fewer than two
  /// distinct times.
  static func fittedVelocity(_ samples: [(time: TimeInterval, point: CGPoint)]) -> CGPoint {
    guard samples.count >= 2 else { return .zero }
    let n = Double(samples.count)
    let meanT = samples.reduce(0) { $0 + $1.time } / n
    let meanX = samples.reduce(0) { $0 + Double($1.point.x) } / n
    let meanY = samples.reduce(0) { $0 + Double($1.point.y) } / n
    var stt = 0.0
    var stx = 0.0
    var sty = 0.0
    for sample in samples {
      let dt = sample.time - meanT
      stt += dt * dt
      stx += dt * (Double(sample.point.x) - meanX)
      sty += dt * (Double(sample.point.y) - meanY)
    }
    guard stt > 0 else { return .zero }
    return CGPoint(x: stx / stt, y: sty / stt)
  }

  private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
    guard let view, let window = self.view?.window else { return point }
    return view.convert(point, from: window)
  }

  private func convertToWindow(_ point: CGPoint, from view: UIView?) -> CGPoint {
    guard let view, let window = self.view?.window else { return point }
    return view.convert(point, to: window)
  }
}
