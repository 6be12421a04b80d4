import UIKit

/// What the controls overlay tells its owner; its methods are optional, as UIKit delegates' are.
@MainActor @objc protocol AutoHidingControlsDelegate {
  @objc optional func controlsDidHide(_ controls: AutoHidingControlsView)
  @objc optional func controlsShouldHide(_ controls: AutoHidingControlsView) -> Bool
}

extension Notification.Name {
  static let autoHidingControlsReset = Notification.Name("AutoHidingControlsReset")
}

/// Player controls that hide 3 s after the last touch, blink a recording dot while shown, and
/// show again when the app posts a reset.
final class AutoHidingControlsView: UIView {
  weak var delegate: AutoHidingControlsDelegate?
  private(set) var isShowingControls = true
  private(set) var blinkCount = 0
  private var blinkTimer: Timer?

  override init(frame: CGRect) {
    super.init(frame: frame)
    NotificationCenter.default.addObserver(
      self, selector: #selector(reset(_:)), name: .autoHidingControlsReset, object: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func stopObserving() {
    NotificationCenter.default.removeObserver(self)
  }

  func scheduleHide() {
    NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(hideControls), object: nil)
    perform(#selector(hideControls), with: nil, afterDelay: 3)
  }

  func startBlinking() {
    blinkTimer?.invalidate()
    blinkTimer = Timer.scheduledTimer(
      timeInterval: 0.5, target: self, selector: #selector(blink(_:)), userInfo: nil, repeats: true)
  }

  @objc private func hideControls() {
    guard delegate?.controlsShouldHide?(self) ?? true else { return }
    isShowingControls = false
    blinkTimer?.invalidate()
    delegate?.controlsDidHide?(self)
  }

  @objc private func blink(_ timer: Timer) {
    blinkCount += 1
  }

  @objc private func reset(_ notification: Notification) {
    isShowingControls = true
    scheduleHide()
  }
}

extension AutoHidingControlsView {
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    isShowingControls = true
    scheduleHide()
  }
}
