import Foundation
@_spi(Tools) import ResponderKit
import ResponderTestKit
import Testing

/// A picker data source and delegate of `rows` titled rows per component that logs its
/// `didSelectRow` calls.
final class PickerLog: UIPickerViewDataSource, UIPickerViewDelegate {
  let log = OrderLog()
  let components: Int
  let rows: Int

  init(components: Int = 1, rows: Int = 10) {
    self.components = components
    self.rows = rows
  }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { components }
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows }
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    "r\(row)"
  }
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    log.add("didSelectRow \(row) inComponent \(component)")
  }
}

@MainActor
@Suite("Picker views (C6)")
struct PickerTests {
  let harness: TestHarness
  let picker: UIPickerView
  let source: PickerLog
  /// The centre of the picker, on screen: the selected row's middle.
  let centre = CGPoint(x: 160, y: 208)
  let rowHeight = InteractionConstants.pickerViewRowHeight

  init() {
    let root = UIView()
    harness = TestHarness(rootView: root)
    source = PickerLog(components: 2)
    picker = UIPickerView(frame: .zero)
    picker.frame.origin = CGPoint(x: 0, y: 100)
    picker.dataSource = source
    picker.delegate = source
    root.addSubview(picker)
    harness.advance(by: 0.1)
  }

  /// The wheel of a component.
  func wheel(_ component: Int) -> UIScrollView {
    picker.subviews.compactMap { $0 as? UIScrollView }[component]
  }

  @Test("C6: a slow drag up two rows comes to rest on the second row below; didSelectRow once")
  func slowDragSettlesOnRow() {
    let finger = harness.touchDown(at: CGPoint(x: 80, y: centre.y))
    harness.move(finger, to: CGPoint(x: 80, y: centre.y - 2 * rowHeight), duration: 1)
    harness.move(finger, to: CGPoint(x: 80, y: centre.y - 2 * rowHeight), duration: 0.2)
    harness.lift(finger)
    harness.advance(by: 2)
    #expect(source.log.lines == ["didSelectRow 2 inComponent 0"])
    #expect(picker.selectedRow(inComponent: 0) == 2)
    #expect(picker.selectedRow(inComponent: 1) == 0)
    let expected = CGFloat(2) * rowHeight - (InteractionConstants.pickerViewHeight - rowHeight) / 2
    #expect(wheel(0).contentOffset.y == expected)
  }

  @Test("C6: a flick decelerates and snaps onto a row; didSelectRow once, with the row it rests on")
  func flickSnapsToRow() {
    harness.drag(from: CGPoint(x: 240, y: 300), to: CGPoint(x: 240, y: 200), duration: 0.1)
    harness.advance(by: 5)
    let row = picker.selectedRow(inComponent: 1)
    #expect(row > 0)
    #expect(source.log.lines == ["didSelectRow \(row) inComponent 1"])
    let inset = (InteractionConstants.pickerViewHeight - rowHeight) / 2
    #expect(wheel(1).contentOffset.y == CGFloat(row) * rowHeight - inset)
  }

  @Test("C6: a drag that comes back to the selected row selects nothing")
  func dragBackSendsNothing() {
    let finger = harness.touchDown(at: CGPoint(x: 80, y: centre.y))
    harness.move(finger, to: CGPoint(x: 80, y: centre.y - 40), duration: 0.5)
    harness.move(finger, to: CGPoint(x: 80, y: centre.y + 4), duration: 0.5)
    harness.move(finger, to: CGPoint(x: 80, y: centre.y + 4), duration: 0.2)
    harness.lift(finger)
    harness.advance(by: 2)
    #expect(source.log.lines.isEmpty)
    #expect(picker.selectedRow(inComponent: 0) == 0)
  }

  @Test("C6: a tap on a row below the centre scrolls it to the centre, then didSelectRow once")
  func tapOnRowSelectsIt() {
    harness.tap(at: CGPoint(x: 80, y: centre.y + 2 * rowHeight))
    #expect(source.log.lines.isEmpty, "not before the wheel comes to rest")
    harness.advance(by: 2)
    #expect(source.log.lines == ["didSelectRow 2 inComponent 0"])
    #expect(picker.selectedRow(inComponent: 0) == 2)
    harness.tap(at: CGPoint(x: 80, y: centre.y - rowHeight))
    harness.advance(by: 2)
    #expect(source.log.lines == ["didSelectRow 2 inComponent 0", "didSelectRow 1 inComponent 0"])
  }

  @Test("C6: a tap on the centred row does nothing")
  func tapOnSelectedRow() {
    harness.tap(at: centre)
    harness.advance(by: 2)
    #expect(source.log.lines.isEmpty)
  }

  @Test("C6: selectRow(_:inComponent:animated:) turns the wheel and never calls the delegate")
  func selectRowByCode() {
    picker.selectRow(5, inComponent: 1, animated: true)
    #expect(picker.selectedRow(inComponent: 1) == 5)
    harness.advance(by: 2)
    picker.selectRow(7, inComponent: 0, animated: false)
    harness.advance(by: 1)
    #expect(source.log.lines.isEmpty)
    #expect(picker.selectedRow(inComponent: 0) == 7)
    let inset = (InteractionConstants.pickerViewHeight - rowHeight) / 2
    #expect(wheel(1).contentOffset.y == CGFloat(5) * rowHeight - inset)
  }

  @Test("C6: rows, sizes, views of the rows on screen, reloads keep the selection within the rows")
  func componentsAndRows() {
    #expect(picker.numberOfComponents == 2)
    #expect(picker.numberOfRows(inComponent: 0) == 10)
    #expect(picker.numberOfRows(inComponent: 2) == 0)
    #expect(picker.rowSize(forComponent: 1) == CGSize(width: 160, height: rowHeight))
    #expect((picker.view(forRow: 0, forComponent: 0) as? UILabel)?.text == "r0")
    #expect(picker.view(forRow: 9, forComponent: 0) == nil, "off screen")
    #expect(picker.selectedRow(inComponent: 5) == -1)
    #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
    picker.selectRow(9, inComponent: 0, animated: false)
    #expect((picker.view(forRow: 9, forComponent: 0) as? UILabel)?.text == "r9")
    let smaller = PickerLog(components: 1, rows: 4)
    picker.dataSource = smaller
    picker.reloadAllComponents()
    #expect(picker.numberOfComponents == 1)
    #expect(picker.selectedRow(inComponent: 0) == 3)
  }
}

@MainActor
@Suite("Date pickers (C7)")
struct DatePickerTests {
  let harness: TestHarness
  let picker: UIDatePicker
  let log = OrderLog()
  let utc = TimeZone(identifier: "UTC")!
  let rowHeight = InteractionConstants.pickerViewRowHeight
  /// The middle of the wheels, on screen.
  let centreY: CGFloat = 208

  init() {
    let root = UIView()
    harness = TestHarness(rootView: root)
    picker = UIDatePicker(frame: .zero)
    picker.preferredDatePickerStyle = .wheels
    picker.datePickerMode = .date
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    picker.calendar = calendar
    picker.timeZone = utc
    picker.date = Self.day(2024, 3, 15, utc)
    picker.frame = CGRect(x: 0, y: 100, width: 320, height: 216)
    root.addSubview(picker)
    let log = log
    picker.addAction(
      UIAction { [weak picker] _ in log.add("valueChanged \(picker?.date.timeIntervalSince1970 ?? 0)") },
      for: .valueChanged)
    harness.advance(by: 0.1)
  }

  static func day(_ year: Int, _ month: Int, _ day: Int, _ zone: TimeZone) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    return calendar.date(from: DateComponents(year: year, month: month, day: day))!
  }

  /// Drags the day wheel (the middle third) up by `rows` rows, slowly, and lets it rest.
  func dragDays(by rows: Int) {
    let finger = harness.touchDown(at: CGPoint(x: 160, y: centreY))
    harness.move(finger, to: CGPoint(x: 160, y: centreY - CGFloat(rows) * rowHeight), duration: 1)
    harness.move(finger, to: CGPoint(x: 160, y: centreY - CGFloat(rows) * rowHeight), duration: 0.2)
    harness.lift(finger)
    harness.advance(by: 2)
  }

  @Test("C7: the .date wheels are month, day, year; a drag of the day sends valueChanged once after settling")
  func dragChangesDay() {
    #expect(picker.datePickerStyle == .wheels)
    let wheels = picker.subviews.compactMap { $0 as? UIPickerView }.first
    #expect(wheels?.numberOfComponents == 3)
    #expect(wheels?.selectedRow(inComponent: 0) == 2)
    #expect(wheels?.selectedRow(inComponent: 1) == 14)
    dragDays(by: 2)
    let expected = Self.day(2024, 3, 17, utc)
    #expect(picker.date == expected)
    #expect(log.lines == ["valueChanged \(expected.timeIntervalSince1970)"])
  }

  @Test("C7: a date past maximumDate is clamped to it, the wheels roll back, valueChanged once")
  func clampedToMaximum() {
    let maximum = Self.day(2024, 3, 16, utc)
    picker.maximumDate = maximum
    dragDays(by: 3)
    #expect(picker.date == maximum)
    #expect(log.lines == ["valueChanged \(maximum.timeIntervalSince1970)"])
    let wheels = picker.subviews.compactMap { $0 as? UIPickerView }.first
    #expect(wheels?.selectedRow(inComponent: 1) == 15, "rolled back to the 16th")
  }

  @Test("C7: setting the date by code sends nothing; automatic style resolves to compact")
  func codeSendsNothing() {
    picker.setDate(Self.day(2025, 1, 1, utc), animated: true)
    harness.advance(by: 2)
    #expect(log.lines.isEmpty)
    let other = UIDatePicker()
    #expect(other.datePickerStyle == .compact)
    #expect(other.intrinsicContentSize == InteractionConstants.compactDatePickerSize)
    other.datePickerMode = .countDownTimer
    #expect(other.datePickerStyle == .wheels)
    other.countDownDuration = 100_000
    #expect(other.countDownDuration == InteractionConstants.datePickerLongestCountdown)
    other.minuteInterval = 7
    #expect(other.minuteInterval == 1)
  }
}

@MainActor
@Suite("Page control and segment taps (C8)")
struct PageAndSegmentTapTests {
  @Test("C8: a tap on the trailing half moves a page forward, on the leading half back; none past the ends")
  func pageControlHalves() {
    let root = UIView()
    let harness = TestHarness(rootView: root)
    let pages = UIPageControl(frame: CGRect(x: 0, y: 100, width: 200, height: 30))
    pages.numberOfPages = 3
    root.addSubview(pages)
    let log = OrderLog()
    pages.addAction(UIAction { [weak pages] _ in log.add("page \(pages?.currentPage ?? -1)") }, for: .valueChanged)
    harness.tap(at: CGPoint(x: 150, y: 115))
    harness.tap(at: CGPoint(x: 150, y: 115))
    harness.tap(at: CGPoint(x: 150, y: 115))
    harness.tap(at: CGPoint(x: 50, y: 115))
    #expect(log.lines == ["page 1", "page 2", "page 1"])
    pages.currentPage = 0
    harness.tap(at: CGPoint(x: 50, y: 115))
    #expect(log.lines.count == 3, "already at the first page")
  }

  @Test("C8: set segment widths decide which segment a tap selects; a disabled segment is not selected")
  func segmentWidths() {
    let root = UIView()
    let harness = TestHarness(rootView: root)
    let segments = UISegmentedControl(items: ["a", "b", "c"])
    segments.frame = CGRect(x: 0, y: 100, width: 300, height: 32)
    segments.setWidth(200, forSegmentAt: 0)
    root.addSubview(segments)
    harness.tap(at: CGPoint(x: 190, y: 110))
    #expect(segments.selectedSegmentIndex == 0)
    harness.tap(at: CGPoint(x: 240, y: 110))
    #expect(segments.selectedSegmentIndex == 1, "the 100 pt left are shared by b and c")
    segments.setEnabled(false, forSegmentAt: 2)
    harness.tap(at: CGPoint(x: 290, y: 110))
    #expect(segments.selectedSegmentIndex == 1)
  }
}
