import Foundation

/// The end of a parse: the document the builder collected, or the first error (see
/// `StoryboardXMLBuilder`).
extension StoryboardXMLBuilder {
  /// A scene's first segue to an unknown id, else its first segue (not an unwind, not of an
  /// unknown kind) to an object that is no view controller. Reads the segues in place (a copy of
  /// each large description was measurable) and looks each destination up once.
  private func checkSegueDestinations(_ segues: [StoryboardSegueDescription]) -> StoryboardError? {
    segues.withUnsafeBufferPointer { segues -> StoryboardError? in
      var notAController: StoryboardError?
      for index in segues.indices {
        guard let destination = objectsByID[segues[index].destinationID] else {
          return .unknownSegueDestination(
            file: fileName, segueID: segues[index].id, destination: segues[index].destinationID, line: segues[index].line)
        }
        guard notAController == nil else { continue }
        // Unwinds go to the exit; unknown kinds are kept as written.
        switch segues[index].kind {
        case .unknown, .unwind: continue
        default: break
        }
        if !destination.isViewController, destination.category != .viewControllerPlaceholder {
          notAController = .segueDestinationNotAController(
            file: fileName, segueID: segues[index].id, destination: segues[index].destinationID,
            element: destination.elementName, line: segues[index].line)
        }
      }
      return notAController
    }
  }

  /// The document after a `StoryboardXMLScanner` pass, or the first error: a failure the builder
  /// found, else the scanner's well-formedness error, else a reference check.
  func finish(scanError: StoryboardError?) throws(StoryboardError) -> StoryboardDocument {
    if let failure { throw failure }
    if let scanError { throw scanError }
    if let clash = connectionIDClash() { throw clash }
    return try checkedDocument()
  }

  /// Objects that reuse the id of an earlier connection; the first such object in the file.
  private func connectionIDClash() -> StoryboardError? {
    var clash: StoryboardError?
    var clashLine = Int.max
    for (id, connectionLine) in connectionLines {
      if let object = objectsByID[id], object.line > connectionLine, object.line < clashLine {
        clash = .duplicateID(file: fileName, id: id, line: object.line, firstLine: connectionLine)
        clashLine = object.line
      }
    }
    return clash
  }

  /// The document, or the first error: a failure the builder found, the first XML error, or a
  /// document that ended early or never began.
  func finish(parserError: (any Error)?, line: Int, column: Int) throws(StoryboardError) -> StoryboardDocument {
    if let failure { throw failure }
    if xmlError == nil, parserError == nil, let clash = connectionIDClash() { throw clash }
    if let xmlError {
      throw .malformedXML(
        file: fileName, line: xmlError.line, column: xmlError.column,
        message: StoryboardXMLErrorMessages.message(forCode: xmlError.code))
    }
    if let parserError {
      throw .malformedXML(
        file: fileName, line: line, column: column,
        message: StoryboardXMLErrorMessages.message(forCode: (parserError as NSError).code))
    }
    guard sawRoot else {
      throw .malformedXML(file: fileName, line: 1, column: 1, message: "the document is empty (no root element)")
    }
    if let open = stack.last {
      throw .malformedXML(
        file: fileName, line: line, column: column, message: "the document ends before <\(open.name)> is closed")
    }
    return try checkedDocument()
  }

  /// The reference checks of a well-formed document, then the document.
  private func checkedDocument() throws(StoryboardError) -> StoryboardDocument {
    if let runtime = documentAttributes["targetRuntime"], StoryboardError.isForeign(runtime) {
      throw .notIOS(file: fileName, targetRuntime: runtime)
    }
    if let initial = documentAttributes["initialViewController"],
      !scenes.contains(where: { $0.viewController?.id == initial })
    {
      throw .unknownInitialViewController(file: fileName, id: initial)
    }
    for scene in scenes {
      if let error = checkSegueDestinations(scene.segues) { throw error }
    }
    return StoryboardDocument(
      fileName: fileName, attributes: documentAttributes, scenes: scenes, resources: resources, tintColor: tintColor,
      elements: documentElements, objectsByID: objectsByID)
  }
}
