import Foundation

/// The device the app runs on: its kind, name, system and orientation.
///
/// UIKit's `UIDevice.current`. Its properties are read-only in UIKit, where the system knows the
/// device; here a platform backend (or a test) sets them, which is the ResponderKit addition:
/// `UIDevice.current.userInterfaceIdiom = .pad` makes code that branches on the idiom take its
/// tablet path. The defaults describe a phone running the process's system.
@preconcurrency @MainActor
open class UIDevice {
  /// The device the app runs on.
  public static let current = UIDevice()

  /// The kind of interface the device has: that of the application that runs the app
  /// (`UIApplication.shared` when one is designated, as the test harness does, with its
  /// `userInterfaceIdiom`), else `.phone` unless a platform says otherwise.
  ///
  /// Setting it sets the device's idiom and makes the designated application follow it, so the
  /// last idiom set is the one code reads, from the device and the application alike.
  open var userInterfaceIdiom: UIUserInterfaceIdiom {
    get { UIApplication.sharedIfDesignated?.dispatcher.pointer.idiom ?? idiom }
    set {
      idiom = newValue
      UIApplication.sharedIfDesignated?.dispatcher.pointer.idiom = nil
    }
  }
  private var idiom: UIUserInterfaceIdiom = .phone
  /// The device's name, as its user named it.
  open var name = "ResponderKit"
  /// The kind of device, such as "iPhone".
  open var model = "iPhone"
  /// The model's name in the user's language.
  open var localizedModel = "iPhone"
  /// The system's name.
  open var systemName = "iOS"
  /// The system's version: by default the process's operating system version, as
  /// "major.minor[.patch]".
  open var systemVersion: String = {
    let version = ProcessInfo.processInfo.operatingSystemVersion
    let base = "\(version.majorVersion).\(version.minorVersion)"
    return version.patchVersion == 0 ? base : "\(base).\(version.patchVersion)"
  }()
  /// The physical orientation (`.unknown` until a platform reports one).
  open var orientation: UIDeviceOrientation = .unknown
  /// Whether the device runs more than one app at a time (true, as on every current iOS device).
  open var isMultitaskingSupported = true
  /// Whether the app wants orientation notifications, kept: a platform posts them.
  public private(set) var isGeneratingDeviceOrientationNotifications = false

  /// Creates a device; apps use `current`.
  public init() {}

  /// Starts orientation notifications (kept as a flag).
  open func beginGeneratingDeviceOrientationNotifications() {
    isGeneratingDeviceOrientationNotifications = true
  }

  /// Stops orientation notifications (kept as a flag).
  open func endGeneratingDeviceOrientationNotifications() {
    isGeneratingDeviceOrientationNotifications = false
  }

  /// The notification UIKit posts when the orientation changes; a platform posts it here.
  nonisolated public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")
}
