import CoreGraphics
import Testing
import UIKit

@MainActor
@Suite("A button's pointer effect and an action's image, as iOS code sets them (P)")
struct ButtonPointerCodeTests {
  @Test("P6: isPointerInteractionEnabled adds a pointer interaction whose style is the pointerStyleProvider's")
  func pointerStyleProvider() throws {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
    #expect(!button.isPointerInteractionEnabled)
    var asked: [CGRect] = []
    button.pointerStyleProvider = { button, effect, shape in
      if case .roundedRect(let rect, _) = shape { asked.append(rect) }
      return UIPointerStyle(effect: effect, shape: .roundedRect(button.bounds.insetBy(dx: -4, dy: -4)))
    }
    button.isPointerInteractionEnabled = true
    let interaction = try #require(button.interactions.compactMap { $0 as? UIPointerInteraction }.first)
    let style = interaction.delegate?.pointerInteraction(
      interaction, styleFor: UIPointerRegion(rect: button.bounds, identifier: nil))
    #expect(style != nil)
    #expect(asked == [button.bounds])
    button.isPointerInteractionEnabled = false
    #expect(button.interactions.isEmpty)
    #expect(button.pointerStyleProvider != nil, "the provider stays for the next time")
  }

  @Test("P6: without a provider the style is UIKit's automatic effect")
  func defaultStyle() throws {
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
    button.isPointerInteractionEnabled = true
    let interaction = try #require(button.interactions.compactMap { $0 as? UIPointerInteraction }.first)
    let style = interaction.delegate?.pointerInteraction(
      interaction, styleFor: UIPointerRegion(rect: button.bounds, identifier: nil))
    #expect(style != nil)
    let action = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in }
    #expect(action.image != nil && action.title == "Share")
  }
}
