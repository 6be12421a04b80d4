import UIKit

/// A form-like scroll view whose buttons do not stop a drag: the classic override.
final class CarouselScrollView: UIScrollView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    canCancelContentTouches = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func touchesShouldCancel(in view: UIView) -> Bool {
    if view is UIButton { return true }
    return super.touchesShouldCancel(in: view)
  }
}

/// Three pages side by side with a page control that follows the scrolling, and buttons on
/// the pages that still let the user swipe between them.
final class PagedCarouselViewController: UIViewController, UIScrollViewDelegate {
  let scrollView = CarouselScrollView(frame: .zero)
  let pageControl = UIPageControl(frame: .zero)
  private(set) var buttonTaps = 0
  private(set) var settledPages: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let size = view.bounds.size
    scrollView.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height - 40)
    scrollView.isPagingEnabled = true
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.delegate = self
    scrollView.contentSize = CGSize(width: size.width * 3, height: size.height - 40)
    view.addSubview(scrollView)
    for page in 0..<3 {
      let frame = CGRect(x: CGFloat(page) * size.width + 20, y: 20, width: size.width - 40, height: 200)
      let button = UIButton(frame: frame)
      button.addTarget(self, action: PagedCarouselViewController.buttonTapped(_:), for: .touchUpInside)
      scrollView.addSubview(button)
    }
    pageControl.frame = CGRect(x: 0, y: size.height - 40, width: size.width, height: 40)
    pageControl.numberOfPages = 3
    pageControl.addTarget(self, action: PagedCarouselViewController.pageChanged(_:), for: .valueChanged)
    view.addSubview(pageControl)
  }

  private func buttonTapped(_ sender: UIButton) {
    buttonTaps += 1
  }

  private func pageChanged(_ sender: UIPageControl) {
    let x = CGFloat(sender.currentPage) * scrollView.bounds.width
    scrollView.setContentOffset(CGPoint(x: x, y: 0), animated: true)
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    pageControl.currentPage = Int((targetContentOffset.pointee.x / scrollView.bounds.width).rounded())
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    settledPages.append(Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded()))
  }
}
