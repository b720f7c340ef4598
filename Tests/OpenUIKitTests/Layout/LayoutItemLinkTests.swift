import Foundation
@testable import OpenUIKit
import Testing
import UIKit

/// Auto Layout reaches views without weak references (issue 17, layout11): an anchor's view
/// through its layout storage, a constraint's owner through the owner's storage, a layout
/// guide's owning view and the engine's pending roots through unretained links with the view's
/// liveness token. Each must read what a weak reference read: the view while it lives, nil once
/// it died.
@MainActor
@Suite(.serialized)
struct LayoutItemLinkTests {
  @Test("UIKit: a layout guide's owningView is weak — nil once the owning view died, never a dangling view (UILayoutGuide.owningView docs)")
  func guideOwnerReadsNilAfterDeath() {
    let guide = UILayoutGuide()
    var owner: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    owner!.addLayoutGuide(guide)
    #expect(guide.owningView === owner)
    #expect(owner!.layoutGuides.count == 1)
    let margins = owner!.layoutMarginsGuide
    #expect(margins.owningView === owner)
    owner = nil
    #expect(guide.owningView == nil)
    #expect(margins.owningView == nil)
    // A guide moves to another view: the new owner reads back, the old one lets it go.
    let a = UIView(), b = UIView()
    a.addLayoutGuide(guide)
    b.addLayoutGuide(guide)
    #expect(guide.owningView === b && a.layoutGuides.isEmpty && b.layoutGuides.count == 1)
    b.removeLayoutGuide(guide)
    #expect(guide.owningView == nil)
  }

  @Test("UIKit: a constraint does not keep the view it is installed on — its items and owner read nil once the hierarchy died, and deactivating it then is harmless (NSLayoutConstraint docs)")
  func constraintOwnerReadsNilAfterDeath() {
    var kept: [NSLayoutConstraint] = []
    weak var weakRoot: UIView?
    do {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let child = UIView()
      child.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(child)
      kept = [
        child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        child.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
        child.widthAnchor.constraint(equalToConstant: 50),
        child.heightAnchor.constraint(equalToConstant: 20),
      ]
      NSLayoutConstraint.activate(kept)
      #expect(kept[0]._owner === root && kept[2]._owner === child)
      root.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 8, y: 4, width: 50, height: 20))
      weakRoot = root
    }
    #expect(weakRoot == nil)
    for c in kept {
      #expect(c._owner == nil)
      #expect(c.firstItem == nil)
    }
    #expect(kept[1].secondItem == nil)
    NSLayoutConstraint.deactivate(kept)
    #expect(kept.allSatisfy { !$0.isActive })
    LayoutEngine.shared.sweepDeadItems()
  }

  @Test("Engine rule: a hierarchy that died before its first layout leaves no pending root behind — the engine's record of it reads nil, as a weak reference did, and the next sweep drops it")
  func pendingRootOfDeadHierarchyIsDropped() {
    let engine = LayoutEngine.shared
    engine.sweepDeadItems()
    var key: ObjectIdentifier?
    do {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let child = UIView()
      child.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(child)
      NSLayoutConstraint.activate([child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)])
      #expect(engine.pendingRoots[ObjectIdentifier(root)]?.object === root)
      #expect(engine.lastPendingRoot === root)
      key = ObjectIdentifier(root)
    }
    #expect(engine.lastPendingRoot == nil)
    #expect(key.flatMap { engine.pendingRoots[$0] }?.object == nil)
    engine.sweepDeadItems()
    #expect(key.map { engine.pendingRoots[$0] == nil } == true)
    #expect(!engine.pendingRoots.values.contains { $0.object == nil })
  }
}
