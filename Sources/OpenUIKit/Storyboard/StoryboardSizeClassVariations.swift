import Foundation

/// A scene's size-class variations (spec B7): Interface Builder's per-size-class "installed"
/// boxes, written as `<variation key="…"><mask key="constraints|subviews"><include|exclude
/// reference=…/>` on the owning view, and per-size-class constants, written as `<variation
/// key="…" constant=…/>` inside a `<constraint>`. Constraints and subviews are installed and
/// uninstalled whenever the scene root's size classes change, as UIKit does: an uninstalled
/// subview leaves its superview (it is kept, and comes back at its place among its siblings);
/// an uninstalled constraint is deactivated (it still exists, and outlets reach it).
///
/// Which variation decides for a reference: the most specific one that lists it, among those
/// matching the current size classes — both classes (`heightClass=…-widthClass=…`), then width
/// alone, then height alone, then `default`; listed nowhere means installed (Docs/Behaviour.md).
@MainActor
final class StoryboardSizeClassVariations {
  /// A variation key: the size classes it requires (nil: any).
  struct Condition: Equatable {
    var width: UIUserInterfaceSizeClass?
    var height: UIUserInterfaceSizeClass?

    /// `default`, `widthClass=compact`, `heightClass=regular-widthClass=compact`…; nil for a key
    /// naming other traits.
    init?(key: String) {
      guard key != "default" else { return }
      for part in key.split(separator: "-") {
        let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
        guard pair.count == 2 else { return nil }
        let value: UIUserInterfaceSizeClass
        switch pair[1] {
        case "compact": value = .compact
        case "regular": value = .regular
        default: return nil
        }
        switch pair[0] {
        case "widthClass": width = value
        case "heightClass": height = value
        default: return nil
        }
      }
    }

    func matches(width w: UIUserInterfaceSizeClass, height h: UIUserInterfaceSizeClass) -> Bool {
      (width == nil || width == w) && (height == nil || height == h)
    }

    /// Both classes, then width alone, then height alone, then default.
    var rank: Int { (width != nil ? 2 : 0) + (height != nil ? 1 : 0) }
  }

  /// Include/exclude entries for one reference, and per-variation constants.
  struct Rule {
    var entries: [(condition: Condition, included: Bool)] = []
    var constants: [(condition: Condition, constant: Double)] = []

    func isInstalled(width: UIUserInterfaceSizeClass, height: UIUserInterfaceSizeClass) -> Bool {
      best(entries.map { ($0.condition, $0.included) }, width, height) ?? true
    }

    func constant(width: UIUserInterfaceSizeClass, height: UIUserInterfaceSizeClass) -> Double? {
      best(constants.map { ($0.condition, $0.constant) }, width, height)
    }

    private func best<T>(_ list: [(Condition, T)], _ w: UIUserInterfaceSizeClass, _ h: UIUserInterfaceSizeClass) -> T? {
      var chosen: (rank: Int, value: T)?
      for (condition, value) in list where condition.matches(width: w, height: h) {
        if chosen == nil || condition.rank > chosen!.rank { chosen = (condition.rank, value) }
      }
      return chosen?.value
    }
  }

  struct ConstraintEntry {
    let constraint: NSLayoutConstraint
    let rule: Rule
    let baseConstant: CGFloat
  }

  struct SubviewEntry {
    let view: UIView
    weak var superview: UIView?
    /// The views declared before it in its superview's `<subviews>`.
    let declaredBefore: [UIView]
    let rule: Rule
  }

  weak var root: UIView?
  var constraints: [ConstraintEntry] = []
  var subviews: [SubviewEntry] = []
  private var applied: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)?

  init(root: UIView) { self.root = root }


  /// Installs what the size classes of `traits` ask for (unspecified classes match only
  /// `default`). Subviews first, so constraints find their items in the hierarchy.
  func apply(_ traits: UITraitCollection) {
    let w = traits.horizontalSizeClass, h = traits.verticalSizeClass
    if let applied, applied == (w, h) { return }
    applied = (w, h)
    for entry in subviews {
      guard let superview = entry.superview else { continue }
      let wanted = entry.rule.isInstalled(width: w, height: h)
      let present = entry.view.superview === superview
      if wanted && !present {
        let index = entry.declaredBefore.filter { $0.superview === superview }.count
        superview.insertSubview(entry.view, at: min(index, superview.subviews.count))
      } else if !wanted && present {
        entry.view.removeFromSuperview()
      }
    }
    var activating: [NSLayoutConstraint] = []
    for entry in constraints {
      let c = entry.constraint
      let constant = entry.rule.constant(width: w, height: h).map { CGFloat($0) } ?? entry.baseConstant
      if c.constant != constant { c.constant = constant }
      let wanted = entry.rule.isInstalled(width: w, height: h) && Self.itemsShareHierarchy(c)
      if wanted && !c.isActive { activating.append(c) }
      if !wanted && c.isActive { c.isActive = false }
    }
    NSLayoutConstraint.activate(activating)
  }

  /// Both items are in one view tree (a constraint naming an uninstalled subview waits).
  static func itemsShareHierarchy(_ c: NSLayoutConstraint) -> Bool {
    guard let first = LayoutEngine.view(of: c.firstItem) else { return false }
    guard c.secondAnchor != nil else { return true }
    guard let second = LayoutEngine.view(of: c.secondItem) else { return false }
    return LayoutEngine.topmost(first) === LayoutEngine.topmost(second)
  }

  // MARK: Reading the file

  /// The include/exclude entries of `owner`'s `<variation>` masks with key `maskKey`, by reference.
  static func maskRules(_ owner: StoryboardObject, _ maskKey: String) -> [String: Rule] {
    var rules: [String: Rule] = [:]
    for variation in owner.properties where variation.name == "variation" {
      guard let key = variation.key, let condition = Condition(key: key) else { continue }
      for mask in variation.children where mask.name == "mask" && mask.key == maskKey {
        for entry in mask.children where entry.name == "include" || entry.name == "exclude" {
          guard let reference = entry["reference"] else { continue }
          rules[reference, default: Rule()].entries.append((condition, entry.name == "include"))
        }
      }
    }
    return rules
  }

  /// `<variation key="…" constant="…"/>` inside a `<constraint>`.
  static func constantVariations(_ constraint: StoryboardObject) -> [(condition: Condition, constant: Double)] {
    constraint.properties.compactMap { variation in
      guard variation.name == "variation", let key = variation.key, let condition = Condition(key: key),
        let text = variation["constant"], let value = Double(text)
      else { return nil }
      return (condition, value)
    }
  }
}

/// The installed-or-not decision alone, for tests: `entries` maps variation keys to include
/// (true) or exclude (false).
package enum StoryboardSizeClassVariationsProbe {
  @MainActor
  package static func installed(_ entries: [String: Bool], w: UIUserInterfaceSizeClass, h: UIUserInterfaceSizeClass) -> Bool {
    var rule = StoryboardSizeClassVariations.Rule()
    for (key, included) in entries {
      if let condition = StoryboardSizeClassVariations.Condition(key: key) { rule.entries.append((condition, included)) }
    }
    return rule.isInstalled(width: w, height: h)
  }
}
