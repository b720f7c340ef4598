import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Auto Layout rules, each pinned to its source (spec sheets-and-autolayout.md §B, Apple docs).
@MainActor
@Suite(.serialized)
struct AutoLayoutTests {
  func makeRoot() -> (UIView, UIView) { makeConstraintRoot() }

  @Test("UIKit: constraints are inactive until activated; isActive and constraints reflect activation (NSLayoutConstraint docs)")
  func activation() {
    let (root, child) = makeRoot()
    let c = child.widthAnchor.constraint(equalToConstant: 10)
    #expect(!c.isActive)
    #expect(c.priority == .required && c.multiplier == 1 && c.relation == .equal)
    c.isActive = true
    #expect(c.isActive)
    #expect(child.constraints.contains { $0 === c })
    let pin = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    NSLayoutConstraint.activate([pin])
    #expect(root.constraints.contains { $0 === pin })  // installed on the nearest common ancestor
    NSLayoutConstraint.deactivate([c, pin])
    #expect(!c.isActive && child.constraints.isEmpty && root.constraints.isEmpty)
  }

  @Test("UIKit: pinning all four edges with constants gives the inset frame (anchor constants: after/below)")
  func edgePinning() {
    let (root, child) = makeRoot()
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -50),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 20, y: 40, width: 350, height: 710))
    #expect(!child.hasAmbiguousLayout)
  }

  @Test("UIKit: centering with fixed size; root resizes re-solve (layout cycle, spec B6)")
  func centering() {
    let (root, child) = makeRoot()
    NSLayoutConstraint.activate([
      child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.heightAnchor.constraint(equalToConstant: 60),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 150, y: 370, width: 100, height: 60))
    root.frame = CGRect(x: 0, y: 0, width: 800, height: 400)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 350, y: 170, width: 100, height: 60))
  }

  @Test("UIKit: NSLayoutDimension multiplier means first = m × second + c (aspect ratio)")
  func aspectRatio() {
    let (root, child) = makeRoot()
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
      child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 9.0 / 16.0),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.width == 200)
    #expect(abs(child.frame.height - 112.5) < 0.34)  // rounded to the 3× pixel grid
  }

  @Test("UIKit: an optional constraint comes as close as it can; the higher priority wins a conflict (Auto Layout Guide)")
  func priorities() {
    let (root, child) = makeRoot()
    let wide = child.widthAnchor.constraint(equalToConstant: 300)
    wide.priority = .defaultLow
    let narrow = child.widthAnchor.constraint(equalToConstant: 100)
    narrow.priority = .defaultHigh
    let cap = child.widthAnchor.constraint(lessThanOrEqualToConstant: 80)
    NSLayoutConstraint.activate([
      wide, narrow, child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.width == 100)
    cap.isActive = true
    root.layoutIfNeeded()
    #expect(child.frame.width == 80)  // never silently dropped: as close as allowed
  }

  @Test("UIKit: changing priority between required and optional on an active constraint raises (NSLayoutConstraint.h)")
  func priorityMutation() {
    let (_, child) = makeRoot()
    let c = child.widthAnchor.constraint(equalToConstant: 10)
    c.isActive = true
    let start = UIApplication.shared.diagnostics.count
    c.priority = .defaultLow
    let d = Array(UIApplication.shared.diagnostics.dropFirst(start))
    #expect(d.count == 1 && d.first?.message.hasPrefix("Mutating a priority from required to not on an installed constraint") == true)
    #expect(c.priority == .required)
  }

  @Test("UIKit: intrinsic size with hugging vs compression resistance — the lower-hugging label stretches (objc.io)")
  func huggingVersusCompression() {
    let (root, _) = makeRoot()
    let a = UILabel(), b = UILabel()
    a.text = "Name"
    b.text = "Value"
    for l in [a, b] {
      l.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(l)
    }
    a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(a.frame.width == a.intrinsicContentSize.width)  // hugs its text
    #expect(b.frame.width == 400 - 8 - a.intrinsicContentSize.width)  // lower hugging: stretches
    #expect(a.frame.height == a.intrinsicContentSize.height)
    // Compression: a narrow root squeezes the label with lower compression resistance first.
    b.setContentCompressionResistancePriority(UILayoutPriority(740), for: .horizontal)
    root.frame = CGRect(x: 0, y: 0, width: 60, height: 800)
    root.layoutIfNeeded()
    #expect(a.frame.width == a.intrinsicContentSize.width)
    #expect(b.frame.width == 60 - 8 - a.intrinsicContentSize.width)
  }

  @Test("UIKit: layoutMarginsGuide is the bounds inset by layoutMargins (8 pt default); margin attributes use it")
  func margins() {
    let (root, child) = makeRoot()
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      child.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 8, y: 8, width: 384, height: 10))
    root.layoutMargins = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 16, y: 20, width: 368, height: 10))
    #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 20, width: 368, height: 760))
    let other = UIView()
    other.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(other)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(item: other, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin, multiplier: 1, constant: 4),
      NSLayoutConstraint(item: other, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1, constant: 0),
      NSLayoutConstraint(item: other, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 5),
      NSLayoutConstraint(item: other, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 5),
    ])
    root.layoutIfNeeded()
    #expect(other.frame == CGRect(x: 20, y: 20, width: 5, height: 5))
  }

  @Test("UIKit: readableContentGuide is centred in the margins and at most 672 pt wide (useyourloaf, spec B3)")
  func readableGuide() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 1),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.width == 672)
    #expect(child.frame.minX == 176)
  }

  @Test("UIKit: the safe area of a view in an iPhone 15 window is 59 pt top, 34 pt bottom; additionalSafeAreaInsets add (spec B3)")
  func safeArea() {
    let vc = UIViewController()
    let window = makeWindow(root: vc)
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    vc.view.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: vc.view.safeAreaLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: vc.view.safeAreaLayoutGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor),
    ])
    vc.view.layoutIfNeeded()
    #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(content.frame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
    #expect(UIView().safeAreaInsets == .zero)  // not in a window
    vc.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    vc.view.layoutIfNeeded()
    #expect(content.frame.minY == 69)
    window.isHidden = true
  }

  @Test("UIKit: a translating view's autoresizing mask becomes constraints (flexible width follows the superview, spec B2)")
  func autoresizingTranslation() {
    let (root, child) = makeRoot()
    let header = UIView(frame: CGRect(x: 10, y: 0, width: 380, height: 44))
    header.autoresizingMask = [.flexibleWidth]
    root.addSubview(header)
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 4),
      child.leadingAnchor.constraint(equalTo: header.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: header.trailingAnchor),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 48, width: 380, height: 20))
    root.frame = CGRect(x: 0, y: 0, width: 600, height: 800)
    root.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 10, y: 0, width: 580, height: 44))
    #expect(child.frame == CGRect(x: 10, y: 48, width: 580, height: 20))
  }

  @Test("UIKit: visual format language builds the same constraints as anchors (VFL guide)")
  func visualFormat() {
    let (root, child) = makeRoot()
    let other = UIView()
    other.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(other)
    let views = ["a": child, "b": other]
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a(==100)]-[b]-(20)-|", options: [], metrics: nil, views: views)
        + NSLayoutConstraint.constraints(withVisualFormat: "V:|-(m)-[a(44)]", options: [], metrics: ["m": 30], views: views)
        + NSLayoutConstraint.constraints(withVisualFormat: "V:|[b(>=10,<=50@750)]", options: [], metrics: nil, views: views))
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 8, y: 30, width: 100, height: 44))
    #expect(other.frame.minX == 116 && other.frame.maxX == 380)
    #expect(other.frame.minY == 0)
  }

  @Test("UIKit: layoutIfNeeded inside UIView.animate animates a constant change; sampled mid-way (objc.io, spec B6)")
  func animatedConstant() {
    let vc = UIViewController()
    let window = makeWindow(root: vc)
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    vc.view.addSubview(card)
    let height = card.heightAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor),
      card.bottomAnchor.constraint(equalTo: vc.view.bottomAnchor), height,
    ])
    vc.view.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 0, y: 752, width: 393, height: 100))
    height.constant = 500
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { vc.view.layoutIfNeeded() }
    #expect(card.frame == CGRect(x: 0, y: 352, width: 393, height: 500))  // model value at once
    UIApplication.shared.advance(by: 0.5)
    let mid = card.layer.presentation()?.frame ?? .zero
    #expect(abs(mid.height - 300) < 10)
    #expect(abs(mid.minY - 552) < 10)
    UIApplication.shared.runUntilIdle()
    #expect(card.layer.presentation()?.frame.height == 500)
    window.isHidden = true
  }

  @Test("UIKit: conflicting required constraints log 'Unable to simultaneously satisfy constraints.' and break one (spec B4)")
  func unsatisfiable() {
    let (root, child) = makeRoot()
    let start = UIApplication.shared.diagnostics.count
    let h100 = child.heightAnchor.constraint(equalToConstant: 100)
    let h200 = child.heightAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: root.topAnchor), child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.widthAnchor.constraint(equalToConstant: 10), h100, h200,
    ])
    root.layoutIfNeeded()
    let d = Array(UIApplication.shared.diagnostics.dropFirst(start))
    #expect(d.count == 1)
    let message = d.first?.message ?? ""
    #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"))
    #expect(message.contains(h100.description) && message.contains(h200.description))
    #expect(message.contains("Will attempt to recover by breaking constraint \n\(h100.description)"))
    #expect(message.contains("UIViewAlertForUnsatisfiableConstraints"))
    #expect(child.frame.height == 200)  // the broken one is ignored, nothing crashes
    #expect(h100.isActive)
  }

  @Test("UIKit: activating a constraint between views in different hierarchies raises NSGenericException (NSLayoutConstraint.h)")
  func noCommonAncestor() {
    let a = UIView(), b = UIView()
    let start = UIApplication.shared.diagnostics.count
    let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    c.isActive = true
    let d = Array(UIApplication.shared.diagnostics.dropFirst(start))
    #expect(!c.isActive)
    #expect(d.first?.message.hasPrefix("Unable to activate constraint with anchors") == true)
  }

  @Test("UIKit: removing a view from its superview removes the constraints between it and the rest")
  func removalDropsConstraints() {
    let (root, child) = makeRoot()
    let c = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    let own = child.widthAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([c, own])
    child.removeFromSuperview()
    #expect(!c.isActive && own.isActive)
    #expect(root.constraints.isEmpty)
  }

  @Test("UIKit: hasAmbiguousLayout is true for a view whose position is not determined")
  func ambiguity() {
    let (root, child) = makeRoot()
    NSLayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10)])
    root.layoutIfNeeded()
    #expect(child.hasAmbiguousLayout)
    NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor), child.topAnchor.constraint(equalTo: root.topAnchor)])
    #expect(!child.hasAmbiguousLayout)
    let loose = UIView()
    loose.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(loose)
    NSLayoutConstraint.activate([
      loose.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor), loose.topAnchor.constraint(equalTo: root.topAnchor),
      loose.widthAnchor.constraint(equalToConstant: 10), loose.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(loose.hasAmbiguousLayout)
    #expect(loose.leadingAnchor.hasAmbiguousLayout && !loose.topAnchor.hasAmbiguousLayout)
  }

  @Test("UIKit: systemLayoutSizeFitting(layoutFittingCompressedSize) is the smallest size the subtree's constraints allow")
  func fittingSize() {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let label = UILabel()
    label.text = "Hello"
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
      label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -11),
    ])
    let size = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(size.width == label.intrinsicContentSize.width + 32)
    #expect(size.height == label.intrinsicContentSize.height + 22)
    #expect(cell.frame.size == CGSize(width: 300, height: 300))
  }

  @Test("UIKit: systemLayoutSizeFitting(layoutFittingExpandedSize) is the largest size the subtree's constraints allow; content hugging (above fittingSizeLevel) still holds a label to its text (systemLayoutSizeFitting docs)")
  func expandedFittingSize() {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let label = UILabel(), box = UIView()
    label.text = "Hello"
    for view in [label, box] {
      view.translatesAutoresizingMaskIntoConstraints = false
      cell.addSubview(view)
    }
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
      box.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
      box.leadingAnchor.constraint(equalTo: cell.leadingAnchor), box.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
      box.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
      box.widthAnchor.constraint(lessThanOrEqualToConstant: 500), box.heightAnchor.constraint(lessThanOrEqualToConstant: 40),
      box.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
    ])
    let size = cell.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
    #expect(size.width == 500)
    #expect(size.height == 11 + label.intrinsicContentSize.height + 8 + 40)
    let compressed = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(compressed.width == label.intrinsicContentSize.width + 32)
    #expect(compressed.height == 11 + label.intrinsicContentSize.height + 8)
    #expect(cell.frame.size == CGSize(width: 300, height: 300))
  }

  @Test("UIKit: updateConstraints runs before layout after setNeedsUpdateConstraints, deepest first (spec B6)")
  func updateConstraintsOrder() {
    final class Recording: UIView {
      var log: (String) -> Void = { _ in }
      var name = ""
      override func updateConstraints() {
        log(name)
        super.updateConstraints()
      }
    }
    var log: [String] = []
    let root = Recording(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = Recording()
    root.name = "root"
    child.name = "child"
    root.log = { log.append($0) }
    child.log = { log.append($0) }
    root.addSubview(child)
    root.setNeedsUpdateConstraints()
    child.setNeedsUpdateConstraints()
    #expect(child.needsUpdateConstraints())
    root.layoutIfNeeded()
    #expect(log == ["child", "root"])
    #expect(!child.needsUpdateConstraints())
  }

  @Test("UIKit: solved frames are rounded to the screen's pixel grid")
  func pixelRounding() {
    let (root, child) = makeRoot()
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10.1),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 0.2),
      child.widthAnchor.constraint(equalToConstant: 33.33), child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    let scale = UIScreen.main.scale
    for value in [child.frame.minX, child.frame.minY, child.frame.maxX, child.frame.maxY] {
      #expect(abs((value * scale).rounded() - value * scale) < 1e-9)
    }
  }
}
