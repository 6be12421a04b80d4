import Testing
import UIKit

/// A view that builds its constraints in `updateConstraints()`, the UIKit way.
final class ConstrainedCard: UIView {
  let title = UIView()
  private(set) var updates = 0

  override class var requiresConstraintBasedLayout: Bool { true }

  override func updateConstraints() {
    updates += 1
    super.updateConstraints()
  }
}

@MainActor
@Suite("The Auto Layout API, stored and not solved")
struct AutoLayoutSurfaceTests {
  @Test(
    "Anchors make inactive constraints; activation installs them on the nearest common ancestor; frames stay as set")
  func anchorsAndActivation() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let card = ConstrainedCard(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    container.addSubview(card)
    card.addSubview(card.title)
    card.translatesAutoresizingMaskIntoConstraints = false
    #expect(!card.translatesAutoresizingMaskIntoConstraints && container.translatesAutoresizingMaskIntoConstraints)
    let leading = card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16)
    #expect(!leading.isActive && leading.firstItem === card && leading.secondItem === container)
    #expect(leading.firstAttribute == .leading && leading.secondAttribute == .leading && leading.constant == 16)
    let width = card.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5, constant: -8)
    let height = card.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
    height.priority = .defaultHigh + 1
    height.identifier = "card.height"
    let spaced = card.title.topAnchor.constraint(equalToSystemSpacingBelow: card.topAnchor, multiplier: 2)
    NSLayoutConstraint.activate([leading, width, height, spaced])
    #expect(container.constraints.count == 2 && container.constraints[0] === leading)
    #expect(card.constraints.count == 2, "a constant constraint and one inside the card go on the card")
    #expect(width.multiplier == 0.5 && height.relation == .greaterThanOrEqual && height.secondItem == nil)
    #expect(height.priority.rawValue == 751 && height.priority > .defaultHigh && spaced.constant == 16)
    #expect(card.frame == CGRect(x: 10, y: 10, width: 100, height: 100), "nothing is solved yet")
    leading.isActive = false
    #expect(container.constraints.isEmpty == false && !container.constraints.contains { $0 === leading })
    NSLayoutConstraint.deactivate([width, height, spaced])
    #expect(container.constraints.isEmpty && card.constraints.isEmpty)
    let old = NSLayoutConstraint(
      item: card, attribute: .top, relatedBy: .equal, toItem: container, attribute: .top, multiplier: 1, constant: 20)
    container.addConstraint(old)
    #expect(old.isActive && container.constraints.count == 1)
    container.removeConstraints([old])
    #expect(!old.isActive && container.constraints.isEmpty)
    card.setNeedsUpdateConstraints()
    card.updateConstraintsIfNeeded()
    card.updateConstraintsIfNeeded()
    #expect(card.updates == 1 && ConstrainedCard.requiresConstraintBasedLayout)
  }

  @Test("Priorities, content priorities, autoresizing masks and layout guides are kept")
  func storedLayoutState() {
    #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.defaultLow.rawValue == 250)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50 && UILayoutPriority(rawValue: 999) < .required)
    #expect((UILayoutPriority.defaultHigh - 1).rawValue == 749)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    view.setContentHuggingPriority(.required, for: .horizontal)
    view.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
    #expect(view.contentHuggingPriority(for: .horizontal) == .required)
    #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultLow)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    #expect(view.autoresizingMask.rawValue == 18)
    let guide = UILayoutGuide()
    view.addLayoutGuide(guide)
    #expect(guide.owningView === view && view.layoutGuides.count == 1 && guide.layoutFrame == .zero)
    let pinned = guide.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)
    pinned.isActive = true
    #expect(view.constraints.first === pinned, "a guide's constraints go on its owning view")
    #expect(
      view.safeAreaLayoutGuide.layoutFrame == view.bounds && view.safeAreaLayoutGuide === view.safeAreaLayoutGuide)
    #expect(view.layoutMarginsGuide.owningView === view)
    view.removeLayoutGuide(guide)
    #expect(guide.owningView == nil && view.layoutGuides.isEmpty)
  }

  @Test("H3: a stack view's arranged subviews are subviews and get touches at the frames code gives them")
  func stackView() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    let first = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    let second = UIView(frame: CGRect(x: 0, y: 52, width: 100, height: 44))
    let stack = UIStackView(arrangedSubviews: [first, second])
    stack.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    stack.axis = .vertical
    stack.spacing = 8
    stack.alignment = .center
    stack.distribution = .fillEqually
    stack.setCustomSpacing(20, after: first)
    window.addSubview(stack)
    #expect(stack.arrangedSubviews == [first, second] && stack.subviews == [first, second])
    #expect(
      stack.customSpacing(after: first) == 20 && stack.customSpacing(after: second) == UIStackView.spacingUseDefault)
    #expect(window.hitTest(CGPoint(x: 50, y: 20), with: nil) === first)
    let third = UIView()
    stack.insertArrangedSubview(third, at: 0)
    #expect(stack.arrangedSubviews == [third, first, second])
    stack.removeArrangedSubview(third)
    #expect(stack.arrangedSubviews == [first, second] && third.superview === stack)
    second.removeFromSuperview()
    #expect(stack.arrangedSubviews == [first])
    #expect(UIStackView.Alignment.top == .leading && stack.axis == .vertical && stack.spacing == 8)
  }
}
