import Foundation

/// What a text-input responder holds, so the keyboard can offer to fill it in.
///
/// UIKit's `UITextContentType`, a string-backed struct with a static member per kind; nothing
/// fills text in here, so the value is only kept. The raw values are the members' names (our
/// choice: UIKit does not document them).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The kind's name.
  public var rawValue: String
  /// Creates a kind from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Creates a kind from its name, as UIKit's importer allows for string-backed structs.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// A full name.
  public static let name = UITextContentType(rawValue: "name")
  /// A title before a name, such as "Dr.".
  public static let namePrefix = UITextContentType(rawValue: "namePrefix")
  /// A first name.
  public static let givenName = UITextContentType(rawValue: "givenName")
  /// A middle name.
  public static let middleName = UITextContentType(rawValue: "middleName")
  /// A family name.
  public static let familyName = UITextContentType(rawValue: "familyName")
  /// A suffix after a name, such as "Jr.".
  public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
  /// A nickname.
  public static let nickname = UITextContentType(rawValue: "nickname")
  /// A job title.
  public static let jobTitle = UITextContentType(rawValue: "jobTitle")
  /// The name of a company or organization.
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  /// A place: a point of interest, an address or another way to find a location.
  public static let location = UITextContentType(rawValue: "location")
  /// A whole street address.
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  /// The first line of a street address.
  public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
  /// The second line of a street address.
  public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
  /// A city.
  public static let addressCity = UITextContentType(rawValue: "addressCity")
  /// A state or province.
  public static let addressState = UITextContentType(rawValue: "addressState")
  /// A city and a state or province.
  public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
  /// A district or neighbourhood.
  public static let sublocality = UITextContentType(rawValue: "sublocality")
  /// A country.
  public static let countryName = UITextContentType(rawValue: "countryName")
  /// A postal code.
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  /// A URL.
  public static let URL = UITextContentType(rawValue: "URL")
  /// A credit card number.
  public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
  /// An account name.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password, as when an account is made.
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  /// A one-time code, such as one sent by text message.
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
}
