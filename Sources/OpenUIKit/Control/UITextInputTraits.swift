import Foundation

/// When the keyboard turns on the shift key by itself.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// Whether autocorrection is on (`.default`: as the user's settings and the text say).
public enum UITextAutocorrectionType: Int, Sendable {
  case `default`, no, yes
}

/// Whether spell checking is on.
public enum UITextSpellCheckingType: Int, Sendable {
  case `default`, no, yes
}

/// Whether straight quotes become typographic ones as the user types.
public enum UITextSmartQuotesType: Int, Sendable {
  case `default`, no, yes
}

/// Whether a double hyphen becomes a dash as the user types.
public enum UITextSmartDashesType: Int, Sendable {
  case `default`, no, yes
}

/// Whether spaces are inserted and deleted around pasted and deleted words.
public enum UITextSmartInsertDeleteType: Int, Sendable {
  case `default`, no, yes
}

/// Whether the keyboard suggests the rest of a word inline (iOS 17).
public enum UITextInlinePredictionType: Int, Sendable {
  case `default`, no, yes
}

/// The kind of keyboard a text input asks for.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
    emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
  /// Deprecated in the SDK: the ASCII-capable keyboard.
  public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The keyboard's colour scheme.
public enum UIKeyboardAppearance: Int, Sendable {
  case `default`, dark, light
  /// Deprecated in the SDK: the dark keyboard.
  public static var alert: UIKeyboardAppearance { .dark }
}

/// The title of the keyboard's return key.
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// What a text input holds, so that the keyboard can offer matching suggestions (AutoFill).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let name = UITextContentType("name")
  public static let namePrefix = UITextContentType("honorific-prefix")
  public static let givenName = UITextContentType("given-name")
  public static let middleName = UITextContentType("additional-name")
  public static let familyName = UITextContentType("family-name")
  public static let nameSuffix = UITextContentType("honorific-suffix")
  public static let nickname = UITextContentType("nickname")
  public static let jobTitle = UITextContentType("job-title")
  public static let organizationName = UITextContentType("organization")
  public static let location = UITextContentType("location")
  public static let fullStreetAddress = UITextContentType("street-address")
  public static let streetAddressLine1 = UITextContentType("address-line1")
  public static let streetAddressLine2 = UITextContentType("address-line2")
  public static let addressCity = UITextContentType("address-level2")
  public static let addressState = UITextContentType("address-level1")
  public static let addressCityAndState = UITextContentType("address-level1+2")
  public static let sublocality = UITextContentType("address-level3")
  public static let countryName = UITextContentType("country-name")
  public static let postalCode = UITextContentType("postal-code")
  public static let telephoneNumber = UITextContentType("tel")
  public static let emailAddress = UITextContentType("email")
  public static let URL = UITextContentType("url")
  public static let creditCardNumber = UITextContentType("cc-number")
  public static let username = UITextContentType("username")
  public static let password = UITextContentType("password")
  public static let newPassword = UITextContentType("new-password")
  public static let oneTimeCode = UITextContentType("one-time-code")
  public static let shipmentTrackingNumber = UITextContentType("shipment-tracking-number")
  public static let flightNumber = UITextContentType("flight-number")
  public static let dateTime = UITextContentType("date-time")
  public static let birthdate = UITextContentType("bday")
  public static let birthdateDay = UITextContentType("bday-day")
  public static let birthdateMonth = UITextContentType("bday-month")
  public static let birthdateYear = UITextContentType("bday-year")
}

/// The keyboard-facing traits of a text input: which keyboard it asks for and how typed text
/// is corrected.
///
/// Every member is optional in UIKit; here each is a requirement with a default that answers
/// UIKit's default value (`autocapitalizationType` `.sentences`, the rest `.default`, `false` or
/// nil), so a custom `UIKeyInput` view may declare only the traits it uses. UITextField,
/// UITextView and UISearchBar store every trait. The simulated keyboard is one plain panel for
/// every keyboard type, appearance and return key (its keys are not drawn); a secure text field
/// draws a bullet for each character.
@preconcurrency @MainActor
public protocol UITextInputTraits: NSObjectProtocol {
  var autocapitalizationType: UITextAutocapitalizationType { get }
  var autocorrectionType: UITextAutocorrectionType { get }
  var spellCheckingType: UITextSpellCheckingType { get }
  var smartQuotesType: UITextSmartQuotesType { get }
  var smartDashesType: UITextSmartDashesType { get }
  var smartInsertDeleteType: UITextSmartInsertDeleteType { get }
  var inlinePredictionType: UITextInlinePredictionType { get }
  var keyboardType: UIKeyboardType { get }
  var keyboardAppearance: UIKeyboardAppearance { get }
  var returnKeyType: UIReturnKeyType { get }
  var enablesReturnKeyAutomatically: Bool { get }
  var isSecureTextEntry: Bool { get }
  var textContentType: UITextContentType! { get }
}

extension UITextInputTraits {
  public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
  public var autocorrectionType: UITextAutocorrectionType { .default }
  public var spellCheckingType: UITextSpellCheckingType { .default }
  public var smartQuotesType: UITextSmartQuotesType { .default }
  public var smartDashesType: UITextSmartDashesType { .default }
  public var smartInsertDeleteType: UITextSmartInsertDeleteType { .default }
  public var inlinePredictionType: UITextInlinePredictionType { .default }
  public var keyboardType: UIKeyboardType { .default }
  public var keyboardAppearance: UIKeyboardAppearance { .default }
  public var returnKeyType: UIReturnKeyType { .default }
  public var enablesReturnKeyAutomatically: Bool { false }
  public var isSecureTextEntry: Bool { false }
  public var textContentType: UITextContentType! { nil }
}

/// The traits a text input stores (UITextField, UITextView, UISearchBar), with UIKit's defaults.
struct _TextInputTraitValues {
  var autocapitalizationType: UITextAutocapitalizationType = .sentences
  var autocorrectionType: UITextAutocorrectionType = .default
  var spellCheckingType: UITextSpellCheckingType = .default
  var smartQuotesType: UITextSmartQuotesType = .default
  var smartDashesType: UITextSmartDashesType = .default
  var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
  var inlinePredictionType: UITextInlinePredictionType = .default
  var keyboardType: UIKeyboardType = .default
  var keyboardAppearance: UIKeyboardAppearance = .default
  var returnKeyType: UIReturnKeyType = .default
  var enablesReturnKeyAutomatically = false
  var isSecureTextEntry = false
  var textContentType: UITextContentType? = nil
}
