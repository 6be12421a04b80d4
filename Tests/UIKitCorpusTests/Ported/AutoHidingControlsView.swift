import UIKit

/// What the controls overlay tells its owner; its methods are optional, as UIKit delegates' are.
@MainActor protocol AutoHidingControlsDelegate: AnyObject {
  func controlsDidHide(_ controls: AutoHidingControlsView)
  func controlsShouldHide(_ controls: AutoHidingControlsView) -> Bool
}

// The optional requirements' defaults: what a delegate that lacks one answers.
extension AutoHidingControlsDelegate {
  func controlsDidHide(_ controls: AutoHidingControlsView) {}
  func controlsShouldHide(_ controls: AutoHidingControlsView) -> Bool { true }
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
      self, forName: .autoHidingControlsReset, object: nil
    ) { [weak self] notification in
      self?.reset(notification)
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func stopObserving() {
    NotificationCenter.default.removeObservers(of: self)
  }

  func scheduleHide() {
    PerformRequests.cancelPreviousPerformRequests(withTarget: self, selector: Selector("hideControls"))
    PerformRequests.perform(Selector("hideControls"), target: self, afterDelay: 3) { [weak self] in
      self?.hideControls()
    }
  }

  func startBlinking() {
    blinkTimer?.invalidate()
    blinkTimer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] timer in
      nonisolated(unsafe) let timer = timer
      MainActor.assumeIsolated { self?.blink(timer) }
    }
  }

  private func hideControls() {
    guard delegate?.controlsShouldHide(self) ?? true else { return }
    isShowingControls = false
    blinkTimer?.invalidate()
    delegate?.controlsDidHide(self)
  }

  private func blink(_ timer: Timer) {
    blinkCount += 1
  }

  private func reset(_ notification: Notification) {
    isShowingControls = true
    scheduleHide()
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    isShowingControls = true
    scheduleHide()
  }
}
