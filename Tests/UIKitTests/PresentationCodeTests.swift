import Testing
import UIKit

// Presentation code in the form iOS code writes it: a sheet with detents, a delegate that stops a
// dirty form from being swiped away, a popover anchored on a button, a custom presentation
// controller's overrides.

/// A form that refuses to be swiped away while it has changes, as iOS apps write it.
final class EditFormController: UIViewController, UIAdaptivePresentationControllerDelegate {
  var hasChanges = false
  var attempts = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    presentationController?.delegate = self
  }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    !hasChanges
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    attempts += 1
  }
}

/// A controller that shows a half sheet and a popover.
final class PickerHostController: UIViewController, UISheetPresentationControllerDelegate,
  UIPopoverPresentationControllerDelegate
{
  let button = UIButton(type: .system)
  var changes = 0

  func showSheet(_ picker: UIViewController) {
    if let sheet = picker.sheetPresentationController {
      sheet.detents = [.medium(), .large()]
      sheet.prefersGrabberVisible = true
      sheet.largestUndimmedDetentIdentifier = .medium
      sheet.delegate = self
    }
    present(picker, animated: true, completion: nil)
  }

  func showPopover(_ content: UIViewController) {
    content.modalPresentationStyle = .popover
    content.preferredContentSize = CGSize(width: 240, height: 200)
    if let popover = content.popoverPresentationController {
      popover.sourceView = button
      popover.sourceRect = button.bounds
      popover.permittedArrowDirections = [.up, .down]
      popover.delegate = self
    }
    present(content, animated: true)
  }

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    changes += 1
  }

  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    .none
  }
}

/// A custom presentation controller, as iOS code subclasses it.
final class CardPresentationController: UIPresentationController {
  override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView else { return .zero }
    return containerView.bounds.insetBy(dx: 20, dy: 100)
  }

  override func presentationTransitionWillBegin() {
    super.presentationTransitionWillBegin()
    containerView?.backgroundColor = .black
  }

  override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    presentedView?.frame = frameOfPresentedViewInContainerView
  }

  override var shouldRemovePresentersView: Bool { false }
}

@MainActor
@Suite("Presentation code written for iOS")
struct PresentationCodeTests {
  @Test("Q8/Q12: a sheet with detents and a dismissal-refusing delegate compiles and runs as on iOS")
  func sheetCode() {
    let clock = VirtualClock()
    let app = UIApplication(clock: clock)
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let host = PickerHostController()
    window.rootViewController = host
    window.makeKeyAndVisible()
    let form = EditFormController()
    form.hasChanges = true
    _ = form.view
    host.showSheet(form)
    clock.advance(to: 1)
    #expect(host.presentedViewController === form && form.sheetPresentationController?.detents.count == 2)
    #expect(form.presentationController?.delegate === host, "the host set it after the form did")
    #expect(form.isModalInPresentation == false)
    let card = CardPresentationController(presentedViewController: UIViewController(), presenting: host)
    #expect(card.frameOfPresentedViewInContainerView == .zero && !card.shouldRemovePresentersView)
    #expect(UISheetPresentationController.Detent.Identifier("custom").rawValue == "custom")
    #expect(UIPopoverArrowDirection.any.contains(.left) && app.isIgnoringInteractionEvents == false)
  }
}
