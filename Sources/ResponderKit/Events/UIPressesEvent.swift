import Foundation

/// An event of physical presses.
///
/// UIKit rule F4: press events go to the key window's first responder, then along its chain.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
  var pressList: [UIPress] = []
  var changedPresses: [UIPress] = []

  init(timestamp: TimeInterval) {
    super.init(type: .presses, timestamp: timestamp)
  }

  /// Every press of the event.
  public var allPresses: Set<UIPress> { Set(pressList) }
}
