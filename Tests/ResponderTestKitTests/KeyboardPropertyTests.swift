import Foundation
import ResponderKit
import ResponderTestKit
import Testing

@MainActor
@Suite("Property: the keyboard's notifications pair up and its frame follows the first responder (B4, B5)")
struct KeyboardPropertyTests {
  /// The frame B4 gives the keyboard for `responder` on the default screen, or nil.
  private func expectedFrame(for responder: UIResponder?, hardware: Bool) -> CGRect? {
    guard let responder else { return nil }
    var height = responder.inputAccessoryView?.bounds.height ?? 0
    if !hardware {
      if let input = responder.inputView {
        height += input.bounds.height
      } else if responder is UIKeyInput {
        height += InteractionConstants.softwareKeyboardHeight
      }
    }
    return height > 0 ? CGRect(x: 0, y: 844 - height, width: 390, height: height) : nil
  }

  @Test(
    "B4/B5: property: random focus changes, resigns, removals, typing, drags, hardware keyboards and waits: every will pair gets its did pair within 0.25 s, in order, and keyboardFrame is what the first responder asks for",
    arguments: 0..<40)
  func notificationsPairUp(seed: Int) {
    var random = ListRandom(seed: UInt64(seed) + 7)
    let harness = TestHarness()
    let log = KeyboardLog(clock: harness.clock)
    defer { log.stop() }
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 400, width: 390, height: 444))
    scroll.contentSize = CGSize(width: 390, height: 2000)
    scroll.keyboardDismissMode = [.none, .onDrag, .interactive][random.int(3)]
    harness.window.addSubview(scroll)
    var inputs: [UIView] = []
    for index in 0..<5 {
      let frame = CGRect(x: 20, y: 20 + CGFloat(index) * 60, width: 300, height: 40)
      if index == 4 {
        inputs.append(UITextField(frame: frame))
      } else {
        let input = KeyboardInputView(frame: frame)
        if index == 2 { input.accessory = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44)) }
        if index == 3 { input.customInputView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300)) }
        inputs.append(input)
      }
    }
    let other = KeyView(frame: CGRect(x: 330, y: 20, width: 40, height: 40))
    for view in inputs + [other] { harness.window.addSubview(view) }

    for step in 0..<60 {
      switch random.int(9) {
      case 0, 1: inputs[random.int(inputs.count)].becomeFirstResponder()
      case 2:
        let view = inputs[random.int(inputs.count)]
        if view.window != nil { harness.tap(view) }
      case 3: _ = inputs.first(where: \.isFirstResponder)?.resignFirstResponder()
      case 4:
        let view = inputs[random.int(inputs.count)]
        if view.superview == nil { harness.window.addSubview(view) } else { view.removeFromSuperview() }
      case 5: harness.application.isHardwareKeyboardAttached.toggle()
      case 6: harness.typeOnScreen("a")
      case 7:
        let y = CGFloat(450 + random.int(150))
        harness.drag(from: CGPoint(x: 200, y: y), to: CGPoint(x: 200, y: y + CGFloat(random.int(300))), duration: 0.1)
      default: other.becomeFirstResponder()
      }
      harness.advance(by: Double(random.int(5)) * 0.1)
      let responder: UIResponder? = (inputs + [other]).first(where: \.isFirstResponder)
      let wanted = expectedFrame(for: responder, hardware: harness.application.isHardwareKeyboardAttached)
      #expect(harness.keyboardFrame == wanted, "seed \(seed) step \(step)")
    }
    harness.advance(by: 1)

    // Will pairs and did pairs alternate, each did pair matching its will pair, within 0.25 s.
    var open: (shows: Bool, time: TimeInterval, end: CGRect?)?
    var lastShownEnd: CGRect?
    var index = 0
    let events = log.events
    while index < events.count {
      let first = events[index]
      #expect(index + 1 < events.count, "seed \(seed): \(first.label) alone at the end")
      guard index + 1 < events.count else { break }
      let second = events[index + 1]
      #expect(first.time == second.time && first.info.end == second.info.end, "seed \(seed): a pair at one time")
      switch (first.label, second.label) {
      case ("willChangeFrame", "willShow"), ("willChangeFrame", "willHide"):
        #expect(open == nil, "seed \(seed): a will pair before the last one's did pair")
        open = (second.label == "willShow", first.time, first.info.end)
        if second.label == "willShow" { lastShownEnd = first.info.end } else { lastShownEnd = nil }
      case ("didChangeFrame", "didShow"), ("didChangeFrame", "didHide"):
        #expect(open != nil && open?.shows == (second.label == "didShow"), "seed \(seed): a did pair matches")
        #expect(open.map { first.time <= $0.time + 0.25 + 1e-9 } ?? false, "seed \(seed): within the duration")
        #expect(open?.end == first.info.end)
        open = nil
      default:
        Issue.record("seed \(seed): \(first.label) then \(second.label)")
      }
      index += 2
    }
    #expect(open == nil, "seed \(seed): every will pair got its did pair")
    #expect(harness.keyboardFrame == lastShownEnd)
  }
}
