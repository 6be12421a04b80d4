import Foundation
import ResponderKit
import ResponderTestKit
import Testing

@MainActor
@Suite("Interactions: lifetimes")
struct InteractionLifetimeTests {
  @Test("Guarantee 6: every interaction that outlives its view, or leaves it, forgets it, as UIKit's weak view does")
  func interactionsForgetTheirView() {
    let log = TimedLog(clock: { 0 })
    let source = SourceDelegate(log: log)
    let target = TargetDelegate("target", log: log)
    let menu = MenuDelegate(log: log)
    let interactions: [any UIInteraction] = [
      UIPointerInteraction(delegate: nil), UIEditMenuInteraction(delegate: nil),
      UIContextMenuInteraction(delegate: menu), UIDragInteraction(delegate: source),
      UIDropInteraction(delegate: target),
    ]
    weak var freed: UIView?
    do {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      for interaction in interactions { view.addInteraction(interaction) }
      #expect(interactions.allSatisfy { $0.view === view })
      freed = view
    }
    #expect(freed == nil)
    #expect(interactions.allSatisfy { $0.view == nil })
    // Removed from a view that lives on, and moved to another: each names the view it is on.
    let first = UIView(frame: .zero)
    let second = UIView(frame: .zero)
    for interaction in interactions { first.addInteraction(interaction) }
    first.removeInteraction(interactions[0])
    #expect(interactions[0].view == nil)
    for interaction in interactions.dropFirst() { second.addInteraction(interaction) }
    #expect(interactions.dropFirst().allSatisfy { $0.view === second })
    #expect(first.interactions.isEmpty)
  }

  @Test("Guarantee 6: a view its pointer delegate removes while asked for a region outlives the hover, then goes")
  func viewRemovedDuringRegionRequest() {
    // With a delegate, app code runs inside the hover: the interaction's view is retained for
    // it, not lent (UnsafeLink.swift).
    final class Remover: UIPointerInteractionDelegate {
      var asked = 0
      func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion
      ) -> UIPointerRegion? {
        asked += 1
        interaction.view?.removeFromSuperview()
        return defaultRegion
      }
    }
    let harness = TestHarness(frame: CGRect(x: 0, y: 0, width: 400, height: 400), idiom: .pad)
    let remover = Remover()
    let interaction = UIPointerInteraction(delegate: remover)
    weak var freed: UIView?
    do {
      let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
      harness.window.addSubview(view)
      view.addInteraction(interaction)
      freed = view
    }
    harness.hover(to: CGPoint(x: 150, y: 150))
    // The hover ran to its end (the region was entered), then the view went with its last
    // holder, and the interaction forgot it.
    #expect(remover.asked == 1)
    #expect(interaction.currentRegion?.rect == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(freed == nil)
    #expect(interaction.view == nil)
  }
}
