import Foundation
import Testing
import UIKit

/// System colours resolve to the values iOS shows (Apple HIG colour tables, iOS 13–17; UIKit
/// docs: "Standard colors", "UI element colors").
@MainActor
@Suite
struct SystemPaletteTests {
  /// 0–255 components of `color` for `style`.
  func rgba(_ color: UIColor, _ style: UIUserInterfaceStyle = .light) -> [Int] {
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    _ = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)).getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r, g, b].map { Int(($0 * 255).rounded()) } + [Int((a * 100).rounded())]
  }

  @Test("UIKit/HIG: tint and label colours in light mode (systemBlue 0,122,255; label black; secondaryLabel 60,60,67 at 60 %)")
  func lightValues() {
    #expect(rgba(.systemBlue) == [0, 122, 255, 100])
    #expect(rgba(.label) == [0, 0, 0, 100])
    #expect(rgba(.secondaryLabel) == [60, 60, 67, 60])
    #expect(rgba(.tertiaryLabel) == [60, 60, 67, 30])
    #expect(rgba(.systemBackground) == [255, 255, 255, 100])
    #expect(rgba(.systemMint) == [0, 199, 190, 100])
    #expect(rgba(.systemCyan) == [50, 173, 230, 100])
    #expect(rgba(.systemBrown) == [162, 132, 94, 100])
    #expect(rgba(.opaqueSeparator) == [198, 198, 200, 100])
    #expect(rgba(.link) == rgba(.systemBlue))
  }

  @Test("UIKit/HIG: the same colours in dark mode")
  func darkValues() {
    #expect(rgba(.systemBlue, .dark) == [10, 132, 255, 100])
    #expect(rgba(.tertiarySystemBackground, .dark) == [44, 44, 46, 100])
    #expect(rgba(.quaternaryLabel, .dark) == [235, 235, 245, 16])
    #expect(rgba(.systemCyan, .dark) == [100, 210, 255, 100])
  }
}
