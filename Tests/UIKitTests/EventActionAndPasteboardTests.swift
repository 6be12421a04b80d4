import Testing
import UIKit

/// A controller with UIKit's third action shape: the sender and the event.
final class EventActionController: UIViewController {
  var log: [String] = []

  func tapped(_ sender: UIButton, forEvent event: UIEvent) {
    let touches = event.allTouches?.count ?? -1
    log.append("tapped \(sender.tag) touches \(touches) at \(event.timestamp)")
  }
}

@MainActor
@Suite("The (sender, event) action shape and the pasteboard's items")
struct EventActionAndPasteboardTests {
  @Test(
    "C4: an action method taking (sender, forEvent:) gets the touch event that fired it; a nil target finds it (F6)")
  func senderAndEvent() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    let controller = EventActionController()
    window.rootViewController = controller
    let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
    button.tag = 3
    controller.view.addSubview(button)
    button.addTarget(controller, action: EventActionController.tapped, for: .touchUpInside)
    button.addTarget(nil, action: EventActionController.tapped, for: .touchDown)
    tapOnce(app, at: CGPoint(x: 50, y: 30), time: 1)
    #expect(controller.log == ["tapped 3 touches 1 at 1.0", "tapped 3 touches 1 at 1.05"])
    controller.log = []
    button.sendActions(for: .touchUpInside)
    #expect(controller.log == ["tapped 3 touches 0 at 0.0"], "sent from code, the method gets an empty touch event")
  }

  @Test(
    "E1: strings, URLs and typed items share the pasteboard's items; types are the first item's; a URL reads as text")
  func pasteboardItems() throws {
    let board = UIPasteboard.withUniqueName()
    #expect(!board.hasStrings && !board.hasURLs && !board.hasImages && board.items.isEmpty && board.types.isEmpty)
    let site = try #require(URL(string: "https://example.com/a"))
    board.url = site
    #expect(board.hasURLs && board.hasStrings && board.url == site && board.urls == [site])
    #expect(board.types == ["public.url", "public.utf8-plain-text"] && board.string == "https://example.com/a")
    board.string = "hello"
    #expect(board.hasStrings && !board.hasURLs && board.types == ["public.utf8-plain-text"])
    board.items = [["public.png": Data([1, 2]), "public.utf8-plain-text": "caption"], ["public.url": site]]
    #expect(board.hasImages && board.hasStrings && board.hasURLs && board.numberOfItems == 2)
    #expect(
      board.types == ["public.png", "public.utf8-plain-text"] && board.strings == ["caption", "https://example.com/a"])
    let before = board.changeCount
    board.addItems([["public.utf8-plain-text": "more"]])
    #expect(board.strings == ["caption", "https://example.com/a", "more"] && board.changeCount == before + 1)
    board.setValue("plain", forPasteboardType: "public.utf8-plain-text")
    #expect(board.value(forPasteboardType: "public.utf8-plain-text") as? String == "plain" && board.numberOfItems == 1)
    UIPasteboard.remove(withName: board.name)
  }
}
