import Testing
import UIKit

// iOS code written against UIKit's declarations: subclasses that override what UIKit lets them
// override, initializers UIKit does not require, open classes, Equatable NSObjects and the
// superclasses UIKit gives. Each type below is written as it is for iOS; that this file
// compiles is half of each test.

/// A cell written for iOS: it overrides `init(style:reuseIdentifier:)` (not `required`, as in
/// UIKit) and traps in `init?(coder:)`, the Xcode template.
final class SubtitleCell: UITableViewCell {
  let badge = UILabel()
  var madeWith: (CellStyle, String?)?

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    madeWith = (style, reuseIdentifier)
    contentView.addSubview(badge)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A subclass of an iOS cell that declares no initializer: it inherits them all.
final class HighlightedSubtitleCell: UITableViewCell {
  var tint = UIColor.red
}

/// A collection cell written for iOS: `override init(frame:)`, not `required`.
final class PhotoCell: UICollectionViewCell {
  let imageView = UIImageView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(imageView)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A view that overrides UIKit's hierarchy methods and `description`, calling super.
final class LoggingHierarchyView: UIView {
  var log: [String] = []

  override func addSubview(_ view: UIView) {
    log.append("addSubview")
    super.addSubview(view)
  }

  override func insertSubview(_ view: UIView, at index: Int) {
    log.append("insertSubview(at: \(index))")
    super.insertSubview(view, at: index)
  }

  override func bringSubviewToFront(_ view: UIView) {
    log.append("bringSubviewToFront")
    super.bringSubviewToFront(view)
  }

  override func removeFromSuperview() {
    log.append("removeFromSuperview")
    super.removeFromSuperview()
  }

  override func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    log.append("addGestureRecognizer")
    super.addGestureRecognizer(gestureRecognizer)
  }

  override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    log.append("convert")
    return super.convert(point, to: view)
  }

  override var description: String { "LoggingHierarchyView" }
}

/// A recognizer that describes itself, as iOS code does for logging.
final class NamedTapRecognizer: UITapGestureRecognizer {
  override var description: String { "NamedTap" }
}

/// A view that sizes a sublayer in `layoutSublayers(of:)`, the iOS way to keep a gradient
/// layer's frame in step with its view.
final class GradientBackedView: UIView {
  let gradient = CALayer()
  var log: [String] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.addSublayer(gradient)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSublayers(of layer: CALayer) {
    log.append("layoutSublayers")
    super.layoutSublayers(of: layer)
    gradient.frame = layer.bounds
  }

  override func layoutSubviews() {
    log.append("layoutSubviews")
    super.layoutSubviews()
  }
}

/// A colour subclass and class members in an extension, which UIKit's open `UIColor` allows
/// (UIKit's is `@unchecked Sendable` too, which a subclass restates).
final class BrandColor: UIColor, @unchecked Sendable {}

extension UIColor {
  class var brandAccent: UIColor { UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1) }
  static let brandBackground = UIColor(white: 0.95, alpha: 1)
}

/// A scroll view subclass that overrides `init(frame:)`: it inherits `init()`, as in UIKit.
final class PagingStrip: UIScrollView {
  var requested: [CGRect] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    isPagingEnabled = true
  }

  required init?(coder: NSCoder) { nil }

  override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    requested.append(rect)
    super.scrollRectToVisible(rect, animated: animated)
  }
}

/// A control that overrides `sendActions(for:)` to log what it sends, as iOS analytics code does.
final class TrackedButton: UIButton {
  var sent: [UIControl.Event] = []

  override func sendActions(for controlEvents: UIControl.Event) {
    sent.append(controlEvents)
    super.sendActions(for: controlEvents)
  }
}

/// A text view delegate written for iOS: a `UITextViewDelegate` is a scroll view delegate too.
final class NoteEditorDelegate: UITextViewDelegate {
  var log: [String] = []
  func textViewDidChange(_ textView: UITextView) { log.append("changed \(textView.text ?? "")") }
  func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("scrolled") }
}

/// A data source that hands out the registered cells.
final class CellSource: UITableViewDataSource, UICollectionViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: indexPath.row == 0 ? "Subtitle" : "Plain", for: indexPath)
  }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
  }
}

@MainActor
@Suite("UIKit's declarations: what iOS code overrides, subclasses and compares compiles and runs")
struct UIKitDeclarationTests {
  @Test("L1: a registered cell class with override init(style:reuseIdentifier:) is made through that override")
  func tableCellOverrideInit() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let source = CellSource()
    table.register(SubtitleCell.self, forCellReuseIdentifier: "Subtitle")
    table.register(HighlightedSubtitleCell.self, forCellReuseIdentifier: "Plain")
    table.dataSource = source
    let first = try #require(table.dequeueReusableCell(withIdentifier: "Subtitle") as? SubtitleCell)
    #expect(first.madeWith?.0 == .default && first.madeWith?.1 == "Subtitle")
    #expect(first.reuseIdentifier == "Subtitle" && first.badge.superview === first.contentView)
    let second = table.dequeueReusableCell(withIdentifier: "Plain")
    #expect(second is HighlightedSubtitleCell && second?.reuseIdentifier == "Plain")
  }

  @Test("L1: a registered collection cell class with override init(frame:) is made through that override")
  func collectionCellOverrideInit() throws {
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: UICollectionViewFlowLayout())
    let source = CellSource()
    collection.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
    collection.dataSource = source
    let cell = try #require(
      collection.dequeueReusableCell(withReuseIdentifier: "Photo", for: IndexPath(item: 0, section: 0)) as? PhotoCell)
    #expect(cell.imageView.superview === cell.contentView && cell.reuseIdentifier == "Photo")
  }

  @Test("A4: overrides of the hierarchy methods run, and super still cancels a removed view's touch")
  func hierarchyOverrides() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.makeKeyAndVisible()
    let parent = LoggingHierarchyView(frame: window.bounds)
    window.addSubview(parent)
    let child = LoggingHierarchyView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    parent.addSubview(child)
    parent.insertSubview(UIView(), at: 0)
    parent.bringSubviewToFront(child)
    child.addGestureRecognizer(NamedTapRecognizer())
    _ = child.convert(CGPoint(x: 1, y: 1), to: parent)
    #expect(parent.log == ["addSubview", "insertSubview(at: 0)", "bringSubviewToFront"])
    app.receive([UIRawTouch(finger: 1, phase: .began, location: CGPoint(x: 10, y: 10))], timestamp: 0)
    child.removeFromSuperview()
    #expect(child.log == ["addGestureRecognizer", "convert", "removeFromSuperview"])
    #expect(child.superview == nil && parent.subviews.count == 1)
    #expect(child.description == "LoggingHierarchyView")
    #expect(NamedTapRecognizer().description == "NamedTap")
    app.receive([UIRawTouch(finger: 1, phase: .ended, location: CGPoint(x: 10, y: 10))], timestamp: 0.1)
  }

  @Test("Y2: an override of layoutSublayers(of:) runs in the layout pass, and super calls layoutSubviews")
  func layoutSublayersOverride() {
    let view = GradientBackedView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    view.layoutIfNeeded()
    #expect(view.log == ["layoutSublayers", "layoutSubviews"])
    #expect(view.gradient.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
    view.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
    view.layoutIfNeeded()
    #expect(view.gradient.frame.width == 120)
  }

  @Test("S1: a UIScrollView subclass overriding init(frame:) inherits init(); its overrides run")
  func scrollViewSubclass() {
    let strip = PagingStrip()
    #expect(strip.isPagingEnabled && strip.frame == .zero)
    strip.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
    #expect(strip.requested.count == 1)
  }

  @Test("C4: an override of sendActions(for:) runs when code sends actions")
  func sendActionsOverride() {
    let button = TrackedButton(type: .system)
    var ran = 0
    button.addAction(UIAction { _ in ran += 1 }, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(button.sent == [.touchUpInside] && ran == 1)
  }

  @Test("S1: UITextView is a UIScrollView whose UITextViewDelegate hears of edits and scrolling")
  func textViewIsAScrollView() {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let scrollView: UIScrollView = textView
    #expect(scrollView.isScrollEnabled && scrollView.panGestureRecognizer.view === textView)
    let delegate = NoteEditorDelegate()
    textView.delegate = delegate
    textView.insertText("hi")
    textView.contentSize = CGSize(width: 200, height: 400)
    textView.contentOffset = CGPoint(x: 0, y: 20)
    #expect(delegate.log == ["changed hi", "scrolled"])
  }

  @Test("UIColor is open: a subclass and class members in an extension compile and work")
  func colorIsOpen() {
    let color: UIColor = BrandColor(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(color == UIColor.red)
    #expect(UIColor.brandAccent.cgColor.alpha == 1 && UIColor.brandBackground.alpha == 1)
  }

  @Test("UIImage and UIBezierPath are Equatable and Hashable, as NSObjects are")
  func imagesAndPathsCompare() {
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
    let other = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
    #expect(path == path && path != other && [other, path].firstIndex(of: path) == 1)
    #expect(Set([path, path, other]).count == 2)
    let image = UIImage()
    #expect(image == image && image != UIImage())
    #expect(UIImage(systemName: "star") == UIImage(systemName: "star"))
    #expect(UIImage(systemName: "star") != UIImage(systemName: "heart"))
    let images: [UIImage?] = [nil, image]
    #expect(images.contains(image))
  }
}

/// A sign-in screen as iOS code writes its keyboard dismissal: a tap anywhere outside the field
/// sends `endEditing:` to the root view.
final class DismissingController: UIViewController {
  let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 40))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(field)
    view.addGestureRecognizer(UITapGestureRecognizer(target: view, action: Selector("endEditing:")))
  }
}

@MainActor
@Suite("Actions that name UIKit's own methods (F5, F6)")
struct UIKitOwnActionTests {
  /// A finger down and up at `point`, a tenth of a second apart, from `time`.
  func tap(_ app: UIApplication, at point: CGPoint, time: TimeInterval) {
    app.receive([UIRawTouch(finger: 1, phase: .began, location: point)], timestamp: time)
    app.receive([UIRawTouch(finger: 1, phase: .ended, location: point)], timestamp: time + 0.1)
  }

  @Test("F6: a tap recognizer whose action is endEditing: on the root view makes the field resign")
  func tapOutsideEndsEditing() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = DismissingController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(controller.field.becomeFirstResponder())
    tap(app, at: CGPoint(x: 160, y: 300), time: 0)
    #expect(!controller.field.isFirstResponder)
    #expect(controller.view.canPerformAction(Selector("endEditing:"), withSender: nil))
    #expect(!UIResponder().canPerformAction(Selector("endEditing:"), withSender: nil), "a view's method alone")
  }

  @Test("F5: resignFirstResponder sent to nil reaches the first responder, which resigns")
  func resignThroughNilTarget() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    window.addSubview(field)
    #expect(field.becomeFirstResponder())
    #expect(app.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
    #expect(!field.isFirstResponder)
    #expect(app.sendAction(Selector("becomeFirstResponder"), to: field, from: nil, for: nil))
    #expect(field.isFirstResponder)
  }
}

@MainActor
@Suite("Controls of fixed size have UIKit's intrinsic size (Y1, Y6)")
struct FixedSizeControlTests {
  @Test("Y6: a switch and a stepper in a stack view get UIKit's sizes, 51 × 31 and 94 × 32")
  func switchAndStepperInAStack() {
    let toggle = UISwitch()
    let stepper = UIStepper()
    #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
    let stack = UIStackView(arrangedSubviews: [toggle, stepper])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 8
    let window = UIWindow(application: UIApplication(), frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    root.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
    ])
    window.layoutIfNeeded()
    #expect(toggle.frame == CGRect(x: 0, y: 0, width: 51, height: 31))
    #expect(stepper.frame == CGRect(x: 0, y: 39, width: 94, height: 32))
  }
}
