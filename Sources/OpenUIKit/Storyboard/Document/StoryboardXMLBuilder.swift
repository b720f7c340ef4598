import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The sink of `StoryboardXMLScanner` behind `StoryboardParser`: builds the document in one pass.
/// (It is also an XMLParser delegate, so tests can build the same document from Foundation's
/// XMLParser and compare.)
///
/// It keeps a stack of open elements. What an element becomes depends on where it opens:
///
/// ```
/// <document>                          .document   (root; anything else is notAStoryboard)
///   <scenes>                          .scenes
///     <scene sceneID=…>               .scene
///       <objects>                     .sceneObjects   ┐ "owners": objects attach to the
///         <viewController id=…>       .object         ┘ nearest one
///           <view key="view" id=…>    .object    (has an id, or is an id-less known view)
///             <subviews>              .element   (a wrapper: its objects are lifted to the
///               <label id=…>          .object     enclosing object, collection "subviews")
///             <rect key="frame"/>     .element   (a property, kept raw, typed at the object's end)
///           <connections>             .connections
///             <segue …>               .connection
///               <popoverArrowDirection/>  .element
///   <resources>, <dependencies>…      .element   (document level, read at the document's end)
/// ```
///
/// Objects are created when they open, so children are appended in document order and ids are
/// indexed at once (duplicates are found without a second pass). Segues learn their source — the
/// scene's view controller — when the scene closes, because a gesture recognizer may be listed
/// before the view controller it belongs to.
final class StoryboardXMLBuilder: NSObject, XMLParserDelegate, StoryboardXMLSink {
  let fileName: String

  enum Kind {
    case document, scenes, scene, sceneObjects, object, connections, connection, element
  }

  /// The element names the builder tells apart, numbered by their index (sbload19b). The
  /// scanner's name table starts with them, so the number it reports for a name is its code here;
  /// the XMLParser path looks the code up (`code(of:)`). Comparing codes replaced string
  /// comparisons against literals on every element. (No name may appear twice.)
  static let knownElementNames: [String] = [
    "document", "scenes", "scene", "objects", "connections", "segue", "outlet", "action", "outletCollection",
    "view", "tableViewCellContentView", "collectionReusableView", "rect", "autoresizingMask", "color",
    "fontDescription", "state", "userDefinedRuntimeAttributes", "nil", "point", "resources",
  ]

  /// Indices in `knownElementNames` (computed, so a comparison is against an immediate).
  enum Code {
    static var document: Int32 { 0 }
    static var scenes: Int32 { 1 }
    static var scene: Int32 { 2 }
    static var objects: Int32 { 3 }
    static var connections: Int32 { 4 }
    static var segue: Int32 { 5 }
    static var outlet: Int32 { 6 }
    static var action: Int32 { 7 }
    static var outletCollection: Int32 { 8 }
    static var view: Int32 { 9 }
    static var tableViewCellContentView: Int32 { 10 }
    static var collectionReusableView: Int32 { 11 }
    static var rect: Int32 { 12 }
    static var autoresizingMask: Int32 { 13 }
    static var color: Int32 { 14 }
    static var fontDescription: Int32 { 15 }
    static var state: Int32 { 16 }
    static var userDefinedRuntimeAttributes: Int32 { 17 }
    static var nilElement: Int32 { 18 }
    static var point: Int32 { 19 }
    static var resources: Int32 { 20 }
    /// The last code: `knownElementNames.count - 1`.
    static var last: Int32 { resources }
  }

  private static let codesByName: [String: Int32] = Dictionary(
    uniqueKeysWithValues: knownElementNames.enumerated().map { ($0.element, Int32($0.offset)) })

  /// The code of an element name, -1 when the builder does not tell it apart.
  static func code(of name: String) -> Int32 { codesByName[name] ?? -1 }

  /// The code of the name the scanner numbered `number`.
  @inline(__always)
  private static func code(ofNumber number: Int32) -> Int32 {
    number <= Code.last ? number : -1
  }

  struct Frame {
    var kind: Kind
    var name: String
    /// `code(of: name)`.
    var code: Int32
    var attributes: StoryboardAttributes
    var line: Int
    var object: StoryboardObject?
    var children: [StoryboardElement] = []
    var text = ""
    /// Objects inside this element were lifted to the enclosing object (it is a wrapper).
    var liftedObjects = false
    // No explicit initializer (sbload18): with one, `stack.append(Frame(…))` built the frame,
    // copied it into the array and destroyed the original (five retains and five releases a
    // pushed element); the memberwise initializer builds it in place.
  }

  private struct SceneBuilder {
    var sceneID: String
    var line: Int
    var label: String?
    var objects: [StoryboardObject] = []
    var elements: [StoryboardElement] = []
    /// Owners of the scene's segues and the index of each segue in the owner's connections.
    var segueOwners: [(owner: StoryboardObject, index: Int)] = []
  }

  /// Objects Xcode writes without an `id` (a collection view cell's `<view key="contentView">`).
  private static func isIDLessObject(_ code: Int32) -> Bool {
    code == Code.view || code == Code.tableViewCellContentView || code == Code.collectionReusableView
  }

  /// `segue`, `outlet`, `action`, `outletCollection` (consecutive codes).
  private static func isConnection(_ code: Int32) -> Bool {
    code >= Code.segue && code <= Code.outletCollection
  }

  // The builder runs on one thread inside XMLParser's callbacks and never overlaps accesses to
  // its own state, so the hottest stored properties skip the dynamic exclusivity check (a
  // begin/end access pair around every use, measurable in the parse profile).
  @exclusivity(unchecked) var stack: [Frame] = []
  /// Indices in `stack` of the `.sceneObjects` and `.object` frames, innermost last.
  @exclusivity(unchecked) private var ownerIndices: [Int] = []
  /// The open element is a leaf property element so far: text callbacks collect its
  /// characters. Refreshed after each start and end tag, not computed per text callback.
  private var topCollectsText = false
  private var inConnection = false
  var failure: StoryboardError?
  var xmlError: (code: Int, line: Int, column: Int)?
  /// `failure` or `xmlError` is set: later callbacks do nothing. (A flag, because testing the
  /// optional error itself copies the large enum on every callback, which was measurable.)
  private(set) var stopped = false
  var sawRoot = false

  var documentAttributes: [String: String] = [:]
  var scenes: [StoryboardScene] = []
  var documentElements: [StoryboardElement] = []
  var resources = StoryboardResources()
  var tintColor: StoryboardColor?
  @exclusivity(unchecked) var objectsByID: [String: StoryboardObject] = [:]
  @exclusivity(unchecked) var connectionLines: [String: Int] = [:]
  @exclusivity(unchecked) private var scene: SceneBuilder?
  private var pendingSceneLabel: String?

  /// `expectedBytes`, the document's size, sizes the id indexes up front (generated and Xcode
  /// storyboards hold about one object per 400–500 bytes) so they are not rehashed as they grow.
  init(fileName: String, expectedBytes: Int = 0) {
    self.fileName = fileName
    objectsByID.reserveCapacity(expectedBytes / 400)
    connectionLines.reserveCapacity(expectedBytes / 2048)
    stack.reserveCapacity(32)
    ownerIndices.reserveCapacity(16)
  }

  /// Records the first failure; the delegate callback that caused it then stops the parser.
  private func fail(_ error: StoryboardError) {
    if failure == nil { failure = error }
    stopped = true
  }

  private func fail(_ error: StoryboardValueError) {
    if let value = error.value {
      fail(.invalidAttributeValue(file: fileName, element: error.element, attribute: error.attribute, value: value, line: error.line))
    } else {
      fail(.missingAttribute(file: fileName, element: error.element, attribute: error.attribute, line: error.line))
    }
  }

  // MARK: StoryboardXMLSink (StoryboardXMLScanner, the parser's own)

  var wantsText: Bool { topCollectsText }

  var wantsComment: Bool { !stack.isEmpty && stack[stack.count - 1].kind == .scenes }

  func startElement(_ name: String, attributes: StoryboardAttributes, line: Int) {
    guard !stopped else { return }
    start(name, Self.code(of: name), attributes, line: line)
    refreshTopCollectsText()
  }

  func startElement(_ name: String, number: Int32, attributes: StoryboardAttributes, line: Int) {
    guard !stopped else { return }
    start(name, Self.code(ofNumber: number), attributes, line: line)
    refreshTopCollectsText()
  }

  func endElement() {
    guard !stopped, let frame = stack.popLast() else { return }
    end(frame)
    refreshTopCollectsText()
  }

  func characters(_ text: String) {
    guard topCollectsText else { return }
    stack[stack.count - 1].text += text
  }

  func cdata(_ text: String) {
    guard topCollectsText else { return }
    stack[stack.count - 1].text += text
  }

  func comment(_ text: String) {
    // Xcode writes each scene's outline name as a comment just before it: <!--Master-->.
    if wantsComment { pendingSceneLabel = text }
  }

  // MARK: XMLParserDelegate (Foundation's XMLParser: the reference the scanner is tested against)

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
    attributes attributeDict: [String: String] = [:]
  ) {
    guard !stopped else { return }
    start(elementName, Self.code(of: elementName), StoryboardAttributes(attributeDict), line: parser.lineNumber)
    refreshTopCollectsText()
    if stopped { parser.abortParsing() }
  }

  private func start(_ elementName: String, _ code: Int32, _ attributeDict: StoryboardAttributes, line: Int) {
    // `stack.last?.kind` would copy the whole frame (four reference-counted fields).
    guard !stack.isEmpty else {
      startRoot(elementName, attributeDict, line: line)
      return
    }
    let topKind = stack[stack.count - 1].kind
    switch topKind {
    case .document:
      push(code == Code.scenes ? .scenes : .element, elementName, code, attributeDict, line)
    case .scenes:
      if code == Code.scene {
        guard let sceneID = attributeDict["sceneID"] else {
          fail(.missingAttribute(file: fileName, element: elementName, attribute: "sceneID", line: line))
          return
        }
        scene = SceneBuilder(sceneID: sceneID, line: line, label: pendingSceneLabel)
        pendingSceneLabel = nil
        push(.scene, elementName, code, attributeDict, line)
      } else {
        push(.element, elementName, code, attributeDict, line)
      }
    case .scene:
      if code == Code.objects {
        push(.sceneObjects, elementName, code, attributeDict, line)
        ownerIndices.append(stack.count - 1)
      } else {
        push(.element, elementName, code, attributeDict, line)
      }
    case .sceneObjects, .object:
      startInsideObjects(elementName, code, attributeDict, line: line, parentIsObject: topKind == .object)
    case .element:
      if inConnection || ownerIndices.isEmpty {
        push(.element, elementName, code, attributeDict, line)
      } else {
        startInsideObjects(elementName, code, attributeDict, line: line, parentIsObject: false)
      }
    case .connections:
      if Self.isConnection(code) {
        inConnection = true
        push(.connection, elementName, code, attributeDict, line)
      } else {
        push(.element, elementName, code, attributeDict, line)
      }
    case .connection:
      push(.element, elementName, code, attributeDict, line)
    }
  }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
    guard !stopped, let frame = stack.popLast() else { return }
    end(frame)
    refreshTopCollectsText()
    if stopped { parser.abortParsing() }
  }

  private func end(_ frame: Frame) {
    switch frame.kind {
    case .element:
      let text = Self.isBlank(frame.text) ? nil : frame.text
      if frame.liftedObjects && frame.children.isEmpty && text == nil && frame.attributes.isEmpty { return }
      // Built in place with its code (setting the code afterwards copied the element).
      let element = StoryboardElement(
        name: frame.name, attributes: frame.attributes, children: frame.children, text: text, line: frame.line,
        builderCode: frame.code)
      if !stack.isEmpty { stack[stack.count - 1].children.append(element) }
    case .object:
      ownerIndices.removeLast()
      finishObject(frame)
    case .sceneObjects:
      ownerIndices.removeLast()
      scene?.elements.append(contentsOf: frame.children)
    case .connections:
      if !frame.children.isEmpty, !stack.isEmpty { stack[stack.count - 1].children.append(contentsOf: frame.children) }
    case .connection:
      inConnection = false
      finishConnection(frame)
    case .scene:
      finishScene(frame)
    case .scenes:
      documentElements.append(contentsOf: frame.children)
    case .document:
      finishDocument(frame)
    }
  }

  /// Text matters only in leaf property elements (`<string key="text">…</string>`); the
  /// indentation between child elements is not collected once a child has appeared.
  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard topCollectsText else { return }
    stack[stack.count - 1].text += string
  }

  func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
    guard topCollectsText else { return }
    stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
  }

  /// Reads the top frame in place: a copy of the frame (five reference-counted fields) was
  /// measurable.
  private func refreshTopCollectsText() {
    guard !stack.isEmpty else {
      topCollectsText = false
      return
    }
    let index = stack.count - 1
    topCollectsText = stack[index].kind == .element && stack[index].children.isEmpty && !stack[index].liftedObjects
  }

  /// True when the text holds only XML white space (space, tab, CR, LF).
  private static func isBlank(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }
  }

  func parser(_ parser: XMLParser, foundComment comment: String) {
    // Xcode writes each scene's outline name as a comment just before it: <!--Master-->.
    if stack.last?.kind == .scenes { pendingSceneLabel = comment }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    // The first error is the cause; libxml2 follows it with consequences ("premature end").
    guard !stopped else { return }
    xmlError = ((parseError as NSError).code, parser.lineNumber, parser.columnNumber)
    stopped = true
  }

  // MARK: Starting elements

  private func push(_ kind: Kind, _ name: String, _ code: Int32, _ attributes: StoryboardAttributes, _ line: Int) {
    stack.append(Frame(kind: kind, name: name, code: code, attributes: attributes, line: line))
  }

  private func startRoot(_ name: String, _ attributes: StoryboardAttributes, line: Int) {
    sawRoot = true
    guard name == "document", let type = attributes["type"], type.contains(".Storyboard") else {
      let found: String
      if name == "document" {
        found = "an Interface Builder document of type \"\(attributes["type"] ?? "")\", not a storyboard"
      } else if name == "archive" {
        found = "a pre-Xcode 4.2 Interface Builder archive (<archive type=\"\(attributes["type"] ?? "")\">)"
      } else {
        found = "<\(name)> as the root element, expected <document type=\"…Storyboard.XIB\">"
      }
      fail(.notAStoryboard(file: fileName, found: found))
      return
    }
    documentAttributes = attributes.dictionary
    push(.document, name, Code.document, attributes, line)
  }

  private func startInsideObjects(
    _ name: String, _ code: Int32, _ attributes: StoryboardAttributes, line: Int, parentIsObject: Bool
  ) {
    if code == Code.connections && parentIsObject {
      push(.connections, name, code, attributes, line)
    } else if let id = Self.idAttribute(attributes) {
      startObject(name, code, attributes, id: id, line: line)
    } else if Self.isIDLessObject(code) {
      startObject(name, code, attributes, id: nil, line: line)
    } else {
      push(.element, name, code, attributes, line)
    }
  }

  /// `attributes["id"]`: every element inside a scene's objects is asked.
  private static func idAttribute(_ attributes: StoryboardAttributes) -> String? { attributes["id"] }

  private func startObject(_ name: String, _ code: Int32, _ attributes: StoryboardAttributes, id: String?, line: Int) {
    guard let ownerIndex = ownerIndices.last else { return }
    var collection: String?
    if ownerIndex + 1 < stack.count {
      collection = stack[ownerIndex + 1].name
      for index in (ownerIndex + 1)..<stack.count { stack[index].liftedObjects = true }
    }
    let object = StoryboardObject(
      elementName: name, attributes: attributes, id: id, line: line, sceneID: scene?.sceneID ?? "",
      collection: collection)
    if let id {
      // One hash in the common case; a clash with a connection's id is found when the
      // connection closes or, for connections that came first, in `finish`.
      if let existing = objectsByID.updateValue(object, forKey: id) {
        fail(.duplicateID(file: fileName, id: id, line: line, firstLine: existing.line))
        return
      }
    }
    if let owner = stack[ownerIndex].object {
      object.parent = owner
      owner.children.append(object)
    } else {
      scene?.objects.append(object)
    }
    stack.append(Frame(kind: .object, name: name, code: code, attributes: attributes, line: line, object: object))
    ownerIndices.append(stack.count - 1)
  }

  // MARK: Finishing elements

  private func finishObject(_ frame: Frame) {
    guard let object = frame.object else { return }
    object.properties = frame.children
    do throws(StoryboardValueError) {
      // Every property here was made by `end(_:)`, which set its `builderCode`.
      for property in frame.children {
        switch property.builderCode {
        case Code.rect where Self.isFrameRect(property):
          object.frame = try StoryboardValueReader.rect(property)
        case Code.autoresizingMask:
          object.autoresizingMask = StoryboardValueReader.autoresizingMask(property)
        case Code.color:
          object.colors.append(try StoryboardValueReader.color(property))
        case Code.fontDescription:
          object.font = try StoryboardValueReader.font(property)
        case Code.state:
          object.states.append(try StoryboardValueReader.state(property))
        case Code.userDefinedRuntimeAttributes:
          object.runtimeAttributes.append(contentsOf: try StoryboardValueReader.runtimeAttributes(property))
        case Code.nilElement:
          if let key = property.key ?? property["name"] { object.nilKeys.append(key) }
        default:
          break
        }
      }
    } catch {
      fail(error)
    }
  }

  /// `key == "frame"`, found by a walk over the few attributes rather than a hashed lookup.
  private static func isFrameRect(_ rect: StoryboardElement) -> Bool {
    for (name, value) in rect.attributes where name == "key" { return value == "frame" }
    return false
  }

  private func finishConnection(_ frame: Frame) {
    guard let ownerIndex = ownerIndices.last, let owner = stack[ownerIndex].object else { return }
    let element = StoryboardElement(name: frame.name, attributes: frame.attributes, children: frame.children, line: frame.line)
    // The reader walks the attributes once and so knows the id; a duplicate id is still reported
    // before anything the reader found wrong (the id is looked up only when the reader failed).
    let sceneID = scene?.sceneID ?? ""
    let read = Result { () throws(StoryboardValueError) in
      try StoryboardConnectionReader.connection(element, owner: owner, sceneID: sceneID)
    }
    let id: String?
    switch read {
    case .success(let connection): id = connection.id
    case .failure: id = frame.attributes["id"]
    }
    if let id {
      // One hash for the common case (a new id): the earlier line comes back from the insert.
      if let firstLine = connectionLines.updateValue(frame.line, forKey: id) ?? objectsByID[id]?.line {
        fail(.duplicateID(file: fileName, id: id, line: frame.line, firstLine: firstLine))
        return
      }
    }
    switch read {
    case .success(let connection):
      owner.connections.append(connection)
      if case .segue = connection { scene?.segueOwners.append((owner, owner.connections.count - 1)) }
    case .failure(let error):
      fail(error)
    }
  }

  private func finishScene(_ frame: Frame) {
    guard var scene else { return }
    self.scene = nil
    scene.elements.append(contentsOf: frame.children)
    let viewController =
      scene.objects.first { $0.sceneMemberID == "viewController" } ?? scene.objects.first { $0.isViewController }
    var segues: [StoryboardSegueDescription] = []
    segues.reserveCapacity(scene.segueOwners.count)
    for (owner, index) in scene.segueOwners {
      guard case .segue(var segue) = owner.connections[index] else { continue }
      segue.sourceViewControllerID = viewController?.id
      owner.connections[index] = .segue(segue)
      segues.append(segue)
    }
    var canvasLocation: CGPoint?
    if let point = scene.elements.first(where: { $0.builderCode == Code.point && $0.key == "canvasLocation" }) {
      do throws(StoryboardValueError) {
        canvasLocation = try StoryboardValueReader.point(point)
      } catch {
        fail(error)
        return
      }
    }
    scenes.append(
      StoryboardScene(
        sceneID: scene.sceneID, line: scene.line, label: scene.label, objects: scene.objects,
        viewController: viewController,
        // The element names of the `.placeholder` and `.exit` categories (no category lookup).
        placeholders: scene.objects.filter { $0.elementName == "placeholder" || $0.elementName == "exit" },
        segues: segues, canvasLocation: canvasLocation, elements: scene.elements))
  }

  private func finishDocument(_ frame: Frame) {
    do throws(StoryboardValueError) {
      for element in frame.children {
        switch element.builderCode {
        case Code.resources:
          try StoryboardValueReader.readResources(element, into: &resources)
        case Code.color where element.key == "tintColor":
          tintColor = try StoryboardValueReader.color(element)
        default:
          documentElements.append(element)
        }
      }
    } catch {
      fail(error)
    }
  }
}
