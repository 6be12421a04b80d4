import Foundation

extension UIScrollView {
  // MARK: Content touches (S4–S8, S10), as the engine asks about them

  /// Whether the scroll view withholds its content's `touchesBegan` now: it delays content
  /// touches and scrolling is on (S4, S5, S10). The one home of that rule, for the engine and
  /// the tools.
  @_spi(Tools) public var holdsContentTouches: Bool { delaysContentTouches && isScrollEnabled }

  /// Rules S6, S15: whether `content`, a view inside this scroll view, may get `touchesBegan`
  /// for the touches `alone`: the scroll view asks itself `touchesShouldBegin(_:with:in:)` and
  /// a no drops the touch. Asked by its delay recognizer (`viewMayBegin`), inner scroll view
  /// first; the innermost that delayed the touch reports the delay (S4).
  func contentMayBegin(
    _ content: UIView, alone: Set<UITouch>, event: UIEvent, heldFor held: TimeInterval, holdReported: inout Bool
  ) -> Bool {
    let application = content.window?._application
    if !holdReported && holdsContentTouches {
      application?.notes.decide(content, .contentDelayed(by: self, seconds: held))
      holdReported = true
    }
    let answer = touchesShouldBegin(alone, with: event, in: content)
    application?.note(.scrollQuestion(self, .touchesShouldBegin, view: content, answer))
    if !answer { note(.contentRefused(content), on: self) }
    return answer
  }

  /// Rules S7–S9, the scroll view's word on its pan beginning (UIKit asks it as the pan's
  /// delegate): the movement's larger part must lie on an axis that can drag, and content that
  /// already got `touchesBegan` must be cancellable.
  func ownedGestureRecognizerShouldBegin(_ pan: UIGestureRecognizer) -> Bool {
    // A touch that caught a motion begins the pan without moving (S14).
    if caughtMotion {
      caughtMotion = false
      return true
    }
    if let pan = pan as? UIPanGestureRecognizer {
      let t = pan.translation(in: self)
      let axes = draggableAxes
      let dx = abs(t.x)
      let dy = abs(t.y)
      let allowed = dx > dy ? axes.x : dy > dx ? axes.y : (axes.x || axes.y)
      if !allowed {
        note(.scrollWrongDirection(horizontal: dx > dy || (dx == dy && !axes.x)), on: pan)
        return false
      }
    }
    guard let application = window?._application else { return true }
    var asked: [UIView] = []
    for view in application.dispatcher.views.trackingViews(of: pan)
    where view !== self && view.isDescendant(of: self) && !asked.containsObject(view) {
      asked.append(view)
      guard canCancelContentTouches else {
        note(.contentNotCancellable(view), on: pan)
        return false
      }
      let answer = touchesShouldCancel(in: view)
      application.note(.scrollQuestion(self, .touchesShouldCancel, view: view, answer))
      if !answer {
        note(.contentKept(view), on: pan)
        return false
      }
    }
    return true
  }
}
