import Foundation
import ResponderTestKit
import Testing
import UIKit

// The files in Ported/ are `responder port`'s output for corpus files of the same name, byte for
// byte (the first test keeps them so); these tests run them with the test kit. The actions sent
// to a nil target by name reach the responders the port registered them on, with nothing
// written by hand.

/// Counts the actions it gets, by name.
final class ActionCounter: UIResponder {
  var counts: [String: Int] = [:]

  func tapped(_ sender: UIButton) { counts["tapped", default: 0] += 1 }
  func overlayTapped(_ sender: UIButton) { counts["overlay", default: 0] += 1 }
  func checked(_ check: CheckmarkGestureRecognizer) { counts["check \(check.state)", default: 0] += 1 }
  func rangeChanged(_ slider: RangeSliderControl) { counts["range", default: 0] += 1 }
}

@MainActor
@Suite("Ported corpus files behave as on iOS, driven by the test kit")
struct PortedCorpusBehaviourTests {
  nonisolated static let portedFiles = [
    "HitSlopButton", "PassThroughWindow", "CheckmarkGestureRecognizer", "RangeSliderControl", "ToolbarActionSender",
    "TappableFocusView", "ShortcutEditorViewController", "PagedCarouselViewController", "AutoHidingControlsView",
    "SignInFormViewController", "StackTabBarController", "PhotoViewerViewController",
    "BottomSheetDrawerController", "KeyboardAvoidingFormController", "CodeEditorInputView",
    "PullToRefreshHeaderView",
  ]

  @Test("The copies in Ported/ are responder port's output for the corpus files, unchanged", arguments: portedFiles)
  func copiesMatchThePort(name: String) throws {
    let copy = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "Ported/\(name).swift")
    let corpusFile = try #require(Corpus.files.first { $0.name == "\(name).swift" })
    #expect(try String(contentsOf: copy, encoding: .utf8) == corpusFile.ported)
  }

  @Test("H5: the hit-slop button catches a tap 5 pt outside its bounds, not one 15 pt outside")
  func enlargedHitArea() {
    let harness = TestHarness()
    let button = HitSlopButton(frame: CGRect(x: 100, y: 100, width: 30, height: 30))
    harness.window.addSubview(button)
    let counter = ActionCounter()
    button.addTarget(counter, action: ActionCounter.tapped, for: .touchUpInside)
    #expect(harness.hitView(at: CGPoint(x: 95, y: 95)) === button)
    harness.tap(at: CGPoint(x: 95, y: 95))
    #expect(counter.counts == ["tapped": 1])
    harness.advance(by: 1)
    harness.tap(at: CGPoint(x: 85, y: 85))
    #expect(counter.counts == ["tapped": 1])
    #expect(harness.hitView(at: CGPoint(x: 85, y: 85)) === harness.window)
    button.isEnabled = false
    #expect(!button.point(inside: CGPoint(x: -5, y: -5), with: nil), "disabled: its own bounds only")
  }

  @Test("H1: the pass-through window in front lets a touch through to the window behind, and keeps its own button's")
  func passThroughWindow() {
    let harness = TestHarness()
    let counter = ActionCounter()
    let behind = UIButton(frame: CGRect(x: 20, y: 100, width: 120, height: 44))
    harness.window.addSubview(behind)
    behind.addTarget(counter, action: ActionCounter.tapped, for: .touchUpInside)

    let overlay = PassThroughWindow(frame: UIScreen.main.bounds)
    overlay.rootViewController = UIViewController()
    let overlayButton = UIButton(frame: CGRect(x: 300, y: 40, width: 60, height: 30))
    overlay.rootViewController?.view.addSubview(overlayButton)
    overlayButton.addTarget(counter, action: ActionCounter.overlayTapped, for: .touchUpInside)
    overlay.isHidden = false
    #expect(overlay.application === harness.application, "UIWindow(frame:) joins the harness's application")
    #expect(harness.application.windowsInHitTestOrder == [overlay, harness.window])

    harness.tap(behind)
    #expect(counter.counts == ["tapped": 1])
    harness.tap(overlayButton)
    #expect(counter.counts == ["tapped": 1, "overlay": 1])
    #expect(harness.hitView(at: CGPoint(x: 200, y: 600)) === harness.window)
  }

  @Test("G2: the check-mark recognizer recognizes down-then-up strokes and fails one that moves left")
  func customRecognizer() {
    let harness = TestHarness(rootView: UIView())
    let counter = ActionCounter()
    let check = CheckmarkGestureRecognizer(target: counter, action: ActionCounter.checked)
    harness.window.subviews[0].addGestureRecognizer(check)
    harness.drag(along: [CGPoint(x: 100, y: 100), CGPoint(x: 140, y: 160), CGPoint(x: 200, y: 80)], duration: 0.4)
    #expect(counter.counts == ["check ended": 1])
    #expect(check.state == .possible, "reset after the sequence")

    harness.advance(by: 1)
    harness.drag(along: [CGPoint(x: 100, y: 100), CGPoint(x: 140, y: 160), CGPoint(x: 120, y: 80)], duration: 0.4)
    harness.advance(by: 1)
    harness.drag(along: [CGPoint(x: 100, y: 100), CGPoint(x: 140, y: 160), CGPoint(x: 180, y: 150)], duration: 0.4)
    #expect(counter.counts == ["check ended": 1], "a leftward stroke fails, and so does one whose upstroke is short")
  }

  @Test(
    "C5: the range slider tracks its lower thumb and sends valueChanged on each move; a touch off the thumbs does not track"
  )
  func customSlider() {
    let harness = TestHarness()
    // 230 pt wide with 30 pt thumbs: 200 pt of travel for 100 of value, so 2 pt per unit.
    let slider = RangeSliderControl(frame: CGRect(x: 20, y: 300, width: 230, height: 40))
    harness.window.addSubview(slider)
    let counter = ActionCounter()
    slider.addTarget(counter, action: ActionCounter.rangeChanged, for: .valueChanged)
    // The lower thumb (20) is centered at 15 + 40 = 55 pt in the slider, 75 pt on screen.
    harness.drag(from: CGPoint(x: 75, y: 320), to: CGPoint(x: 135, y: 320), duration: 0.1)
    #expect(slider.lowerValue == 50 && slider.upperValue == 80)
    #expect(counter.counts == ["range": 6], "one valueChanged per 60 Hz move")
    #expect(!slider.isTracking && !slider.isHighlighted)

    // Between the thumbs' touch areas (10 pt around each): 145 pt in the slider.
    harness.advance(by: 1)
    harness.drag(from: CGPoint(x: 165, y: 320), to: CGPoint(x: 215, y: 320), duration: 0.1)
    #expect(slider.lowerValue == 50 && slider.upperValue == 80 && counter.counts == ["range": 6])
  }

  @Test("F6: the toolbar's nil-targeted save and share reach the view controller that declares them, along the chain")
  func nilTargetedActions() {
    let editor = DocumentEditorViewController()
    let harness = TestHarness(rootViewController: editor)
    #expect(editor.canPerformAction(Selector("saveDocument:"), withSender: nil), "registered by the port")
    #expect(
      editor.toolbar.target(forAction: Selector("shareDocument:"), withSender: nil) as? UIViewController === editor)
    harness.tap(editor.toolbar.saveButton)
    harness.advance(by: 1)
    harness.tap(editor.toolbar.shareButton)
    #expect(editor.saveCount == 1 && editor.shareCount == 1)
  }

  @Test("F1, F5: a tap makes the focus view first responder; then its action, sent to nil, reaches it")
  func firstResponderAction() {
    let harness = TestHarness(rootView: UIView())
    let focusView = TappableFocusView(frame: CGRect(x: 40, y: 200, width: 300, height: 200))
    harness.window.subviews[0].addSubview(focusView)
    let highlight = Selector("highlightSelection:")
    #expect(!UIApplication.shared.sendAction(highlight, to: nil, from: nil, for: nil))
    #expect(!focusView.canPerformAction(highlight, withSender: nil), "only while first responder")

    harness.tap(focusView)
    #expect(focusView.isFirstResponder)
    #expect(UIApplication.shared.sendAction(highlight, to: nil, from: nil, for: nil))
    #expect(focusView.highlightCount == 1)
  }

  @Test("K2: ⌘S declared by the controller reaches the first responder that saves; ⇧⌘N the controller")
  func keyCommandReachesPerformer() {
    let controller = ShortcutEditorViewController()
    let harness = TestHarness(rootViewController: controller)
    let document = ShortcutDocumentView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
    controller.view.addSubview(document)
    #expect(document.becomeFirstResponder())
    harness.press(.keyboardS, characters: "s", modifierKeys: [.command])
    #expect(document.saveCount == 1 && controller.newDocumentCount == 0)
    harness.press(.keyboardN, characters: "n", modifierKeys: [.command])
    #expect(controller.newDocumentCount == 0, "⌘N is not ⇧⌘N: modifiers match exactly")
    harness.press(.keyboardN, characters: "N", modifierKeys: [.command, .shift])
    #expect(document.saveCount == 1 && controller.newDocumentCount == 1)
  }

  @Test("S7, S13: a slow swipe that starts on a carousel button pages the carousel and cancels the button")
  func carouselSwipeFromButton() {
    let controller = PagedCarouselViewController()
    let harness = TestHarness(rootViewController: controller)
    let width = controller.scrollView.bounds.width
    let finger = harness.touchDown(at: CGPoint(x: width - 60, y: 100))
    harness.advance(by: 0.2)
    harness.move(finger, to: CGPoint(x: 60, y: 100), duration: 0.3)
    harness.lift(finger)
    harness.advance(by: 2)
    #expect(controller.buttonTaps == 0)
    #expect(controller.scrollView.contentOffset == CGPoint(x: width, y: 0))
    #expect(controller.pageControl.currentPage == 1)
    #expect(controller.settledPages == [1])
  }

  @Test("S4: a quick tap on a carousel button is delivered whole at the lift and does not scroll")
  func carouselTap() {
    let controller = PagedCarouselViewController()
    let harness = TestHarness(rootViewController: controller)
    harness.tap(at: CGPoint(x: 100, y: 100))
    #expect(controller.buttonTaps == 1)
    #expect(controller.scrollView.contentOffset == .zero)
  }

  @Test("A3: the ported delayed perform hides the controls 3 s after the last touch on the application's clock")
  func delayedPerformOnTheClock() {
    let harness = TestHarness(rootView: UIView())
    let controls = AutoHidingControlsView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
    harness.window.subviews[0].addSubview(controls)
    harness.tap(at: CGPoint(x: 100, y: 100))
    harness.advance(by: 2)
    #expect(controls.isShowingControls)
    harness.tap(at: CGPoint(x: 100, y: 100))
    harness.advance(by: 2.5)
    #expect(controls.isShowingControls, "the second touch cancelled the first request")
    harness.advance(by: 1)
    #expect(!controls.isShowingControls)

    NotificationCenter.default.post(name: .autoHidingControlsReset, object: nil)
    #expect(controls.isShowingControls, "the block observer ran at once, as a selector observer does")
    harness.advance(by: 3.5)
    #expect(!controls.isShowingControls)
    controls.stopObserving()
    NotificationCenter.default.post(name: .autoHidingControlsReset, object: nil)
    #expect(!controls.isShowingControls, "removeObservers(of:) removed the block observer")
  }

  @Test(
    "Y1, Y6: the sign-in form's fields, placed only by a stack view and anchors, are where UIKit puts them and take a tap"
  )
  func signInFormLaidOut() throws {
    let controller = SignInFormViewController(service: "Mail")
    let harness = TestHarness(rootViewController: controller, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let stack = try #require(controller.view.subviews.first as? UIStackView)
    let fields = stack.arrangedSubviews.compactMap { $0 as? UITextField }
    try #require(fields.count == 2)
    harness.tap(at: CGPoint(x: 160, y: 94))
    // Leading and trailing on the margins, top two system spacings (8 pt each) below the
    // safe area, two 44-pt fields 12 pt apart.
    let margin = controller.view.layoutMargins.left
    #expect(stack.frame == CGRect(x: margin, y: 16, width: 320 - 2 * margin, height: 100))
    #expect(
      fields[1].convert(fields[1].bounds, to: nil) == CGRect(x: margin, y: 72, width: 320 - 2 * margin, height: 44))
    #expect(fields[1].isFirstResponder, "the tap at y 94 is on the password field")
    harness.advance(by: 1)
    harness.tap(at: CGPoint(x: 160, y: 38))
    #expect(fields[0].isFirstResponder)
    #expect(!fields[1].isFirstResponder)
    harness.tap(at: CGPoint(x: 160, y: 200))
    #expect(fields[0].isFirstResponder, "below the stack is the controller's view, which takes no focus")
  }

  @Test(
    "Y1, Y6, V1: the stack tab bar's buttons, placed by anchors and a stack view, switch to the tab tapped")
  func stackTabBarSwitchesTabs() {
    let controller = StackTabBarController()
    controller.tabItems = ["Home", "Search", "Profile"].map {
      StackTabBarItem(title: $0, imageName: "circle", selectedImageName: "circle.fill")
    }
    let children = (0..<3).map { _ in UIViewController() }
    controller.viewControllers = children
    let harness = TestHarness(rootViewController: controller, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(controller.selectedViewController === children[0])
    harness.tap(at: CGPoint(x: 160, y: 452))
    #expect(controller.tabBarView.frame == CGRect(x: 0, y: 424, width: 320, height: 56))
    #expect(controller.tabBarView.selectedIndex == 1)
    #expect(controller.selectedViewController === children[1])
    #expect(children[1].view.superview?.frame == CGRect(x: 0, y: 0, width: 320, height: 424))
    // Only the indicator's slide and the tapped button's bounce are animating, the bounce with
    // .allowUserInteraction: another button takes a tap at once (V1).
    harness.tap(at: CGPoint(x: 300, y: 452))
    #expect(controller.tabBarView.selectedIndex == 2)
    #expect(controller.selectedViewController === children[2])
    harness.advance(by: 0.5)
    harness.tap(at: CGPoint(x: 20, y: 300))
    #expect(controller.tabBarView.selectedIndex == 2, "a tap in the container is not on the bar")
    #expect(children[0].parent == nil)
  }

  @Test("Y1: the photo viewer's close button, placed by anchors alone, takes the tap that dismisses the viewer")
  func photoViewerCloseButton() {
    let root = UIViewController()
    let harness = TestHarness(rootViewController: root, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let viewer = PhotoViewerViewController()
    root.present(viewer, animated: false)
    harness.advance(by: 0.5)
    #expect(root.presentedViewController === viewer)
    let button = harness.hitView(at: CGPoint(x: 38, y: 30))
    #expect(button is UIButton, "16 pt from the leading edge, 8 pt below the safe area, 44 pt square")
    #expect(button?.frame == CGRect(x: 16, y: 8, width: 44, height: 44))
    harness.tap(at: CGPoint(x: 38, y: 30))
    harness.advance(by: 1)
    #expect(root.presentedViewController == nil)
  }

  @Test(
    "Y1, V4: the bottom sheet, placed by a top constraint, rests 120 pt up; a drag up on it moves it to a higher rest")
  func bottomSheetDrawer() {
    let controller = BottomSheetDrawerController()
    let harness = TestHarness(rootViewController: controller, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    harness.advance(by: 0.1)
    #expect(controller.drawerView.frame == CGRect(x: 0, y: 360, width: 320, height: 480))
    #expect(harness.hitView(at: CGPoint(x: 160, y: 365)) === controller.drawerView)
    harness.drag(from: CGPoint(x: 160, y: 370), to: CGPoint(x: 160, y: 170), duration: 0.3)
    harness.advance(by: 2)
    #expect(controller.position != .collapsed)
    let top: CGFloat = controller.position == .expanded ? 44 : 240
    #expect(controller.drawerView.frame.minY == top, "at rest where its position puts it")
  }

  @Test(
    "B4/B5/B7: the keyboard-avoiding form insets its scroll view by the keyboard it hears of, its Send button rides on the keyboard guide, and a drag dismisses the keyboard"
  )
  func keyboardAvoidingForm() {
    let controller = KeyboardAvoidingFormController()
    let harness = TestHarness(rootViewController: controller)
    defer { controller.stopObserving() }
    let screenBottom: CGFloat = 844
    harness.advance(by: 0)
    #expect(controller.sendButton.frame.maxY == screenBottom - 12)

    harness.tap(controller.emailField)
    #expect(controller.emailField.isFirstResponder)
    #expect(controller.keyboardHeights == [CGFloat(216)])
    #expect(controller.scrollView.contentInset.bottom == CGFloat(216))
    #expect(controller.sendButton.frame.maxY == screenBottom - 216 - 12)
    harness.typeOnScreen("ada@example.com")
    #expect(controller.emailField.text == "ada@example.com")

    harness.advance(by: 1)
    harness.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.2)
    #expect(!controller.emailField.isFirstResponder)
    #expect(controller.keyboardHeights == [CGFloat(216), 0, 0], "will-change-frame, then will-hide")
    #expect(controller.scrollView.contentInset.bottom == CGFloat(0))
    #expect(controller.sendButton.frame.maxY == screenBottom - 12)
  }

  @Test(
    "O2/O4: the pull-to-refresh header follows contentOffset by KVO: pulled past its height and released, it refreshes and insets the content"
  )
  func pullToRefreshHeader() {
    let harness = TestHarness()
    let scrollView = UIScrollView(frame: harness.window.bounds)
    scrollView.contentSize = CGSize(width: harness.window.bounds.width, height: 2000)
    harness.window.addSubview(scrollView)
    let header = PullToRefreshHeaderView(frame: .zero)
    var states: [PullToRefreshHeaderState] = []
    var refreshes = 0
    header.stateDidChange = { states.append($0) }
    header.refreshHandler = { refreshes += 1 }
    scrollView.addSubview(header)
    let height = PullToRefreshHeaderView.height
    #expect(header.frame == CGRect(x: 0, y: -height, width: scrollView.bounds.width, height: height))

    // A short pull, released before the header shows whole: no refresh.
    harness.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 340), duration: 0.2)
    harness.advance(by: 1)
    #expect(refreshes == 0)
    #expect(states == [.pulling, .idle])

    states = []
    harness.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 600), duration: 0.5)
    harness.advance(by: 1)
    #expect(refreshes == 1)
    #expect(states == [.pulling, .readyToRefresh, .refreshing])
    #expect(scrollView.contentInset.top == height)

    header.endRefreshing()
    #expect(states.last == .idle)
    #expect(scrollView.contentInset.top == 0)
    // An inset set by someone else is the one the next refresh adds to (string-key-path KVO).
    scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    header.beginRefreshing()
    #expect(scrollView.contentInset.top == 20 + height)
    header.endRefreshing()
    header.removeFromSuperview()
  }
}
