import Foundation

/// A section's header or footer in a table: a real subview of the table, so that hit testing
/// finds it, reused under its identifier as cells are.
///
/// UIKit's `UITableViewHeaderFooterView` (rule L12). The table makes registered classes with
/// ``init(registeredReuseIdentifier:)``, a required convenience initializer that calls the
/// subclass's `init(reuseIdentifier:)`, as cells are made (see ``UITableViewCell``).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The identifier the table reuses the view under (L12), or nil for a view that is not reused.
  public let reuseIdentifier: String?

  /// The view that holds the content: a subview filling the view, as in UIKit.
  public let contentView: UIView

  private var labels: (text: UILabel?, detail: UILabel?) = (nil, nil)

  /// The background behind the content (nil: none); it fills the view, below `contentView`.
  open var backgroundView: UIView? {
    didSet {
      guard oldValue !== backgroundView else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      layoutContent()
    }
  }

  /// Creates a view that its table reuses under `reuseIdentifier` (L12).
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    contentView = UIView(frame: .zero)
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Creates a view with no reuse identifier (nothing is decoded; see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Creates a view of a registered class with the subclass's own `init(reuseIdentifier:)`
  /// (L12): how the table makes an instance from a class value without requiring that
  /// initializer.
  ///
  /// Not UIKit API; iOS code has no reason to call it.
  public required convenience init(registeredReuseIdentifier reuseIdentifier: String?) {
    self.init(reuseIdentifier: reuseIdentifier)
  }

  /// Creates a view with no reuse identifier, as `UIView(frame:)` does.
  public convenience override init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// The main label, made on first use; the table puts a section's title there.
  open var textLabel: UILabel? {
    if let label = labels.text { return label }
    let label = UILabel(frame: .zero)
    labels.text = label
    contentView.addSubview(label)
    layoutContent()
    return label
  }

  /// The secondary label, made on first use.
  open var detailTextLabel: UILabel? {
    if let label = labels.detail { return label }
    let label = UILabel(frame: .zero)
    labels.detail = label
    contentView.addSubview(label)
    layoutContent()
    return label
  }

  /// Called by `dequeueReusableHeaderFooterView(withIdentifier:)` just before the view is handed
  /// out again (L12); the default does nothing.
  open func prepareForReuse() {}

  /// The view's rectangle; setting it resizes `contentView` with it.
  open override var frame: CGRect {
    didSet { if oldValue.size != frame.size { layoutContent() } }
  }

  /// Lays out `contentView`, the background and the labels.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutContent()
  }

  /// The content and background fill the view; the labels sit in it with 16-pt margins (the
  /// layout is not measured: nothing is drawn).
  private func layoutContent() {
    let size = bounds.size
    contentView.frame = CGRect(origin: .zero, size: size)
    backgroundView?.frame = CGRect(origin: .zero, size: size)
    let width = max(0, size.width - 32)
    labels.text?.frame = CGRect(x: 16, y: 0, width: width, height: size.height)
    labels.detail?.frame = CGRect(x: 16 + width / 2, y: 0, width: width / 2, height: size.height)
  }
}

extension UITableViewHeaderFooterView: ListCell {
  var listReuseIdentifier: String? { reuseIdentifier }
  var listIsHighlighted: Bool { false }
  var listIsSelected: Bool { false }
  func listSetHighlighted(_ highlighted: Bool) {}
  func listSetSelected(_ selected: Bool, animated: Bool) {}
  func listPrepareForReuse() { prepareForReuse() }
}
