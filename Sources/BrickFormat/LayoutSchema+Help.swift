/// What editors show on hover (docs/editor.md): every key of the schema gets a `description`
/// with its meaning, its default, an example and the section of the reference
/// (`docs/layout-file.md`) that explains it.
///
/// The descriptions are added to the finished schema by walking it, so the key tables in
/// `LayoutSchema` stay as they are: a property named `key` inside the mapping `context` takes
/// `help["key.context"]`, else `help["key"]`. Contexts are the `$defs` names (`node`, `root`,
/// `behavior`, `state`, `device`, `dimension`, ...), `layout` for the top level, and the name of
/// the property a nested mapping belongs to (`mosaic`, `auto`).
extension LayoutSchema {
  /// The user's reference of the format, relative to the repository's root.
  public static let referencePath = "docs/layout-file.md"

  /// One key's help: what it means, its default (nil when the key is required), an example.
  struct KeyHelp {
    var meaning: String
    var defaultValue: String?
    var example: String
    /// The reference's section (a heading's anchor).
    var section: String
    /// The page of the reference (`docs/compositional.md` for compositional layouts).
    var reference: String = LayoutSchema.referencePath

    var text: String {
      let given = defaultValue.map { "Default: \($0)." } ?? "Required."
      return "\(meaning). \(given) Example: \(example). See \(reference)#\(section)"
    }
  }

  /// The schema with a description on every property that has help. (Built with `map`:
  /// mutating a `var` bound from the indirect enum's payload trips the compiler's cycle check.)
  static func described(_ value: JSON, context: String) -> JSON {
    switch value {
    case .array(let items):
      return .array(items.map { described($0, context: context) })
    case .object(let entries):
      return .object(entries.map { key, child in (key, described(key, child, context: context)) })
    default:
      return value
    }
  }

  /// The value of the entry `key` of an object whose properties belong to `context`.
  private static func described(_ key: String, _ child: JSON, context: String) -> JSON {
    if key == "if" { return child }  // a branch's test (`type` is X): editors show no help there
    if key == "properties", case .object(let properties) = child {
      return .object(
        properties.map { name, schema in
          (name, withHelp(described(schema, context: name), key: name, context: context))
        })
    }
    if key == "$defs", case .object(let definitions) = child {
      return .object(definitions.map { name, schema in (name, described(schema, context: name)) })
    }
    return described(child, context: context)
  }

  /// `schema` with its help as its description; a description already written where the key
  /// is defined keeps its words and gains the reference's section.
  private static func withHelp(_ schema: JSON, key: String, context: String) -> JSON {
    guard case .object(let entries) = schema,
      let help = help["\(key).\(context)"] ?? help[key]
    else { return schema }
    guard let i = entries.firstIndex(where: { $0.0 == "description" }) else {
      return .object([("description", .string(help.text))] + entries)
    }
    guard case .string(let written) = entries[i].1, !written.contains(help.reference) else {
      return schema
    }
    let given = help.defaultValue.map { "Default: \($0)." } ?? "Required."
    let linked = JSON.string(
      "\(written) \(given) Example: \(help.example). See \(help.reference)#\(help.section)")
    return .object(
      entries.enumerated().map { $0.offset == i ? ("description", linked) : $0.element })
  }

  /// Properties of the schema without a description (`context.key`); empty when every key
  /// an editor can complete has help.
  public static var keysWithoutHelp: [String] {
    var missing: [String] = []
    func walk(_ value: JSON, context: String) {
      switch value {
      case .array(let items): items.forEach { walk($0, context: context) }
      case .object(let entries):
        for (key, child) in entries where key != "if" {
          if key == "properties", case .object(let properties) = child {
            for (name, schema) in properties {
              let has: Bool
              if case .object(let fields) = schema {
                has = fields.contains { $0.0 == "description" }
              } else {
                has = false
              }
              if !has { missing.append("\(context).\(name)") }
              walk(schema, context: name)
            }
          } else if key == "$defs", case .object(let definitions) = child {
            for (name, schema) in definitions { walk(schema, context: name) }
          } else {
            walk(child, context: context)
          }
        }
      default: break
      }
    }
    walk(described(document, context: "layout"), context: "layout")
    return Array(Set(missing)).sorted()
  }

  /// Every property name in the schema (for the test that the reference mentions each).
  public static var propertyNames: Set<String> {
    var names: Set<String> = []
    func walk(_ value: JSON) {
      switch value {
      case .array(let items): items.forEach(walk)
      case .object(let entries):
        for (key, child) in entries {
          if key == "properties", case .object(let properties) = child {
            for (name, schema) in properties {
              names.insert(name)
              walk(schema)
            }
          } else {
            walk(child)
          }
        }
      default: break
      }
    }
    walk(document)
    return names
  }

  /// The help, by key or `key.context`.
  static let help: [String: KeyHelp] = {
    var h: [String: KeyHelp] = [:]
    // The top level.
    h["title"] = KeyHelp(
      meaning: "The layout's name, shown in the status line",
      defaultValue: "the file's name",
      example: "title: Product page",
      section: "the-top-level")
    h["device"] = KeyHelp(
      meaning: "The device the layout is shown on: a preset (iphone-se, iphone-se3, iphone-16, "
        + "iphone-16-pro-max, ipad, ipad-pro-13) or {width, height} in points",
      defaultValue: "iphone-se",
      example: "device: {width: 390, height: 844}",
      section: "devices")
    h["scrollDirection"] = KeyHelp(
      meaning: "The direction the layout scrolls: vertical or horizontal",
      defaultValue: "vertical",
      example: "scrollDirection: horizontal",
      section: "the-top-level")
    h["zIndex"] = KeyHelp(
      meaning: "Which bricks are drawn on top: topDown (earlier ones) or bottomUp (later ones)",
      defaultValue: "topDown",
      example: "zIndex: bottomUp",
      section: "the-top-level")
    h["widthRatio"] = KeyHelp(
      meaning: "BrickKit's layout widthRatio: ratios are in units of it, so with 2 a ratio of 1 "
        + "is half a section's width",
      defaultValue: "1",
      example: "widthRatio: 2",
      section: "the-top-level")
    h["appear"] = KeyHelp(
      meaning: "How bricks inserted between data states enter: none, top, bottom or scale",
      defaultValue: "none",
      example: "appear: bottom",
      section: "data-states")
    h["start"] = KeyHelp(
      meaning: "Where the preview, render and frames begin: top, bottom or {offset: [x, y]} (an "
        + "--offset wins)",
      defaultValue: "top",
      example: "start: bottom",
      section: "where-the-preview-starts")
    h["root"] = KeyHelp(
      meaning: "The root section: its bricks and section keys",
      defaultValue: nil,
      example: "root: {inset: 10, bricks: [{type: label, text: Hello}]}",
      section: "sections")
    h["behaviors"] = KeyHelp(
      meaning: "Layout behaviors (sticky, snapToPoint, spotlight, ...), applied in file order",
      defaultValue: "none",
      example: "behaviors: [{type: sticky, bricks: [header]}]",
      section: "behaviors")
    h["states"] = KeyHelp(
      meaning: "Named data states: versions of the root, behaviors or appear, stepped through "
        + "with n/p and compared with brickyard diff",
      defaultValue: "none",
      example: "states: [{name: empty, root: {bricks: []}}]",
      section: "data-states")
    h["$schema"] = KeyHelp(
      meaning: "The path of this JSON Schema, for editors reading JSON files; Brickyard ignores it",
      defaultValue: "none",
      example: "\"$schema\": \"../docs/brickyard.schema.json\"",
      section: "editor-support")
    h["textMetrics"] = KeyHelp(
      meaning: "How text is measured: ios (UIKit's system font metrics) or terminal (8 points a "
        + "character, 16 a line); --text-metrics wins",
      defaultValue: "ios",
      example: "textMetrics: terminal",
      section: "text-metrics-appearance-and-dynamic-type")
    h["appearance"] = KeyHelp(
      meaning: "Light or dark appearance: picks the side of {light, dark} and semantic colours; "
        + "--appearance wins",
      defaultValue: "light",
      example: "appearance: dark",
      section: "text-metrics-appearance-and-dynamic-type")
    h["contentSize"] = KeyHelp(
      meaning: "The Dynamic Type content size: xSmall, small, medium, large, xLarge, xxLarge, "
        + "xxxLarge, accessibility1 ... accessibility5; --content-size wins",
      defaultValue: "large",
      example: "contentSize: accessibility2",
      section: "text-metrics-appearance-and-dynamic-type")
    h["fonts"] = KeyHelp(
      meaning: "Font files (TTF or OTF) by family name, and default: for text without a family; "
        + "--font wins",
      defaultValue: "the shipped font, close to SF in width",
      example: "fonts: {default: fonts/Inter.ttf}",
      section: "text-metrics-appearance-and-dynamic-type")
    h["default.fonts"] = KeyHelp(
      meaning: "The font file used for text that names no family",
      defaultValue: "the shipped font",
      example: "default: fonts/Inter.ttf",
      section: "text-metrics-appearance-and-dynamic-type")
    // Devices.
    h["width.device"] = KeyHelp(
      meaning: "The device's width in points (above 0, at most 20,000)",
      defaultValue: nil,
      example: "width: 390",
      section: "devices")
    h["height.device"] = KeyHelp(
      meaning: "The device's height in points (above 0, at most 20,000)",
      defaultValue: nil,
      example: "height: 844",
      section: "devices")
    h["scale.device"] = KeyHelp(
      meaning: "Pixels per point: measured text is rounded to this grid",
      defaultValue: "2",
      example: "scale: 3",
      section: "devices")
    h["offset.start"] = KeyHelp(
      meaning: "The content offset to begin at, [x, y] in points",
      defaultValue: nil,
      example: "start: {offset: [0, 400]}",
      section: "where-the-preview-starts")
    // Nodes.
    h["type"] = KeyHelp(
      meaning: "The node's kind: label, button, image, brick, section or collection",
      defaultValue: nil,
      example: "type: label",
      section: "nodes")
    h["type.root"] = KeyHelp(
      meaning: "The root's kind: always section",
      defaultValue: "section",
      example: "type: section",
      section: "sections")
    h["id"] = KeyHelp(
      meaning: "The node's name, unique in the file (no '#'); behaviors, diffs and frames use it",
      defaultValue: "made from the node's place, such as root.2.0",
      example: "id: header",
      section: "keys-every-node-takes")
    h["id.root"] = KeyHelp(
      meaning: "The root's id: always root",
      defaultValue: "root",
      example: "id: root",
      section: "sections")
    h["identifier"] = KeyHelp(
      meaning: "BrickKit's identifier: a label several nodes may share; a behavior's bricks "
        + "selects every node that carries it",
      defaultValue: "none",
      example: "identifier: sectionHeader",
      section: "keys-every-node-takes")
    h["width"] = KeyHelp(
      meaning: "The node's width: points, a ratio (\"1/2\", \"50%\"), fill, auto or a dimension "
        + "mapping",
      defaultValue: "{ratio: 1}, the section's whole width",
      example: "width: \"1/3\"",
      section: "dimensions")
    h["height"] = KeyHelp(
      meaning: "The node's height: points, a ratio of its width, auto or a dimension mapping",
      defaultValue: "auto, measured from the content with an estimate of 50",
      example: "height: 44",
      section: "dimensions")
    h["repeat"] = KeyHelp(
      meaning: "How many copies of the node (0 to 10,000,000; 0 means none); {index} in text is "
        + "the copy's number",
      defaultValue: "1",
      example: "repeat: 20",
      section: "repetition-and-data")
    h["data"] = KeyHelp(
      meaning: "A list of mappings: one copy of the node per element, whose fields fill {FIELD} "
        + "placeholders (not with repeat)",
      defaultValue: "none",
      example: "data: [{name: Sofa, price: 899}]",
      section: "repetition-and-data")
    h["hidden"] = KeyHelp(
      meaning: "Hides the node: it keeps a frame but takes no space and is not drawn",
      defaultValue: "false",
      example: "hidden: true",
      section: "keys-every-node-takes")
    h["background"] = KeyHelp(
      meaning: "The fill colour: a CSS or UIKit name, #rrggbb, BrickKit's palette (brickGray1 "
        + "...) or {light, dark}",
      defaultValue: "none",
      example: "background: brickGray1",
      section: "colours")
    h["text"] = KeyHelp(
      meaning: "A label's text; placeholders such as {index} and {name} are filled in",
      defaultValue: "empty",
      example: "text: \"Row {index+1}\"",
      section: "label-button-image-brick")
    h["title.node"] = KeyHelp(
      meaning: "A button's title, measured as one line",
      defaultValue: "empty",
      example: "title: Add to cart",
      section: "label-button-image-brick")
    h["sample"] = KeyHelp(
      meaning: "The node's repetitions are sample data standing for what the app builds at run "
        + "time (in a completion handler, from decoded JSON): true, or the reason as text; the "
        + "status line and the inspector say so",
      defaultValue: "false",
      example: "sample: \"built from a network response at FeedViewController.swift:42\"",
      section: "sample-data")
    h["padding"] = KeyHelp(
      meaning: "Points around the text inside its brick: a number (every edge), "
        + "[top, left, bottom, right] or {top, left, bottom, right} (missing edges 0)",
      defaultValue: "0",
      example: "padding: [4, 12, 4, 12]",
      section: "text-and-fonts")
    h["font"] = KeyHelp(
      meaning: "The text's font: a text style (body, headline, title1, ...), {style: S}, or "
        + "{size: 15, weight: semibold, scales: true}",
      defaultValue: "body",
      example: "font: headline",
      section: "text-and-fonts")
    h["style.font"] = KeyHelp(
      meaning: "A text style: largeTitle, title1, title2, title3, headline, body, callout, "
        + "subheadline, footnote, caption1 or caption2",
      defaultValue: "body",
      example: "font: {style: footnote}",
      section: "text-and-fonts")
    h["size.font"] = KeyHelp(
      meaning: "A fixed font size in points",
      defaultValue: "the style's size",
      example: "font: {size: 15}",
      section: "text-and-fonts")
    h["weight.font"] = KeyHelp(
      meaning: "UIFont's weight: ultraLight, thin, light, regular, medium, semibold, bold, heavy "
        + "or black",
      defaultValue: "regular",
      example: "font: {size: 15, weight: bold}",
      section: "text-and-fonts")
    h["scales.font"] = KeyHelp(
      meaning: "Whether a fixed size follows the content size (Dynamic Type)",
      defaultValue: "false",
      example: "font: {size: 15, scales: true}",
      section: "text-and-fonts")
    h["family.font"] = KeyHelp(
      meaning: "A font family named in the top-level fonts",
      defaultValue: "the default font",
      example: "font: {family: Mono, size: 13}",
      section: "text-metrics-appearance-and-dynamic-type")
    h["src"] = KeyHelp(
      meaning: "An image's name or URL, drawn as a placeholder with its name",
      defaultValue: "empty",
      example: "src: sofa.jpg",
      section: "label-button-image-brick")
    h["aspect"] = KeyHelp(
      meaning: "An image's aspect ratio as height over width: its automatic height is its width "
        + "times this (0.75 is a 4:3 landscape photo)",
      defaultValue: "none: the height's estimate is kept",
      example: "aspect: 0.75",
      section: "label-button-image-brick")
    h["loadDelay"] = KeyHelp(
      meaning: "Milliseconds until the image 'loads' and takes its real height (BrickKit's "
        + "asynchronous height change); until then it keeps its estimate",
      defaultValue: "none: loaded at once",
      example: "loadDelay: 800",
      section: "label-button-image-brick")
    h["content"] = KeyHelp(
      meaning: "A generic brick's text, measured as a label's when contentHeight is not given",
      defaultValue: "none",
      example: "content: Custom cell",
      section: "label-button-image-brick")
    h["contentHeight"] = KeyHelp(
      meaning: "What a generic brick's content measures, in points: its automatic height",
      defaultValue: "the content text's height",
      example: "contentHeight: 120",
      section: "label-button-image-brick")
    // Sections and collections.
    h["bricks"] = KeyHelp(
      meaning: "The section's children: a list of nodes, laid out in rows",
      defaultValue: "none",
      example: "bricks: [{type: label, text: Hello}]",
      section: "sections")
    h["inset"] = KeyHelp(
      meaning: "Points between bricks in a row and between rows",
      defaultValue: "0",
      example: "inset: 10",
      section: "sections")
    h["edgeInsets"] = KeyHelp(
      meaning: "Points around the section's content: a number, [top, left, bottom, right] or "
        + "{top, left, bottom, right}",
      defaultValue: "0",
      example: "edgeInsets: [20, 16, 20, 16]",
      section: "sections")
    h["top.edgeInsets"] = KeyHelp(
      meaning: "Points above the content",
      defaultValue: "0",
      example: "edgeInsets: {top: 20}",
      section: "sections")
    h["left.edgeInsets"] = KeyHelp(
      meaning: "Points left of the content",
      defaultValue: "0",
      example: "edgeInsets: {left: 16}",
      section: "sections")
    h["bottom.edgeInsets"] = KeyHelp(
      meaning: "Points below the content",
      defaultValue: "0",
      example: "edgeInsets: {bottom: 20}",
      section: "sections")
    h["right.edgeInsets"] = KeyHelp(
      meaning: "Points right of the content",
      defaultValue: "0",
      example: "edgeInsets: {right: 16}",
      section: "sections")
    h["alignment"] = KeyHelp(
      meaning: "How a row's bricks sit in it: {horizontal: left/right/center/justified, vertical: "
        + "top/center/bottom}",
      defaultValue: "{horizontal: left, vertical: top}",
      example: "alignment: {horizontal: center}",
      section: "sections")
    h["horizontal.alignment"] = KeyHelp(
      meaning: "Across a row: left, right, center or justified",
      defaultValue: "left",
      example: "alignment: {horizontal: justified}",
      section: "sections")
    h["vertical.alignment"] = KeyHelp(
      meaning: "Within a row's height: top, center or bottom",
      defaultValue: "top",
      example: "alignment: {vertical: center}",
      section: "sections")
    h["alignRowHeights"] = KeyHelp(
      meaning: "Makes every brick of a row as tall as the row's tallest",
      defaultValue: "false",
      example: "alignRowHeights: true",
      section: "sections")
    h["layout"] = KeyHelp(
      meaning: "How the section places its children: flow (rows) or {mosaic: {...}}",
      defaultValue: "flow",
      example: "layout: {mosaic: {pattern: [{frames: [[0, 0, 1, 1]]}]}}",
      section: "mosaic-sections")
    h["header"] = KeyHelp(
      meaning: "A node drawn before a mosaic section's cells",
      defaultValue: "none",
      example: "header: {type: label, text: Photos}",
      section: "mosaic-sections")
    h["footer"] = KeyHelp(
      meaning: "A node drawn after a mosaic section's cells",
      defaultValue: "none",
      example: "footer: {type: label, text: More}",
      section: "mosaic-sections")
    h["section"] = KeyHelp(
      meaning: "A collection's inner root section, with its own scroll position: every section "
        + "key and background",
      defaultValue: nil,
      example: "section: {bricks: [{type: image, src: a.jpg, width: 150, repeat: 8}]}",
      section: "collections")
    h["scrollDirection.node"] = KeyHelp(
      meaning: "The direction a collection's inner layout scrolls: vertical or horizontal",
      defaultValue: "vertical",
      example: "scrollDirection: horizontal",
      section: "collections")
    h["behaviors.node"] = KeyHelp(
      meaning: "Behaviors of a collection's inner layout",
      defaultValue: "none",
      example: "behaviors: [{type: snapToPoint, position: center}]",
      section: "collections")
    h["mosaic"] = KeyHelp(
      meaning: "A mosaic layout: children placed in the cells of a repeating pattern of blocks "
        + "(SquareMosaicLayout)",
      defaultValue: nil,
      example: "mosaic: {pattern: [{frames: [[0, 0, 0.5, 1], [0.5, 0, 0.5, 1]]}]}",
      section: "mosaic-sections")
    h["pattern.mosaic"] = KeyHelp(
      meaning: "The blocks: each {frames: [[x, y, width, height], ...], repeated: false}, in "
        + "fractions of the section's side",
      defaultValue: nil,
      example: "pattern: [{frames: [[0, 0, 1, 0.5]], repeated: true}]",
      section: "mosaic-sections")
    h["spacing.mosaic"] = KeyHelp(
      meaning: "Points before the first block, between blocks and after the last: {before, "
        + "between, after}",
      defaultValue: "all 0",
      example: "spacing: {between: 4}",
      section: "mosaic-sections")
    h["hiddenForEmptySection"] = KeyHelp(
      meaning: "Hides the mosaic section's header and footer when it has no children",
      defaultValue: "false",
      example: "hiddenForEmptySection: true",
      section: "mosaic-sections")
    // Dimensions.
    h["fixed"] = KeyHelp(
      meaning: "A length in points (a bare number means the same)",
      defaultValue: nil,
      example: "{fixed: 50}",
      section: "dimensions")
    h["ratio"] = KeyHelp(
      meaning: "A ratio: of the section's content width for a width (inset-aware), of the brick's "
        + "own width for a height",
      defaultValue: nil,
      example: "{ratio: 0.5}",
      section: "dimensions")
    h["of"] = KeyHelp(
      meaning: "With ratio: viewport makes the ratio one of the viewport's length on the same axis",
      defaultValue: "the section (width) or the brick's width (height)",
      example: "{ratio: 0.5, of: viewport}",
      section: "dimensions")
    h["minus"] = KeyHelp(
      meaning: "The container's length on that axis less this many points",
      defaultValue: nil,
      example: "{minus: 20}",
      section: "dimensions")
    h["auto"] = KeyHelp(
      meaning: "Measured from the content; estimate is used until it is measured",
      defaultValue: "estimate 50",
      example: "{auto: {estimate: 120}}",
      section: "dimensions")
    h["estimate.auto"] = KeyHelp(
      meaning: "The dimension used until the content is measured",
      defaultValue: "50",
      example: "{auto: {estimate: 120}}",
      section: "dimensions")
    h["orientation"] = KeyHelp(
      meaning: "One dimension per orientation: {portrait: D, landscape: D}",
      defaultValue: nil,
      example: "{orientation: {portrait: 100, landscape: 200}}",
      section: "dimensions")
    h["horizontalSizeClass"] = KeyHelp(
      meaning: "One dimension per horizontal size class: {compact: D, regular: D}",
      defaultValue: nil,
      example: "{horizontalSizeClass: {compact: fill, regular: \"1/3\"}}",
      section: "dimensions")
    h["verticalSizeClass"] = KeyHelp(
      meaning: "One dimension per vertical size class: {compact: D, regular: D}",
      defaultValue: nil,
      example: "{verticalSizeClass: {compact: 44, regular: 64}}",
      section: "dimensions")
    h["range"] = KeyHelp(
      meaning: "BrickKit's dimension range: the dimension of the pair with the largest "
        + "minimumSize the container reaches, else default",
      defaultValue: nil,
      example: "{range: {default: 44, pairs: [{minimumSize: 600, dimension: 64}]}}",
      section: "dimensions")
    h["restricted"] = KeyHelp(
      meaning: "A size clamped by min or max: {size: D, min: D} or {size: D, max: D}",
      defaultValue: nil,
      example: "{restricted: {size: auto, max: 200}}",
      section: "dimensions")
    // Colours.
    h["light.colour"] = KeyHelp(
      meaning: "The colour in light appearance",
      defaultValue: nil,
      example: "{light: white, dark: black}",
      section: "colours")
    h["dark.colour"] = KeyHelp(
      meaning: "The colour in dark appearance",
      defaultValue: nil,
      example: "{light: white, dark: black}",
      section: "colours")
    // Behaviors.
    h["type.behavior"] = KeyHelp(
      meaning: "The behavior: sticky, minimumSticky, stickyFooter, onScrollDownSticky, "
        + "snapToPoint, spotlight, card, coverFlow, offset, maxZIndex, setZIndex or hide",
      defaultValue: nil,
      example: "type: sticky",
      section: "behaviors")
    h["bricks.behavior"] = KeyHelp(
      meaning: "The bricks it applies to: ids or identifiers; an id selects every copy, id#3 copy "
        + "3 only",
      defaultValue: nil,
      example: "bricks: [header, \"row#0\"]",
      section: "behaviors")
    h["topOffset"] = KeyHelp(
      meaning: "Points below the top at which sticky bricks stop",
      defaultValue: "0",
      example: "topOffset: 44",
      section: "behaviors")
    h["stackAcrossSections"] = KeyHelp(
      meaning: "Whether sticky bricks of different sections stack instead of pushing each other "
        + "away",
      defaultValue: "false",
      example: "stackAcrossSections: true",
      section: "behaviors")
    h["minimumHeight"] = KeyHelp(
      meaning: "The height a minimum-sticky brick shrinks to: one number, or a mapping from id to "
        + "number",
      defaultValue: "none: plain sticky",
      example: "minimumHeight: {hero: 64}",
      section: "behaviors")
    h["position"] = KeyHelp(
      meaning: "Where a scroll snaps a brick: top, middle, bottom, or left, center, right when "
        + "scrolling across",
      defaultValue: nil,
      example: "position: top",
      section: "behaviors")
    h["smallHeight"] = KeyHelp(
      meaning: "The height of the bricks that are not in the spotlight or on top of the stack: a "
        + "number, or a mapping from id to number",
      defaultValue: nil,
      example: "smallHeight: 60",
      section: "behaviors")
    h["scrollLastBrickToTop"] = KeyHelp(
      meaning: "Whether the content can scroll far enough for the last brick to reach the top",
      defaultValue: "true",
      example: "scrollLastBrickToTop: false",
      section: "behaviors")
    h["lastBrickStretchy"] = KeyHelp(
      meaning: "Whether the spotlight's last brick stretches to fill the space below it",
      defaultValue: "false",
      example: "lastBrickStretchy: true",
      section: "behaviors")
    h["minimumScaleFactor"] = KeyHelp(
      meaning: "The scale cover flow gives bricks away from the centre (above 0, at most 1)",
      defaultValue: nil,
      example: "minimumScaleFactor: 0.7",
      section: "behaviors")
    h["originOffset"] = KeyHelp(
      meaning: "How far the offset behavior moves its bricks, [dx, dy] in points",
      defaultValue: "[0, 0]",
      example: "originOffset: [4, -4]",
      section: "behaviors")
    h["sizeOffset"] = KeyHelp(
      meaning: "How much the offset behavior adds to its bricks' size, [dw, dh] in points",
      defaultValue: "[0, 0]",
      example: "sizeOffset: [0, 20]",
      section: "behaviors")
    h["zIndex.behavior"] = KeyHelp(
      meaning: "The depth setZIndex gives its bricks: a whole number above the layout's largest "
        + "zIndex",
      defaultValue: nil,
      example: "zIndex: 2",
      section: "behaviors")
    // Data states.
    h["name.state"] = KeyHelp(
      meaning: "The state's name, for n/p, --state and diff --from/--to",
      defaultValue: nil,
      example: "name: loaded",
      section: "data-states")
    h["root.state"] = KeyHelp(
      meaning: "The state's root section; bricks are matched with other states by id",
      defaultValue: "the file's root",
      example: "root: {bricks: []}",
      section: "data-states")
    h["behaviors.state"] = KeyHelp(
      meaning: "The state's behaviors",
      defaultValue: "the file's behaviors",
      example: "behaviors: []",
      section: "data-states")
    h["appear.state"] = KeyHelp(
      meaning: "How bricks inserted by this state enter: none, top, bottom or scale",
      defaultValue: "the file's appear",
      example: "appear: scale",
      section: "data-states")
    h["appearance.state"] = KeyHelp(
      meaning: "The state's appearance: light or dark",
      defaultValue: "the file's appearance",
      example: "appearance: dark",
      section: "data-states")
    h["contentSize.state"] = KeyHelp(
      meaning: "The state's Dynamic Type content size",
      defaultValue: "the file's contentSize",
      example: "contentSize: xxxLarge",
      section: "data-states")
    return h.merging(compositionalHelp) { brickKit, _ in brickKit }
  }()
}
