import Foundation
import OpenQuartzCore
import UIKit

/// What is on screen, in controller terms, as the studio's state messages report it: the page
/// shows it under the summary and the browser test asserts it after each drag.
extension LiveSession {
  /// `{onScreen, top, presented, detent, transitioning}`:
  /// - `onScreen`: the titles of the controllers whose views are in the window, depth first
  ///   (children, then what a controller presents), so the frontmost comes last;
  /// - `top`: the last of them (the controller in front);
  /// - `presented`: the frontmost presented controller's view frame in window coordinates;
  /// - `detent`: the sheet's resting detent when the frontmost presentation is a sheet
  ///   (`selectedDetentIdentifier`, nil meaning the smallest detent);
  /// - `transitioning`: a controller has a transition coordinator (a UIKit transition runs).
  var screenJSON: LiveJSON {
    var onScreen: [String] = []
    var seen = Set<ObjectIdentifier>()
    var transitioning = false
    var frontPresented: UIViewController?
    let window = self.window
    // A controller's tree (itself, then its children), then what it and its children present,
    // each presentation with its own tree: the frontmost controller comes last.
    var presentations: [UIViewController] = []
    func visitTree(_ vc: UIViewController) {
      guard seen.insert(ObjectIdentifier(vc)).inserted else { return }
      if vc.transitionCoordinator != nil { transitioning = true }
      if vc.isViewLoaded, vc.view.window === window, let title = vc.title, !title.isEmpty { onScreen.append(title) }
      for child in vc.children { visitTree(child) }
      if let presented = vc.presentedViewController { presentations.append(presented) }
    }
    if let root = window.rootViewController { visitTree(root) }
    while !presentations.isEmpty {
      let next = presentations.removeFirst()
      guard !seen.contains(ObjectIdentifier(next)) else { continue }
      frontPresented = next
      visitTree(next)
    }
    var presentedFrame: LiveJSON = .null
    var detent: LiveJSON = .null
    if let p = frontPresented, p.isViewLoaded, p.view.window === window {
      let f = p.view.convert(p.view.bounds, to: nil)
      presentedFrame = .array([.number(f.minX), .number(f.minY), .number(f.width), .number(f.height)])
      if let sheet = p.presentationController as? UISheetPresentationController {
        let id = sheet.selectedDetentIdentifier ?? sheet.detents.first?.identifier
        detent = id.map { .string($0.rawValue) } ?? .null
      }
    }
    return .object([
      ("onScreen", .array(onScreen.map { .string($0) })),
      ("top", onScreen.last.map { .string($0) } ?? .null),
      ("presented", presentedFrame),
      ("detent", detent),
      ("transitioning", .bool(transitioning)),
    ])
  }
}
