import Testing
import UIKit

// Edit-menu and navigation code in the form iOS code writes it (after `responder port`, which
// turns `#selector(copy(_:))` into `Selector("copy:")`).

/// A label that can be copied: the usual iOS recipe.
final class CopyableLabel: UILabel {
  override var canBecomeFirstResponder: Bool { true }

  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    action == Selector("copy:")
  }

  override func copy(_ sender: Any?) {
    UIPasteboard.general.string = text
  }
}

/// A text view that never offers paste.
final class NoPasteTextView: UITextView {
  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    if action == Selector("paste:") { return false }
    return super.canPerformAction(action, withSender: sender)
  }
}

/// A controller that shows an edit menu for its label and pushes a detail controller.
final class NotesController: UIViewController, UIEditMenuInteractionDelegate {
  let label = CopyableLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
  lazy var editMenu = UIEditMenuInteraction(delegate: self)
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    label.text = "note"
    label.isUserInteractionEnabled = true
    label.addInteraction(editMenu)
    view.addSubview(label)
  }

  func showMenu() {
    label.becomeFirstResponder()
    editMenu.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 10, y: 10)))
  }

  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
    suggestedActions: [UIMenuElement]
  ) -> UIMenu? {
    let share = UIAction(title: "Share") { [weak self] _ in self?.log.append("share") }
    return UIMenu(children: suggestedActions + [share])
  }

  func openDetail() {
    navigationController?.pushViewController(UIViewController(), animated: true)
  }
}

@MainActor
@Suite("Edit-menu and navigation code written for iOS")
struct EditMenuAndNavigationCodeTests {
  @Test("E3/E4: a copyable label's menu offers Copy and a custom action; choosing Copy fills the pasteboard")
  func copyableLabel() throws {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    let notes = NotesController()
    let navigation = UINavigationController(rootViewController: notes)
    window.rootViewController = navigation
    notes.showMenu()
    let menu = try #require(notes.editMenu.presentedMenu)
    #expect(menu.children.map(\.title) == ["Copy", "Share"])
    UIPasteboard.general.string = nil
    #expect(notes.editMenu.choose(menu.children[0]) && UIPasteboard.general.string == "note")

    notes.openDetail()
    window.layoutIfNeeded()  // N1: the pushed view goes in at the layout pass, N2: then it animates
    (app.clock as? VirtualClock)?.advance(to: 1)
    #expect(navigation.viewControllers.count == 2 && navigation.topViewController !== notes)
    #expect(notes.label.window == nil, "only the top controller's view is shown")
    navigation.popViewController(animated: false)
    window.layoutIfNeeded()
    #expect(navigation.topViewController === notes && notes.label.window === window)
  }

  @Test("E1: a text view subclass that refuses paste keeps its other edit actions")
  func noPasteTextView() {
    let textView = NoPasteTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    textView.text = "abc"
    UIPasteboard.general.string = "x"
    #expect(!textView.canPerformAction(Selector("paste:"), withSender: nil))
    #expect(textView.canPerformAction(Selector("selectAll:"), withSender: nil))
    UIPasteboard.general.string = nil
  }
}
