import Foundation

/// Rule B4: the on-screen keyboard an application models while
/// ``UIApplication/simulatesSoftwareKeyboard`` is on, and the keyboard notifications it posts.
///
/// The keyboard has one state: the frame it sits at (screen coordinates), or none. The
/// application asks for it once at the end of every first-responder hand-over, when a window
/// becomes key or leaves, and on `reloadInputViews()` (`UIApplication.updateInputViews()`), so a
/// hand-over from one text input to another is one change, not a hide and a show. A change
/// posts `keyboardWillChangeFrame` then `keyboardWillShow` (or `…Hide`) at once, lays out the
/// application's windows (B7: the keyboard layout guides follow), and
/// `keyboardDidChangeFrame` then `keyboardDidShow` (`…Hide`)
/// ``InteractionConstants/keyboardAnimationDuration`` later on the application's clock.
///
/// Invariants: `frame` is the final frame from the moment a show begins, and nil from the
/// moment a hide begins; at most one animation's did-notifications are pending, and a change
/// that begins while they are posts them first (our choice: every will-notification gets its
/// did-notification, in order, as observers that pair them expect).
@MainActor
final class OnScreenKeyboard {
  /// Whether the model runs (``UIApplication/simulatesSoftwareKeyboard``).
  var isOn = false
  /// Whether a hardware keyboard counts as attached
  /// (``UIApplication/isHardwareKeyboardAttached``).
  var hardwareKeyboardAttached = false
  /// The keyboard's frame in screen coordinates: the final one while it shows or appears; nil
  /// while it is hidden or disappearing.
  private(set) var frame: CGRect?
  /// The bounds of the screen the keyboard was shown on: where it goes when it hides.
  private var screen = CGRect.zero
  /// The first responder the keyboard is shown for: another one with an accessory view posts
  /// the show notifications again.
  private weak var shownFor: UIResponder?
  /// The window that hosts the first responder's accessory and input views while the keyboard
  /// shows (F3, B4), made the first time one shows.
  private var hostWindow: KeyboardHostWindow?
  /// The did-notifications of the animation under way, and the timer that posts them.
  private var pending: (token: UITimerToken, userInfo: [AnyHashable: Any], shows: Bool)?

  /// Brings the keyboard to what the key window's first responder asks for, posting the
  /// notifications of the change (B4); nothing when the model is off.
  ///
  /// A change while an animation's did-notifications are pending posts them first, then looks
  /// again: their observers may have moved the first responder.
  func update(_ application: UIApplication) {
    guard isOn else { return }
    let window = application._keyWindow
    let responder = window?._firstResponder
    let screenBounds = window?.windowScene?.screen.bounds ?? UIScreen.main.bounds
    let target = responder.flatMap { wantedFrame(for: $0, on: screenBounds) }
    let begin: CGRect
    let end: CGRect
    switch (frame, target) {
    case (nil, nil):
      return
    case (nil, let shown?):
      begin = Self.offScreen(shown, below: screenBounds)
      end = shown
    case (let shown?, nil):
      begin = shown
      end = Self.offScreen(shown, below: screen)
    case (let shown?, let wanted?):
      // B4: a hand-over between two text inputs moves nothing; one to a responder with an
      // accessory view posts the show notifications again, as UIKit reinstalls the accessory.
      let reinstalls = responder !== shownFor && responder?.inputAccessoryView != nil
      guard shown != wanted || reinstalls else {
        shownFor = responder
        host(responder, at: shown, in: application)
        return
      }
      begin = shown
      end = wanted
    }
    if pending != nil {
      finishPending(in: application)
      return update(application)
    }
    if target != nil { screen = screenBounds }
    shownFor = target == nil ? nil : responder
    host(target == nil ? nil : responder, at: target, in: application)
    animate(from: begin, to: end, shows: target != nil, in: application)
  }

  /// Puts `responder`'s accessory view (at the top) and input view (below it) in the keyboard's
  /// window at `frame`, or hides that window when nothing shows, so that a test taps a Done
  /// button of an accessory bar as a person would. Only those views take touches there: the
  /// modelled keys take none, so a tap in the keyboard's area still reaches the app (our choice,
  /// as the keys are not modelled).
  private func host(_ responder: UIResponder?, at frame: CGRect?, in application: UIApplication) {
    let accessory = responder?.inputAccessoryView
    let input = responder?.inputView
    guard let frame, accessory != nil || input != nil else {
      if let hostWindow {
        for view in hostWindow.subviews { view.removeFromSuperview() }
        hostWindow.isHidden = true
      }
      return
    }
    let window = hostWindow ?? KeyboardHostWindow(application: application, frame: frame)
    hostWindow = window
    window.frame = frame
    for view in window.subviews where view !== accessory && view !== input { view.removeFromSuperview() }
    var y: CGFloat = 0
    for view in [accessory, input].compactMap({ $0 }) {
      let height = Self.height(of: view)
      view.frame = CGRect(x: 0, y: y, width: frame.width, height: height)
      if view.superview !== window { window.addSubview(view) }
      y += height
    }
    window.isHidden = false
  }

  /// Forgets the keyboard without a notification, when the model is turned off: a pending
  /// did-notification is dropped.
  func reset(_ application: UIApplication) {
    if let pending { application.clock.cancel(pending.token) }
    pending = nil
    shownFor = nil
    host(nil, at: nil, in: application)
    if frame != nil {
      frame = nil
      setNeedsConstraintLayout()
    }
  }

  /// The frame the keyboard takes for `responder` at the bottom of `screen`, or nil when
  /// nothing shows: the keyboard's part (the responder's `inputView`, else
  /// ``InteractionConstants/softwareKeyboardHeight`` for a `UIKeyInput`; none with a hardware
  /// keyboard attached, nor for a text view that is not editable, X13) and the
  /// `inputAccessoryView` above it (F3).
  ///
  /// Input views of a responder that is no `UIKeyInput` show too, as F3 shows them (a
  /// controller with an accessory bar); a view's height is its bounds' height, else its
  /// intrinsic height.
  func wantedFrame(for responder: UIResponder, on screen: CGRect) -> CGRect? {
    var height = responder.inputAccessoryView.map(Self.height(of:)) ?? 0
    if !hardwareKeyboardAttached {
      if let inputView = responder.inputView {
        height += Self.height(of: inputView)
      } else if responder is UIKeyInput, (responder as? UITextView)?.isEditable ?? true {
        height += InteractionConstants.softwareKeyboardHeight
      }
    }
    guard height > 0 else { return nil }
    return CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
  }

  private static func height(of view: UIView) -> CGFloat {
    if view.bounds.height > 0 { return view.bounds.height }
    return max(0, view.intrinsicContentSize.height)
  }

  /// `frame` moved down to just below `screen`: where the keyboard comes from and goes to.
  private static func offScreen(_ frame: CGRect, below screen: CGRect) -> CGRect {
    CGRect(x: frame.minX, y: screen.maxY, width: frame.width, height: frame.height)
  }

  /// Starts the change to `end` with no animation pending: its will-notifications now, its
  /// did-notifications ``InteractionConstants/keyboardAnimationDuration`` later.
  private func animate(from begin: CGRect, to end: CGRect, shows: Bool, in application: UIApplication) {
    frame = shows ? end : nil
    // B7: the keyboard layout guides follow the new frame.
    setNeedsConstraintLayout()
    let userInfo: [AnyHashable: Any] = [
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
      UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: InteractionConstants.keyboardAnimationDuration),
      UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: InteractionConstants.keyboardAnimationCurve),
      UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
    // The timer is set before the will-notifications go out, so that an observer that changes
    // the first responder finds this animation pending and finishes it before its own (a
    // nested `update`).
    let clock = application.clock
    let token = clock.schedule(at: clock.now + InteractionConstants.keyboardAnimationDuration) { [weak self] in
      self?.postPending()
    }
    pending = (token, userInfo, shows)
    let center = NotificationCenter.default
    center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: userInfo)
    center.post(
      name: shows ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
      object: nil, userInfo: userInfo)
    // B7: UIKit lays out in the keyboard's animation, after the will-notifications (whose
    // observers often change constraints): views pinned to a keyboard layout guide take their
    // final frames now, not at the next event.
    for window in application._windows { window.layoutIfNeeded() }
  }

  /// Posts the pending did-notifications now, for a change that begins before they were due.
  private func finishPending(in application: UIApplication) {
    guard let pending else { return }
    application.clock.cancel(pending.token)
    postPending()
  }

  private func postPending() {
    guard let pending else { return }
    self.pending = nil
    let center = NotificationCenter.default
    center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: pending.userInfo)
    center.post(
      name: pending.shows ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
      object: nil, userInfo: pending.userInfo)
  }
}

/// The window of the on-screen keyboard: above every window of the app
/// (``InteractionConstants/keyboardWindowLevel``), never made key, hosting the first responder's
/// accessory and input views (F3, B4); touches that hit none of them go on to the windows
/// behind. It answers its own hit test, so the engine asks it rather than mirroring it.
final class KeyboardHostWindow: UIWindow {
  override init(frame: CGRect) {
    super.init(frame: frame)
    windowLevel = InteractionConstants.keyboardWindowLevel
  }

  required init?(coder: NSCoder) { nil }

  /// The window takes no touches of its own: only its hosted views do.
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}
