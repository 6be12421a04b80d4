import Foundation

/// Saves `image` to the photo library, as UIKit's function does: here it is appended to the
/// shared application's ``UIApplication/savedPhotosAlbum``, as there is no photo library on
/// Linux. The completion selector is not called: Linux has no Objective-C runtime to send it
/// (tests read the album instead).
@MainActor
public func UIImageWriteToSavedPhotosAlbum(
  _ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
  _ contextInfo: UnsafeMutableRawPointer?
) {
  UIApplication.shared.savedPhotosAlbum.append(image)
}
