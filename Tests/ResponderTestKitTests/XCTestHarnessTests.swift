import Foundation
import ResponderKit
import ResponderTestKit
import XCTest

/// The harness from XCTest, in synchronous tests. On Linux, XCTest's test discovery cannot call a
/// synchronous test method isolated to the main actor (`MainActorXCTestTests` has the async
/// form); it runs tests on the main thread, so a method enters the main actor with
/// `MainActor.assumeIsolated`.
final class XCTestHarnessTests: XCTestCase {
  /// The failures recorded while `capturesFailures` is on, which then do not fail the test.
  private var capturedFailures: [(description: String, file: String, line: Int)] = []
  private var capturesFailures = false

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    guard capturesFailures else {
      return super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
    capturedFailures.append((description, filePath, lineNumber))
  }

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

  /// H2: under XCTest, a tap on a hidden view fails the test with XCTFail at the tap's line.
  func testTapOnHiddenViewFailsWithXCTFail() {
    capturesFailures = true
    let (isOn, line) = MainActor.assumeIsolated { () -> (Bool, Int) in
      let harness = TestHarness()
      let toggle = UISwitch(frame: CGRect(x: 20, y: 40, width: 51, height: 31))
      toggle.accessibilityIdentifier = "wifi"
      toggle.isHidden = true
      harness.window.addSubview(toggle)
      let line = #line + 1
      harness.tap(toggle)
      return (toggle.isOn, line)
    }
    capturesFailures = false
    XCTAssertFalse(isOn)
    XCTAssertEqual(capturedFailures.count, 1)
    let failure = capturedFailures.first
    XCTAssertEqual(
      failure?.description,
      """
      failed - tap(_:) does not reach UISwitch "wifi", frame [20, 40, 51, 31]: the touch at (45.5, 55.5) \
      hits UIWindow instead
        UISwitch "wifi"  skipped  hidden  — isHidden is true, so the view and its subviews are skipped
      """)
    XCTAssertEqual(failure.map { URL(fileURLWithPath: $0.file).lastPathComponent }, "XCTestHarnessTests.swift")
    XCTAssertEqual(failure?.line, line)
  }
}
