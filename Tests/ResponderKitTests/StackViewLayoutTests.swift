import Foundation
import Testing

@testable import ResponderKit

/// A view with a natural size, as a label or a button has.
private final class Sized: UIView {
  var size: CGSize

  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { size }
}

/// A stack placed by its frame (it translates it, Y3) in a fresh stage's window.
@MainActor
private func stack(
  _ views: [UIView], _ frame: CGRect, in stage: Stage, axis: NSLayoutConstraint.Axis = .horizontal,
  distribution: UIStackView.Distribution = .fill, alignment: UIStackView.Alignment = .fill, spacing: CGFloat = 0
) -> UIStackView {
  let stack = UIStackView(arrangedSubviews: views)
  stack.frame = frame
  stack.axis = axis
  stack.distribution = distribution
  stack.alignment = alignment
  stack.spacing = spacing
  stage.window.addSubview(stack)
  stage.window.layoutIfNeeded()
  return stack
}

@Suite("Stack views (Y6)")
@MainActor
struct StackViewLayoutTests {
  @Test("Y6: fill: the lower hugging priority stretches; between equals, the last view does")
  func fill() {
    let stage = Stage()
    let a = Sized(50, 20)
    let b = Sized(100, 30)
    let row = stack([a, b], CGRect(x: 0, y: 100, width: 300, height: 50), in: stage, spacing: 10)
    #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(b.frame == CGRect(x: 60, y: 0, width: 240, height: 50))
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    a.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
    stage.window.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 190, height: 50))
    #expect(b.frame == CGRect(x: 200, y: 0, width: 100, height: 50))
    // Too little room: the lower compression resistance shrinks.
    row.frame.size.width = 100
    b.setContentCompressionResistancePriority(UILayoutPriority(740), for: .horizontal)
    stage.window.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(b.frame == CGRect(x: 60, y: 0, width: 40, height: 50))
    #expect(row.constraints.contains { $0.identifier == "UISV-spacing" && $0.constant == 10 })
    #expect(row.constraints.contains { $0.identifier == "UISV-canvas-connection" })
  }

  @Test("Y6: fillEqually: every view gets one length, whatever its content")
  func fillEqually() {
    let stage = Stage()
    let views = [Sized(10, 10), Sized(200, 10), UIView()]
    _ = stack(views, CGRect(x: 0, y: 0, width: 320, height: 40), in: stage, distribution: .fillEqually, spacing: 10)
    #expect(
      views.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 100, height: 40), CGRect(x: 110, y: 0, width: 100, height: 40),
        CGRect(x: 220, y: 0, width: 100, height: 40),
      ])
  }

  @Test("Y6: fillProportionally: lengths in proportion to the intrinsic lengths")
  func fillProportionally() {
    let stage = Stage()
    let a = Sized(10, 50)
    let b = Sized(10, 150)
    let column = stack(
      [a, b], CGRect(x: 0, y: 0, width: 100, height: 400), in: stage, axis: .vertical,
      distribution: .fillProportionally)
    #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(b.frame == CGRect(x: 0, y: 100, width: 100, height: 300))
    #expect(
      column.constraints.filter { $0.identifier == "UISV-fill-proportionally" }.map(\.multiplier) == [0.25, 0.75])
  }

  @Test("Y6: equalSpacing: views keep their lengths, the gaps are equal")
  func equalSpacing() {
    let stage = Stage()
    let views = [Sized(50, 20), Sized(50, 20), Sized(50, 20)]
    _ = stack(
      views, CGRect(x: 0, y: 0, width: 300, height: 20), in: stage, distribution: .equalSpacing, spacing: 8)
    #expect(views.map(\.frame.minX) == [0, 125, 250])
    #expect(views.map(\.frame.width) == [50, 50, 50])
  }

  @Test("Y6: equalCentering: the centres are equally spaced")
  func equalCentering() {
    let stage = Stage()
    let views = [Sized(40, 20), Sized(60, 20), Sized(40, 20)]
    _ = stack(views, CGRect(x: 0, y: 0, width: 300, height: 20), in: stage, distribution: .equalCentering)
    #expect(views.map(\.frame.midX) == [20, 150, 280])
    #expect(views[1].frame == CGRect(x: 120, y: 0, width: 60, height: 20))
  }

  @Test("Y6: alignment across a horizontal stack: fill, top, center, bottom, first baseline")
  func alignment() {
    let cases: [(UIStackView.Alignment, [CGRect])] = [
      (.fill, [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 50, y: 0, width: 250, height: 100)]),
      (.top, [CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 50, y: 0, width: 250, height: 40)]),
      (.center, [CGRect(x: 0, y: 40, width: 50, height: 20), CGRect(x: 50, y: 30, width: 250, height: 40)]),
      (.bottom, [CGRect(x: 0, y: 80, width: 50, height: 20), CGRect(x: 50, y: 60, width: 250, height: 40)]),
      (.firstBaseline, [CGRect(x: 0, y: 20, width: 50, height: 20), CGRect(x: 50, y: 0, width: 250, height: 40)]),
      (.lastBaseline, [CGRect(x: 0, y: 20, width: 50, height: 20), CGRect(x: 50, y: 0, width: 250, height: 40)]),
    ]
    for (alignment, frames) in cases {
      let stage = Stage()
      let views = [Sized(50, 20), Sized(100, 40)]
      _ = stack(views, CGRect(x: 0, y: 0, width: 300, height: 100), in: stage, alignment: alignment)
      #expect(views.map(\.frame) == frames, "\(alignment)")
    }
  }

  @Test("Y6: alignment across a vertical stack: leading, center, trailing; a view without width collapses")
  func verticalAlignment() {
    let cases: [(UIStackView.Alignment, [CGFloat])] = [
      (.fill, [0, 0]), (.leading, [0, 0]), (.center, [75, 50]), (.trailing, [150, 100]),
    ]
    for (alignment, xs) in cases {
      let stage = Stage()
      let views = [Sized(50, 20), Sized(100, 40)]
      _ = stack(
        views, CGRect(x: 0, y: 0, width: 200, height: 70), in: stage, axis: .vertical, alignment: alignment,
        spacing: 10)
      #expect(views.map(\.frame.minX) == xs, "\(alignment)")
      #expect(views.map(\.frame.minY) == [0, 30], "\(alignment)")
      #expect(views.map(\.frame.width) == (alignment == .fill ? [200, 200] : [50, 100]), "\(alignment)")
    }
    // UIKit's ambiguity suppression: out of `fill`, a view without an intrinsic width is 0 wide.
    let stage = Stage()
    let plain = UIView()
    _ = stack([plain], CGRect(x: 0, y: 0, width: 200, height: 70), in: stage, axis: .vertical, alignment: .center)
    #expect(plain.frame == CGRect(x: 100, y: 0, width: 0, height: 70))
  }

  @Test("Y6: a hidden arranged view takes no space and no spacing; shown again, it does")
  func hidden() {
    let stage = Stage()
    let a = Sized(50, 20)
    let b = Sized(50, 20)
    let c = Sized(50, 20)
    _ = stack([a, b, c], CGRect(x: 0, y: 0, width: 300, height: 20), in: stage, spacing: 10)
    #expect([a, b, c].map(\.frame.minX) == [0, 60, 120])
    b.isHidden = true
    #expect(b.frame.width == 50)
    stage.window.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
    #expect(b.frame.width == 0)
    #expect(c.frame == CGRect(x: 60, y: 0, width: 240, height: 20))
    #expect(stage.window.layoutEngine?.refusals == [])
    #expect(b.constraints.contains { $0.identifier == "UISV-hiding" && $0.firstItem === b })
    b.isHidden = false
    stage.window.layoutIfNeeded()
    #expect(
      [a, b, c].map(\.frame) == [
        CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 60, y: 0, width: 50, height: 20),
        CGRect(x: 120, y: 0, width: 180, height: 20),
      ])
    #expect(!b.constraints.contains { $0.identifier == "UISV-hiding" })
  }

  @Test("Y6: custom spacing after a view; the system spacing; margins-relative arrangement")
  func spacingAndMargins() {
    let stage = Stage()
    let views = [UIView(), UIView(), UIView()]
    let row = stack(
      views, CGRect(x: 0, y: 0, width: 340, height: 50), in: stage, distribution: .fillEqually, spacing: 10)
    row.setCustomSpacing(30, after: views[0])
    #expect(row.customSpacing(after: views[0]) == 30)
    #expect(row.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
    stage.window.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 130, 240])
    #expect(views.map(\.frame.width) == [100, 100, 100])
    row.setCustomSpacing(UIStackView.spacingUseSystem, after: views[0])
    row.setCustomSpacing(UIStackView.spacingUseDefault, after: views[1])
    stage.window.layoutIfNeeded()
    let system = InteractionConstants.systemSpacing
    let width = (340 - system - 10) / 3
    #expect(abs(views[1].frame.minX - (width + system)) < 1e-5)
    row.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
    row.frame.size.width = 360
    row.layoutMargins = UIEdgeInsets(top: 5, left: 20, bottom: 15, right: 20)
    row.isLayoutMarginsRelativeArrangement = true
    stage.window.layoutIfNeeded()
    #expect(
      views.map(\.frame) == [
        CGRect(x: 20, y: 5, width: 100, height: 30), CGRect(x: 130, y: 5, width: 100, height: 30),
        CGRect(x: 240, y: 5, width: 100, height: 30),
      ])
  }

  @Test("Y6: insert, remove and re-add arranged views; a removed one stays a subview")
  func arrangement() {
    let stage = Stage()
    let a = Sized(50, 20)
    let b = Sized(50, 20)
    let row = stack([a], CGRect(x: 0, y: 0, width: 200, height: 20), in: stage, distribution: .equalSpacing)
    row.insertArrangedSubview(b, at: 0)
    #expect(row.arrangedSubviews == [b, a])
    stage.window.layoutIfNeeded()
    #expect(b.frame.minX == 0)
    #expect(a.frame.minX == 150)
    row.removeArrangedSubview(b)
    #expect(row.arrangedSubviews == [a])
    #expect(b.superview === row)
    #expect(!row.constraints.contains { $0.firstItem === b || $0.secondItem === b })
    stage.window.layoutIfNeeded()
    #expect(a.frame.minX == 0)
    a.removeFromSuperview()
    #expect(row.arrangedSubviews.isEmpty)
    #expect(row.constraints.isEmpty)
    stage.window.layoutIfNeeded()
  }

  @Test("Y6: a stack placed by anchors takes its size from its content")
  func sizedByContent() {
    let stage = Stage()
    let a = Sized(50, 20)
    let b = Sized(100, 40)
    let row = UIStackView(arrangedSubviews: [a, b])
    row.spacing = 10
    row.translatesAutoresizingMaskIntoConstraints = false
    stage.window.addSubview(row)
    NSLayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 20),
      row.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 100),
    ])
    stage.window.layoutIfNeeded()
    #expect(row.frame == CGRect(x: 20, y: 100, width: 160, height: 40))
    #expect(b.frame == CGRect(x: 60, y: 0, width: 100, height: 40))
  }

  @Test("Y6/H3: a tap lands on the button a stack view placed")
  func tapOnArrangedButton() {
    var stage = Stage()
    let first = UIButton(type: .system)
    let second = UIButton(type: .system)
    let row = UIStackView(arrangedSubviews: [first, second])
    row.distribution = .fillEqually
    row.spacing = 20
    row.translatesAutoresizingMaskIntoConstraints = false
    stage.window.addSubview(row)
    NSLayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 20),
      row.trailingAnchor.constraint(equalTo: stage.window.trailingAnchor, constant: -20),
      row.bottomAnchor.constraint(equalTo: stage.window.bottomAnchor, constant: -40),
      row.heightAnchor.constraint(equalToConstant: 44),
    ])
    var taps: [String] = []
    first.addAction(UIAction { _ in taps.append("first") }, for: .touchUpInside)
    second.addAction(UIAction { _ in taps.append("second") }, for: .touchUpInside)
    // Y2: the pass runs before the touch is hit-tested.
    stage.tap(300, 740)
    #expect(second.frame == CGRect(x: 190, y: 0, width: 170, height: 44))
    #expect(taps == ["second"])
    stage.tap(100, 740)
    #expect(taps == ["second", "first"])
    // Hiding the first button gives the second the whole row at the next touch.
    first.isHidden = true
    stage.tap(100, 740)
    #expect(taps == ["second", "first", "second"])
  }

  @Test(
    "Y6/F1: a sign-in form as real code builds it: fields in a stack pinned to the margins; a tap focuses the second")
  func signInForm() {
    var stage = Stage()
    let controller = UIViewController()
    stage.window.rootViewController = controller
    let view = controller.view!
    let email = UITextField()
    let password = UITextField()
    let stack = UIStackView()
    for field in [email, password] {
      field.translatesAutoresizingMaskIntoConstraints = false
      field.heightAnchor.constraint(equalToConstant: 44).isActive = true
      stack.addArrangedSubview(field)
    }
    stack.axis = .vertical
    stack.spacing = 12
    stack.distribution = .fillEqually
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 2),
    ])
    stack.setContentHuggingPriority(.defaultHigh, for: .vertical)
    let top = 2 * InteractionConstants.systemSpacing
    stage.tap(200, top + 44 + 12 + 22)
    #expect(stack.frame == CGRect(x: 8, y: top, width: 384, height: 100))
    #expect(password.frame == CGRect(x: 0, y: 56, width: 384, height: 44))
    #expect(password.isFirstResponder)
    #expect(stage.window.layoutEngine?.refusals == [])
  }
}
