import Foundation
import OpenQuartzCore
import OpenUIKit
import Testing

/// UILabel.adjustsFontSizeToFitWidth and minimumScaleFactor (UILabel documentation; the
/// one-line rule of Docs/Behaviour/everyday3.md "Labels that shrink to fit").
@MainActor
@Suite(.serialized)
struct LabelShrinkToFitTests {
  /// Ten "a"s are 5.3 em wide in the estimated metrics: 106 pt at 20 pt.
  func label(width: CGFloat) -> UILabel {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 30))
    label.font = .systemFont(ofSize: 20)
    label.text = "aaaaaaaaaa"
    return label
  }

  func drawnSize(_ label: UILabel) -> CGFloat { (label.layer as! CATextLayer).fontSize }

  @Test("UILabel: adjustsFontSizeToFitWidth and allowsDefaultTighteningForTruncation are false, minimumScaleFactor 0 by default; nothing shrinks")
  func defaults() {
    let l = label(width: 50)
    #expect(!l.adjustsFontSizeToFitWidth && l.minimumScaleFactor == 0 && !l.allowsDefaultTighteningForTruncation)
    #expect(drawnSize(l) == 20)
    l.allowsDefaultTighteningForTruncation = true
    #expect(l.allowsDefaultTighteningForTruncation)
  }

  @Test("UILabel (docs): with minimumScaleFactor 0 the current font size is the smallest — adjustsFontSizeToFitWidth alone does not shrink")
  func zeroFactorKeepsTheSize() {
    let l = label(width: 50)
    l.adjustsFontSizeToFitWidth = true
    #expect(drawnSize(l) == 20)
  }

  @Test("UILabel: a one-line label shrinks its drawn font until the text fits its width, not below minimumScaleFactor × font; font and intrinsicContentSize stay unscaled")
  func shrinksToFit() {
    let l = label(width: 84.8)
    let intrinsic = l.intrinsicContentSize
    l.adjustsFontSizeToFitWidth = true
    l.minimumScaleFactor = 0.5
    #expect(abs(drawnSize(l) - 16) < 1e-9)
    #expect(l.font.pointSize == 20)
    #expect(l.intrinsicContentSize == intrinsic && intrinsic.width >= 106)
    // Narrower than the minimum allows: the smallest size (the text then truncates).
    l.frame.size.width = 30
    #expect(drawnSize(l) == 10)
    // Wide enough again: the full size.
    l.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
    #expect(drawnSize(l) == 20)
    // Longer text at the same width shrinks again; a new font re-fits.
    l.text = String(repeating: "a", count: 20)
    #expect(abs(drawnSize(l) - 20 * 200 / 212) < 1e-9)
    l.font = .systemFont(ofSize: 10)
    #expect(drawnSize(l) == 10)
    // Turning it off draws the font's size.
    l.font = .systemFont(ofSize: 20)
    l.adjustsFontSizeToFitWidth = false
    #expect(drawnSize(l) == 20)
  }

  @Test("UILabel: shrinking applies to one-line labels only (numberOfLines 0 wraps instead)")
  func multilineDoesNotShrink() {
    let l = label(width: 60)
    l.adjustsFontSizeToFitWidth = true
    l.minimumScaleFactor = 0.5
    #expect(drawnSize(l) < 20)
    l.numberOfLines = 0
    #expect(drawnSize(l) == 20)
    l.numberOfLines = 1
    #expect(drawnSize(l) < 20)
  }

  @Test("UILabel: the shrunk size is what render snapshots draw")
  func snapshotDrawsTheShrunkSize() {
    let l = label(width: 84.8)
    l.adjustsFontSizeToFitWidth = true
    l.minimumScaleFactor = 0.25
    let size = l.layer._renderSnapshot().text?.fontSize ?? 0
    #expect(abs(size - 16) < 1e-9)
  }
}
