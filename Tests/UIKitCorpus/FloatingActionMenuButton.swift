import UIKit

/// One entry of a floating action menu.
struct FloatingActionMenuItem {
  var title: String
  var systemImageName: String
  var handler: () -> Void
}

/// A floating action button that fans its items out above itself with springs, rotating its
/// plus into a cross and dimming what is behind; a tap outside the items closes it.
final class FloatingActionMenuButton: UIView {
  private let mainButton = UIButton(type: .custom)
  private let dimmingView = UIView()
  private var itemButtons: [UIButton] = []
  private var itemLabels: [UILabel] = []
  private(set) var isOpen = false
  var items: [FloatingActionMenuItem] = [] {
    didSet { rebuildItems() }
  }
  var buttonDiameter: CGFloat = 56
  var itemSpacing: CGFloat = 16

  override init(frame: CGRect) {
    super.init(frame: frame)
    dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.3)
    dimmingView.alpha = 0
    dimmingView.isHidden = true
    addSubview(dimmingView)
    dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))

    mainButton.backgroundColor = .systemBlue
    mainButton.tintColor = .white
    mainButton.setImage(
      UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 22, weight: .semibold)),
      for: .normal)
    mainButton.layer.shadowColor = UIColor.black.cgColor
    mainButton.layer.shadowOpacity = 0.3
    mainButton.layer.shadowOffset = CGSize(width: 0, height: 3)
    mainButton.layer.shadowRadius = 4
    mainButton.addTarget(self, action: #selector(toggle), for: .touchUpInside)
    mainButton.addTarget(self, action: #selector(pressDown), for: [.touchDown, .touchDragEnter])
    mainButton.addTarget(
      self, action: #selector(pressUp), for: [.touchUpInside, .touchUpOutside, .touchDragExit, .touchCancel])
    addSubview(mainButton)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func rebuildItems() {
    itemButtons.forEach { $0.removeFromSuperview() }
    itemLabels.forEach { $0.removeFromSuperview() }
    itemButtons = []
    itemLabels = []
    for (index, item) in items.enumerated() {
      let button = UIButton(type: .system)
      button.tag = index
      button.backgroundColor = .systemBackground
      button.setImage(UIImage(systemName: item.systemImageName), for: .normal)
      button.layer.cornerRadius = 20
      button.layer.shadowOpacity = 0.2
      button.alpha = 0
      button.addTarget(self, action: #selector(itemTapped(_:)), for: .touchUpInside)
      insertSubview(button, belowSubview: mainButton)
      itemButtons.append(button)

      let label = UILabel()
      label.text = item.title
      label.font = UIFont.systemFont(ofSize: 14, weight: .medium)
      label.textColor = .label
      label.backgroundColor = .systemBackground
      label.layer.cornerRadius = 4
      label.layer.masksToBounds = true
      label.textAlignment = .center
      label.alpha = 0
      insertSubview(label, belowSubview: mainButton)
      itemLabels.append(label)
    }
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    dimmingView.frame = bounds
    let origin = CGPoint(
      x: bounds.maxX - buttonDiameter - 16, y: bounds.maxY - buttonDiameter - 16 - safeAreaInsets.bottom)
    mainButton.frame = CGRect(origin: origin, size: CGSize(width: buttonDiameter, height: buttonDiameter))
    mainButton.layer.cornerRadius = buttonDiameter / 2
    for (index, button) in itemButtons.enumerated() {
      button.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
      button.center = mainButton.center
      let label = itemLabels[index]
      label.sizeToFit()
      label.bounds.size.width += 12
      label.center = CGPoint(x: mainButton.frame.minX - label.bounds.width / 2 - 12, y: mainButton.center.y)
      if isOpen { moveOut(index) }
    }
  }

  private func moveOut(_ index: Int) {
    let distance = CGFloat(index + 1) * (40 + itemSpacing) + 8
    itemButtons[index].transform = CGAffineTransform(translationX: 0, y: -distance)
    itemLabels[index].transform = CGAffineTransform(translationX: 0, y: -distance)
  }

  @objc private func pressDown() {
    UIView.animate(withDuration: 0.1) {
      self.mainButton.transform = self.mainButton.transform.scaledBy(x: 0.92, y: 0.92)
    }
  }

  @objc private func pressUp() {
    UIView.animate(withDuration: 0.1) {
      self.mainButton.transform = self.isOpen ? CGAffineTransform(rotationAngle: .pi / 4) : .identity
    }
  }

  @objc func toggle() {
    isOpen ? close() : open()
  }

  func open() {
    guard !isOpen else { return }
    isOpen = true
    UIImpactFeedbackGenerator(style: .medium).impactOccurred()
    dimmingView.isHidden = false
    UIView.animate(withDuration: 0.2) {
      self.dimmingView.alpha = 1
      self.mainButton.transform = CGAffineTransform(rotationAngle: .pi / 4)
    }
    for index in itemButtons.indices {
      UIView.animate(
        withDuration: 0.35, delay: Double(index) * 0.04, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5,
        options: [.curveEaseOut, .allowUserInteraction],
        animations: {
          self.moveOut(index)
          self.itemButtons[index].alpha = 1
          self.itemLabels[index].alpha = 1
        })
    }
  }

  @objc func close() {
    guard isOpen else { return }
    isOpen = false
    UIView.animate(
      withDuration: 0.2, delay: 0, options: .curveEaseIn,
      animations: {
        self.dimmingView.alpha = 0
        self.mainButton.transform = .identity
        for (button, label) in zip(self.itemButtons, self.itemLabels) {
          button.transform = .identity
          label.transform = .identity
          button.alpha = 0
          label.alpha = 0
        }
      },
      completion: { finished in
        if finished { self.dimmingView.isHidden = true }
      })
  }

  @objc private func itemTapped(_ sender: UIButton) {
    let item = items[sender.tag]
    close()
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
      item.handler()
    }
  }

  /// Closed, only the button takes touches; the rest of the overlay lets them through.
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    if isOpen { return super.point(inside: point, with: event) }
    return mainButton.frame.insetBy(dx: -8, dy: -8).contains(point)
  }
}
