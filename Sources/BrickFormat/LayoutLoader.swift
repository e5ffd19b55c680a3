import BrickCore

/// Layout file text (YAML or JSON) to a `LayoutSpec`, with positioned errors
/// (docs/layout-file.md#nodes, docs/layout-file.md#limits-and-errors).
///
/// A `.json` file is parsed as strict JSON (`StrictJSON`), any other as YAML (libyaml's events
/// composed by `YAMLComposer`); both build the same compact nodes (`DocNode`), which keep their
/// line and column, and `Reader` has a `LayoutValidator` turn the nodes into the model. No
/// file I/O happens here: callers read the file (`LayoutFiles` in BrickFiles) and pass its
/// text and name.
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
  /// The most nested mappings and lists a document may hold. Each node level costs two or
  /// three document levels (`bricks:` list + node mapping, or `layout:`/`mosaic:`/`header:`),
  /// so this lets `maximumDepth` node levels through to the reader's own check, while anything
  /// much deeper stops in the parser (whose recursion never reaches past it).
  ///
  /// libyaml keeps its own limit (1,000 by default) in a process-wide global, which no library
  /// target here changes: the `brickyard` executable raises it to this value in its process
  /// setup (`ProcessSetup`), for the commands that load layouts. Elsewhere a YAML file nested
  /// past libyaml's limit is refused with the same `tooDeep` error.
  public static let documentNestingLimit = 3 * maximumDepth + 100

  /// Parses and checks a layout file's text.
  ///
  /// - Parameters:
  ///   - text: The file's contents, YAML or JSON.
  ///   - sourceName: The name errors give for the file, such as `Layouts/feed.yaml`.
  /// - Returns: The spec, or every error found (at most `maximumErrors`), first one first.
  public static func load(text: String, sourceName: String) -> Result<LayoutSpec, LayoutErrors> {
    load(text: text, sourceName: sourceName, readAhead: true)
  }

  /// `load(text:sourceName:)`; with `readAhead` false a JSON file's root bricks are read with
  /// the rest of the tree, as a YAML file's are (for tests that compare the two ways).
  ///
  /// The one place that decides on which stack a file is loaded: on the caller's when the
  /// document nests at most `callerStackNesting` levels (nearly every file), else on a thread
  /// of its own with a `loaderStackSize` stack (`onLargeStack`), from the start again.
  static func load(
    text: String, sourceName: String, readAhead: Bool
  ) -> Result<LayoutSpec, LayoutErrors> {
    // A compositional file is drawn through its stand-in (CompositionalStandIn.swift).
    if let result = loadHere(
      text: text, sourceName: sourceName, readAhead: readAhead, onCallersStack: true)
    {
      return result.map(\.withCompositionalStandIn)
    }
    return onLargeStack {
      loadHere(text: text, sourceName: sourceName, readAhead: readAhead, onCallersStack: false)
        ?? .failure(LayoutErrors([]))
    }.map(\.withCompositionalStandIn)
  }

  /// Parses and reads one file; nil when `onCallersStack` and the document is too deep for
  /// that stack (then nothing of it is kept).
  private static func loadHere(
    text: String, sourceName: String, readAhead: Bool, onCallersStack: Bool
  ) -> Result<LayoutSpec, LayoutErrors>? {
    let nesting = onCallersStack ? callerStackNesting : documentNestingLimit
    let reader: Reader
    let document: DocNode?
    if isJSON(sourceName) {
      // JSON has no aliases and no merge keys, and its parser rejects a repeated key.
      reader = Reader(
        sourceName: sourceName, text: text,
        facts: DocumentFacts(hasAliases: false, hasMergeKeys: false, mayRepeatKeys: false))
      do throws(StrictJSON.Failure) {
        // The root's bricks are read as they are parsed (most of a large file is that list),
        // so their nodes are never all held at once.
        let stream = ElementStream(
          path: Reader.readAheadPath, batchSize: readAheadBatch,
          receive: { reader.readAhead(rootBricks: $0, firstIndex: $1, progress: $2) })
        let parsed = try StrictJSON.parse(
          text, maximumNesting: nesting, stream: readAhead ? stream : nil)
        document = parsed.root
        reader.documentHasBraces(parsed.hasBraces)
      } catch {
        if onCallersStack && error.kind == .tooDeep { return nil }
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
        // Entries of `bricks` lists are nodes: an alias bomb is refused before it is walked.
        let composed = try YAMLComposer.compose(
          text, budget: ExpansionBudget(listKey: "bricks", limit: maximumNodes),
          maximumNesting: onCallersStack ? nesting : nil)
        document = composed.root
        reader = Reader(
          sourceName: sourceName, text: text,
          facts: DocumentFacts(
            tagNames: composed.tagNames, hasAliases: composed.hasAliases,
            hasMergeKeys: composed.hasMergeKeys))
        if composed.hasAliases, let mark = composed.tooManyNodesAt {
          // An alias bomb: refused before the reader expands anything.
          reader.report(
            .tooLarge, line: mark.line, column: mark.column, "",
            LayoutValidator.tooManyNodesMessage, expected: LayoutValidator.tooManyNodesExpected)
          return .failure(LayoutErrors(reader.errors))
        }
      } catch {
        if case .nestingPast = error { return nil }
        let failed = Reader(sourceName: sourceName, text: text)
        return .failure(LayoutErrors([syntaxError(error, failed)]))
      }
      // An alias puts a node, and all below it, where it is used: the tree the reader walks
      // may nest much deeper than the text.
      if onCallersStack && reader.facts.hasAliases {
        return onLargeStack { reader.read(document) }
      }
    }
    return reader.read(document)
  }

  /// How many root bricks a JSON parser hands over at a time: few enough that their nodes stay
  /// in the cache until they are read, enough that parser and reader each run long enough to
  /// keep their own code in the instruction cache (handing over one at a time took 19 million
  /// more instruction-cache misses for 100,000 bricks).
  static let readAheadBatch = 256

  /// The most nested mappings and lists a document is parsed and read with on the caller's
  /// stack (a thread of Swift's cooperative pool has 512 KiB): a layout nested deeper is
  /// loaded again on a large stack (`load`).
  static let callerStackNesting = 64

  /// The most items (`itemCount`) one section or collection directly under a root may hold.
  /// The root lays its children out as they scroll into view (a `repeat: 10000000` brick there
  /// costs 24 MB), but a section below it is laid out whole, about 80 bytes an item: a
  /// 10,000,000-row label inside a section took 760 MB, and repeated sections around it 5.4 GB.
  public static let maximumSectionItems = 1_000_000

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
}

extension LayoutValidator {
  /// Notes `nodes`, what the entry `entry` of a root's `bricks` stands for, when one of them is
  /// the first section or collection under a root holding more than
  /// `LayoutLoader.maximumSectionItems` items (the reader refuses the file then, at the
  /// entry's own line and column).
  mutating func noteSectionsOverLimit(
    _ nodes: ArraySlice<BrickCore.Node>, writtenAt entry: DocNode
  ) {
    guard sectionOverLimit == nil else { return }
    for node in nodes {
      switch node.content {
      case .section, .collection:
        let count = LayoutLoader.itemCount(node)
        guard count > LayoutLoader.maximumSectionItems else { continue }
        let mark = entry.mark ?? DocMark(line: max(1, node.sourceLine.line), column: 1)
        sectionOverLimit = (mark, count)
        return
      default:
        continue
      }
    }
  }
}
