import Foundation
import OpenQuartzCore
import OpenUIKitRender
import OpenUIKitSnapshotTesting
import Testing

/// The render tree and trace as text (the `.renderTree` and `.trace` strategies' formats).
@Suite struct RenderTreeTextRendererTests {
  @Test("Only what differs from a plain layer is written; affine transforms as 6 numbers, 3D as 16")
  func valuesThatDiffer() {
    var rotated = Fixtures.box(2, "rotated", CGRect(x: 10, y: 10, width: 40, height: 20))
    rotated.transform = SyntheticScene.rotation(.pi / 2, x: 0, y: 0, z: 1)
    rotated.opacity = 0.25
    var tilted = Fixtures.box(3, "tilted", CGRect(x: 100, y: 10, width: 40, height: 40), Fixtures.red)
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    tilted.transform = perspective
    tilted.isHidden = true
    var styled = Fixtures.box(4, "styled", CGRect(x: 10, y: 100, width: 80, height: 60))
    styled.cornerRadius = 8
    styled.maskedCorners = 3
    styled.borderWidth = 2
    styled.borderColor = Fixtures.black
    styled.shadowOpacity = 0.5
    styled.shadowColor = Fixtures.black
    styled.masksToBounds = true
    styled.mask = [Fixtures.box(5, "mask", CGRect(x: 0, y: 0, width: 40, height: 40))]
    styled.text = RenderText(string: "Hi\nthere", fontSize: 12, isBold: true, color: Fixtures.white, alignment: .center)
    let frame = Fixtures.snapshot([rotated, tilted, styled])
    let text = RenderTreeTextRenderer().render(frame)
    // A 90° turn of a 40 × 20 box about its centre (30, 20): a 20 × 40 frame.
    #expect(text.contains("rotated frame=(20 0; 20 40) opacity=0.25 transform=[0 1 -1 0 0 0]"))
    #expect(text.contains("tilted frame=(100 10; 40 40) hidden transform=[1 0 0 0 0 1 0 0 0 0 1 -0.002 0 0 0 1]"))
    #expect(text.contains("cornerRadius=8 maskedCorners=3 border=2 #000000 shadow=0.5 #000000 radius 3 offset (0 -3) clips"))
    #expect(text.contains(#"text="Hi\nthere" 12pt bold #ffffff"#))
    #expect(text.contains("    mask: mask frame=(0 0; 40 40)"))
    #expect(!text.contains("root frame=(0 0; 200 200) opacity"))
    assertSnapshot(of: frame, as: .renderTree, named: "values")
  }

  @Test("Trace lines: times with exactly 3 decimals, categories in a column, detail after a dash")
  func traceLines() {
    let text = TraceText.render([
      TraceEvent(category: "appearance", time: 0, subject: "B", name: "viewWillAppear(true)"),
      TraceEvent(category: "transition", time: 0.4, subject: "container", name: "completeTransition(true)"),
      TraceEvent(category: "presentation", time: 1.0 / 60, subject: "B", name: "present(animated: true)", detail: "presenter: A"),
    ])
    #expect(
      text == """
        0.000 appearance   B.viewWillAppear(true)
        0.400 transition   container.completeTransition(true)
        0.017 presentation B.present(animated: true) — presenter: A

        """)
  }
}
