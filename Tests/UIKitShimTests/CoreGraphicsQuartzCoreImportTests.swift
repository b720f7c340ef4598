import Testing
import CoreGraphics
import QuartzCore
import UIKit

/// iOS sources start with `import CoreGraphics` or `import QuartzCore` as often as with
/// `import UIKit`; on Linux both are shims re-exporting OpenQuartzCore (issue 10, item 1), and
/// Swift Testing's cross-import overlay for CoreGraphics ships with them.
@Suite struct CoreGraphicsQuartzCoreImportTests {
  @Test func coreGraphicsTypesComeFromTheShim() {
    let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
    #expect(CGVector(dx: 3, dy: 4).dx == 3)
  }

  @MainActor @Test func quartzCoreLayersComeFromTheShim() {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
    let transform: CATransform3D = CATransform3DIdentity
    #expect(CATransform3DIsIdentity(transform))
    #expect(layer.bounds.size == CGSize(width: 10, height: 20))
  }
}
