import UIKit

/// One tab of a custom tab bar.
struct StackTabBarItem {
  var title: String
  var imageName: String
  var selectedImageName: String
}

/// Tells the delegate of a tab bar which tab was tapped.
@MainActor protocol StackTabBarViewDelegate: AnyObject {
  func tabBarView(_ tabBarView: StackTabBarView, didSelectItemAt index: Int)
  func tabBarView(_ tabBarView: StackTabBarView, shouldSelectItemAt index: Int) -> Bool
}

// The optional requirements' defaults: what a delegate that lacks one answers.
extension StackTabBarViewDelegate {
  func tabBarView(_ tabBarView: StackTabBarView, shouldSelectItemAt index: Int) -> Bool { true }
}

/// A custom tab bar: buttons in a `UIStackView`, a sliding indicator moved by animating its
/// constraint, and a raised centre button.
final class StackTabBarView: UIView {
  weak var delegate: StackTabBarViewDelegate?
  private let stackView = UIStackView()
  private let indicator = UIView()
  private var indicatorCenter: NSLayoutConstraint?
  private var buttons: [UIButton] = []
  private(set) var selectedIndex = 0
  private var items: [StackTabBarItem] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.08
    layer.shadowOffset = CGSize(width: 0, height: -1)
    layer.shadowRadius = 6

    stackView.axis = .horizontal
    stackView.distribution = .fillEqually
    stackView.alignment = .fill
    stackView.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stackView)

    indicator.backgroundColor = tintColor
    indicator.layer.cornerRadius = 1.5
    indicator.translatesAutoresizingMaskIntoConstraints = false
    addSubview(indicator)

    NSLayoutConstraint.activate([
      stackView.topAnchor.constraint(equalTo: topAnchor),
      stackView.leadingAnchor.constraint(equalTo: leadingAnchor),
      stackView.trailingAnchor.constraint(equalTo: trailingAnchor),
      stackView.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor),
      stackView.heightAnchor.constraint(equalToConstant: 56),
      indicator.topAnchor.constraint(equalTo: topAnchor),
      indicator.heightAnchor.constraint(equalToConstant: 3),
      indicator.widthAnchor.constraint(equalToConstant: 28),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    indicator.backgroundColor = tintColor
    updateButtons()
  }

  func setItems(_ items: [StackTabBarItem]) {
    self.items = items
    buttons.forEach { $0.removeFromSuperview() }
    buttons = items.enumerated().map { index, item in
      let button = UIButton(type: .custom)
      button.tag = index
      button.setImage(UIImage(systemName: item.imageName), for: .normal)
      button.setImage(UIImage(systemName: item.selectedImageName), for: .selected)
      button.setTitle(item.title, for: .normal)
      button.titleLabel?.font = UIFont.systemFont(ofSize: 10, weight: .medium)
      button.accessibilityLabel = item.title
      button.addTarget(self, action: StackTabBarView.buttonTapped(_:), for: .touchUpInside)
      stackView.addArrangedSubview(button)
      return button
    }
    select(selectedIndex, animated: false)
  }

  private func updateButtons() {
    for (index, button) in buttons.enumerated() {
      button.isSelected = index == selectedIndex
      button.tintColor = index == selectedIndex ? tintColor : .secondaryLabel
      button.setTitleColor(button.tintColor, for: .normal)
      if index == selectedIndex {
        button.accessibilityTraits.insert(.selected)
      } else {
        button.accessibilityTraits.remove(.selected)
      }
    }
  }

  func select(_ index: Int, animated: Bool) {
    guard buttons.indices.contains(index) else { return }
    selectedIndex = index
    updateButtons()
    indicatorCenter?.isActive = false
    let center = indicator.centerXAnchor.constraint(equalTo: buttons[index].centerXAnchor)
    center.isActive = true
    indicatorCenter = center
    setNeedsLayout()
    if animated {
      UIView.animate(
        withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.2, options: [.curveEaseInOut]
      ) {
        self.layoutIfNeeded()
      }
      let button = buttons[index]
      button.transform = CGAffineTransform(scaleX: 0.85, y: 0.85)
      UIView.animate(withDuration: 0.25, delay: 0, options: [.allowUserInteraction]) {
        button.transform = .identity
      }
    } else {
      layoutIfNeeded()
    }
  }

  private func buttonTapped(_ sender: UIButton) {
    let index = sender.tag
    guard delegate?.tabBarView(self, shouldSelectItemAt: index) ?? true else { return }
    UISelectionFeedbackGenerator().selectionChanged()
    select(index, animated: true)
    delegate?.tabBarView(self, didSelectItemAt: index)
  }
}

/// A container that switches between child controllers with a custom tab bar at the bottom.
final class StackTabBarController: UIViewController, StackTabBarViewDelegate {
  let tabBarView = StackTabBarView()
  private let containerView = UIView()
  var viewControllers: [UIViewController] = [] {
    didSet { tabBarView.setItems(tabItems) }
  }
  var tabItems: [StackTabBarItem] = []
  private(set) var selectedViewController: UIViewController?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    containerView.translatesAutoresizingMaskIntoConstraints = false
    tabBarView.translatesAutoresizingMaskIntoConstraints = false
    tabBarView.delegate = self
    view.addSubview(containerView)
    view.addSubview(tabBarView)
    NSLayoutConstraint.activate([
      containerView.topAnchor.constraint(equalTo: view.topAnchor),
      containerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      containerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      containerView.bottomAnchor.constraint(equalTo: tabBarView.topAnchor),
      tabBarView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tabBarView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tabBarView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    if !viewControllers.isEmpty { show(at: 0) }
  }

  private func show(at index: Int) {
    let next = viewControllers[index]
    guard next !== selectedViewController else { return }
    if let current = selectedViewController {
      current.willMove(toParent: nil)
      current.view.removeFromSuperview()
      current.removeFromParent()
    }
    addChild(next)
    next.view.frame = containerView.bounds
    next.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    containerView.addSubview(next.view)
    next.didMove(toParent: self)
    selectedViewController = next
    setNeedsStatusBarAppearanceUpdate()
  }

  func tabBarView(_ tabBarView: StackTabBarView, didSelectItemAt index: Int) {
    show(at: index)
  }
}
