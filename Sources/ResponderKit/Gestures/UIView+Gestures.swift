import Foundation

extension UIView {
  /// The recognizers attached to the view, in the order they were added (G13).
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { _gestureRecognizers.isEmpty ? nil : _gestureRecognizers }
    set {
      for recognizer in _gestureRecognizers { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches a recognizer, taking it from the view it was on.
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if let old = gestureRecognizer._view {
      if old === self { return }
      old.removeGestureRecognizer(gestureRecognizer)
    }
    _gestureRecognizers.append(gestureRecognizer)
    gestureRecognizer._view = self
  }

  /// Detaches a recognizer; one taking part in a sequence is cancelled or failed first (A4).
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer._view === self else { return }
    window?._application?.dispatcher.arena.withdraw(gestureRecognizer)
    _gestureRecognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer._view = nil
  }
}
