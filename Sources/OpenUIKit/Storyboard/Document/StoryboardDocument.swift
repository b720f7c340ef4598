import Foundation

/// A parsed `.storyboard` file: its version information, scenes, segues and resources, with
/// id-indexed queries for the runtime (UIStoryboard, segue templates, unwinding).
///
/// Build one with `StoryboardParser.parse(data:fileName:)` or `parse(contentsOf:)`. All lookups are
/// dictionary lookups built during the one parsing pass.
///
/// A final class, not a struct (sbload18): it never changes after parsing, and the runtime reads
/// it through `storyboard.document` many times per loaded scene — each read of a struct copied
/// all its fields (about twenty retains and as many releases, atomic operations that cost more
/// than the rest of the read); a class reference is one retain.
package final class StoryboardDocument: Sendable {
  /// The name errors and descriptions use ("Main.storyboard").
  package let fileName: String
  /// `type`: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" for iOS.
  package let type: String
  /// The document format version: "3.0" (Xcode 6+), "2.0" (Xcode 5), "1.0" (Xcode 4).
  package let version: String
  /// The Xcode build that wrote the file ("9531" Xcode 7, "14460.31" Xcode 10…).
  package let toolsVersion: String?
  /// The macOS build that wrote it (dropped by Xcode 10).
  package let systemVersion: String?
  /// "iOS.CocoaTouch", "AppleTV", "watchKit", "MacOSX.Cocoa".
  package let targetRuntime: String?
  package let propertyAccessControl: String?
  package let useAutolayout: Bool
  package let useTraitCollections: Bool
  package let useSafeAreas: Bool
  package let colorMatched: Bool
  /// `initialViewController`: the id of the scene view controller `instantiateInitialViewController()`
  /// returns; nil when the storyboard has no entry point.
  package let initialViewControllerID: String?
  /// Every attribute of `<document>` as written.
  package let attributes: [String: String]
  package let scenes: [StoryboardScene]
  package let resources: StoryboardResources
  /// The document's `<color key="tintColor">` (the global tint of Interface Builder's file
  /// inspector).
  package let tintColor: StoryboardColor?
  /// Other document-level elements as written (`<dependencies>`, `<device>`,
  /// `<inferredMetricsTieBreakers>`, `<simulatedMetricsContainer>`…).
  package let elements: [StoryboardElement]

  private let objectsByID: [String: StoryboardObject]
  private let sceneIndexBySceneID: [String: Int]
  private let segueLocationsByID: [String: SegueLocation]
  private let sceneIndexByStoryboardIdentifier: [String: Int]
  private let segueLocationsBySource: [String: [SegueLocation]]
  private let segueLocationsByOwner: [String: [SegueLocation]]

  private struct SegueLocation: Sendable {
    var scene: Int
    var index: Int
  }

  package init(
    fileName: String, attributes: [String: String], scenes: [StoryboardScene], resources: StoryboardResources,
    tintColor: StoryboardColor?, elements: [StoryboardElement], objectsByID: [String: StoryboardObject]
  ) {
    self.fileName = fileName
    self.attributes = attributes
    self.type = attributes["type"] ?? ""
    self.version = attributes["version"] ?? ""
    self.toolsVersion = attributes["toolsVersion"]
    self.systemVersion = attributes["systemVersion"]
    self.targetRuntime = attributes["targetRuntime"]
    self.propertyAccessControl = attributes["propertyAccessControl"]
    self.useAutolayout = storyboardBool(attributes["useAutolayout"]) ?? false
    self.useTraitCollections = storyboardBool(attributes["useTraitCollections"]) ?? false
    self.useSafeAreas = storyboardBool(attributes["useSafeAreas"]) ?? false
    self.colorMatched = storyboardBool(attributes["colorMatched"]) ?? false
    self.initialViewControllerID = attributes["initialViewController"]
    self.scenes = scenes
    self.resources = resources
    self.tintColor = tintColor
    self.elements = elements
    self.objectsByID = objectsByID

    var sceneIndexBySceneID: [String: Int] = [:]
    var segueLocationsByID: [String: SegueLocation] = [:]
    var sceneIndexByStoryboardIdentifier: [String: Int] = [:]
    var segueLocationsBySource: [String: [SegueLocation]] = [:]
    var segueLocationsByOwner: [String: [SegueLocation]] = [:]
    // Sized up front: growing these indexes rehashed every key several times.
    let segueCount = scenes.reduce(0) { $0 + $1.segues.count }
    sceneIndexBySceneID.reserveCapacity(scenes.count)
    sceneIndexByStoryboardIdentifier.reserveCapacity(scenes.count)
    segueLocationsByID.reserveCapacity(segueCount)
    segueLocationsBySource.reserveCapacity(scenes.count)
    segueLocationsByOwner.reserveCapacity(segueCount)
    // By index, reading single fields: a copy of each scene and segue description was measurable.
    for sceneIndex in scenes.indices {
      sceneIndexBySceneID[scenes[sceneIndex].sceneID] = sceneIndex
      if let identifier = scenes[sceneIndex].viewController?.storyboardIdentifier,
        sceneIndexByStoryboardIdentifier[identifier] == nil
      {
        sceneIndexByStoryboardIdentifier[identifier] = sceneIndex
      }
      for segueIndex in scenes[sceneIndex].segues.indices {
        let location = SegueLocation(scene: sceneIndex, index: segueIndex)
        segueLocationsByID[scenes[sceneIndex].segues[segueIndex].id] = location
        if let source = scenes[sceneIndex].segues[segueIndex].sourceViewControllerID {
          segueLocationsBySource[source, default: []].append(location)
        }
        if let owner = scenes[sceneIndex].segues[segueIndex].ownerID {
          segueLocationsByOwner[owner, default: []].append(location)
        }
      }
    }
    self.sceneIndexBySceneID = sceneIndexBySceneID
    self.segueLocationsByID = segueLocationsByID
    self.sceneIndexByStoryboardIdentifier = sceneIndexByStoryboardIdentifier
    self.segueLocationsBySource = segueLocationsBySource
    self.segueLocationsByOwner = segueLocationsByOwner
  }

  // MARK: Objects and scenes

  /// The object with this id anywhere in the document (view controllers, views, bar items,
  /// placeholders, gesture recognizers, constraints…).
  package func object(withID id: String) -> StoryboardObject? { objectsByID[id] }

  package func scene(withSceneID sceneID: String) -> StoryboardScene? {
    sceneIndexBySceneID[sceneID].map { scenes[$0] }
  }

  /// The scene holding the object or segue with this id.
  package func scene(containing id: String) -> StoryboardScene? {
    if let object = objectsByID[id] { return scene(withSceneID: object.sceneID) }
    if let location = segueLocationsByID[id] { return scenes[location.scene] }
    return nil
  }

  /// The view controller of the scene holding `id` (the "owner" of every object in a scene).
  package func sceneViewController(containing id: String) -> StoryboardObject? {
    scene(containing: id)?.viewController
  }

  /// Every object, scene by scene, depth first in document order.
  package var allObjects: [StoryboardObject] {
    scenes.flatMap { scene in scene.objects.flatMap(\.descendantsAndSelf) }
  }

  // MARK: Entry points

  /// The scene whose view controller is `initialViewController`.
  package var initialScene: StoryboardScene? {
    initialViewControllerID.flatMap { scene(containing: $0) }
  }

  package var initialViewController: StoryboardObject? {
    initialViewControllerID.flatMap { objectsByID[$0] }
  }

  /// Storyboard identifier → scene view controller id, for `instantiateViewController(withIdentifier:)`.
  /// When two scenes share an identifier the first in the file wins.
  package var storyboardIdentifiers: [String: String] {
    var map: [String: String] = [:]
    for (identifier, index) in sceneIndexByStoryboardIdentifier {
      if let id = scenes[index].viewController?.id { map[identifier] = id }
    }
    return map
  }

  package func scene(withStoryboardIdentifier identifier: String) -> StoryboardScene? {
    sceneIndexByStoryboardIdentifier[identifier].map { scenes[$0] }
  }

  package func viewController(withStoryboardIdentifier identifier: String) -> StoryboardObject? {
    scene(withStoryboardIdentifier: identifier)?.viewController
  }

  // MARK: Segues

  /// Every segue in document order; each carries its `sceneID`, `ownerID` and
  /// `sourceViewControllerID`.
  package var segues: [StoryboardSegueDescription] { scenes.flatMap(\.segues) }

  /// Every segue with the scene it starts from.
  package var seguesWithScenes: [(segue: StoryboardSegueDescription, scene: StoryboardScene)] {
    scenes.flatMap { scene in scene.segues.map { (segue: $0, scene: scene) } }
  }

  package func segue(withID id: String) -> StoryboardSegueDescription? {
    segueLocationsByID[id].map { scenes[$0.scene].segues[$0.index] }
  }

  /// The segues whose source is this view controller: triggered by its controls, bar items,
  /// cells and gesture recognizers, manual ones, and its relationship and embed segues.
  package func segues(fromViewControllerID id: String) -> [StoryboardSegueDescription] {
    (segueLocationsBySource[id] ?? []).map { scenes[$0.scene].segues[$0.index] }
  }

  /// The segues in the `<connections>` of this object.
  package func segues(ownedBy ownerID: String) -> [StoryboardSegueDescription] {
    (segueLocationsByOwner[ownerID] ?? []).map { scenes[$0.scene].segues[$0.index] }
  }

  /// The segues in the `<connections>` of this object whose kind `includes` accepts, in
  /// document order: `segues(ownedBy:).filter { includes($0.kind) }` without copying the
  /// descriptions it leaves out (each copy retains and releases a dozen strings; sbload18).
  package func segues(ownedBy ownerID: String, where includes: (StoryboardSegueKind) -> Bool) -> [StoryboardSegueDescription] {
    Self.segues(at: segueLocationsByOwner[ownerID], in: scenes, where: includes)
  }

  /// The segues whose source is this view controller and whose kind `includes` accepts:
  /// `segues(fromViewControllerID:).filter { includes($0.kind) }`, copying only those kept.
  package func segues(
    fromViewControllerID id: String, where includes: (StoryboardSegueKind) -> Bool
  ) -> [StoryboardSegueDescription] {
    Self.segues(at: segueLocationsBySource[id], in: scenes, where: includes)
  }

  private static func segues(
    at locations: [SegueLocation]?, in scenes: [StoryboardScene], where includes: (StoryboardSegueKind) -> Bool
  ) -> [StoryboardSegueDescription] {
    guard let locations else { return [] }
    var result: [StoryboardSegueDescription] = []
    for location in locations where includes(scenes[location.scene].segues[location.index].kind) {
      result.append(scenes[location.scene].segues[location.index])
    }
    return result
  }

  /// What `performSegue(withIdentifier:sender:)` on this view controller would find: the first of
  /// its segues with that identifier (triggered or manual; never relationship segues).
  package func segue(withIdentifier identifier: String, fromViewControllerID id: String) -> StoryboardSegueDescription? {
    segues(fromViewControllerID: id).first { $0.identifier == identifier && $0.kind != .relationship }
  }

  /// A container's relationship segues in order (a navigation controller's root, a tab bar
  /// controller's view controllers, a split view controller's master and detail).
  package func relationshipSegues(ofViewControllerID id: String) -> [StoryboardSegueDescription] {
    segues(fromViewControllerID: id) { $0 == .relationship }
  }

  // MARK: Colours

  /// The components of a colour, following references into `<resources>`: named colours to
  /// `<namedColor>`, system colours to `<systemColor>`, then to the built-in table
  /// (`StoryboardColor.builtInColors`). Nil for a named colour the document does not carry.
  package func resolvedColor(_ color: StoryboardColor) -> StoryboardRGBA? {
    switch color.value {
    case .rgba, .white:
      return color.components
    case .named(let name):
      return resources.namedColors[name]?.components
    case .system(let name):
      if let components = resources.systemColors[name]?.components { return components }
      if let fallback = color.attributes["cocoaTouchSystemColor"], let components = StoryboardColor.builtInColors[fallback] {
        return components
      }
      return StoryboardColor.builtInColors[name]
    case .cocoaTouchSystem(let name):
      return StoryboardColor.builtInColors[name]
    }
  }
}
