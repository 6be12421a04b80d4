import Foundation

/// The app-delegate protocol: the object an application's chain ends at.
///
/// UIKit rule R4: when the delegate is a `UIResponder` (and not a view, view controller or
/// the application), it is the application's `next`.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {}
