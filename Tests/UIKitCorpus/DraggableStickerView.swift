import UIKit

/// A sticker moved with one finger by overriding the touch methods (no recognizer), kept
/// inside its superview.
class DraggableStickerView: UIView {
  private var touchOffset = CGPoint.zero
  var onDragEnded: ((CGPoint) -> Void)?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, let superview = superview else { return }
    let location = touch.location(in: superview)
    touchOffset = CGPoint(x: center.x - location.x, y: center.y - location.y)
    superview.bringSubviewToFront(self)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, let superview = superview else { return }
    let location = touch.location(in: superview)
    var newCenter = CGPoint(x: location.x + touchOffset.x, y: location.y + touchOffset.y)
    newCenter.x = min(max(newCenter.x, bounds.width / 2), superview.bounds.width - bounds.width / 2)
    newCenter.y = min(max(newCenter.y, bounds.height / 2), superview.bounds.height - bounds.height / 2)
    center = newCenter
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    onDragEnded?(center)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    onDragEnded?(center)
  }
}
