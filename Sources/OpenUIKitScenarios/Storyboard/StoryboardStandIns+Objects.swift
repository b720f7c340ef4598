import Foundation
import OpenUIKit

/// `--stand-ins` for `<customObject>` elements (a tab bar controller's transition delegate, a
/// data source): an unregistered class gets a plain `NSObject` stand-in registered under its
/// name, so the scene makes it instead of warning "Unknown class" at each instantiation. The
/// stand-in answers the IB actions the storyboard connects to objects of that class (each
/// recorded in the trace: "stand-in  AAPLSlideTransitionDelegate  nextTab:") and keeps its
/// outlets (weakly, as IB outlets to scene objects are declared), readable with `outlet(_:)`.
/// It adopts no protocol: a controller outlet (`delegate`, `transitioningDelegate`) pointing at
/// it stays nil, so UIKit's default behaviour runs (Docs/Behaviour.md, "Storyboard stand-ins").
extension StoryboardStandIns {
  /// Unregistered `customClass`es of `<customObject>`s in `documents`, sorted.
  package static func missingObjectClasses(in documents: [StoryboardDocument]) -> [String] {
    Array(customObjects(in: documents).keys).sorted()
  }

  /// The unregistered custom objects of `documents`, by class name.
  static func customObjects(in documents: [StoryboardDocument]) -> [String: [StoryboardObject]] {
    var objects: [String: [StoryboardObject]] = [:]
    for document in documents {
      for scene in document.scenes {
        for object in scene.objects where object.category == .customObject {
          guard let name = object.customClass,
            StoryboardClassRegistry.objectFactory(name, module: object.customModule) == nil
          else { continue }
          objects[name, default: []].append(object)
        }
      }
    }
    return objects
  }

  /// Registers a stand-in for every unregistered custom object class of `documents`; returns their names.
  static func registerObjectStandIns(for documents: [StoryboardDocument]) -> [String] {
    let objectsByClass = customObjects(in: documents)
    let everyObject = documents.flatMap { $0.scenes.flatMap(\.objects).flatMap(\.descendantsAndSelf) }
    for (name, instances) in objectsByClass {
      let ids = Set(instances.compactMap(\.id))
      // IB actions the storyboard sends to objects of this class.
      let actions = Set(everyObject.flatMap(\.actions).filter { ids.contains($0.destinationID) }.map(\.selector))
      StoryboardClassRegistry.registerObject(StandInObject.self, name: name) { StandInObject(className: name, actions: actions) }
      for selector in actions {
        ActionRegistry.register(StandInObject.self, Selector(selector)) { (object: StandInObject, _: Any?) in
          guard object.actions.contains(selector) else { return }
          EventTrace.record("stand-in", object.className, selector)
        }
      }
      for property in Set(instances.flatMap(\.outlets).map(\.property)) {
        StoryboardClassRegistry.registerOutlet(StandInObject.self, property) { owner, object in
          owner.outlets[property] = WeakOutlet(object: object)
        }
      }
    }
    return objectsByClass.keys.sorted()
  }
}

/// The stand-in of a `<customObject>` class whose code is absent.
@preconcurrency @MainActor
package final class StandInObject: NSObject {
  package let className: String
  let actions: Set<String>
  fileprivate var outlets: [String: WeakOutlet] = [:]

  init(className: String, actions: Set<String>) {
    self.className = className
    self.actions = actions
    super.init()
  }

  /// The object the storyboard's outlet `property` connected, while it lives.
  package func outlet(_ property: String) -> AnyObject? { outlets[property]?.object }

  /// Whether the stand-in answers the IB action `selector`.
  package func answers(_ selector: String) -> Bool { actions.contains(selector) }
}

private struct WeakOutlet {
  weak var object: AnyObject?
}
