import UIKit

/// An editor screen that declares ⌘S (save, performed by the document view that is first
/// responder) and ⇧⌘N (a new document, performed by the controller itself).
final class ShortcutEditorViewController: UIViewController {
  private(set) var newDocumentCount = 0

  override var keyCommands: [UIKeyCommand]? {
    [
      UIKeyCommand(input: "s", modifierFlags: .command, action: Selector("saveDocument:")),
      UIKeyCommand(input: "n", modifierFlags: [.command, .shift], action: Selector("newDocument:")),
    ]
  }

  func newDocument(_ sender: Any?) {
    newDocumentCount += 1
  }

  // The actions sent by name that this class performs, as the Objective-C runtime finds them on iOS.
  @preconcurrency override func method(for action: Selector) -> ActionMethod? {
    switch action {
    case "newDocument:":
      return { [weak self] sender in self?.newDocument(sender) }
    default: return super.method(for: action)
    }
  }
}

/// The document surface: it takes the keyboard focus and saves when asked.
final class ShortcutDocumentView: UIView {
  private(set) var saveCount = 0

  override var canBecomeFirstResponder: Bool { true }

  func saveDocument(_ sender: Any?) {
    saveCount += 1
  }

  // The actions sent by name that this class performs, as the Objective-C runtime finds them on iOS.
  @preconcurrency override func method(for action: Selector) -> ActionMethod? {
    switch action {
    case "saveDocument:":
      return { [weak self] sender in self?.saveDocument(sender) }
    default: return super.method(for: action)
    }
  }
}
