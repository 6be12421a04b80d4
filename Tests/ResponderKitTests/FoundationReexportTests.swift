// This file imports ResponderKit alone (no Foundation), as code written for UIKit does.
import ResponderKit
import Testing

@MainActor
@Suite("import ResponderKit brings Foundation, as UIKit does")
struct FoundationReexportTests {
  @Test("CGPoint, CGRect, CGFloat, TimeInterval and NSObject come with import ResponderKit")
  func foundationComesAlong() {
    let frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    let delay: TimeInterval = 0.15
    let scale: CGFloat = 2
    let view = UIView(frame: frame)
    #expect(view.bounds.contains(CGPoint(x: 10, y: 10)) && delay * Double(scale) == 0.3)
    #expect(NSObject().isEqual(nil) == false)
  }
}
