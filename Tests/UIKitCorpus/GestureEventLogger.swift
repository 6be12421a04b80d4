// corpus: Swift 5 only (a nonisolated class that reads UI state, which Swift 6 rejects and
// Swift 5 accepts, as it does against UIKit's @preconcurrency @MainActor types)
import UIKit

/// An analytics logger that gesture handlers call from anywhere; written before Swift
/// concurrency, so it is not isolated to the main actor.
final class GestureEventLogger {
  static let shared = GestureEventLogger()

  private(set) var entries: [String] = []

  func log(_ recognizer: UIGestureRecognizer, name: String) {
    let viewName = recognizer.view.map { String(describing: type(of: $0)) } ?? "none"
    entries.append("\(name) \(recognizer.state.rawValue) on \(viewName)")
  }

  func log(control: UIControl, event: String) {
    entries.append("\(event) on \(type(of: control)) enabled=\(control.isEnabled)")
  }
}

/// A view whose handlers log through the shared logger.
final class LoggedSwipeView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    let swipe = UISwipeGestureRecognizer(target: self, action: #selector(swiped(_:)))
    swipe.direction = [.left, .right]
    addGestureRecognizer(swipe)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  @objc func swiped(_ swipe: UISwipeGestureRecognizer) {
    GestureEventLogger.shared.log(swipe, name: "swipe")
  }
}
