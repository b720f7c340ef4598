import Foundation

/// `<outlet property="…" destination="…" id="…"/>` or `<outletCollection property="…"
/// destination="…" appends="YES" id="…"/>`: after loading, the owner's `property` is set to the
/// destination object (appended, for collections).
package struct StoryboardOutlet: Sendable, Hashable {
  package var id: String?
  package var property: String
  package var destinationID: String
  package var isCollection: Bool
  package var line: Int
  package var attributes: StoryboardAttributes
}

/// `<action selector="…" destination="…" eventType="touchUpInside" id="…"/>`: a target-action
/// connection from the owner (a control, bar button item or gesture recognizer) to `destination`.
/// When the destination is the scene's First Responder placeholder, the action is sent up the
/// responder chain (nil target).
package struct StoryboardAction: Sendable, Hashable {
  package var id: String?
  /// Objective-C selector as written: "buttonAction:", "dismiss".
  package var selector: String
  package var destinationID: String
  /// Raw UIControl event ("touchUpInside", "valueChanged"…); nil for bar items and gestures.
  package var eventType: String?
  package var line: Int
  package var attributes: StoryboardAttributes
}

/// One child of an object's `<connections>`.
package enum StoryboardConnection: Sendable, Hashable {
  case outlet(StoryboardOutlet)
  case action(StoryboardAction)
  case segue(StoryboardSegueDescription)

  package var id: String? {
    switch self {
    case .outlet(let outlet): return outlet.id
    case .action(let action): return action.id
    case .segue(let segue): return segue.id
    }
  }
}
