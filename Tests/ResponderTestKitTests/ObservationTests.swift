import Foundation
import ResponderKit
import ResponderTestKit
import Testing

/// Logs the scroll view's messages and its contentOffset notifications in one list.
final class OffsetOrderLogger: UIScrollViewDelegate {
  var log: [String] = []
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
  func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("didScroll") }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.append("didEndDecelerating") }
}

@MainActor
@Suite("Key-value observing while scrolling (O)")
struct ObservationTests {
  @Test("O2: every move of a drag and every frame of its deceleration notifies contentOffset, prior before didScroll")
  func dragNotifiesAroundDidScroll() {
    let harness = TestHarness()
    let scrollView = UIScrollView(frame: harness.window.bounds)
    scrollView.contentSize = CGSize(width: harness.window.bounds.width, height: 5000)
    harness.window.addSubview(scrollView)
    let logger = OffsetOrderLogger()
    scrollView.delegate = logger
    var offsets: [CGFloat] = []
    let observation = scrollView.observe(\.contentOffset, options: [.prior, .new, .old]) { view, change in
      if change.isPrior {
        logger.log.append("prior")
        #expect(view.contentOffset.y == change.oldValue?.y, "before the move")
      } else {
        logger.log.append("new")
        offsets.append(change.newValue?.y ?? -1)
        #expect(view.contentOffset.y == change.newValue?.y)
      }
    }
    harness.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 200), duration: 0.3)
    harness.advance(by: 3)
    observation.invalidate()
    let moves = logger.log.filter { $0 == "didScroll" }.count
    #expect(moves > 10)
    // Each scroll reads prior, didScroll, new; a move to where the offset already is (the
    // setter is called all the same) reads prior, new.
    let scrolling = logger.log.filter { ["prior", "didScroll", "new"].contains($0) }
    var index = 0
    var shapes: Set<String> = []
    while index < scrolling.count {
      let shape =
        index + 2 < scrolling.count && scrolling[index + 1] == "didScroll"
        ? scrolling[index..<index + 3] : scrolling[index..<min(index + 2, scrolling.count)]
      shapes.insert(shape.joined(separator: ","))
      index += shape.count
    }
    #expect(shapes.isSubset(of: ["prior,didScroll,new", "prior,new"]))
    #expect(shapes.contains("prior,didScroll,new"))
    #expect(logger.log.first == "willBeginDragging")
    #expect(logger.log.last == "didEndDecelerating")
    #expect(offsets.last == scrollView.contentOffset.y)
  }
}
