import Foundation

extension InteractionConstants {
  /// The height of a progress view in either style, 4 pt (Y8).
  ///
  /// UIKit's since iOS 14 (2 pt before); weakly documented, so a named constant.
  public static let progressViewHeight: CGFloat = 4

  /// A picker view's intrinsic width, 320 pt (Y8).
  ///
  /// UIKit's picker is as wide as a phone's portrait screen when made with a zero frame;
  /// weakly documented, so a named constant.
  public static let pickerViewWidth: CGFloat = 320

  /// A picker view's intrinsic height, 216 pt (Y8), the height UIKit gives a picker made with a
  /// zero frame (weakly documented: the keyboard's height on the first phones).
  public static let pickerViewHeight: CGFloat = 216

  /// The height of a picker's row when the delegate gives none, 32 pt (C6).
  ///
  /// Observed on iOS 14 and later (44 pt before); Apple documents no value.
  public static let pickerViewRowHeight: CGFloat = 32

  /// The size of a compact date picker, 120 × 34 pt (Y8).
  ///
  /// Our choice: UIKit sizes its compact button by the locale's text; Apple documents no value.
  public static let compactDatePickerSize = CGSize(width: 120, height: 34)

  /// The size of an inline date picker, 320 × 330 pt (Y8).
  ///
  /// Our choice, from iOS 14's inline calendar; Apple documents no value.
  public static let inlineDatePickerSize = CGSize(width: 320, height: 330)

  /// Where an inline date picker's calendar grid starts, 64 pt from its top, below the month's
  /// title (44 pt) and the weekdays' row (20 pt), C9.
  ///
  /// Our choice, from iOS 14's inline calendar; Apple documents no value.
  public static let datePickerCalendarGridTop: CGFloat = 64

  /// The height of a week's row in an inline date picker's calendar, 44 pt; the grid has six
  /// rows of seven days, each a seventh of the picker's width (C9).
  ///
  /// Our choice, from iOS 14's inline calendar; Apple documents no value.
  public static let datePickerCalendarRowHeight: CGFloat = 44

  /// The gap between a compact date picker and the calendar it opens, 8 pt (C9).
  ///
  /// Our choice; Apple documents no value.
  public static let compactDatePickerCalendarGap: CGFloat = 8
}

extension InteractionConstants {
  /// The longest countdown a date picker holds, 86,399 s (23 h 59 min 59 s), as Apple documents
  /// for `countDownDuration` (C7).
  public static let datePickerLongestCountdown: TimeInterval = 86_399
}

extension InteractionConstants {
  /// The height of a table section's header or footer that shows a title (L12), when its
  /// height is `UITableView.automaticDimension`.
  ///
  /// Our choice: a plain table's title header at the default text size is about 28 pt on
  /// iOS 15 and later; Apple documents no value.
  public static let tableSectionTitleHeight: CGFloat = 28
}
