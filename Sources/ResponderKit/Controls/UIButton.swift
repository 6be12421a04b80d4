import Foundation

/// A button: a control whose primary action is a tap.
///
/// UIKit rules C5 and G11: a touch-up inside sends `touchUpInside` and then
/// `primaryActionTriggered`; a single-finger single tap recognizer on an ancestor does not
/// begin for a tap on an enabled button (`gestureRecognizerShouldBegin(_:)` says no), so the
/// button's action wins.
///
/// Titles, colours and images are kept per state, as in UIKit: a state with none of its own
/// uses the `.normal` state's (`title(for:)`, `currentTitle`). Nothing draws them: `titleLabel`
/// and `imageView` are created when first read, show the current title and image, and are not
/// subviews (so they change nothing for hit testing).
///
/// Rule Y8: the intrinsic size is the title's and the image's, side by side: without a
/// configuration, the title in its label's font (15 pt system unless set) with 6 pt above and
/// below, plus `contentEdgeInsets`; with one, the title in the body style's font, the image,
/// `imagePadding` between them and the configuration's `contentInsets` (7 pt above and below,
/// 12 pt at the sides by default). Setting a title, an image, insets or a configuration, or
/// the title label's font, calls `invalidateIntrinsicContentSize()`.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The per-state content, created on the first `setTitle(_:for:)` and its siblings, so that
  /// a plain button carries one empty pointer.
  final class Content {
    var titles: [UInt: String] = [:]
    var attributedTitles: [UInt: NSAttributedString] = [:]
    var titleColors: [UInt: UIColor] = [:]
    var images: [UInt: UIImage] = [:]
    var backgroundImages: [UInt: UIImage] = [:]
    var titleLabel: UILabel?
    var imageView: UIImageView?
    var contentEdgeInsets = UIEdgeInsets.zero
    var titleEdgeInsets = UIEdgeInsets.zero
    var imageEdgeInsets = UIEdgeInsets.zero
    var configuration: Configuration?
    var menu: UIMenu?
  }

  var buttonTypeValue: ButtonType = .custom
  /// The pointer interaction `isPointerInteractionEnabled` added, and its delegate, while on.
  var pointerSupport: ButtonPointerSupport?
  var content: Content?

  private var ensuredContent: Content {
    if let content { return content }
    let made = Content()
    content = made
    return made
  }

  /// The menu the button shows (nil by default): after a held touch, or at touch-down when
  /// ``UIControl/showsMenuAsPrimaryAction`` is true.
  ///
  /// UIKit rule M7: setting a menu enables the button's context-menu interaction and setting
  /// nil disables it; the button's configuration for the menu is this menu, with no preview.
  open var menu: UIMenu? {
    get { content?.menu }
    set {
      if newValue != nil || content != nil { ensuredContent.menu = newValue }
      isContextMenuInteractionEnabled = newValue != nil
    }
  }

  /// The configuration of the button's ``menu``, or nil without one (M7).
  open override func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard let menu else { return nil }
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
  }

  /// Creates a button of a type: `.system` tints its title, `.custom` draws nothing of its own.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    buttonTypeValue = buttonType
  }

  /// Creates a button of a type (default `.system`) whose primary action is `primaryAction`
  /// (C5: it runs on `primaryActionTriggered`, after `touchUpInside`); the action's title
  /// becomes the normal title, as in UIKit.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(frame: .zero, primaryAction: primaryAction)
    buttonTypeValue = buttonType
    if let title = primaryAction?.title, !title.isEmpty { setTitle(title, for: .normal) }
  }

  /// Creates a button with a configuration (`.system` type) and an optional primary action.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(frame: .zero, primaryAction: primaryAction)
    buttonTypeValue = .system
    self.configuration = configuration
  }

  /// The button's type, fixed at creation (`.custom` for `init(frame:)`).
  public var buttonType: ButtonType { buttonTypeValue }

  /// The button's configuration (iOS 15 style); stored only. Setting one with a title sets
  /// the normal title, so `currentTitle` reads it.
  public var configuration: Configuration? {
    get { content?.configuration }
    set {
      ensuredContent.configuration = newValue
      if let title = newValue?.title { setTitle(title, for: .normal) }
      if let image = newValue?.image { setImage(image, for: .normal) }
      invalidateIntrinsicContentSize()
    }
  }

  /// The current title, for pictures (a ResponderKit name: UIKit's is `currentTitle`); setting
  /// it sets the normal title.
  open var title: String? {
    get { currentTitle }
    set { setTitle(newValue, for: .normal) }
  }

  private func value<Value>(_ table: [UInt: Value]?, for state: State) -> Value? {
    guard let table else { return nil }
    return table[state.rawValue] ?? table[State.normal.rawValue]
  }

  /// Sets the title for a state (nil removes it, so the state falls back to `.normal`'s).
  open func setTitle(_ title: String?, for state: State) {
    ensuredContent.titles[state.rawValue] = title
    invalidateIntrinsicContentSize()
  }

  /// The title for a state: its own, else the normal state's.
  open func title(for state: State) -> String? { value(content?.titles, for: state) }

  /// Sets the attributed title for a state.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    ensuredContent.attributedTitles[state.rawValue] = title
    invalidateIntrinsicContentSize()
  }

  /// The attributed title for a state: its own, else the normal state's.
  open func attributedTitle(for state: State) -> NSAttributedString? {
    value(content?.attributedTitles, for: state)
  }

  /// Sets the title colour for a state.
  open func setTitleColor(_ color: UIColor?, for state: State) {
    ensuredContent.titleColors[state.rawValue] = color
  }

  /// The title colour for a state: its own, else the normal state's, else the type's default
  /// (the tint for a system button, white for a custom one, as in UIKit).
  open func titleColor(for state: State) -> UIColor? {
    value(content?.titleColors, for: state) ?? (buttonTypeValue == .custom ? .white : tintColor)
  }

  /// Sets the image for a state.
  open func setImage(_ image: UIImage?, for state: State) {
    ensuredContent.images[state.rawValue] = image
    invalidateIntrinsicContentSize()
  }

  /// The image for a state: its own, else the normal state's.
  open func image(for state: State) -> UIImage? { value(content?.images, for: state) }

  /// Sets the background image for a state.
  open func setBackgroundImage(_ image: UIImage?, for state: State) {
    ensuredContent.backgroundImages[state.rawValue] = image
  }

  /// The background image for a state: its own, else the normal state's.
  open func backgroundImage(for state: State) -> UIImage? { value(content?.backgroundImages, for: state) }

  /// The title for the current `state`.
  open var currentTitle: String? { title(for: state) }
  /// The attributed title for the current `state`.
  open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
  /// The title colour for the current `state`.
  open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
  /// The image for the current `state`.
  open var currentImage: UIImage? { image(for: state) }
  /// The background image for the current `state`.
  open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

  /// The label that shows the title, created on first read; each read sets its text and colour
  /// to the current ones. Not a subview here (see the class comment).
  open var titleLabel: UILabel? {
    let content = ensuredContent
    let label = content.titleLabel ?? Self.makeTitleLabel(for: self)
    content.titleLabel = label
    label.text = currentTitle
    label.textColor = currentTitleColor
    return label
  }

  /// The image view that shows the image, created on first read; each read sets its image to
  /// the current one. Not a subview here.
  open var imageView: UIImageView? {
    let content = ensuredContent
    let view = content.imageView ?? UIImageView()
    content.imageView = view
    view.image = currentImage
    return view
  }

  /// The insets around the title and image together; stored only.
  open var contentEdgeInsets: UIEdgeInsets {
    get { content?.contentEdgeInsets ?? .zero }
    set {
      ensuredContent.contentEdgeInsets = newValue
      invalidateIntrinsicContentSize()
    }
  }

  /// The insets around the title; stored only.
  open var titleEdgeInsets: UIEdgeInsets {
    get { content?.titleEdgeInsets ?? .zero }
    set { ensuredContent.titleEdgeInsets = newValue }
  }

  /// The insets around the image; stored only.
  open var imageEdgeInsets: UIEdgeInsets {
    get { content?.imageEdgeInsets ?? .zero }
    set { ensuredContent.imageEdgeInsets = newValue }
  }

  override var primaryActionTrigger: Event { .touchUpInside }

  // MARK: Size (Y8)

  /// A title label in UIKit's button font, whose font changes resize the button.
  private static func makeTitleLabel(for button: UIButton) -> UILabel {
    let label = UILabel()
    label.font = .systemFont(ofSize: InteractionConstants.buttonTitleFontSize)
    label.sizeDependent = button
    return label
  }

  /// The size of the current title in `font`, rounded up to whole pixels; zero for none.
  private func titleSize(font: UIFont) -> CGSize {
    UIView.ceilToPixel(
      UIView.textSize(
        text: currentTitle, attributedText: currentAttributedTitle, font: font, width: nil, lines: 1))
  }

  /// The size of the content: title and image side by side, with UIKit's insets (Y8).
  open override var intrinsicContentSize: CGSize {
    let image = currentImage?.size ?? .zero
    if let configuration = content?.configuration {
      let insets = configuration.contentInsets
      let title = titleSize(font: .preferredFont(forTextStyle: .body))
      let padding = title.width > 0 && image.width > 0 ? configuration.imagePadding : 0
      return CGSize(
        width: insets.leading + image.width + padding + title.width + insets.trailing,
        height: insets.top + max(image.height, title.height) + insets.bottom)
    }
    let title = titleSize(
      font: content?.titleLabel?.font ?? .systemFont(ofSize: InteractionConstants.buttonTitleFontSize))
    var size: CGSize
    if title == .zero, image == .zero {
      size = InteractionConstants.emptyButtonSize
    } else {
      let padded = title.height > 0 ? title.height + 2 * InteractionConstants.buttonTitleVerticalPadding : 0
      size = CGSize(width: image.width + title.width, height: max(image.height, padded))
    }
    let insets = contentEdgeInsets
    return CGSize(
      width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
  }

  /// The title's baselines, its line centred in the content within the insets (Y8); nil
  /// without a title.
  override var textBaselineOffsets: (first: CGFloat, last: CGFloat)? {
    guard currentTitle?.isEmpty == false || (currentAttributedTitle?.length ?? 0) > 0 else { return nil }
    let font: UIFont
    let shift: CGFloat
    if let configuration = content?.configuration {
      font = .preferredFont(forTextStyle: .body)
      shift = (configuration.contentInsets.top - configuration.contentInsets.bottom) / 2
    } else {
      font = content?.titleLabel?.font ?? .systemFont(ofSize: InteractionConstants.buttonTitleFontSize)
      shift = (contentEdgeInsets.top - contentEdgeInsets.bottom) / 2
    }
    let offsets = UIView.textBaselines(
      text: currentTitle, attributedText: currentAttributedTitle, font: font, width: nil, lines: 1)
    return (offsets.first + shift, offsets.last + shift)
  }

  /// The intrinsic size, whatever `size` says, as UIKit's button answers.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Rule G11: refuses an ancestor's single tap.
  override func builtInActionWins(over recognizer: UIGestureRecognizer) -> Bool {
    isAncestorSingleTap(recognizer)
  }
}
