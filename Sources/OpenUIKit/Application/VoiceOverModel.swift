import Foundation
import OpenQuartzCore

/// A headless model of what VoiceOver sees in a window: the elements it visits and their order,
/// where its focus is, and where the escape gesture goes (OpenUIKitTesting exposes it).
///
/// Rules (Docs/Behaviour/a11y13.md):
/// - a view that is hidden, has an alpha of 0.01 or less, or has `accessibilityElementsHidden`
///   is skipped with everything inside it;
/// - a view with `isAccessibilityElement` is one element, and nothing inside it is visited;
/// - a container with `accessibilityElements` (or `accessibilityElementCount()` above 0) is
///   visited in that order; any other view's elements join its superview's, and each such
///   level is read by position: top to bottom, then left to right (ties: subview order);
/// - `shouldGroupAccessibilityChildren` keeps a view's elements together, read by position
///   among themselves, where the view is;
/// - among siblings, a view with `accessibilityViewIsModal` hides the others (the frontmost
///   modal sibling wins); a presentation's container view (UIKit's transition view) is modal
///   for VoiceOver, so what the presentation covers is not visited.
@preconcurrency @MainActor
package enum VoiceOverModel {
  /// The element VoiceOver was last moved to (`.screenChanged` / `.layoutChanged` arguments, or
  /// the testing API); nil: the first element.
  package static weak var requestedFocus: NSObject?

  // MARK: Elements

  private struct Node {
    var element: NSObject?
    var frame: CGRect
    var children: [Node] = []
  }

  /// The elements of `window` in VoiceOver's order.
  package static func elements(in window: UIWindow) -> [NSObject] {
    var out: [NSObject] = []
    flatten(sorted(childNodes(of: window)), into: &out)
    return out
  }

  private static func flatten(_ nodes: [Node], into out: inout [NSObject]) {
    for node in nodes {
      if let element = node.element { out.append(element) } else { flatten(node.children, into: &out) }
    }
  }

  private static func isVisible(_ view: UIView) -> Bool {
    !view.isHidden && view.alpha > 0.01 && !view.accessibilityElementsHidden
  }

  package static func isModal(_ view: UIView) -> Bool {
    if view.accessibilityViewIsModal { return true }
    if let container = view as? TransitionContainerView { return container.presentationController != nil }
    return false
  }

  /// The nodes a view's visible subviews contribute (the modal rule applied).
  private static func childNodes(of view: UIView) -> [Node] {
    var subviews = view.subviews.filter(isVisible)
    if let modal = subviews.last(where: isModal) { subviews = [modal] }
    var nodes: [Node] = []
    for subview in subviews { contribute(subview, into: &nodes) }
    return nodes
  }

  /// Adds what `view` contributes to its superview's level (assumed visible).
  private static func contribute(_ view: UIView, into nodes: inout [Node]) {
    if view.isAccessibilityElement {
      nodes.append(Node(element: view, frame: view.accessibilityFrame))
      return
    }
    if let items = containerItems(of: view) {
      nodes.append(Node(element: nil, frame: view.accessibilityFrame, children: ordered(items)))
      return
    }
    let children = childNodes(of: view)
    if view.shouldGroupAccessibilityChildren {
      nodes.append(Node(element: nil, frame: view.accessibilityFrame, children: sorted(children)))
    } else {
      nodes += children
    }
  }

  /// A container's own list: `accessibilityElements`, else the indexed elements when
  /// `accessibilityElementCount()` is above 0, else nil (its subviews are visited).
  private static func containerItems(of object: NSObject) -> [Any]? {
    let count: Int
    switch object {
    case let responder as UIResponder:
      if let items = responder.accessibilityElements { return items }
      count = responder.accessibilityElementCount()
      guard count > 0 else { return nil }
      return (0..<count).compactMap { responder.accessibilityElement(at: $0) }
    case let element as UIAccessibilityElement:
      if let items = element.accessibilityElements { return items }
      count = element.accessibilityElementCount()
      guard count > 0 else { return nil }
      return (0..<count).compactMap { element.accessibilityElement(at: $0) }
    default:
      return nil
    }
  }

  /// The nodes of a container's list, kept in its order.
  private static func ordered(_ items: [Any]) -> [Node] {
    var nodes: [Node] = []
    for item in items {
      switch item {
      case let view as UIView:
        guard isVisible(view) else { continue }
        var inner: [Node] = []
        contribute(view, into: &inner)
        if inner.count == 1 {
          nodes.append(inner[0])
        } else if !inner.isEmpty {
          nodes.append(Node(element: nil, frame: view.accessibilityFrame, children: sorted(inner)))
        }
      case let element as UIAccessibilityElement:
        guard !element.accessibilityElementsHidden else { continue }
        if element.isAccessibilityElement {
          nodes.append(Node(element: element, frame: element.accessibilityFrame))
        } else if let inner = containerItems(of: element) {
          nodes.append(Node(element: nil, frame: element.accessibilityFrame, children: ordered(inner)))
        }
      default:
        continue
      }
    }
    return nodes
  }

  /// Reading order by position: top edge, then left edge, then the given order.
  private static func sorted(_ nodes: [Node]) -> [Node] {
    nodes.enumerated().sorted { a, b in
      let fa = a.element.frame, fb = b.element.frame
      if fa.minY != fb.minY { return fa.minY < fb.minY }
      if fa.minX != fb.minX { return fa.minX < fb.minX }
      return a.offset < b.offset
    }.map(\.element)
  }

  // MARK: Focus

  /// Where VoiceOver's focus is in `window`: the requested element while it is visited; else the
  /// first element inside the requested view (a container); else the first element.
  package static func focusedElement(in window: UIWindow) -> NSObject? {
    let list = elements(in: window)
    if let requested = requestedFocus {
      if list.contains(where: { $0 === requested }) { return requested }
      if let container = requested as? UIView,
        let inside = list.first(where: { isInside($0, container) })
      {
        return inside
      }
    }
    return list.first
  }

  private static func isInside(_ element: NSObject, _ container: UIView) -> Bool {
    var current: AnyObject? = element
    while let object = current {
      if object === container { return true }
      if let view = object as? UIView {
        current = view.superview
      } else if let element = object as? UIAccessibilityElement {
        current = element.accessibilityContainer
      } else {
        return false
      }
    }
    return false
  }

  /// What a posted notification does to the focus: `.screenChanged` moves it to its element
  /// argument, or to the first element; `.layoutChanged` moves it to its element argument and
  /// otherwise leaves it. A string argument is spoken, not focused.
  package static func notificationPosted(_ notification: UIAccessibility.Notification, argument: Any?) {
    let element = argument.flatMap { ($0 as AnyObject) as? NSObject }.flatMap { object -> NSObject? in
      object is UIView || object is UIAccessibilityElement ? object : nil
    }
    switch notification {
    case .screenChanged: requestedFocus = element
    case .layoutChanged: if let element { requestedFocus = element }
    default: break
    }
  }

  // MARK: Actions

  /// The escape gesture: from the focused element up the responder chain (an element's
  /// container, a view's controller or superview, a controller's view's superview or presenter,
  /// the window, the application) until an `accessibilityPerformEscape()` returns true.
  package static func performEscape(in window: UIWindow) -> Bool {
    var current: AnyObject? = focusedElement(in: window)
    var steps = 0
    while let object = current, steps < 10_000 {
      steps += 1
      switch object {
      case let responder as UIResponder:
        if responder.accessibilityPerformEscape() { return true }
        current = responder.next
      case let element as UIAccessibilityElement:
        if element.accessibilityPerformEscape() { return true }
        current = element.accessibilityContainer
      default:
        return false
      }
    }
    return false
  }

  /// The custom actions of an element.
  package static func customActions(of element: NSObject) -> [UIAccessibilityCustomAction] {
    switch element {
    case let responder as UIResponder: return responder.accessibilityCustomActions ?? []
    case let element as UIAccessibilityElement: return element.accessibilityCustomActions ?? []
    default: return []
    }
  }
}
