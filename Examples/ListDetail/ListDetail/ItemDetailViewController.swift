import UIKit

/// The detail screen: the item's name, a button that makes it a favourite and a switch for
/// notifications, in a stack view.
final class ItemDetailViewController: UIViewController {
  let item: Item
  let statusLabel = UILabel()
  let favoriteButton = UIButton(type: .system)
  let notifySwitch = UISwitch()

  init(item: Item) {
    self.item = item
    super.init(nibName: nil, bundle: nil)
    title = item.name
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    favoriteButton.setTitle("Favourite", for: .normal)
    favoriteButton.addTarget(self, action: #selector(toggleFavorite), for: .touchUpInside)
    notifySwitch.addTarget(self, action: #selector(notifyChanged(_:)), for: .valueChanged)
    updateStatus()

    let stack = UIStackView(arrangedSubviews: [statusLabel, favoriteButton, notifySwitch])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      favoriteButton.widthAnchor.constraint(equalToConstant: 160),
      favoriteButton.heightAnchor.constraint(equalToConstant: 44),
    ])
  }

  @objc func toggleFavorite() {
    item.isFavorite.toggle()
    updateStatus()
  }

  @objc func notifyChanged(_ sender: UISwitch) {
    item.notifies = sender.isOn
    updateStatus()
  }

  private func updateStatus() {
    statusLabel.text = "\(item.isFavorite ? "★ " : "")\(item.name)\(item.notifies ? " 🔔" : "")"
  }
}
