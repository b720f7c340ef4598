import Foundation

/// Builds the connection values of `<connections>` children (Docs/Storyboards.md "Connections",
/// "Segues"). The segue's source view controller is filled in when its scene closes.
enum StoryboardConnectionReader {
  static func connection(
    _ element: StoryboardElement, owner: StoryboardObject, sceneID: String
  ) throws(StoryboardValueError) -> StoryboardConnection {
    let attributes = element.attributes
    switch element.name {
    case "segue":
      let id = try required("id", element)
      let destination = try required("destination", element)
      let kind = try required("kind", element)
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
      let identifier = attributes["identifier"].flatMap { $0.isEmpty ? nil : $0 }
      return .segue(
        StoryboardSegueDescription(
          id: id, identifier: identifier, kind: StoryboardSegueKind(rawValue: kind), destinationID: destination,
          animates: storyboardBool(attributes["animates"]) ?? true,
          modalPresentationStyle: attributes["modalPresentationStyle"],
          modalTransitionStyle: attributes["modalTransitionStyle"], customClass: attributes["customClass"],
          customModule: attributes["customModule"], customModuleProvider: attributes["customModuleProvider"],
          unwindAction: attributes["unwindAction"], relationship: attributes["relationship"],
          popoverAnchorViewID: attributes["popoverAnchorView"],
          popoverAnchorBarButtonItemID: attributes["popoverAnchorBarButtonItem"], popoverArrowDirections: arrows,
          ownerID: owner.id, ownerElementName: owner.elementName, sourceViewControllerID: nil, sceneID: sceneID,
          line: element.line, attributes: attributes, elements: element.children))
    case "outlet", "outletCollection":
      return .outlet(
        StoryboardOutlet(
          id: attributes["id"], property: try required("property", element),
          destinationID: try required("destination", element), isCollection: element.name == "outletCollection",
          line: element.line, attributes: attributes))
    default:  // "action"
      return .action(
        StoryboardAction(
          id: attributes["id"], selector: try required("selector", element),
          destinationID: try required("destination", element), eventType: attributes["eventType"],
          line: element.line, attributes: attributes))
    }
  }

  private static func required(_ attribute: String, _ element: StoryboardElement) throws(StoryboardValueError) -> String {
    guard let value = element.attributes[attribute] else {
      throw StoryboardValueError(element: element.name, attribute: attribute, value: nil, line: element.line)
    }
    return value
  }
}
