// The Linux shim: `import UIKit` brings in everything UIKit code expects, nothing more — as on
// iOS, where UIKit re-exports Foundation, CoreGraphics and QuartzCore.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
@_exported import OpenQuartzCore
@_exported import OpenUIKit
