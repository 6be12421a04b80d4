import Foundation

/// The title of the keyboard's return key, with UIKit's raw values.
///
/// UIKit's `UIReturnKeyType`; there is no system keyboard here, so the value is only kept (the return key still acts, F4).
public enum UIReturnKeyType: Int, Hashable, Sendable {
  /// "return" (UIKit's default).
  case `default` = 0
  /// "Go".
  case go = 1
  /// "Google", for a search.
  case google = 2
  /// "Join".
  case join = 3
  /// "Next".
  case next = 4
  /// "Route".
  case route = 5
  /// "Search".
  case search = 6
  /// "Send".
  case send = 7
  /// "Yahoo", for a search.
  case yahoo = 8
  /// "Done".
  case done = 9
  /// "Emergency Call".
  case emergencyCall = 10
  /// "Continue".
  case `continue` = 11
}
