import UIKit

/// Pinch, rotate and pan a photo at the same time, as photo editors allow.
class PhotoTransformViewController: UIViewController, UIGestureRecognizerDelegate {
  let photoView = UIImageView(frame: CGRect(x: 40, y: 120, width: 300, height: 200))
  private(set) var currentScale: CGFloat = 1
  private(set) var currentRotation: CGFloat = 0
  private(set) var currentOffset = CGPoint.zero

  override func viewDidLoad() {
    super.viewDidLoad()
    photoView.isUserInteractionEnabled = true
    view.addSubview(photoView)

    let pinch = UIPinchGestureRecognizer(target: self, action: #selector(handlePinch(_:)))
    let rotation = UIRotationGestureRecognizer(target: self, action: #selector(handleRotation(_:)))
    let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
    pan.minimumNumberOfTouches = 1
    pan.maximumNumberOfTouches = 2
    for recognizer in [pinch, rotation, pan] as [UIGestureRecognizer] {
      recognizer.delegate = self
      photoView.addGestureRecognizer(recognizer)
    }
  }

  @objc func handlePinch(_ gesture: UIPinchGestureRecognizer) {
    guard gesture.state == .began || gesture.state == .changed else { return }
    currentScale *= gesture.scale
    gesture.scale = 1
    applyTransform()
  }

  @objc func handleRotation(_ gesture: UIRotationGestureRecognizer) {
    guard gesture.state == .began || gesture.state == .changed else { return }
    currentRotation += gesture.rotation
    gesture.rotation = 0
    applyTransform()
  }

  @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
    let translation = gesture.translation(in: view)
    currentOffset.x += translation.x
    currentOffset.y += translation.y
    gesture.setTranslation(.zero, in: view)
    applyTransform()
  }

  private func applyTransform() {
    photoView.transform = CGAffineTransform(translationX: currentOffset.x, y: currentOffset.y)
      .rotated(by: currentRotation)
      .scaledBy(x: currentScale, y: currentScale)
  }

  // MARK: - UIGestureRecognizerDelegate

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    // All three of ours together; nothing else.
    return gestureRecognizer.view == photoView && otherGestureRecognizer.view == photoView
  }
}
