import BrickCore

// Yams' C target: not a declared product, but its module is visible to packages that depend on
// Yams. Without it libyaml keeps its default limit of 1,000 nested collections (about 500
// nested sections), reported with the same `tooDeep` error.
#if canImport(CYaml)
  internal import CYaml
#endif

/// Layout file text (YAML or JSON) to a `LayoutSpec`, with positioned errors (FORMAT.md §1, §2).
///
/// A `.json` file is parsed as strict JSON (`StrictJSON`), any other as YAML (libyaml's events
/// composed by `YAMLComposer`); both build the same compact nodes (`DocNode`), which keep their
/// line and column, and `Reader` turns the nodes into the model. No file I/O happens here:
/// callers read the file (`LayoutFiles` in BrickFiles) and pass its text and name.
///
/// ```swift
/// switch LayoutLoader.load(text: text, sourceName: "Layouts/feed.yaml") {
/// case .success(let spec): ...
/// case .failure(let errors): print(errors)  // file:line:column: error: ... with a caret
/// }
/// ```
public enum LayoutLoader {
  /// Nodes may nest this deep below the root (the root's children are at level 1).
  public static let maximumDepth = 1_000
  /// The largest magnitude of a number in a layout file (`Limits.maximumMagnitude`).
  public static let maximumMagnitude = Limits.maximumMagnitude
  /// Ratios, `widthRatio`, `aspect` and scale factors (`Limits.ratioRange`).
  public static let ratioRange = Limits.ratioRange
  /// The longest side of a device, in points (`Limits.maximumDeviceSide`).
  public static let maximumDeviceSide = Limits.maximumDeviceSide
  /// The largest `repeat` count.
  public static let maximumRepeatCount = 10_000_000
  /// The most nodes (bricks and sections, every state's included) one file may hold once YAML
  /// aliases are expanded. A file this large by hand would be about 8 MB; the limit is
  /// there for aliases, which copy a node per use: ten levels of ten aliases would describe
  /// 10^10 nodes in a few hundred bytes and keep the reader busy for hours (the "billion laughs"
  /// pattern, found by the hardening work). Many copies of one brick are what `repeat` is for.
  public static let maximumNodes = 250_000
  /// The most bytes of string values one file may hold once YAML aliases are expanded: as
  /// much as the largest file holds (32 MB), so only aliases can reach it. Without it, one
  /// 100 KB text used through 20,000 aliases (a 929 KB file) asks the solver to measure 2 GB
  /// of text.
  public static let maximumTextBytes = 32 * 1024 * 1024
  /// At most this many errors are collected from one file.
  public static let maximumErrors = 50
  /// libyaml's limit on nested mappings and lists. Each node level costs two or three document
  /// levels (`bricks:` list + node mapping, or `layout:`/`mosaic:`/`header:`), so this lets
  /// `maximumDepth` node levels through to the loader's own check, while anything much deeper
  /// stops in libyaml (which the composer's recursion never reaches past).
  static let documentNestingLimit = 3 * maximumDepth + 100

  /// Sets libyaml's nesting limit once per process (libyaml keeps it in a global).
  private static let configured: Bool = {
    #if canImport(CYaml)
      yaml_set_max_nest_level(Int32(documentNestingLimit))
      return true
    #else
      return false
    #endif
  }()

  /// Parses and checks a layout file's text.
  ///
  /// - Parameters:
  ///   - text: The file's contents, YAML or JSON.
  ///   - sourceName: The name errors give for the file, such as `Layouts/feed.yaml`.
  /// - Returns: The spec, or every error found (at most `maximumErrors`), first one first.
  public static func load(text: String, sourceName: String) -> Result<LayoutSpec, LayoutErrors> {
    onLargeStack { loadHere(text: text, sourceName: sourceName) }
  }

  /// `load(text:sourceName:)`; with `readAhead` false a JSON file's root bricks are read with
  /// the rest of the tree, as a YAML file's are (for tests that compare the two ways).
  static func load(
    text: String, sourceName: String, readAhead: Bool
  ) -> Result<LayoutSpec, LayoutErrors> {
    onLargeStack { loadHere(text: text, sourceName: sourceName, readAhead: readAhead) }
  }

  private static func loadHere(
    text: String, sourceName: String, readAhead: Bool = true
  ) -> Result<LayoutSpec, LayoutErrors> {
    _ = configured
    let reader = Reader(sourceName: sourceName, text: text)
    let document: DocNode?
    if isJSON(sourceName) {
      reader.documentHasAliases = false
      reader.documentHasMergeKeys = false
      reader.documentMayRepeatKeys = false
      do throws(StrictJSON.Failure) {
        // The root's bricks are read as they are parsed (most of a large file is that list),
        // so their nodes are never all held at once.
        let parsed = try StrictJSON.parse(
          text, maximumNesting: documentNestingLimit,
          rootBricks: readAhead
            ? { reader.readAhead(rootBricks: $0, firstIndex: $1, braces: $2, bytesParsed: $3) }
            : nil)
        document = parsed.root
        reader.documentHasBraces = parsed.hasBraces
        reader.reserveIds(parsed.idKeys - reader.ids.count)
      } catch {
        // What was read ahead belongs to a document that does not parse.
        let failed = Reader(sourceName: sourceName, text: text)
        failed.report(
          error.kind, line: error.line, column: error.column, "",
          error.fullMessage,
          expected: error.expected)
        return .failure(LayoutErrors(failed.errors))
      }
    } else {
      do throws(YAMLFailure) {
        let composed = try YAMLComposer.compose(text)
        document = composed.root
        reader.tagNames = composed.tagNames
        reader.documentHasAliases = composed.hasAliases
        reader.documentHasMergeKeys = composed.hasMergeKeys
        reader.reserveIds(composed.idKeys)
        if composed.hasAliases, let mark = composed.tooManyNodesAt {
          // An alias bomb: refused before the reader expands anything.
          reader.report(
            .tooLarge, line: mark.line, column: mark.column, "",
            Reader.tooManyNodesMessage, expected: Reader.tooManyNodesExpected)
          return .failure(LayoutErrors(reader.errors))
        }
      } catch {
        return .failure(LayoutErrors([syntaxError(error, reader)]))
      }
    }
    guard let document, !isNull(document) else {
      reader.report(
        .emptyDocument, line: 1, column: 1, "", "the file is empty",
        expected:
          "a mapping with a 'root' section, such as root: {bricks: [{type: label, text: Hello}]}")
      return .failure(LayoutErrors(reader.errors))
    }
    let spec = reader.layout(document)
    if let spec, reader.errors.isEmpty {
      guard let (node, count) = sectionOverLimit(spec) else { return .success(spec) }
      let line = node.sourceLine.line
      let column = firstColumn(ofLine: line, in: text)
      reader.report(
        .tooLarge, line: max(1, line), column: column, "",
        "a section of \(grouped(count)) items below the root, more than the "
          + "\(grouped(maximumSectionItems)) one section may hold (a section is laid out whole)",
        expected: "repeated bricks straight under root (laid out as they scroll into view), "
          + "or fewer repetitions")
      return .failure(LayoutErrors(reader.errors))
    }
    // Stable sort: errors on one position keep the order they were found in.
    let sorted = reader.errors.enumerated().sorted {
      ($0.element.line, $0.element.column, $0.offset) < (
        $1.element.line, $1.element.column, $1.offset
      )
    }.map(\.element)
    return .failure(LayoutErrors(sorted, truncated: reader.truncated))
  }

  /// The most items (`itemCount`) one section or collection directly under a root may hold.
  /// The root lays its children out as they scroll into view (a `repeat: 10000000` brick there
  /// costs 24 MB), but a section below it is laid out whole, about 80 bytes an item: a
  /// 10,000,000-row label inside a section took 760 MB, and repeated sections around it 5.4 GB.
  public static let maximumSectionItems = 1_000_000

  /// The first section or collection under the file's root (or a state's) holding more than
  /// `maximumSectionItems` items, and its count.
  static func sectionOverLimit(_ spec: LayoutSpec) -> (BrickCore.Node, Int)? {
    for root in [spec.root] + spec.states.map(\.root) {
      guard case .section(let section) = root.content else { continue }
      for child in section.bricks {
        switch child.content {
        case .section, .collection:
          let count = itemCount(child)
          if count > maximumSectionItems { return (child, count) }
        default:
          continue
        }
      }
    }
    return nil
  }

  /// The column of the first character of line `line` that is not a space or `-`.
  static func firstColumn(ofLine line: Int, in text: String) -> Int {
    var current = 1
    var column = 1
    for scalar in text.unicodeScalars {
      if current == line {
        if scalar != " " && scalar != "-" && scalar != "\t" { return column }
        if scalar == "\n" { return 1 }
        column += 1
      } else if scalar == "\n" {
        current += 1
        if current > line { break }
      }
    }
    return 1
  }

  /// 1234567 as `1,234,567`.
  static func grouped(_ n: Int) -> String { NumberText.grouped(n) }

  /// True for a `.json` name (any case): such a file is read as strict JSON (RFC 8259).
  public static func isJSON(_ sourceName: String) -> Bool {
    sourceName.lowercased().hasSuffix(".json")
  }

  /// `load(text:sourceName:)` as a throwing call.
  public static func spec(text: String, sourceName: String) throws(LayoutErrors) -> LayoutSpec {
    try load(text: text, sourceName: sourceName).get()
  }

  /// How many items the layout has with repeats expanded: every section (the root included),
  /// brick, mosaic header and footer, and a collection's inner items once per repetition.
  /// Saturates at `Int.max`.
  public static func itemCount(of spec: LayoutSpec) -> Int {
    itemCount(spec.root)
  }

  static func itemCount(_ node: BrickCore.Node) -> Int {
    var each = 1
    func add(_ n: Int) {
      let (sum, overflow) = each.addingReportingOverflow(n)
      each = overflow ? Int.max : sum
    }
    switch node.content {
    case .section(let section):
      section.bricks.forEach { add(itemCount($0)) }
      if case .mosaic(let mosaic) = section.layout {
        [mosaic.header, mosaic.footer].compactMap { $0 }.forEach { add(itemCount($0)) }
      }
    case .collection(let collection):
      collection.section.bricks.forEach { add(itemCount($0)) }
    default:
      break
    }
    let (total, overflow) = each.multipliedReportingOverflow(by: node.repeatCount)
    return overflow ? Int.max : total
  }

  private static func isNull(_ node: DocNode) -> Bool {
    if case .scalar(let scalar) = node, Reader.classify(scalar) == .null { return true }
    return false
  }
}
