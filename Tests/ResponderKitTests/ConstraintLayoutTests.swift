import Foundation
import Testing

@testable import ResponderKit

/// A view with a natural size, as a label or a button has.
private final class SizedView: UIView {
  var size: CGSize

  init(_ size: CGSize) {
    self.size = size
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { size }
}

@MainActor
private func anchored(_ view: UIView, in parent: UIView) -> UIView {
  view.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(view)
  return view
}

@Suite("The constraint layout pass")
@MainActor
struct ConstraintLayoutTests {
  @Test("Y1/Y2: a button placed only by anchors inside a card is laid out before the tap and fires")
  func anchoredButtonTap() {
    var stage = Stage()
    let card = anchored(UIView(), in: stage.window)
    let button = UIButton(type: .system)
    _ = anchored(button, in: card)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 20),
      card.topAnchor.constraint(equalTo: stage.window.safeAreaLayoutGuide.topAnchor, constant: 100),
      card.widthAnchor.constraint(equalToConstant: 300),
      card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 2.0 / 3.0),
      button.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
      button.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
      button.widthAnchor.constraint(equalToConstant: 120),
      button.heightAnchor.constraint(equalToConstant: 44),
    ])
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    // Y2: nothing moved yet; the pass runs before the next event.
    #expect(card.frame == .zero)
    #expect(button.frame == .zero)
    stage.tap(244, 262)
    #expect(card.frame == CGRect(x: 20, y: 100, width: 300, height: 200))
    #expect(button.frame == CGRect(x: 164, y: 140, width: 120, height: 44))
    #expect(taps == 1)
    // Outside the button, inside the card: no tap.
    stage.tap(100, 150)
    #expect(taps == 1)
  }

  @Test("Y2: a constant change marks the layout; layoutIfNeeded() re-solves incrementally")
  func constantChange() throws {
    let stage = Stage()
    let box = anchored(UIView(), in: stage.window)
    let leading = box.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 10)
    NSLayoutConstraint.activate([
      leading, box.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 10),
      box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
    ])
    box.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    let solver = try #require(stage.window.layoutEngine?.solver)
    let pivots = solver.pivotCount
    leading.constant = 70
    #expect(box.frame.minX == 10)
    stage.window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 70, y: 10, width: 50, height: 50))
    #expect(stage.window.layoutEngine?.solver === solver)
    #expect(solver.pivotCount - pivots <= 2)
    // Deactivating the size leaves the box's width to nothing: the solution keeps it defined.
    leading.isActive = false
    stage.window.layoutIfNeeded()
    #expect(box.frame.size == CGSize(width: 50, height: 50))
  }

  @Test("Y3: a translating card's frame is required; resizing it moves what is pinned inside")
  func translatedFrames() {
    let stage = Stage()
    let card = UIView(frame: CGRect(x: 40, y: 60, width: 200, height: 100))
    stage.window.addSubview(card)
    let fill = anchored(UIView(), in: card)
    NSLayoutConstraint.activate([
      fill.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      fill.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
      fill.topAnchor.constraint(equalTo: card.topAnchor),
      fill.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -20),
    ])
    stage.window.layoutIfNeeded()
    #expect(fill.frame == CGRect(x: 8, y: 0, width: 184, height: 80))
    #expect(card.frame == CGRect(x: 40, y: 60, width: 200, height: 100))
    card.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
    stage.window.layoutIfNeeded()
    #expect(fill.frame == CGRect(x: 8, y: 0, width: 284, height: 30))
    #expect(card.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 284, height: 34))
  }

  @Test("Y4: intrinsic sizes: the lower hugging priority stretches, the lower resistance shrinks")
  func intrinsicSizes() {
    let stage = Stage()
    let row = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    stage.window.addSubview(row)
    let title = SizedView(CGSize(width: 100, height: 20))
    let badge = SizedView(CGSize(width: 40, height: 20))
    row.addSubview(title)
    row.addSubview(badge)
    title.setContentHuggingPriority(.defaultLow, for: .horizontal)
    badge.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: row.leadingAnchor),
      badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 10),
      badge.trailingAnchor.constraint(equalTo: row.trailingAnchor),
      title.topAnchor.constraint(equalTo: row.topAnchor), badge.topAnchor.constraint(equalTo: row.topAnchor),
    ])
    stage.window.layoutIfNeeded()
    #expect(title.frame == CGRect(x: 0, y: 0, width: 250, height: 20))
    #expect(badge.frame == CGRect(x: 260, y: 0, width: 40, height: 20))
    // Too narrow for both: the badge resists more, the title is compressed.
    badge.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
    row.frame.size.width = 100
    stage.window.layoutIfNeeded()
    #expect(title.frame.width == 50)
    #expect(badge.frame == CGRect(x: 60, y: 0, width: 40, height: 20))
    // A changed natural size is read after `invalidateIntrinsicContentSize()`.
    badge.size = CGSize(width: 30, height: 24)
    badge.invalidateIntrinsicContentSize()
    stage.window.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 70, y: 0, width: 30, height: 24))
  }

  @Test("Y5: a contradicting required constraint is broken and reported; the rest hold")
  func brokenConstraint() {
    var stage = Stage()
    let box = anchored(UIView(), in: stage.window)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    let conflicting = box.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
      box.topAnchor.constraint(equalTo: stage.window.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 30), width, conflicting,
    ])
    _ = stage.take()
    stage.tap(50, 15)
    let notes = stage.take().filter { $0.contains("Unable to simultaneously satisfy constraints") }
    #expect(
      notes == [
        "note error(Unable to simultaneously satisfy constraints: (\"UIView.width == 100.0\","
          + " \"UIView.width == 200.0\"). Will attempt to recover by breaking constraint UIView.width == 200.0)"
      ])
    #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
    // Once the constraint it contradicts goes, the broken one holds, with no second report.
    width.isActive = false
    stage.window.layoutIfNeeded()
    #expect(box.frame.width == 200)
    #expect(stage.take().filter { $0.contains("Unable to") }.isEmpty)
    width.isActive = true
    stage.window.layoutIfNeeded()
    #expect(box.frame.width == 200)
    _ = stage.take()
    // Lowering the broken one's priority lets it in as an optional constraint.
    conflicting.priority = .defaultHigh
    stage.window.layoutIfNeeded()
    #expect(box.frame.width == 100)
    width.isActive = false
    stage.window.layoutIfNeeded()
    #expect(box.frame.width == 200)
  }

  @Test("Y2: the pass calls updateConstraints() where asked, once, before it solves")
  func updateConstraintsPass() {
    final class Card: UIView {
      var updates = 0
      override func updateConstraints() {
        updates += 1
        if updates == 1, let superview {
          NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 5),
            topAnchor.constraint(equalTo: superview.topAnchor, constant: 5),
            widthAnchor.constraint(equalToConstant: 90), heightAnchor.constraint(equalToConstant: 90),
          ])
        }
        super.updateConstraints()
      }
    }
    var stage = Stage()
    let card = Card()
    card.translatesAutoresizingMaskIntoConstraints = false
    stage.window.addSubview(card)
    card.setNeedsUpdateConstraints()
    #expect(card.updates == 0)
    stage.tap(50, 50)
    #expect(card.updates == 1)
    #expect(card.frame == CGRect(x: 5, y: 5, width: 90, height: 90))
    #expect(!card.needsUpdateConstraints())
    stage.tap(50, 50)
    #expect(card.updates == 1)
  }

  @Test("Y2: a view that places its button in layoutSubviews() is laid out before the touch, once")
  func layoutSubviewsBeforeTouch() {
    final class Toolbar: UIView {
      let button = UIButton(type: .system)
      var passes = 0
      override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(button)
      }
      required init?(coder: NSCoder) { nil }
      override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        button.frame = CGRect(x: bounds.width - 60, y: 0, width: 60, height: bounds.height)
      }
    }
    var stage = Stage()
    let bar = Toolbar(frame: CGRect(x: 0, y: 100, width: 400, height: 44))
    stage.window.addSubview(bar)
    var taps = 0
    bar.button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    // Nothing laid out yet: no display cycle runs between building and the first event.
    #expect(bar.passes == 0)
    #expect(bar.button.frame == .zero)
    stage.tap(370, 120)
    #expect(bar.button.frame == CGRect(x: 340, y: 0, width: 60, height: 44))
    #expect(taps == 1)
    #expect(bar.passes == 1)
    // A clean layout lays out nothing; a resize marks the bar, and the next touch lays it out.
    stage.tap(370, 120)
    #expect(bar.passes == 1)
    bar.frame = CGRect(x: 0, y: 100, width: 300, height: 44)
    stage.tap(270, 120)
    #expect(bar.passes == 2)
    #expect(taps == 3)
  }

  @Test(
    "Y2: a controller hears viewWillLayoutSubviews and viewDidLayoutSubviews around its view's layout; a constant it changes there is solved before the touch"
  )
  func controllerLayoutCallbacks() {
    final class Sheet: UIViewController {
      let handle = UIButton(type: .system)
      var top: NSLayoutConstraint!
      var log: [String] = []
      override func viewDidLoad() {
        super.viewDidLoad()
        handle.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(handle)
        top = handle.topAnchor.constraint(equalTo: view.topAnchor, constant: 0)
        NSLayoutConstraint.activate([
          top, handle.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          handle.widthAnchor.constraint(equalToConstant: 100), handle.heightAnchor.constraint(equalToConstant: 44),
        ])
      }
      override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.append("will \(Int(view.bounds.height))")
      }
      override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.append("did")
        // Rests 120 pt above the bottom of whatever height the view has.
        top.constant = view.bounds.height - 120
      }
    }
    var stage = Stage()
    let sheet = Sheet()
    stage.window.rootViewController = sheet
    var taps = 0
    sheet.handle.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    stage.tap(50, 700)
    #expect(sheet.handle.frame == CGRect(x: 0, y: 680, width: 100, height: 44))
    #expect(taps == 1)
    #expect(sheet.log.prefix(2) == ["will 800", "did"])
  }

  @Test(
    "V1, Y2: UIView.animate { layoutIfNeeded() } puts a constraint-placed button at its solved frame at once; it takes no touch until the animation ends"
  )
  func animatedLayout() {
    var stage = Stage()
    let button = UIButton(type: .system)
    button.translatesAutoresizingMaskIntoConstraints = false
    stage.window.addSubview(button)
    let leading = button.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 20)
    NSLayoutConstraint.activate([
      leading, button.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 100),
      button.widthAnchor.constraint(equalToConstant: 80), button.heightAnchor.constraint(equalToConstant: 44),
    ])
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    stage.tap(50, 120)
    #expect(taps == 1)
    var finished = false
    leading.constant = 200
    UIView.animate(withDuration: 0.3, animations: { stage.window.layoutIfNeeded() }, completion: { finished = $0 })
    #expect(button.frame == CGRect(x: 200, y: 100, width: 80, height: 44), "the model value is the solved frame")
    stage.tap(240, 120)
    #expect(taps == 1, "an animating view takes no touch without .allowUserInteraction (V1)")
    #expect(!finished)
    stage.time += 0.4
    (stage.app.clock as? VirtualClock)?.advance(to: stage.time)
    #expect(finished)
    stage.tap(240, 120)
    #expect(taps == 2)
  }

  @Test("Y2: a window without constraints is not walked again until something changes")
  func cleanWindowCostsNothing() {
    var stage = Stage()
    _ = stage.view("plain", 0, 0, 100, 100, in: stage.window)
    stage.tap(50, 50)
    #expect(stage.window.layoutEngine == nil)
    #expect(stage.app.laidOutConstraintGeneration == constraintLayoutGeneration)
  }
}
