import Foundation

/// Cycles in a storyboard's graph — a navigation controller whose root is itself, tab bar or
/// split view controllers that contain themselves, mutual relationships, embed segues that
/// embed their own scene, references that lead back to themselves — would instantiate or load
/// forever. Each instantiation and each scene view load is entered here first; re-entering one
/// already in progress is reported with both locations (where the cycle starts and the object
/// that leads back to it), as an exception diagnostic, and not followed.
@preconcurrency @MainActor
enum StoryboardCycleGuard {
  struct Entry {
    var key: String
    var object: StoryboardObject
    var fileName: String
    var location: String { "<\(object.elementName) id=\"\(object.id ?? "?")\"> at \(fileName):\(object.line)" }
  }

  /// Controllers being instantiated (relationships and references nest).
  private static var instantiating: [Entry] = []
  /// Scene views being loaded (embed segues nest).
  private static var loading: [Entry] = []

  /// Runs `body` inside the instantiation of `object`, unless that is a cycle (then nil).
  static func instantiating<T>(_ object: StoryboardObject, in storyboard: UIStoryboard, _ body: () -> T?) -> T? {
    guard let entry = enter(&instantiating, object, storyboard, what: "relationship or reference") else { return nil }
    instantiating.append(entry)
    defer { instantiating.removeLast() }
    return body()
  }

  /// Runs `body` inside the view load of `object`'s scene, unless that is a cycle (then nil).
  static func loading<T>(_ object: StoryboardObject, in storyboard: UIStoryboard, _ body: () -> T) -> T? {
    guard let entry = enter(&loading, object, storyboard, what: "embed segue") else { return nil }
    loading.append(entry)
    defer { loading.removeLast() }
    return body()
  }

  private static func enter(_ path: inout [Entry], _ object: StoryboardObject, _ storyboard: UIStoryboard, what: String) -> Entry? {
    let fileName = storyboard.document?.fileName ?? "\(storyboard.name).storyboard"
    let entry = Entry(key: "\(fileName)#\(object.id ?? "\(object.line)")", object: object, fileName: fileName)
    guard let start = path.firstIndex(where: { $0.key == entry.key }) else { return entry }
    let last = path[path.count - 1]
    Diagnostics.exception(
      "Storyboard cycle: \(path[start].location) leads back to itself through the \(what) of \(last.location); the cycle is not followed",
      name: "NSInternalInconsistencyException")
    return nil
  }
}
