import Foundation

/// Trait changes propagated through views, controllers and presentation controllers in UIKit's
/// order — an environment, then (for a view) its subviews or their controllers, (for a
/// controller) its view's subtree, the children whose views are outside it, then its presented
/// controller's presentation controller, (for a presentation controller) its presented
/// controller — from an explicit stack, so a 100,000-deep view chain needs no call stack
/// (issue 12). Every list is read when its owner's turn comes, as the nested calls read them.
/// Traits are memoized for the pass (`UIView._traitMemo`); callbacks run with the memo
/// suspended, and empty it when they may have changed traits.
@MainActor
enum TraitPropagation {
  private enum Step {
    case view(UIView)
    /// A subview: its controller when it is a controller's root view, else the view.
    case subview(UIView)
    case controller(UIViewController)
    /// A child controller, if its view is outside its parent's view hierarchy then.
    case detachedChild(UIViewController)
    /// The controller's presented controller's presentation controller, if any then.
    case presented(UIViewController)
    case presentation(UIPresentationController)
  }

  static func propagate(from view: UIView) { run(.view(view)) }
  static func propagate(from controller: UIViewController) { run(.controller(controller)) }
  static func propagate(from presentation: UIPresentationController) { run(.presentation(presentation)) }

  private static func run(_ first: Step) {
    UIView._traitMemo.scope {
      var stack = [first]
      while let step = stack.popLast() {
        switch step {
        case .view(let view):
          guard view.window != nil else { continue }
          view._deliverTraitChange()
          for sub in view._subviews.reversed() { stack.append(.subview(sub)) }
        case .subview(let view):
          if let controller = view._viewController {
            stack.append(.controller(controller))
          } else {
            stack.append(.view(view))
          }
        case .controller(let controller):
          controller._deliverTraitChange()
          stack.append(.presented(controller))
          for child in controller._children.reversed() { stack.append(.detachedChild(child)) }
          if let view = controller._view { stack.append(.view(view)) }
        case .detachedChild(let child):
          if child._view?.superview == nil { stack.append(.controller(child)) }
        case .presented(let controller):
          if let presentation = controller._presentedViewController?._presentationController {
            stack.append(.presentation(presentation))
          }
        case .presentation(let presentation):
          presentation._deliverTraitChange()
          stack.append(.controller(presentation.presentedViewController))
        }
      }
    }
  }
}
