import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Key-value observing of layers (O4)", .serialized)
struct LayerObservationTests {
  @Test("O4: a free-standing layer's bounds, position and frame notify their observers, old and new, prior first")
  func freeStandingLayer() {
    let layer = CALayer()
    var log: [String] = []
    var observations: [NSKeyValueObservation] = [
      layer.observe(\.bounds, options: [.old, .new]) { observed, change in
        #expect(observed === layer)
        log.append("bounds \(change.oldValue?.width ?? -1)→\(change.newValue?.width ?? -1)")
      },
      layer.observe(\.position, options: [.new, .prior]) { _, change in
        log.append(change.isPrior ? "position prior" : "position →\(change.newValue?.x ?? -1)")
      },
    ]
    layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
    #expect(log == ["bounds 0.0→40.0"])
    log = []
    layer.position = CGPoint(x: 7, y: 9)
    #expect(log == ["position prior", "position →7.0"])
    log = []
    observations.append(
      layer.observe(\.frame, options: [.old, .new, .prior]) { _, change in
        log.append(
          change.isPrior ? "frame prior" : "frame \(change.oldValue?.minX ?? -1)→\(change.newValue?.minX ?? -1)")
      })
    // The default anchor is the middle: the frame's origin is the position minus half the size.
    layer.frame = CGRect(x: 100, y: 0, width: 60, height: 20)
    #expect(log == ["frame prior", "position prior", "position →130.0", "bounds 40.0→60.0", "frame -13.0→100.0"])
    #expect(layer.bounds.size == CGSize(width: 60, height: 20) && layer.position == CGPoint(x: 130, y: 10))
    // Invalidated, the observations hear nothing more.
    for observation in observations { observation.invalidate() }
    log = []
    layer.bounds = .zero
    layer.frame = CGRect(x: 1, y: 1, width: 1, height: 1)
    #expect(log.isEmpty)
  }

  @Test("O4: a free-standing layer's bounds notify addObserver's observer with the change dictionary")
  func stringKeyPath() {
    final class Observer: NSKeyValueObserving {
      var widths: [CGFloat] = []
      func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
      ) {
        if keyPath == "bounds", let new = change?[.newKey] as? CGRect { widths.append(new.width) }
      }
    }
    let layer = CALayer()
    let observer = Observer()
    layer.addObserver(observer, forKeyPath: "bounds", options: [.new, .initial], context: nil)
    layer.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
    layer.removeObserver(observer, forKeyPath: "bounds")
    layer.bounds = CGRect(x: 0, y: 0, width: 99, height: 12)
    #expect(observer.widths == [0, 12])
  }

  @Test("O4: a view's layer's position follows the view's centre: every change of it notifies")
  func viewLayerPosition() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    var positions: [CGPoint] = []
    let observation = view.layer.observe(\.position, options: .new) { _, change in
      if let new = change.newValue { positions.append(new) }
    }
    view.center = CGPoint(x: 10, y: 20)
    view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    view.layer.position = CGPoint(x: 1, y: 2)
    #expect(positions == [CGPoint(x: 10, y: 20), CGPoint(x: 20, y: 20), CGPoint(x: 1, y: 2)])
    observation.invalidate()
  }
}
