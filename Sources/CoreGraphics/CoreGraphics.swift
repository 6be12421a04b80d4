// The `CoreGraphics` module on platforms without Apple's: Foundation's geometry types (CGPoint,
// CGSize, CGRect, CGFloat) and ResponderKit's CGAffineTransform, so that `import CoreGraphics`
// in ported code compiles.
@_exported import Foundation

@_exported import struct ResponderKit.CGAffineTransform
