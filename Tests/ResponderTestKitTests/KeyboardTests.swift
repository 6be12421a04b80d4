import Foundation
import ResponderKit
import ResponderTestKit
import Testing

/// A keyboard notification's user info, read as iOS code reads it.
struct KeyboardUserInfo: Sendable {
  var begin: CGRect?
  var end: CGRect?
  var duration: Double?
  var durationNumber: Double?
  var curve: Int?
  var curveUnsigned: UInt?
  var isLocal: Bool?

  init(_ info: [AnyHashable: Any]) {
    begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
    end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
    durationNumber = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue
    curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int
    curveUnsigned = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
    isLocal = info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool
  }
}

/// One log of what happened, in order, for the keyboard tests: notifications with the
/// virtual time they came at, and the calls of the views and delegates below.
@MainActor
final class KeyboardLog {
  var lines: [String] = []
  /// Delegates and targets the views hold weakly, kept for the test's length.
  var kept: [AnyObject] = []
  var userInfos: [String: KeyboardUserInfo] = [:]
  /// Called after each notification is recorded, with its label: an observer's reaction, in a
  /// known order (NotificationCenter does not promise one among its observers).
  var onEvent: ((String) -> Void)?
  /// Every notification: its label, its time and its user info.
  var events: [(label: String, time: TimeInterval, info: KeyboardUserInfo)] = []
  private var observers: [NSObjectProtocol] = []

  /// Records the six keyboard notifications as `"willShow 0.0"`, keeping the last user info of
  /// each name.
  init(clock: VirtualClock) {
    let names: [(Notification.Name, String)] = [
      (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
      (UIResponder.keyboardWillShowNotification, "willShow"),
      (UIResponder.keyboardWillHideNotification, "willHide"),
      (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
      (UIResponder.keyboardDidShowNotification, "didShow"),
      (UIResponder.keyboardDidHideNotification, "didHide"),
    ]
    for (name, label) in names {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
          let info = KeyboardUserInfo(note.userInfo ?? [:])
          MainActor.assumeIsolated {
            self?.lines.append("\(label) \(clock.now)")
            self?.userInfos[label] = info
            self?.events.append((label, clock.now, info))
            self?.onEvent?(label)
          }
        })
    }
  }

  func stop() {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
    observers = []
  }

  func take() -> [String] {
    defer { lines = [] }
    return lines
  }

  /// The lines taken, without the times of the notifications.
  func takeNames() -> [String] {
    take().map { line in
      guard let space = line.lastIndex(of: " "), Double(line[line.index(after: space)...]) != nil else { return line }
      return String(line[..<space])
    }
  }

  /// The begin and end frames of the last notification named `label`.
  func frames(of label: String) -> (begin: CGRect?, end: CGRect?) {
    (userInfos[label]?.begin, userInfos[label]?.end)
  }
}

/// The smallest text input: a view that can be first responder and adopts `UIKeyInput`, with
/// input views to set and a log of its calls.
final class KeyboardInputView: UIView, UIKeyInput {
  var text = ""
  var log: KeyboardLog?
  var accessory: UIView?
  var customInputView: UIView?
  var refusesToResign = false

  override var canBecomeFirstResponder: Bool { true }
  override var canResignFirstResponder: Bool { !refusesToResign }
  override var inputAccessoryView: UIView? { accessory }
  override var inputView: UIView? { customInputView }

  override func resignFirstResponder() -> Bool {
    log?.lines.append("resign")
    return super.resignFirstResponder()
  }

  var hasText: Bool { !text.isEmpty }

  func insertText(_ text: String) {
    log?.lines.append("insertText \(text.debugDescription)")
    self.text += text
  }

  func deleteBackward() {
    log?.lines.append("deleteBackward")
    if !text.isEmpty { text.removeLast() }
  }

  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    log?.lines.append("pressesBegan")
  }
}

/// A text field's and a text view's delegate and a field's target that write to a
/// `KeyboardLog`.
final class KeyboardTextRecorder: NSObject, UITextFieldDelegate, UITextViewDelegate {
  let log: KeyboardLog
  init(log: KeyboardLog) {
    self.log = log
    super.init()
    log.kept.append(self)
  }

  func textFieldDidBeginEditing(_ textField: UITextField) { log.lines.append("textFieldDidBeginEditing") }
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    log.lines.append("textFieldShouldEndEditing")
    return true
  }
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    log.lines.append("textFieldDidEndEditing")
  }
  func textViewDidBeginEditing(_ textView: UITextView) { log.lines.append("textViewDidBeginEditing") }
  func textViewDidEndEditing(_ textView: UITextView) { log.lines.append("textViewDidEndEditing") }
  func editingDidBegin(_ sender: UITextField) { log.lines.append("editingDidBegin") }
  func editingDidEnd(_ sender: UITextField) { log.lines.append("editingDidEnd") }
}

/// A scroll view's delegate and a control's target that write to a `KeyboardLog`.
final class KeyboardScrollRecorder: NSObject, UIScrollViewDelegate {
  let log: KeyboardLog
  init(log: KeyboardLog) {
    self.log = log
    super.init()
    log.kept.append(self)
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.lines.append("willBeginDragging") }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    log.lines.append("didEndDragging")
  }
  func buttonTapped(_ sender: UIButton) { log.lines.append("touchUpInside") }
  func tapped(_ tap: UITapGestureRecognizer) {
    log.lines.append("tap \(tap.state)")
    _ = tap.view?.endEditing(true)
  }
}

@MainActor
@Suite("The keyboard: the on-screen keyboard model, dismissal and its layout guide (B4–B7)")
struct KeyboardTests {
  /// The default screen's keyboard: 216 pt at the bottom of 390 × 844.
  static let shownFrame = CGRect(x: 0, y: 844 - 216, width: 390, height: 216)
  static let belowScreen = CGRect(x: 0, y: 844, width: 390, height: 216)

  private func accessory(height: CGFloat) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: 390, height: height))
  }

  // MARK: B4

  @Test(
    "B4: a text input that becomes first responder brings up the keyboard: will-change-frame and will-show at once, the did pair 0.25 s later"
  )
  func showNotifications() throws {
    let harness = TestHarness()
    let log = KeyboardLog(clock: harness.clock)
    defer { log.stop() }
    let input = KeyboardInputView(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    harness.window.addSubview(input)
    #expect(harness.keyboardFrame == nil)

    #expect(input.becomeFirstResponder())
    #expect(log.take() == ["willChangeFrame 0.0", "willShow 0.0"])
    #expect(harness.keyboardFrame == Self.shownFrame, "the final frame during the animation")
    harness.advance(by: 0.2)
    #expect(log.take().isEmpty)
    harness.advance(by: 0.05)
    #expect(log.take() == ["didChangeFrame 0.25", "didShow 0.25"])
    #expect(harness.keyboardFrame == Self.shownFrame)

    for label in ["willChangeFrame", "willShow", "didChangeFrame", "didShow"] {
      #expect(log.frames(of: label).begin == Self.belowScreen, "\(label) begins below the screen")
      #expect(log.frames(of: label).end == Self.shownFrame, "\(label) ends at the bottom")
    }
    let info = try #require(log.userInfos["willShow"])
    #expect(info.duration == 0.25 && info.durationNumber == 0.25)
    #expect(info.curve == 7 && info.curveUnsigned == 7)
    #expect(info.isLocal == true)
    #expect(InteractionConstants.keyboardAnimationDuration == 0.25)
    #expect(InteractionConstants.keyboardAnimationCurve == 7)
    #expect(InteractionConstants.softwareKeyboardHeight == 216)
  }

  @Test(
    "B4: resigning hides the keyboard: will-change-frame and will-hide at once, the did pair 0.25 s later; keyboardFrame is nil at once"
  )
  func hideNotifications() {
    let harness = TestHarness()
    let log = KeyboardLog(clock: harness.clock)
    defer { log.stop() }
    let input = KeyboardInputView(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    harness.window.addSubview(input)
    input.becomeFirstResponder()
    harness.advance(by: 1)
    _ = log.take()

    #expect(input.resignFirstResponder())
    #expect(log.take() == ["willChangeFrame 1.0", "willHide 1.0"])
    #expect(harness.keyboardFrame == nil)
    harness.advance(by: 0.25)
    #expect(log.take() == ["didChangeFrame 1.25", "didHide 1.25"])
    #expect(log.frames(of: "willHide").begin == Self.shownFrame)
    #expect(log.frames(of: "willHide").end == Self.belowScreen)
    #expect(log.frames(of: "didHide").end == Self.belowScreen)
  }

  @Test(
    "B4: between two text inputs nothing is posted; to one with an inputAccessoryView the show notifications come again"
  )
  func handOverBetweenInputs() {
    let harness = TestHarness()
    let log = KeyboardLog(clock: harness.clock)
    defer { log.stop() }
    let first = KeyboardInputView(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    let second = KeyboardInputView(frame: CGRect(x: 20, y: 160, width: 200, height: 40))
    let third = KeyboardInputView(frame: CGRect(x: 20, y: 220, width: 200, height: 40))
    let fourth = KeyboardInputView(frame: CGRect(x: 20, y: 280, width: 200, height: 40))
    third.accessory = accessory(height: 44)
    fourth.accessory = accessory(height: 44)
    for view in [first, second, third, fourth] { harness.window.addSubview(view) }
    first.becomeFirstResponder()
    harness.advance(by: 1)
    _ = log.take()

    second.becomeFirstResponder()
    harness.advance(by: 1)
    #expect(log.take().isEmpty, "no hide and show between two text inputs")
    #expect(harness.keyboardFrame == Self.shownFrame)

    third.becomeFirstResponder()
    let withAccessory = CGRect(x: 0, y: 844 - 260, width: 390, height: 260)
    #expect(log.take() == ["willChangeFrame 2.0", "willShow 2.0"])
    #expect(log.frames(of: "willShow").begin == Self.shownFrame && log.frames(of: "willShow").end == withAccessory)
    #expect(harness.keyboardFrame == withAccessory)
    harness.advance(by: 1)
    #expect(log.take() == ["didChangeFrame 2.25", "didShow 2.25"])

    fourth.becomeFirstResponder()
    #expect(log.take() == ["willChangeFrame 3.0", "willShow 3.0"], "the same frame, posted again for the accessory")
    #expect(log.frames(of: "willShow").begin == withAccessory && log.frames(of: "willShow").end == withAccessory)
    harness.advance(by: 1)
    #expect(log.take() == ["didChangeFrame 3.25", "didShow 3.25"])
  }

  @Test(
    "B4: with a hardware keyboard, no notifications unless an inputAccessoryView of non-zero height, which sits alone")
  func hardwareKeyboard() {
    let harness = TestHarness()
    harness.application.isHardwareKeyboardAttached = true
    let log = KeyboardLog(clock: harness.clock)
    defer { log.stop() }
    let plain = KeyboardInputView(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    let flat = KeyboardInputView(frame: CGRect(x: 20, y: 160, width: 200, height: 40))
    flat.accessory = accessory(height: 0)
    let barred = KeyboardInputView(frame: CGRect(x: 20, y: 220, width: 200, height: 40))
    barred.accessory = accessory(height: 44)
    for view in [plain, flat, barred] { harness.window.addSubview(view) }

    plain.becomeFirstResponder()
    flat.becomeFirstResponder()
    harness.advance(by: 1)
    #expect(log.take().isEmpty)
    #expect(harness.keyboardFrame == nil)

    barred.becomeFirstResponder()
    #expect(log.take() == ["willChangeFrame 1.0", "willShow 1.0"])
    #expect(harness.keyboardFrame == CGRect(x: 0, y: 800, width: 390, height: 44))
  }

  @Test("B4: an inputView replaces the keyboard with its height, under the accessory view")
  func inputViewReplacesKeyboard() {
    let harness = TestHarness()
    let input = KeyboardInputView(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    input.customInputView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
    input.accessory = accessory(height: 50)
    harness.window.addSubview(input)
    input.becomeFirstResponder()
    #expect(harness.keyboardFrame == CGRect(x: 0, y: 844 - 350, width: 390, height: 350))
  }

  @Test(
    "B4: off with softwareKeyboard false and in a plain application; no keyboard for a responder that takes no text")
  func modelOff() {
    #expect(!UIApplication(clock: VirtualClock()).simulatesSoftwareKeyboard)
    #expect(TestHarness(designatesShared: false).application.simulatesSoftwareKeyboard)
    let harness = TestHarness(softwareKeyboard: false)
    let log = KeyboardLog(clock: harness.clock)
    defer { log.stop() }
    let input = KeyboardInputView(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    harness.window.addSubview(input)
    input.becomeFirstResponder()
    harness.advance(by: 1)
    #expect(log.take().isEmpty && harness.keyboardFrame == nil)

    let controller = TestHarness(rootViewController: UIViewController(), softwareKeyboard: false)
    #expect(!controller.application.simulatesSoftwareKeyboard)

    let keyless = TestHarness()
    let log2 = KeyboardLog(clock: keyless.clock)
    defer { log2.stop() }
    let view = KeyView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    keyless.window.addSubview(view)
    #expect(view.becomeFirstResponder())
    #expect(log2.take().isEmpty && keyless.keyboardFrame == nil, "no UIKeyInput, no input views: no keyboard")
  }

  @Test("B4: turning the model on shows the keyboard for the text input already first responder")
  func turningTheModelOn() {
    let harness = TestHarness(softwareKeyboard: false)
    let log = KeyboardLog(clock: harness.clock)
    defer { log.stop() }
    let input = KeyboardInputView(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    harness.window.addSubview(input)
    input.becomeFirstResponder()
    harness.application.simulatesSoftwareKeyboard = true
    #expect(log.take() == ["willChangeFrame 0.0", "willShow 0.0"])
    #expect(harness.keyboardFrame == Self.shownFrame)
    harness.application.simulatesSoftwareKeyboard = false
    harness.advance(by: 1)
    #expect(log.take().isEmpty && harness.keyboardFrame == nil, "turned off: forgotten without a notification")
  }

  @Test("B4: a hide that begins during the show posts the show's did pair first, then its own will pair")
  func hideDuringShow() {
    let harness = TestHarness()
    let log = KeyboardLog(clock: harness.clock)
    defer { log.stop() }
    let input = KeyboardInputView(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    harness.window.addSubview(input)
    input.becomeFirstResponder()
    harness.advance(by: 0.1)
    _ = input.resignFirstResponder()
    #expect(
      log.take() == [
        "willChangeFrame 0.0", "willShow 0.0", "didChangeFrame 0.1", "didShow 0.1", "willChangeFrame 0.1",
        "willHide 0.1",
      ])
    harness.advance(by: 1)
    #expect(log.take() == ["didChangeFrame 0.35", "didHide 0.35"])
  }

  @Test("B4: an observer of will-show that resigns the input: the show's did pair comes first, then the hide")
  func resignFromWillShow() {
    let harness = TestHarness()
    let log = KeyboardLog(clock: harness.clock)
    defer { log.stop() }
    let input = KeyboardInputView(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    harness.window.addSubview(input)
    log.onEvent = { label in
      if label == "willShow" { _ = input.resignFirstResponder() }
    }
    input.becomeFirstResponder()
    log.onEvent = nil
    #expect(!input.isFirstResponder && harness.keyboardFrame == nil)
    harness.advance(by: 1)
    #expect(
      log.take() == [
        "willChangeFrame 0.0", "willShow 0.0", "didChangeFrame 0.0", "didShow 0.0", "willChangeFrame 0.0",
        "willHide 0.0", "didChangeFrame 0.25", "didHide 0.25",
      ])
  }

  @Test(
    "B4/X1/X11/X13: the keyboard's notifications among the delegate calls: after a field's didBeginEditing, before its editingDidEnd, before a text view's didBeginEditing; none from a text view to a field"
  )
  func notificationsAmongDelegateCalls() {
    let harness = TestHarness()
    let log = KeyboardLog(clock: harness.clock)
    defer { log.stop() }
    let recorder = KeyboardTextRecorder(log: log)
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
    field.delegate = recorder
    field.addTarget(recorder, action: KeyboardTextRecorder.editingDidBegin, for: .editingDidBegin)
    field.addTarget(recorder, action: KeyboardTextRecorder.editingDidEnd, for: .editingDidEnd)
    let textView = UITextView(frame: CGRect(x: 20, y: 200, width: 300, height: 100))
    textView.delegate = recorder
    harness.window.addSubview(field)
    harness.window.addSubview(textView)

    harness.tap(field)
    #expect(log.takeNames() == ["editingDidBegin", "textFieldDidBeginEditing", "willChangeFrame", "willShow"])
    harness.advance(by: 1)
    _ = log.take()
    _ = field.resignFirstResponder()
    #expect(
      log.takeNames() == [
        "textFieldShouldEndEditing", "willChangeFrame", "willHide", "editingDidEnd", "textFieldDidEndEditing",
      ])
    harness.advance(by: 1)
    _ = log.take()
    harness.tap(textView)
    #expect(log.takeNames() == ["willChangeFrame", "willShow", "textViewDidBeginEditing"])
    harness.advance(by: 1)
    _ = log.take()
    harness.tap(field)
    #expect(
      log.takeNames() == ["textViewDidEndEditing", "editingDidBegin", "textFieldDidBeginEditing"],
      "the keyboard stays up")
  }

  @Test("B4: a text field focused by a tap brings up the keyboard; a view removed from the window takes it down")
  func textFieldBringsUpKeyboard() {
    let harness = TestHarness()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
    harness.window.addSubview(field)
    harness.tap(field)
    #expect(field.isFirstResponder)
    #expect(harness.keyboardFrame == Self.shownFrame)
    field.removeFromSuperview()
    #expect(harness.keyboardFrame == nil)
  }

  @Test(
    "B4: typeOnScreen inserts each character into the first responder, Return as \"\\n\", with no press; deleteBackwardOnScreen deletes"
  )
  func typeOnScreen() {
    let harness = TestHarness()
    let log = KeyboardLog(clock: harness.clock)
    defer { log.stop() }
    let input = KeyboardInputView(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    input.log = log
    harness.window.addSubview(input)
    harness.typeOnScreen("ab")
    #expect(log.take().isEmpty, "no text input is first responder: nothing")

    input.becomeFirstResponder()
    _ = log.take()
    harness.typeOnScreen("a👍🏽\n")
    harness.deleteBackwardOnScreen()
    #expect(log.take() == ["insertText \"a\"", "insertText \"👍🏽\"", "insertText \"\\n\"", "deleteBackward"])
    #expect(input.text == "a👍🏽")
    #expect(harness.now == 0, "the on-screen keyboard moves no clock")

    let field = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 40))
    harness.window.addSubview(field)
    field.becomeFirstResponder()
    harness.typeOnScreen("hi")
    #expect(field.text == "hi")
  }

  // MARK: B5

  /// A window with a text input above a tall scroll view (320 pt of it visible, 2000 pt of
  /// content) whose delegate writes to the log; the input is first responder.
  private func scrollingScreen(
    _ harness: TestHarness, mode: UIScrollView.KeyboardDismissMode, contentHeight: CGFloat = 2000
  ) -> (KeyboardInputView, UIScrollView, KeyboardLog, KeyboardScrollRecorder) {
    let log = KeyboardLog(clock: harness.clock)
    let input = KeyboardInputView(frame: CGRect(x: 20, y: 60, width: 200, height: 40))
    input.log = log
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 120, width: 390, height: 724))
    scroll.contentSize = CGSize(width: 390, height: contentHeight)
    scroll.keyboardDismissMode = mode
    let recorder = KeyboardScrollRecorder(log: log)
    scroll.delegate = recorder
    harness.window.addSubview(input)
    harness.window.addSubview(scroll)
    input.becomeFirstResponder()
    harness.advance(by: 1)
    _ = log.takeNames()
    return (input, scroll, log, recorder)
  }

  @Test("B5: onDrag ends editing, forced, as the pan begins: just before scrollViewWillBeginDragging")
  func onDragDismisses() {
    let harness = TestHarness()
    let (input, scroll, log, recorder) = scrollingScreen(harness, mode: .onDrag)
    defer { log.stop() }
    #expect(UIScrollView().keyboardDismissMode == .none)
    harness.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.1)
    #expect(!input.isFirstResponder)
    #expect(
      log.takeNames() == [
        "resign", "willChangeFrame", "willHide", "willBeginDragging", "didEndDragging",
      ])
    #expect(scroll.contentOffset.y > 0 && recorder.log === log)

    // Forced: a text input that refuses to resign still loses the status (X11).
    input.refusesToResign = true
    input.becomeFirstResponder()
    harness.advance(by: 1)
    harness.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.1)
    #expect(!input.isFirstResponder && harness.keyboardFrame == nil)
  }

  @Test("B5: onDragWithAccessory acts as onDrag")
  func onDragWithAccessoryDismisses() {
    let harness = TestHarness()
    let (input, _, log, _) = scrollingScreen(harness, mode: .onDragWithAccessory)
    defer { log.stop() }
    harness.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.1)
    #expect(!input.isFirstResponder)
  }

  @Test("B5: none leaves the keyboard; a scroll view that cannot scroll begins no pan and dismisses nothing")
  func noDismissal() {
    let harness = TestHarness()
    let (input, _, log, _) = scrollingScreen(harness, mode: .none)
    defer { log.stop() }
    harness.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.1)
    #expect(input.isFirstResponder)
    #expect(log.takeNames() == ["willBeginDragging", "didEndDragging"])

    let short = TestHarness()
    let (shortInput, shortScroll, shortLog, _) = scrollingScreen(short, mode: .onDrag, contentHeight: 300)
    defer { shortLog.stop() }
    short.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.1)
    #expect(shortInput.isFirstResponder)
    #expect(shortLog.takeNames().isEmpty, "no pan: no dragging calls, no resign")

    // The usual fix: a scroll view that always bounces vertically can drag, so it dismisses.
    shortScroll.alwaysBounceVertical = true
    short.advance(by: 1)
    short.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.1)
    #expect(!shortInput.isFirstResponder)
    #expect(shortLog.takeNames() == ["resign", "willChangeFrame", "willHide", "willBeginDragging", "didEndDragging"])
  }

  @Test("B5: onDrag leaves a first responder that is no text input")
  func onDragLeavesOtherResponders() {
    let harness = TestHarness()
    let (_, _, log, _) = scrollingScreen(harness, mode: .onDrag)
    defer { log.stop() }
    let keys = KeyView(frame: CGRect(x: 300, y: 60, width: 40, height: 40))
    harness.window.addSubview(keys)
    keys.becomeFirstResponder()
    harness.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.1)
    #expect(keys.isFirstResponder)
  }

  @Test(
    "B5: interactive with the keyboard model: a lift below the keyboard's top resigns, at the lift; above it, nothing")
  func interactiveWithModel() {
    let harness = TestHarness()
    let (input, _, log, _) = scrollingScreen(harness, mode: .interactive)
    defer { log.stop() }
    harness.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600), duration: 0.1)
    #expect(input.isFirstResponder, "lifted at 600, above the keyboard's top at 628")
    #expect(log.takeNames() == ["willBeginDragging", "didEndDragging"])

    harness.advance(by: 1)
    harness.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), duration: 0.1)
    #expect(!input.isFirstResponder)
    #expect(log.takeNames() == ["willBeginDragging", "resign", "willChangeFrame", "willHide", "didEndDragging"])
  }

  @Test("B5/B7: an interactive dismissal reaches up by the keyboard guide's keyboardDismissPadding")
  func interactiveDismissPadding() {
    let harness = TestHarness()
    let (input, scroll, log, _) = scrollingScreen(harness, mode: .interactiveWithAccessory)
    defer { log.stop() }
    harness.window.keyboardLayoutGuide.keyboardDismissPadding = 40
    harness.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 580), duration: 0.1)
    #expect(input.isFirstResponder, "lifted at 580, above 628 − 40")
    harness.advance(by: 1)
    scroll.keyboardLayoutGuide.keyboardDismissPadding = 0
    harness.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600), duration: 0.1)
    #expect(input.isFirstResponder, "the scroll view's own guide is the nearest: no padding")
    harness.advance(by: 1)
    scroll.keyboardLayoutGuide.keyboardDismissPadding = 40
    harness.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600), duration: 0.1)
    #expect(!input.isFirstResponder, "lifted at 600, below 628 − 40")
  }

  @Test(
    "B5: interactiveWithAccessory without the keyboard model: as onDrag at the lift when it is below where the keyboard would be"
  )
  func interactiveWithoutModel() {
    let harness = TestHarness(softwareKeyboard: false)
    let (input, _, log, _) = scrollingScreen(harness, mode: .interactiveWithAccessory)
    defer { log.stop() }
    harness.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600), duration: 0.1)
    #expect(input.isFirstResponder)
    harness.advance(by: 1)
    harness.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), duration: 0.1)
    #expect(!input.isFirstResponder)
    #expect(
      log.takeNames() == ["willBeginDragging", "didEndDragging", "willBeginDragging", "resign", "didEndDragging"])
  }

  // MARK: B6

  @Test("B6: a touch elsewhere leaves the first responder: a tap on a button, a tap on nothing")
  func touchElsewhereKeepsFocus() {
    let harness = TestHarness()
    let log = KeyboardLog(clock: harness.clock)
    defer { log.stop() }
    let recorder = KeyboardScrollRecorder(log: log)
    let input = KeyboardInputView(frame: CGRect(x: 20, y: 60, width: 200, height: 40))
    let button = UIButton(frame: CGRect(x: 20, y: 300, width: 100, height: 44))
    button.addTarget(recorder, action: KeyboardScrollRecorder.buttonTapped, for: .touchUpInside)
    harness.window.addSubview(input)
    harness.window.addSubview(button)
    input.becomeFirstResponder()
    harness.advance(by: 1)
    _ = log.take()
    harness.tap(button)
    harness.advance(by: 1)
    harness.tap(at: CGPoint(x: 300, y: 500))
    #expect(input.isFirstResponder && harness.keyboardFrame != nil)
    #expect(log.take() == ["touchUpInside"])
  }

  @Test("B6: the tap-outside pattern: the tap's action ends editing, then the button still gets its touch-up")
  func tapOutsidePattern() {
    let harness = TestHarness()
    let log = KeyboardLog(clock: harness.clock)
    defer { log.stop() }
    let recorder = KeyboardScrollRecorder(log: log)
    let root = harness.window
    let input = KeyboardInputView(frame: CGRect(x: 20, y: 60, width: 200, height: 40))
    input.log = log
    let button = UIButton(frame: CGRect(x: 20, y: 300, width: 100, height: 44))
    button.addTarget(recorder, action: KeyboardScrollRecorder.buttonTapped, for: .touchUpInside)
    root.addSubview(input)
    root.addSubview(button)
    let tap = UITapGestureRecognizer(target: recorder, action: KeyboardScrollRecorder.tapped)
    tap.cancelsTouchesInView = false
    root.addGestureRecognizer(tap)
    input.becomeFirstResponder()
    harness.advance(by: 1)
    _ = log.take()

    harness.tap(button)
    #expect(!input.isFirstResponder)
    #expect(log.take() == ["tap ended", "resign", "willChangeFrame 1.05", "willHide 1.05", "touchUpInside"])
  }

  // MARK: B7

  @Test(
    "B7: a button pinned above the keyboard guide moves up by the keyboard's height as a text input becomes first responder, and back"
  )
  func buttonAboveKeyboardGuide() {
    let root = UIView()
    let harness = TestHarness(rootView: root)
    let input = KeyboardInputView(frame: CGRect(x: 20, y: 60, width: 200, height: 40))
    let button = UIButton()
    button.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(input)
    root.addSubview(button)
    NSLayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      button.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      button.heightAnchor.constraint(equalToConstant: 50),
      button.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -8),
    ])
    harness.advance(by: 0)
    #expect(button.frame == CGRect(x: 20, y: 844 - 58, width: 350, height: 50))

    input.becomeFirstResponder()
    #expect(button.frame == CGRect(x: 20, y: 844 - 216 - 58, width: 350, height: 50), "laid out with the keyboard")
    harness.advance(by: 0.25)
    #expect(button.frame == CGRect(x: 20, y: 844 - 216 - 58, width: 350, height: 50))
    #expect(harness.hitView(at: CGPoint(x: 100, y: 844 - 216 - 30)) === button)

    _ = input.resignFirstResponder()
    #expect(button.frame == CGRect(x: 20, y: 844 - 58, width: 350, height: 50))
  }

  @Test(
    "B7: the guide's defaults and frame: the safe-area bottom while no keyboard shows, the keyboard's top converted while one does"
  )
  func keyboardGuideFrame() {
    let harness = TestHarness()
    let panel = UIView(frame: CGRect(x: 0, y: 444, width: 390, height: 400))
    harness.window.addSubview(panel)
    let guide = panel.keyboardLayoutGuide
    #expect(panel.keyboardLayoutGuide === guide && guide.owningView === panel)
    #expect((guide as UILayoutGuide) is UITrackingLayoutGuide)
    #expect(!guide.followsUndockedKeyboard && guide.usesBottomSafeArea && guide.keyboardDismissPadding == 0)
    #expect(guide.layoutFrame == CGRect(x: 0, y: 400, width: 390, height: 0))

    let input = KeyboardInputView(frame: CGRect(x: 20, y: 60, width: 200, height: 40))
    harness.window.addSubview(input)
    input.becomeFirstResponder()
    #expect(guide.layoutFrame == CGRect(x: 0, y: 184, width: 390, height: 216))

    let high = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
    harness.window.addSubview(high)
    #expect(high.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 300, width: 390, height: 0), "not reached")
  }

  @Test(
    "B7: tracked constraints: the docked guide is near the bottom, leading and trailing edges and away from the top")
  func trackedConstraints() {
    let harness = TestHarness()
    let view = UIView(frame: harness.window.bounds)
    harness.window.addSubview(view)
    let guide = view.keyboardLayoutGuide
    let nearBottom = [view.heightAnchor.constraint(equalToConstant: 10)]
    let nearTop = [view.widthAnchor.constraint(equalToConstant: 10)]
    let awayFromTop = [view.widthAnchor.constraint(equalToConstant: 20)]
    guide.setConstraints(nearBottom, activeWhenNearEdge: .bottom)
    guide.setConstraints(nearTop, activeWhenNearEdge: .top)
    guide.setConstraints(awayFromTop, activeWhenAwayFrom: .top)
    #expect(nearBottom[0].isActive && !nearTop[0].isActive && awayFromTop[0].isActive)
    #expect(guide.constraintsActiveWhenNear(.bottom).map(ObjectIdentifier.init) == [ObjectIdentifier(nearBottom[0])])
    #expect(
      guide.constraintsActiveWhenAway(from: .top).map(ObjectIdentifier.init) == [ObjectIdentifier(awayFromTop[0])])
    guide.removeAllTrackedConstraints()
    #expect(!nearBottom[0].isActive && !awayFromTop[0].isActive)
    #expect(guide.constraintsActiveWhenNear(.bottom).isEmpty)
  }
}
