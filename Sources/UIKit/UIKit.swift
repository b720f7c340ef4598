// The Linux shim: `import UIKit` brings in everything UIKit code expects, nothing more.
@_exported import Foundation
@_exported import OpenQuartzCore
@_exported import OpenUIKit
