import Foundation

extension InteractionConstants {
  /// The font of a button's title when nothing sets one (Y8).
  ///
  /// UIKit's: a button made by `UIButton(type:)` titles itself in the 15 pt system font (a
  /// system button titled "Button" is 46 × 30 pt in Interface Builder).
  public static let buttonTitleFontSize: CGFloat = 15

  /// The space UIKit keeps above and below a button's title, inside `contentEdgeInsets` (Y8).
  ///
  /// UIKit's: a button's height is its title label's plus 6 pt above and below (18 pt system
  /// font: a 21 pt label in a 33 pt button).
  public static let buttonTitleVerticalPadding: CGFloat = 6

  /// The intrinsic size of a button with neither title nor image (Y8).
  ///
  /// As reported for UIKit's buttons: 30 × 34 pt.
  public static let emptyButtonSize = CGSize(width: 30, height: 34)

  /// The insets of a configured button's content, leading and trailing 12 pt, top and bottom
  /// 7 pt (Y8).
  ///
  /// UIKit's defaults for `UIButton.Configuration` at the medium button size, whose title is
  /// the body style's font (17 pt at the default text size): a 34.33 pt tall button.
  public static let configurationContentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)

  /// The least height of a rounded-rect text field (Y8).
  ///
  /// Interface Builder's and iOS's height of a rounded-rect field at the 14 pt and 17 pt
  /// system fonts: 34 pt.
  public static let roundedRectFieldMinimumHeight: CGFloat = 34

  /// The space a text field keeps above and below its text in its intrinsic height, per border
  /// style (Y8; the sides are ``textFieldTextInset(_:)``).
  ///
  /// Our choice: 6.5 pt for a rounded rect, so that fonts larger than 17 pt grow the field by
  /// their line height (below that ``roundedRectFieldMinimumHeight`` holds); 2 pt for a line or
  /// bezel, as at the sides; none without a border.
  public static func textFieldVerticalInset(_ style: UITextField.BorderStyle) -> CGFloat {
    switch style {
    case .none: return 0
    case .line, .bezel: return 2
    case .roundedRect: return 6.5
    }
  }

  /// The height of a segmented control, 32 pt (Y8).
  ///
  /// UIKit's since iOS 13 (28 pt before).
  public static let segmentedControlHeight: CGFloat = 32

  /// The font size of a segmented control's titles, 13 pt (Y8).
  ///
  /// UIKit's since iOS 13 (regular, the selected segment's semibold; widths are measured
  /// semibold, so that selecting changes no size).
  public static let segmentedControlFontSize: CGFloat = 13

  /// The space on each side of a segment's title, 12 pt (Y8).
  ///
  /// Our choice: UIKit documents no value; segments are equally wide, as wide as the widest
  /// title and this padding.
  public static let segmentedControlSegmentPadding: CGFloat = 12

  /// The height of a slider, 31 pt, its thumb's diameter; a slider has no intrinsic width (Y8).
  ///
  /// UIKit's (Interface Builder asks for a slider's width, never its height).
  public static let sliderHeight: CGFloat = 31

  /// The width each page's dot takes in a page control, 16 pt (Y8).
  ///
  /// Our choice from iOS 14's page control: 8 pt dots 8 pt apart.
  public static let pageControlDotPitch: CGFloat = 16

  /// The height of a page control, 26 pt (Y8).
  ///
  /// Our choice from iOS 14's page control (37 pt before iOS 14).
  public static let pageControlHeight: CGFloat = 26

  /// The size of a medium activity indicator, 20 × 20 pt (Y8).
  ///
  /// UIKit's (`.medium`, and the legacy `.white` and `.gray`).
  public static let mediumActivityIndicatorSize: CGFloat = 20

  /// The size of a large activity indicator, 37 × 37 pt (Y8).
  ///
  /// UIKit's (`.large`, and the legacy `.whiteLarge`).
  public static let largeActivityIndicatorSize: CGFloat = 37
}
