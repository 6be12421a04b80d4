import Foundation
import Testing

@testable import ResponderKit

/// Logs the context-menu delegate calls of the secondary-click entry point.
private final class ClickMenuDelegate: UIContextMenuInteractionDelegate {
  var log: [String] = []
  var items = true

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    log.append("configuration (\(Int(location.x)),\(Int(location.y)))")
    return UIContextMenuConfiguration(identifier: nil, previewProvider: { UIViewController() }) { [items] _ in
      UIMenu(children: items ? [UIAction(title: "Open") { _ in }] : [])
    }
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    log.append("previewForHighlighting")
    return nil
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    log.append("willDisplayMenu preview \(animator?.previewViewController != nil)")
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    log.append("willEnd")
  }
}

@MainActor
@Suite("Context menus: the secondary click")
struct ContextMenuSecondaryClickTests {
  private func scene() -> (UIApplication, UIView, UIContextMenuInteraction, ClickMenuDelegate) {
    let application = UIApplication(clock: VirtualClock())
    let window = UIWindow(application: application, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let view = UIView(frame: CGRect(x: 60, y: 60, width: 200, height: 200))
    controller.view.addSubview(view)
    let delegate = ClickMenuDelegate()
    let interaction = UIContextMenuInteraction(delegate: delegate)
    view.addInteraction(interaction)
    return (application, view, interaction, delegate)
  }

  @Test("M6: a secondary click presents a compact menu at once, without a highlight preview")
  func compactMenu() {
    let (application, _, interaction, delegate) = scene()
    #expect(interaction.presentCompact(at: CGPoint(x: 20, y: 30)))
    #expect(delegate.log == ["configuration (20,30)", "willDisplayMenu preview false"])
    #expect(interaction.menuAppearance == .compact)
    #expect(interaction.presentedMenu?.children.map(\.title) == ["Open"])
    #expect(application.presentedContextMenuInteraction === interaction)
    interaction.dismissMenu()
    #expect(delegate.log.last == "willEnd")
    #expect(interaction.menuAppearance == .unknown)
    #expect(application.presentedContextMenuInteraction == nil)
  }

  @Test("M6: a secondary click on an empty menu presents nothing and ends at once")
  func emptyCompactMenu() {
    let (_, _, interaction, delegate) = scene()
    delegate.items = false
    #expect(!interaction.presentCompact(at: CGPoint(x: 20, y: 30)))
    #expect(delegate.log == ["configuration (20,30)", "willEnd"])
    #expect(interaction.presentedMenu == nil)
  }
}
