import Foundation

/// Messages for XMLParser's error codes. On Linux XMLParser reports errors with an empty
/// description ("(null)"), so the message is made here from the code, which is libxml2's
/// `xmlParserErrors` value (NSXMLParserErrorCode uses the same numbers).
enum StoryboardXMLErrorMessages {
  static func message(forCode code: Int) -> String {
    messages[code] ?? "XML parser error \(code)"
  }

  private static let messages: [Int: String] = [
    1: "internal XML parser error",
    2: "out of memory",
    3: "the document does not start like XML",
    4: "the document is empty",
    5: "extra content at the end of the document",
    6: "invalid hexadecimal character reference",
    7: "invalid decimal character reference",
    8: "invalid character reference",
    9: "invalid character (not allowed in XML)",
    10: "character reference at the end of the data",
    14: "entity reference at the end of the data",
    23: "entity reference does not end with ';'",
    24: "entity reference without a name",
    26: "undeclared entity (only &amp; &lt; &gt; &quot; &apos; exist)",
    38: "'<' inside an attribute value",
    39: "attribute value does not start with a quote",
    40: "attribute value is not terminated",
    41: "attribute without a value",
    42: "attribute given twice on one element",
    43: "literal does not start with a quote",
    44: "literal is not terminated",
    45: "comment is not terminated",
    46: "processing instruction is not terminated",
    57: "XML declaration is not terminated",
    63: "CDATA section is not terminated",
    64: "XML declaration allowed only at the start of the document",
    65: "a space is required here",
    68: "a name is required here",
    72: "'<' is required here",
    73: "'>' is required here (a tag is not closed)",
    74: "'</' is required here",
    75: "'=' is required after an attribute name",
    76: "an end tag does not match its start tag",
    77: "a start tag is not finished",
    81: "the data is not in the declared encoding",
    85: "the document is not well balanced",
    86: "extra content at the end of the document",
    89: "entity references loop or expand too much",
    // libxml2's XML_MAX_NAME_LENGTH (without XML_PARSE_HUGE).
    110: "an element or attribute name is longer than the XML parser's limit of 50,000 characters",
    111: "parsing was stopped",
  ]
}
