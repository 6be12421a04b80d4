import Foundation

/// The table's swipe pan (rule L10): a pan that begins only sideways, after
/// ``InteractionConstants/swipeActionsMinimumMovement``, on a row that may be edited; it fails
/// once the finger goes more up or down than sideways.
final class SwipeActionsPanRecognizer: UIPanGestureRecognizer {
  weak var swipes: TableSwipeActions?

  override func shouldBegin(from start: CGPoint, to now: CGPoint) -> Bool {
    let dx = abs(now.x - start.x)
    let dy = abs(now.y - start.y)
    if dy >= InteractionConstants.panMinimumMovement && dy > dx {
      fail(.scrollWrongDirection(horizontal: false))
      return false
    }
    guard dx >= InteractionConstants.swipeActionsMinimumMovement else { return false }
    guard let swipes, swipes.mayBegin(at: origin ?? start) else {
      if let table = swipes?.table { fail(.vetoedByView(table)) } else { failIfPossible() }
      return false
    }
    return true
  }
}

/// The recognizer that closes an open row (rule L10): enabled only while a row is open, it
/// recognizes at the next touch-down in the table outside the actions, so that touch reaches
/// nothing else (our choice), and fails for a touch on an action, which its button takes.
final class SwipeActionsDismissRecognizer: UIGestureRecognizer {
  weak var swipes: TableSwipeActions?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard effectiveState == .possible, let swipes, let touch = touches.first else { return }
    if swipes.actionsContain(touch.location(in: swipes.table)) {
      state = .failed
    } else {
      state = .ended
    }
  }
}

/// A table's swipe actions (rule L10), built from two recognizers on the table and the
/// delegate's calls: the swipe pan moves the row, its release opens it, performs the first
/// action or closes it; an open row shows one button per action.
@MainActor
final class TableSwipeActions {
  /// A row that is being swiped or is open.
  private struct Swipe {
    let indexPath: IndexPath
    /// Whether the row moves left, showing actions at the right edge: the trailing actions' side
    /// left to right, the leading actions' right to left (Y10).
    let trailing: Bool
    /// Whether the table lays out right to left, so the row's right edge is its leading one.
    var rightToLeft = false
    var configuration: UISwipeActionsConfiguration?
    var offset: CGFloat = 0
    var isOpen = false
    var actionsView: UIView?
  }

  unowned let table: UITableView
  let pan = SwipeActionsPanRecognizer()
  let dismiss = SwipeActionsDismissRecognizer()
  private var swipe: Swipe?
  /// Counts swipes, so that a late completion does not close a later one.
  private var generation = 0

  init(table: UITableView) {
    self.table = table
    pan.swipes = self
    pan.maximumNumberOfTouches = 1
    pan.addTarget(self, action: TableSwipeActions.handlePan)
    dismiss.swipes = self
    dismiss.delaysTouchesBegan = true
    dismiss.isEnabled = false
    dismiss.addTarget(self, action: TableSwipeActions.handleDismiss)
  }

  /// How far the row at `path` is moved sideways.
  func offset(of path: IndexPath) -> CGFloat {
    swipe?.indexPath == path ? swipe?.offset ?? 0 : 0
  }

  /// Rule L10: a swipe may begin on a row that exists, when the table is not editing and the
  /// data source does not say the row cannot be edited.
  func mayBegin(at windowPoint: CGPoint) -> Bool {
    guard swipe == nil, !table.isEditing, let window = table.window else { return false }
    let point = window.convert(windowPoint, to: table)
    guard let path = table.indexPathForRow(at: point) else { return false }
    return table.dataSource?.tableView(table, canEditRowAt: path) ?? true
  }

  /// Whether `point` (table coordinates) is on the open row's actions.
  func actionsContain(_ point: CGPoint) -> Bool {
    guard let view = swipe?.actionsView else { return false }
    return view.frame.contains(point)
  }

  private var delegate: UITableViewDelegate? { table.delegate as? UITableViewDelegate }

  private func handlePan(_ recognizer: UIGestureRecognizer) {
    switch recognizer.state {
    case .began:
      let point = pan.location(in: table)
      guard let path = table.indexPathForRow(at: point) else { return }
      let trailing = pan.translation(in: table).x < 0
      swipe = Swipe(
        indexPath: path, trailing: trailing, rightToLeft: table.effectiveUserInterfaceLayoutDirection == .rightToLeft)
      generation += 1
      let current = generation
      // UIKit handles the beginning after the event (its handler is posted to the main
      // queue), so the content's cancellation (L6) comes first.
      guard let clock = table.window?._application?.clock else { return begin(current) }
      clock.schedule(at: clock.now) { [weak self] in self?.begin(current) }
    case .changed:
      follow()
    case .ended:
      follow()
      release(velocity: pan.velocity(in: table).x)
    case .cancelled, .failed:
      close()
    default:
      break
    }
  }

  /// Rule L10 after the begin event: the delegate's configuration for the side (nil or empty
  /// ends the swipe with no more calls), then `willBeginEditingRowAt`.
  private func begin(_ current: Int) {
    guard current == generation, var active = swipe, active.configuration == nil else { return }
    let configuration =
      active.trailing != active.rightToLeft
      ? delegate?.tableView(table, trailingSwipeActionsConfigurationForRowAt: active.indexPath)
      : delegate?.tableView(table, leadingSwipeActionsConfigurationForRowAt: active.indexPath)
    guard let configuration, !configuration.actions.isEmpty, swipe?.indexPath == active.indexPath else {
      swipe = nil
      return
    }
    active.configuration = configuration
    swipe = active
    delegate?.tableView(table, willBeginEditingRowAt: active.indexPath)
    guard swipe != nil else { return }
    showActions()
    follow()
  }

  private var openWidth: CGFloat {
    CGFloat(swipe?.configuration?.actions.count ?? 0) * InteractionConstants.swipeActionWidth
  }

  /// The row follows the finger, less the pan's hysteresis, on the swipe's side only; past the
  /// open width it is rubber-banded when a full swipe is not allowed (L10).
  private func follow() {
    guard var active = swipe, let configuration = active.configuration, !active.isOpen else { return }
    let tx = pan.translation(in: table).x
    var distance = active.trailing ? -tx : tx
    distance = max(0, distance - InteractionConstants.swipeActionsMinimumMovement)
    let width = openWidth
    if !configuration.performsFirstActionWithFullSwipe && distance > width {
      distance = width + pow(distance - width, InteractionConstants.swipeRubberBandExponent)
    }
    active.offset = active.trailing ? -distance : distance
    swipe = active
    placeRow()
  }

  /// Rule L10's release: a full swipe performs the first action; else, slow, the row opens if
  /// it moved half the open width; fast, if the finger went the swipe's way.
  private func release(velocity: CGFloat) {
    guard var active = swipe, let configuration = active.configuration, !active.isOpen else {
      if swipe?.configuration == nil { swipe = nil }
      return
    }
    let distance = abs(active.offset)
    if configuration.performsFirstActionWithFullSwipe
      && distance >= InteractionConstants.swipeFullSwipeFraction * table.bounds.width
    {
      perform(configuration.actions[0])
      return
    }
    let opens =
      abs(velocity) <= InteractionConstants.swipeReleaseVelocityThreshold
      ? distance >= openWidth / 2 : (active.trailing ? velocity < 0 : velocity > 0)
    guard opens else { return close() }
    active.isOpen = true
    active.offset = active.trailing ? -openWidth : openWidth
    swipe = active
    dismiss.isEnabled = true
    placeRow()
  }

  /// Runs the action's handler; its completion closes the row (L10).
  private func perform(_ action: UIContextualAction) {
    guard let active = swipe, let configuration = active.configuration,
      let index = configuration.actions.firstIndex(where: { $0 === action })
    else { return }
    let current = generation
    let source = active.actionsView?.subviews.first { $0.tag == index } ?? active.actionsView ?? table
    action.handler(action, source) { [weak self] _ in
      guard let self, current == self.generation else { return }
      self.close()
    }
  }

  private func handleDismiss(_ recognizer: UIGestureRecognizer) {
    if recognizer.state == .ended { close() }
  }

  /// Closes the row: it goes back into place, the buttons go, then `didEndEditingRowAt` (L10;
  /// also after a swipe that never opened, our choice).
  func close() {
    guard let active = swipe else { return }
    swipe = nil
    dismiss.isEnabled = false
    active.actionsView?.removeFromSuperview()
    placeRow(active.indexPath)
    if active.configuration != nil { delegate?.tableView(table, didEndEditingRowAt: active.indexPath) }
  }

  /// One button per action at the swiped side, the first action outermost (L10).
  private func showActions() {
    guard var active = swipe, let configuration = active.configuration else { return }
    let rect = table.rectForRow(at: active.indexPath)
    let width = openWidth
    let view = UIView(
      frame: CGRect(x: active.trailing ? rect.maxX - width : rect.minX, y: rect.minY, width: width, height: rect.height)
    )
    for (index, action) in configuration.actions.enumerated() {
      let slot = active.trailing ? configuration.actions.count - 1 - index : index
      let button = UIButton(
        frame: CGRect(
          x: CGFloat(slot) * InteractionConstants.swipeActionWidth, y: 0,
          width: InteractionConstants.swipeActionWidth, height: rect.height))
      button.tag = index
      button.setTitle(action.title, for: .normal)
      button.addAction(
        UIAction { [weak self, weak action] _ in if let action { self?.perform(action) } }, for: .touchUpInside)
      view.addSubview(button)
    }
    table.insertSubview(view, at: 0)
    active.actionsView = view
    swipe = active
  }

  private func placeRow(_ path: IndexPath? = nil) {
    guard let path = path ?? swipe?.indexPath, let cell = table.cellForRow(at: path) else { return }
    cell.frame = table.rectForRow(at: path).offsetBy(dx: offset(of: path), dy: 0)
  }
}
