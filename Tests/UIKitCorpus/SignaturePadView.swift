import UIKit

protocol SignaturePadViewDelegate: AnyObject {
  func signaturePadDidStart(_ pad: SignaturePadView)
  func signaturePadDidFinish(_ pad: SignaturePadView)
}

/// A one-finger signature pad that records line segments from each touch's previous location
/// to its current one.
class SignaturePadView: UIView {
  weak var delegate: SignaturePadViewDelegate?
  private(set) var segments: [(from: CGPoint, to: CGPoint)] = []
  var minimumSegmentLength: CGFloat = 1

  var isEmpty: Bool { segments.isEmpty }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isMultipleTouchEnabled = false
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    isMultipleTouchEnabled = false
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard touches.first != nil else { return }
    delegate?.signaturePadDidStart(self)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    let from = touch.previousLocation(in: self)
    let to = touch.location(in: self)
    if hypot(to.x - from.x, to.y - from.y) >= minimumSegmentLength {
      segments.append((from, to))
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    delegate?.signaturePadDidFinish(self)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    delegate?.signaturePadDidFinish(self)
  }
}
