import UIKit

/// A finger-painting canvas: each touch draws its own stroke, with the coalesced samples a
/// fast finger produces between frames.
final class SketchCanvasView: UIView {
  struct Stroke {
    var points: [CGPoint]
    var isFinished = false
  }

  private(set) var strokes: [Stroke] = []
  private var activeStrokes: [UITouch: Int] = [:]
  var strokesDidChange: (() -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    isMultipleTouchEnabled = true
    backgroundColor = .white
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func clear() {
    strokes.removeAll()
    activeStrokes.removeAll()
    strokesDidChange?()
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    for touch in touches {
      activeStrokes[touch] = strokes.count
      strokes.append(Stroke(points: [touch.location(in: self)]))
    }
    strokesDidChange?()
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    for touch in touches {
      guard let index = activeStrokes[touch] else { continue }
      let samples = event?.coalescedTouches(for: touch) ?? [touch]
      for sample in samples {
        strokes[index].points.append(sample.location(in: self))
      }
    }
    strokesDidChange?()
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    for touch in touches {
      guard let index = activeStrokes.removeValue(forKey: touch) else { continue }
      strokes[index].points.append(touch.location(in: self))
      strokes[index].isFinished = true
    }
    strokesDidChange?()
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    // A cancelled stroke was never meant: drop it.
    let cancelled = Set(touches.compactMap { activeStrokes.removeValue(forKey: $0) })
    strokes = strokes.enumerated().filter { !cancelled.contains($0.offset) }.map { $0.element }
    strokesDidChange?()
  }
}
