import Foundation
import ResponderKit

/// The delegate of a view's traced pointer interaction (`"pointerInteraction": true`): it
/// answers the default region and the system's style, and logs every call on `<view>.pointer`
/// (ScenarioFormat.md, "Pointer"; rule P6).
@MainActor
final class ScenarioPointerDelegate: UIPointerInteractionDelegate {
  unowned let context: ScriptContext
  let id: String

  init(context: ScriptContext, id: String) {
    self.context = context
    self.id = id
  }

  func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion
  ) -> UIPointerRegion? {
    context.log(id, "regionFor", [("at", .point(request.location))], .pointer)
    return defaultRegion
  }

  func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
    context.log(id, "styleFor", [], .pointer)
    return nil
  }

  func pointerInteraction(
    _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating
  ) {
    context.log(id, "willEnter", [], .pointer)
  }

  func pointerInteraction(
    _ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating
  ) {
    context.log(id, "willExit", [], .pointer)
  }
}

/// The delegate of a view's `hoverColor`: the view takes the colour while the pointer is over
/// it and gets its own back when it leaves; nothing is traced (P3).
@MainActor
final class HoverColorDelegate: UIPointerInteractionDelegate {
  weak var view: UIView?
  var color: UIColor
  private var saved: UIColor?

  init(view: UIView, color: UIColor) {
    self.view = view
    self.color = color
  }

  func pointerInteraction(
    _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating
  ) {
    saved = view?.backgroundColor
    view?.backgroundColor = color
  }

  func pointerInteraction(
    _ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating
  ) {
    view?.backgroundColor = saved
  }
}

extension ScenarioApp {
  /// Adds (true) or removes (false) the view's traced pointer interaction (P6).
  func setPointerInteraction(_ on: Bool, on view: UIView) {
    let id = context.id(of: view) + ".pointer"
    let existing = view.interactions.first { ($0 as? UIPointerInteraction)?.delegate is ScenarioPointerDelegate }
    if on, existing == nil {
      let delegate = ScenarioPointerDelegate(context: context, id: id)
      context.objects[id] = delegate
      view.addInteraction(UIPointerInteraction(delegate: delegate))
    } else if !on, let existing {
      view.removeInteraction(existing)
    }
  }

  /// Gives the view a hover colour, through a pointer interaction of its own (P3).
  func setHoverColor(_ color: UIColor, on view: UIView) {
    for interaction in view.interactions {
      if let delegate = (interaction as? UIPointerInteraction)?.delegate as? HoverColorDelegate {
        delegate.color = color
        return
      }
    }
    let delegate = HoverColorDelegate(view: view, color: color)
    context.keepAlive.append(delegate)
    view.addInteraction(UIPointerInteraction(delegate: delegate))
  }
}

/// The delegate of a view's traced context menu (`"contextMenu": ["Copy", …]`): a menu of
/// those items, each logging its action; every delegate call is logged on `<view>.contextMenu`
/// (ScenarioFormat.md, "Pointer"; rules M1–M6, P8).
@MainActor
final class ScenarioContextMenuDelegate: UIContextMenuInteractionDelegate {
  unowned let context: ScriptContext
  let id: String
  var titles: [String]

  init(context: ScriptContext, id: String, titles: [String]) {
    self.context = context
    self.id = id
    self.titles = titles
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    context.log(id, "configurationForMenu", [("at", .point(location))], .menus)
    let titles = self.titles
    let context = self.context
    let id = self.id
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
      UIMenu(
        children: titles.map { title in
          UIAction(title: title) { [unowned context] _ in
            context.log(id, "menuAction", [("title", .word(title))], .menus)
          }
        })
    }
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    context.log(id, "previewForHighlighting", [], .menus)
    return nil
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    context.log(id, "willDisplayMenu", [], .menus)
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    context.log(id, "willEnd", [], .menus)
  }
}

extension ScenarioApp {
  /// Gives the view a traced context menu of `titles`; no titles removes it.
  func setContextMenu(_ titles: [String], on view: UIView) {
    let existing = view.interactions.first {
      ($0 as? UIContextMenuInteraction)?.delegate is ScenarioContextMenuDelegate
    }
    if let existing = existing as? UIContextMenuInteraction,
      let delegate = existing.delegate as? ScenarioContextMenuDelegate
    {
      if titles.isEmpty { view.removeInteraction(existing) } else { delegate.titles = titles }
      return
    }
    guard !titles.isEmpty else { return }
    let id = context.id(of: view) + ".contextMenu"
    let delegate = ScenarioContextMenuDelegate(context: context, id: id, titles: titles)
    context.objects[id] = delegate
    view.addInteraction(UIContextMenuInteraction(delegate: delegate))
  }
}
