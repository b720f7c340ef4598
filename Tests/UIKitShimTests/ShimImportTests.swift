import Testing
import UIKit
import OpenUIKitTesting

/// DESIGN.md "Swift Testing and a module named UIKit": this file must compile with both imports.
@Suite struct ShimImportTests {
  @Test func testingAndUIKitImportTogether() {
    let p = CGPoint(x: 1, y: 2)
    #expect(p.x == 1)
  }
}
