import BrickCore

/// The JSON Schema (draft 2020-12) of the layout file (docs/editor.md), built from the reader's
/// own key tables, so that what the schema offers an editor and what `check` accepts cannot
/// drift apart: every key list below is the one the reader checks mappings against, and
/// `valueSchemas` must describe every key in them (a test sweeps the tables).
///
/// Placeholders (`"{price}"`, `"{index+1}"`) are accepted wherever a value is, since a data
/// element may give any value.
public enum LayoutSchema {
  /// The schema's address as written in layout files' first line, relative to `Layouts/`.
  public static let relativePath = "../docs/brickyard.schema.json"

  /// The schema as pretty-printed JSON text, ending in a newline.
  public static func text() -> String {
    // Every key gets its help for editors' hover (LayoutSchema+Help.swift).
    JSONText.render(described(document, context: "layout")) + "\n"
  }

  /// The keys of every mapping the reader checks, by `$defs` name (for the coverage test).
  public static var keyTables: [String: [String]] {
    var tables: [String: [String]] = [
      "layout": LayoutValidator.topLevelKeys, "root": LayoutValidator.rootKeys,
      "state": LayoutValidator.stateKeys,
      "innerSection": LayoutValidator.innerSectionKeys,
    ]
    for type in LayoutValidator.nodeTypes {
      tables["node.\(type)"] = LayoutValidator.keys(forType: type)
    }
    for (type, keys) in LayoutValidator.behaviorParameters {
      tables["behavior.\(type)"] = ["type"] + keys
    }
    return tables
  }

  /// Keys of `keyTables` that `valueSchemas` does not describe (`table: key`); empty when the
  /// schema covers everything the reader accepts.
  public static var undescribedKeys: [String] {
    var missing: [String] = []
    for (table, keys) in keyTables.sorted(by: { $0.key < $1.key }) {
      let context = table.hasPrefix("behavior.") ? "behavior" : table == "state" ? "state" : nil
      for key in keys {
        let described = context.map { valueSchemas["\(key).\($0)"] != nil } ?? false
        if !described && valueSchemas[key] == nil { missing.append("\(table): \(key)") }
      }
    }
    return missing + undescribedCompositionalKeys
  }

  /// The value schema of every key the tables name (by key; a few keys mean different things
  /// in different mappings and are listed under `mapping.key`).
  static let valueSchemas: [String: JSON] = {
    let number = anyOf(.object([("type", "number")]), ref("placeholder"))
    let size = anyOf(.object([("type", "number"), ("minimum", 0)]), ref("placeholder"))
    let bool = anyOf(.object([("type", "boolean")]), ref("placeholder"))
    let string = JSON.object([("type", .array(["string", "number", "boolean"]))])
    let dimension = ref("dimension")
    let bricks = JSON.object([("type", "array"), ("items", ref("node"))])
    let behaviors = JSON.object([("type", "array"), ("items", ref("behavior"))])
    // Ids are read as text, so `id: 5` is the id "5".
    let name = JSON.object([("type", ["string", "number"]), ("pattern", "^[^#]+$")])
    let selector = JSON.object([("type", ["string", "number"])])
    let selectors = anyOf(
      selector, .object([("type", "array"), ("items", selector), ("minItems", 1)]))
    let perBrick = anyOf(size, .object([("type", "object"), ("additionalProperties", size)]))
    let pair = JSON.object([("type", "array"), ("items", number), ("minItems", 2), ("maxItems", 2)])
    func choices(_ names: [String]) -> JSON {
      anyOf(.object([("enum", .array(names.map(JSON.string)))]), ref("placeholder"))
    }
    return [
      // The top level.
      "title": string, "device": ref("device"),
      "scrollDirection": choices(ScrollDirection.allCases.map(\.rawValue)),
      "zIndex": choices(LayoutSpec.ZIndexOrder.allCases.map(\.rawValue)),
      "widthRatio": number, "appear": choices(LayoutSpec.Appear.allCases.map(\.rawValue)),
      "start": ref("start"), "root": ref("root"), "behaviors": behaviors,
      "states": .object([("type", "array"), ("items", ref("state"))]),
      "$schema": .object([("type", "string")]),
      "name": string,
      // Nodes.
      "type": .object([("type", "string")]),
      "id": name, "identifier": name,
      "width": dimension, "height": dimension,
      "repeat": anyOf(
        .object([
          ("type", "integer"), ("minimum", 0),
          ("maximum", .number(Double(LayoutLoader.maximumRepeatCount))),
        ]),
        ref("placeholder")),
      "hidden": bool, "background": ref("colour"),
      "sample": anyOf(
        .object([("type", "boolean")]),
        .object([("type", "string"), ("pattern", "\\S")]), ref("placeholder")),
      "data": anyOf(
        .object([("type", "array"), ("items", .object([("type", "object")]))]), ref("placeholder")),
      "text": string, "padding": ref("edgeInsets"), "src": string, "aspect": number,
      "loadDelay": size, "content": string, "contentHeight": size,
      "bricks": bricks, "inset": size, "edgeInsets": ref("edgeInsets"),
      "alignment": ref("alignment"), "alignRowHeights": bool, "layout": ref("sectionLayout"),
      "header": ref("node"), "footer": ref("node"), "section": ref("innerSection"),
      // Behaviors.
      "bricks.behavior": selectors, "topOffset": number, "stackAcrossSections": bool,
      "minimumHeight": perBrick,
      "position": choices(BehaviorSpec.SnapPosition.allCases.map(\.rawValue)),
      "smallHeight": perBrick, "scrollLastBrickToTop": bool, "lastBrickStretchy": bool,
      "minimumScaleFactor": number, "originOffset": pair, "sizeOffset": pair,
      "zIndex.behavior": anyOf(.object([("type", "integer")]), ref("placeholder")),
      "type.behavior": .object([("const", "")]),  // filled per behavior type
      "appear.state": choices(LayoutSpec.Appear.allCases.map(\.rawValue)),
      "appearance": described(
        choices(Appearance.allCases.map(\.rawValue)),
        "Light or dark: which value of each dynamic colour (systemBackground, label, "
          + "{light: C, dark: C}) pictures show; --appearance wins. Default light. Example: "
          + "appearance: dark"),
      "appearance.state": described(
        choices(Appearance.allCases.map(\.rawValue)),
        "The state's appearance, light or dark, in place of the file's (default: the file's)."),
      // Text (docs/layout-file.md#text-metrics). Content sizes are matched without regard to case.
      "textMetrics": choices(TextMetricsMode.allCases.map(\.rawValue)),
      "contentSize": anyOf(
        enumeration(ContentSize.allNames),
        .object([("type", "string"), ("pattern", .string(anyCase(ContentSize.allNames)))]),
        ref("placeholder")),
      "fonts": .object([
        ("type", "object"), ("additionalProperties", .object([("type", "string")])),
      ]),
      "font": ref("font"),
      "root.state": ref("root"),
      // Compositional files (docs/compositional.md, LayoutSchema+Compositional.swift).
      "layout.layout": enumeration(LayoutValidator.LayoutKind.allCases.map(\.rawValue)),
      "configuration": ref("configuration"),
      "sections": .object([("type", "array"), ("items", ref("compositionalSection"))]),
    ]
  }()

  /// A mapping's schema: its keys' value schemas, nothing else allowed.
  static func mapping(keys: [String], context: String? = nil, required: [String] = []) -> JSON {
    var properties: [(String, JSON)] = []
    for key in keys {
      let value =
        context.flatMap { valueSchemas["\(key).\($0)"] } ?? valueSchemas[key] ?? .object([])
      properties.append((key, value))
    }
    var entries: [(String, JSON)] = [("type", "object"), ("properties", .object(properties))]
    if !required.isEmpty { entries.append(("required", .array(required.map(JSON.string)))) }
    entries.append(("additionalProperties", false))
    return .object(entries)
  }

  static var document: JSON {
    // `root` or `sections` is required by the kind of file (`layoutKindRule`); `x-` keys hold
    // YAML anchors.
    var top = mapping(keys: LayoutValidator.topLevelKeys, context: "layout")
      .appending([
        ("patternProperties", .object([("^x-", .object([]))])), ("allOf", [layoutKindRule]),
      ])
    top = top.prepending([
      ("$schema", "https://json-schema.org/draft/2020-12/schema"),
      ("$id", "https://brickyard.invalid/brickyard.schema.json"),
      ("title", "Brickyard layout file"),
      (
        "description",
        .string(
          "A layout of sections and bricks (docs/layout-file.md), or with layout: compositional a "
            + "UICollectionViewCompositionalLayout (docs/compositional.md); generated by "
            + "`brickyard schema`.")
      ),
    ])
    return top.appending([("$defs", .object(definitions))])
  }

  /// The shared definitions, by name.
  static var definitions: [(String, JSON)] {
    let numberType = JSON.object([("type", "number")])
    let node = tagged(
      LayoutValidator.nodeTypes,
      schema: { mapping(keys: LayoutValidator.keys(forType: $0), required: ["type"]) })
    let behavior = tagged(
      BehaviorSpec.typeNames,
      schema: {
        mapping(
          keys: ["type"] + (LayoutValidator.behaviorParameters[$0] ?? []),
          context: "behavior", required: ["type"])
      })
    let placeholderPattern = "^\\{[A-Za-z_][A-Za-z0-9_]*([+-][0-9]+)?\\}$"
    return [
      ("placeholder", .object([("type", "string"), ("pattern", .string(placeholderPattern))])),
      ("node", node),
      ("root", mapping(keys: LayoutValidator.rootKeys)),
      ("innerSection", mapping(keys: LayoutValidator.innerSectionKeys)),
      ("state", mapping(keys: LayoutValidator.stateKeys, context: "state", required: ["name"])),
      ("behavior", behavior),
      ("dimension", anyOf(numberType, .object([("type", "string")]), dimensionMapping)),
      ("colourName", colourName),
      ("colour", colour),
      (
        "device",
        anyOf(
          enumeration(Device.presets.map(\.name)),
          // Preset names are matched without regard to case.
          .object([("type", "string"), ("pattern", .string(anyCase(Device.presets.map(\.name))))]),
          closed(
            [
              ("width", numberType), ("height", numberType),
              ("scale", .object([("type", "integer"), ("minimum", 1), ("maximum", 3)])),
            ], required: ["width", "height"]))
      ),
      (
        "font",
        anyOf(
          enumeration(TextStyle.allCases.map(\.rawValue)),
          closed([
            ("style", enumeration(TextStyle.allCases.map(\.rawValue))),
            ("size", .object([("type", "number"), ("exclusiveMinimum", 0), ("maximum", 1000)])),
            ("weight", enumeration(FontWeight.allCases.map(\.rawValue))),
            ("scales", .object([("type", "boolean")])), ("family", .object([("type", "string")])),
          ]),
          ref("placeholder"))
      ),
      (
        "start",
        anyOf(
          enumeration(["top", "bottom"]),
          closed([("offset", numbers(count: 2))], required: ["offset"]))
      ),
      (
        "edgeInsets",
        anyOf(
          numberType, numbers(count: 4),
          closed(["top", "left", "bottom", "right"].map { ($0, numberType) }), ref("placeholder"))
      ),
      (
        "alignment",
        anyOf(
          closed([
            ("horizontal", enumeration(Alignment.Horizontal.allCases.map(\.rawValue))),
            ("vertical", enumeration(Alignment.Vertical.allCases.map(\.rawValue))),
          ]), ref("placeholder"))
      ),
      (
        "sectionLayout",
        anyOf(
          enumeration(["flow"]),
          closed(
            [
              (
                "mosaic",
                closed(
                  LayoutValidator.mosaicKeys.map { key in
                    switch key {
                    case "pattern": (key, .object([("type", "array")]))
                    case "spacing": (key, .object([("type", "object")]))
                    case "hiddenForEmptySection": (key, .object([("type", "boolean")]))
                    default: (key, ref("node"))  // header, footer
                    }
                  }, required: ["pattern"])
              )
            ], required: ["mosaic"]))
      ),
    ] + compositionalDefinitions
  }

  /// A colour (docs/layout-file.md#colours): a name in any case (the usual spellings listed for
  /// completion), hex with optional alpha, or `{light: C, dark: C}`.
  static var colour: JSON {
    let mapping = closed(
      [("light", ref("colourName")), ("dark", ref("colourName"))], required: ["light", "dark"])
    return described(
      anyOf(ref("colourName"), mapping),
      "A colour: a CSS name (lightgray), UIKit's (lightGray, clear, systemBlue, label, "
        + "systemBackground, ...), BrickKit's (brickGray1), in any case; #rgb, #rrggbb or "
        + "#rrggbbaa; or {light: C, dark: C} for each appearance. Example: systemBackground")
  }

  /// One colour name or hex code (no mapping).
  static var colourName: JSON {
    let hex = JSON.object([
      ("type", "string"), ("pattern", "^#([0-9A-Fa-f]{3,4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"),
    ])
    let names = ColorTable.entries.map(\.name)
    let plain = anyOf(
      enumeration(ColorTable.spellings),
      .object([
        ("type", "string"),
        // Any case, and Swift's leading `.` (`.clear`).
        ("pattern", .string("^\\.?" + String(anyCase(names).dropFirst()))),
      ]),
      hex, ref("placeholder"))
    return plain
  }

  /// A schema with a `description` (what editors show on hover).
  static func described(_ schema: JSON, _ text: String) -> JSON {
    schema.appending([("description", .string(text))])
  }

  /// A dimension written as a mapping: one of the forms (and `of` with `ratio`).
  static var dimensionMapping: JSON {
    var properties: [(String, JSON)] = LayoutValidator.dimensionForms.map { form in
      form == "auto" ? (form, closed([("estimate", ref("dimension"))])) : (form, .object([]))
    }
    properties.append(("of", enumeration(["viewport"])))
    return closed(properties).appending([("minProperties", 1)])
  }

  /// An object with a `type` key whose value picks the schema of the rest (`if`/`then` per
  /// type, so an editor completes the keys of the type written).
  static func tagged(_ types: [String], schema: (String) -> JSON) -> JSON {
    let branches: [JSON] = types.map { type in
      let typeIs = JSON.object([("const", .string(type))])
      return .object([
        ("if", .object([("properties", .object([("type", typeIs)]))])),
        ("then", schema(type).setting(["properties", "type"], typeIs)),
      ])
    }
    return .object([
      ("type", "object"), ("required", ["type"]),
      ("properties", .object([("type", enumeration(types))])),
      ("allOf", .array(branches)),
    ])
  }

  /// An object with these properties and no others.
  static func closed(_ properties: [(String, JSON)], required: [String] = []) -> JSON {
    var entries: [(String, JSON)] = [("type", "object")]
    if !required.isEmpty { entries.append(("required", .array(required.map(JSON.string)))) }
    entries.append(("properties", .object(properties)))
    entries.append(("additionalProperties", false))
    return .object(entries)
  }

  /// A list of exactly `count` numbers.
  static func numbers(count: Int) -> JSON {
    .object([
      ("type", "array"), ("items", .object([("type", "number")])),
      ("minItems", .number(Double(count))), ("maxItems", .number(Double(count))),
    ])
  }

  /// A pattern matching any of `names` in any mix of case (JSON Schema patterns have no flags).
  static func anyCase(_ names: [String]) -> String {
    let alternatives = names.map { name in
      name.map { c -> String in
        let lower = c.lowercased()
        let upper = c.uppercased()
        if lower != upper { return "[\(lower)\(upper)]" }
        return "\\^$.|?*+()[]{}/".contains(c) ? "\\" + String(c) : String(c)
      }.joined()
    }
    return "^(" + alternatives.joined(separator: "|") + ")$"
  }

  static func enumeration(_ names: [String]) -> JSON {
    .object([("enum", .array(names.map(JSON.string)))])
  }

  static func ref(_ name: String) -> JSON { .object([("$ref", .string("#/$defs/\(name)"))]) }
  static func anyOf(_ schemas: JSON...) -> JSON { .object([("anyOf", .array(schemas))]) }
}

/// A JSON value with ordered object keys, for writing the schema.
indirect enum JSON: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByArrayLiteral
{
  case string(String)
  case number(Double)
  case bool(Bool)
  case array([JSON])
  case object([(String, JSON)])

  init(stringLiteral value: String) { self = .string(value) }
  init(booleanLiteral value: Bool) { self = .bool(value) }
  init(integerLiteral value: Int) { self = .number(Double(value)) }
  init(arrayLiteral elements: JSON...) { self = .array(elements) }

  /// This object with `value` at a key path (objects along the path are created).
  func setting(_ path: [String], _ value: JSON) -> JSON {
    guard let key = path.first else { return value }
    guard case .object(var entries) = self else { return self }
    if let i = entries.firstIndex(where: { $0.0 == key }) {
      entries[i].1 = entries[i].1.setting(Array(path.dropFirst()), value)
    } else {
      entries.append((key, JSON.object([]).setting(Array(path.dropFirst()), value)))
    }
    return .object(entries)
  }

  func prepending(_ more: [(String, JSON)]) -> JSON {
    guard case .object(let entries) = self else { return self }
    return .object(more + entries)
  }

  func appending(_ more: [(String, JSON)]) -> JSON {
    guard case .object(let entries) = self else { return self }
    return .object(entries + more)
  }
}

/// Pretty-printed JSON: two-space indent, short arrays of scalars on one line.
enum JSONText {
  static func render(_ value: JSON, indent: String = "") -> String {
    switch value {
    case .string(let s): return JSONString.quoted(s)
    case .number(let n):
      return NumberText.plain(n)
    case .bool(let b): return b ? "true" : "false"
    case .array(let items):
      if items.isEmpty { return "[]" }
      if items.allSatisfy({
        if case .object = $0 { false } else if case .array = $0 { false } else { true }
      }) {
        let line = "[" + items.map { render($0) }.joined(separator: ", ") + "]"
        if line.count + indent.count <= 96 { return line }
      }
      let inner = indent + "  "
      return "[\n" + items.map { inner + render($0, indent: inner) }.joined(separator: ",\n")
        + "\n\(indent)]"
    case .object(let entries):
      if entries.isEmpty { return "{}" }
      let inner = indent + "  "
      return "{\n"
        + entries.map { inner + JSONString.quoted($0.0) + ": " + render($0.1, indent: inner) }
        .joined(
          separator: ",\n")
        + "\n\(indent)}"
    }
  }
}
