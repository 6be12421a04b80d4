import ResponderTestKit
import Testing
import UIKit

// The app's screens, compiled from ListDetail/ as its authors wrote them, driven as a user
// would: a tap on a row pushes the detail screen, whose button and switch change the item.

@MainActor
@Suite("The list and detail screens, from the iOS sources")
struct ListDetailTests {
  let items = [Item(name: "Apples"), Item(name: "Pears")]

  /// A harness showing the list in a navigation controller, laid out.
  func showList() -> (TestHarness, UINavigationController, ItemListViewController) {
    let list = ItemListViewController(items: items)
    let navigation = UINavigationController(rootViewController: list)
    let harness = TestHarness(rootViewController: navigation)
    harness.advance(by: 0)
    return (harness, navigation, list)
  }

  @Test("L4, R2: a tap on a row selects it, and its delegate pushes the row's detail screen")
  func tapOnRowPushesDetail() throws {
    let (harness, navigation, list) = showList()
    let row = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ItemCell)
    #expect(row.textLabel?.text == "Pears")
    harness.tap(row)
    harness.advance(by: 1)
    let detail = try #require(navigation.topViewController as? ItemDetailViewController)
    #expect(detail.item === items[1] && detail.statusLabel.text == "Pears")
  }

  @Test("C4, C5: the button's #selector action and the switch's value change update the item")
  func buttonAndSwitch() throws {
    let (harness, navigation, _) = showList()
    let detail = ItemDetailViewController(item: items[0])
    navigation.pushViewController(detail, animated: false)
    harness.advance(by: 0)
    harness.tap(detail.favoriteButton)
    #expect(items[0].isFavorite && detail.statusLabel.text == "★ Apples")
    harness.tap(detail.notifySwitch)
    #expect(detail.notifySwitch.isOn && items[0].notifies)
    #expect(detail.notifySwitch.frame.size == CGSize(width: 51, height: 31))
  }
}
