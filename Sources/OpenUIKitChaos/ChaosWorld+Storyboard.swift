import Foundation
import OpenUIKitTesting
import UIKit

// The random tester's storyboard operations (segues by identifier, taps on the controls that
// own segues, unwinds) and the swaps of its custom container.
extension ChaosWorld {
  /// Names and tracks a page the storyboard made (a segue's destination, an initial scene).
  func adopt(_ page: ChaosStoryboardController) {
    let n = nextName()
    page.name(n)
    track(page, n)
    emit("// \(n): a page made by the storyboard")
  }

  /// Names and tracks the controllers a segue made that are not pages (the navigation controller
  /// a `sheet` segue presents): without them, the top of a chain they end is unknown to the
  /// invariants (the tap check aimed at the presenter, under the sheet) and their release is not
  /// checked.
  /// Known means tracked and alive: a name alone is not enough, a dead controller's address may
  /// be reused by a new one (seed 43: a rejected `.partialCurl` presentation's controller, then
  /// the sheet's navigation controller).
  func adoptUnnamed() {
    let known = Set(tracked.compactMap { $0.object.map(ObjectIdentifier.init) })
    for vc in reachable() where !known.contains(ObjectIdentifier(vc)) {
      let n = nextName()
      track(vc, n)
      emit("// \(n): a \(type(of: vc)) made by the storyboard")
    }
  }

  func makeFromStoryboard() -> UIViewController {
    guard let nav = ChaosStoryboard.instantiate() else { return make(.plain) }
    let n = nextName()
    track(nav, n)
    emit("let \(n) = ChaosStoryboard.instantiate()!")
    return nav
  }

  private func pages() -> [ChaosStoryboardController] { reachable().compactMap { $0 as? ChaosStoryboardController } }

  func performSegue(_ identifier: String, at: Int) {
    guard let page = pick(pages(), at) else { return }
    emit("\(name(page)).performSegue(withIdentifier: \"\(identifier)\", sender: nil)")
    checked { page.performSegue(withIdentifier: identifier, sender: nil) }
    adoptUnnamed()
  }

  func tapSegue(_ identifier: String, at: Int) {
    guard let w = window, let page = pick(pages(), at), let button = page.button(for: identifier), button.window === w
    else { return }
    let p = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: w)
    emit("\(windowName).tap(at: CGPoint(x: \(p.x), y: \(p.y)))  // \(name(page))'s \(identifier) button")
    w.tap(at: p)
    adoptUnnamed()
  }

  func swap(at: Int, animated: Bool, options: Int) {
    guard let container = pick(reachable().compactMap { $0 as? ChaosSwapContainer }, at) else { return }
    let next = make(.plain)
    let (option, spelled) = ChaosOp.swapOptions[options % ChaosOp.swapOptions.count]
    let duration = animated ? 0.3 : 0
    emit("\(name(container)).swap(to: \(name(next)), duration: \(duration), options: \(spelled))")
    checked { container.swap(to: next, duration: duration, options: option) }
  }
}
