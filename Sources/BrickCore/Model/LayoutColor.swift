/// A colour as a layout holds it (docs/colours.md): the spelling the file wrote, kept for
/// messages and exports, and what it means in each appearance, resolved once when the file
/// was read. Nothing after the reader looks at the spelling to find the colour.
///
/// One reference wide, so a node's optional colour costs what a pointer costs. Two colours
/// are equal when they were spelled the same (the spelling decides the value).
public struct LayoutColor: Hashable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  private final class Storage: Sendable {
    let written: String
    let value: DynamicColor?
    let entry: Int?

    init(written: String, value: DynamicColor?, entry: Int?) {
      self.written = written
      self.value = value
      self.entry = entry
    }
  }

  private let storage: Storage

  /// The spelling as written: `lightGray`, `.clear`, `#11223344`,
  /// `{light: white, dark: #000}` (a mapping in the order light, dark).
  public var written: String { storage.written }

  /// The value in each appearance; nil only for a name no table has, which only a layout built
  /// in code can hold (the reader refuses one).
  public var value: DynamicColor? { storage.value }

  /// The index in `ColorTable.entries` of the colour a name spells; nil for hex codes, mappings
  /// and unknown names.
  public var entryIndex: Int? { storage.entry }

  init(written: String, value: DynamicColor?, entry: Int?) {
    storage = Storage(written: written, value: value, entry: entry)
  }

  /// The colour a name or hex code spells (`ColorTable.layoutColor`), or an unknown colour
  /// that keeps the spelling: for layouts built in code and tests. A mapping is made with
  /// `init(light:dark:)`.
  public init(_ spelling: String) {
    self = ColorTable.layoutColor(spelling) ?? LayoutColor(spelling, unknown: ())
  }

  public init(stringLiteral spelling: String) { self.init(spelling) }

  /// A name no table has: its spelling, no value.
  private init(_ spelling: String, unknown: Void) {
    self.init(written: spelling, value: nil, entry: nil)
  }

  /// `{light: L, dark: D}`: the light value of `light` and the dark value of `dark`.
  public init(light: LayoutColor, dark: LayoutColor) {
    let written = "{light: \(light.written), dark: \(dark.written)}"
    var value: DynamicColor?
    if let l = light.value, let d = dark.value {
      value = DynamicColor(light: l.light, dark: d.dark)
    }
    self.init(written: written, value: value, entry: nil)
  }

  public var description: String { written }

  public static func == (a: LayoutColor, b: LayoutColor) -> Bool {
    a.storage === b.storage || a.written == b.written
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(written) }
}
