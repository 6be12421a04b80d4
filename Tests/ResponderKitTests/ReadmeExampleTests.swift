import Foundation
import ResponderKit
import Testing

// The README's Swift example, kept compiling and passing here.

final class CardView: UIView {
  var log: [String] = []

  // Let the touch land on the card even 20 pt outside it (H6: a pure override).
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -20, dy: -20).contains(point)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("began at \(touches.first!.location(in: self))")
    // No call to super: the card consumes the touch (R7).
  }
}

@MainActor
@Test("README: the quick-start example works as printed")
func readmeExample() {
  let app = UIApplication()
  let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  window.makeKeyAndVisible()
  let card = CardView(frame: CGRect(x: 100, y: 100, width: 200, height: 120))
  window.addSubview(card)

  app.receive([UIRawTouch(finger: 1, phase: .began, location: CGPoint(x: 90, y: 110))], timestamp: 0)
  app.receive([UIRawTouch(finger: 1, phase: .ended, location: CGPoint(x: 90, y: 110))], timestamp: 0.1)
  #expect(card.log == ["began at CGPoint(x: -10.0, y: 10.0)"])
}
