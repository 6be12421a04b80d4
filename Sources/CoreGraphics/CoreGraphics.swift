// The `CoreGraphics` module on platforms without Apple's: Foundation's geometry types (CGPoint,
// CGSize, CGRect, CGFloat) and ResponderKit's CGAffineTransform, CGPath, CGMutablePath and
// CGColor, so that `import CoreGraphics` in ported code compiles.
@_exported import Foundation

@_exported import struct ResponderKit.CGAffineTransform
@_exported import class ResponderKit.CGColor
@_exported import enum ResponderKit.CGLineCap
@_exported import enum ResponderKit.CGLineJoin
@_exported import class ResponderKit.CGMutablePath
@_exported import class ResponderKit.CGPath
@_exported import struct ResponderKit.CGPathElement
@_exported import enum ResponderKit.CGPathElementType
@_exported import enum ResponderKit.CGPathFillRule
