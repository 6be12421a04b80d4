import UIKit

/// An editor screen that declares ⌘S (save, performed by the document view that is first
/// responder) and ⇧⌘N (a new document, performed by the controller itself).
final class ShortcutEditorViewController: UIViewController {
  private(set) var newDocumentCount = 0

  override var keyCommands: [UIKeyCommand]? {
    [
      UIKeyCommand(input: "s", modifierFlags: .command, action: #selector(ShortcutDocumentView.saveDocument(_:))),
      UIKeyCommand(input: "n", modifierFlags: [.command, .shift], action: #selector(newDocument(_:))),
    ]
  }

  @objc func newDocument(_ sender: Any?) {
    newDocumentCount += 1
  }
}

/// The document surface: it takes the keyboard focus and saves when asked.
final class ShortcutDocumentView: UIView {
  private(set) var saveCount = 0

  override var canBecomeFirstResponder: Bool { true }

  @objc func saveDocument(_ sender: Any?) {
    saveCount += 1
  }
}
