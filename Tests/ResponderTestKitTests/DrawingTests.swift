import Foundation
@_spi(Tools) import ResponderKit
import ResponderTestKit
import Testing

/// A view that draws a filled square and a stroked line, and records each call of its
/// `draw(_:)` with the current context it saw.
@MainActor
final class TickView: UIView {
  var draws: [CGRect] = []
  var sawContext: [Bool] = []
  var isChecked = false {
    didSet { setNeedsDisplay() }
  }

  override func draw(_ rect: CGRect) {
    draws.append(rect)
    let context = UIGraphicsGetCurrentContext()
    sawContext.append(context != nil)
    UIColor.systemGreen.setFill()
    context?.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    guard isChecked else { return }
    let tick = UIBezierPath()
    tick.move(to: CGPoint(x: 2, y: 5))
    tick.addLine(to: CGPoint(x: 4, y: 8))
    tick.addLine(to: CGPoint(x: 9, y: 1))
    tick.lineWidth = 2
    tick.lineCapStyle = .round
    UIColor.white.setStroke()
    tick.stroke()
  }
}

/// A view whose drawing reaches UIView's and draws nothing: its class is known not to draw
/// after its first display.
@MainActor
final class QuietPanel: UIView {
  static var draws = 0
  override func draw(_ rect: CGRect) {
    QuietPanel.draws += 1
    super.draw(rect)
  }
}

@MainActor
@Suite("Drawing: the display pass and the display list")
struct DrawingTests {
  let square = CGRect(x: 0, y: 0, width: 10, height: 10)

  @Test("W1: draw(_:) runs in the display pass before the next step, once however often marked")
  func displayPassRunsDrawOnce() {
    let view = TickView(frame: CGRect(x: 20, y: 30, width: 40, height: 40))
    let harness = TestHarness(rootView: UIView())
    harness.window.addSubview(view)
    #expect(view.draws.isEmpty, "adding to a window draws nothing yet")
    harness.advance(by: 0)
    #expect(view.draws == [CGRect(x: 0, y: 0, width: 40, height: 40)] && view.sawContext == [true])
    harness.advance(by: 1)
    #expect(view.draws.count == 1, "an unmarked view is not drawn again")
    view.isChecked = true
    view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
    #expect(view.layer.needsDisplay() && view.draws.count == 1, "marking only marks")
    harness.advance(by: 0)
    #expect(view.draws.count == 2 && !view.layer.needsDisplay(), "two marks, one draw of the whole bounds")
    #expect(view.draws.last == view.bounds)
    #expect(UIGraphicsGetCurrentContext() == nil, "the display pass's context is current only while drawing")
  }

  @Test("W1: a view outside a window is not drawn by the pass; reading its list draws it on demand")
  func onDemandOutsideWindow() {
    let harness = TestHarness(rootView: UIView())
    let view = TickView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.setNeedsDisplay()
    harness.advance(by: 0)
    #expect(view.draws.isEmpty)
    let commands = view.layer.drawnCommands
    #expect(view.draws.count == 1 && commands.count == 1)
    _ = view.layer.drawnCommands
    #expect(view.draws.count == 1, "a second read does not draw again")
    harness.window.addSubview(view)
    view.setNeedsDisplay()
    harness.advance(by: 0)
    #expect(view.draws.count == 2)
  }

  @Test("W1: a class whose draw(_:) draws nothing gets no display pass; layer.display() and displayIfNeeded() draw")
  func nonDrawingClassesCostNothing() {
    let harness = TestHarness(rootView: UIView())
    QuietPanel.draws = 0
    let first = QuietPanel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    harness.window.addSubview(first)
    harness.advance(by: 0)
    #expect(QuietPanel.draws == 1 && first.layer.drawnCommands.isEmpty)
    let second = QuietPanel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    harness.window.addSubview(second)
    harness.advance(by: 0)
    _ = second.layer.drawnCommands
    #expect(QuietPanel.draws == 1, "the class drew nothing: its next view is not displayed, nor on a read")
    second.setNeedsDisplay()
    harness.advance(by: 0)
    #expect(QuietPanel.draws == 2, "a view marked by hand is displayed whatever its class")
    let view = TickView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layer.display()
    #expect(view.draws.count == 1)
    view.layer.displayIfNeeded()
    #expect(view.draws.count == 1, "displayIfNeeded() displays only a marked layer")
    view.layer.setNeedsDisplay()
    view.layer.displayIfNeeded()
    #expect(view.draws.count == 2)
  }

  @Test("W2: fills and strokes are recorded with their colours, line settings and the view's bounds coordinates")
  func recordedCommands() throws {
    let view = TickView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
    view.isChecked = true
    let commands = view.layer.drawnCommands
    try #require(commands.count == 2)
    #expect(
      commands[0].operation
        == .fillPath(CGPath(rect: square, transform: nil), color: UIColor.systemGreen.cgColor, rule: .winding))
    guard case .strokePath(let path, let color, let style) = commands[1].operation else {
      Issue.record("the tick is a stroke")
      return
    }
    #expect(color == UIColor.white.cgColor && style.lineWidth == 2 && style.lineCap == .round)
    #expect(path.boundingBox == CGRect(x: 2, y: 1, width: 7, height: 7), "in the view's bounds, not its frame")
    #expect(commands[1].transform == .identity && commands[1].clip.isEmpty)
  }

  @Test("W2: the CTM, clip, alpha and saved states are recorded beside each command")
  func graphicsState() throws {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50))
    let image = renderer.image { context in
      let cg = context.cgContext
      cg.saveGState()
      cg.translateBy(x: 10, y: 20)
      cg.scaleBy(x: 2, y: 2)
      cg.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
      cg.setAlpha(0.5)
      cg.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
      cg.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
      cg.restoreGState()
      cg.setStrokeColor(gray: 0, alpha: 1)
      cg.setLineDash(phase: 1, lengths: [4, 2])
      cg.move(to: CGPoint(x: 0, y: 0))
      cg.addLine(to: CGPoint(x: 10, y: 0))
      cg.drawPath(using: .stroke)
      #expect(cg.isPathEmpty, "drawing consumes the path")
    }
    let commands = try #require(image.cgImage?.drawnCommands)
    try #require(commands.count == 2)
    let moved = CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 20)
    #expect(commands[0].transform == moved && commands[0].alpha == 0.5)
    #expect(commands[0].clip.map(\.path.boundingBox) == [CGRect(x: 10, y: 20, width: 10, height: 10)])
    #expect(commands[0].bounds == CGRect(x: 12, y: 22, width: 4, height: 4))
    #expect(commands[1].transform == .identity && commands[1].clip.isEmpty && commands[1].alpha == 1)
    guard case .strokePath(_, _, let style) = commands[1].operation else {
      Issue.record("a stroke")
      return
    }
    #expect(style.dashLengths == [4, 2] && style.dashPhase == 1)
  }

  @Test("W4: a bounds change redraws a .redraw view only; a layer with needsDisplayOnBoundsChange too")
  func redrawOnBoundsChange() {
    let harness = TestHarness(rootView: UIView())
    let stretching = TickView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let redrawing = TickView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    redrawing.contentMode = .redraw
    harness.window.addSubview(stretching)
    harness.window.addSubview(redrawing)
    harness.advance(by: 0)
    stretching.frame.size = CGSize(width: 30, height: 30)
    redrawing.frame.size = CGSize(width: 30, height: 30)
    redrawing.frame.origin = CGPoint(x: 5, y: 5)
    harness.advance(by: 0)
    #expect(stretching.draws.count == 1, "the default content mode stretches what was drawn")
    #expect(redrawing.draws == [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: 30, height: 30)])
    redrawing.center.x += 10
    harness.advance(by: 0)
    #expect(redrawing.draws.count == 2, "moving is not resizing")
    let layer = CALayer()
    layer.needsDisplayOnBoundsChange = true
    layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
    #expect(layer.needsDisplay())
  }

  @Test("W6: a label draws its text through drawText(in:), centred vertically, and redraws when the text changes")
  func labelDrawsText() throws {
    let harness = TestHarness(rootView: UIView())
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    label.text = "Hello"
    label.textColor = .systemRed
    harness.window.addSubview(label)
    harness.advance(by: 0)
    let commands = label.layer.drawnCommands
    try #require(commands.count == 1)
    guard case .text(let text) = commands[0].operation else {
      Issue.record("text")
      return
    }
    let size = "Hello".size(withAttributes: [.font: label.font!])
    #expect(text.string == "Hello" && text.color == UIColor.systemRed.cgColor && text.font == label.font)
    #expect(text.rect.size == size && text.rect.midY == 30)
    label.text = "Bye"
    #expect(label.layer.needsDisplay())
    harness.advance(by: 0)
    guard case .text(let changed) = label.recordedDrawing.first?.operation else {
      Issue.record("text")
      return
    }
    #expect(changed.string == "Bye")
  }

  @Test("W6: a field draws its placeholder while empty and its text otherwise")
  func fieldDrawsTextOrPlaceholder() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    field.placeholder = "Name"
    var strings: [String] {
      field.layer.drawnCommands.compactMap { command in
        if case .text(let text) = command.operation { return text.string + " " + "\(text.color.alpha)" }
        return nil
      }
    }
    #expect(strings == ["Name \(UIColor.placeholderText.alpha)"])
    field.text = "Ada"
    #expect(strings == ["Ada 1.0"])
  }
}
