import Foundation

// Rule C9: the calendars of the compact and inline date picker styles. An inline picker's
// calendar is a grid of six weeks under the month's title and the weekdays' row, showing the
// month of its date; a compact picker opens one over the window's content.

extension UIDatePicker {
  /// The day of the shown month (that of `date`) whose cell of the inline calendar holds
  /// `point`, or nil: outside the grid, on a cell of another month, or in a picker without a
  /// calendar (`.time` and `.countDownTimer` modes), C9.
  func calendarDay(at point: CGPoint) -> Int? {
    guard datePickerMode == .date || datePickerMode == .dateAndTime, bounds.width > 0 else { return nil }
    let top = InteractionConstants.datePickerCalendarGridTop
    let rowHeight = InteractionConstants.datePickerCalendarRowHeight
    guard point.x >= 0, point.x < bounds.width, point.y >= top, point.y < top + 6 * rowHeight else { return nil }
    let column = Int(point.x / (bounds.width / 7))
    let row = Int((point.y - top) / rowHeight)
    let calendar = wheelCalendar
    guard let month = calendar.dateInterval(of: .month, for: _date),
      let days = calendar.range(of: .day, in: .month, for: _date)
    else { return nil }
    // The first day sits in its weekday's column, counted from the calendar's first weekday.
    let leading = (calendar.component(.weekday, from: month.start) - calendar.firstWeekday + 7) % 7
    let day = row * 7 + column - leading + 1
    return days.contains(day) ? day : nil
  }

  /// Rule C9: the user chose `day` of the shown month: the date becomes that day at the same
  /// time, kept within `minimumDate` and `maximumDate`; when it changed, `valueChanged` is sent
  /// once (and the compact picker that opened this calendar takes the date and sends its own).
  func chooseDay(_ day: Int, event: UIEvent?) {
    let calendar = wheelCalendar
    var parts = calendar.dateComponents([.era, .year, .month, .hour, .minute, .second, .nanosecond], from: _date)
    parts.day = day
    guard var chosen = calendar.date(from: parts) else { return }
    if let minimumDate, chosen < minimumDate { chosen = minimumDate }
    if let maximumDate, chosen > maximumDate { chosen = maximumDate }
    guard chosen != _date else { return }
    _date = chosen
    sendActions(for: .valueChanged, event: event)
    passDateToCompactOwner(event: event)
  }

  /// Rule C9: the compact picker that opened this calendar (or these wheels) takes the date
  /// chosen here and, when it changed, sends its own `valueChanged`.
  func passDateToCompactOwner(event: UIEvent?) {
    guard let owner = compactOwner, owner._date != _date else { return }
    owner._date = _date
    owner.sendActions(for: .valueChanged, event: event)
  }

  /// Rule C9: opens a compact picker's calendar, once: `editingDidBegin`, then an inline picker
  /// with its mode, bounds, calendar and date, below it (above it when there is no room below,
  /// kept inside the window), on a backdrop covering the window whose tap closes it. A `.time`
  /// picker opens time wheels there instead (a weak fact, chosen: iOS shows the time's wheels
  /// over the screen; how it frames them is not documented).
  func openCalendarIfClosed() {
    guard openCalendar == nil, datePickerMode != .countDownTimer, let window else { return }
    sendActions(for: .editingDidBegin, event: nil)
    let backdrop = DatePickerBackdrop(frame: window.bounds)
    backdrop.onTap = { [weak self] in self?.closeCalendar() }
    let picker = UIDatePicker(frame: .zero)
    picker.preferredDatePickerStyle = datePickerMode == .time ? .wheels : .inline
    picker.datePickerMode = datePickerMode
    picker.calendar = calendar
    picker.timeZone = timeZone
    picker.locale = locale
    picker.minimumDate = minimumDate
    picker.maximumDate = maximumDate
    picker.date = _date
    picker.compactOwner = self
    let size = picker.intrinsicContentSize
    let gap = InteractionConstants.compactDatePickerCalendarGap
    let anchor = convert(bounds, to: window)
    var origin = CGPoint(x: anchor.minX, y: anchor.maxY + gap)
    if origin.y + size.height > window.bounds.maxY { origin.y = anchor.minY - gap - size.height }
    origin.x = min(max(origin.x, window.bounds.minX), window.bounds.maxX - size.width)
    origin.y = min(max(origin.y, window.bounds.minY), window.bounds.maxY - size.height)
    picker.frame = CGRect(origin: origin, size: size)
    backdrop.addSubview(picker)
    window.addSubview(backdrop)
    openCalendar = (backdrop, picker)
  }

  /// Rule C9: closes the open calendar: the backdrop and the calendar leave the window, then
  /// `editingDidEnd` is sent.
  func closeCalendar() {
    guard let open = openCalendar else { return }
    openCalendar = nil
    open.backdrop.removeFromSuperview()
    sendActions(for: .editingDidEnd, event: nil)
  }
}

/// The clear view under a compact date picker's open calendar, covering the window: a tap on
/// it, outside the calendar, closes the calendar (C9).
@MainActor
final class DatePickerBackdrop: UIControl {
  /// What a tap on the backdrop does.
  var onTap: (() -> Void)?

  /// Closes the calendar when a tap ends on the backdrop.
  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard let touch, isInsideForTracking(touch.location(in: self)) else { return }
    onTap?()
  }
}
