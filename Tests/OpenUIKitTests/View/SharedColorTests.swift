import Foundation
import OpenUIKitTesting
import Testing
import UIKit
@testable import OpenUIKit

/// Named and system colours are made once and shared (sbload10); a shared colour reads exactly as
/// a newly made one did, and a system colour's `cgColor` picks the components its provider gives.
@MainActor @Suite struct SharedColorTests {
  /// Every system colour of `UIColor.dynamic` in UIColor.swift, with Apple's dark values.
  private static let systemColors: [(UIColor, String)] = [
    (.systemBackground, "systemBackground"), (.secondarySystemBackground, "secondarySystemBackground"),
    (.systemGroupedBackground, "systemGroupedBackground"), (.label, "label"), (.secondaryLabel, "secondaryLabel"),
    (.separator, "separator"), (.systemBlue, "systemBlue"), (.systemRed, "systemRed"), (.systemGreen, "systemGreen"),
    (.systemOrange, "systemOrange"), (.systemYellow, "systemYellow"), (.systemPink, "systemPink"),
    (.systemPurple, "systemPurple"), (.systemTeal, "systemTeal"), (.systemIndigo, "systemIndigo"),
    (.systemGray, "systemGray"), (.systemGray6, "systemGray6"),
  ]

  @Test("sbload10: a named or system colour read twice is equal, with the same description, components and CGColor")
  func sharedColoursReadAlike() {
    let pairs: [(UIColor, UIColor)] = [
      (.black, .black), (.white, .white), (.clear, .clear), (.red, .red), (.darkGray, .darkGray),
      (.label, .label), (.systemBackground, .systemBackground), (.separator, .separator), (.systemGray, .systemGray),
      (.tintColor, .systemBlue),
    ]
    for (a, b) in pairs {
      #expect(a == b)
      #expect(a.description == b.description)
      #expect(a.cgColor == b.cgColor)
    }
    #expect(UIColor.clear.description == "UIColor.clear")
    #expect(UIColor.label.description == "UIColor.label")
    #expect(UIColor.darkGray.cgColor == CGColor(red: 1 / 3, green: 1 / 3, blue: 1 / 3, alpha: 1))
  }

  @Test("sbload10: a system colour's cgColor is its provider's colour for UITraitCollection.current, light and dark")
  func systemColourCGColorMatchesProvider() {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    for (color, name) in Self.systemColors {
      for traits in [light, dark] {
        let resolved = color.resolvedColor(with: traits)
        var cg: CGColor?
        traits.performAsCurrent { cg = color.cgColor }
        #expect(
          cg == CGColor(red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha),
          "\(name) in \(traits.userInterfaceStyle)")
      }
      // Outside performAsCurrent: the main screen's traits (light).
      let resolved = color.resolvedColor(with: light)
      #expect(color.cgColor == CGColor(red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha))
    }
  }

  @Test("sbload10: colours derived from a shared system colour keep following the traits (alpha, dynamic provider)")
  func derivedColoursStillDynamic() {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let faded = UIColor.label.withAlphaComponent(0.5)
    #expect(faded.resolvedColor(with: dark) == UIColor(red: 1, green: 1, blue: 1, alpha: 0.5))
    var cg: CGColor?
    dark.performAsCurrent { cg = faded.cgColor }
    #expect(cg == CGColor(red: 1, green: 1, blue: 1, alpha: 0.5))
    let custom = UIColor { $0.userInterfaceStyle == .dark ? .systemRed : .systemGreen }
    dark.performAsCurrent { cg = custom.cgColor }
    #expect(cg == CGColor(red: 1, green: 0.271, blue: 0.227, alpha: 1))
  }

  @Test("sbload10: a new cell's highlight and separator colours are unchanged (systemGray4-like grey, separator)")
  func cellColours() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    // The highlight is made the first time it shows (sbcell18), under the content view.
    cell.setHighlighted(true, animated: false)
    let grey = cell.subviews.first?.backgroundColor
    #expect(grey == UIColor(red: 0.82, green: 0.82, blue: 0.84, alpha: 1))
    #expect(cell._separatorView.backgroundColor == .separator)
    #expect(cell.backgroundColor == .systemBackground)
  }
}
