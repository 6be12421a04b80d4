// The `CoreGraphics` module on platforms without Apple's: Foundation's geometry types (CGPoint,
// CGSize, CGRect, CGFloat) and ResponderKit's CGAffineTransform, CGPath, CGMutablePath and
// CGColor, the recording CGContext with its colour spaces, gradients and images, and font files
// read by CGDataProvider and CGFont, so that
// `import CoreGraphics` in ported code compiles.
@_exported import Foundation

@_exported import typealias ResponderKit.CFArray
@_exported import typealias ResponderKit.CFData
@_exported import typealias ResponderKit.CFString
@_exported import typealias ResponderKit.CFURL
@_exported import struct ResponderKit.CGAffineTransform
@_exported import enum ResponderKit.CGBlendMode
@_exported import class ResponderKit.CGColor
@_exported import class ResponderKit.CGColorSpace
@_exported import func ResponderKit.CGColorSpaceCreateDeviceGray
@_exported import func ResponderKit.CGColorSpaceCreateDeviceRGB
@_exported import class ResponderKit.CGContext
@_exported import class ResponderKit.CGDataProvider
@_exported import class ResponderKit.CGFont
@_exported import class ResponderKit.CGGradient
@_exported import struct ResponderKit.CGGradientDrawingOptions
@_exported import class ResponderKit.CGImage
@_exported import enum ResponderKit.CGLineCap
@_exported import enum ResponderKit.CGLineJoin
@_exported import class ResponderKit.CGMutablePath
@_exported import class ResponderKit.CGPath
@_exported import enum ResponderKit.CGPathDrawingMode
@_exported import struct ResponderKit.CGPathElement
@_exported import enum ResponderKit.CGPathElementType
@_exported import enum ResponderKit.CGPathFillRule
@_exported import struct ResponderKit.DrawingCommand
