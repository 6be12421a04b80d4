// The `UIKit` module on platforms without Apple's: `import UIKit` brings ResponderKit and
// Foundation (as Apple's UIKit brings Foundation), so event-handling code written for iOS,
// including code behind `#if canImport(UIKit)`, compiles unchanged where ResponderKit covers
// its API. See the catalog's "Porting from UIKit" article for what does not.
//
// ResponderKit re-exports Foundation too (except in its documentation build); saying so here as
// well keeps this module's promise independent of that.
@_exported import Foundation
@_exported import ResponderKit
