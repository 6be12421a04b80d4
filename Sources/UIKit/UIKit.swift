// The `UIKit` module on platforms without Apple's: `import UIKit` brings ResponderKit and
// Foundation (as Apple's UIKit brings Foundation), so event-handling code written for iOS,
// including code behind `#if canImport(UIKit)`, compiles unchanged where ResponderKit covers
// its API. See the catalog's "Porting from UIKit" article for what does not.
//
// ResponderKit itself does not re-export Foundation: a re-exported module's symbols become part
// of the re-exporting module's symbol graph, which would put all of Foundation into
// ResponderKit's documentation. Code that imports ResponderKit imports Foundation too.
@_exported import Foundation
@_exported import ResponderKit
