import UIKit

/// A toolbar that knows nothing of the screen it is on: its buttons send their actions up the
/// responder chain with a nil target, and whichever responder implements them handles them.
final class ToolbarActionSender: UIView {
  let saveButton = UIButton(frame: .zero)
  let shareButton = UIButton(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    saveButton.frame = CGRect(x: 8, y: 4, width: 80, height: 36)
    shareButton.frame = CGRect(x: 96, y: 4, width: 80, height: 36)
    addSubview(saveButton)
    addSubview(shareButton)
    saveButton.addTarget(nil, action: Selector("saveDocument:"), for: .touchUpInside)
    shareButton.addTarget(self, action: ToolbarActionSender.shareTapped(_:), for: .touchUpInside)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func shareTapped(_ sender: UIButton) {
    UIApplication.shared.sendAction(Selector("shareDocument:"), to: nil, from: sender, for: nil)
  }
}

/// What the toolbar's buttons ask for; the screen that shows a document implements it.
@MainActor protocol DocumentEditorActions: AnyObject {
  func saveDocument(_ sender: Any?)
  func shareDocument(_ sender: Any?)
}

/// The screen that shows the document and handles the toolbar's actions.
final class DocumentEditorViewController: UIViewController, DocumentEditorActions {
  let toolbar = ToolbarActionSender(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
  private(set) var saveCount = 0
  private(set) var shareCount = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(toolbar)
  }

  func saveDocument(_ sender: Any?) {
    saveCount += 1
  }

  func shareDocument(_ sender: Any?) {
    shareCount += 1
  }

  // The actions sent by name that this class performs, as the Objective-C runtime finds them on iOS.
  @preconcurrency override func method(for action: Selector) -> ActionMethod? {
    switch action {
    case "saveDocument:":
      return { [weak self] sender in self?.saveDocument(sender) }
    case "shareDocument:":
      return { [weak self] sender in self?.shareDocument(sender) }
    default: return super.method(for: action)
    }
  }
}
