import Foundation
import Testing

@testable import ResponderKit

/// A plain responder whose `next` is set by the test and whose touch and motion methods log,
/// then pass the call on through the walker under test (not through `super`, which would find
/// the application's own walker).
fileprivate final class Link: UIResponder {
  let name: String
  let walker: ResponderChain
  var log: Log
  var link: UIResponder?
  /// Run inside `touchesBegan`, before the call goes on.
  var during: (() -> Void)?

  init(_ name: String, walker: ResponderChain, log: Log) {
    self.name = name
    self.walker = walker
    self.log = log
  }

  override var next: UIResponder? { link }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.lines.append("\(name) touchesBegan")
    during?()
    walker.forward(from: self, .touchesBegan(touches, event))
  }

  override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    log.lines.append("\(name) motionBegan")
    walker.forward(from: self, .motionBegan(motion, event))
  }
}

/// A view class written outside the module (so its touch methods are called) that logs and
/// passes the call on through the walker under test; its `next` may be set by the test.
fileprivate final class LinkView: UIView {
  var name = ""
  var walker: ResponderChain?
  var log: Log?
  var link: UIResponder?

  override var next: UIResponder? { link ?? super.next }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log?.lines.append("\(name) touchesBegan")
    walker?.forward(from: self, .touchesBegan(touches, event))
  }
}

/// The lines the links and the application's observer wrote, in order.
fileprivate final class Log {
  var lines: [String] = []
}

/// The responder-chain walker driven alone: a walker of its own (the application only hears
/// its notes), responders that are not views, chains made by hand.
@MainActor
@Suite("Engine: the responder chain walker alone (R6, R8)")
struct EngineResponderChainTests {
  let app = UIApplication()
  let walker: ResponderChain
  private let log = Log()

  init() {
    walker = ResponderChain(notes: app.notes)
    walker.application = app
    app.engineObserver = { [log] note in
      switch note {
      case .error(let reason): log.lines.append("error \(reason)")
      case .discarded(let message): log.lines.append("discarded \(message)")
      default: break
      }
    }
  }

  /// Links named `names`, each one's `next` the following one (the last one's nil).
  private func chain(_ names: [String]) -> [Link] {
    let links = names.map { Link($0, walker: walker, log: log) }
    for (link, following) in zip(links, links.dropFirst()) { link.link = following }
    return links
  }

  func begin(at first: UIResponder) {
    walker.walk(from: first) { first.touchesBegan([], with: nil) }
  }

  @Test("R6: a call goes along next to the end of the chain, and is reported discarded there")
  func r6EndOfChain() {
    let links = chain(["a", "b", "c"])
    begin(at: links[0])
    #expect(log.lines == ["a touchesBegan", "b touchesBegan", "c touchesBegan", "discarded touchesBegan"])
  }

  @Test("R8: a loop of next is cut where the call would come back, and reported once")
  func r8LoopIsCut() {
    let links = chain(["a", "b", "c"])
    links[2].link = links[1]
    begin(at: links[0])
    #expect(log.lines == ["a touchesBegan", "b touchesBegan", "c touchesBegan", "error responderLoop"])
  }

  @Test("R8: a responder that is its own next gets the call once")
  func r8SelfLoop() {
    let links = chain(["a"])
    links[0].link = links[0]
    begin(at: links[0])
    #expect(log.lines == ["a touchesBegan", "error responderLoop"])
  }

  @Test("R8: each walk stamps anew: the same chain walked twice is no loop the second time")
  func r8WalksAreNumbered() {
    let links = chain(["a", "b"])
    begin(at: links[0])
    begin(at: links[0])
    #expect(
      log.lines == [
        "a touchesBegan", "b touchesBegan", "discarded touchesBegan",
        "a touchesBegan", "b touchesBegan", "discarded touchesBegan",
      ])
  }

  @Test("R8: a walk nested in a handler is its own walk; the outer one goes on after it, with no false loop")
  func r8NestedWalk() {
    let links = chain(["a", "b", "c"])
    let nested = chain(["x", "b2"])
    nested[1].link = links[1]
    links[0].during = { [walker] in walker.walk(from: nested[0]) { nested[0].motionBegan(.motionShake, with: nil) } }
    begin(at: links[0])
    #expect(
      log.lines == [
        "a touchesBegan",
        // The nested walk reaches b and c too: they are stamped by it, not by the outer walk.
        "x motionBegan", "b2 motionBegan", "b motionBegan", "c motionBegan", "discarded motionBegan",
        "b touchesBegan", "c touchesBegan", "discarded touchesBegan",
      ])
  }

  @Test("R6: a chain far longer than the recursion budget is followed to its end, in order")
  func r6DeepChain() {
    let count = ResponderChain.maximumRecursion * 3
    let links = chain((0..<count).map { "n\($0)" })
    begin(at: links[0])
    #expect(log.lines.count == count + 1)
    #expect(log.lines.dropLast() == ArraySlice((0..<count).map { "n\($0) touchesBegan" }))
    #expect(log.lines.last == "discarded touchesBegan")
  }

  /// A link whose `next` is the innermost of `count` nested plain views, under a logging view
  /// named "root".
  private func plainViews(_ count: Int) -> (Link, [UIView], LinkView) {
    let root = LinkView(frame: .zero)
    root.name = "root"
    root.walker = walker
    root.log = log
    var views: [UIView] = []
    var parent: UIView = root
    for _ in 0..<count {
      let view = UIView(frame: .zero)
      parent.addSubview(view)
      views.append(view)
      parent = view
    }
    let first = Link("a", walker: walker, log: log)
    first.link = parent
    return (first, views, root)
  }

  @Test("R6: plain views of this module pass a call on to the responder beyond them, which gets it once")
  func r6PlainViewsPassOn() {
    let (first, views, root) = plainViews(3)
    #expect(views.allSatisfy { $0.forwardsTouchMethods })
    // The root owns the tree: kept to the end.
    withExtendedLifetime(root) { begin(at: first) }
    #expect(log.lines == ["a touchesBegan", "root touchesBegan", "discarded touchesBegan"])
  }

  @Test("R8: a loop of next through plain views is cut and reported once")
  func r8LoopThroughPlainViews() {
    let (first, views, root) = plainViews(3)
    root.link = views[2]
    begin(at: first)
    #expect(log.lines == ["a touchesBegan", "root touchesBegan", "error responderLoop"])
  }

  @Test("R6: plain views far past the recursion budget are passed, and the call reaches the end of the chain")
  func r6DeepPlainViews() {
    let (first, _, root) = plainViews(ResponderChain.maximumRecursion * 3)
    withExtendedLifetime(root) { begin(at: first) }
    #expect(log.lines == ["a touchesBegan", "root touchesBegan", "discarded touchesBegan"])
  }

  @Test("R6: a view whose class overrides a touch method is called, not passed over")
  func r6OverridingViewsAreCalled() {
    #expect(!UIButton(frame: .zero).forwardsTouchMethods)
    #expect(!UIScrollView(frame: .zero).forwardsTouchMethods)
    #expect(!LinkView(frame: .zero).forwardsTouchMethods)
    #expect(UIWindow(frame: .zero).forwardsTouchMethods && UILabel(frame: .zero).forwardsTouchMethods)
  }

  @Test("K1/R8: the responders of a chain are collected each once, a loop cut and reported")
  func r8Responders() {
    let links = chain(["a", "b", "c"])
    #expect(walker.responders(from: links[0]).map { ($0 as! Link).name } == ["a", "b", "c"])
    #expect(log.lines.isEmpty)
    links[2].link = links[0]
    #expect(walker.responders(from: links[1]).map { ($0 as! Link).name } == ["b", "c", "a"])
    #expect(log.lines == ["error responderLoop"])
  }

  @Test("R8: a question asked along the chain stops at the loop, reported, with no answer")
  func r8AskStopsAtLoop() {
    let links = chain(["a", "b"])
    links[1].link = links[0]
    var asked: [String] = []
    walker.walk(from: links[0]) {
      var current: UIResponder = links[0]
      while let next = walker.ask(
        from: current,
        { responder -> UIResponder? in
          asked.append((responder as! Link).name)
          return responder
        })
      {
        current = next
      }
    }
    #expect(asked == ["b"])
    #expect(log.lines == ["error responderLoop"])
  }
}
