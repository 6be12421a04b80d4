import Foundation

/// The look of a date picker, with UIKit's raw values.
public enum UIDatePickerStyle: Int, Sendable {
  /// The system's choice: `.compact`, or `.wheels` for a countdown timer (the only style a
  /// countdown timer has).
  case automatic = 0
  /// Spinning wheels, one per part of the date (C7).
  case wheels = 1
  /// A button showing the date; a tap opens its calendar above the window's content (C9).
  case compact = 2
  /// A calendar shown in place; a tap on a day chooses it (C9).
  case inline = 3
}

/// A control for choosing a date, a time, both, or a countdown's length.
///
/// UIKit's `UIDatePicker`. Rule C9: in the `.inline` style a tap on a day of its calendar
/// chooses it; in the `.compact` style a tap opens that calendar over the window's content.
/// Rule C7: in the `.wheels` style it is a picker view (C6) with one
/// wheel per part of the date; when a wheel the user moved comes to rest, the date is made from
/// the wheels, kept within `minimumDate` and `maximumDate` (the wheels roll back to the bound, as
/// UIKit's do), and `valueChanged` is sent once. Setting `date` or calling `setDate(_:animated:)`
/// sends nothing. The wheels are in en_US order with English titles whatever the `locale`
/// (month, day, year; hour, minute, AM/PM), so that tests are the same on every machine.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  /// What the picker chooses, with UIKit's raw values.
  public enum Mode: Int, Sendable {
    /// An hour and a minute.
    case time = 0
    /// A day.
    case date = 1
    /// A day and a time (the default).
    case dateAndTime = 2
    /// A length of time in hours and minutes.
    case countDownTimer = 3
  }

  let wheels = UIPickerView(frame: .zero)
  private let source = DatePickerWheels()
  var _date = Date()
  var _countDownDuration: TimeInterval = 0

  /// What the picker chooses (default `.dateAndTime`); the wheels follow (C7).
  open var datePickerMode: Mode = .dateAndTime {
    didSet { rebuild() }
  }

  /// The style asked for (default `.automatic`); `datePickerStyle` is the one in use.
  open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
    didSet { rebuild() }
  }

  /// The style in use: `.automatic` resolved to `.compact`, and `.wheels` for a countdown timer
  /// whatever was asked, as on iOS.
  open var datePickerStyle: UIDatePickerStyle {
    if datePickerMode == .countDownTimer { return .wheels }
    return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
  }

  /// The locale (nil: the current one). Stored; the wheels' order and titles are en_US's (C7).
  open var locale: Locale?

  /// The calendar the wheels read and make dates with (default the current one, a Gregorian
  /// calendar on Linux).
  open var calendar: Calendar! = Calendar.current {
    didSet { showDate(animated: false) }
  }

  /// The time zone of the wheels (nil: the calendar's).
  open var timeZone: TimeZone? {
    didSet { showDate(animated: false) }
  }

  /// The date shown; setting it sends nothing, as in UIKit.
  open var date: Date {
    get { _date }
    set { setDate(newValue, animated: false) }
  }

  /// Shows `date` (animated or not); sends nothing, as in UIKit.
  open func setDate(_ date: Date, animated: Bool) {
    _date = date
    showDate(animated: animated)
  }

  /// The earliest date the user may choose (nil: none); the wheels roll back to it (C7).
  open var minimumDate: Date?

  /// The latest date the user may choose (nil: none); the wheels roll back to it (C7).
  open var maximumDate: Date?

  /// The step of the minute wheel, from 1 to 30 and dividing 60 (default 1); another value is
  /// ignored, as UIKit uses its default then.
  open var minuteInterval: Int {
    get { _minuteInterval }
    set {
      _minuteInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1
      rebuild()
    }
  }
  private var _minuteInterval = 1

  /// Whether a date between steps of `minuteInterval` is rounded to one. Stored (default true).
  open var roundsToMinuteInterval = true

  /// The countdown timer's length in seconds (default 0), within 0…86,399 as in UIKit; the
  /// wheels show whole minutes.
  open var countDownDuration: TimeInterval {
    get { _countDownDuration }
    set {
      _countDownDuration = min(max(newValue, 0), InteractionConstants.datePickerLongestCountdown)
      showDate(animated: false)
    }
  }

  /// Creates a `.dateAndTime` picker with the given frame; a zero frame gets the intrinsic size.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp(sizing: frame.size == .zero)
  }

  /// Creates a `.dateAndTime` picker of the intrinsic size at the origin (nothing is decoded;
  /// see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp(sizing: true)
  }

  private func setUp(sizing: Bool) {
    source.picker = self
    wheels.dataSource = source
    wheels.delegate = source
    if sizing { frame.size = intrinsicContentSize }
    rebuild()
  }

  /// The style's size (Y8): a picker view's for `.wheels`,
  /// ``InteractionConstants/compactDatePickerSize`` and
  /// ``InteractionConstants/inlineDatePickerSize`` for the others.
  open override var intrinsicContentSize: CGSize {
    switch datePickerStyle {
    case .wheels, .automatic: return wheels.intrinsicContentSize
    case .compact: return InteractionConstants.compactDatePickerSize
    case .inline: return InteractionConstants.inlineDatePickerSize
    }
  }

  /// The intrinsic size, as UIKit's date picker answers.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Rule C5: `primaryActionTriggered` follows each `valueChanged`.
  override var primaryActionTrigger: Event { .valueChanged }

  // MARK: The calendar (C9)

  /// Where the tap being tracked began, for the calendar's day (C9).
  private var tapStart: CGPoint?
  /// The compact picker's open calendar: the backdrop that closes it and the inline picker on
  /// it (C9).
  var openCalendar: (backdrop: UIView, calendar: UIDatePicker)?
  /// For the inline picker a compact one opened: that compact picker, which takes its days (C9).
  weak var compactOwner: UIDatePicker?

  /// Rule C9: a compact or an inline picker tracks a tap; a wheels picker's wheels take their
  /// own touches.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    guard datePickerStyle == .compact || datePickerStyle == .inline else { return false }
    tapStart = touch.location(in: self)
    return true
  }

  /// Rule C9: a tap that ends inside a compact picker opens its calendar; one that ends on the
  /// day of an inline picker's calendar it began on chooses that day.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    defer { tapStart = nil }
    guard let touch, let start = tapStart else { return }
    let end = touch.location(in: self)
    guard isInsideForTracking(end) else { return }
    switch datePickerStyle {
    case .compact: openCalendarIfClosed()
    case .inline:
      guard let day = calendarDay(at: start), calendarDay(at: end) == day else { return }
      chooseDay(day, event: event)
    default: break
    }
  }

  /// Fills the picker with its wheels in the `.wheels` style.
  open override func layoutSubviews() {
    super.layoutSubviews()
    wheels.frame = bounds
  }

  // MARK: The wheels (C7)

  /// The calendar with the picker's time zone.
  var wheelCalendar: Calendar {
    var calendar = self.calendar ?? Calendar(identifier: .gregorian)
    if let timeZone { calendar.timeZone = timeZone }
    return calendar
  }

  private func rebuild() {
    source.columns = DatePickerWheels.columns(for: datePickerMode)
    source.minuteInterval = _minuteInterval
    if datePickerStyle == .wheels {
      if wheels.superview !== self { addSubview(wheels) }
      wheels.frame = bounds
    } else {
      wheels.removeFromSuperview()
    }
    wheels.reloadAllComponents()
    showDate(animated: false)
    invalidateIntrinsicContentSize()
  }

  /// Turns the wheels to the date (or the countdown's length).
  func showDate(animated: Bool) {
    let rows = source.rows(for: datePickerMode == .countDownTimer ? nil : _date, countdown: _countDownDuration)
    for (component, row) in rows.enumerated() { wheels.selectRow(row, inComponent: component, animated: animated) }
  }

  /// C7: a wheel the user moved came to rest: the date from the wheels, kept within the bounds
  /// (the wheels roll back to it), then `valueChanged` once.
  func wheelsSettled() {
    let rows = (0..<source.columns.count).map { wheels.selectedRow(inComponent: $0) }
    if datePickerMode == .countDownTimer {
      let duration = source.countdown(from: rows)
      _countDownDuration = min(max(duration, 60), InteractionConstants.datePickerLongestCountdown)
    } else {
      var chosen = source.date(from: rows, near: _date)
      if let minimumDate, chosen < minimumDate { chosen = minimumDate }
      if let maximumDate, chosen > maximumDate { chosen = maximumDate }
      _date = chosen
    }
    if source.rows(for: datePickerMode == .countDownTimer ? nil : _date, countdown: _countDownDuration) != rows {
      showDate(animated: true)
    }
    sendActions(for: .valueChanged, event: nil)
    passDateToCompactOwner(event: nil)
  }
}

/// The date picker's wheels' data source and delegate: the columns of its mode, their rows and
/// the date they make (C7).
@MainActor
final class DatePickerWheels: UIPickerViewDataSource, UIPickerViewDelegate {
  enum Column { case month, day, year, hour, minute, period, countdownHours, countdownMinutes }

  weak var picker: UIDatePicker?
  var columns: [Column] = []
  var minuteInterval = 1

  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
  ]

  /// The years the year wheel offers: 1 to 9999.
  static let years = 1...9999

  static func columns(for mode: UIDatePicker.Mode) -> [Column] {
    switch mode {
    case .date: return [.month, .day, .year]
    case .time: return [.hour, .minute, .period]
    case .dateAndTime: return [.month, .day, .year, .hour, .minute, .period]
    case .countDownTimer: return [.countdownHours, .countdownMinutes]
    }
  }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    switch columns[component] {
    case .month: return 12
    case .day: return 31
    case .year: return Self.years.count
    case .hour: return 12
    case .minute, .countdownMinutes: return 60 / minuteInterval
    case .period: return 2
    case .countdownHours: return 24
    }
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    switch columns[component] {
    case .month: return Self.monthNames[row]
    case .day, .hour: return String(row + 1)
    case .year: return String(Self.years.lowerBound + row)
    case .minute, .countdownMinutes:
      let minute = row * minuteInterval
      return minute < 10 ? "0\(minute)" : String(minute)
    case .period: return row == 0 ? "AM" : "PM"
    case .countdownHours: return String(row)
    }
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    picker?.wheelsSettled()
  }

  /// The row of each column for `date` (nil: a countdown of `countdown` seconds).
  func rows(for date: Date?, countdown: TimeInterval) -> [Int] {
    guard let date, let picker else {
      let minutes = Int(countdown / 60)
      return columns.map { $0 == .countdownHours ? minutes / 60 : (minutes % 60) / minuteInterval }
    }
    let parts = picker.wheelCalendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let hour = parts.hour ?? 0
    return columns.map { column in
      switch column {
      case .month: return (parts.month ?? 1) - 1
      case .day: return (parts.day ?? 1) - 1
      case .year:
        return min(max((parts.year ?? 1), Self.years.lowerBound), Self.years.upperBound) - Self.years.lowerBound
      case .hour: return (hour % 12 == 0 ? 12 : hour % 12) - 1
      case .minute: return (parts.minute ?? 0) / minuteInterval
      case .period: return hour >= 12 ? 1 : 0
      case .countdownHours, .countdownMinutes: return 0
      }
    }
  }

  /// The date the wheels' rows make; the parts a mode has no wheel for come from `base`, and a
  /// day past the month's end is its last day.
  func date(from rows: [Int], near base: Date) -> Date {
    guard let picker else { return base }
    let calendar = picker.wheelCalendar
    var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: base)
    parts.second = 0
    var hour12: Int?
    var pm: Bool?
    for (column, row) in zip(columns, rows) {
      switch column {
      case .month: parts.month = row + 1
      case .day: parts.day = row + 1
      case .year: parts.year = Self.years.lowerBound + row
      case .hour: hour12 = row + 1
      case .minute: parts.minute = row * minuteInterval
      case .period: pm = row == 1
      case .countdownHours, .countdownMinutes: break
      }
    }
    if hour12 != nil || pm != nil {
      let old = parts.hour ?? 0
      let twelve = (hour12 ?? (old % 12 == 0 ? 12 : old % 12)) % 12
      parts.hour = twelve + ((pm ?? (old >= 12)) ? 12 : 0)
    }
    var firstOfMonth = parts
    firstOfMonth.day = 1
    if let first = calendar.date(from: firstOfMonth), let days = calendar.range(of: .day, in: .month, for: first) {
      parts.day = min(parts.day ?? 1, days.count)
    }
    return calendar.date(from: parts) ?? base
  }

  /// The countdown's length the rows make, in seconds.
  func countdown(from rows: [Int]) -> TimeInterval {
    var seconds = 0
    for (column, row) in zip(columns, rows) {
      if column == .countdownHours { seconds += row * 3600 }
      if column == .countdownMinutes { seconds += row * minuteInterval * 60 }
    }
    return TimeInterval(seconds)
  }
}
