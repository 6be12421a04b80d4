import Foundation

extension InteractionConstants {
  /// The height of a tab bar, at the bottom of its tab bar controller's view (N14).
  ///
  /// UIKit's phone tab bar without a home indicator: 49 pt.
  public static let tabBarHeight: CGFloat = 49

  /// The most items a tab bar shows: with more controllers, the first
  /// `tabBarMaximumItems − 1` get items and a "More" item shows the rest (N15).
  ///
  /// UIKit's value on a phone (Apple: "the More item … when there are more than five").
  public static let tabBarMaximumItems = 5

  /// The height of each row of the More tab's list (N15).
  ///
  /// Our choice: a table view's default row height.
  public static let moreListRowHeight: CGFloat = 44

  /// How long an alert's animated presentation or dismissal lasts, on the application's clock
  /// (Q17).
  ///
  /// openuikit's measurement of iOS 26.1's alert (a spring settling in about 0.4 s): the same
  /// as ``modalTransitionDuration``.
  public static let alertTransitionDuration: TimeInterval = 0.4

  /// The height of each action's row in an alert's card (Q17).
  ///
  /// Our choice: UIKit's alert buttons are 44 pt tall, and a column of rows is the layout
  /// UIKit uses for three actions or more.
  public static let alertActionRowHeight: CGFloat = 44

  /// The width of an `.alert`'s card (Q17); an action sheet's spans the window less
  /// `alertMargin` on each side.
  ///
  /// UIKit's alert width: 270 pt.
  public static let alertWidth: CGFloat = 270

  /// The margin around an alert card's content, and between an action sheet's card and the
  /// window's edges (Q17). Our choice.
  public static let alertMargin: CGFloat = 16

  /// The height of an alert's title line and of its message line (Q17). Our choice: no text is
  /// measured here.
  public static let alertTextLineHeight: CGFloat = 22

  /// The height of a text field in an alert's card (Q17). Our choice.
  public static let alertTextFieldHeight: CGFloat = 32
}
