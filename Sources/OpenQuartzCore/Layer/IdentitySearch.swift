import Foundation

// Identity searches written as plain loops. A predicate closure formed on the main actor
// (`firstIndex(where: { $0 === x })`) checks the executor each time it is called
// (`swift_task_isCurrentExecutor`), which costs more than the search itself on the short lists
// of a view or layer tree.
extension Array where Element: AnyObject {
  /// The index of the first element that is `object` itself.
  @inlinable
  package func _firstIndex(identicalTo object: Element) -> Int? {
    var i = 0
    let n = count
    while i < n {
      if self[i] === object { return i }
      i += 1
    }
    return nil
  }

  /// Whether `object` itself is an element.
  @inlinable
  package func _containsIdentical(_ object: Element) -> Bool {
    _firstIndex(identicalTo: object) != nil
  }

  /// Removes every element that is `object` itself, keeping the order of the others.
  @inlinable
  package mutating func _removeAll(identicalTo object: Element) {
    guard var write = _firstIndex(identicalTo: object) else { return }
    var read = write + 1
    let n = count
    while read < n {
      if self[read] !== object {
        swapAt(write, read)
        write += 1
      }
      read += 1
    }
    removeSubrange(write..<n)
  }
}
