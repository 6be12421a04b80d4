import Foundation

/// A controller that shows a message with action buttons, presented over the window.
///
/// UIKit's `UIAlertController`: presented with `present(_:animated:completion:)`, its view
/// fills the window and takes every touch there, as UIKit's dimming view does. Its buttons are
/// not drawn: `tapAction(titled:)` does what a tap on one does in UIKit. Text fields added
/// with `addTextField(configurationHandler:)` are subviews of its view, and the first becomes
/// first responder when the alert appears, as in UIKit.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// How the alert is shown, with UIKit's raw values (kept: both fill the window here).
  public enum Style: Int, Hashable, Sendable {
    /// A sheet of actions from the bottom of the screen.
    case actionSheet = 0
    /// A centred alert.
    case alert = 1
  }

  /// The alert's message.
  open var message: String?
  /// How the alert is shown.
  public let preferredStyle: Style
  private var _actions: [UIAlertAction] = []
  private var _textFields: [UITextField] = []

  /// Creates an alert, with UIKit's initializer.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil, preferredStyle: preferredStyle)
    self.title = title
    self.message = message
  }

  /// The designated initializer behind `init(title:message:preferredStyle:)`.
  init(nibName: String?, bundle: Bundle?, preferredStyle: Style) {
    self.preferredStyle = preferredStyle
    super.init(nibName: nibName, bundle: bundle)
    modalPresentationStyle = preferredStyle == .alert ? .overFullScreen : .automatic
  }

  /// Creates an alert with UIKit's designated initializer: an `.alert` without title.
  public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.init(nibName: nibNameOrNil, bundle: nibBundleOrNil, preferredStyle: .alert)
  }

  /// Creates an alert from an archive: an `.alert` without title (nothing is decoded).
  public required init?(coder: NSCoder) {
    preferredStyle = .alert
    super.init(coder: coder)
  }

  /// The actions, in the order they were added.
  open var actions: [UIAlertAction] { _actions }

  /// Adds an action button.
  open func addAction(_ action: UIAlertAction) {
    _actions.append(action)
  }

  /// The action a return key chooses, drawn in bold; it must be one of `actions` (UIKit
  /// ignores another; here it is not kept).
  open var preferredAction: UIAlertAction? {
    get { _preferredAction }
    set { _preferredAction = newValue.flatMap { action in _actions.contains { $0 === action } ? action : nil } }
  }
  private var _preferredAction: UIAlertAction?

  /// The text fields, in the order they were added; nil when there is none, as in UIKit.
  open var textFields: [UITextField]? { _textFields.isEmpty ? nil : _textFields }

  /// Adds a text field, configured by `configurationHandler`, to an `.alert` (UIKit raises an
  /// exception for an action sheet; here nothing is added).
  @preconcurrency open func addTextField(configurationHandler: (@MainActor (UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else { return }
    let field = UITextField(frame: CGRect(x: 20, y: 100 + CGFloat(_textFields.count) * 44, width: 240, height: 32))
    _textFields.append(field)
    view.addSubview(field)
    configurationHandler?(field)
  }

  /// The alert's view: a plain view filling the screen, so that touches around the (undrawn)
  /// alert stay with it, as UIKit's dimming view keeps them.
  open override func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
  }

  /// The first text field becomes first responder as the alert appears, as in UIKit.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    _ = _textFields.first?.becomeFirstResponder()
  }

  /// Does what tapping the button of the enabled action titled `title` does in UIKit: the
  /// alert is dismissed, then the action's handler runs, with the dismissal's completion (on
  /// the application's clock: a `VirtualClock` runs it at its next `advance`). Returns false,
  /// and does nothing, when no enabled action has that title.
  ///
  /// A ResponderKit addition, for tests and tools: the buttons are not drawn, so no touch can
  /// reach them.
  @discardableResult
  public func tapAction(titled title: String) -> Bool {
    guard let action = _actions.first(where: { $0.title == title && $0.isEnabled }) else { return false }
    dismiss(animated: true) { action.handler?(action) }
    return true
  }
}
