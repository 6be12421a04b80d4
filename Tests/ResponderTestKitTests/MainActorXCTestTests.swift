import Foundation
import ResponderKit
import ResponderTestKit
import XCTest

/// The iOS pattern of a test case isolated to the main actor, as `responder port` leaves it: on
/// Linux, XCTest's test discovery aborts the whole test bundle on a synchronous test of a
/// `@MainActor` class ("Could not cast value of type '(MainActorXCTestTests) -> @MainActor
/// () -> ()'"), so the port makes each such test `async`, which runs on the main actor. The
/// stored harness is made in `setUp() async throws`, as a synchronous `setUp()` override is not
/// isolated to the main actor (on iOS neither); it does not call `super`'s, which would send the
/// test case, not `Sendable` here, off the main actor, and does nothing.
@MainActor
final class MainActorXCTestTests: XCTestCase {
  var harness: TestHarness!
  var button: UIButton!
  var taps = 0

  override func setUp() {
    super.setUp()
    XCTAssertTrue(Thread.isMainThread)
  }

  override func setUp() async throws {
    harness = TestHarness()
    button = UIButton(frame: CGRect(x: 40, y: 100, width: 80, height: 44))
    button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
    harness.window.addSubview(button)
  }

  override func tearDown() async throws {
    harness = nil
    button = nil
  }

  func testTapsAButton() async {
    MainActor.assertIsolated()
    harness.tap(button)
    XCTAssertEqual(taps, 1)
  }

  func testTapsTwiceApart() async throws {
    harness.tap(button)
    harness.advance(by: 1)
    harness.tap(try XCTUnwrap(button))
    XCTAssertEqual(taps, 2)
  }
}

/// The other form: a test method marked `@MainActor` in a class that is not, made `async` too.
final class MainActorXCTestMethodTests: XCTestCase {
  @MainActor
  func testTapsASwitch() async {
    let harness = TestHarness()
    let toggle = UISwitch(frame: CGRect(x: 20, y: 40, width: 51, height: 31))
    harness.window.addSubview(toggle)
    harness.tap(toggle)
    XCTAssertTrue(toggle.isOn)
  }
}
