import Foundation
@_spi(Tools) import ResponderKit
import ResponderTestKit
import Testing

/// A page data source over a list of controllers that logs what it is asked.
final class PageSourceLog: UIPageViewControllerDataSource {
  let log: OrderLog
  let pages: [UIViewController]

  init(log: OrderLog, pages: [UIViewController]) {
    self.log = log
    self.pages = pages
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    log.add("before \(viewController.title ?? "?")")
    guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    log.add("after \(viewController.title ?? "?")")
    guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
    return pages[index + 1]
  }
}

/// A page delegate that logs its calls.
final class PageDelegateLog: UIPageViewControllerDelegate {
  let log: OrderLog

  init(log: OrderLog) { self.log = log }

  func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
  ) {
    log.add("willTransitionTo \(pendingViewControllers.map { $0.title ?? "?" })")
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    log.add("didFinishAnimating(\(finished)) \(previousViewControllers.map { $0.title ?? "?" }) completed \(completed)")
  }
}

@MainActor
@Suite("Page view controllers (N16)")
struct PageViewControllerTests {
  let log = OrderLog()
  let pages: UIPageViewController
  let source: PageSourceLog
  let delegate: PageDelegateLog
  let controllers: [AppearanceLogController]
  let harness: TestHarness

  init() {
    let log = log
    controllers = ["a", "b", "c"].map { AppearanceLogController($0, log: log) }
    for controller in controllers { controller.title = controller.name }
    source = PageSourceLog(log: log, pages: controllers)
    delegate = PageDelegateLog(log: log)
    pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pages.dataSource = source
    pages.delegate = delegate
    pages.setViewControllers([controllers[1]], direction: .forward, animated: false)
    harness = TestHarness(rootViewController: pages)
    harness.advance(by: 1)
    log.lines.removeAll()
  }

  @Test("N16: a fast drag pages to the next controller: willTransitionTo once, appearance, didFinishAnimating")
  func fastDragPagesForward() {
    harness.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 150, y: 400), duration: 0.2)
    harness.advance(by: 2)
    #expect(
      log.lines == [
        "willTransitionTo [\"c\"]",
        "b.viewWillDisappear(true)",
        "c.viewWillAppear(true)",
        "b.viewDidDisappear(true)",
        "c.viewDidAppear(true)",
        "didFinishAnimating(true) [\"b\"] completed true",
        "before c",
        "after c",
      ])
    #expect(pages.viewControllers?.first === controllers[2])
    #expect(controllers[2].parent === pages)
    #expect(controllers[1].parent == nil)
    #expect(harness.visibleViewController === controllers[2])
  }

  @Test("N16: a short slow drag settles back: the turn is reversed and not completed")
  func shortSlowDragSettlesBack() {
    let finger = harness.touchDown(at: CGPoint(x: 200, y: 400))
    harness.move(finger, to: CGPoint(x: 240, y: 400), duration: 1)
    harness.move(finger, to: CGPoint(x: 240, y: 400), duration: 0.2)
    harness.lift(finger)
    harness.advance(by: 2)
    #expect(
      log.lines == [
        "willTransitionTo [\"a\"]",
        "b.viewWillDisappear(true)",
        "a.viewWillAppear(true)",
        "a.viewWillDisappear(true)",
        "b.viewWillAppear(true)",
        "a.viewDidDisappear(true)",
        "b.viewDidAppear(true)",
        "didFinishAnimating(true) [\"b\"] completed false",
        "before b",
        "after b",
      ])
    #expect(pages.viewControllers?.first === controllers[1])
    #expect(controllers[0].parent == nil)
  }

  @Test(
    "N16: a drag that turns toward the other neighbour drops the first pending page and tells willTransitionTo again")
  func dragTurnsAround() {
    let finger = harness.touchDown(at: CGPoint(x: 200, y: 400))
    harness.move(finger, to: CGPoint(x: 120, y: 400), duration: 0.5)
    harness.move(finger, to: CGPoint(x: 280, y: 400), duration: 1)
    harness.move(finger, to: CGPoint(x: 280, y: 400), duration: 0.2)
    harness.lift(finger)
    harness.advance(by: 2)
    #expect(
      log.lines == [
        "willTransitionTo [\"c\"]",
        "b.viewWillDisappear(true)",
        "c.viewWillAppear(true)",
        "c.viewWillDisappear(true)",
        "c.viewDidDisappear(true)",
        "willTransitionTo [\"a\"]",
        "a.viewWillAppear(true)",
        "a.viewWillDisappear(true)",
        "b.viewWillAppear(true)",
        "a.viewDidDisappear(true)",
        "b.viewDidAppear(true)",
        "didFinishAnimating(true) [\"b\"] completed false",
        "before b",
        "after b",
      ])
    #expect(pages.children.map { $0.title } == ["b"])
  }

  @Test("N16: no neighbour on that side: the drag turns nothing")
  func noNeighbourNoTurn() {
    pages.setViewControllers([controllers[2]], direction: .forward, animated: false)
    log.lines.removeAll()
    harness.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.2)
    harness.advance(by: 2)
    #expect(log.lines.isEmpty)
    #expect(pages.viewControllers?.first === controllers[2])
  }

  @Test("N16: setViewControllers in code: appearance and the data source, no delegate call, then completion")
  func setInCode() {
    var completed: Bool?
    pages.setViewControllers([controllers[0]], direction: .reverse, animated: true) { finished in
      log.add("completion \(finished)")
      completed = finished
    }
    #expect(
      log.lines == [
        "b.viewWillDisappear(true)",
        "a.viewWillAppear(true)",
        "b.viewDidDisappear(true)",
        "a.viewDidAppear(true)",
        "before a",
        "after a",
        "completion true",
      ])
    #expect(completed == true)
    #expect(pages.children.map { $0.title } == ["a"])
  }

  @Test("N16: the declarations: styles, options, spine, gesture recognizers")
  func declarations() {
    let curl = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .vertical,
      options: [.spineLocation: UIPageViewController.SpineLocation.mid])
    #expect(curl.spineLocation == .mid)
    #expect(curl.transitionStyle == .pageCurl)
    #expect(curl.navigationOrientation == .vertical)
    #expect(curl.gestureRecognizers.isEmpty)
    curl.isDoubleSided = true
    #expect(curl.isDoubleSided)
    #expect(pages.spineLocation == .none)
    let spaced = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 20])
    #expect(spaced.viewControllers == nil)
  }
}
