import Foundation

/// The `kind` of a `<segue>` (spec §8.2; Docs/Storyboards.md "Segues").
package enum StoryboardSegueKind: Sendable, Hashable, CustomStringConvertible {
  /// Show (iOS 8+): `show(_:sender:)`.
  case show
  /// Show Detail: `showDetailViewController(_:sender:)`.
  case showDetail
  /// Present Modally, with the segue's presentation and transition styles.
  case presentation
  /// Present as Popover.
  case popoverPresentation
  /// A UIStoryboardSegue subclass named by `customClass`.
  case custom
  /// Unwind to the scene's Exit, with `unwindAction`.
  case unwind
  /// A container view's child (from the `containerView`'s connections).
  case embed
  /// A container's child or root (`relationship="rootViewController"`…); not performed.
  case relationship
  /// Legacy (iOS 5–7) Push: the Show of a navigation controller.
  case push
  /// Legacy Modal: Present Modally.
  case modal
  /// Legacy Replace: a split view controller's detail.
  case replace
  /// Legacy Popover (iPad).
  case popover
  /// A kind this model does not know, kept as written.
  case unknown(String)

  package init(rawValue: String) {
    switch rawValue {
    case "show": self = .show
    case "showDetail": self = .showDetail
    case "presentation": self = .presentation
    case "popoverPresentation": self = .popoverPresentation
    case "custom": self = .custom
    case "unwind": self = .unwind
    case "embed": self = .embed
    case "relationship": self = .relationship
    case "push": self = .push
    case "modal": self = .modal
    case "replace": self = .replace
    case "popover": self = .popover
    default: self = .unknown(rawValue)
    }
  }

  package var rawValue: String {
    switch self {
    case .show: return "show"
    case .showDetail: return "showDetail"
    case .presentation: return "presentation"
    case .popoverPresentation: return "popoverPresentation"
    case .custom: return "custom"
    case .unwind: return "unwind"
    case .embed: return "embed"
    case .relationship: return "relationship"
    case .push: return "push"
    case .modal: return "modal"
    case .replace: return "replace"
    case .popover: return "popover"
    case .unknown(let raw): return raw
    }
  }

  package var description: String { rawValue }

  /// Legacy kinds of Xcode 5 and earlier storyboards.
  package var isLegacy: Bool {
    switch self {
    case .push, .modal, .replace, .popover: return true
    default: return false
    }
  }

  /// Segues that only describe structure (a container's children) and are never performed by
  /// `performSegue(withIdentifier:sender:)`.
  package var isStructural: Bool {
    switch self {
    case .relationship, .embed: return true
    default: return false
    }
  }
}

/// `<popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/>`
/// inside a popover segue. Bits are UIPopoverArrowDirection's.
package struct StoryboardPopoverArrowDirection: OptionSet, Sendable, Hashable {
  package let rawValue: UInt
  package init(rawValue: UInt) { self.rawValue = rawValue }
  package static let up = StoryboardPopoverArrowDirection(rawValue: 1 << 0)
  package static let down = StoryboardPopoverArrowDirection(rawValue: 1 << 1)
  package static let left = StoryboardPopoverArrowDirection(rawValue: 1 << 2)
  package static let right = StoryboardPopoverArrowDirection(rawValue: 1 << 3)
  package static let any: StoryboardPopoverArrowDirection = [.up, .down, .left, .right]
}

/// One `<segue>` element, with where it sits.
///
/// Segues live in the `<connections>` of the object that triggers them — a control, bar button
/// item, gesture recognizer, table or collection cell, a container view (embed) — or of the scene's
/// view controller itself (manual segues, performed by identifier; relationship segues of
/// containers). `ownerID` is that object; `sourceViewControllerID` is always the view controller of
/// the scene (the segue's `source`).
package struct StoryboardSegueDescription: Sendable, Hashable {
  package var id: String
  /// The identifier given in the attributes inspector; nil when absent or empty.
  package var identifier: String?
  package var kind: StoryboardSegueKind
  /// The destination object's id: a view controller, a `viewControllerPlaceholder`, or the scene's
  /// `exit` placeholder for unwind segues.
  package var destinationID: String
  /// The *Animates* checkbox; `animates="NO"` turns it off, absent means true.
  package var animates: Bool
  /// Raw `modalPresentationStyle` ("fullScreen", "formSheet", "pageSheet", "currentContext",
  /// "overFullScreen", "overCurrentContext", "automatic"…); nil means the destination's own style.
  package var modalPresentationStyle: String?
  /// Raw `modalTransitionStyle` ("coverVertical", "crossDissolve", "flipHorizontal", "partialCurl").
  package var modalTransitionStyle: String?
  /// The UIStoryboardSegue subclass of a custom segue (or of any segue given a class).
  package var customClass: String?
  package var customModule: String?
  package var customModuleProvider: String?
  /// The action selector of an unwind segue ("unwindToMenuViewController:").
  package var unwindAction: String?
  /// "rootViewController", "viewControllers", "masterViewController", "detailViewController"…
  package var relationship: String?
  /// Popover anchors: the id of a view, or of a bar button item.
  package var popoverAnchorViewID: String?
  package var popoverAnchorBarButtonItemID: String?
  /// nil when the segue has no `<popoverArrowDirection>` element.
  package var popoverArrowDirections: StoryboardPopoverArrowDirection?
  /// The object whose `<connections>` hold the segue (nil only if that object has no id).
  package var ownerID: String?
  /// The element name of the owner ("button", "barButtonItem", "tableViewCell", "viewController"…).
  package var ownerElementName: String
  /// The scene's view controller (the segue's source).
  package var sourceViewControllerID: String?
  package var sceneID: String
  /// 1-based line of the `<segue>` start tag.
  package var line: Int
  /// Every attribute as written (`splitViewControllerTargetIndex`, `popoverPassthroughViews`…).
  package var attributes: StoryboardAttributes
  /// Child elements as written (`<popoverArrowDirection>`).
  package var elements: [StoryboardElement]

  /// True when the view controller itself owns the segue: it runs only through
  /// `performSegue(withIdentifier:sender:)`.
  package var isManual: Bool { ownerID != nil && ownerID == sourceViewControllerID }
}
