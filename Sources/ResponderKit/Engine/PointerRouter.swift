import Foundation

/// Bumped by every change that can change the hover targets of a hit view (P3): a view
/// inserted into or detached from a superview, a recognizer or an interaction added or removed,
/// a recognizer or a pointer interaction turned on or off.
@MainActor var hoverPathGeneration = 0

/// The pointer's owner in an application's `EventDispatcher`: where the pointer is, which
/// buttons and modifier keys it holds, which hover recognizers and pointer interactions it is
/// over, and how its clicks and scrolls become events (rules P1–P8).
///
/// One pointer per application, as on iPadOS. Its input comes through the queue (T6) as
/// `QueuedEvent.pointer` and is dispatched here:
///
/// | raw phase | what happens |
/// |---|---|
/// | hover | hit test at the pointer (H1–H6, with an event of type `.hover`); the hover targets left behind end (oldest first), then each view of the hit path, from the hit view outward, has its hover recognizers begin or change and its pointer interactions asked for their region (P3, P4, P6) |
/// | down | the hover moves to the press first if it was elsewhere; then one touch of finger `UIRawPointer.touchFinger` begins through the touch path, of type `.indirectPointer` (`.direct` without indirect input), the event's `buttonMask` the buttons (P1, P2, P8); hover pauses |
/// | drag | the touch moves; hover stays paused (P4) |
/// | up | with no button left, the touch ends; hover resumes at the next move (P8) |
/// | exited, cancelled | the hover targets end (`.ended`) or are cancelled (P4); a cancel also cancels a click under way |
/// | scroll | the innermost enabled pan on the hit path whose `allowedScrollTypesMask` has the kind, and which no touch drives, runs one short gesture: began, changed by the translation, ended (P5) |
///
/// On the phone idiom hover reaches nobody (P4; pointer interactions likewise, our choice).
///
/// A hover move over the same hit view reuses the targets of the move before (they depend only
/// on the hit view's superview chain and on the recognizers and interactions along it), so
/// that a hover move costs no more than a touch move: the hit test, then one `.changed` or
/// region request per target. Every change that can alter a path bumps `hoverPathGeneration`.
@MainActor
final class PointerRouter {
  /// What the pointer hovers over: a recognizer that began, or an interaction it entered.
  private enum HoverTarget {
    case recognizer(UIHoverGestureRecognizer)
    case interaction(UIPointerInteraction)

    var object: AnyObject {
      switch self {
      case .recognizer(let recognizer): return recognizer
      case .interaction(let interaction): return interaction
      }
    }
  }

  /// Set once, by the dispatcher's `attach(to:)`: an ``UnsafeLink``, the dispatcher owns the
  /// router for its whole life.
  @UnsafeLink var dispatcher: EventDispatcher!
  /// `UIApplication.supportsIndirectInputEvents` (P1).
  var supportsIndirectInputEvents = true
  /// `UIApplication.userInterfaceIdiom` when set.
  var idiom: UIUserInterfaceIdiom?
  /// Where the pointer is, in screen coordinates; nil while it is outside the windows.
  private(set) var location: CGPoint?
  /// Where hover last reached the targets (the press's place while a button is held).
  private var hoverLocation: CGPoint?
  /// The buttons down.
  private(set) var buttons: UIEvent.ButtonMask = []
  /// The modifier keys of the latest pointer input (P7).
  private(set) var modifierFlags: UIKeyModifierFlags = []
  /// A click is under way: its touch was begun and hover is paused (P4, P8).
  private var pressing = false
  /// The pointer left the windows during the click: hover ends at the release.
  private var leftDuringPress = false
  /// The hover targets under the pointer, in the order they were entered.
  private var hovered: [HoverTarget] = []
  /// The hit view `hovered` was found from, compared by identity only: a view that took its
  /// place at the same address was inserted since, which bumps `hoverPathGeneration`.
  private var hoveredHitView: ObjectIdentifier?
  /// `hoverPathGeneration` when `hovered` was found; −1 when it must be found again.
  private var hoveredGeneration = -1
  /// The event that hit testing of hover is given, one object reused (as the touch event is).
  private lazy var hoverEvent = madeEvent(.hover)
  /// The event that hit testing of a scroll is given.
  private lazy var scrollEvent = madeEvent(.scroll)

  /// An event of this application, made once per kind.
  private func madeEvent(_ type: UIEvent.EventType) -> UIEvent {
    let event = UIEvent(type: type, timestamp: 0)
    event._application = application
    return event
  }

  private var application: UIApplication { dispatcher.application }

  /// Whether hover reaches anybody: not on the phone idiom (P4).
  private var hoverRecognizes: Bool { (idiom ?? UIDevice.current.userInterfaceIdiom) != .phone }

  // MARK: Dispatch

  /// Dispatches one pointer change to completion (T6).
  func dispatch(_ raw: UIRawPointer, timestamp: TimeInterval) {
    modifierFlags = raw.modifierFlags
    switch raw.phase {
    case .hover, .drag:
      location = raw.location
      if pressing {
        drag(to: raw.location, timestamp: timestamp)
      } else {
        hover(at: raw.location, timestamp: timestamp)
      }
    case .down:
      press(raw, timestamp: timestamp)
    case .up:
      release(raw, timestamp: timestamp)
    case .exited:
      location = nil
      if pressing {
        leftDuringPress = true
      } else {
        endHover(.ended, timestamp: timestamp)
      }
    case .cancelled:
      location = nil
      if pressing {
        pressing = false
        leftDuringPress = false
        buttons = []
        sendTouch(.cancelled, at: raw.location, timestamp: timestamp)
      }
      endHover(.cancelled, timestamp: timestamp)
    case .scroll:
      scroll(raw, timestamp: timestamp)
    }
  }

  // MARK: Clicks (P1, P2, P8)

  private func press(_ raw: UIRawPointer, timestamp: TimeInterval) {
    let held = raw.buttons.isEmpty ? UIEvent.ButtonMask.primary : raw.buttons
    guard !pressing else {
      // Another button joins the click: the event says so from the next change on.
      buttons = held
      dispatcher.table.touchesEvent._buttonMask = held
      return
    }
    if hoverLocation != raw.location || location == nil {
      location = raw.location
      hover(at: raw.location, timestamp: timestamp)
    }
    location = raw.location
    pressing = true
    leftDuringPress = false
    buttons = held
    sendTouch(.began, at: raw.location, timestamp: timestamp)
    if held.contains(.secondary) { openContextMenu(at: raw.location) }
  }

  /// Rules P8, M6: a secondary press opens, at once, the compact menu of the innermost view of
  /// the click's hit path with a context-menu interaction (its touch goes on as P8 says).
  private func openContextMenu(at point: CGPoint) {
    var view = dispatcher.table.liveTouch(of: UIRawPointer.touchFinger)?._view
    while let here = view {
      for interaction in here._interactions {
        guard let menu = interaction as? UIContextMenuInteraction else { continue }
        menu.presentCompact(at: here.convertFromScreen(point))
        return
      }
      view = here._superview
    }
  }

  private func drag(to point: CGPoint, timestamp: TimeInterval) {
    sendTouch(.moved, at: point, timestamp: timestamp)
  }

  private func release(_ raw: UIRawPointer, timestamp: TimeInterval) {
    guard pressing else { return application.note(.inputError(.pointerNotDown)) }
    guard raw.buttons.isEmpty else {
      buttons = raw.buttons
      return
    }
    pressing = false
    sendTouch(.ended, at: raw.location, timestamp: timestamp)
    buttons = []
    if leftDuringPress {
      leftDuringPress = false
      location = nil
      endHover(.ended, timestamp: timestamp)
    } else {
      location = raw.location
    }
  }

  /// Sends the click's touch through the touch path, with the buttons and modifier keys on the
  /// event (P2, P7). A touch the engine cancelled meanwhile (`cancelAllTouches`) gets nothing
  /// more.
  private func sendTouch(_ phase: UITouch.Phase, at point: CGPoint, timestamp: TimeInterval) {
    if phase != .began {
      guard dispatcher.table.liveFingers.contains(where: { $0.finger == UIRawPointer.touchFinger }) else { return }
    }
    let event = dispatcher.table.touchesEvent
    event._buttonMask = buttons
    event._modifierFlags = modifierFlags
    dispatcher.dispatchTouches(
      [UIRawTouch(finger: UIRawPointer.touchFinger, phase: phase, location: point)], timestamp: timestamp,
      type: supportsIndirectInputEvents ? .indirectPointer : .direct)
    if phase == .ended || phase == .cancelled {
      event._buttonMask = []
      event._modifierFlags = []
    }
  }

  // MARK: Hover (P3, P4, P6)

  /// The event hit testing of hover is given, at `timestamp`.
  private func preparedHoverEvent(at timestamp: TimeInterval) -> UIEvent {
    let event = hoverEvent
    event._timestamp = timestamp
    event._modifierFlags = modifierFlags
    return event
  }

  /// Rule P3: the hover targets on the hit path from `hit` outward, each view's hover
  /// recognizers (in the order added) before its pointer interactions.
  private func targets(from hit: UIView?) -> [HoverTarget] {
    var found: [HoverTarget] = []
    var view = hit
    while let here = view {
      for recognizer in here._gestureRecognizers {
        if let hover = recognizer as? UIHoverGestureRecognizer, hover._isEnabled { found.append(.recognizer(hover)) }
      }
      for interaction in here._interactions {
        if let pointer = interaction as? UIPointerInteraction, pointer.isEnabled { found.append(.interaction(pointer)) }
      }
      view = here._superview
    }
    return found
  }

  /// Rules P4, P6: the pointer hovers at `point`: targets it left end, the others begin or go
  /// on. Views marked for layout are laid out first, as before a touch (Y2).
  private func hover(at point: CGPoint, timestamp: TimeInterval) {
    hoverLocation = point
    guard hoverRecognizes else { return }
    // Lent, not retained: the application's own event loop called the router.
    $dispatcher.withTarget { dispatcher in
      dispatcher.$application.withTarget { hover(at: point, timestamp: timestamp, in: $0) }
    }
  }

  /// `hover(at:timestamp:)` with the application read once.
  private func hover(at point: CGPoint, timestamp: TimeInterval, in application: UIApplication) {
    if application.layoutIsStale { application.layOutBeforeEvent() }
    let hit = application.hitTest(point, with: preparedHoverEvent(at: timestamp))
    let key = hit.map(ObjectIdentifier.init)
    if key == hoveredHitView && hoveredGeneration == hoverPathGeneration {
      // The same path as the move before: every target goes on. By index, each target lent
      // to its call (`targets` holds it): an iterator would retain each.
      let targets = hovered
      var position = 0
      while position < targets.count {
        proceed(targets[position], entered: false, at: point, in: application)
        position += 1
      }
      return
    }
    let now = targets(from: hit)
    let before = hovered
    hovered = now
    hoveredHitView = key
    hoveredGeneration = hoverPathGeneration
    for target in before where !now.contains(where: { $0.object === target.object }) {
      end(target, .ended, timestamp: timestamp)
    }
    for target in now {
      proceed(target, entered: !before.contains(where: { $0.object === target.object }), at: point, in: application)
    }
  }

  /// Rules P4, P6: one target under the pointer begins (`entered`) or changes.
  private func proceed(_ target: HoverTarget, entered: Bool, at point: CGPoint, in application: UIApplication) {
    let modifierFlags = modifierFlags
    switch target {
    case .recognizer(let recognizer):
      Unmanaged.passUnretained(recognizer).withGuaranteed {
        $0.hover(entered ? .began : .changed, at: point, modifierFlags: modifierFlags, in: application)
      }
    case .interaction(let interaction):
      Unmanaged.passUnretained(interaction).withGuaranteed { $0.hover(at: point, modifierFlags: modifierFlags) }
    }
  }

  /// Rule P4: every hover target ends (the pointer left) or is cancelled (it is gone).
  private func endHover(_ state: UIGestureRecognizer.State, timestamp: TimeInterval) {
    hoverLocation = nil
    let before = hovered
    hovered = []
    hoveredHitView = nil
    hoveredGeneration = -1
    for target in before { end(target, state, timestamp: timestamp) }
  }

  private func end(_ target: HoverTarget, _ state: UIGestureRecognizer.State, timestamp: TimeInterval) {
    switch target {
    case .recognizer(let recognizer):
      recognizer.hover(state, at: nil, modifierFlags: modifierFlags, in: recognizer.application)
    case .interaction(let interaction): interaction.exit()
    }
  }

  // MARK: Scrolling (P5)

  /// Rule P5: the innermost pan under the pointer that takes this kind of scroll runs one
  /// short gesture; no touch is involved.
  private func scroll(_ raw: UIRawPointer, timestamp: TimeInterval) {
    if application.layoutIsStale { application.layOutBeforeEvent() }
    let event = scrollEvent
    event._timestamp = timestamp
    event._modifierFlags = modifierFlags
    let kind = UIScrollTypeMask(raw.scrollType)
    var view = application.hitTest(raw.location, with: event)
    while let here = view {
      for recognizer in here._gestureRecognizers {
        guard let pan = recognizer as? UIPanGestureRecognizer, pan._isEnabled, pan._state == .possible,
          pan.sessionArena == nil, pan.allowedScrollTypesMask.contains(kind)
        else { continue }
        guard pan.delegate?.gestureRecognizerShouldBegin(pan) ?? true else { continue }
        pan.scroll(by: raw.scrollTranslation, at: raw.location)
        return
      }
      view = here._superview
    }
  }
}

extension UIGestureRecognizer {
  /// A state change that no touch makes (hover, scroll events): the recognizer reaches the
  /// state at once, the tools hear of it, and its targets get their action. The arena is not
  /// involved: no touch is shared with another recognizer. The tools hear of it through
  /// `application`, the recognizer's.
  func driveWithoutTouches(to newState: State, in application: UIApplication?) {
    _state = newState
    if !isEngineInternal, let application {
      application.note(
        .gestureState(self, newState, recognized: false, decision: application.notes.takeDecision(of: self)))
    }
    sendActions()
  }

  /// The modifier keys of the pointer input the recognizer last saw (P7): the pointer's
  /// latest, as every pointer event carries the keys held.
  ///
  /// UIKit's property (iOS 13.4); empty when no pointer input came.
  public var modifierFlags: UIKeyModifierFlags { application?.dispatcher.pointer.modifierFlags ?? [] }

  /// The pointer buttons held during the recognizer's touches (P2, iOS 13.4): the buttons of
  /// the click under way, empty for fingers.
  public var buttonMask: UIEvent.ButtonMask {
    guard let touch = trackedTouches.first, touch._type != .direct || touch.fingerID == UIRawPointer.touchFinger
    else { return [] }
    return application?.dispatcher.table.touchesEvent._buttonMask ?? []
  }
}

extension UIGestureRecognizer {
  /// Whether the pointer's click under way holds every button of `required` (P2).
  func pointerHolds(_ required: UIEvent.ButtonMask) -> Bool {
    guard let buttons = _view?._window?._application?.dispatcher.pointer.buttons else { return false }
    return buttons.isSuperset(of: required)
  }
}

extension UIPanGestureRecognizer {
  /// Rule P5: one scroll event as a short gesture without touches: began where the pointer is,
  /// changed by `translation`, ended; then the reset. The velocity is zero (no touch samples),
  /// so a scroll view does not decelerate after it.
  func scroll(by translation: CGPoint, at screenPoint: CGPoint) {
    let start = _view?._window?.convertFromScreen(screenPoint) ?? screenPoint
    origin = start
    lastLocation = start
    samples.empty()
    let application = self.application
    driveWithoutTouches(to: .began, in: application)
    lastLocation = CGPoint(x: start.x + translation.x, y: start.y + translation.y)
    driveWithoutTouches(to: .changed, in: application)
    driveWithoutTouches(to: .ended, in: application)
    resetForNextSequence()
  }
}
