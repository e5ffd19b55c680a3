/// Picks items by id: every repetition of a brick, or one repetition (`id#3`).
public struct Selector: Hashable, Sendable, CustomStringConvertible {
  public var id: String
  public var repetition: Int?
  public init(id: String, repetition: Int? = nil) {
    self.id = id
    self.repetition = repetition
  }

  /// Parses `id` or `id#n`; nil when the suffix after `#` is not a whole number >= 0.
  public init?(parsing text: String) {
    if let hash = text.lastIndex(of: "#") {
      let suffix = text[text.index(after: hash)...]
      guard let n = Int(suffix), n >= 0 else { return nil }
      self.init(id: String(text[..<hash]), repetition: n)
    } else {
      self.init(id: text)
    }
  }

  public var description: String { repetition.map { "\(id)#\($0)" } ?? id }
}

/// A number given once for all selected bricks, or per selector (`{title: 40, footer#2: 10}`).
public struct PerBrick: Hashable, Sendable {
  public var all: Double?
  public var bySelector: [Selector: Double]
  public init(all: Double? = nil, bySelector: [Selector: Double] = [:]) {
    self.all = all
    self.bySelector = bySelector
  }
}

/// One entry of `behaviors:` (docs/layout-file.md#behaviors): a value of some `Behavior` type, with
/// BrickKit's parameter names.
///
/// Each behavior type's file adds a factory named after its file type
/// (`.sticky(bricks:topOffset:stackAcrossSections:)`); any other type is wrapped with
/// `BehaviorSpec(_:)`. Two specs are equal when they hold equal values of the same type.
public struct BehaviorSpec: Hashable, Sendable {
  /// The behavior's type and parameters.
  public let behavior: any Behavior

  public init(_ behavior: some Behavior) { self.behavior = behavior }

  /// The type name as the file spells it.
  public var typeName: String { type(of: behavior).typeName }

  /// The selectors this behavior names (empty for layout-wide behaviors).
  public var selectors: [Selector] { behavior.bricks }

  /// The selectors whose bricks the solver lays out as hidden (`hide`).
  public var hiddenSelectors: [Selector] { behavior.hiddenBricks }

  /// This behavior with only the selectors that pass `keep`; nil when none does or when the
  /// behavior selects no bricks (layout-wide behaviors). Per-brick values are kept whole.
  public func keepingSelectors(where keep: (Selector) -> Bool) -> BehaviorSpec? {
    let kept = selectors.filter(keep)
    guard !kept.isEmpty else { return nil }
    var copy = behavior
    copy.bricks = kept
    return BehaviorSpec(copy)
  }

  /// Every registered type name, in `BehaviorRegistry` order.
  public static var typeNames: [String] { BehaviorRegistry.typeNames }

  public static func == (a: BehaviorSpec, b: BehaviorSpec) -> Bool {
    AnyHashable(a.behavior) == AnyHashable(b.behavior)
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(behavior)) }
}
