import Foundation

/// One animation added to a layer: the layer's copy, and its start and stop timers on the clock
/// while its delegate waits for them (V5).
@MainActor
final class LayerAnimationEntry {
  let key: String?
  let animation: CAAnimation
  let clock: UIClock
  var startTimer: UITimerToken?
  var stopTimer: UITimerToken?
  /// Whether the delegate heard `animationDidStart(_:)`.
  var started = false
  /// Whether the delegate heard `animationDidStop(_:finished:)`.
  var stopped = false

  init(key: String?, animation: CAAnimation, clock: UIClock) {
    self.key = key
    self.animation = animation
    self.clock = clock
  }

  func cancelTimers() {
    if let startTimer { clock.cancel(startTimer) }
    if let stopTimer { clock.cancel(stopTimer) }
    startTimer = nil
    stopTimer = nil
  }
}

extension CALayer {
  // MARK: Models and animations (V5, V6)

  /// The layer as currently shown (V6): a copy of the model whose animated properties hold the
  /// values of the animations running at the clock's current time, applied in the order they
  /// were added. The model is unchanged; the copy has no sublayers, and its `model()` is this
  /// layer. Evaluated when called: nothing runs between reads.
  func makePresentation() -> Self? {
    if let modelLayer, modelLayer !== self { return self }
    let copy = Self()
    copy.actionsSuppressed = true
    copy.takeModelValues(from: self)
    copy.modelLayer = self
    removeEndedAnimations()
    guard !runningAnimations.isEmpty else { return copy }
    let time = localTime(fromGlobal: mediaClock.now)
    for entry in runningAnimations { apply(entry.animation, parentTime: time, to: copy) }
    return copy
  }

  /// The model layer: the layer itself, or for a presentation copy the layer it was made from.
  func modelOfCopy() -> Self {
    (modelLayer as? Self) ?? self
  }

  /// Adds a copy of `anim` under `key` (a transition under `kCATransition`, whatever `key`),
  /// replacing (and stopping, V5) one with the same key. The copy's `beginTime` of 0 becomes the
  /// layer's current time (V7); its delegate hears `animationDidStart(_:)` when it begins and
  /// `animationDidStop(_:finished:)` when it ends, on the clock, never inside this call (V5).
  func addAnimation(_ anim: CAAnimation, forKey key: String?) {
    guard let copy = anim.copy() as? CAAnimation else { return }
    let key = copy is CATransition ? kCATransition : key
    let clock = mediaClock
    if copy.beginTime == 0 { copy.beginTime = localTime(fromGlobal: clock.now) }
    if let key { removeRunningAnimation(forKey: key) }
    let entry = LayerAnimationEntry(key: key, animation: copy, clock: clock)
    runningAnimations.append(entry)
    scheduleTimers(of: entry)
  }

  /// The animation running under `key` (the layer's copy), or nil (V5).
  func runningAnimation(forKey key: String) -> CAAnimation? {
    removeEndedAnimations()
    return runningAnimations.first { $0.key == key }?.animation
  }

  /// The keys of the running animations, in the order added, or nil for none (V5). An animation
  /// removed on completion is gone from its end time.
  func runningAnimationKeys() -> [String]? {
    removeEndedAnimations()
    let keys = runningAnimations.compactMap(\.key)
    return keys.isEmpty ? nil : keys
  }

  /// Removes the animation under `key`; its delegate hears `animationDidStop(_:finished:)` with
  /// false on the clock, unless it had already stopped (V5).
  func removeRunningAnimation(forKey key: String) {
    removeAnimations { $0.key == key }
  }

  /// Removes every animation, each stopping as `removeAnimation(forKey:)` (V5).
  func removeAllRunningAnimations() {
    removeAnimations { _ in true }
  }

  private func removeAnimations(where matches: (LayerAnimationEntry) -> Bool) {
    guard !runningAnimations.isEmpty else { return }
    var removed: [LayerAnimationEntry] = []
    runningAnimations.removeAll { entry in
      guard matches(entry) else { return false }
      removed.append(entry)
      return true
    }
    for entry in removed {
      entry.cancelTimers()
      guard !entry.stopped, let delegate = entry.animation.delegate else { continue }
      entry.stopped = true
      let animation = entry.animation
      entry.clock.schedule(at: entry.clock.now) { delegate.animationDidStop(animation, finished: false) }
    }
  }

  /// Drops the animations that ended and are removed on completion, at the clock's time (V5):
  /// those with a delegate are dropped by their stop timer, the rest when the layer is next read.
  func removeEndedAnimations() {
    guard !runningAnimations.isEmpty else { return }
    let time = localTime(fromGlobal: mediaClock.now)
    runningAnimations.removeAll { entry in
      let animation = entry.animation
      guard animation.isRemovedOnCompletion, animation.delegate == nil || entry.stopped else { return false }
      return animation.activeTime(atParentTime: time) >= animation.activeDuration
    }
  }

  /// Schedules the delegate's start and stop calls of `entry` at the times its animation begins
  /// and ends on the clock (V5); an animation that never ends (or a layer stopped in time, V7)
  /// gets no stop timer.
  func scheduleTimers(of entry: LayerAnimationEntry) {
    entry.cancelTimers()
    let animation = entry.animation
    guard animation.delegate != nil, !entry.stopped else { return }
    let clock = entry.clock
    let now = clock.now
    if !entry.started, let start = globalTime(fromLocal: animation.beginTime) {
      entry.startTimer = clock.schedule(at: max(start, now)) { [weak self, weak entry] in
        guard let self, let entry else { return }
        self.animationDidBegin(entry)
      }
    }
    if let end = animation.parentEndTime.flatMap({ globalTime(fromLocal: $0) }) {
      entry.stopTimer = clock.schedule(at: max(end, now)) { [weak self, weak entry] in
        guard let self, let entry else { return }
        self.animationDidEnd(entry)
      }
    }
  }

  private func animationDidBegin(_ entry: LayerAnimationEntry) {
    entry.startTimer = nil
    entry.started = true
    entry.animation.delegate?.animationDidStart(entry.animation)
  }

  private func animationDidEnd(_ entry: LayerAnimationEntry) {
    entry.stopTimer = nil
    if !entry.started { animationDidBegin(entry) }
    entry.stopped = true
    if entry.animation.isRemovedOnCompletion { runningAnimations.removeAll { $0 === entry } }
    entry.animation.delegate?.animationDidStop(entry.animation, finished: true)
  }

  /// Applies `animation` at `parentTime` (its parent's time: the layer's, or its group's) to
  /// `copy` (V6).
  private func apply(_ animation: CAAnimation, parentTime: CFTimeInterval, to copy: CALayer) {
    guard let t = animation.passTime(atParentTime: parentTime) else { return }
    if let group = animation as? CAAnimationGroup {
      for child in group.animations ?? [] { apply(child, parentTime: t, to: copy) }
      return
    }
    guard let property = animation as? CAPropertyAnimation, let keyPath = property.keyPath else { return }
    let current = LayerAnimationValue(copy.value(forKeyPath: keyPath))
    guard var value = property.presentedValue(at: t, current: current) else { return }
    if property.isAdditive, let current { value = .add(current, value) }
    copy.setValue(value.boxed, forKeyPath: keyPath)
  }

  // MARK: Time (V7)

  /// The clock the layer's animations run on (A3): the application's of the nearest view whose
  /// layer is this one or an ancestor, as for `UIView.animate` (V2).
  var mediaClock: UIClock {
    var layer: CALayer? = self
    while let current = layer {
      if let view = current.owningView { return animationClock(for: [view]) }
      layer = current.timingParent
    }
    return animationClock(for: [])
  }

  /// The nearest layer above this one in time: the superlayer, or for a view's layer the layer
  /// of the nearest ancestor view that has one (a view without a layer has the default timing).
  var timingParent: CALayer? {
    guard let view = owningView else { return superlayerIfAny }
    var ancestor = view._superview
    while let current = ancestor {
      if let layer = current.rareState?.layer { return layer }
      ancestor = current._superview
    }
    return nil
  }

  /// The layer's local time at `parentTime`: `(parentTime − beginTime) × speed + timeOffset`.
  func localTime(fromParent parentTime: CFTimeInterval) -> CFTimeInterval {
    (parentTime - beginTime) * Double(speed) + timeOffset
  }

  /// The layer's local time at media time `time`.
  func localTime(fromGlobal time: CFTimeInterval) -> CFTimeInterval {
    localTime(fromParent: timingParent?.localTime(fromGlobal: time) ?? time)
  }

  /// The media time at which the layer's local time reads `time`, or nil when it never does (the
  /// layer or an ancestor is stopped: speed 0).
  func globalTime(fromLocal time: CFTimeInterval) -> CFTimeInterval? {
    guard speed != 0 else { return nil }
    let parent = (time - timeOffset) / Double(speed) + beginTime
    guard let timingParent else { return parent }
    return timingParent.globalTime(fromLocal: parent)
  }

  /// Converts `t` from `l`'s time (nil: media time, `CACurrentMediaTime()`) to this layer's
  /// (V7). Through a stopped layer (speed 0), every time maps to its `beginTime`.
  func convertedTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
    let global = l.map { $0.globalTime(fromLocal: t) ?? $0.beginTime } ?? t
    return localTime(fromGlobal: global)
  }

  /// Converts `t` from this layer's time to `l`'s (nil: media time), V7.
  func convertedTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
    let global = globalTime(fromLocal: t) ?? beginTime
    return l?.localTime(fromGlobal: global) ?? global
  }

  /// Reschedules the delegates' timers of this layer's animations and its sublayers', after a
  /// change of `beginTime`, `speed` or `timeOffset` moved their times (V7).
  func timingDidChange() {
    for entry in runningAnimations { scheduleTimers(of: entry) }
    if let view = owningView {
      for subview in view._subviews { subview.rareState?.layer?.timingDidChange() }
    }
    for layer in addedSublayers { layer.timingDidChange() }
  }

  // MARK: Actions (V5)

  /// The action for the change named `event`, searched as Core Animation does: the delegate's
  /// `action(for:forKey:)`, then `actions`, then `defaultAction(forKey:)`; an `NSNull` found on
  /// the way ends the search with none (V5).
  func searchAction(forKey event: String) -> CAAction? {
    if let found = delegate?.action(for: self, forKey: event) { return found is NSNull ? nil : found }
    if let found = actions?[event] { return found is NSNull ? nil : found }
    if let found = Self.defaultAction(forKey: event) { return found is NSNull ? nil : found }
    return nil
  }

  /// Runs the action of a changed property of a free-standing layer (V5): a basic animation
  /// without values animates from `old` to the new value; a view's layer takes no action (its
  /// view animates with `UIView.animate`), nor does one inside `CATransaction.setDisableActions(true)`.
  func propertyDidChange(_ key: String, from old: Any?) {
    guard !actionsSuppressed, owningView == nil, !CATransaction.disableActions() else { return }
    guard let action = action(forKey: key) else { return }
    if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
      let copy = basic.copy() as? CABasicAnimation
    {
      if copy.keyPath == nil { copy.keyPath = key }
      copy.fromValue = old
      add(copy, forKey: key)
      return
    }
    if let property = action as? CAPropertyAnimation, property.keyPath == nil,
      let copy = property.copy() as? CAPropertyAnimation
    {
      copy.keyPath = key
      add(copy, forKey: key)
      return
    }
    action.run(forKey: key, object: self, arguments: nil)
  }
}

/// A layer's timing is Core Animation's media timing (V7).
extension CALayer: CAMediaTiming {}
