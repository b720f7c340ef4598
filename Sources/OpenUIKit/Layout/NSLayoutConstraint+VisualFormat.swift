import Foundation

extension NSLayoutConstraint {
  /// Constraints from a Visual Format Language string (Auto Layout Guide, "Visual Format
  /// Language"). A syntax error is UIKit's NSInvalidArgumentException with a caret under the
  /// position; here a diagnostic, and no constraints.
  public class func constraints(
    withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any]
  ) -> [NSLayoutConstraint] {
    var parser = VisualFormatParser(format: format, options: opts, metrics: metrics ?? [:], views: views)
    do {
      return try parser.parse()
    } catch {
      Diagnostics.exception(
        "Unable to parse constraint format: \n\(error.reason) \n\(format) \n\(String(repeating: " ", count: error.position))^",
        name: "NSInvalidArgumentException")
      return []
    }
  }
}

struct VisualFormatError: Error {
  var reason: String
  var position: Int
}

/// Recursive descent over the VFL grammar (spec B5).
@MainActor
struct VisualFormatParser {
  struct Predicate {
    var relation: NSLayoutConstraint.Relation = .equal
    var constant: CGFloat?
    var view: String?
    var priority: UILayoutPriority = .required
  }

  let chars: [Character]
  let options: NSLayoutConstraint.FormatOptions
  let metrics: [String: Any]
  let views: [String: Any]
  var index = 0
  var vertical = false

  init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
    chars = Array(format.filter { !$0.isWhitespace })
    self.options = options
    self.metrics = metrics
    self.views = views
  }

  func fail(_ reason: String) -> VisualFormatError { VisualFormatError(reason: reason, position: index) }
  var peek: Character? { index < chars.count ? chars[index] : nil }

  mutating func eat(_ c: Character) -> Bool {
    if peek == c {
      index += 1
      return true
    }
    return false
  }

  mutating func parse() throws(VisualFormatError) -> [NSLayoutConstraint] {
    if chars.count >= 2 && (chars[0] == "H" || chars[0] == "V") && chars[1] == ":" {
      vertical = chars[0] == "V"
      index = 2
    } else if chars.first == "V" && chars.count > 1 && chars[1] != ":" && chars[1] != "[" {
      index = 1
      throw fail("Expected ':' after 'V' to specify vertical arrangement")
    }
    var result: [NSLayoutConstraint] = []
    var pendingLeading: [Predicate]?  // connection from the superview to the first view
    if eat("|") { pendingLeading = try connection() }
    var previous: UIView?
    var previousConnection: [Predicate]?
    var ordered: [UIView] = []
    while peek == "[" {
      let view = try viewElement(into: &result)
      ordered.append(view)
      if let prev = previous, let connection = previousConnection {
        result += spacing(from: prev, to: view, connection)
      } else if let connection = pendingLeading, let superview = view.superview {
        result += spacing(fromSuperview: superview, to: view, connection)
      }
      previous = view
      previousConnection = nil
      if peek == nil { break }
      if eat("|") {
        guard let superview = view.superview else { throw fail("Unable to interpret '|' character, because the related view doesn't have a superview") }
        result += spacing(from: view, toSuperview: superview, [])
        previous = nil
        break
      }
      let c = try connection()
      if eat("|") {
        guard let superview = view.superview else { throw fail("Unable to interpret '|' character, because the related view doesn't have a superview") }
        result += spacing(from: view, toSuperview: superview, c)
        previous = nil
        break
      }
      previousConnection = c
    }
    if peek != nil { throw fail("Expected a view") }
    if ordered.isEmpty { throw fail("Expected a view") }
    result += alignments(ordered)
    return result
  }

  /// `-pred-`, `-`, or nothing (flush). `[]` means flush; a single nil-constant predicate is the standard space.
  mutating func connection() throws(VisualFormatError) -> [Predicate] {
    guard eat("-") else { return [] }
    if peek == "[" || peek == "|" { return [Predicate(constant: nil)] }
    let list = try predicateList()
    guard eat("-") else { throw fail("Expected '-'") }
    return list
  }

  mutating func predicateList() throws(VisualFormatError) -> [Predicate] {
    if eat("(") {
      var list = [try predicate()]
      while eat(",") { list.append(try predicate()) }
      guard eat(")") else { throw fail("Expected ')'") }
      return list
    }
    return [Predicate(constant: try constantOrMetric())]
  }

  mutating func predicate() throws(VisualFormatError) -> Predicate {
    var p = Predicate()
    if eat("=") {
      guard eat("=") else { throw fail("Expected '=='") }
    } else if eat("<") {
      guard eat("=") else { throw fail("Expected '<='") }
      p.relation = .lessThanOrEqual
    } else if eat(">") {
      guard eat("=") else { throw fail("Expected '>='") }
      p.relation = .greaterThanOrEqual
    }
    let start = index
    let name = identifier()
    if !name.isEmpty, metrics[name] == nil, views[name] != nil {
      p.view = name
    } else {
      index = start
      p.constant = try constantOrMetric()
    }
    if eat("@") { p.priority = UILayoutPriority(Float(try constantOrMetric())) }
    return p
  }

  mutating func identifier() -> String {
    var s = ""
    while let c = peek, c.isLetter || c == "_" || (c.isNumber && !s.isEmpty) {
      s.append(c)
      index += 1
    }
    return s
  }

  mutating func constantOrMetric() throws(VisualFormatError) -> CGFloat {
    let start = index
    let name = identifier()
    if !name.isEmpty {
      guard let value = metrics[name] else {
        index = start
        throw fail("\(name) is not a key in the metrics dictionary.")
      }
      if let n = value as? NSNumber { return CGFloat(n.doubleValue) }
      if let d = value as? Double { return CGFloat(d) }
      if let d = value as? CGFloat { return d }
      if let i = value as? Int { return CGFloat(i) }
      throw fail("Metric '\(name)' is not a number")
    }
    var s = ""
    while let c = peek, c.isNumber || c == "." || (c == "-" && s.isEmpty && index + 1 < chars.count && chars[index + 1].isNumber) {
      s.append(c)
      index += 1
    }
    guard let value = Double(s) else { throw fail("Expected a number or metric name") }
    return CGFloat(value)
  }

  mutating func viewElement(into result: inout [NSLayoutConstraint]) throws(VisualFormatError) -> UIView {
    guard eat("[") else { throw fail("Expected '['") }
    let start = index
    let name = identifier()
    guard let view = views[name] as? UIView else {
      index = start
      throw fail("\(name) is not a key in the views dictionary.")
    }
    if peek == "(" {
      for p in try predicateList() {
        let size = vertical ? view.heightAnchor : view.widthAnchor
        let c: NSLayoutConstraint
        if let other = p.view {
          guard let otherView = views[other] as? UIView else { throw fail("\(other) is not a key in the views dictionary.") }
          let otherSize = vertical ? otherView.heightAnchor : otherView.widthAnchor
          c = size._constraint(p.relation, otherSize)
        } else {
          c = size._constraint(p.relation, nil, constant: p.constant ?? 0)
        }
        c.priority = p.priority
        result.append(c)
      }
    }
    guard eat("]") else { throw fail("A predicate on a view's thickness must end with ')' and the view must end with ']'") }
    return view
  }

  var leadingAttribute: NSLayoutConstraint.Attribute {
    if vertical { return .top }
    return options.contains(.directionLeftToRight) ? .left : options.contains(.directionRightToLeft) ? .right : .leading
  }
  var trailingAttribute: NSLayoutConstraint.Attribute {
    if vertical { return .bottom }
    return options.contains(.directionLeftToRight) ? .right : options.contains(.directionRightToLeft) ? .left : .trailing
  }

  /// `later.leading ⋈ earlier.trailing + spacing` for each predicate of the connection.
  func make(_ later: AnyObject, _ laterAttribute: NSLayoutConstraint.Attribute, _ earlier: AnyObject, _ earlierAttribute: NSLayoutConstraint.Attribute, _ predicates: [Predicate]) -> [NSLayoutConstraint] {
    let list = predicates.isEmpty ? [Predicate(constant: 0)] : predicates
    return list.map { p in
      let c = NSLayoutConstraint(
        item: later, attribute: laterAttribute, relatedBy: p.relation, toItem: earlier, attribute: earlierAttribute,
        multiplier: 1, constant: p.constant ?? _systemSpacing)
      c.priority = p.priority
      return c
    }
  }

  func spacing(from a: UIView, to b: UIView, _ predicates: [Predicate]) -> [NSLayoutConstraint] {
    make(b, leadingAttribute, a, trailingAttribute, predicates)
  }

  /// `|-` alone uses the superview's margins; an explicit spacing is measured from its edge.
  func spacing(fromSuperview superview: UIView, to view: UIView, _ predicates: [Predicate]) -> [NSLayoutConstraint] {
    if predicates.count == 1 && predicates[0].constant == nil && predicates[0].view == nil {
      return make(view, leadingAttribute, superview, marginAttribute(leadingAttribute), [Predicate(constant: 0)])
    }
    return make(view, leadingAttribute, superview, leadingAttribute, predicates)
  }

  func spacing(from view: UIView, toSuperview superview: UIView, _ predicates: [Predicate]) -> [NSLayoutConstraint] {
    if predicates.count == 1 && predicates[0].constant == nil && predicates[0].view == nil {
      return make(superview, marginAttribute(trailingAttribute), view, trailingAttribute, [Predicate(constant: 0)])
    }
    return make(superview, trailingAttribute, view, trailingAttribute, predicates)
  }

  func marginAttribute(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
    switch attribute {
    case .leading: .leadingMargin
    case .trailing: .trailingMargin
    case .left: .leftMargin
    case .right: .rightMargin
    case .top: .topMargin
    case .bottom: .bottomMargin
    default: attribute
    }
  }

  /// `alignAll…` options: every view aligned with the first on that attribute.
  func alignments(_ views: [UIView]) -> [NSLayoutConstraint] {
    guard views.count > 1 else { return [] }
    var result: [NSLayoutConstraint] = []
    for raw in 1...12 where options.rawValue & (1 << UInt(raw)) != 0 {
      guard let attribute = NSLayoutConstraint.Attribute(rawValue: raw) else { continue }
      for view in views.dropFirst() {
        result.append(NSLayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: views[0], attribute: attribute, multiplier: 1, constant: 0))
      }
    }
    return result
  }
}
