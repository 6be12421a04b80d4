import UIKit

/// A container that shows one of its child view controllers at a time, with the
/// containment calls UIKit expects.
class ContainerTabsViewController: UIViewController {
  private(set) var tabs: [UIViewController] = []
  private(set) var selectedIndex = -1

  convenience init(tabs: [UIViewController]) {
    self.init()
    self.tabs = tabs
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    if !tabs.isEmpty {
      select(0)
    }
  }

  var selectedViewController: UIViewController? {
    tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil
  }

  func select(_ index: Int) {
    guard index != selectedIndex, tabs.indices.contains(index) else { return }
    if let current = selectedViewController {
      current.willMove(toParent: nil)
      current.view.removeFromSuperview()
      current.removeFromParent()
    }
    let child = tabs[index]
    addChild(child)
    child.view.frame = view.bounds
    view.addSubview(child.view)
    child.didMove(toParent: self)
    selectedIndex = index
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    // Touches the selected child did not handle end up here; they must not reach the window.
  }
}
