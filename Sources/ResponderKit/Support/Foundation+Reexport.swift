// UIKit re-exports Foundation, so code that imports ResponderKit gets `CGPoint`, `CGRect`,
// `CGFloat`, `NSObject`, `TimeInterval` and the rest without a second import, as with UIKit.
//
// The documentation build (`Scripts/docs.sh`) compiles without the re-export: a re-exported
// module's symbols join the re-exporting module's symbol graph, which would put all of
// Foundation into ResponderKit's documentation. Every file of the module imports Foundation
// itself, so it compiles either way.
#if !RESPONDERKIT_DOCUMENTATION
  @_exported import Foundation
#endif
