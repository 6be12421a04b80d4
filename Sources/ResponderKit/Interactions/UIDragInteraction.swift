import Foundation

/// A drag source: a touch held on the view lifts items that follow the finger to a drop
/// target of the same application.
///
/// UIKit rules D1–D6. Adding it to a view installs two recognizers in the view's gesture
/// arena: a press of ``InteractionConstants/dragLiftDelay`` that lifts the items and follows
/// the touch, and a partner that at the lift makes every other recognizer of the touch fail and
/// cancels the view's touches (D3). A view without the interaction pays nothing.
@preconcurrency @MainActor
open class UIDragInteraction: UIInteraction, ViewLinkedInteraction {
  /// The object that makes the items; held weakly, as in UIKit.
  public private(set) weak var delegate: (any UIDragInteractionDelegate)?
  /// The view the interaction was added to; nil once that view is freed, as with UIKit's weak
  /// reference (kept as a `ViewLinkedInteraction`).
  public var view: UIView? { viewLink.wrappedValue }
  /// The storage of `view`, which the view clears when it is freed.
  var viewLink = UnsafeLink<UIView>(wrappedValue: nil)
  /// Whether the touch's other recognizers and the view keep the touch through the lift (D3;
  /// default false): then they lose it when the session begins (D4).
  open var allowsSimultaneousRecognitionDuringLift = false

  /// Whether drag interactions are enabled unless set: true on the pad idiom, false on the
  /// phone idiom (D1; iOS ≤ 14's values, kept though later phones drag lists by default).
  open class var isEnabledByDefault: Bool { UIDevice.current.userInterfaceIdiom == .pad }

  private var enabledSetting: Bool?
  /// Whether the interaction takes touches until set: `isEnabledByDefault`, read for the
  /// idiom of the view's application (`UIApplication.userInterfaceIdiom`) once the view is in
  /// a window (D1).
  open var isEnabled: Bool {
    get {
      if let enabledSetting { return enabledSetting }
      guard let application = view?.window?._application else { return Self.isEnabledByDefault }
      return application.userInterfaceIdiom == .pad
    }
    set { enabledSetting = newValue }
  }

  /// The session of the lift or drag under way, or nil: a ResponderKit addition for tests.
  public var activeSession: (any UIDragSession)? { session }

  let lift: DragLiftGestureRecognizer
  let exclusion: InteractionExclusionGestureRecognizer
  private var session: DragSession?
  /// Where the items lifted, in window coordinates (D4 measures from there).
  private var liftPoint: CGPoint = .zero
  private var sessionBegan = false
  /// The target the session is over, and its last proposal (D5).
  private var target: UIDropInteraction?
  private var proposal: UIDropOperation = .cancel
  /// The target whose `canHandle` said no, ignored until the session leaves it (D5).
  private weak var refusedTarget: UIDropInteraction?
  /// Every target the session entered, in order, for `sessionDidEnd` (D6).
  private var enteredTargets: [UIDropInteraction] = []

  /// Creates a drag interaction; add it to a view with `UIView.addInteraction(_:)`.
  public init(delegate: any UIDragInteractionDelegate) {
    self.delegate = delegate
    let lift = DragLiftGestureRecognizer()
    self.lift = lift
    exclusion = InteractionExclusionGestureRecognizer(partner: lift)
    lift.interaction = self
    // A lift the arena cancels (its view left the window, A4) ends the drag as a cancel does.
    lift.addInternalAction { [weak self] recognizer in
      if recognizer.state == .cancelled { self?.liftedTouchCancelled() }
    }
  }

  /// Called before the interaction moves to another view; does nothing.
  open func willMove(to view: UIView?) {}

  /// Keeps the view and moves the interaction's recognizers to it (D2).
  open func didMove(to view: UIView?) {
    viewLink.wrappedValue = view
    if let view {
      view.addGestureRecognizer(lift)
      view.addGestureRecognizer(exclusion)
    } else {
      lift.view?.removeGestureRecognizer(lift)
      exclusion.view?.removeGestureRecognizer(exclusion)
    }
  }

  // MARK: The lift (D3)

  /// D3: the items, their previews, the lift animation; false when there are no items.
  func liftItems(at windowPoint: CGPoint) -> Bool {
    guard let delegate, let window = view?.window else { return false }
    let session = DragSession(source: self, window: window, windowLocation: windowPoint)
    let items = delegate.dragInteraction(self, itemsForBeginning: session)
    guard !items.isEmpty else {
      noteDecision(.noDragItems)
      return false
    }
    session.items = items
    reset()
    self.session = session
    liftPoint = windowPoint
    sessionBegan = false
    for item in items { _ = delegate.dragInteraction(self, previewForLifting: item, session: session) }
    let animator = DragAnimator()
    delegate.dragInteraction(self, willAnimateLiftWith: animator, session: session)
    animator.run()
    return true
  }

  /// D3: after the lift calls, the touch is the drag's, unless the others may go on.
  func didLift() {
    if !allowsSimultaneousRecognitionDuringLift { exclusion.exclude() }
  }

  // MARK: The session (D4, D5)

  func liftedTouchMoved(to windowPoint: CGPoint) {
    guard let session else { return }
    session.windowLocation = windowPoint
    if !sessionBegan {
      let dx = windowPoint.x - liftPoint.x
      let dy = windowPoint.y - liftPoint.y
      guard (dx * dx + dy * dy).squareRoot() > InteractionConstants.dragSessionBeginDistance else { return }
      sessionBegan = true
      // D4: the touch is the session's now, also with simultaneous recognition during the lift.
      exclusion.exclude()
      delegate?.dragInteraction(self, sessionWillBegin: session)
    }
    delegate?.dragInteraction(self, sessionDidMove: session)
    updateTarget(session)
  }

  /// Rule D5: the target under the touch, entered, updated or left.
  private func updateTarget(_ session: DragSession) {
    guard let window = view?.window, let application = window._application else { return }
    let found = UIDropInteraction.target(at: window.convert(toScreen: session.windowLocation), in: application)
    if let target, found === target {
      proposal = target.delegate?.dropInteraction(target, sessionDidUpdate: session).operation ?? .cancel
      return
    }
    if let old = target {
      target = nil
      proposal = .cancel
      old.delegate?.dropInteraction(old, sessionDidExit: session)
    }
    guard found !== refusedTarget else { return }
    refusedTarget = nil
    guard let found else { return }
    guard found.delegate?.dropInteraction(found, canHandle: session) ?? true else {
      refusedTarget = found
      return
    }
    target = found
    if !enteredTargets.contains(where: { $0 === found }) { enteredTargets.append(found) }
    found.delegate?.dropInteraction(found, sessionDidEnter: session)
    proposal = found.delegate?.dropInteraction(found, sessionDidUpdate: session).operation ?? .cancel
  }

  // MARK: The end (D4, D6)

  func liftedTouchEnded(at windowPoint: CGPoint) {
    guard let session else { return }
    guard sessionBegan else { return cancelLift(session) }
    session.windowLocation = windowPoint
    if let target, proposal == .copy || proposal == .move {
      let operation = proposal
      delegate?.dragInteraction(self, session: session, willEndWith: operation)
      target.delegate?.dropInteraction(target, performDrop: session)
      target.delegate?.dropInteraction(target, concludeDrop: session)
      delegate?.dragInteraction(self, session: session, didEndWith: operation)
      finish(session)
    } else {
      cancelSession(session)
    }
  }

  func liftedTouchCancelled() {
    guard let session else { return }
    if sessionBegan { cancelSession(session) } else { cancelLift(session) }
  }

  /// D4: lifted, never dragged: the items go back, no session call.
  private func cancelLift(_ session: DragSession) {
    animateCancel(session)
    reset()
  }

  /// D6: a release over no target, or one whose proposal is not a drop.
  private func cancelSession(_ session: DragSession) {
    if let target {
      self.target = nil
      target.delegate?.dropInteraction(target, sessionDidExit: session)
    }
    delegate?.dragInteraction(self, session: session, willEndWith: .cancel)
    animateCancel(session)
    delegate?.dragInteraction(self, session: session, didEndWith: .cancel)
    // D6 as our rules give it: a cancelled session sends no `sessionDidEnd` (Apple's page for
    // it does not say whether a cancel does; a weak fact, see BehaviourRules.md).
    reset()
  }

  private func animateCancel(_ session: DragSession) {
    for item in session.items {
      let animator = DragAnimator()
      delegate?.dragInteraction(self, item: item, willAnimateCancelWith: animator)
      animator.run()
    }
  }

  /// D6: every target the session entered hears that it ended.
  private func finish(_ session: DragSession) {
    let entered = enteredTargets
    reset()
    for target in entered { target.delegate?.dropInteraction(target, sessionDidEnd: session) }
  }

  private func reset() {
    session = nil
    sessionBegan = false
    target = nil
    proposal = .cancel
    refusedTarget = nil
    enteredTargets = []
  }

  /// Tells the application's observer why the drag does what it does next (`responder why`).
  func noteDecision(_ decision: Decision) {
    view?._window?._application?.notes.decide(self, decision)
  }
}
