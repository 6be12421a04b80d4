import Testing
import UIKit

/// A header view written as for iOS: its own designated initializer override.
final class TitledHeaderView: UITableViewHeaderFooterView {
  let badge = UILabel()

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    contentView.addSubview(badge)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    badge.text = nil
  }
}

/// A table view controller that gives its headers, as iOS code overrides them.
final class HeaderTableController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(TitledHeaderView.self, forHeaderFooterViewReuseIdentifier: "header")
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 2 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? TitledHeaderView
    header?.badge.text = "\(section)"
    return header
  }

  override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
}

/// A view controller that is a picker's data source and delegate, as iOS code writes it.
final class PickerController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
  let picker = UIPickerView()
  var chosen: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    picker.dataSource = self
    picker.delegate = self
    view.addSubview(picker)
  }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 5 }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    "Row \(row)"
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    chosen.append(row)
  }
}

@MainActor
@Suite("Controls and views as iOS code uses them")
struct ControlsAndViewsCodeTests {
  @Test("L12: a table view controller's overridden header methods give real header views")
  func tableControllerHeaders() throws {
    let controller = HeaderTableController(style: .plain)
    let window = UIWindow(application: UIApplication(), frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.tableView.layoutIfNeeded()
    let header = try #require(controller.tableView.headerView(forSection: 0) as? TitledHeaderView)
    #expect(header.badge.text == "0")
    #expect(header.frame.height == 40)
    let secondRowsTop: CGFloat = 212
    #expect(controller.tableView.rectForRow(at: IndexPath(row: 0, section: 1)).minY == secondRowsTop)
  }

  @Test("C6/C8: picker, progress view, date picker, appearance and nib calls compile and store as written")
  func declarations() {
    let controller = PickerController()
    controller.loadViewIfNeeded()
    controller.picker.selectRow(3, inComponent: 0, animated: false)
    #expect(controller.picker.selectedRow(inComponent: 0) == 3)
    #expect(controller.chosen.isEmpty)

    let progress = UIProgressView(progressViewStyle: .bar)
    progress.setProgress(1.5, animated: true)
    progress.progressTintColor = .systemBlue
    progress.observedProgress = Progress(totalUnitCount: 10)
    #expect(progress.progress == 1)
    #expect(progress.intrinsicContentSize.height == 4)

    let datePicker = UIDatePicker()
    datePicker.datePickerMode = .time
    datePicker.preferredDatePickerStyle = .wheels
    datePicker.minuteInterval = 15
    datePicker.locale = Locale(identifier: "en_US")
    #expect(datePicker.datePickerStyle == .wheels)

    let segments = UISegmentedControl(items: ["One", UIImage()])
    segments.selectedSegmentTintColor = .systemRed
    segments.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
    segments.setBackgroundImage(UIImage(), for: .normal, barMetrics: .default)
    segments.setDividerImage(nil, forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default)
    segments.insertSegment(with: UIImage(), at: 2, animated: false)
    segments.apportionsSegmentWidthsByContent = true
    #expect(segments.numberOfSegments == 3)
    #expect(segments.titleTextAttributes(for: .selected)?[.foregroundColor] != nil)
    #expect(segments.imageForSegment(at: 1) != nil)

    let toggle = UISwitch()
    toggle.onTintColor = .systemGreen
    toggle.thumbTintColor = .white
    toggle.preferredStyle = .checkbox
    #expect(toggle.style == .sliding)

    let pages = UIPageControl()
    pages.numberOfPages = 4
    pages.currentPageIndicatorTintColor = .black
    pages.pageIndicatorTintColor = .gray
    pages.backgroundStyle = .prominent
    pages.setIndicatorImage(UIImage(), forPage: 2)
    #expect(pages.indicatorImage(forPage: 2) != nil)
    #expect(pages.indicatorImage(forPage: 1) == nil)

    let nib = UINib(nibName: "Cell", bundle: nil)
    let table = UITableView()
    table.register(nib, forCellReuseIdentifier: "cell")
    #expect(nib.nibName == "Cell")
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.selectedBackgroundView = UIView()
    cell.awakeFromNib()
    #expect(cell.selectedBackgroundView?.superview === cell)
  }
}
