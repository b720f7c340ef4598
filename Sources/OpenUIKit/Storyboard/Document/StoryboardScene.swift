import Foundation

/// One `<scene sceneID="…">`: a view controller (or storyboard reference) and the objects that
/// live beside it in its `<objects>` — the First Responder and Exit placeholders, gesture
/// recognizers, custom objects.
package struct StoryboardScene: Sendable {
  package var sceneID: String
  /// 1-based line of the `<scene>` start tag.
  package var line: Int
  /// The comment Xcode writes before the scene, its name in the document outline
  /// (`<!--Master-->`).
  package var label: String?
  /// Top-level objects in document order (view controller, placeholders, gesture recognizers…).
  package var objects: [StoryboardObject]
  /// The scene's view controller or `viewControllerPlaceholder` (`sceneMemberID="viewController"`).
  package var viewController: StoryboardObject?
  /// Placeholder objects: `<placeholder>` (First Responder) and `<exit>`.
  package var placeholders: [StoryboardObject]
  /// Every segue of the scene in document order, whoever owns it; all have this scene's view
  /// controller as source.
  package var segues: [StoryboardSegueDescription]
  /// `<point key="canvasLocation">`: where the scene sits on Interface Builder's canvas.
  package var canvasLocation: CGPoint?
  /// Other elements of the scene as written.
  package var elements: [StoryboardElement]

  /// `<placeholder placeholderIdentifier="IBFirstResponder" sceneMemberID="firstResponder">`.
  package var firstResponder: StoryboardObject? {
    placeholders.first { $0.sceneMemberID == "firstResponder" || $0.attributes["placeholderIdentifier"] == "IBFirstResponder" }
  }

  /// `<exit id="…" userLabel="Exit" sceneMemberID="exit"/>`; only scenes with unwind segues have one.
  package var exit: StoryboardObject? { placeholders.first { $0.elementName == "exit" } }

  /// The storyboard reference when the scene stands for a view controller of another storyboard.
  package var reference: StoryboardReference? { viewController?.storyboardReference }

  /// Top-level objects that are neither the view controller nor placeholders (gesture recognizers,
  /// custom objects, extra views).
  package var otherObjects: [StoryboardObject] {
    objects.filter { $0 !== viewController && $0.category != .placeholder && $0.category != .exit }
  }
}
