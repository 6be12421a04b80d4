import CoreGraphics
import Testing
import UIKit

// The photo viewer of Apple's zooming guide, written as for iOS: a view controller that is the
// scroll view's delegate and zooms its image view.

/// A photo viewer: limits 1 and 4, the image view zooms.
final class ZoomingPhotoViewController: UIViewController, UIScrollViewDelegate {
  let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  var ended: [CGFloat] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(scrollView)
    scrollView.addSubview(imageView)
    scrollView.contentSize = imageView.bounds.size
    scrollView.delegate = self
    scrollView.minimumZoomScale = 1.0
    scrollView.maximumZoomScale = 4.0
  }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

  func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
    ended.append(scale)
  }
}

@MainActor
@Suite("Zooming code written for iOS (Z)")
struct ZoomingCodeTests {
  @Test("Z2: a photo viewer written for iOS compiles unchanged; its zoom calls scale the image view")
  func photoViewer() {
    let controller = ZoomingPhotoViewController()
    controller.loadViewIfNeeded()
    #expect(controller.scrollView.pinchGestureRecognizer != nil)
    controller.scrollView.setZoomScale(2, animated: false)
    #expect(controller.imageView.frame.size == CGSize(width: 640, height: 960))
    controller.scrollView.zoom(to: CGRect(x: 80, y: 120, width: 160, height: 240), animated: false)
    #expect(controller.scrollView.contentOffset == CGPoint(x: 160, y: 240))
    controller.scrollView.zoomScale = 0.5
    #expect(controller.scrollView.zoomScale == 1 && controller.ended.isEmpty)
  }
}
