import Foundation
@_spi(Tools) import ResponderKit
import ResponderTestKit
import Testing

@testable import ResponderKit

/// A sheet and popover delegate that logs its calls and answers as told.
final class SheetDelegateLogger: UISheetPresentationControllerDelegate, UIPopoverPresentationControllerDelegate {
  let log: PresentationLog
  var shouldDismiss = true
  var adaptiveStyle: UIModalPresentationStyle = .automatic

  init(log: PresentationLog) { self.log = log }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    log.add("shouldDismiss")
    return shouldDismiss
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    log.add("willDismiss")
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.add("didDismiss") }
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    log.add("didAttemptToDismiss")
  }
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    log.add("didChange \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
  }
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    adaptiveStyle
  }
}

/// A window of 400 × 800 points; the large detent is 790 pt, its top at 10, the medium one
/// 790 × 0.56 = 442.4 pt.
let sheetWindow = CGRect(x: 0, y: 0, width: 400, height: 800)
let largeValue: CGFloat = 790
let mediumValue: CGFloat = 790 * 0.56

/// Whether two lengths agree to a millionth of a point (the frames are computed, not typed).
func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.000001 }

/// Whether two frames agree to a millionth of a point.
func close(_ a: CGRect, _ b: CGRect) -> Bool {
  close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
}

@MainActor
@Suite("Sheets (Q8–Q12)")
struct SheetTests {
  let log = PresentationLog()

  /// A root controller whose view logs its touches, presenting `modal` (a page sheet unless
  /// configured otherwise) once `configure` ran on its sheet; the presentation is over.
  func presentSheet(
    _ configure: (UISheetPresentationController) -> Void = { _ in }, frame: CGRect = sheetWindow
  ) -> (TestHarness, PresentedLoggingController, PresentedLoggingController, SheetDelegateLogger) {
    let root = PresentedLoggingController("root", log: log)
    let harness = TestHarness(rootViewController: root, frame: frame, designatesShared: false)
    root.view.addSubview(PresentationTouchView("rootView", log: log, frame: root.view.bounds))
    let modal = PresentedLoggingController("modal", log: log, style: .pageSheet)
    modal.view = PresentationTouchView("modalView", log: log)
    let delegate = SheetDelegateLogger(log: log)
    log.kept.append(delegate)
    let sheet = modal.sheetPresentationController!
    sheet.delegate = delegate
    configure(sheet)
    root.present(modal, animated: true)
    harness.advance(by: modalDuration)
    _ = log.take()
    return (harness, root, modal, delegate)
  }

  @Test("Q8: large is the container less 10 pt; medium 0.56 of it (0.63 at ≤ 568 pt); nil selects the smallest")
  func detentFrames() {
    let (_, _, modal, _) = presentSheet()
    #expect(modal.view.frame == CGRect(x: 0, y: 10, width: 400, height: largeValue))
    let (_, _, medium, _) = presentSheet { $0.detents = [.medium(), .large()] }
    #expect(close(medium.view.frame, CGRect(x: 0, y: 800 - mediumValue, width: 400, height: mediumValue)))
    let (_, _, short, _) = presentSheet(
      { $0.detents = [.medium()] }, frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    #expect(abs(short.view.frame.height - 558 * 0.63) < 0.001)
    let small = UISheetPresentationController.Detent.Identifier("small")
    let (_, _, custom, _) = presentSheet {
      $0.detents = [.custom(identifier: small) { $0.maximumDetentValue / 4 }, .custom { _ in 5000 }]
    }
    #expect(custom.view.frame.height == largeValue / 4)
    custom.sheetPresentationController?.selectedDetentIdentifier =
      custom.sheetPresentationController?.detents[1].identifier
    #expect(custom.view.frame.minY == 10, "a value above the largest acts as large")
  }

  @Test("Q8: setting the selected detent in code moves the sheet and calls no delegate")
  func selectInCode() {
    let (_, _, modal, _) = presentSheet { $0.detents = [.medium(), .large()] }
    let sheet = modal.sheetPresentationController!
    sheet.selectedDetentIdentifier = .large
    #expect(modal.view.frame.minY == 10)
    sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
    #expect(close(modal.view.frame.minY, 800 - mediumValue))
    #expect(log.take().isEmpty)
  }

  @Test("Q9: a tap on the dimming view: willDismiss, the dismissal, didDismiss after its completion")
  func dimTapDismisses() {
    let (harness, root, modal, _) = presentSheet { $0.detents = [.medium()] }
    harness.tap(at: CGPoint(x: 200, y: 100))
    harness.advance(by: modalDuration)
    #expect(
      log.take() == [
        "shouldDismiss", "willDismiss", "modal.viewWillDisappear(true) dismissed",
        "modal.viewDidDisappear(true) dismissed", "didDismiss",
      ])
    #expect(root.presentedViewController == nil && modal.view.window == nil)
  }

  @Test("Q9: undimmed, a touch beside the sheet reaches the presenter; at the large detent a dim tap does nothing")
  func undimmedAndLarge() {
    let (harness, root, _, _) = presentSheet {
      $0.detents = [.medium(), .large()]
      $0.largestUndimmedDetentIdentifier = .medium
    }
    harness.tap(at: CGPoint(x: 200, y: 100))
    #expect(log.take() == ["rootView began", "rootView ended"])
    let (large, largeRoot, _, _) = presentSheet()
    large.tap(at: CGPoint(x: 200, y: 5))
    large.advance(by: 1)
    #expect(log.take().isEmpty && largeRoot.presentedViewController != nil)
    _ = root
  }

  @Test("Q9/Q12: a refused dim tap: didAttemptToDismiss, then the largest undimmed detent and didChange")
  func refusedDimTap() {
    let small = UISheetPresentationController.Detent.Identifier("small")
    let (harness, root, modal, _) = presentSheet {
      $0.detents = [.custom(identifier: small) { _ in 200 }, .medium(), .large()]
      $0.largestUndimmedDetentIdentifier = small
      $0.selectedDetentIdentifier = .medium
    }
    modal.isModalInPresentation = true
    harness.tap(at: CGPoint(x: 200, y: 100))
    #expect(log.take() == ["didAttemptToDismiss", "didChange small"])
    #expect(modal.view.frame.minY == 600 && root.presentedViewController === modal)
    harness.tap(at: CGPoint(x: 200, y: 100))
    #expect(log.take() == ["rootView began", "rootView ended"], "undimmed now")
  }

  @Test(
    "Q9: the grabber steps to the next larger detent, wrapping, and tells the delegate; with one detent it dismisses")
  func grabber() {
    let (harness, _, modal, _) = presentSheet {
      $0.detents = [.medium(), .large()]
      $0.prefersGrabberVisible = true
    }
    harness.tap(at: CGPoint(x: 200, y: 800 - mediumValue + 5))
    #expect(log.take() == ["didChange com.apple.UIKit.large"] && close(modal.view.frame.minY, 10))
    harness.advance(by: 1)
    harness.tap(at: CGPoint(x: 200, y: 15))
    #expect(log.take() == ["didChange com.apple.UIKit.medium"])
    let (single, _, _, _) = presentSheet { $0.prefersGrabberVisible = true }
    single.tap(at: CGPoint(x: 200, y: 15))
    #expect(log.take() == ["shouldDismiss", "willDismiss"])
  }

  @Test("Q10: the sheet follows the finger less 10 pt; below the smallest detent an interactive dismissal begins")
  func dragFollowsAndDismisses() {
    let (harness, root, modal, _) = presentSheet()
    let finger = harness.touchDown(at: CGPoint(x: 200, y: 300))
    harness.move(finger, to: CGPoint(x: 200, y: 400), duration: 0.2)
    #expect(close(modal.view.frame.minY, 10 + 90))
    #expect(
      log.take() == [
        "modalView began", "shouldDismiss", "willDismiss", "modal.viewWillDisappear(true) dismissed",
        "modalView cancelled",
      ], "the pan's action, then its touch taken from the view (G3)")
    #expect(!harness.application.isIgnoringInteractionEvents, "an interactive dismissal ignores nothing")
    harness.move(finger, to: CGPoint(x: 200, y: 700), duration: 0.1)
    harness.lift(finger)
    #expect(modal.view.frame.minY == 800, "released fast and low: the dismissed region")
    harness.advance(by: InteractionConstants.sheetTransitionDuration)
    #expect(log.take().suffix(2) == ["modal.viewDidDisappear(true) dismissed", "didDismiss"])
    #expect(root.presentedViewController == nil)
  }

  @Test("Q10: a slow release near the top cancels the dismissal: viewWillAppear, then viewDidAppear")
  func dragCancelsDismissal() {
    let (harness, root, modal, _) = presentSheet()
    let finger = harness.touchDown(at: CGPoint(x: 200, y: 300))
    harness.move(finger, to: CGPoint(x: 200, y: 400), duration: 0.3)
    harness.advance(by: 0.2)
    harness.lift(finger)
    #expect(modal.view.frame.minY == 10)
    harness.advance(by: InteractionConstants.sheetTransitionDuration)
    #expect(
      log.take().filter { $0.hasPrefix("modal.") } == [
        "modal.viewWillDisappear(true) dismissed", "modal.viewWillAppear(true) dismissed",
        "modal.viewDidAppear(true) dismissed",
      ])
    #expect(root.presentedViewController === modal && !modal.isBeingDismissed)
  }

  @Test("Q16/Q10: a sheet's hooks: a drag's dismissal given up ends with dismissalTransitionDidEnd(false)")
  func sheetHooks() {
    final class LoggingSheet: UISheetPresentationController {
      var log: PresentationLog?
      override func presentationTransitionWillBegin() { log?.add("presentationTransitionWillBegin") }
      override func presentationTransitionDidEnd(_ completed: Bool) {
        log?.add("presentationTransitionDidEnd(\(completed))")
      }
      override func dismissalTransitionWillBegin() { log?.add("dismissalTransitionWillBegin") }
      override func dismissalTransitionDidEnd(_ completed: Bool) { log?.add("dismissalTransitionDidEnd(\(completed))") }
    }
    let root = UIViewController()
    let harness = TestHarness(rootViewController: root, frame: sheetWindow, designatesShared: false)
    let modal = PresentedLoggingController("modal", log: log, style: .pageSheet)
    let sheet = LoggingSheet(presentedViewController: modal, presenting: nil)
    sheet.log = log
    modal._presentationController = sheet
    root.present(modal, animated: true)
    harness.advance(by: modalDuration)
    #expect(
      log.take() == [
        "presentationTransitionWillBegin", "modal.viewWillAppear(true) presented", "presentationTransitionDidEnd(true)",
        "modal.viewDidAppear(true) presented",
      ])
    let finger = harness.touchDown(at: CGPoint(x: 200, y: 300))
    harness.move(finger, to: CGPoint(x: 200, y: 400), duration: 0.3)
    harness.advance(by: 0.2)
    harness.lift(finger)
    harness.advance(by: InteractionConstants.sheetTransitionDuration)
    #expect(
      log.take() == [
        "dismissalTransitionWillBegin", "modal.viewWillDisappear(true) dismissed",
        "modal.viewWillAppear(true) dismissed", "dismissalTransitionDidEnd(false)",
        "modal.viewDidAppear(true) dismissed",
      ])
    #expect(sheet.containerView?.window === harness.window && close(modal.view.frame.minY, 10))
  }

  @Test("Q10: above the largest detent the sheet rubber-bands over min(100, the gap above)")
  func rubberBandAbove() {
    let (harness, _, modal, _) = presentSheet()
    let finger = harness.touchDown(at: CGPoint(x: 200, y: 400))
    harness.move(finger, to: CGPoint(x: 200, y: 300), duration: 0.2)
    let expected = 10 - UISheetPresentationController.banded(90, over: 10)
    #expect(abs(modal.view.frame.minY - expected) < 0.0001 && modal.view.frame.minY > 0)
    harness.advance(by: 0.2)
    harness.lift(finger)
    #expect(modal.view.frame.minY == 10)
  }

  @Test("Q10/Q12: refused, the sheet rubber-bands below and didAttemptToDismiss comes once, past a quarter")
  func refusedDrag() {
    let (harness, root, modal, delegate) = presentSheet()
    delegate.shouldDismiss = false
    let finger = harness.touchDown(at: CGPoint(x: 200, y: 300))
    harness.move(finger, to: CGPoint(x: 200, y: 400), duration: 0.2)
    #expect(!log.lines.contains("didAttemptToDismiss"))
    harness.move(finger, to: CGPoint(x: 200, y: 600), duration: 0.2)
    let extent = min(largeValue / 4, 200)
    #expect(abs(modal.view.frame.minY - (10 + UISheetPresentationController.banded(290, over: extent))) < 0.0001)
    harness.advance(by: 0.2)
    harness.lift(finger)
    harness.advance(by: 1)
    #expect(log.take().filter { !$0.hasPrefix("modalView") } == ["shouldDismiss", "didAttemptToDismiss"])
    #expect(modal.view.frame.minY == 10 && root.presentedViewController === modal)
  }

  @Test("Q10: a flick that lands on the region nearest the finger goes one region further; didChange")
  func flick() {
    let (harness, _, modal, _) = presentSheet {
      $0.detents = [.medium(), .large()]
      $0.selectedDetentIdentifier = .large
    }
    harness.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 360), duration: 0.05)
    #expect(close(modal.view.frame.minY, 800 - mediumValue))
    #expect(log.take().filter { $0.hasPrefix("didChange") } == ["didChange com.apple.UIKit.medium"])
  }

  @Test("Q10: a mostly horizontal drag does not move the sheet")
  func horizontalFails() {
    let (harness, _, modal, _) = presentSheet()
    harness.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 320), duration: 0.3)
    #expect(modal.view.frame.minY == 10 && log.take() == ["modalView began", "modalView ended"])
  }

  /// A sheet holding a vertical scroll view that fills it, its content 2000 pt tall.
  func scrollSheet(
    _ configure: @escaping (UISheetPresentationController) -> Void = { _ in }
  ) -> (TestHarness, PresentedLoggingController, UIScrollView) {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 790))
    scrollView.contentSize = CGSize(width: 400, height: 2000)
    let (harness, _, modal, _) = presentSheet(configure)
    scrollView.frame = modal.view.bounds
    modal.view.addSubview(scrollView)
    return (harness, modal, scrollView)
  }

  @Test("Q11: in a scroll view at its top, a drag down moves the sheet and the scroll view stays pinned")
  func scrollAtTopHandsOver() {
    let (harness, modal, scrollView) = scrollSheet()
    let finger = harness.touchDown(at: CGPoint(x: 200, y: 300))
    harness.move(finger, to: CGPoint(x: 200, y: 400), duration: 0.2)
    #expect(close(modal.view.frame.minY, 100) && scrollView.contentOffset.y == 0)
    harness.advance(by: 0.2)
    harness.lift(finger)
  }

  @Test("Q11: a scroll view not at its top, or with a refresh control, scrolls; the sheet stays")
  func scrollNotAtTopKeeps() {
    let (harness, modal, scrollView) = scrollSheet()
    scrollView.contentOffset = CGPoint(x: 0, y: 100)
    harness.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 360), duration: 0.3)
    #expect(modal.view.frame.minY == 10 && scrollView.contentOffset.y < 100)
    let (refreshing, refreshingModal, refreshScroll) = scrollSheet()
    refreshScroll.refreshControl = UIRefreshControl()
    let finger = refreshing.touchDown(at: CGPoint(x: 200, y: 300))
    refreshing.move(finger, to: CGPoint(x: 200, y: 360), duration: 0.2)
    #expect(refreshingModal.view.frame.minY == 10 && refreshScroll.contentOffset.y < 0)
    refreshing.lift(finger)
  }

  @Test("Q11: a drag within 0.4 s of the scroll view's last drag stays with the scroll view; later, the sheet's")
  func swipeInterval() {
    let (harness, modal, scrollView) = scrollSheet()
    scrollView.contentOffset = CGPoint(x: 0, y: 50)
    let first = harness.touchDown(at: CGPoint(x: 200, y: 300))
    harness.move(first, to: CGPoint(x: 200, y: 360), duration: 0.2)
    harness.advance(by: 0.2)
    harness.lift(first)
    #expect(scrollView.contentOffset.y == 0 && close(modal.view.frame.minY, 10))
    harness.advance(by: 0.1)
    let second = harness.touchDown(at: CGPoint(x: 200, y: 300))
    harness.move(second, to: CGPoint(x: 200, y: 360), duration: 0.2)
    #expect(close(modal.view.frame.minY, 10) && scrollView.contentOffset.y < 0, "too soon: the scroll view bounces")
    harness.advance(by: 0.2)
    harness.lift(second)
    harness.advance(by: 2)
    let third = harness.touchDown(at: CGPoint(x: 200, y: 300))
    harness.move(third, to: CGPoint(x: 200, y: 360), duration: 0.2)
    #expect(close(modal.view.frame.minY, 60) && scrollView.contentOffset.y == 0)
    harness.lift(third)
  }

  @Test("Q11: moving up at a smaller detent grows the sheet when scrolling expands it, else scrolls")
  func scrollUpExpands() {
    let (harness, modal, scrollView) = scrollSheet { $0.detents = [.medium(), .large()] }
    let top = 800 - mediumValue
    let finger = harness.touchDown(at: CGPoint(x: 200, y: top + 300))
    harness.move(finger, to: CGPoint(x: 200, y: top + 200), duration: 0.2)
    #expect(close(modal.view.frame.minY, top - 90) && scrollView.contentOffset.y == 0)
    harness.advance(by: 0.2)
    harness.lift(finger)
    harness.advance(by: 1)
    let (other, otherModal, otherScroll) = scrollSheet {
      $0.detents = [.medium(), .large()]
      $0.prefersScrollingExpandsWhenScrolledToEdge = false
    }
    let second = other.touchDown(at: CGPoint(x: 200, y: top + 300))
    other.move(second, to: CGPoint(x: 200, y: top + 200), duration: 0.2)
    #expect(close(otherModal.view.frame.minY, top) && otherScroll.contentOffset.y > 0)
    other.lift(second)
  }

  @Test("Q12: a programmatic dismiss calls neither willDismiss nor didDismiss; a presenting sheet refuses users")
  func programmaticAndPresenting() {
    let (harness, _, modal, _) = presentSheet { $0.detents = [.medium()] }
    let inner = PresentedLoggingController("inner", log: log, style: .formSheet)
    inner.sheetPresentationController?.detents = [.custom { _ in 100 }]
    modal.present(inner, animated: false)
    harness.advance(by: 0)
    _ = log.take()
    let dim = modal.sheetPresentationController!.dimmingView!
    #expect(harness.hitView(at: CGPoint(x: 200, y: 100)) !== dim, "the inner sheet's dim is on top")
    #expect(modal.sheetPresentationController!.attemptUserDismissal() == false)
    #expect(log.take() == ["didAttemptToDismiss"], "a controller that presents another is not dismissed by a user")
    modal.presentingViewController?.dismiss(animated: false)
    harness.advance(by: 0)
    #expect(!log.lines.contains("willDismiss") && !log.lines.contains("didDismiss"))
    #expect(modal.presentingViewController == nil && inner.presentingViewController == nil)
  }
}

@MainActor
@Suite("Popovers (Q13)")
struct PopoverTests {
  let log = PresentationLog()

  func stage(idiom: UIUserInterfaceIdiom) -> (TestHarness, UIViewController, UIView) {
    let root = UIViewController()
    let harness = TestHarness(rootViewController: root, frame: sheetWindow, designatesShared: false, idiom: idiom)
    let anchor = PresentationTouchView("anchor", log: log, frame: CGRect(x: 100, y: 100, width: 40, height: 40))
    root.view.addSubview(anchor)
    return (harness, root, anchor)
  }

  @Test("Q13: a popover without an anchor reports popoverWithoutAnchor and is not presented")
  func noAnchor() {
    let (harness, root, _) = stage(idiom: .pad)
    let seen = faults(of: harness)
    let popover = UIViewController()
    popover.modalPresentationStyle = .popover
    root.present(popover, animated: true)
    harness.advance(by: 1)
    #expect(seen() == ["popoverWithoutAnchor"])
    #expect(root.presentedViewController == nil && popover.view.window == nil)
  }

  @Test("Q13: beside its anchor; a touch on the dim inside a passthrough view goes to it; a dim tap dismisses")
  func padPopover() {
    let (harness, root, anchor) = stage(idiom: .pad)
    let passthrough = PresentationTouchView(
      "passthrough", log: log, frame: CGRect(x: 300, y: 700, width: 80, height: 80))
    root.view.addSubview(passthrough)
    let popover = UIViewController()
    popover.modalPresentationStyle = .popover
    popover.preferredContentSize = CGSize(width: 200, height: 300)
    let delegate = SheetDelegateLogger(log: log)
    let controller = popover.popoverPresentationController!
    controller.sourceView = anchor
    controller.sourceRect = anchor.bounds
    controller.passthroughViews = [passthrough]
    controller.delegate = delegate
    root.present(popover, animated: true)
    harness.advance(by: modalDuration)
    #expect(popover.view.frame == CGRect(x: 20, y: 150, width: 200, height: 300))
    #expect(controller.arrowDirection == .up)
    harness.tap(at: CGPoint(x: 340, y: 740))
    #expect(log.take() == ["passthrough began", "passthrough ended"])
    #expect(harness.hitView(at: CGPoint(x: 120, y: 120)) === controller.dimmingView, "the anchor is under the dim")
    harness.advance(by: 1)
    harness.tap(at: CGPoint(x: 350, y: 300))
    harness.advance(by: modalDuration)
    #expect(log.take() == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(root.presentedViewController == nil)
  }

  @Test("Q13: anchored at a bar button item, the bar's other items keep their touches and a tap on the item dismisses")
  func barButtonAnchor() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let harness = TestHarness(
      rootViewController: navigation, frame: sheetWindow, designatesShared: false, idiom: .pad)
    var edits = 0
    let share = UIBarButtonItem(title: "Share", image: nil, primaryAction: nil, menu: nil)
    let edit = UIBarButtonItem(primaryAction: UIAction(title: "Edit") { _ in edits += 1 })
    root.navigationItem.rightBarButtonItems = [share, edit]
    harness.advance(by: 1)
    let popover = UIViewController()
    popover.modalPresentationStyle = .popover
    let delegate = SheetDelegateLogger(log: log)
    let controller = popover.popoverPresentationController!
    controller.barButtonItem = share
    controller.delegate = delegate
    root.present(popover, animated: true)
    harness.advance(by: modalDuration)
    #expect(root.presentedViewController === popover && controller.arrowDirection == .up)
    harness.tap(edit)
    #expect(edits == 1 && root.presentedViewController === popover, "a sibling item is a passthrough view")
    // The item itself is under the dimming view: a raw tap at its centre (tap(_:) would report
    // that the touch cannot reach it).
    harness.tap(at: harness.screenPoint(of: share.viewShowingItem!))
    harness.advance(by: modalDuration)
    #expect(log.take() == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(root.presentedViewController == nil)
  }

  @Test("Q13: on the phone a popover adapts to a sheet, unless the delegate answers .none")
  func phoneAdapts() {
    let (harness, root, anchor) = stage(idiom: .phone)
    let popover = UIViewController()
    popover.modalPresentationStyle = .popover
    popover.popoverPresentationController?.sourceView = anchor
    root.present(popover, animated: false)
    harness.advance(by: 0)
    #expect(popover.view.frame.minY == 10 && popover.presentationController?.active is UISheetPresentationController)
    popover.dismiss(animated: false)
    harness.advance(by: 0)
    let kept = UIViewController()
    kept.modalPresentationStyle = .popover
    let delegate = SheetDelegateLogger(log: log)
    log.kept.append(delegate)
    delegate.adaptiveStyle = .none
    kept.popoverPresentationController?.sourceView = anchor
    kept.popoverPresentationController?.sourceRect = anchor.bounds
    kept.popoverPresentationController?.delegate = delegate
    root.present(kept, animated: false)
    harness.advance(by: 0)
    #expect(kept.presentationController?.active === kept.popoverPresentationController)
    #expect(kept.view.frame.minY == 150)
  }
}
