import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Date picker calendars (C9)", .serialized)
struct DatePickerCalendarTests {
  /// Gregorian, in UTC, weeks from Sunday.
  private var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    calendar.firstWeekday = 1
    return calendar
  }

  private func day(_ day: Int, hour: Int = 14, minute: Int = 30) -> Date {
    calendar.date(from: DateComponents(year: 2026, month: 3, day: day, hour: hour, minute: minute))!
  }

  /// The centre of `day`'s cell in a calendar of `width` for March 2026, whose 1st is a Sunday:
  /// the grid's seven columns from x 0, its rows from y 64, 44 pt each.
  private func cell(_ day: Int, width: CGFloat = 320) -> CGPoint {
    let index = day - 1
    let column = CGFloat(index % 7)
    let row = CGFloat(index / 7)
    return CGPoint(x: (column + 0.5) * width / 7, y: 64 + row * 44 + 22)
  }

  private func picker(_ style: UIDatePickerStyle, at origin: CGPoint, log: @escaping (String) -> Void) -> UIDatePicker {
    let picker = UIDatePicker(frame: .zero)
    picker.preferredDatePickerStyle = style
    picker.datePickerMode = .date
    picker.calendar = calendar
    picker.timeZone = TimeZone(identifier: "UTC")
    picker.date = day(10)
    picker.frame = CGRect(origin: origin, size: picker.intrinsicContentSize)
    for (event, name) in [
      (UIControl.Event.valueChanged, "valueChanged"), (.editingDidBegin, "editingDidBegin"),
      (.editingDidEnd, "editingDidEnd"),
    ] {
      picker.addAction(UIAction { _ in log(name) }, for: event)
    }
    return picker
  }

  @Test(
    "C9: a tap on a day of an inline picker's calendar chooses it at the same time, within the bounds; valueChanged once per change"
  )
  func inlineDayTap() {
    var stage = Stage()
    var events: [String] = []
    let inline = picker(.inline, at: CGPoint(x: 20, y: 100), log: { events.append($0) })
    stage.window.addSubview(inline)
    #expect(inline.bounds.size == InteractionConstants.inlineDatePickerSize)
    func tap(_ point: CGPoint) { stage.tap(20 + point.x, 100 + point.y, after: 1) }
    tap(cell(25))
    #expect(inline.date == day(25) && events == ["valueChanged"])
    tap(cell(25))
    #expect(events == ["valueChanged"], "the same day: no change, no event")
    tap(CGPoint(x: 300, y: 64 + 5 * 44 + 22))
    #expect(inline.date == day(25) && events.count == 1, "a cell after the 31st is no day of the month")
    tap(CGPoint(x: 160, y: 30))
    #expect(events.count == 1, "the month's title is no day")
    inline.maximumDate = day(20, hour: 9, minute: 0)
    tap(cell(28))
    #expect(inline.date == day(20, hour: 9, minute: 0) && events == ["valueChanged", "valueChanged"], "kept within")
  }

  @Test(
    "C9: a tap on a compact picker opens its calendar below it (editingDidBegin); a day chosen there is its date; a tap outside closes it (editingDidEnd)"
  )
  func compactOpensCalendar() {
    var stage = Stage()
    var events: [String] = []
    let compact = picker(.compact, at: CGPoint(x: 20, y: 100), log: { events.append($0) })
    stage.window.addSubview(compact)
    #expect(compact.bounds.size == InteractionConstants.compactDatePickerSize)
    #expect(compact.openCalendar == nil)
    stage.tap(40, 110, after: 1)
    #expect(events == ["editingDidBegin"])
    let open = compact.openCalendar
    #expect(open?.backdrop.superview === stage.window && open?.backdrop.frame == stage.window.bounds)
    // Below the picker, 8 pt under its bottom (100 + 34).
    #expect(
      open?.calendar.frame == CGRect(origin: CGPoint(x: 20, y: 142), size: InteractionConstants.inlineDatePickerSize))
    #expect(open?.calendar.datePickerStyle == .inline && open?.calendar.date == day(10))
    let target = cell(17)
    stage.tap(20 + target.x, 142 + target.y, after: 1)
    #expect(compact.date == day(17) && open?.calendar.date == day(17))
    #expect(events == ["editingDidBegin", "valueChanged"], "the compact picker sends its own valueChanged")
    #expect(compact.openCalendar != nil, "it stays open until a tap outside")
    stage.tap(380, 700, after: 1)
    #expect(events == ["editingDidBegin", "valueChanged", "editingDidEnd"])
    #expect(compact.openCalendar == nil && open?.backdrop.superview == nil)
    // Near the window's bottom the calendar opens above the picker.
    compact.frame.origin = CGPoint(x: 300, y: 700)
    stage.tap(310, 710, after: 1)
    #expect(compact.openCalendar?.calendar.frame.origin == CGPoint(x: 80, y: 700 - 8 - 330))
  }

  @Test("C9: a tap on a compact .time picker opens the time's wheels below it; a drag of the hours there is its time")
  func compactTimeOpensWheels() {
    var stage = Stage()
    var events: [String] = []
    let compact = picker(.compact, at: CGPoint(x: 20, y: 100), log: { events.append($0) })
    compact.datePickerMode = .time
    compact.locale = Locale(identifier: "en_GB")
    stage.window.addSubview(compact)
    stage.tap(40, 110, after: 1)
    #expect(events == ["editingDidBegin"])
    guard let wheels = compact.openCalendar?.calendar else {
      Issue.record("no wheels opened")
      return
    }
    #expect(wheels.datePickerStyle == .wheels && wheels.datePickerMode == .time)
    #expect(wheels.frame == CGRect(origin: CGPoint(x: 20, y: 142), size: wheels.intrinsicContentSize))
    // The hour wheel (the first column) dragged up two rows, slowly, then left to rest.
    let rowHeight = InteractionConstants.pickerViewRowHeight
    let x: CGFloat = 20 + 30
    let y = 142 + wheels.frame.height / 2
    stage.send([(1, .began, x, y)])
    for step in 1...20 { stage.send([(1, .moved, x, y - CGFloat(step) * 2 * rowHeight / 20)], after: 0.05) }
    stage.send([(1, .moved, x, y - 2 * rowHeight)], after: 0.2)
    stage.send([(1, .ended, x, y - 2 * rowHeight)], after: 0.05)
    stage.advance(2)
    #expect(compact.date == day(10, hour: 16, minute: 30) && wheels.date == compact.date)
    #expect(events == ["editingDidBegin", "valueChanged"], "the compact picker sends its own valueChanged")
    stage.tap(380, 700, after: 1)
    #expect(events == ["editingDidBegin", "valueChanged", "editingDidEnd"] && compact.openCalendar == nil)
  }
}
