// The `UIKit` module on platforms without Apple's: `import UIKit` brings ResponderKit (and,
// through it, Foundation), so event-handling code written for iOS, including code behind
// `#if canImport(UIKit)`, compiles unchanged where ResponderKit covers its API. See the
// catalog's "Porting from UIKit" article for what does not.
@_exported import ResponderKit
