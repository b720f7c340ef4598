// The Linux shim for `import CoreGraphics`: Foundation (CGFloat, CGPoint, CGSize, CGRect) and
// OpenQuartzCore's CoreGraphics types (CGAffineTransform, CGVector, CGColor, CGPath…).
@_exported import Foundation
@_exported import OpenQuartzCore
