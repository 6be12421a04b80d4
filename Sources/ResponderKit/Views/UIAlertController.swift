import Foundation

/// A controller that shows a message with action buttons, presented over the window.
///
/// UIKit's `UIAlertController` (rule Q17). Presented with `present(_:animated:completion:)`
/// over the presenter, which hears no appearance calls (Q6), over `alertTransitionDuration`
/// when animated. Its view is the dimming view: it fills the window and takes every touch
/// there; the card in it holds the title, the message, the text fields and one control per
/// action, a column of rows `alertActionRowHeight` tall.
/// A touch-up inside an enabled action's row dismisses the alert, animated, and the action's
/// handler runs in the dismissal's completion. A tap on the dimming view does nothing to an
/// `.alert`, and dismisses an `.actionSheet` with its `.cancel` action, if it has one. Return
/// performs `preferredAction`. The first text field becomes first responder as the alert
/// appears, else the alert itself does, so that its Return key command is in the active chain.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// How the alert is shown, with UIKit's raw values.
  public enum Style: Int, Hashable, Sendable {
    /// A sheet of actions from the bottom of the screen (its card sits at the bottom here).
    case actionSheet = 0
    /// A centred alert.
    case alert = 1
  }

  /// The alert's message.
  open var message: String? {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// How the alert is shown, as given to `init(title:message:preferredStyle:)` (`.alert` for
  /// the other initializers).
  open var preferredStyle: Style { _preferredStyle }
  private var _preferredStyle = Style.alert
  private var _actions: [UIAlertAction] = []
  private var _textFields: [UITextField] = []
  /// The card: the title, the message, the text fields and the action rows.
  private let cardView = UIView()
  private let titleLabel = UILabel()
  private let messageLabel = UILabel()

  /// Creates an alert, with UIKit's initializer.
  ///
  /// A convenience initializer, as in UIKit, so that a subclass that declares no initializer of
  /// its own inherits it.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    _preferredStyle = preferredStyle
    self.title = title
    self.message = message
  }

  /// Creates an alert with UIKit's designated initializer: an `.alert` without title.
  ///
  /// Both styles present over the full screen (Q17: the presenter hears no appearance calls);
  /// the pad idiom's popover for an action sheet (Q13) is not made here.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    modalPresentationStyle = .overFullScreen
  }

  /// Creates an alert from an archive: an `.alert` without title (nothing is decoded).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    modalPresentationStyle = .overFullScreen
  }

  /// The actions, in the order they were added.
  open var actions: [UIAlertAction] { _actions }

  /// Adds an action button: a row of the alert's card, a control whose touch-up inside chooses
  /// the action (Q17).
  ///
  /// An alert has at most one `.cancel` action: a second one is reported (`error
  /// reason=secondCancelAction`, where UIKit raises an exception) and not added (Q17, our
  /// choice). An action already added is not added again.
  open func addAction(_ action: UIAlertAction) {
    guard !_actions.contains(where: { $0 === action }) else { return }
    if action.style == .cancel, _actions.contains(where: { $0.style == .cancel }) {
      reportFault(.secondCancelAction)
      return
    }
    _actions.append(action)
    if isViewLoaded { addRow(for: action) }
  }

  /// The action a Return key performs, drawn in bold; it must be one of `actions` (UIKit
  /// ignores another; here it is not kept). Only an `.alert` performs it (Q17).
  open var preferredAction: UIAlertAction? {
    get { _preferredAction }
    set { _preferredAction = newValue.flatMap { action in _actions.contains { $0 === action } ? action : nil } }
  }
  private var _preferredAction: UIAlertAction?

  /// The text fields, in the order they were added; nil when there is none, as in UIKit.
  open var textFields: [UITextField]? { _textFields.isEmpty ? nil : _textFields }

  /// Adds a text field, configured by `configurationHandler`, to an `.alert` (UIKit raises an
  /// exception for an action sheet; here nothing is added). It goes in the card, above the
  /// action rows.
  @preconcurrency open func addTextField(configurationHandler: (@MainActor (UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else { return }
    let field = UITextField(frame: .zero)
    _textFields.append(field)
    cardView.addSubview(field)
    viewIfLoaded?.setNeedsLayout()
    configurationHandler?(field)
  }

  /// The alert's view: the dimming view, filling the screen, with the card in it. Its tap
  /// recognizer takes the taps that land on the dimming view itself (Q17).
  open override func loadView() {
    let dimmingView = AlertDimmingView(frame: UIScreen.main.bounds)
    dimmingView.alert = self
    view = dimmingView
    titleLabel.text = title
    messageLabel.text = message
    cardView.addSubview(titleLabel)
    cardView.addSubview(messageLabel)
    dimmingView.addSubview(cardView)
    for action in _actions { addRow(for: action) }
    let dimmingTap = UITapGestureRecognizer { [weak self] recognizer in
      guard recognizer.state == .ended else { return }
      self?.dimmingViewTapped()
    }
    dimmingTap.delegate = dimmingView
    dimmingView.addGestureRecognizer(dimmingTap)
  }

  /// The first text field becomes first responder as the alert appears, as in UIKit; without
  /// one, the alert does, so that its Return key command is in the active chain (K1).
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if let field = _textFields.first {
      _ = field.becomeFirstResponder()
    } else {
      _ = becomeFirstResponder()
    }
  }

  /// True: the alert becomes first responder as it appears (see `viewDidAppear(_:)`).
  open override var canBecomeFirstResponder: Bool { true }

  /// Return, when an `.alert` has a `preferredAction`: the key command that performs it
  /// (Q17, K2).
  ///
  /// The command wants priority over system behaviour (K3), so that Return in the alert's text
  /// field performs it too (our choice).
  open override var keyCommands: [UIKeyCommand]? {
    guard preferredStyle == .alert, _preferredAction != nil else { return nil }
    let command = UIKeyCommand(input: "\r", modifierFlags: [], action: UIAlertController.performPreferredAction)
    command.wantsPriorityOverSystemBehavior = true
    return [command]
  }

  /// The action of the Return key command.
  static let performPreferredAction = Selector("_performPreferredAction:")

  /// The alert performs its Return key command's action (F5).
  @preconcurrency override func uikitMethod(for action: Selector) -> ActionMethod? {
    guard action == UIAlertController.performPreferredAction, let preferred = _preferredAction else {
      return super.uikitMethod(for: action)
    }
    return { [weak self] _ in self?.choose(preferred) }
  }

  /// Does what tapping the button of the enabled action titled `title` does in UIKit: the
  /// alert is dismissed, animated, then the action's handler runs, in the dismissal's
  /// completion (Q17). Returns false, and does nothing, when no enabled action has that title,
  /// the alert is not presented, or an action was already chosen.
  ///
  /// A ResponderKit addition, for tests and tools: the same as a touch-up inside the action's
  /// row, without a touch.
  @discardableResult
  public func tapAction(titled title: String) -> Bool {
    guard let action = _actions.first(where: { $0.title == title && $0.isEnabled }) else { return false }
    return choose(action)
  }

  /// Rule Q17: an enabled action chosen (its row touched up inside, Return, `tapAction`):
  /// `dismiss(animated: true)`, whose completion runs the handler. Once one is chosen, the
  /// alert is going: another choice does nothing, and so does a choice while it is not
  /// presented.
  @discardableResult
  func choose(_ action: UIAlertAction) -> Bool {
    guard action.isEnabled, presentingViewController != nil, !isBeingDismissed, !actionChosen else { return false }
    actionChosen = true
    // The completion holds the alert until the dismissal is done: nothing else may (an app
    // rarely keeps its alert), and the handler may read it.
    dismiss(animated: true) {
      self.actionChosen = false
      action.handler?(action)
    }
    return true
  }
  /// Whether an action was chosen and its dismissal has not completed yet.
  private var actionChosen = false

  /// Rule Q17: a tap on the dimming view. An `.alert` ignores it; an `.actionSheet` is
  /// dismissed, and its `.cancel` action's handler, if it has one, runs after.
  private func dimmingViewTapped() {
    guard preferredStyle == .actionSheet, !isBeingDismissed, !actionChosen else { return }
    actionChosen = true
    let cancel = _actions.first { $0.style == .cancel }
    dismiss(animated: true) {
      self.actionChosen = false
      if let cancel { cancel.handler?(cancel) }
    }
  }

  /// Makes the row of `action`: a control the width of the card, laid out by `layOutCard`.
  private func addRow(for action: UIAlertAction) {
    let row = AlertActionRow(action: action, alert: self)
    action.shownControl = row
    cardView.addSubview(row)
    viewIfLoaded?.setNeedsLayout()
  }

  /// The order of the rows: the order added, the `.cancel` action last (UIKit's column; our
  /// choice for every count).
  private var rowOrder: [UIAlertAction] {
    _actions.filter { $0.style != .cancel } + _actions.filter { $0.style == .cancel }
  }

  /// Lays the card out in the dimming view's `bounds`: `.alert` centred, `alertWidth` wide;
  /// `.actionSheet` at the bottom, the width less `alertMargin` each side. In the card, top
  /// down: the title and the message (`alertTextLineHeight` each, when there is one; no text is
  /// measured here), the text fields, then one row per action, `alertActionRowHeight` tall
  /// (our choice of geometry).
  fileprivate func layOutCard(in bounds: CGRect) {
    let margin = InteractionConstants.alertMargin
    let width =
      preferredStyle == .alert ? min(InteractionConstants.alertWidth, bounds.width) : max(0, bounds.width - 2 * margin)
    var y = margin
    titleLabel.text = title
    messageLabel.text = message
    for label in [titleLabel, messageLabel] {
      let shown = !(label.text ?? "").isEmpty
      label.isHidden = !shown
      label.frame = CGRect(
        x: margin, y: y, width: max(0, width - 2 * margin), height: shown ? InteractionConstants.alertTextLineHeight : 0
      )
      if shown { y += InteractionConstants.alertTextLineHeight }
    }
    for field in _textFields {
      y += margin / 2
      field.frame = CGRect(
        x: margin, y: y, width: max(0, width - 2 * margin), height: InteractionConstants.alertTextFieldHeight)
      y += InteractionConstants.alertTextFieldHeight
    }
    y += margin
    for action in rowOrder {
      action.shownControl?.frame = CGRect(x: 0, y: y, width: width, height: InteractionConstants.alertActionRowHeight)
      y += InteractionConstants.alertActionRowHeight
    }
    let x = bounds.minX + (bounds.width - width) / 2
    let top = preferredStyle == .alert ? bounds.minY + (bounds.height - y) / 2 : bounds.maxY - margin - y
    cardView.frame = CGRect(x: x, y: top, width: width, height: y)
  }
}

/// The alert's view: the dimming view that fills the window, and the delegate of its tap
/// recognizer, which takes only the touches that land on it and not on the card (Q17).
final class AlertDimmingView: UIView, UIGestureRecognizerDelegate, EngineRecognizerDelegate {
  weak var alert: UIAlertController?

  override func layoutSubviews() {
    super.layoutSubviews()
    alert?.layOutCard(in: bounds)
  }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    touch.view === self
  }
}

/// The row of an action in an alert's card: a control whose touch-up inside chooses the action
/// (Q17); disabled with its action, so that a touch on it reaches the card (C3).
final class AlertActionRow: UIControl {
  weak var action: UIAlertAction?

  init(action: UIAlertAction, alert: UIAlertController) {
    self.action = action
    super.init(frame: .zero)
    isEnabled = action.isEnabled
    isAccessibilityElement = true
    accessibilityLabel = action.title
    accessibilityTraits = .button
    let label = UILabel(frame: .zero)
    label.text = action.title
    label.textAlignment = .center
    addSubview(label)
    addAction(
      UIAction { [weak self, weak alert] _ in
        guard let action = self?.action else { return }
        alert?.choose(action)
      }, for: .touchUpInside)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    for label in subviews { label.frame = bounds }
  }

  /// Rule G11: refuses an ancestor's single tap, as a button does.
  override func builtInActionWins(over recognizer: UIGestureRecognizer) -> Bool {
    isAncestorSingleTap(recognizer)
  }
}
