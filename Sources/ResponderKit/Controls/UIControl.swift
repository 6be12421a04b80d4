import Foundation

/// A view that turns touches into control events and sends actions for them: the base of
/// buttons, switches, sliders and the other controls.
///
/// UIKit rules C1–C4. A control tracks one touch at a time: `touchesBegan` asks
/// `beginTracking` (false: no tracking and no events), moves ask `continueTracking` (false:
/// tracking stops), the end calls `endTracking`, a cancel `cancelTracking`. "Inside" while
/// tracking is the bounds grown by ``InteractionConstants/controlTouchSlop``. As the seed's logs
/// show, a control's touch methods do not forward to `next`. The order of events follows UIKit (as
/// Chameleon reconstructs it): `touchDown` (and `touchDownRepeat`) once tracking began;
/// `touchDragInside` or `touchDragOutside` on every move, the move that crosses the boundary
/// sending `touchDragExit` or `touchDragEnter` just before it (C2); `touchUpInside` or
/// `touchUpOutside` after `endTracking`; `touchCancel` after `cancelTracking`.
@preconcurrency @MainActor
open class UIControl: UIView, UIContextMenuInteractionDelegate {
  /// It overrides touch methods: the chain walker calls them.
  override class var overridesTouchMethods: Bool { true }

  /// Control events, with UIKit's raw values.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The mask.
    public let rawValue: UInt

    /// Creates an event set from its mask.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// A touch went down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch went down (tap count above 1).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A tracked touch moved within the control's extended bounds.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A tracked touch moved outside the extended bounds.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A tracked touch came back into the extended bounds.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A tracked touch left the extended bounds.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A tracked touch lifted inside the extended bounds.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A tracked touch lifted outside the extended bounds.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The tracked touch was cancelled.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action (a button's tap).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// The control's menu is about to present as its primary action (M7).
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// A text field began editing.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// A text field's text changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// A text field ended editing.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// A text field ended editing with the return key.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// The state of a control, as a bit mask with UIKit's raw values.
  public struct State: OptionSet, Hashable, Sendable {
    /// The mask.
    public let rawValue: UInt

    /// Creates a state from its mask.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// No flag set.
    public static let normal = State([])
    /// Highlighted.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
  }

  var _isEnabled = true
  var _isSelected = false
  var _isHighlighted = false
  var _isTracking = false
  var _isTouchInside = false
  /// The touch being tracked: a control follows one touch at a time (C1). Strong, and let go
  /// when the touch ends or is cancelled (a weak reference would slow every touch down).
  var trackedTouch: UITouch?
  @exclusivity(unchecked) var actionEntries: [ControlActionEntry] = []
  /// Set by UIControl's own touch methods, so that conformance checking can tell an override
  /// that skipped `super`.
  var reachedBaseTouchMethod = false

  /// Creates a control whose primary action is `primaryAction`.
  ///
  /// UIKit rule C5: the action runs for `primaryActionTriggered`, which follows a button's
  /// `touchUpInside` and a value control's `valueChanged`. A convenience initializer declared in
  /// the class, as in UIKit: subclasses inherit it when they override `init(frame:)`, and one
  /// that declares its own `init(frame:primaryAction:)` needs no `override` (a member of an
  /// extension could not be redeclared at all).
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Whether the control responds to touches (C3): a disabled control is not hit (see
  /// `hitTest(_:with:)`), so a touch on it goes to the view behind it. Disabling a control while
  /// it tracks a touch changes the flag only: the touch's later phases still reach
  /// `continueTracking`/`endTracking` and send their events, as in UIKit (the "disable on
  /// touch-down to prevent a double submit" pattern relies on it).
  open var isEnabled: Bool {
    get { _isEnabled }
    set {
      _isEnabled = newValue
      updateHittable()
    }
  }

  /// Returns nil while the control is disabled, else what `UIView` returns.
  ///
  /// UIKit rule C3: `UIControl` overrides hit testing so that a disabled control, and
  /// everything in it, is passed over; the touch lands on the view behind it.
  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard _isEnabled else {
      reportHitTestStep(.excluded(.disabledControl))
      return nil
    }
    return super.hitTest(point, with: event)
  }

  /// The hit-testing cache also folds in `isEnabled` (C3), so the engine's own test passes over a
  /// disabled control as `hitTest(_:with:)` does.
  override func updateHittable() {
    super.updateHittable()
    if !_isEnabled { hittable = false }
  }

  /// Why hit testing skips the control: first because it is disabled (C3), then as any view
  /// (H2).
  open override var hitTestExclusion: HitTestExclusion? {
    isEnabled ? super.hitTestExclusion : .disabledControl
  }

  /// Whether the control is selected (C3).
  open var isSelected: Bool {
    get { _isSelected }
    set { _isSelected = newValue }
  }

  /// Whether the control is highlighted: true while a touch is tracked inside it (C3).
  ///
  /// As in UIKit, tracking sets it through this property (at touch-down, at every move and at
  /// the end), so a subclass's override (`didSet` to redraw) runs each time, changed or not.
  open var isHighlighted: Bool {
    get { _isHighlighted }
    set { _isHighlighted = newValue }
  }

  /// The control's state flags.
  open var state: State {
    var result = State.normal
    if _isHighlighted { result.insert(.highlighted) }
    if !_isEnabled { result.insert(.disabled) }
    if _isSelected { result.insert(.selected) }
    return result
  }

  /// How a control places its content across its width, with UIKit's raw values.
  public enum ContentHorizontalAlignment: Int, Sendable {
    /// Centred.
    case center = 0
    /// Against the left edge.
    case left = 1
    /// Against the right edge.
    case right = 2
    /// Stretched across the width.
    case fill = 3
    /// Against the leading edge (the left in a left-to-right layout).
    case leading = 4
    /// Against the trailing edge.
    case trailing = 5
  }

  /// How a control places its content across its height, with UIKit's raw values.
  public enum ContentVerticalAlignment: Int, Sendable {
    /// Centred.
    case center = 0
    /// Against the top edge.
    case top = 1
    /// Against the bottom edge.
    case bottom = 2
    /// Stretched across the height.
    case fill = 3
  }

  /// How the content is placed across the control's width (default `.center`). Stored: it
  /// moves what a control draws, never where it takes touches.
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center

  /// How the content is placed across the control's height (default `.center`). Stored, as
  /// `contentHorizontalAlignment`.
  open var contentVerticalAlignment: ContentVerticalAlignment = .center

  /// Whether a touch is being tracked (C1).
  open var isTracking: Bool { _isTracking }

  /// Whether the tracked touch is inside the bounds grown by ``InteractionConstants/controlTouchSlop``
  /// (C1, C2).
  open var isTouchInside: Bool { _isTouchInside }

  /// Sends one action: through `UIApplication.sendAction(_:to:from:for:)` (C4, F6).
  /// Overridable, as in UIKit, to see or redirect every action.
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    application?.sendAction(action, to: target, from: self, for: event)
  }

  /// Runs a closure action with the control as its sender.
  open func sendAction(_ action: UIAction) {
    action.sender = self
    action.handler(action)
    action.sender = nil
  }

  // MARK: Tracking (C1)

  /// Called when a touch goes down in the control; false means no tracking.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// Called when the tracked touch moves; false stops tracking.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// Called when the tracked touch lifts.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

  /// Called when the tracked touch is cancelled.
  open func cancelTracking(with event: UIEvent?) {}

  /// Starts tracking one touch. Does not forward to `next` (see the class comment).
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    reachedBaseTouchMethod = true
    guard _isEnabled else {
      decide(.controlDisabled)
      return
    }
    // A subclass that skipped `super` for the end of an earlier touch must not block this one.
    if let old = trackedTouch, application?.dispatcher.views.viewIsDone(with: old) ?? true { stopTracking() }
    guard trackedTouch == nil, let touch = Self.first(of: touches) else { return }
    trackedTouch = touch
    _isTouchInside = true
    isHighlighted = true
    _isTracking = beginTracking(touch, with: event)
    if !_isTracking { decide(.notTracked) }
    if _isTracking {
      sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, event: event)
      trackingDidBegin(touch, with: event)
      if showsMenuAsPrimaryAction, let interaction = _contextMenuInteraction {
        sendActions(for: .menuActionTriggered, event: event)
        interaction.presentAsPrimaryAction(at: touch.location(in: self))
      }
    }
  }

  /// Follows the tracked touch, sending its drag events (C2).
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    reachedBaseTouchMethod = true
    guard let touch = trackedTouch, touches.holds(touch) else { return }
    let wasInside = _isTouchInside
    _isTouchInside = isInsideForTracking(touch.location(in: self))
    isHighlighted = _isTouchInside
    guard _isTracking else { return }
    _isTracking = continueTracking(touch, with: event)
    guard _isTracking else { return }
    // C2: the move that crosses the boundary sends the crossing event first, then the event
    // every later move on that side sends.
    if wasInside != _isTouchInside {
      sendActions(for: _isTouchInside ? .touchDragEnter : .touchDragExit, event: event)
      guard trackedTouch === touch else { return }
    }
    sendActions(for: _isTouchInside ? .touchDragInside : .touchDragOutside, event: event)
  }

  /// Ends tracking: `endTracking`, then `touchUpInside` or `touchUpOutside`.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    reachedBaseTouchMethod = true
    guard let touch = trackedTouch, touches.holds(touch) else { return }
    _isTouchInside = isInsideForTracking(touch.location(in: self))
    isHighlighted = false
    if _isTracking {
      endTracking(touch, with: event)
      if application?.engineObserver != nil {
        let point = touch.location(in: self)
        let dx = max(bounds.minX - point.x, point.x - bounds.maxX, 0)
        let dy = max(bounds.minY - point.y, point.y - bounds.maxY, 0)
        let outside = max(dx, dy)
        let slop = InteractionConstants.controlTouchSlop
        decide(
          _isTouchInside ? .liftedInside(distance: outside, slop: slop) : .liftedOutside(distance: outside, slop: slop))
      }
      sendActions(for: _isTouchInside ? .touchUpInside : .touchUpOutside, event: event)
    }
    stopTracking()
  }

  /// Cancels tracking: `cancelTracking`, then `touchCancel`.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    reachedBaseTouchMethod = true
    guard let touch = trackedTouch, touches.holds(touch) else { return }
    isHighlighted = false
    if _isTracking {
      cancelTracking(with: event)
      decide(.touchCancelled(by: application?.dispatcher.views.cancellingRecognizer))
      sendActions(for: .touchCancel, event: event)
    }
    stopTracking()
  }

  /// Tells the application's observer why the control does what it does next (`responder why`).
  func decide(_ decision: Decision) {
    application?.notes.decide(self, decision)
  }

  /// Called after `touchDown` was sent, for controls that act on touch-down (UIStepper).
  func trackingDidBegin(_ touch: UITouch, with event: UIEvent?) {}

  /// The event after which the control sends `primaryActionTriggered` (C5): none for a plain
  /// control, `touchUpInside` for a button, `valueChanged` for the value controls.
  var primaryActionTrigger: Event { [] }

  func stopTracking() {
    _isTracking = false
    _isTouchInside = false
    trackedTouch = nil
  }

  /// Rule C2: inside while tracking means within the bounds grown by
  /// `InteractionConstants.controlTouchSlop`.
  func isInsideForTracking(_ point: CGPoint) -> Bool {
    // `bounds.insetBy(dx: -slop, dy: -slop).contains(point)`, written out: the two calls cost
    // more than the comparisons, on every move of a tracked touch.
    // The stored bounds, as before `bounds` became overridable: a call through the vtable on
    // every move costs the dispatch figure.
    let slop = InteractionConstants.controlTouchSlop
    let area = _bounds
    return point.x >= area.minX - slop && point.x < area.maxX + slop && point.y >= area.minY - slop
      && point.y < area.maxY + slop
  }

  /// The touch with the lowest finger number, so the choice is deterministic.
  static func first(of touches: Set<UITouch>) -> UITouch? {
    touches.min { $0.fingerID < $1.fingerID }
  }

  /// Rule G11, the one home of it: whether this built-in control refuses `recognizer` so that
  /// its own action wins. None by default; each built-in control that has an action of its own
  /// overrides it, `gestureRecognizerShouldBegin(_:)` says no when it does, and the tools ask
  /// through `ownActionWins(over:)`.
  func builtInActionWins(over recognizer: UIGestureRecognizer) -> Bool { false }

  /// Whether a recognizer that would begin with touches on this control may.
  ///
  /// Rules G10 and G11: an enabled built-in control says no to a recognizer that would take
  /// its own action (an ancestor's single tap for a button, a stepper, a segmented or page
  /// control, and a switch, which also refuses a horizontal pan from its knob; a horizontal
  /// swipe from a slider's thumb); otherwise it answers as any view does.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    if isEnabled && builtInActionWins(over: gestureRecognizer) { return false }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  /// Rule G11's common case: a single-finger single tap recognizer attached to an ancestor,
  /// which built-in controls refuse so that their own action wins.
  func isAncestorSingleTap(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let tap = gestureRecognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1,
      tap.numberOfTouchesRequired == 1, let view = tap.view, view !== self
    else { return false }
    return isDescendant(of: view)
  }

  /// Sends `action` to `target` for `controlEvents`; a nil target sends it along the
  /// responder chain from the first responder (F6). The target is held weakly (C4).
  ///
  /// UIKit's signature. The selector is performed through `UIResponder.method(for:)`, so a
  /// target acts only if it is a responder that implements it; for other objects use a method
  /// reference.
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    actionEntries.append(
      ControlActionEntry(
        kind: .selector(action, target: target.map { WeakObject(value: $0 as AnyObject) }), events: controlEvents))
  }

  /// Stops sending actions to `target` for `controlEvents` (nil `action`: all its actions;
  /// nil `target`: every target).
  ///
  /// UIKit's signature. A target added with a method reference has no selector: only a nil
  /// `action` removes it.
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let target = target.map { $0 as AnyObject }
    for index in actionEntries.indices.reversed() {
      let entry = actionEntries[index]
      let matches: Bool
      switch entry.kind {
      case .selector(let selector, let weakTarget):
        matches =
          (target == nil || weakTarget?.value === target) && (action == nil || action == selector)
      case .bound(_, let key):
        matches = action == nil && (target == nil || target.map(ObjectIdentifier.init) == key)
      case .action:
        matches = false
      }
      guard matches else { continue }
      actionEntries[index].events.subtract(controlEvents)
      if actionEntries[index].events.isEmpty { actionEntries.remove(at: index) }
    }
  }

  /// Performs the control's primary action, as UIKit's `performPrimaryAction()` (iOS 17.4): sends
  /// `primaryActionTriggered` to its targets and actions, which runs the primary action given at
  /// creation (C5). No other event is sent: a button's `touchUpInside` targets do not run.
  open func performPrimaryAction() {
    send(.primaryActionTriggered, event: nil)
  }

  // MARK: The control's menu (M7)

  /// The interaction behind ``contextMenuInteraction``, while it is enabled.
  private var _contextMenuInteraction: UIContextMenuInteraction?

  /// Whether the control has a context-menu interaction of its own, with itself as delegate
  /// (false by default).
  ///
  /// UIKit rule M7: enabling it adds the interaction to the control, disabling removes it. A
  /// held touch then presents the control's menu as any context menu presents (M1–M5); with
  /// ``showsMenuAsPrimaryAction`` it presents at touch-down.
  open var isContextMenuInteractionEnabled: Bool {
    get { _contextMenuInteraction != nil }
    set {
      guard newValue != (_contextMenuInteraction != nil) else { return }
      if newValue {
        let interaction = UIContextMenuInteraction(delegate: self)
        _contextMenuInteraction = interaction
        addInteraction(interaction)
      } else if let interaction = _contextMenuInteraction {
        removeInteraction(interaction)
        _contextMenuInteraction = nil
      }
    }
  }

  /// The control's context-menu interaction, whose delegate is the control; nil while
  /// ``isContextMenuInteractionEnabled`` is false (M7).
  open var contextMenuInteraction: UIContextMenuInteraction? { _contextMenuInteraction }

  /// Whether the control's menu is its primary action: it presents at touch-down instead of
  /// after a held touch (false by default).
  ///
  /// UIKit rule M7: at touch-down the control sends `touchDown`, then `menuActionTriggered`,
  /// then presents its menu at once as a compact menu (no preview); the menu then takes the
  /// touch, so the control's tracking is cancelled (`touchCancel`) and neither `touchUpInside`
  /// nor `primaryActionTriggered` is sent. The cancellation is our reading of "the menu shows in
  /// response to the touchDown event": UIKit's menu takes the touch as M3's does.
  open var showsMenuAsPrimaryAction = false

  /// The configuration of the control's menu at `location`; a plain control has none (nil), a
  /// button makes one of its `menu` (M7).
  open func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? { nil }

  /// The preview while a touch is held on the control (M2, M7): nil, a preview of the control.
  open func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }

  /// The preview the control's menu goes back to when dismissed (M4, M7): nil, the control.
  open func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }

  /// The control's menu is about to present (M3, M7); nothing by default.
  open func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}

  /// The control's menu is about to end (M4, M5, M7); nothing by default.
  open func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}

  /// Adds a closure action for `controlEvents`.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actionEntries.append(ControlActionEntry(kind: .action(action), events: controlEvents))
  }

  /// Removes a closure action.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    for index in actionEntries.indices.reversed() {
      guard case .action(let existing) = actionEntries[index].kind, existing === action else { continue }
      actionEntries[index].events.subtract(controlEvents)
      if actionEntries[index].events.isEmpty { actionEntries.remove(at: index) }
    }
  }

  /// Every target with an action (UIKit puts `NSNull` for a nil target; here it is left out).
  open var allTargets: [AnyObject] {
    var result: [AnyObject] = []
    for entry in actionEntries {
      let target: AnyObject?
      switch entry.kind {
      case .selector(_, let weak): target = weak?.value
      case .bound(let bound, _): target = bound.target
      case .action: target = nil
      }
      if let target, !result.contains(where: { $0 === target }) { result.append(target) }
    }
    return result
  }

  /// Whether at least one action (of a target or a closure) is registered for one of `events`
  /// (X10 asks it of `editingDidEndOnExit`).
  func hasActions(for events: Event) -> Bool {
    actionEntries.contains { !$0.events.isDisjoint(with: events) }
  }

  /// The events that have at least one action.
  open var allControlEvents: Event {
    actionEntries.reduce(Event()) { $0.union($1.events) }
  }

  /// The selector names `target` (nil: the chain) has for `controlEvent`, or nil for none.
  open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let target = target.map { $0 as AnyObject }
    let names = actionEntries.compactMap { entry -> String? in
      guard case .selector(let selector, let weak) = entry.kind, !entry.events.isDisjoint(with: controlEvent)
      else { return nil }
      return weak?.value === target ? selector.name : nil
    }
    return names.isEmpty ? nil : names
  }

  /// Sends the actions of `controlEvents` (C4), as if the control fired them.
  ///
  /// Exactly the events named are sent: `primaryActionTriggered` follows only the events the
  /// control fires itself (C5), so code that reports a programmatic change with
  /// `sendActions(for: .valueChanged)` does not also run the primary action. (UIKit does not
  /// document which it does; this is our choice.)
  open func sendActions(for controlEvents: Event) {
    send(controlEvents, event: nil)
  }
}
