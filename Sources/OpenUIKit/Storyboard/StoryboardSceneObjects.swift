import Foundation

/// The objects made from one scene, by storyboard id (`StoryboardControllerContext.objects`).
///
/// The scene's controller owns its context, so the context holds controllers weakly: a strong
/// entry would be a retain cycle that kept every storyboard controller, and its whole view tree,
/// alive forever (found with a 100,000-view scene, issue 12). Views, bar items, gesture
/// recognizers and custom objects are held strongly, as the scene's objects.
package struct StoryboardSceneObjects: ExpressibleByDictionaryLiteral {
  /// One entry per id: controllers weakly, everything else strongly (one hashed lookup per
  /// read or write; sbload8).
  private enum Entry {
    case strong(AnyObject)
    case controller(WeakController)
  }

  private struct WeakController {
    weak var controller: UIViewController?
  }

  private var entries: [String: Entry] = [:]

  package init() {}

  /// Room for `count` objects in all: a scene's objects then go in without the table growing
  /// step by step, each step rehashing every id already in (≈ 6k instructions a storyboard
  /// scene; sbinst19).
  package mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

  package init(dictionaryLiteral elements: (String, AnyObject)...) {
    for (id, object) in elements { self[id] = object }
  }

  package subscript(id: String) -> AnyObject? {
    get {
      switch entries[id] {
      case .strong(let object)?: return object
      case .controller(let entry)?: return entry.controller
      case nil: return nil
      }
    }
    set {
      if let controller = newValue as? UIViewController {
        entries[id] = .controller(WeakController(controller: controller))
      } else if let newValue {
        entries[id] = .strong(newValue)
      } else {
        entries[id] = nil
      }
    }
  }

  /// Every live object with its id (no particular order).
  package var all: [(id: String, object: AnyObject)] {
    var result: [(id: String, object: AnyObject)] = []
    for (id, entry) in entries {
      switch entry {
      case .strong(let object): result.append((id, object))
      case .controller(let weak): if let controller = weak.controller { result.append((id, controller)) }
      }
    }
    return result
  }
}
