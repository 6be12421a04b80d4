import Foundation

/// Whether a text interaction edits or only selects.
///
/// UIKit's `UITextInteractionMode`, with its raw values.
public enum UITextInteractionMode: Int, Hashable, Sendable {
  /// Taps place the caret, as in an editable text view.
  case editable = 0
  /// Taps select, never place a caret (X8).
  case nonEditable = 1
}

/// The object a text interaction asks before a gesture begins and tells around a loupe or a
/// selection drag.
///
/// UIKit's `UITextInteractionDelegate` (rule X8); every member is optional.
@preconcurrency @MainActor
public protocol UITextInteractionDelegate: AnyObject {
  /// Whether the gesture at `point` may begin; false fails it (X8).
  func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool
  /// A loupe or selection drag begins.
  func interactionWillBegin(_ interaction: UITextInteraction)
  /// A loupe or selection drag ended.
  func interactionDidEnd(_ interaction: UITextInteraction)
}

extension UITextInteractionDelegate {
  /// True.
  public func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool { true }
  /// Nothing.
  public func interactionWillBegin(_ interaction: UITextInteraction) {}
  /// Nothing.
  public func interactionDidEnd(_ interaction: UITextInteraction) {}
}

/// The gestures that select text and place the caret, driving a view through its `UITextInput`
/// methods.
///
/// UIKit rules X2–X8 and X15 (iOS 13's `UITextInteraction`): added with `addInteraction`, it
/// puts its recognizers at the front of the view's `gestureRecognizers`; they take only touches
/// whose hit-test view is the text input's view (X7). A tap focuses the view if it is not first
/// responder (X2) and places the caret by X3; the second and third taps select the word and the
/// paragraph (X4). The calls to the text input follow X15: `closestPosition(to:)`, then focus,
/// then `selectedTextRange`.
@preconcurrency @MainActor
open class UITextInteraction: UIInteraction {
  /// The object asked before a gesture begins; held weakly, as in UIKit.
  open weak var delegate: (any UITextInteractionDelegate)?
  /// The text input driven (UIKit's default: the view, when it adopts `UITextInput`).
  open weak var textInput: (any UIResponder & UITextInput)? {
    get { storedTextInput ?? (view as? any UIResponder & UITextInput) }
    set { storedTextInput = newValue }
  }
  private weak var storedTextInput: (any UIResponder & UITextInput)?
  /// Whether taps place a caret (X8).
  public var textInteractionMode: UITextInteractionMode { mode }
  /// The mode; a text view changes it with `isEditable` (X13).
  var mode: UITextInteractionMode
  /// Whether the recognizers take touches; a text view neither editable nor selectable turns
  /// them off (X13).
  var isEnabled = true {
    didSet {
      for recognizer in recognizers { recognizer.isEnabled = isEnabled }
    }
  }
  /// The view the interaction was added to.
  public private(set) weak var view: UIView?
  /// The interaction's recognizers, for a custom gesture to `require(toFail:)` (X8).
  open var gesturesForFailureRequirements: [UIGestureRecognizer] { recognizers }

  /// The interaction's recognizers by the names traces give them.
  @_spi(Tools) public var namedParts: [(name: String, object: AnyObject)] {
    [
      ("textTap", tapRecognizer), ("loupe", loupeRecognizer), ("handles", handleRecognizer),
      ("tapAndAHalf", tapAndAHalfRecognizer),
    ]
  }

  /// The tap recognizer (X2–X4): one finger, each lift recognized with its tap count.
  let tapRecognizer: TextTapRecognizer
  /// The loupe (X5): a long press whose delay is short on the caret.
  let loupeRecognizer: TextLoupeRecognizer
  /// The selection's ends dragged (X6).
  let handleRecognizer: TextHandleRecognizer
  /// A tap, then at once a press that drags (X6).
  let tapAndAHalfRecognizer: TextTapAndAHalfRecognizer
  /// The interaction's recognizers, in the order they sit at the front of the view's list.
  private var recognizers: [UIGestureRecognizer] {
    [handleRecognizer, tapAndAHalfRecognizer, tapRecognizer, loupeRecognizer]
  }
  /// The word the running tap-and-a-half started from (X6).
  private var anchorWord: UITextRange?
  /// Whether the running loupe grabbed the caret (no menu at its lift, X5).
  private var grabbedCaret = false
  /// The recognizers' delegate: X7's touch filter and X8's question.
  private let gestureDelegate = TextInteractionGestureDelegate()
  /// The edit menu the interaction shows after taps (X3, X4).
  let editMenu = UIEditMenuInteraction(delegate: nil)
  private var menuTimer: UITimerToken?

  /// Creates an interaction in `mode`.
  public init(for mode: UITextInteractionMode) {
    self.mode = mode
    tapRecognizer = TextTapRecognizer(target: nil, action: nil)
    loupeRecognizer = TextLoupeRecognizer(target: nil, action: nil)
    handleRecognizer = TextHandleRecognizer(target: nil, action: nil)
    tapAndAHalfRecognizer = TextTapAndAHalfRecognizer(target: nil, action: nil)
    tapRecognizer.interaction = self
    loupeRecognizer.interaction = self
    handleRecognizer.interaction = self
    tapAndAHalfRecognizer.interaction = self
    loupeRecognizer.allowableMovement = InteractionConstants.textTapAllowableMovement
    gestureDelegate.interaction = self
    for recognizer in [tapRecognizer, loupeRecognizer, handleRecognizer, tapAndAHalfRecognizer] as [UIGestureRecognizer]
    {
      recognizer.delegate = gestureDelegate
    }
    handleRecognizer.addTarget(self, action: UITextInteraction.handleMoved)
    tapAndAHalfRecognizer.addTarget(self, action: UITextInteraction.tapAndAHalfMoved)
    loupeRecognizer.addTarget(self, action: UITextInteraction.loupeChanged)
    tapRecognizer.cancelsTouchesInView = false
    tapRecognizer.delaysTouchesEnded = false
    tapRecognizer.addTarget(self, action: UITextInteraction.tapRecognized)
  }

  /// The tap recognizer's action: the tap it recognized (X2–X4).
  private func tapRecognized(_ recognizer: UIGestureRecognizer) {
    guard let recognizer = recognizer as? TextTapRecognizer, recognizer.state == .ended,
      let point = recognizer.tapPoint
    else { return }
    tapped(count: recognizer.tapCount, at: point, byPointer: recognizer.isPointer)
  }

  /// Called before the interaction moves to another view; takes its recognizers off the old
  /// one.
  open func willMove(to view: UIView?) {
    guard let old = self.view, old !== view else { return }
    for recognizer in recognizers { old.removeGestureRecognizer(recognizer) }
    old.removeInteraction(editMenu)
  }

  /// Puts its recognizers at the front of the new view's list (X7).
  open func didMove(to view: UIView?) {
    guard view !== self.view else { return }
    self.view = view
    guard let view else { return }
    view.insertGestureRecognizersAtFront(recognizers)
    view.addInteraction(editMenu)
  }

  /// Whether a touch reaches the recognizers: only one on the text input's view itself (X7).
  func receives(_ touch: UITouch) -> Bool {
    guard let hit = touch.view, let view else { return false }
    return hit === view || hit === textInput?.textInputView
  }

  /// Whether a gesture at `point` (the view's coordinates) may begin (X8).
  func shouldBegin(at point: CGPoint) -> Bool {
    delegate?.interactionShouldBegin(self, at: point) ?? true
  }

  // MARK: Taps (X2–X4, X15)

  /// One lift of the tap recognizer: the `tapCount`-th tap at `point`, by a pointer or a finger.
  func tapped(count: Int, at point: CGPoint, byPointer: Bool) {
    guard let textInput, let responder = textInput as UIResponder? else { return }
    let inputView = textInput.textInputView
    let location = view.map { inputView.convert(point, from: $0) } ?? point
    // X15: the position comes first, then focus, then the selection.
    guard let position = textInput.closestPosition(to: location) else { return }
    let wasFirst = responder.isFirstResponder
    if !wasFirst {
      guard responder.becomeFirstResponder() else { return }
    }
    let menuWasShown = menuShown
    editMenu.dismissMenu()
    cancelMenuTimer()
    let secure = (textInput as? UITextField)?.isSecureTextEntry ?? false
    switch count {
    case 1:
      // X8: a non-editable interaction's tap places no caret.
      guard textInteractionMode == .editable else { return }
      if wasFirst, let selection = textInput.selectedTextRange, !selection.isEmpty,
        selectionHit(selection, contains: location, in: textInput)
      {
        // X3: a tap inside the ranged selection toggles the menu, keeping the selection.
        if !menuWasShown { showMenu() }
        return
      }
      let target = caretPosition(for: position, at: location, secure: secure, byPointer: byPointer, in: textInput)
      let unchanged =
        wasFirst
        && (textInput.selectedTextRange.map { $0.isEmpty && textInput.compare($0.start, to: target) == .orderedSame }
          ?? false)
      textInput.selectedTextRange = textInput.textRange(from: target, to: target)
      if unchanged { scheduleMenu() }
    case 2:
      if secure {
        textInput.selectedTextRange = textInput.textRange(
          from: textInput.beginningOfDocument, to: textInput.endOfDocument)
      } else if let word = enclosing(position, .word, in: textInput) {
        textInput.selectedTextRange = word
      }
      showMenu()
    default:
      let granularity: UITextGranularity = secure ? .document : .paragraph
      if let paragraph = enclosing(position, granularity, in: textInput) {
        textInput.selectedTextRange = paragraph
      }
      showMenu()
    }
  }

  /// Rule X3: where a tap puts the caret: a finger snaps to a word's end (or its start when the
  /// tap is on its first character); a pointer, or a tap while text is marked, takes the closest
  /// position; a secure field puts it at the end.
  private func caretPosition(
    for position: UITextPosition, at point: CGPoint, secure: Bool, byPointer: Bool, in textInput: any UITextInput
  ) -> UITextPosition {
    if secure { return textInput.endOfDocument }
    if byPointer || textInput.markedTextRange != nil { return position }
    guard let character = textInput.characterRange(at: point) ?? nil,
      let word = enclosing(character.start, .word, in: textInput),
      textInput.compare(word.start, to: position) != .orderedDescending,
      textInput.compare(position, to: word.end) != .orderedDescending
    else { return position }
    // On the word's first character: its start; anywhere else in it: its end.
    if textInput.compare(character.start, to: word.start) == .orderedSame { return word.start }
    return word.end
  }

  /// The unit of `granularity` around `position`, looking forward then backward.
  private func enclosing(
    _ position: UITextPosition, _ granularity: UITextGranularity, in textInput: any UITextInput
  ) -> UITextRange? {
    let tokenizer = textInput.tokenizer
    return tokenizer.rangeEnclosingPosition(position, with: granularity, inDirection: .storage(.forward))
      ?? tokenizer.rangeEnclosingPosition(position, with: granularity, inDirection: .storage(.backward))
  }

  /// Whether `point` is in the selection's rectangles, each grown to `selectionHitMinimum`.
  private func selectionHit(_ range: UITextRange, contains point: CGPoint, in textInput: any UITextInput) -> Bool {
    let minimum = InteractionConstants.selectionHitMinimum
    return textInput.selectionRects(for: range).contains { selectionRect in
      let rect = selectionRect.rect
      let dx = max(minimum - rect.width, 0) / 2
      let dy = max(minimum - rect.height, 0) / 2
      return rect.insetBy(dx: -dx, dy: -dy).contains(point)
    }
  }

  // MARK: The loupe (X5)

  /// Rule X5: the loupe's delay: `caretGrabDelay` when the view edits and the touch begins
  /// within `caretGrabRadius` of the caret's centre, else `loupeDelay`.
  func loupeDelay(at point: CGPoint) -> TimeInterval {
    guard let textInput, let view, (textInput as UIResponder).isFirstResponder,
      let selection = textInput.selectedTextRange, selection.isEmpty
    else { return InteractionConstants.loupeDelay }
    let caret = view.convert(textInput.caretRect(for: selection.start), from: textInput.textInputView)
    let distance = hypot(point.x - caret.midX, point.y - caret.midY)
    return distance <= InteractionConstants.caretGrabRadius
      ? InteractionConstants.caretGrabDelay : InteractionConstants.loupeDelay
  }

  /// Rule X5: the loupe began, moved or ended: focus at its start (for a non-editable view
  /// too), the caret at the finger's closest position on every move, the edit menu at the lift
  /// unless the caret was grabbed; `interactionWillBegin`/`interactionDidEnd` around it (X8).
  private func loupeChanged(_ recognizer: UIGestureRecognizer) {
    guard let textInput, let view else { return }
    let point = recognizer.location(in: view)
    switch recognizer.state {
    case .began:
      grabbedCaret = (recognizer as? TextLoupeRecognizer)?.grabsCaret ?? false
      if !(textInput as UIResponder).isFirstResponder {
        guard (textInput as UIResponder).becomeFirstResponder() else { return }
      }
      delegate?.interactionWillBegin(self)
      editMenu.dismissMenu()
      cancelMenuTimer()
      moveCaret(to: point, in: textInput)
    case .changed:
      moveCaret(to: point, in: textInput)
    case .ended:
      delegate?.interactionDidEnd(self)
      if !grabbedCaret { showMenu() }
    case .cancelled:
      delegate?.interactionDidEnd(self)
    default:
      break
    }
  }

  /// The caret at the closest position to `point` (the view's coordinates), by character.
  private func moveCaret(to point: CGPoint, in textInput: any UIResponder & UITextInput) {
    let location = view.map { textInput.textInputView.convert(point, from: $0) } ?? point
    guard let position = textInput.closestPosition(to: location) else { return }
    textInput.selectedTextRange = textInput.textRange(from: position, to: position)
  }

  // MARK: Handles and tap-and-a-half (X6)

  /// Which end of the ranged selection a touch at `point` (the view's coordinates) grabs:
  /// true for the start, false for the end, nil for neither. Each end's caret rectangle is grown
  /// to ``InteractionConstants/selectionHitMinimum``; the nearer end wins.
  func selectionEnd(at point: CGPoint) -> Bool? {
    guard let textInput, let view, (textInput as UIResponder).isFirstResponder,
      let selection = textInput.selectedTextRange, !selection.isEmpty
    else { return nil }
    let minimum = InteractionConstants.selectionHitMinimum
    var best: (isStart: Bool, distance: CGFloat)?
    for (isStart, position) in [(true, selection.start), (false, selection.end)] {
      let caret = view.convert(textInput.caretRect(for: position), from: textInput.textInputView)
      let area = caret.insetBy(dx: -max(minimum - caret.width, 0) / 2, dy: -max(minimum - caret.height, 0) / 2)
      guard area.contains(point) else { continue }
      let distance = hypot(point.x - caret.midX, point.y - caret.midY)
      if best == nil || distance < best!.distance { best = (isStart, distance) }
    }
    return best?.isStart
  }

  /// Rule X6: a selection end follows the finger's closest position and never crosses the
  /// other end; the menu hides while it moves and comes back at the lift.
  private func handleMoved(_ recognizer: UIGestureRecognizer) {
    guard let recognizer = recognizer as? TextHandleRecognizer, let movesStart = recognizer.movesStart,
      let textInput, let view, let selection = textInput.selectedTextRange
    else { return }
    switch recognizer.state {
    case .began:
      delegate?.interactionWillBegin(self)
      editMenu.dismissMenu()
      cancelMenuTimer()
    case .changed:
      let location = textInput.textInputView.convert(recognizer.location(in: view), from: view)
      guard let position = textInput.closestPosition(to: location) else { return }
      if movesStart {
        let start = textInput.compare(position, to: selection.end) == .orderedDescending ? selection.end : position
        textInput.selectedTextRange = textInput.textRange(from: start, to: selection.end)
      } else {
        let end = textInput.compare(position, to: selection.start) == .orderedAscending ? selection.start : position
        textInput.selectedTextRange = textInput.textRange(from: selection.start, to: end)
      }
    case .ended:
      delegate?.interactionDidEnd(self)
      showMenu()
    case .cancelled:
      delegate?.interactionDidEnd(self)
    default:
      break
    }
  }

  /// Whether a touch beginning at `point` (window coordinates) at `time` follows a tap closely
  /// enough to be a tap-and-a-half (X6): within the repeated-tap interval and the multi-tap
  /// movement of the last tap's lift.
  func followsTap(at point: CGPoint, time: TimeInterval) -> CGPoint? {
    guard let last = tapRecognizer.lastTap, time - last.time <= InteractionConstants.repeatedTapInterval,
      hypot(point.x - last.point.x, point.y - last.point.y) <= InteractionConstants.textMultiTapAllowableMovement
    else { return nil }
    return last.point
  }

  /// Rule X6: a tap-and-a-half selects the word under the first tap, then extends the
  /// selection by words as the finger moves; the menu comes at the lift.
  private func tapAndAHalfMoved(_ recognizer: UIGestureRecognizer) {
    guard let textInput, let view else { return }
    func word(at point: CGPoint) -> UITextRange? {
      let location = textInput.textInputView.convert(point, from: view)
      return textInput.closestPosition(to: location).flatMap { enclosing($0, .word, in: textInput) }
        ?? textInput.closestPosition(to: location).flatMap { textInput.textRange(from: $0, to: $0) }
    }
    switch recognizer.state {
    case .began:
      if !(textInput as UIResponder).isFirstResponder {
        guard (textInput as UIResponder).becomeFirstResponder() else { return }
      }
      delegate?.interactionWillBegin(self)
      editMenu.dismissMenu()
      cancelMenuTimer()
      let firstTap = (recognizer as? TextTapAndAHalfRecognizer)?.firstTapPoint.map { view.convert($0, from: nil) }
      anchorWord = word(at: firstTap ?? recognizer.location(in: view))
      if let anchorWord { textInput.selectedTextRange = anchorWord }
    case .changed:
      guard let anchorWord, let current = word(at: recognizer.location(in: view)) else { return }
      let start =
        textInput.compare(current.start, to: anchorWord.start) == .orderedAscending ? current.start : anchorWord.start
      let end = textInput.compare(current.end, to: anchorWord.end) == .orderedDescending ? current.end : anchorWord.end
      textInput.selectedTextRange = textInput.textRange(from: start, to: end)
    case .ended:
      anchorWord = nil
      delegate?.interactionDidEnd(self)
      showMenu()
    case .cancelled:
      anchorWord = nil
      delegate?.interactionDidEnd(self)
    default:
      break
    }
  }

  // MARK: The edit menu (X3, X4, E5)

  /// Whether the interaction's edit menu is shown.
  var menuShown: Bool { editMenu.presentedMenu != nil }

  /// Shows the edit menu at the selection's first rectangle (X15: `firstRect(for:)`), or at
  /// the caret.
  func showMenu() {
    cancelMenuTimer()
    guard let textInput, let view, let selection = textInput.selectedTextRange else { return }
    let rect =
      selection.isEmpty ? textInput.caretRect(for: selection.start) : textInput.firstRect(for: selection)
    let point = view.convert(CGPoint(x: rect.midX, y: rect.minY), from: textInput.textInputView)
    editMenu.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: point))
  }

  private func scheduleMenu() {
    guard let clock = view?.window?._application?.clock else { return }
    menuTimer = clock.schedule(at: clock.now + InteractionConstants.caretMenuDelay) { [weak self] in
      self?.menuTimer = nil
      self?.showMenu()
    }
  }

  private func cancelMenuTimer() {
    if let menuTimer, let clock = view?.window?._application?.clock { clock.cancel(menuTimer) }
    menuTimer = nil
  }
}

/// The text interaction's tap: one finger (or a click) that moves no more than the multi-tap
/// movement; each lift is recognized with the count of taps so far (X2, X4).
///
/// UIKit's multi-tap recognizer of text: taps within ``InteractionConstants/repeatedTapInterval``
/// and ``InteractionConstants/textMultiTapAllowableMovement`` of the last count up (a pointer's
/// movement allowance is ``InteractionConstants/textTapAllowableMovement``). It recognizes at
/// every lift, so a double tap first places the caret, then selects the word, as on iOS.
final class TextTapRecognizer: UIGestureRecognizer {
  weak var interaction: UITextInteraction?
  private var startPoint: CGPoint?
  /// Whether the tap is a pointer's click.
  private(set) var isPointer = false
  /// Where the recognized tap lifted, in the view's coordinates.
  private(set) var tapPoint: CGPoint?
  /// The last recognized tap: where, when it lifted, its count; kept across resets.
  private(set) var lastTap: (point: CGPoint, time: TimeInterval, count: Int)?
  /// The count of the tap in progress, known at its lift.
  private(set) var tapCount = 0

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first, touches.count == 1, startPoint == nil else {
      state = .failed
      return
    }
    startPoint = touch.location(in: nil)
    isPointer = touch.type == .indirectPointer
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let startPoint, let touch = touches.first else { return }
    let limit =
      isPointer ? InteractionConstants.textTapAllowableMovement : InteractionConstants.textMultiTapAllowableMovement
    let point = touch.location(in: nil)
    if hypot(point.x - startPoint.x, point.y - startPoint.y) > limit { state = .failed }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let startPoint, let touch = touches.first else {
      state = .failed
      return
    }
    let point = touch.location(in: view)
    let time = touch.timestamp
    if let lastTap, time - lastTap.time <= InteractionConstants.repeatedTapInterval,
      hypot(startPoint.x - lastTap.point.x, startPoint.y - lastTap.point.y)
        <= InteractionConstants.textMultiTapAllowableMovement
    {
      tapCount = lastTap.count + 1
    } else {
      if let lastTap {
        // X4: why this tap starts a new count (`responder why`).
        let interval = time - lastTap.time
        let distance = hypot(startPoint.x - lastTap.point.x, startPoint.y - lastTap.point.y)
        note(
          interval > InteractionConstants.repeatedTapInterval
            ? .repeatedTapTooLate(
              count: lastTap.count + 1, interval: interval, limit: InteractionConstants.repeatedTapInterval)
            : .repeatedTapTooFar(
              count: lastTap.count + 1, distance: distance, limit: InteractionConstants.textMultiTapAllowableMovement))
      }
      tapCount = 1
    }
    lastTap = (startPoint, time, tapCount)
    tapPoint = point
    state = .ended
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .failed
  }

  override func reset() {
    startPoint = nil
    tapPoint = nil
  }
}

/// The text interaction's loupe: a long press whose delay is chosen when the touch begins
/// (X5: ``InteractionConstants/caretGrabDelay`` on the caret, else
/// ``InteractionConstants/loupeDelay``).
final class TextLoupeRecognizer: UILongPressGestureRecognizer {
  weak var interaction: UITextInteraction?
  /// Whether the press began on the caret with the short delay.
  private(set) var grabsCaret = false

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible, let touch = touches.first, let interaction, let view {
      let delay = interaction.loupeDelay(at: touch.location(in: view))
      grabsCaret = delay < InteractionConstants.loupeDelay
      minimumPressDuration = delay
    }
    super.touchesBegan(touches, with: event)
  }
}

/// The delegate of a text interaction's recognizers: they receive only touches on the text
/// input's view (X7), and a gesture begins only if the interaction's delegate agrees (X8).
@MainActor
final class TextInteractionGestureDelegate: UIGestureRecognizerDelegate, EngineRecognizerDelegate {
  weak var interaction: UITextInteraction?

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    interaction?.receives(touch) ?? false
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let interaction, let view = interaction.view else { return false }
    return interaction.shouldBegin(at: gestureRecognizer.location(in: view))
  }
}

/// The text interaction's selection handles (X6): a touch that begins on an end of the ranged
/// selection of a first responder (its caret grown to
/// ``InteractionConstants/selectionHitMinimum``) begins at its first move, before a scroll view's
/// pan could, and drags that end; a touch that lifts without moving is a tap (X3).
final class TextHandleRecognizer: UIGestureRecognizer {
  weak var interaction: UITextInteraction?
  /// Whether the start (true) or the end (false) moves; nil before a touch grabbed one.
  private(set) var movesStart: Bool?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard movesStart == nil, touches.count == 1, let touch = touches.first, let interaction, let view,
      let isStart = interaction.selectionEnd(at: touch.location(in: view))
    else {
      if movesStart == nil { state = .failed }
      return
    }
    movesStart = isStart
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard movesStart != nil else { return }
    state = state == .possible ? .began : .changed
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = state == .possible ? .failed : .ended
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = state == .possible ? .failed : .cancelled
  }

  override func reset() {
    movesStart = nil
  }
}

/// The text interaction's tap-and-a-half (X6): a touch that begins within
/// ``InteractionConstants/repeatedTapInterval`` and ``InteractionConstants/textMultiTapAllowableMovement``
/// of the last tap's lift and then moves more than ``InteractionConstants/tapAndAHalfMovement``
/// (before a scroll view's pan would begin); a lift before that is the multi-tap's second tap.
final class TextTapAndAHalfRecognizer: UIGestureRecognizer {
  weak var interaction: UITextInteraction?
  /// Where the tap before this press lifted, in window coordinates.
  private(set) var firstTapPoint: CGPoint?
  private var startPoint: CGPoint?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard startPoint == nil, touches.count == 1, let touch = touches.first, let interaction,
      let tap = interaction.followsTap(at: touch.location(in: nil), time: touch.timestamp)
    else {
      if startPoint == nil { state = .failed }
      return
    }
    firstTapPoint = tap
    startPoint = touch.location(in: nil)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let startPoint, let touch = touches.first else { return }
    if state == .possible {
      let point = touch.location(in: nil)
      if hypot(point.x - startPoint.x, point.y - startPoint.y) > InteractionConstants.tapAndAHalfMovement {
        state = .began
      }
    } else {
      state = .changed
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = state == .possible ? .failed : .ended
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = state == .possible ? .failed : .cancelled
  }

  override func reset() {
    startPoint = nil
    firstTapPoint = nil
  }
}
