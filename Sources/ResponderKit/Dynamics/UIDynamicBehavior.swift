import Foundation

/// A physical behaviour for a ``UIDynamicAnimator``: UIKit's `UIDynamicBehavior`, the base of
/// the concrete behaviours and of composite ones (children). Stored, not simulated (see
/// ``UIDynamicAnimator``).
@preconcurrency @MainActor
open class UIDynamicBehavior {
  /// The behaviour's children, in order.
  open private(set) var childBehaviors: [UIDynamicBehavior] = []
  /// A block UIKit runs at every step of the simulation (never here: nothing is simulated).
  open var action: (() -> Void)?
  /// The animator the behaviour was added to.
  open internal(set) weak var dynamicAnimator: UIDynamicAnimator?

  /// Creates a behaviour with no children.
  public init() {}

  /// The items the behaviour acts on: the list of the behaviours over items, which
  /// `addItem(_:)` and `removeItem(_:)` change.
  var dynamicItems: [UIDynamicItem] = []

  /// Adds `item` to `dynamicItems` unless it is there.
  func appendItem(_ item: UIDynamicItem) {
    guard !dynamicItems.contains(where: { $0 === item }) else { return }
    dynamicItems.append(item)
  }

  /// Adds a child behaviour.
  open func addChildBehavior(_ behavior: UIDynamicBehavior) {
    guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
    childBehaviors.append(behavior)
  }

  /// Removes a child behaviour.
  open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
    childBehaviors.removeAll { $0 === behavior }
  }

  /// Called when the behaviour is added to an animator or removed from one (nil); the default
  /// does nothing.
  open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}
}

/// Continuous or instantaneous force on items: UIKit's `UIPushBehavior`. Stored.
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
  /// The items, in order.
  open var items: [UIDynamicItem] { dynamicItems }

  /// Adds an item.
  open func addItem(_ item: UIDynamicItem) { appendItem(item) }

  /// Removes an item.
  open func removeItem(_ item: UIDynamicItem) { dynamicItems.removeAll { $0 === item } }

  /// Whether the force acts all the time or once, with UIKit's raw values.
  public enum Mode: Int, Sendable {
    /// A force that acts until removed.
    case continuous = 0
    /// A single impulse.
    case instantaneous = 1
  }

  /// The behaviour's mode.
  public let mode: Mode
  /// Whether the force is on (default true; an instantaneous push turns itself off in UIKit).
  open var active = true
  /// The force's direction, in radians.
  open var angle: CGFloat = 0
  /// The force's strength (1 accelerates a 100 × 100 pt item at 100 pt/s²).
  open var magnitude: CGFloat = 0
  /// The force as a vector; setting it sets the angle and magnitude.
  open var pushDirection: CGVector {
    get { CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude) }
    set {
      angle = atan2(newValue.dy, newValue.dx)
      magnitude = (newValue.dx * newValue.dx + newValue.dy * newValue.dy).squareRoot()
    }
  }

  /// Creates a push on `items` in `mode`, as UIKit's `init(items:mode:)`.
  public init(items: [UIDynamicItem], mode: Mode) {
    self.mode = mode
    super.init()
    dynamicItems = items
  }

  /// Sets the angle and magnitude together.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    self.angle = angle
    self.magnitude = magnitude
  }

  /// Where the force applies to `item`, from its centre (default zero).
  open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
    offsets.first { $0.item === item }?.offset ?? .zero
  }

  /// Sets where the force applies to `item`.
  open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) {
    offsets.removeAll { $0.item === item }
    offsets.append((item, offset))
  }

  private var offsets: [(item: UIDynamicItem, offset: UIOffset)] = []
}

/// Physical properties of items (elasticity, friction, resistance) and their velocities:
/// UIKit's `UIDynamicItemBehavior`. Stored.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
  /// The items, in order.
  open var items: [UIDynamicItem] { dynamicItems }

  /// Adds an item.
  open func addItem(_ item: UIDynamicItem) { appendItem(item) }

  /// Removes an item.
  open func removeItem(_ item: UIDynamicItem) { dynamicItems.removeAll { $0 === item } }

  /// How much of its speed an item keeps in a collision (0…1; default 0).
  open var elasticity: CGFloat = 0
  /// Friction between items that slide against each other (default 0).
  open var friction: CGFloat = 0
  /// Relative mass per area (default 1).
  open var density: CGFloat = 1
  /// Linear damping (default 0).
  open var resistance: CGFloat = 0
  /// Angular damping (default 0).
  open var angularResistance: CGFloat = 0
  /// Whether items may rotate (default true).
  open var allowsRotation = true
  /// Whether items are fixed in place (default false).
  open var isAnchored = false
  /// Charge for electric and magnetic fields (default 0).
  open var charge: CGFloat = 0

  /// Creates a behaviour over `items`, as UIKit's `init(items:)`.
  public init(items: [UIDynamicItem]) {
    super.init()
    dynamicItems = items
  }

  private var linear: [(item: UIDynamicItem, velocity: CGPoint)] = []
  private var angular: [(item: UIDynamicItem, velocity: CGFloat)] = []

  /// Adds `velocity` (points per second) to `item`'s linear velocity.
  open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
    let current = linearVelocity(for: item)
    linear.removeAll { $0.item === item }
    linear.append((item, CGPoint(x: current.x + velocity.x, y: current.y + velocity.y)))
  }

  /// `item`'s linear velocity: what code added, as nothing slows it here.
  open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
    linear.first { $0.item === item }?.velocity ?? .zero
  }

  /// Adds `velocity` (radians per second) to `item`'s angular velocity.
  open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
    let current = angularVelocity(for: item)
    angular.removeAll { $0.item === item }
    angular.append((item, current + velocity))
  }

  /// `item`'s angular velocity: what code added.
  open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
    angular.first { $0.item === item }?.velocity ?? 0
  }
}

/// A connection between an item and an anchor or another item: UIKit's
/// `UIAttachmentBehavior`. Stored.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
  /// What the item is attached to, with UIKit's raw values.
  public enum AttachmentType: Int, Sendable {
    /// Another item.
    case items = 0
    /// A point.
    case anchor = 1
  }

  /// The attached items (one, or two for `.items`).
  public let attachedItems: [UIDynamicItem]
  /// What the first item is attached to.
  public let attachedBehaviorType: AttachmentType
  /// The anchor point, for `.anchor`.
  open var anchorPoint: CGPoint
  /// The distance the attachment keeps.
  open var length: CGFloat
  /// The spring's damping (default 0).
  open var damping: CGFloat = 0
  /// The spring's frequency in hertz (default 0: a rigid attachment).
  open var frequency: CGFloat = 0
  /// The rotational friction (default 0).
  open var frictionTorque: CGFloat = 0
  /// The range the attachment's length may vary in (default unlimited).
  open var attachmentRange = UIFloatRange(minimum: -.infinity, maximum: .infinity)

  /// Attaches `item`'s centre to `point`, as UIKit's `init(item:attachedToAnchor:)`.
  public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
  }

  /// Attaches a point of `item` (`offset` from its centre) to `point`.
  public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
    attachedItems = [item]
    attachedBehaviorType = .anchor
    anchorPoint = point
    let dx = item.center.x + offset.horizontal - point.x
    let dy = item.center.y + offset.vertical - point.y
    length = (dx * dx + dy * dy).squareRoot()
    super.init()
    dynamicItems = attachedItems
  }

  /// Attaches `item1`'s centre to `item2`'s, as UIKit's `init(item:attachedTo:)`.
  public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
    self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
  }

  /// Attaches a point of `item1` to a point of `item2`.
  public init(
    item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem,
    offsetFromCenter offset2: UIOffset
  ) {
    attachedItems = [item1, item2]
    attachedBehaviorType = .items
    anchorPoint = .zero
    let dx = item1.center.x + offset1.horizontal - item2.center.x - offset2.horizontal
    let dy = item1.center.y + offset1.vertical - item2.center.y - offset2.vertical
    length = (dx * dx + dy * dy).squareRoot()
    super.init()
    dynamicItems = attachedItems
  }
}

/// A range of floating-point values: UIKit's `UIFloatRange`.
public struct UIFloatRange: Hashable, Sendable {
  /// The lower bound.
  public var minimum: CGFloat
  /// The upper bound.
  public var maximum: CGFloat

  /// Creates a range from its bounds.
  public init(minimum: CGFloat, maximum: CGFloat) {
    self.minimum = minimum
    self.maximum = maximum
  }

  /// The range of every value.
  public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)
  /// The empty range at zero.
  public static let zero = UIFloatRange(minimum: 0, maximum: 0)
}

/// Gravity on items: UIKit's `UIGravityBehavior`. Stored.
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
  /// The items, in order.
  open var items: [UIDynamicItem] { dynamicItems }

  /// Adds an item.
  open func addItem(_ item: UIDynamicItem) { appendItem(item) }

  /// Removes an item.
  open func removeItem(_ item: UIDynamicItem) { dynamicItems.removeAll { $0 === item } }

  /// The direction and strength (default (0, 1): 1000 pt/s² down, as UIKit's).
  open var gravityDirection = CGVector(dx: 0, dy: 1)
  /// The direction in radians.
  open var angle: CGFloat {
    get { atan2(gravityDirection.dy, gravityDirection.dx) }
    set { gravityDirection = CGVector(dx: cos(newValue) * magnitude, dy: sin(newValue) * magnitude) }
  }
  /// The strength.
  open var magnitude: CGFloat {
    get { (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy).squareRoot() }
    set { gravityDirection = CGVector(dx: cos(angle) * newValue, dy: sin(angle) * newValue) }
  }

  /// Creates gravity on `items`.
  public init(items: [UIDynamicItem]) {
    super.init()
    dynamicItems = items
  }

  /// Sets the angle and magnitude together.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
  }
}

/// Movement of an item to a point, with a spring: UIKit's `UISnapBehavior`. Stored.
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
  /// The item that snaps.
  public let item: UIDynamicItem
  /// Where it snaps to.
  open var snapPoint: CGPoint
  /// How much the spring oscillates (0…1; default 0.5).
  open var damping: CGFloat = 0.5

  /// Creates a snap of `item` to `point`, as UIKit's `init(item:snapTo:)`.
  public init(item: UIDynamicItem, snapTo point: CGPoint) {
    self.item = item
    snapPoint = point
    super.init()
    dynamicItems = [item]
  }
}

/// Collisions of items with each other and with boundaries: UIKit's `UICollisionBehavior`.
/// Stored.
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
  /// The items, in order.
  open var items: [UIDynamicItem] { dynamicItems }

  /// Adds an item.
  open func addItem(_ item: UIDynamicItem) { appendItem(item) }

  /// Removes an item.
  open func removeItem(_ item: UIDynamicItem) { dynamicItems.removeAll { $0 === item } }

  /// What collides, with UIKit's raw values.
  public struct Mode: OptionSet, Hashable, Sendable {
    /// UIKit's bits.
    public let rawValue: UInt
    /// Creates a mode from UIKit's bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Items collide with each other.
    public static let items = Mode(rawValue: 1 << 0)
    /// Items collide with boundaries.
    public static let boundaries = Mode(rawValue: 1 << 1)
    /// Both.
    public static let everything = Mode(rawValue: UInt.max)
  }

  /// What collides (default `.everything`).
  open var collisionMode: Mode = .everything
  /// Whether the reference view's bounds are a boundary (default false).
  open var translatesReferenceBoundsIntoBoundary = false
  /// The delegate, told of collisions (never here).
  open weak var collisionDelegate: UICollisionBehaviorDelegate?

  /// Creates collisions among `items`.
  public init(items: [UIDynamicItem]) {
    super.init()
    dynamicItems = items
  }

  /// Makes the reference bounds, inset, a boundary.
  open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
    translatesReferenceBoundsIntoBoundary = true
  }
}

/// The delegate of a ``UICollisionBehavior``: UIKit's `UICollisionBehaviorDelegate`, whose
/// methods are optional (never called here, as nothing collides).
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: AnyObject {}
