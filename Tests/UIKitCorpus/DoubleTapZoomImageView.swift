import UIKit

/// An image view that toggles zoom on a double tap and shows or hides its chrome on a single
/// tap, which waits for the double tap to fail first.
class DoubleTapZoomImageView: UIImageView {
  private(set) var isZoomed = false
  private(set) var chromeVisible = true
  let singleTap = UITapGestureRecognizer()
  let doubleTap = UITapGestureRecognizer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    configureGestures()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    configureGestures()
  }

  private func configureGestures() {
    isUserInteractionEnabled = true
    doubleTap.numberOfTapsRequired = 2
    doubleTap.addTarget(self, action: #selector(toggleZoom))
    singleTap.addTarget(self, action: #selector(toggleChrome))
    singleTap.require(toFail: doubleTap)
    addGestureRecognizer(doubleTap)
    addGestureRecognizer(singleTap)
  }

  @objc private func toggleZoom() {
    isZoomed.toggle()
    transform = isZoomed ? CGAffineTransform(scaleX: 2, y: 2) : .identity
  }

  @objc private func toggleChrome() {
    chromeVisible.toggle()
  }
}
