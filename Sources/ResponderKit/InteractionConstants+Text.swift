import Foundation

extension InteractionConstants {
  /// How far a finger may move during a text view's plain tap or long press and still place
  /// the caret or start the loupe (X3, X5).
  ///
  /// UIKit 26.1's plain text tap: 10 pt (observed in its text interaction).
  public static let textTapAllowableMovement: CGFloat = 10

  /// How far a finger may move during a text tap, and how far apart the taps of a double or
  /// triple tap may be (X2, X4).
  ///
  /// UIKit 26.1's multi-tap recognizer of text: 60 pt for a finger (observed).
  public static let textMultiTapAllowableMovement: CGFloat = 60

  /// The longest interval between two taps of a double or triple tap on text (X4, T2).
  ///
  /// UIKit 26.1: 0.35 s (observed).
  public static let repeatedTapInterval: TimeInterval = 0.35

  /// How long a finger rests on text before the loupe starts (X5, E5).
  ///
  /// UIKit 26.1: 0.5 s (observed).
  public static let loupeDelay: TimeInterval = 0.5

  /// How long a finger rests on the caret before it grabs it, when editing (X5).
  ///
  /// UIKit 26.1: 0.07 s (observed; 0.25 s on older systems).
  public static let caretGrabDelay: TimeInterval = 0.07

  /// How close to the caret's centre a touch must begin to grab it (X5).
  ///
  /// UIKit 26.1: 40 pt (observed).
  public static let caretGrabRadius: CGFloat = 40

  /// How long after a tap that leaves the caret where it was the edit menu appears (X3).
  ///
  /// UIKit 26.1: 0.2 s (observed).
  public static let caretMenuDelay: TimeInterval = 0.2

  /// The least size of the touch area of a selection's ends and of a tap inside the selection
  /// (X3, X6).
  ///
  /// UIKit 26.1: 44 pt (observed).
  public static let selectionHitMinimum: CGFloat = 44

  /// The least size of a text field's clear button's touch area (X12).
  ///
  /// UIKit 26.1: 44 pt (observed).
  public static let clearButtonHitMinimum: CGFloat = 44

  /// The fraction of a text field's width, from its trailing edge, whose touches go to the
  /// clear button while it shows (X12).
  ///
  /// UIKit 26.1: 0.15 (observed in its hit test).
  public static let clearButtonHitFraction: CGFloat = 0.15

  /// The widest the clear button's touch region gets (X12).
  ///
  /// UIKit 26.1: 48 pt (observed).
  public static let clearButtonHitMaxWidth: CGFloat = 48

  /// The side of the clear button's drawn square (`clearButtonRect(forBounds:)`, X12).
  ///
  /// Our choice (weak): iOS's circled cross is about 19 pt.
  public static let textFieldClearButtonSide: CGFloat = 19

  /// The space between the clear button and the field's trailing edge (X12).
  ///
  /// Our choice (weak).
  public static let textFieldClearButtonMargin: CGFloat = 6

  /// The horizontal inset of a text field's text from its bounds, per border style
  /// (`textRect(forBounds:)`).
  ///
  /// Our choice (weak): 7 pt for a rounded rectangle, as the text sits in iOS's rounded field;
  /// 2 pt for a line or bezel; none without a border.
  public static func textFieldTextInset(_ style: UITextField.BorderStyle) -> CGFloat {
    switch style {
    case .none: return 0
    case .line, .bezel: return 2
    case .roundedRect: return 7
    }
  }
}

extension InteractionConstants {
  /// The width a search bar gives its cancel button at its trailing edge (X17).
  ///
  /// Our choice (weak): the width of iOS's "Cancel" title with its margins.
  public static let searchBarCancelButtonWidth: CGFloat = 68
}

extension InteractionConstants {
  /// How far the press of a tap-and-a-half moves before it begins selecting by words (X6).
  ///
  /// Our choice (weak): half the plain text tap's movement, so that it begins before a text
  /// view's pan (which begins after 10 pt, G14) and a still second tap stays a double tap.
  public static let tapAndAHalfMovement: CGFloat = 5
}
