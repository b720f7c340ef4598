import Foundation

/// The objects made from one scene, by storyboard id (`StoryboardControllerContext.objects`).
///
/// The scene's controller owns its context, so the context holds controllers weakly: a strong
/// entry would be a retain cycle that kept every storyboard controller, and its whole view tree,
/// alive forever (found with a 100,000-view scene, issue 12). Views, bar items, gesture
/// recognizers and custom objects are held strongly, as the scene's objects.
package struct StoryboardSceneObjects: ExpressibleByDictionaryLiteral {
  private struct WeakController {
    weak var controller: UIViewController?
  }

  private var strong: [String: AnyObject] = [:]
  private var controllers: [String: WeakController] = [:]

  package init() {}

  package init(dictionaryLiteral elements: (String, AnyObject)...) {
    for (id, object) in elements { self[id] = object }
  }

  package subscript(id: String) -> AnyObject? {
    get { strong[id] ?? controllers[id]?.controller }
    set {
      if let controller = newValue as? UIViewController {
        strong[id] = nil
        controllers[id] = WeakController(controller: controller)
      } else {
        controllers[id] = nil
        strong[id] = newValue
      }
    }
  }

  /// Every live object with its id (no particular order).
  package var all: [(id: String, object: AnyObject)] {
    var result = strong.map { (id: $0.key, object: $0.value) }
    for (id, entry) in controllers {
      if let controller = entry.controller { result.append((id, controller)) }
    }
    return result
  }
}
