import Foundation

/// The data source of a page view controller: asked for the controllers on either side of the
/// current one.
///
/// UIKit's `UIPageViewControllerDataSource` (rule N16). The two page questions are required;
/// the page-indicator counts are optional, defaulted to "no indicator".
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
  /// The controller before `viewController`, or nil at the first page (N16: asked when a page
  /// becomes current, before `viewControllerAfter`).
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController?

  /// The controller after `viewController`, or nil at the last page (N16).
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController?

  /// The number of dots of the page indicator (UIKit's; no indicator is drawn here, N16).
  /// Default 0.
  func presentationCount(for pageViewController: UIPageViewController) -> Int

  /// The index of the dot of the current page (N16). Default 0.
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  /// Returns zero: no page indicator, as UIKit shows none when the data source does not
  /// implement this (N16).
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }

  /// Returns zero, the first dot; with the default `presentationCount` there is no indicator
  /// to show it (N16).
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// The delegate of a page view controller: told when the user starts turning a page and when
/// the turn settles.
///
/// UIKit's `UIPageViewControllerDelegate`, whose methods are optional (rule N16). Neither is
/// called for `setViewControllers(_:direction:animated:completion:)`. The orientation hooks
/// (`spineLocationFor:`, the supported orientations) are not declared: the package has no
/// interface orientation type.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
  /// Called once when the user's drag starts moving toward a neighbour, with that neighbour
  /// (N16). Default: nothing.
  func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])

  /// Called when a user's page turn settles (N16): `completed` says whether the pending page
  /// became current; `previousViewControllers` are the controllers shown before. Default:
  /// nothing.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  /// Does nothing.
  public func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
  ) {}

  /// Does nothing.
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
}
