// The Linux shim for `import QuartzCore`: Core Animation (CALayer, CAAnimation, CATransaction,
// CADisplayLink, CATransform3D) and the CoreGraphics types it uses.
@_exported import Foundation
@_exported import OpenQuartzCore
