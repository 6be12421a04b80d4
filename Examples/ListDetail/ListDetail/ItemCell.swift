import UIKit

/// A row of the list: the item's name, and a star when it is a favourite.
final class ItemCell: UITableViewCell {
  static let reuseIdentifier = "ItemCell"

  let starLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .default, reuseIdentifier: reuseIdentifier)
    accessoryType = .disclosureIndicator
    contentView.addSubview(starLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(with item: Item) {
    textLabel?.text = item.name
    starLabel.text = item.isFavorite ? "★" : ""
  }
}
