// The `QuartzCore` module on platforms without Apple's: Core Animation's names, which live in
// ResponderKit (UIKit re-exports them, as Apple's UIKit does QuartzCore), so that
// `import QuartzCore` in ported code compiles. Nothing draws; animations run on the
// application's clock (see `CALayer`).
@_exported import CoreGraphics
@_exported import Foundation

@_exported import protocol ResponderKit.CAAction
@_exported import class ResponderKit.CAAnimation
@_exported import struct ResponderKit.CAAnimationCalculationMode
@_exported import protocol ResponderKit.CAAnimationDelegate
@_exported import class ResponderKit.CAAnimationGroup
@_exported import struct ResponderKit.CAAnimationRotationMode
@_exported import class ResponderKit.CABasicAnimation
@_exported import struct ResponderKit.CACornerMask
@_exported import func ResponderKit.CACurrentMediaTime
@_exported import class ResponderKit.CADisplayLink
@_exported import struct ResponderKit.CAFrameRateRange
@_exported import class ResponderKit.CAGradientLayer
@_exported import struct ResponderKit.CAGradientLayerType
@_exported import class ResponderKit.CAKeyframeAnimation
@_exported import class ResponderKit.CALayer
@_exported import struct ResponderKit.CALayerContentsGravity
@_exported import struct ResponderKit.CALayerCornerCurve
@_exported import protocol ResponderKit.CALayerDelegate
@_exported import protocol ResponderKit.CAMediaTiming
@_exported import struct ResponderKit.CAMediaTimingFillMode
@_exported import class ResponderKit.CAMediaTimingFunction
@_exported import struct ResponderKit.CAMediaTimingFunctionName
@_exported import class ResponderKit.CAPropertyAnimation
@_exported import class ResponderKit.CAReplicatorLayer
@_exported import class ResponderKit.CAShapeLayer
@_exported import struct ResponderKit.CAShapeLayerFillRule
@_exported import struct ResponderKit.CAShapeLayerLineCap
@_exported import struct ResponderKit.CAShapeLayerLineJoin
@_exported import class ResponderKit.CASpringAnimation
@_exported import class ResponderKit.CATextLayer
@_exported import struct ResponderKit.CATextLayerAlignmentMode
@_exported import struct ResponderKit.CATextLayerTruncationMode
@_exported import class ResponderKit.CATransaction
@_exported import struct ResponderKit.CATransform3D
@_exported import func ResponderKit.CATransform3DConcat
@_exported import func ResponderKit.CATransform3DEqualToTransform
@_exported import func ResponderKit.CATransform3DGetAffineTransform
@_exported import var ResponderKit.CATransform3DIdentity
@_exported import func ResponderKit.CATransform3DInvert
@_exported import func ResponderKit.CATransform3DIsAffine
@_exported import func ResponderKit.CATransform3DIsIdentity
@_exported import func ResponderKit.CATransform3DMakeAffineTransform
@_exported import func ResponderKit.CATransform3DMakeRotation
@_exported import func ResponderKit.CATransform3DMakeScale
@_exported import func ResponderKit.CATransform3DMakeTranslation
@_exported import func ResponderKit.CATransform3DRotate
@_exported import func ResponderKit.CATransform3DScale
@_exported import func ResponderKit.CATransform3DTranslate
@_exported import class ResponderKit.CATransition
@_exported import struct ResponderKit.CATransitionSubtype
@_exported import struct ResponderKit.CATransitionType
@_exported import class ResponderKit.CAValueFunction
@_exported import struct ResponderKit.CAValueFunctionName
@_exported import typealias ResponderKit.CFTimeInterval
@_exported import var ResponderKit.kCATransition
