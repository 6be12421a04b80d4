import Foundation
import ResponderKit
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
}
