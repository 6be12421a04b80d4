import UIKit

/// The list screen: a table of items; selecting one pushes its detail screen.
final class ItemListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let items: [Item]
  let tableView = UITableView(frame: .zero, style: .plain)

  init(items: [Item]) {
    self.items = items
    super.init(nibName: nil, bundle: nil)
    title = "Items"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(ItemCell.self, forCellReuseIdentifier: ItemCell.reuseIdentifier)
    tableView.dataSource = self
    tableView.delegate = self
    tableView.rowHeight = 56
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(tableView)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    tableView.reloadData()
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: ItemCell.reuseIdentifier, for: indexPath) as! ItemCell
    cell.configure(with: items[indexPath.row])
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    let detail = ItemDetailViewController(item: items[indexPath.row])
    navigationController?.pushViewController(detail, animated: true)
  }
}
