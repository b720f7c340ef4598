import Foundation

/// A property element whose value cannot be read; the parser adds the file and line.
struct StoryboardValueError: Error {
  var element: String
  var attribute: String
  /// nil when the attribute is missing, else the unreadable value.
  var value: String?
  var line: Int
}

/// Reads typed values out of raw property elements (Docs/Storyboards.md lists the forms).
/// Absent optional attributes take the defaults Interface Builder omits them for; present but
/// unreadable values are errors, never guesses.
enum StoryboardValueReader {
  static func double(_ element: StoryboardElement, _ attribute: String) throws(StoryboardValueError) -> Double? {
    guard let text = element.attributes[attribute] else { return nil }
    guard let value = decimal(text), value.isFinite else {
      throw StoryboardValueError(element: element.name, attribute: attribute, value: text, line: element.line)
    }
    return value
  }

  static func requiredDouble(_ element: StoryboardElement, _ attribute: String) throws(StoryboardValueError) -> Double {
    guard let value = try double(element, attribute) else {
      throw StoryboardValueError(element: element.name, attribute: attribute, value: nil, line: element.line)
    }
    return value
  }

  static func integer(_ element: StoryboardElement, _ attribute: String) throws(StoryboardValueError) -> Int? {
    guard let text = element.attributes[attribute] else { return nil }
    guard let value = Int(text) else {
      throw StoryboardValueError(element: element.name, attribute: attribute, value: text, line: element.line)
    }
    return value
  }

  /// `<rect key="frame" x="0.0" y="0.0" width="600" height="600"/>`; an absent component is 0.
  /// (Reads the few attributes once instead of hashing each name: frames are the most common
  /// property.)
  static func rect(_ element: StoryboardElement) throws(StoryboardValueError) -> CGRect {
    var rect = CGRect.zero
    for (name, text) in element.attributes {
      switch name {
      case "x": rect.origin.x = try number(text, name, element)
      case "y": rect.origin.y = try number(text, name, element)
      case "width": rect.size.width = try number(text, name, element)
      case "height": rect.size.height = try number(text, name, element)
      default: break
      }
    }
    return rect
  }

  private static func number(_ text: String, _ attribute: String, _ element: StoryboardElement) throws(StoryboardValueError) -> Double {
    guard let value = decimal(text), value.isFinite else {
      throw StoryboardValueError(element: element.name, attribute: attribute, value: text, line: element.line)
    }
    return value
  }

  /// `Double(text)`, with a fast path for the plain decimals Interface Builder writes ("600",
  /// "0.0", "-148", "0.25"): at most 15 digits, so the digits form an integer below 2^53 and the
  /// power of ten is exact, and one IEEE division rounds the quotient correctly — the same
  /// double `strtod` returns. Anything else (more digits, exponents, "inf", spaces) goes to
  /// `Double(text)`.
  static func decimal(_ text: String) -> Double? {
    var mantissa: Int64 = 0
    var digits = 0
    var fractionDigits = 0
    var negative = false
    var seenPoint = false
    var index = 0
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        mantissa = mantissa &* 10 &+ Int64(byte &- UInt8(ascii: "0"))
        digits += 1
        if seenPoint { fractionDigits += 1 }
      case UInt8(ascii: "-") where index == 0:
        negative = true
      case UInt8(ascii: ".") where !seenPoint && digits > 0:
        seenPoint = true
      default:
        return Double(text)
      }
      index += 1
      if digits > 15 { return Double(text) }
    }
    guard digits > 0, !seenPoint || fractionDigits > 0 else { return Double(text) }
    let magnitude = Double(mantissa) / exactPowersOfTen[fractionDigits]
    return negative ? -magnitude : magnitude
  }

  /// 10⁰ … 10¹⁵, each exactly representable.
  private static let exactPowersOfTen: [Double] = [
    1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
  ]

  /// `<point key="canvasLocation" x="-148" y="64"/>`.
  static func point(_ element: StoryboardElement) throws(StoryboardValueError) -> CGPoint {
    CGPoint(x: try double(element, "x") ?? 0, y: try double(element, "y") ?? 0)
  }

  /// `<size key="itemSize" width="100" height="100"/>`.
  static func size(_ element: StoryboardElement) throws(StoryboardValueError) -> CGSize {
    CGSize(width: try double(element, "width") ?? 0, height: try double(element, "height") ?? 0)
  }

  /// `<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>`.
  static func autoresizingMask(_ element: StoryboardElement) -> StoryboardAutoresizingMask {
    var mask: StoryboardAutoresizingMask = []
    for (name, text) in element.attributes where storyboardBool(text) == true {
      switch name {
      case "flexibleMinX": mask.insert(.flexibleMinX)
      case "widthSizable": mask.insert(.widthSizable)
      case "flexibleMaxX": mask.insert(.flexibleMaxX)
      case "flexibleMinY": mask.insert(.flexibleMinY)
      case "heightSizable": mask.insert(.heightSizable)
      case "flexibleMaxY": mask.insert(.flexibleMaxY)
      default: break
      }
    }
    return mask
  }

  /// Any of the `<color>` forms (see `StoryboardColor`). A colour that names nothing and has no
  /// components is an error.
  static func color(_ element: StoryboardElement) throws(StoryboardValueError) -> StoryboardColor {
    var red: Double?, green: Double?, blue: Double?, white: Double?, alpha: Double?
    var system: String?, cocoaTouch: String?, name: String?
    var key: String?, colorSpace: String?, customColorSpace: String?
    for (attribute, text) in element.attributes {
      switch attribute {
      case "key": key = text
      case "red": red = try number(text, attribute, element)
      case "green": green = try number(text, attribute, element)
      case "blue": blue = try number(text, attribute, element)
      case "white": white = try number(text, attribute, element)
      case "alpha": alpha = try number(text, attribute, element)
      case "colorSpace": colorSpace = text
      case "customColorSpace": customColorSpace = text
      case "systemColor": system = text
      case "cocoaTouchSystemColor": cocoaTouch = text
      case "name": name = text
      default: break
      }
    }
    let value: StoryboardColor.Value
    if let system {
      value = .system(system)
    } else if let cocoaTouch {
      value = .cocoaTouchSystem(cocoaTouch)
    } else if red != nil || green != nil || blue != nil {
      value = .rgba(red: red ?? 0, green: green ?? 0, blue: blue ?? 0, alpha: alpha ?? 1)
    } else if let white {
      value = .white(white, alpha: alpha ?? 1)
    } else if let name {
      value = .named(name)
    } else {
      throw StoryboardValueError(element: element.name, attribute: "red, white, name or systemColor", value: nil, line: element.line)
    }
    return StoryboardColor(
      value, key: key, colorSpace: colorSpace, customColorSpace: customColorSpace, attributes: element.attributes)
  }

  /// `<fontDescription key="fontDescription" type="system" pointSize="17"/>` and its text-style
  /// and named-font forms.
  /// (One pass over the attributes: every label and button has one.)
  static func font(_ element: StoryboardElement) throws(StoryboardValueError) -> StoryboardFont {
    var type: String?, pointSize: String?, weight: String?, style: String?, name: String?, family: String?
    for (attribute, text) in element.attributes {
      switch attribute {
      case "type": type = text
      case "pointSize": pointSize = text
      case "weight": weight = text
      case "style": style = text
      case "name": name = text
      case "family": family = text
      default: break
      }
    }
    return StoryboardFont(
      type: type, pointSize: try pointSize.map { text throws(StoryboardValueError) in try number(text, "pointSize", element) },
      weight: weight, textStyle: style, name: name, family: family, attributes: element.attributes)
  }

  /// `<state key="normal" title="…">` with colour and image children.
  static func state(_ element: StoryboardElement) throws(StoryboardValueError) -> StoryboardControlState {
    var colors: [StoryboardColor] = []
    for child in element.children where child.name == "color" {
      colors.append(try color(child))
    }
    return StoryboardControlState(
      key: element.key ?? "normal",
      title: element["title"] ?? element.child(named: "string", key: "title")?.text,
      image: element["image"] ?? element.child(named: "imageReference", key: "image")?["image"],
      backgroundImage: element["backgroundImage"]
        ?? element.child(named: "imageReference", key: "backgroundImage")?["image"],
      colors: colors, attributes: element.attributes)
  }

  /// `<userDefinedRuntimeAttributes>` and its `<userDefinedRuntimeAttribute>` children.
  static func runtimeAttributes(_ element: StoryboardElement) throws(StoryboardValueError) -> [StoryboardRuntimeAttribute] {
    var result: [StoryboardRuntimeAttribute] = []
    for child in element.children where child.name == "userDefinedRuntimeAttribute" {
      guard let keyPath = child["keyPath"] else {
        throw StoryboardValueError(element: child.name, attribute: "keyPath", value: nil, line: child.line)
      }
      let type = child["type"] ?? "string"
      result.append(StoryboardRuntimeAttribute(keyPath: keyPath, type: type, value: try runtimeValue(child, type: type)))
    }
    return result
  }

  private static func runtimeValue(_ element: StoryboardElement, type: String) throws(StoryboardValueError) -> StoryboardRuntimeAttribute.Value {
    let valueChild = element.children.first { $0.key == "value" }
    switch type {
    case "boolean":
      guard let flag = storyboardBool(element["value"]) else {
        throw StoryboardValueError(element: element.name, attribute: "value", value: element["value"], line: element.line)
      }
      return .boolean(flag)
    case "number":
      if let valueChild {
        if valueChild.name == "integer", let integer = try integer(valueChild, "value") { return .integer(integer) }
        return .real(try requiredDouble(valueChild, "value"))
      }
      if let integer = Int(element["value"] ?? "") { return .integer(integer) }
      return .real(try requiredDouble(element, "value"))
    case "string", "localizedString":
      let text = element["value"] ?? valueChild?.text ?? ""
      return type == "string" ? .string(text) : .localizedString(text)
    case "point":
      guard let valueChild else { return .point(.zero) }
      return .point(try point(valueChild))
    case "size":
      guard let valueChild else { return .size(.zero) }
      return .size(try size(valueChild))
    case "rect":
      guard let valueChild else { return .rect(.zero) }
      return .rect(try rect(valueChild))
    case "range":
      guard let valueChild else { return .range(location: 0, length: 0) }
      return .range(location: try integer(valueChild, "location") ?? 0, length: try integer(valueChild, "length") ?? 0)
    case "color":
      guard let valueChild else { throw StoryboardValueError(element: element.name, attribute: "value", value: nil, line: element.line) }
      return .color(try color(valueChild))
    case "image":
      return .image(element["value"] ?? valueChild?["image"] ?? "")
    case "nil":
      return .none
    default:
      return .unknown(element)
    }
  }

  /// `<resources>`: named colours, system colours (Xcode 11+) and image sizes.
  static func readResources(_ element: StoryboardElement, into resources: inout StoryboardResources) throws(StoryboardValueError) {
    for child in element.children {
      resources.elements.append(child)
      switch child.name {
      case "namedColor", "systemColor":
        guard let name = child["name"] else {
          throw StoryboardValueError(element: child.name, attribute: "name", value: nil, line: child.line)
        }
        guard let colorElement = child.child(named: "color") else { continue }
        let value = try color(colorElement)
        if child.name == "namedColor" { resources.namedColors[name] = value } else { resources.systemColors[name] = value }
      case "image":
        guard let name = child["name"] else { continue }
        var imageSize: CGSize?
        if child["width"] != nil || child["height"] != nil { imageSize = try size(child) }
        resources.images[name] = StoryboardImageResource(
          name: name, size: imageSize, catalog: child["catalog"], attributes: child.attributes)
      default:
        break
      }
    }
  }
}
