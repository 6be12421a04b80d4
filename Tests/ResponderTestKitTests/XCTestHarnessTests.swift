import Foundation
import ResponderKit
import ResponderTestKit
import XCTest

/// The harness from XCTest. On Linux, XCTest's test discovery cannot call a test method marked
/// `@MainActor`; it runs tests on the main thread, so a method enters the main actor with
/// `MainActor.assumeIsolated`.
final class XCTestHarnessTests: XCTestCase {
  func testTapFromXCTest() {
    MainActor.assumeIsolated {
      let harness = TestHarness()
      let toggle = UISwitch(frame: CGRect(x: 20, y: 40, width: 51, height: 31))
      harness.window.addSubview(toggle)
      var changes = 0
      toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
      harness.tap(toggle)
      XCTAssertTrue(toggle.isOn)
      XCTAssertEqual(changes, 1)
    }
  }
}
