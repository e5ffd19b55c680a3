import BrickCore

/// Reads one parsed file into a `LayoutSpec`: the driver that wires what the parser found out
/// (`DocumentFacts`, the root bricks it hands over while it parses) into a `LayoutValidator`,
/// then asks it for the layout and makes the checks that need the whole model.
///
/// The jobs are done by types of their own: `LayoutValidator` checks the document against the
/// format and builds the model, with its parts (`Diagnostics`, `IdRegistry`,
/// `TemplateExpander`, `ReadBudget`); the parsers (`StrictJSON`, `YAMLComposer`) build the
/// document; `LayoutLoader` picks the parser and the stack. A reader is a class because the
/// JSON parser's read-ahead calls back into it while it parses.
///
/// A reader is used on one thread. Its two properties are accessed once per batch of root
/// bricks and once for the rest of the file, so the runtime's exclusivity check of a class's
/// stored properties costs nothing that can be measured; inside the validator, a struct with
/// `mutating` methods, every access is checked when it is compiled.
final class Reader {
  /// The validator, and with it the errors found so far.
  var validator: LayoutValidator
  /// The file root's bricks read while the file was still being parsed (`readAhead`).
  private var rootBricksReadAhead: [BrickCore.Node] = []

  /// The list a parser may hand over while it parses (`readAhead`): the file root's bricks.
  static let readAheadPath = ["root", "bricks"]

  init(sourceName: String, text: String, facts: DocumentFacts = DocumentFacts()) {
    validator = LayoutValidator(sourceName: sourceName, text: text, facts: facts)
  }

  /// What the parser found out about the document.
  var facts: DocumentFacts { validator.facts }
  /// The errors found so far, in the order they were found.
  var errors: [LayoutError] { validator.diagnostics.errors }
  /// True once an error was left out (`LayoutLoader.maximumErrors`).
  var truncated: Bool { validator.diagnostics.truncated }

  /// Records an error the parser or the loader found, at a line and column.
  func report(
    _ kind: LayoutError.Kind, line: Int, column: Int, _ path: DocPath, _ message: String,
    expected: String? = nil
  ) {
    validator.report(kind, line: line, column: column, path, message, expected: expected)
  }

  /// Tells the validator whether any string of the parsed document holds a `{` (when none
  /// does, no value outside a repetition is searched for placeholders).
  func documentHasBraces(_ hasBraces: Bool) {
    validator.templates.documentHasBraces = hasBraces
  }

  /// Reads items of the file root's `bricks` (`readAheadPath`), the first at `firstIndex`,
  /// while the parser goes on; they join the root's list when the whole document is read.
  func readAhead(rootBricks items: [DocNode], firstIndex: Int, progress: ParseProgress) {
    validator.readRootBricks(
      items, firstIndex: firstIndex, progress: progress, into: &rootBricksReadAhead)
  }

  /// Reads a parsed document into a spec, with the checks that need all of it; the errors,
  /// sorted by position, when there are any.
  func read(_ document: DocNode?) -> Result<LayoutSpec, LayoutErrors> {
    guard let document, !Self.isNull(document) else {
      report(
        .emptyDocument, line: 1, column: 1, "", "the file is empty",
        expected:
          "a mapping with a 'root' section, such as root: {bricks: [{type: label, text: Hello}]}")
      return .failure(LayoutErrors(errors))
    }
    let spec = validator.layout(document, rootBricksReadAhead: &rootBricksReadAhead)
    if let spec, errors.isEmpty {
      guard let (mark, count) = validator.sectionOverLimit else { return .success(spec) }
      report(
        .tooLarge, line: mark.line, column: mark.column, "",
        "a section of \(NumberText.grouped(count)) items below the root, more than the "
          + "\(NumberText.grouped(LayoutLoader.maximumSectionItems)) one section may hold "
          + "(a section is laid out whole)",
        expected: "repeated bricks straight under root (laid out as they scroll into view), "
          + "or fewer repetitions")
      return .failure(LayoutErrors(errors))
    }
    // Stable sort: errors on one position keep the order they were found in.
    let sorted = errors.enumerated().sorted {
      ($0.element.line, $0.element.column, $0.offset) < (
        $1.element.line, $1.element.column, $1.offset
      )
    }.map(\.element)
    return .failure(LayoutErrors(sorted, truncated: truncated))
  }

  private static func isNull(_ node: DocNode) -> Bool {
    if case .scalar(let scalar) = node, ScalarValue.classify(scalar) == .null { return true }
    return false
  }
}
