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

  /// The space a rounded-rect text field keeps around its text: 7 pt left and right, 6.5 pt
  /// above and below (Y8).
  ///
  /// The horizontal inset is UIKit's `textRect(forBounds:)` for a rounded rect; the vertical one
  /// is our choice, so that fonts larger than 17 pt grow the field by their line height.
  public static let roundedRectFieldInsets = UIEdgeInsets(top: 6.5, left: 7, bottom: 6.5, right: 7)

  /// The space a text field with a line or bezel border keeps around its text: 2 pt on every
  /// side (Y8).
  ///
  /// Our choice: UIKit insets these borders' text by a few points and documents no value.
  public static let borderedFieldInset: CGFloat = 2

  /// The insets around a text view's text container, 8 pt above and below (Y8).
  ///
  /// UIKit's default `textContainerInset`.
  public static let textViewContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

  /// The padding at each end of a text view's line fragments, 5 pt (Y8).
  ///
  /// UIKit's default `NSTextContainer.lineFragmentPadding`.
  public static let textViewLineFragmentPadding: CGFloat = 5

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
