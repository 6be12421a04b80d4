import Foundation
import ResponderKit
import ResponderScenario
import Testing

// The tutorial "Your first app" (Sources/ResponderKit/ResponderKit.docc/FirstApp.md), kept
// compiling and passing here: its Swift code, and its scenario Examples/first-app.json.

/// A card whose close button sticks out of its top-right corner.
final class TutorialCard: UIView {
  let closeButton = UIButton(frame: CGRect(x: 320, y: -14, width: 44, height: 44))

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(closeButton)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  // The custom hit area: the card also accepts the part of its button that sticks out (H5).
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    super.point(inside: point, with: event) || closeButton.frame.contains(point)
  }
}

final class TutorialController: UIViewController {
  var log: [String] = []
  let card = TutorialCard(frame: CGRect(x: 20, y: 100, width: 350, height: 200))

  override func loadView() {
    view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    view.addSubview(card)
    let tap = UITapGestureRecognizer()
    tap.addTarget(self, action: TutorialController.cardTapped)
    card.addGestureRecognizer(tap)
    card.closeButton.addTarget(self, action: TutorialController.closeTapped, for: .touchUpInside)
  }

  func cardTapped(_ recognizer: UIGestureRecognizer) { log.append("cardTapped") }
  func closeTapped(_ sender: UIButton) { log.append("closeTapped") }
}

@MainActor
@Suite("Tutorial: your first app")
struct FirstAppTutorialTests {
  @Test("A tap on the card runs its recognizer; a tap on the button's protruding part runs only the button")
  func firstApp() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = TutorialController()
    window.rootViewController = controller
    window.makeKeyAndVisible()

    func tap(_ x: CGFloat, _ y: CGFloat, at time: TimeInterval) {
      let point = CGPoint(x: x, y: y)
      app.receive([UIRawTouch(finger: 1, phase: .began, location: point)], timestamp: time)
      app.receive([UIRawTouch(finger: 1, phase: .ended, location: point)], timestamp: time + 0.1)
    }
    tap(100, 200, at: 0)  // the card's body
    tap(362, 92, at: 1)  // the close button, 8 pt above the card
    #expect(controller.log == ["cardTapped", "closeTapped"])
  }

  @Test("The tutorial's scenario gives the same actions")
  func firstAppScenario() throws {
    let file = repositoryRoot.appendingPathComponent("Examples/first-app.json").path
    let actions = ScenarioRunner(try Scenario(contentsOf: file)).trace().filter { $0.message == "action" }
    #expect(
      actions.map(\.text) == ["vc action name=cardTapped sender=cardTap", "vc action name=closeTapped sender=close"])
  }
}
