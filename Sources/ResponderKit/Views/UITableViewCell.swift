import Foundation

/// A row of a table view: a view with a `contentView` for the row's subviews, highlighted while
/// a touch tracks it and selected after one ends.
///
/// UIKit rules L1, L2, L4: the cell does nothing with touches itself, so a touch on plain content
/// goes up the responder chain (R6) to the table, which highlights and selects it through
/// `setHighlighted(_:animated:)` and `setSelected(_:animated:)`, the overridable hooks UIKit
/// cells use. ResponderKit draws nothing: `selectionStyle` and `accessoryType` are stored only.
///
/// The table makes registered cells itself, and Swift can make an instance from a class value
/// only through a required initializer. `init(style:reuseIdentifier:)` is not required, as in
/// UIKit, so that a subclass written for iOS with `override init(style:reuseIdentifier:)`
/// compiles as written; the table calls ``init(registeredClassStyle:reuseIdentifier:)``, a
/// required convenience initializer that every subclass overriding the designated initializers
/// (`init(style:reuseIdentifier:)` and `init?(coder:)`) inherits, and which calls the subclass's
/// `init(style:reuseIdentifier:)`. `init(frame:)` is a convenience initializer here, so it is
/// not among those a subclass must override.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// The standard layouts of a cell's labels, with UIKit's raw values.
  public enum CellStyle: Int, Hashable, Sendable {
    /// A text label (and an image view), no detail label.
    case `default` = 0
    /// A text label on the left, a detail label on the right.
    case value1 = 1
    /// A detail label on the left, a text label on the right.
    case value2 = 2
    /// A text label above a detail label.
    case subtitle = 3
  }

  /// How a highlighted or selected cell would be drawn, with UIKit's raw values; stored only
  /// (L2: the highlight and selection calls happen whatever it is).
  public enum SelectionStyle: Int, Hashable, Sendable {
    /// No highlight is drawn.
    case none = 0
    /// The old blue highlight.
    case blue = 1
    /// A grey highlight.
    case gray = 2
    /// The system's highlight.
    case `default` = 3
  }

  /// The standard view at the cell's trailing edge, with UIKit's raw values; stored only.
  public enum AccessoryType: Int, Hashable, Sendable {
    /// No accessory.
    case none = 0
    /// A chevron.
    case disclosureIndicator = 1
    /// An info button and a chevron.
    case detailDisclosureButton = 2
    /// A checkmark.
    case checkmark = 3
    /// An info button.
    case detailButton = 4
  }

  /// The style the cell was made with.
  public let style: CellStyle
  /// The identifier the table reuses the cell under (L1), or nil for a cell that is not reused.
  public let reuseIdentifier: String?
  /// The view that holds the row's content: the cell's one subview, filling it, as in UIKit (L1).
  public let contentView: UIView
  /// How a highlight would be drawn (default `.default`); stored only (L2).
  open var selectionStyle: SelectionStyle = .default
  /// The standard accessory (default `.none`); stored only.
  open var accessoryType: AccessoryType = .none
  /// A custom accessory view, placed at the trailing edge when set; a control there tracks its
  /// own touches (L8).
  open var accessoryView: UIView? {
    didSet {
      guard oldValue !== accessoryView else { return }
      oldValue?.removeFromSuperview()
      if let accessoryView { addSubview(accessoryView) }
      layoutContent()
    }
  }

  /// A view behind the content, filling the cell (default nil).
  open var backgroundView: UIView? {
    didSet { replaceBackground(oldValue, with: backgroundView, at: 0) }
  }

  /// A view behind the content for a selected or highlighted cell (default nil); stored and
  /// placed only, as nothing is drawn.
  open var selectedBackgroundView: UIView? {
    didSet { replaceBackground(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
  }

  /// A view behind the content of a selected cell of a table that selects several rows
  /// (default nil); stored and placed only.
  open var multipleSelectionBackgroundView: UIView? {
    didSet { replaceBackground(oldValue, with: multipleSelectionBackgroundView, at: 0) }
  }

  private func replaceBackground(_ old: UIView?, with new: UIView?, at index: Int) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    if let new {
      insertSubview(new, at: index)
      new.frame = CGRect(origin: .zero, size: bounds.size)
    }
  }

  private var highlighted = false
  private var selected = false
  private var labelsAndImage: (text: UILabel?, detail: UILabel?, image: UIImageView?) = (nil, nil, nil)

  /// Creates a cell of a standard style that its table reuses under `reuseIdentifier` (L1).
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    contentView = UIView(frame: .zero)
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
    addSubview(contentView)
    layoutContent()
  }

  /// Creates a cell of the default style with no reuse identifier (nothing is decoded; see
  /// `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    style = .default
    reuseIdentifier = nil
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    addSubview(contentView)
    layoutContent()
  }

  /// Creates a cell of a registered class with the subclass's own
  /// `init(style:reuseIdentifier:)` (L1): how the table makes an instance from a class value
  /// without requiring that initializer.
  ///
  /// Not UIKit API; iOS code has no reason to call it.
  public required convenience init(registeredClassStyle style: CellStyle, reuseIdentifier: String?) {
    self.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  /// Creates a cell of the default style with no reuse identifier, as `UIView(frame:)` does.
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// The cell's rectangle; setting it resizes `contentView` with it (L1).
  open override var frame: CGRect {
    didSet { if oldValue.size != frame.size { layoutContent() } }
  }

  /// The cell's bounds; setting their size resizes `contentView` with them (L1).
  open override var bounds: CGRect {
    didSet { if oldValue.size != bounds.size { layoutContent() } }
  }

  /// The main label, made on first use (UIKit's cells of every standard style have one).
  open var textLabel: UILabel? {
    if let label = labelsAndImage.text { return label }
    let label = UILabel(frame: .zero)
    labelsAndImage.text = label
    contentView.addSubview(label)
    layoutContent()
    return label
  }

  /// The secondary label, made on first use; nil for `.default` cells, as in UIKit.
  open var detailTextLabel: UILabel? {
    guard style != .default else { return nil }
    if let label = labelsAndImage.detail { return label }
    let label = UILabel(frame: .zero)
    labelsAndImage.detail = label
    contentView.addSubview(label)
    layoutContent()
    return label
  }

  /// The leading image view, made on first use.
  open var imageView: UIImageView? {
    if let view = labelsAndImage.image { return view }
    let view = UIImageView(frame: .zero)
    labelsAndImage.image = view
    contentView.addSubview(view)
    layoutContent()
    return view
  }

  /// Whether a touch is tracking the cell (L2, L3); setting it is
  /// `setHighlighted(_:animated: false)`.
  open var isHighlighted: Bool {
    get { highlighted }
    set { setHighlighted(newValue, animated: false) }
  }

  /// Whether the cell's row is selected (L4, L7); setting it is `setSelected(_:animated: false)`.
  open var isSelected: Bool {
    get { selected }
    set { setSelected(newValue, animated: false) }
  }

  /// Sets the highlight; the table calls it when a touch reaches and leaves the row (L2, L3,
  /// L6). Override it (calling `super`) to show the highlight, as on iOS.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    self.highlighted = highlighted
    labelsAndImage.text?.isHighlighted = highlighted
    labelsAndImage.detail?.isHighlighted = highlighted
    labelsAndImage.image?.isHighlighted = highlighted
  }

  /// Sets the selection; the table calls it when the row is selected or deselected, by a touch
  /// (L4) or by code (L7). Override it (calling `super`) to show the selection, as on iOS.
  open func setSelected(_ selected: Bool, animated: Bool) {
    self.selected = selected
  }

  /// Called by `dequeueReusableCell(withIdentifier:)` just before the cell is handed out again
  /// (L1); the default does nothing, and the table sets the highlight and selection itself.
  open func prepareForReuse() {}

  /// Lays out `contentView` (and the standard labels) within the cell.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutContent()
  }

  /// The content fills the cell less a custom accessory's width; the labels sit in it with
  /// UIKit's 16-pt margins (the layout is not measured: nothing is drawn).
  private func layoutContent() {
    let size = bounds.size
    var contentWidth = size.width
    if let accessoryView {
      let width = accessoryView.bounds.width
      contentWidth = max(0, size.width - width - 16)
      accessoryView.center = CGPoint(x: size.width - 16 - width / 2, y: size.height / 2)
    }
    contentView.frame = CGRect(x: 0, y: 0, width: contentWidth, height: size.height)
    for background in [backgroundView, selectedBackgroundView, multipleSelectionBackgroundView] {
      background?.frame = CGRect(origin: .zero, size: size)
    }
    var textX: CGFloat = 16
    if let image = labelsAndImage.image {
      let side = min(size.height, image.image?.size.width ?? 0)
      image.frame = CGRect(x: 16, y: (size.height - side) / 2, width: side, height: side)
      if side > 0 { textX += side + 16 }
    }
    let textWidth = max(0, contentWidth - textX - 16)
    switch (labelsAndImage.text, labelsAndImage.detail) {
    case (let text?, let detail?) where style == .subtitle:
      text.frame = CGRect(x: textX, y: 0, width: textWidth, height: size.height / 2)
      detail.frame = CGRect(x: textX, y: size.height / 2, width: textWidth, height: size.height / 2)
    case (let text, let detail):
      text?.frame = CGRect(x: textX, y: 0, width: textWidth, height: size.height)
      detail?.frame = CGRect(x: textX + textWidth / 2, y: 0, width: textWidth / 2, height: size.height)
    }
  }
}

extension UITableViewCell: ListCell {
  var listReuseIdentifier: String? { reuseIdentifier }
  var listIsHighlighted: Bool { isHighlighted }
  var listIsSelected: Bool { isSelected }
  func listSetHighlighted(_ highlighted: Bool) { setHighlighted(highlighted, animated: false) }
  func listSetSelected(_ selected: Bool, animated: Bool) { setSelected(selected, animated: animated) }
  func listPrepareForReuse() { prepareForReuse() }
}
