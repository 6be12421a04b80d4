// ResponderKit re-exports Foundation, as UIKit does: code that imports only ResponderKit (or
// the UIKit module) gets CGPoint, CGRect, CGFloat, TimeInterval, NSCoder and the rest.
@_exported import Foundation
