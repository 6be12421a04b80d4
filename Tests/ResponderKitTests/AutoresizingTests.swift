import Foundation
import Testing

@testable import ResponderKit

@MainActor
private func child(_ frame: CGRect, _ mask: UIView.AutoresizingMask, in parent: UIView) -> UIView {
  let view = UIView(frame: frame)
  view.autoresizingMask = mask
  parent.addSubview(view)
  return view
}

@Suite("Autoresizing masks (Y3)")
@MainActor
struct AutoresizingTests {
  @Test("Y3: each flexible part takes the size change, shared in proportion to the parts")
  func arithmetic() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let frame = CGRect(x: 20, y: 10, width: 100, height: 50)
    let cases: [(UIView.AutoresizingMask, CGRect)] = [
      ([], frame),
      ([.flexibleWidth], CGRect(x: 20, y: 10, width: 200, height: 50)),
      ([.flexibleLeftMargin], CGRect(x: 120, y: 10, width: 100, height: 50)),
      ([.flexibleRightMargin], frame),
      // Margins 20 and 80 share 100 points: 20 and 80 of them.
      ([.flexibleLeftMargin, .flexibleRightMargin], CGRect(x: 40, y: 10, width: 100, height: 50)),
      // Parts 20, 100, 80: the left margin gets a tenth, the width half.
      ([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], CGRect(x: 30, y: 10, width: 150, height: 50)),
      ([.flexibleWidth, .flexibleHeight], CGRect(x: 20, y: 10, width: 200, height: 150)),
      // Top 10 and bottom 40 share 100 points.
      ([.flexibleTopMargin, .flexibleBottomMargin], CGRect(x: 20, y: 30, width: 100, height: 50)),
      ([.flexibleTopMargin, .flexibleHeight], CGRect(x: 20, y: 26.666667, width: 100, height: 133.333333)),
    ]
    let views = cases.map { child(frame, $0.0, in: container) }
    container.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
    for (view, (mask, expected)) in zip(views, cases) {
      let f = view.frame
      let close = [
        f.minX - expected.minX, f.minY - expected.minY, f.width - expected.width, f.height - expected.height,
      ]
      .allSatisfy { abs($0) < 1e-5 }
      #expect(close, "\(mask.rawValue): \(f)")
    }
    // Shrinking back restores them.
    container.frame.size = CGSize(width: 200, height: 100)
    for view in views { #expect(abs(view.frame.minX - 20) < 1e-9 && abs(view.frame.width - 100) < 1e-9) }
  }

  @Test("Y3: a view filling a zero-sized superview grows with it; autoresizesSubviews off keeps frames")
  func zeroSizeAndOptOut() {
    let container = UIView(frame: .zero)
    let filler = child(.zero, [.flexibleWidth, .flexibleHeight], in: container)
    container.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
    #expect(filler.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
    #expect(container.autoresizesSubviews)
    container.autoresizesSubviews = false
    container.frame.size.width = 300
    #expect(filler.frame.width == 120)
    // A view placed by constraints is left to the constraints.
    container.autoresizesSubviews = true
    let placed = child(CGRect(x: 0, y: 0, width: 10, height: 10), [.flexibleWidth], in: container)
    placed.translatesAutoresizingMaskIntoConstraints = false
    container.frame.size.width = 400
    #expect(placed.frame.width == 10)
    #expect(filler.frame.width == 220)
  }

  @Test("Y3: a translating view's mask becomes constraints: it follows a superview the solver resizes")
  func maskInConstraints() {
    var stage = Stage()
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    stage.window.addSubview(card)
    let width = card.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 20),
      card.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 100),
      width, card.heightAnchor.constraint(equalToConstant: 100),
    ])
    stage.window.layoutIfNeeded()
    // A frame-based bar across the card's top, and a button placed by constraints at its end.
    let bar = child(CGRect(x: 10, y: 0, width: 180, height: 44), [.flexibleWidth], in: card)
    let button = UIButton(type: .system)
    button.translatesAutoresizingMaskIntoConstraints = false
    bar.addSubview(button)
    NSLayoutConstraint.activate([
      button.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
      button.topAnchor.constraint(equalTo: bar.topAnchor),
      button.widthAnchor.constraint(equalToConstant: 60), button.heightAnchor.constraint(equalToConstant: 44),
    ])
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    width.constant = 300
    // The card widens in the pass before the touch; the bar follows by its mask, the button
    // by its constraints, all in that pass.
    stage.tap(290, 120)
    #expect(card.frame == CGRect(x: 20, y: 100, width: 300, height: 100))
    #expect(bar.frame == CGRect(x: 10, y: 0, width: 280, height: 44))
    #expect(button.frame == CGRect(x: 220, y: 0, width: 60, height: 44))
    #expect(taps == 1)
    #expect(stage.window.layoutEngine?.refusals == [])
  }
}
