import Testing
import UIKit.UIApplication
import UIKit.UIColor
import UIKit.UIGestureRecognizerSubclass
import UIKit.UIView

/// iOS code imports UIKit's Clang submodules by header (`import UIKit.UIColor`): the package's
/// module map declares them, so those imports compile as written and bring the whole `UIKit`.
@MainActor
@Suite("import UIKit.X compiles for UIKit's public headers")
struct SubmoduleImportTests {
  @Test("import UIKit.UIColor and import UIKit.UIView bring UIColor and UIView, also spelled UIKit.UIView")
  func submoduleImportsBringUIKit() {
    let view: UIKit.UIView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.backgroundColor = UIColor.red
    #expect(view.backgroundColor == .red)
    #expect(UIApplication.self == UIKit.UIApplication.self)
  }
}
