// corpus: Swift 5 only (global mutable state and a nonisolated callback touching a window,
// which Swift 6 rejects)
import UIKit

var shakeUndoCount = 0

/// A window that turns a shake into an undo request for whatever screen is showing.
class ShakeToUndoWindow: UIWindow {
  var undoHandler: (() -> Void)?

  override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    if motion == .motionShake {
      shakeUndoCount += 1
      undoHandler?()
    } else {
      super.motionEnded(motion, with: event)
    }
  }
}

/// Installs the undo handler from code that is not on the main actor.
func installShakeUndo(on window: ShakeToUndoWindow, perform: @escaping () -> Void) {
  window.undoHandler = perform
  window.makeKeyAndVisible()
}
