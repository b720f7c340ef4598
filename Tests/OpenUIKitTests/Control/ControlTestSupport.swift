import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import UIKit

/// A visible window holding `control` (window coordinates = the control's superview's).
@MainActor
func window(with control: UIView, size: CGSize = CGSize(width: 400, height: 400)) -> UIWindow {
  let w = UIWindow(frame: CGRect(origin: .zero, size: size))
  w.makeKeyAndVisible()
  w.addSubview(control)
  UIApplication.shared.runUntilIdle()
  return w
}

/// Counts a control's actions per event, in order.
@MainActor
final class EventRecorder {
  private(set) var events: [String] = []
  init(_ control: UIControl, _ watched: [(String, UIControl.Event)]) {
    for (name, event) in watched {
      control.addAction(UIAction { [weak self] _ in self?.events.append(name) }, for: event)
    }
  }
  func count(_ name: String) -> Int { events.filter { $0 == name }.count }
}

/// The drawing part of `view` named `name` (a subview whose layer carries the name).
@MainActor
func part(_ view: UIView, _ name: String) -> UIView? {
  var stack = view.subviews
  while let v = stack.popLast() {
    if v.layer._debugName == name { return v }
    stack.append(contentsOf: v.subviews)
  }
  return nil
}

/// The render snapshot of `view`'s layer contains a layer named `name`.
@MainActor
func renderHasLayer(_ view: UIView, named name: String) -> RenderLayer? {
  var stack = [view.layer._renderSnapshot()]
  while let l = stack.popLast() {
    if l.name == name { return l }
    stack.append(contentsOf: l.sublayers)
  }
  return nil
}
