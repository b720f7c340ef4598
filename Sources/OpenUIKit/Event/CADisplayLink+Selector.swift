import Foundation
import OpenQuartzCore

extension CADisplayLink {
  /// UIKit's `CADisplayLink(target:selector:)` on Linux: the selector is looked up in
  /// `ActionRegistry` each frame and sent to `target` with the display link as sender. The link
  /// holds its target strongly, as Core Animation's does (invalidate it to release the target).
  public convenience init(target: Any, selector sel: Selector) {
    let object = target as AnyObject
    self.init { link in
      ActionRegistry.send(sel, to: object, sender: link)
    }
  }
}
