/// A whole layout file, as the loader produces it: a tree of nodes plus layout-wide settings.
///
/// Value types throughout; the solver never changes a spec. `CompiledLayout` flattens it into
/// tables for solving.
public struct LayoutSpec: Hashable, Sendable {
  public enum ZIndexOrder: String, Hashable, Sendable, CaseIterable { case topDown, bottomUp }
  public enum Appear: String, Hashable, Sendable, CaseIterable { case none, top, bottom, scale }

  public var title: String?
  public var device: DeviceChoice?
  public var scrollDirection: ScrollDirection
  public var zIndexOrder: ZIndexOrder
  /// BrickKit's layout `widthRatio`: ratios are in units of this value.
  public var widthRatio: Double
  public var appear: Appear
  /// The root section. Its id is always `root`.
  public var root: Node
  public var behaviors: [BehaviorSpec]
  /// Named versions of the root (Compose-style data states), in file order.
  public var states: [DataState]
  /// Where the preview, `render` and `frames` begin scrolled
  /// (docs/layout-file.md#where-the-preview-starts).
  public var start: StartPosition = .top
  /// Light or dark (docs/layout-file.md#text-metrics): which value of each dynamic colour pictures
  /// show.
  public var appearance: Appearance = .light
  /// How auto heights measure text, and at which content size category
  /// (docs/layout-file.md#text-metrics).
  public var textMetrics: TextMetricsMode = .ios
  public var contentSize: ContentSize = .large
  /// The file's `fonts`: font files by family, as written (a loader reads them into
  /// `fontFaces`; BrickCore reads no files).
  public var fonts: [String: String] = [:]
  /// The faces of `fonts` (and of `--font`), once read.
  public var fontFaces = FontLibrary()
  /// A `layout: compositional` file's layout (docs/compositional.md); its `root` is then an
  /// empty section. nil for BrickKit files.
  public var compositional: CompositionalSpec?

  public init(
    title: String? = nil, device: DeviceChoice? = nil, scrollDirection: ScrollDirection = .vertical,
    zIndexOrder: ZIndexOrder = .topDown, widthRatio: Double = 1, appear: Appear = .none,
    root: Node, behaviors: [BehaviorSpec] = [], states: [DataState] = []
  ) {
    self.title = title
    self.device = device
    self.scrollDirection = scrollDirection
    self.zIndexOrder = zIndexOrder
    self.widthRatio = widthRatio
    self.appear = appear
    self.root = root
    self.behaviors = behaviors
    self.states = states
  }

  /// A root section with these children and settings.
  public init(
    root section: Section, scrollDirection: ScrollDirection = .vertical,
    zIndexOrder: ZIndexOrder = .topDown, widthRatio: Double = 1, behaviors: [BehaviorSpec] = []
  ) {
    self.init(
      scrollDirection: scrollDirection, zIndexOrder: zIndexOrder, widthRatio: widthRatio,
      root: Node(id: "root", content: .section(section)), behaviors: behaviors)
  }

  /// This spec with a root section of no bricks (and no mosaic header or footer): its
  /// settings, behaviors and states without the tree a compiled layout holds in its tables.
  public var withoutTree: LayoutSpec {
    var result = self
    if case .section(var section) = root.content {
      section.bricks = []
      if case .mosaic(var mosaic) = section.layout {
        mosaic.header = nil
        mosaic.footer = nil
        section.layout = .mosaic(mosaic)
      }
      result.root.content = .section(section)
    }
    return result
  }

  /// This spec as the named state shows it (its root, behaviors and appear style in place of
  /// the file's); `root` names the file itself (no state may take that name); nil if there is
  /// no such state.
  public func selectingState(_ name: String) -> LayoutSpec? {
    if name == "root" { return self }  // the file's own root, as `diff --from root` reads it
    guard let state = states.first(where: { $0.name == name }) else { return nil }
    return state.applied(to: self)
  }
}

/// Where a layout begins scrolled: BrickKit screens that open at their last item use `bottom`.
public enum StartPosition: Hashable, Sendable {
  case top
  case bottom
  /// A content offset in points.
  case offset(x: Double, y: Double)
}

/// The preview device a file asks for: a preset name or a size in points (and its pixel
/// scale, 2 unless given).
public enum DeviceChoice: Hashable, Sendable {
  case preset(String)
  case size(width: Double, height: Double, scale: Double = 2)
}

/// One named version of the layout (docs/layout-file.md#data-states): a root section, and
/// optionally behaviors and an appear style in place of the file's.
public struct DataState: Hashable, Sendable {
  public var name: String
  /// The state's root; the file's root when the state leaves `root` out.
  public var root: Node
  /// The state's behaviors, or nil to keep the file's.
  public var behaviors: [BehaviorSpec]?
  /// The state's appear style, or nil to keep the file's.
  public var appear: LayoutSpec.Appear?
  /// The state's appearance, or nil to keep the file's.
  public var appearance: Appearance?
  /// The state's content size category, or nil to keep the file's.
  public var contentSize: ContentSize?
  public init(
    name: String, root: Node, behaviors: [BehaviorSpec]? = nil, appear: LayoutSpec.Appear? = nil,
    contentSize: ContentSize? = nil
  ) {
    self.name = name
    self.root = root
    self.behaviors = behaviors
    self.appear = appear
    self.contentSize = contentSize
  }

  /// True when this state shows `spec` unchanged (the file's own root, behaviors and appear).
  public func showsUnchanged(_ spec: LayoutSpec) -> Bool {
    root == spec.root && (behaviors ?? spec.behaviors) == spec.behaviors
      && (appear ?? spec.appear) == spec.appear
      && (appearance ?? spec.appearance) == spec.appearance
      && (contentSize ?? spec.contentSize) == spec.contentSize
  }

  /// `spec` as this state shows it.
  public func applied(to spec: LayoutSpec) -> LayoutSpec {
    var copy = spec
    copy.root = root
    if let behaviors { copy.behaviors = behaviors }
    if let appear { copy.appear = appear }
    if let appearance { copy.appearance = appearance }
    if let contentSize { copy.contentSize = contentSize }
    return copy
  }
}

/// Where a node was written: its 1-based line in the file (0 when it was built in code).
///
/// It takes no part in equality or hashing, so moving a brick in the file does not make it a
/// different brick (state diffs, reloads that keep the view).
public struct SourceLine: Hashable, Sendable {
  public var line: Int
  public init(_ line: Int) { self.line = line }
  public static func == (a: SourceLine, b: SourceLine) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
}

/// The rarely set parts of a node: its colour, BrickKit's identifier, the index of its first
/// repetition, and a line or repeat count too large for the node's inline fields. Boxed, so
/// the common node (a brick with a size, or one written in a file with its line) carries one
/// empty reference instead of five fields.
final class NodeExtras: Sendable {
  let background: LayoutColor?
  let identifier: String?
  let indexBase: Int
  /// The line, when it does not fit the node's inline 32 bits.
  let line: Int
  /// The repeat count, when it does not fit the node's inline 32 bits.
  let repeatCount: Int
  /// Set when the node's repetitions are sample data (docs/layout-file.md#nodes, `sample`).
  let sample: SampleMark?

  init(
    background: LayoutColor?, identifier: String?, indexBase: Int, line: Int, repeatCount: Int
  ) {
    self.background = background
    self.identifier = identifier
    self.indexBase = indexBase
    self.line = line
    self.repeatCount = repeatCount
    self.sample = nil
  }

  init(copying e: NodeExtras?, sample: SampleMark?) {
    background = e?.background
    identifier = e?.identifier
    indexBase = e?.indexBase ?? 0
    line = e?.line ?? 0
    repeatCount = e?.repeatCount ?? 0
    self.sample = sample
  }

}

/// A brick or a section in the tree.
///
/// Stored compactly (64 bytes): the line and repeat count sit in 32-bit fields beside the
/// dimensions, and the rarely set fields live in one optional ``NodeExtras`` box. Equality
/// and hashing ignore the line.
public struct Node: Hashable, Sendable {
  /// The identifier from the file; nil when the file gave none (then it is generated from the
  /// node's path, e.g. `root.2.0`).
  public var id: String?
  public var width: Dimension
  public var hidden: Bool
  /// The line, or `UInt32.max` when it is in `extras`.
  private var line32: UInt32 = 0
  public var height: Dimension
  /// The repeat count, or `Int32.min` when it is in `extras`.
  private var repeat32: Int32 = 1
  public var content: Content
  private var extras: NodeExtras?

  /// BrickKit's repeat count: this many consecutive items. 0 means no items.
  public var repeatCount: Int {
    get { repeat32 == Int32.min ? (extras?.repeatCount ?? 0) : Int(repeat32) }
    set { store(repeatCount: newValue) }
  }

  /// The brick's fill, as the file spelled it and resolved (`LayoutColor`).
  public var background: LayoutColor? {
    get { extras?.background }
    set { store(background: newValue) }
  }

  /// BrickKit's identifier: a label several nodes may share; behavior selectors match it.
  public var identifier: String? {
    get { extras?.identifier }
    set { store(identifier: newValue) }
  }

  /// The index of this node's first repetition among the nodes that share its id (a copy of a
  /// repeated section, or one element of a `data` list, counts on from the copies before it).
  public var indexBase: Int {
    get { extras?.indexBase ?? 0 }
    set { store(indexBase: newValue) }
  }

  /// Set when the node's repetitions are sample data standing for what the app builds at run
  /// time (docs/layout-file.md#nodes, `sample`); a marked section marks everything in it.
  public var sample: SampleMark? {
    get { extras?.sample }
    set {
      extras = NodeExtras(copying: extras, sample: newValue)
      store()
    }
  }

  /// Where the node was written.
  public var sourceLine: SourceLine {
    get { SourceLine(line32 == UInt32.max ? (extras?.line ?? 0) : Int(line32)) }
    set { store(line: newValue.line) }
  }

  /// Sets the boxed and inline fields from their values, boxing only what needs a box.
  private mutating func store(
    background: LayoutColor?? = nil, identifier: String?? = nil, indexBase: Int? = nil,
    line: Int? = nil, repeatCount: Int? = nil
  ) {
    let background = background ?? self.background
    let identifier = identifier ?? self.identifier
    let indexBase = indexBase ?? self.indexBase
    let line = line ?? sourceLine.line
    let repeatCount = repeatCount ?? self.repeatCount
    let sample = self.sample
    let lineFits = line >= 0 && line < Int(UInt32.max)
    let repeatFits = repeatCount > Int(Int32.min) && repeatCount <= Int(Int32.max)
    line32 = lineFits ? UInt32(line) : UInt32.max
    repeat32 = repeatFits ? Int32(repeatCount) : Int32.min
    extras =
      background == nil && identifier == nil && indexBase == 0 && lineFits && repeatFits
      ? nil
      : NodeExtras(
        background: background, identifier: identifier, indexBase: indexBase, line: line,
        repeatCount: repeatCount)
    if let sample { extras = NodeExtras(copying: extras, sample: sample) }
  }

  public static func == (a: Node, b: Node) -> Bool {
    a.id == b.id && a.width == b.width && a.height == b.height && a.hidden == b.hidden
      && a.repeatCount == b.repeatCount && a.background == b.background
      && a.sample == b.sample
      && a.identifier == b.identifier && a.indexBase == b.indexBase && a.content == b.content
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(width)
    hasher.combine(height)
    hasher.combine(hidden)
    hasher.combine(repeatCount)
    hasher.combine(background)
    hasher.combine(identifier)
    hasher.combine(indexBase)
    hasher.combine(sample)
    hasher.combine(content)
  }

  public init(
    id: String? = nil, width: Dimension = .defaultWidth, height: Dimension? = nil,
    repeatCount: Int = 1, hidden: Bool = false, background: LayoutColor? = nil,
    identifier: String? = nil, indexBase: Int = 0, sourceLine: SourceLine = SourceLine(0),
    content: Content
  ) {
    self.id = id
    self.width = width
    if let height {
      self.height = height
    } else {
      switch content {
      case .section, .collection: self.height = .auto(estimate: .fixed(0))
      default: self.height = .defaultHeight
      }
    }
    self.hidden = hidden
    self.content = content
    store(
      background: .some(background), identifier: .some(identifier), indexBase: indexBase,
      line: sourceLine.line, repeatCount: repeatCount)
  }

  /// The node's type name as the file spells it.
  public var typeName: String { content.typeName }

  public var section: Section? {
    if case .section(let s) = content { return s }
    return nil
  }

  // Convenience builders, mostly for tests and synthetic workloads.
  public static func label(
    _ id: String? = nil, width: Dimension = .defaultWidth, height: Dimension = .defaultHeight,
    text: String = "", repeat count: Int = 1, hidden: Bool = false
  ) -> Node {
    Node(
      id: id, width: width, height: height, repeatCount: count, hidden: hidden,
      content: .label(text: text, padding: 0))
  }
  public static func brick(
    _ id: String? = nil, width: Dimension = .defaultWidth, height: Dimension = .fixed(50),
    repeat count: Int = 1, hidden: Bool = false
  ) -> Node {
    Node(
      id: id, width: width, height: height, repeatCount: count, hidden: hidden,
      content: .brick(text: nil, contentHeight: nil))
  }
  public static func section(
    _ id: String? = nil, width: Dimension = .defaultWidth, hidden: Bool = false, _ section: Section
  ) -> Node {
    Node(id: id, width: width, hidden: hidden, content: .section(section))
  }
}

/// Why a node's repetitions are sample data (docs/layout-file.md#nodes, `sample`): the app builds
/// them at run time (in a completion handler, from decoded JSON), so the preview shows a few
/// made-up repetitions in their place and says so.
public struct SampleMark: Hashable, Sendable {
  /// Where and how the app builds the real data (`built from a network response at
  /// Feed.swift:42`), or nil when the file gives no reason.
  public var reason: String?
  public init(reason: String? = nil) { self.reason = reason }
}

/// What a node shows and how its auto height is measured
/// (docs/layout-file.md#label-button-image-brick).
public indirect enum Content: Hashable, Sendable {
  /// The type name as the file spells it (`label`, `section`, ...).
  public var typeName: String {
    switch self {
    case .label: "label"
    case .button: "button"
    case .image: "image"
    case .brick: "brick"
    case .section: "section"
    case .collection: "collection"
    }
  }

  /// `padding` surrounds the text, per edge (docs/layout-file.md#label-button-image-brick: a number
  /// is every edge).
  case label(text: String, padding: EdgeInsets, font: FontSpec = .body)
  case button(title: String, padding: EdgeInsets, font: FontSpec = .body)
  /// `aspect` is height / width; `loadDelay` is in milliseconds.
  case image(src: String, aspect: Double?, loadDelay: Double?)
  case brick(text: String?, contentHeight: Double?, font: FontSpec = .body)
  case section(Section)
  case collection(CollectionSpec)
}

/// A section: its children and how they flow (BrickKit's `BrickSection`).
public struct Section: Hashable, Sendable {
  public var bricks: [Node]
  /// The gap between bricks and between rows.
  public var inset: Double
  public var edgeInsets: EdgeInsets
  public var alignment: Alignment
  public var alignRowHeights: Bool
  public var layout: SectionLayout

  public init(
    _ bricks: [Node] = [], inset: Double = 0, edgeInsets: EdgeInsets = .zero,
    alignment: Alignment = Alignment(), alignRowHeights: Bool = false, layout: SectionLayout = .flow
  ) {
    self.bricks = bricks
    self.inset = inset
    self.edgeInsets = edgeInsets
    self.alignment = alignment
    self.alignRowHeights = alignRowHeights
    self.layout = layout
  }
}

/// BrickKit's `BrickAlignment`.
public struct Alignment: Hashable, Sendable {
  public enum Horizontal: String, Hashable, Sendable, CaseIterable {
    case left, right, center, justified
  }
  public enum Vertical: String, Hashable, Sendable, CaseIterable { case top, center, bottom }
  public var horizontal: Horizontal
  public var vertical: Vertical
  public init(horizontal: Horizontal = .left, vertical: Vertical = .top) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}

public enum SectionLayout: Hashable, Sendable {
  case flow
  case mosaic(MosaicSpec)
}

/// A SquareMosaicLayout pattern (docs/layout-file.md#mosaic-sections;
/// docs/semantics.md#mosaic-sections).
public struct MosaicSpec: Hashable, Sendable {
  public struct Block: Hashable, Sendable {
    /// Cells as fractions of the side: x and width across, y and height along the scroll axis.
    public var frames: [Rect]
    public var repeated: Bool
    public init(frames: [Rect], repeated: Bool = false) {
      self.frames = frames
      self.repeated = repeated
    }
  }
  public var pattern: [Block]
  public var before: Double
  public var between: Double
  public var after: Double
  public var header: Node?
  public var footer: Node?
  /// SquareMosaicLayout's `supplementaryHiddenForEmptySection`: a section without cells hides
  /// its header and footer (they keep a zero frame and take no space). Default false, as from
  /// SquareMosaicLayout 4.1.1 on.
  public var hiddenForEmptySection: Bool
  public init(
    pattern: [Block], before: Double = 0, between: Double = 0, after: Double = 0,
    header: Node? = nil, footer: Node? = nil, hiddenForEmptySection: Bool = false
  ) {
    self.pattern = pattern
    self.before = before
    self.between = between
    self.after = after
    self.header = header
    self.footer = footer
    self.hiddenForEmptySection = hiddenForEmptySection
  }
}

/// A collection brick: an independent inner layout with its own scroll (BrickKit's
/// CollectionBrick).
public struct CollectionSpec: Hashable, Sendable {
  public var scrollDirection: ScrollDirection
  public var section: Section
  /// Behaviors of the inner layout (snap to point, cover flow, ...), run at the inner scroll
  /// offset; they come before the file's behaviors that name inner ids.
  public var behaviors: [BehaviorSpec]
  /// The inner section's fill (behind the inner bricks).
  public var background: LayoutColor?
  public init(
    scrollDirection: ScrollDirection = .vertical, section: Section, behaviors: [BehaviorSpec] = [],
    background: LayoutColor? = nil
  ) {
    self.scrollDirection = scrollDirection
    self.section = section
    self.behaviors = behaviors
    self.background = background
  }
}
