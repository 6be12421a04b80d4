import CoreGraphics
import Testing
import UIKit

/// A table view controller written as iOS code writes one: overrides of the data source, the
/// delegate and the scroll view delegate, `super` in `viewWillAppear`.
final class FruitListController: UITableViewController {
  let fruits = ["apple", "pear", "plum"]
  var selected: [String] = []
  var scrolls = 0
  var appearances = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = 50
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearances += 1
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "fruit")
    cell.textLabel?.text = fruits[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(fruits[indexPath.row])
  }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
  }
}

/// A collection view controller with overrides, as iOS code writes one.
final class TileGridController: UICollectionViewController {
  var selected: [IndexPath] = []

  init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }

  required init?(coder: NSCoder) { nil }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionViewCell(frame: .zero)
  }

  override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

/// A keyboard controller as a keyboard extension writes one.
final class EmojiKeyboardController: UIInputViewController {
  var textChanges = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    inputView?.allowsSelfSizing = true
  }

  override func textDidChange(_ textInput: (any UITextInput)?) { textChanges += 1 }
}

/// A controller that overrides the status bar and safe-area members.
final class ImmersiveController: UIViewController {
  override var prefersStatusBarHidden: Bool { true }
  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
  override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
}

/// A scene delegate whose window's root is an `ImmersiveController`.
final class ImmersiveSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = ImmersiveController()
    self.window = window
    window.makeKeyAndVisible()
  }
}

@MainActor
@Suite("The shell's census symbols (table, collection and input view controllers, status bar)")
struct ShellControllerCensusTests {
  @Test("UITableViewController: its view is its table, which it is the data source and delegate of")
  func tableViewController() {
    let list = FruitListController(style: .insetGrouped)
    #expect(list.tableView === list.view)
    #expect(list.tableView.style == .insetGrouped)
    #expect(list.tableView.dataSource === list)
    #expect(list.tableView.delegate === list)
    #expect(list.clearsSelectionOnViewWillAppear)
    #expect(list.tableView.numberOfRows(inSection: 0) == 3)
    (list.tableView.delegate as? UITableViewDelegate)?.tableView(
      list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
    #expect(list.selected == ["pear"])
    list.tableView.delegate?.scrollViewDidScroll(list.tableView)
    #expect(list.scrolls == 1)
    #expect(list.tableView(list.tableView, heightForRowAt: IndexPath(row: 0, section: 0)) == 50)
    #expect(list.tableView(list.tableView, shouldHighlightRowAt: IndexPath(row: 0, section: 0)))
    let refresh = UIRefreshControl()
    list.refreshControl = refresh
    #expect(list.tableView.refreshControl === refresh)
    list.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    list.beginAppearanceTransition(true, animated: false)
    list.endAppearanceTransition()
    #expect(list.appearances == 1)
    #expect(list.tableView.indexPathForSelectedRow == nil)
    list.didReceiveMemoryWarning()
    let plain = UITableViewController(nibName: nil, bundle: nil)
    #expect(plain.tableView.numberOfRows(inSection: 0) == 0)
  }

  @Test("UICollectionViewController: its view is its collection view, with the layout given")
  func collectionViewController() {
    let grid = TileGridController()
    #expect(grid.collectionView === grid.view)
    #expect(grid.collectionView.dataSource === grid)
    #expect(grid.collectionView.delegate === grid)
    #expect(grid.collectionViewLayout is UICollectionViewFlowLayout)
    #expect(grid.installsStandardGestureForInteractiveMovement)
    grid.installsStandardGestureForInteractiveMovement = false
    #expect(grid.collectionView.numberOfSections == 2)
    (grid.collectionView.delegate as? UICollectionViewDelegate)?.collectionView(
      grid.collectionView, didSelectItemAt: IndexPath(item: 3, section: 1))
    #expect(grid.selected == [IndexPath(item: 3, section: 1)])
  }

  @Test("UIInputViewController: its input view is its view, a keyboard-style UIInputView")
  func inputViewController() {
    let keyboard = EmojiKeyboardController()
    keyboard.loadViewIfNeeded()
    #expect(keyboard.inputView === keyboard.view)
    #expect(keyboard.inputView?.inputViewStyle == .keyboard)
    #expect(keyboard.inputView?.allowsSelfSizing == true)
    keyboard.textDidChange(nil)
    #expect(keyboard.textChanges == 1)
    keyboard.dismissKeyboard()
    keyboard.advanceToNextInputMode()
    keyboard.inputView = UIInputView(frame: .zero, inputViewStyle: .default)
    #expect(keyboard.inputView?.inputViewStyle == .default)
  }

  @Test("Status bar: the deprecated application values, the scene's manager, additionalSafeAreaInsets")
  func statusBar() {
    let controller = ImmersiveController()
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    #expect(controller.additionalSafeAreaInsets.top == 10)
    #expect(controller.preferredStatusBarUpdateAnimation == .slide)
    let application = UIApplication(clock: VirtualClock(start: 0))
    #expect(application.statusBarFrame == .zero)
    #expect(!application.isStatusBarHidden)
    #expect(
      UIApplication.willChangeStatusBarFrameNotification.rawValue == "UIApplicationWillChangeStatusBarFrameNotification"
    )
    let animation: UIStatusBarAnimation = .fade
    #expect(animation.rawValue == 1)
    let delegate = ImmersiveSceneDelegate()
    let scene = application.connectScene(delegate: delegate)
    let manager = scene.statusBarManager
    #expect(manager === scene.statusBarManager)
    #expect(manager?.isStatusBarHidden == true)
    #expect(manager?.statusBarStyle == .lightContent)
    #expect(manager?.statusBarFrame == .zero)
  }
}
