// `import UIKit.UIGestureRecognizerSubclass` on platforms without Apple's frameworks: the
// submodule exists so that the import compiles unchanged; the subclass API it brings on iOS is
// part of ResponderKit's `UIGestureRecognizer` (see module.modulemap beside this file).
