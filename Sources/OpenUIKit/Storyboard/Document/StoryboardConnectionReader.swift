import Foundation

/// Builds the connection values of `<connections>` children (Docs/Storyboards.md "Connections",
/// "Segues"). The segue's source view controller is filled in when its scene closes.
enum StoryboardConnectionReader {
  /// Reads the attributes in one pass over the dictionary (a switch on each name) rather than
  /// one hashed lookup per attribute the connection may carry: a segue has up to fourteen.
  /// Missing required attributes are reported in the same order as before (id, destination,
  /// kind for segues; property or selector, then destination).
  static func connection(
    _ element: StoryboardElement, owner: StoryboardObject, sceneID: String
  ) throws(StoryboardValueError) -> StoryboardConnection {
    switch element.name {
    case "segue":
      var segue = SegueAttributes()
      for (name, value) in element.attributes { segue.read(name, value) }
      let id = try required(segue.id, "id", element)
      let destination = try required(segue.destination, "destination", element)
      let kind = try required(segue.kind, "kind", element)
      var arrows: StoryboardPopoverArrowDirection?
      if let directions = element.child(named: "popoverArrowDirection") {
        var mask: StoryboardPopoverArrowDirection = []
        if storyboardBool(directions["up"]) == true { mask.insert(.up) }
        if storyboardBool(directions["down"]) == true { mask.insert(.down) }
        if storyboardBool(directions["left"]) == true { mask.insert(.left) }
        if storyboardBool(directions["right"]) == true { mask.insert(.right) }
        arrows = mask
      }
      // Xcode writes identifier="" when an identifier was cleared (ACT/AdaptivePresentation).
      let identifier = segue.identifier.flatMap { $0.isEmpty ? nil : $0 }
      return .segue(
        StoryboardSegueDescription(
          id: id, identifier: identifier, kind: StoryboardSegueKind(rawValue: kind), destinationID: destination,
          animates: storyboardBool(segue.animates) ?? true,
          modalPresentationStyle: segue.modalPresentationStyle,
          modalTransitionStyle: segue.modalTransitionStyle, customClass: segue.customClass,
          customModule: segue.customModule, customModuleProvider: segue.customModuleProvider,
          unwindAction: segue.unwindAction, relationship: segue.relationship,
          popoverAnchorViewID: segue.popoverAnchorView,
          popoverAnchorBarButtonItemID: segue.popoverAnchorBarButtonItem, popoverArrowDirections: arrows,
          ownerID: owner.id, ownerElementName: owner.elementName, sourceViewControllerID: nil, sceneID: sceneID,
          line: element.line, attributes: element.attributes, elements: element.children))
    case "outlet", "outletCollection":
      var id: String?
      var property: String?
      var destination: String?
      for (name, value) in element.attributes {
        switch name {
        case "id": id = value
        case "property": property = value
        case "destination": destination = value
        default: break
        }
      }
      return .outlet(
        StoryboardOutlet(
          id: id, property: try required(property, "property", element),
          destinationID: try required(destination, "destination", element),
          isCollection: element.name == "outletCollection", line: element.line, attributes: element.attributes))
    default:  // "action"
      var id: String?
      var selector: String?
      var destination: String?
      var eventType: String?
      for (name, value) in element.attributes {
        switch name {
        case "id": id = value
        case "selector": selector = value
        case "destination": destination = value
        case "eventType": eventType = value
        default: break
        }
      }
      return .action(
        StoryboardAction(
          id: id, selector: try required(selector, "selector", element),
          destinationID: try required(destination, "destination", element), eventType: eventType,
          line: element.line, attributes: element.attributes))
    }
  }

  /// The attributes of a `<segue>` the description reads.
  private struct SegueAttributes {
    var id: String?
    var destination: String?
    var kind: String?
    var identifier: String?
    var animates: String?
    var modalPresentationStyle: String?
    var modalTransitionStyle: String?
    var customClass: String?
    var customModule: String?
    var customModuleProvider: String?
    var unwindAction: String?
    var relationship: String?
    var popoverAnchorView: String?
    var popoverAnchorBarButtonItem: String?

    mutating func read(_ name: String, _ value: String) {
      switch name {
      case "id": id = value
      case "destination": destination = value
      case "kind": kind = value
      case "identifier": identifier = value
      case "animates": animates = value
      case "modalPresentationStyle": modalPresentationStyle = value
      case "modalTransitionStyle": modalTransitionStyle = value
      case "customClass": customClass = value
      case "customModule": customModule = value
      case "customModuleProvider": customModuleProvider = value
      case "unwindAction": unwindAction = value
      case "relationship": relationship = value
      case "popoverAnchorView": popoverAnchorView = value
      case "popoverAnchorBarButtonItem": popoverAnchorBarButtonItem = value
      default: break
      }
    }
  }

  private static func required(
    _ value: String?, _ attribute: String, _ element: StoryboardElement
  ) throws(StoryboardValueError) -> String {
    guard let value else {
      throw StoryboardValueError(element: element.name, attribute: attribute, value: nil, line: element.line)
    }
    return value
  }
}
