import Foundation
import ResponderKit

// The drag-and-drop view keys (ScenarioFormat.md, "Drag and drop"; rules D1–D6): a traced
// `UIDragInteraction` whose items are the file's words, and a traced `UIDropInteraction` whose
// proposal is the file's. Kept in a file of their own so that the other view keys stay as they
// are.

extension ViewProperties {
  /// The words of `dropProposal`: UIKit's `UIDropOperation` cases.
  static let dropOperations: [(String, UIDropOperation)] = [
    ("cancel", .cancel), ("forbidden", .forbidden), ("copy", .copy), ("move", .move),
  ]

  /// Reads one drag-and-drop key; `null` for `dragItems` or `dropProposal` removes the
  /// interaction.
  mutating func readDragDrop(_ key: String, _ node: JSONNode) throws {
    switch key {
    case "dragItems":
      if node.isNull {
        dragItems = .some(nil)
        return
      }
      guard case .array = node.value else { throw node.mismatch("a list of item names such as [\"photo\"], or null") }
      var names: [String] = []
      for element in try node.array() {
        let name = try element.string()
        guard !name.isEmpty, !name.contains(where: \.isWhitespace) else {
          throw element.fail("expected an item name without spaces")
        }
        names.append(name)
      }
      dragItems = names
    case "dragEnabled": dragEnabled = try node.bool()
    case "dropProposal":
      if node.isNull {
        dropProposal = .some(nil)
        return
      }
      guard case .string = node.value else {
        throw node.mismatch("a drop operation (\(Self.dropOperations.map(\.0).joined(separator: ", "))) or null")
      }
      dropProposal = try ScenarioReader.pick(node, Self.dropOperations)
    case "dropCanHandle": dropCanHandle = try node.bool()
    default: break
    }
  }

  /// The trace's word for a drop operation (`copy`, …).
  static func word(for operation: UIDropOperation) -> String {
    dropOperations.first { $0.1 == operation }?.0 ?? "cancel"
  }
}

/// The source of a view's traced drag (`"dragItems": ["photo", …]`): one item per name, its
/// provider offering the name as a string and its `localObject` the name; every delegate call
/// is logged on `<view>.drag` (ScenarioFormat.md, "Drag and drop"; rules D3–D6).
@MainActor
final class ScenarioDragDelegate: UIDragInteractionDelegate {
  unowned let context: ScriptContext
  let id: String
  var names: [String]

  init(context: ScriptContext, id: String, names: [String]) {
    self.context = context
    self.id = id
    self.names = names
  }

  /// The item's name, for the lines that name one item.
  private static func name(_ item: UIDragItem) -> TraceValue {
    .word(item.localObject as? String ?? "unknown")
  }

  private func at(_ session: any UIDragDropSession, _ interaction: UIDragInteraction) -> [(String, TraceValue)] {
    guard let view = interaction.view else { return [] }
    return [("at", .point(session.location(in: view)))]
  }

  func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
    context.log(id, "itemsForBeginning", at(session, interaction), .drag)
    return names.map { name in
      let item = UIDragItem(itemProvider: NSItemProvider(object: name as NSString))
      item.localObject = name
      return item
    }
  }

  func dragInteraction(
    _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: any UIDragSession
  ) -> UITargetedDragPreview? {
    context.log(id, "previewForLifting", [("item", Self.name(item))], .drag)
    return nil
  }

  func dragInteraction(
    _ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating, session: any UIDragSession
  ) {
    context.log(id, "willAnimateLift", [], .drag)
  }

  func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
    context.log(id, "sessionWillBegin", [], .drag)
  }

  func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession)
    -> Bool
  {
    context.log(id, "sessionAllowsMoveOperation", [("result", .flag(true))], .drag)
    return true
  }

  func dragInteraction(
    _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool {
    context.log(id, "sessionIsRestrictedToDraggingApplication", [("result", .flag(false))], .drag)
    return false
  }

  func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) {
    context.log(id, "sessionDidMove", at(session, interaction), .drag)
  }

  func dragInteraction(
    _ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation
  ) {
    context.log(id, "willEnd", [("operation", .word(ViewProperties.word(for: operation)))], .drag)
  }

  func dragInteraction(
    _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation
  ) {
    context.log(id, "didEnd", [("operation", .word(ViewProperties.word(for: operation)))], .drag)
  }

  func dragInteraction(
    _ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: any UIDragAnimating
  ) {
    context.log(id, "willAnimateCancel", [("item", Self.name(item))], .drag)
  }
}

/// The target of a view's traced drop (`"dropProposal": "copy"`): it answers `canHandle` and
/// the proposal from the file, loads the items' strings at the drop, and logs every delegate
/// call on `<view>.drop` (ScenarioFormat.md, "Drag and drop"; rules D5, D6).
@MainActor
final class ScenarioDropDelegate: UIDropInteractionDelegate {
  unowned let context: ScriptContext
  let id: String
  var proposal: UIDropOperation = .cancel
  var canHandle = true

  init(context: ScriptContext, id: String) {
    self.context = context
    self.id = id
  }

  private func at(_ session: any UIDropSession, _ interaction: UIDropInteraction) -> [(String, TraceValue)] {
    guard let view = interaction.view else { return [] }
    return [("at", .point(session.location(in: view)))]
  }

  func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
    context.log(id, "canHandle", [("result", .flag(canHandle))], .drag)
    return canHandle
  }

  func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
    context.log(id, "sessionDidEnter", at(session, interaction), .drag)
  }

  func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
    -> UIDropProposal
  {
    context.log(
      id, "sessionDidUpdate", at(session, interaction) + [("proposal", .word(ViewProperties.word(for: proposal)))],
      .drag)
    return UIDropProposal(operation: proposal)
  }

  func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
    context.log(id, "sessionDidExit", [], .drag)
  }

  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
    var names: [String] = []
    session.loadObjects(ofClass: NSString.self) { objects in
      names = objects.compactMap { ($0 as? NSString).map { String($0) } }
    }
    // The engine loads within the application at once (D6), so the names are here already.
    context.log(id, "performDrop", [("items", .word(names.joined(separator: ",")))], .drag)
  }

  func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {
    context.log(id, "concludeDrop", [], .drag)
  }

  func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
    context.log(id, "sessionDidEnd", [], .drag)
  }
}

extension ScenarioApp {
  /// Applies the drag-and-drop keys to a view: adds, changes or removes its traced drag and
  /// drop interactions (D1–D6). A drag key on a view without a drag interaction adds one, a
  /// drop key one without a drop interaction likewise.
  func applyDragDrop(_ properties: ViewProperties, to view: UIView) {
    if properties.dragItems != nil || properties.dragEnabled != nil { applyDrag(properties, to: view) }
    if properties.dropProposal != nil || properties.dropCanHandle != nil { applyDrop(properties, to: view) }
  }

  private func applyDrag(_ properties: ViewProperties, to view: UIView) {
    var interaction =
      view.interactions.first { ($0 as? UIDragInteraction)?.delegate is ScenarioDragDelegate }
      as? UIDragInteraction
    if case .some(nil) = properties.dragItems {
      if let interaction { view.removeInteraction(interaction) }
      return
    }
    if interaction == nil {
      let id = context.id(of: view) + ".drag"
      let delegate = ScenarioDragDelegate(context: context, id: id, names: [])
      context.objects[id] = delegate
      let added = UIDragInteraction(delegate: delegate)
      view.addInteraction(added)
      interaction = added
    }
    guard let interaction, let delegate = interaction.delegate as? ScenarioDragDelegate else { return }
    if case .some(.some(let names)) = properties.dragItems { delegate.names = names }
    if let enabled = properties.dragEnabled { interaction.isEnabled = enabled }
  }

  private func applyDrop(_ properties: ViewProperties, to view: UIView) {
    var interaction =
      view.interactions.first { ($0 as? UIDropInteraction)?.delegate is ScenarioDropDelegate }
      as? UIDropInteraction
    if case .some(nil) = properties.dropProposal {
      if let interaction { view.removeInteraction(interaction) }
      return
    }
    if interaction == nil {
      let id = context.id(of: view) + ".drop"
      let delegate = ScenarioDropDelegate(context: context, id: id)
      context.objects[id] = delegate
      let added = UIDropInteraction(delegate: delegate)
      view.addInteraction(added)
      interaction = added
    }
    guard let delegate = interaction?.delegate as? ScenarioDropDelegate else { return }
    if case .some(.some(let operation)) = properties.dropProposal { delegate.proposal = operation }
    if let flag = properties.dropCanHandle { delegate.canHandle = flag }
  }
}
