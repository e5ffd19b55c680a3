#if Importer
  import BrickCore
  import BrickFormat
  import SwiftSyntax

  /// Why a Swift source was not imported: the file, the line and column where its limit was
  /// passed, what happened and what would be valid.
  public struct ImportFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    public var expected: String

    /// `file:line:column: error: message` and the `expected:` line, as `check` prints errors.
    public var description: String {
      "\(file):\(line):\(column): error: \(message)\n  expected: \(expected)"
    }
  }

  /// The limits on a Swift source the importer reads, checked by one cheap pass over its bytes
  /// before swift-syntax's parser sees it (issue 22): 30 nested `[` kept the parser busy for
  /// minutes (its work doubles with each level), 1,000 nested brackets or a 50,000-term sum
  /// overflowed the stack, and a 10 MB file took 1 GB. A BrickKit view controller is a few
  /// hundred lines with a dozen levels of brackets.
  public enum ImportLimits {
    /// The largest Swift source imported, in bytes.
    public static let maximumBytes = 1 << 20
    /// Brackets (`(`, `[`, `{`) nested at most this deep.
    public static let maximumNesting = 100
    /// `[` nested at most this deep (an array of arrays of ...): the parser's time doubles with
    /// each level (16 levels: 1.5 s in a debug build).
    public static let maximumSquareNesting = 12
    /// Operators (and member dots) in one expression: a chain of them is a tree as deep as it is
    /// long, which the parser and the operator folding walk recursively.
    public static let maximumTerms = 1_000
    /// The stack the parse and the evaluation run on.
    public static let stackSize = 256 << 20

    /// The first limit `source` passes, or nil.
    public static func check(_ source: SwiftSource) -> ImportFailure? {
      let size = source.text.utf8.count
      if size > maximumBytes {
        return ImportFailure(
          file: source.name, line: 1, column: 1,
          message: "is \(megabytes(size)) of Swift, more than the 1 MB the importer reads",
          expected: "the file that builds the layout (a view controller), at most 1 MB")
      }
      var scanner = Scanner(name: source.name)
      var text = source.text
      return text.withUTF8 { scanner.scan($0) }
    }

    public static func megabytes(_ bytes: Int) -> String {
      let tenths = (Double(bytes) / Double(1 << 20) * 10).rounded() / 10
      return "\(tenths) MB"
    }

    /// One pass over the bytes: strings (with interpolations), comments, brackets, operators.
    struct Scanner {
      let name: String
      var line = 1
      var column = 0
      /// Open brackets; `(` of a string interpolation is `i`.
      var open: [UInt8] = []
      var squares = 0
      /// Operators in the expression being read (reset by brackets, commas, semicolons and
      /// line ends that do not continue the expression).
      var terms = 0
      /// Whether the last significant byte was an operator (the expression goes on).
      var afterOperator = false
      var pendingLineEnd = false

      init(name: String) { self.name = name }

      func failure(_ message: String, _ expected: String) -> ImportFailure {
        ImportFailure(
          file: name, line: line, column: max(1, column), message: message, expected: expected)
      }

      static func isOperator(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"),
          UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="),
          UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"),
          UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "."):
          return true
        default:
          return false
        }
      }

      mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> ImportFailure? {
        var i = 0
        let n = bytes.count
        // Inside a string: the number of `#` around it and whether it is `"""`.
        var string: (hashes: Int, multiline: Bool)?
        var stringStack: [(hashes: Int, multiline: Bool)] = []
        func at(_ k: Int) -> UInt8 { k < n ? bytes[k] : 0 }
        while i < n {
          let b = bytes[i]
          if b == 0x0A {
            line += 1
            column = 0
            i += 1
            if string == nil { pendingLineEnd = true }
            continue
          }
          if b & 0xC0 != 0x80 { column += 1 }
          if let current = string {
            if b == UInt8(ascii: "\\") {
              var k = i + 1
              var hashes = 0
              while hashes < current.hashes && at(k) == UInt8(ascii: "#") {
                hashes += 1
                k += 1
              }
              if hashes == current.hashes {
                if at(k) == UInt8(ascii: "(") {
                  // An interpolation: code until its `)`.
                  stringStack.append(current)
                  string = nil
                  if let f = push(UInt8(ascii: "i")) { return f }
                  column += k - i
                  i = k + 1
                  continue
                }
                column += k - i
                i = k + 1
                continue
              }
            }
            if b == UInt8(ascii: "\"") {
              let quotes = current.multiline ? 3 : 1
              var k = i
              var matched = 0
              while matched < quotes && at(k) == UInt8(ascii: "\"") {
                matched += 1
                k += 1
              }
              var hashes = 0
              while matched == quotes && hashes < current.hashes && at(k) == UInt8(ascii: "#") {
                hashes += 1
                k += 1
              }
              if matched == quotes && hashes == current.hashes {
                string = nil
                afterOperator = false
                column += k - i - 1
                i = k
                continue
              }
            }
            if b == 0x0A && !current.multiline { string = nil }
            i += 1
            continue
          }
          // Code.
          if b == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "/") {
            while i < n && bytes[i] != 0x0A { i += 1 }
            continue
          }
          if b == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "*") {
            var depth = 0
            repeat {
              if at(i) == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "*") {
                depth += 1
                i += 2
              } else if at(i) == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/") {
                depth -= 1
                i += 2
              } else {
                if at(i) == 0x0A {
                  line += 1
                  column = 0
                }
                i += 1
              }
            } while depth > 0 && i < n
            continue
          }
          if b == UInt8(ascii: "#") || b == UInt8(ascii: "\"") {
            var k = i
            var hashes = 0
            while at(k) == UInt8(ascii: "#") {
              hashes += 1
              k += 1
            }
            if at(k) == UInt8(ascii: "\"") {
              let multiline = at(k + 1) == UInt8(ascii: "\"") && at(k + 2) == UInt8(ascii: "\"")
              string = (hashes, multiline)
              continueExpression()
              afterOperator = false
              let skip = (k - i) + (multiline ? 3 : 1)
              column += skip - 1
              i += skip
              continue
            }
            i += 1
            continue
          }
          switch b {
          case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            if let f = push(b) { return f }
          case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            let top = open.popLast()
            if top == UInt8(ascii: "[") { squares -= 1 }
            endExpression()
            if top == UInt8(ascii: "i"), let resumed = stringStack.popLast() { string = resumed }
          case UInt8(ascii: ","), UInt8(ascii: ";"):
            endExpression()
          case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
            break
          default:
            if Self.isOperator(b) {
              // A run of operator characters is one operator.
              pendingLineEnd = false
              terms += 1
              if terms > ImportLimits.maximumTerms {
                return failure(
                  "an expression of more than 1,000 operators",
                  "a shorter expression (split it into constants)")
              }
              while i + 1 < n && Self.isOperator(bytes[i + 1]) {
                i += 1
                column += 1
              }
              afterOperator = true
            } else {
              continueExpression()
              afterOperator = false
            }
          }
          i += 1
        }
        return nil
      }

      /// A token that is not an operator: a line end before it ended the expression unless an
      /// operator came just before.
      mutating func continueExpression() {
        if pendingLineEnd && !afterOperator { terms = 0 }
        pendingLineEnd = false
      }

      mutating func endExpression() {
        terms = 0
        afterOperator = false
        pendingLineEnd = false
      }

      mutating func push(_ bracket: UInt8) -> ImportFailure? {
        open.append(bracket)
        endExpression()
        if open.count > ImportLimits.maximumNesting {
          return failure(
            "brackets nested deeper than 100 levels", "at most 100 levels of (), [] and {}")
        }
        if bracket == UInt8(ascii: "[") {
          squares += 1
          if squares > ImportLimits.maximumSquareNesting {
            return failure(
              "'[' nested deeper than 12 levels (the Swift parser's work doubles with each)",
              "at most 12 levels of nested [] (name the inner arrays as constants)")
          }
        }
        return nil
      }
    }
  }

  /// The work one screen's import may do (issue 37): one budget per screen that everything
  /// its code runs draws from. Every statement and expression the interpreter runs costs a
  /// step, and so does every declaration the evaluator follows; a string costs a step for each
  /// `bytesPerStep` bytes it is made of and a list one for each `elementsPerStep` elements, when
  /// they are made; a section provider asked at many widths, a cell configuration run once per
  /// repetition and a nested `map` all spend the same budget. A string or list past its cap is
  /// not made: the expression is not followed, with a warning where it would have grown.
  final class StepBudget {
    /// The steps of one screen.
    static let limit = 200_000
    /// Bytes (UTF-8) of a string made per step.
    static let bytesPerStep = 64
    /// Elements of a list made per step.
    static let elementsPerStep = 16
    /// The longest string the code may make, in UTF-8 bytes.
    static let maximumTextBytes = 1 << 20
    /// The most elements of a list the code may make.
    static let maximumListCount = 100_000

    unowned let program: Program
    private(set) var steps = 0
    /// Whether the budget ran out (every run stops, once warned where it did).
    private(set) var stopped = false

    init(program: Program) { self.program = program }

    /// Spends `count` steps; false, with the budget's warning at `node` the first time, when
    /// they pass the limit.
    @discardableResult
    func spend(_ count: Int = 1, at node: some SyntaxProtocol) -> Bool {
      steps &+= count
      if steps <= Self.limit && !stopped { return true }
      stop(at: node)
      return false
    }

    /// Spends steps for a string of `bytes` bytes about to be made at `node`; false (with a
    /// warning) when it is past the cap or the budget.
    func spend(textBytes bytes: Int, at node: some SyntaxProtocol) -> Bool {
      if bytes > Self.maximumTextBytes {
        program.warn(
          node,
          "`\(Self.excerpt(node))` makes a string of \(bytes) bytes, more than the "
            + "\(Self.maximumTextBytes) a string may grow to in an import; cannot follow it",
          kept: true)
        return false
      }
      return spend(bytes / Self.bytesPerStep, at: node)
    }

    /// Spends steps for a list of `count` elements about to be made at `node`; false (with a
    /// warning) when it is past the cap or the budget.
    func spend(elements count: Int, at node: some SyntaxProtocol) -> Bool {
      if count > Self.maximumListCount {
        program.warn(
          node,
          "`\(Self.excerpt(node))` makes a list of \(count) elements, more than the "
            + "\(Self.maximumListCount) a list may grow to in an import; cannot follow it",
          kept: true)
        return false
      }
      return spend(count / Self.elementsPerStep, at: node)
    }

    /// Spends `count` steps without stopping here: the next step past the limit stops, where
    /// it runs (work made ahead, such as a loop's range).
    func charge(_ count: Int) { steps &+= count }

    /// Stops every run of the screen, warning at `node` unless it stopped before.
    func stop(at node: some SyntaxProtocol) {
      if !stopped { report(at: node) }
      stopped = true
    }

    /// The budget's warning at `node`, kept when a trial run's warnings are dropped.
    func report(at node: some SyntaxProtocol) {
      program.warn(
        node,
        "the screen's code runs more than \(Self.limit) steps (a loop too long to "
          + "follow); stopped here", kept: true)
    }

    /// The first line of a node's text, at most 60 characters, for a message.
    static func excerpt(_ node: some SyntaxProtocol) -> String {
      let text = node.trimmedDescription
      let line = text.prefix { $0 != "\n" }
      return line.count > 60 || line.count < text.count ? line.prefix(57) + "..." : String(line)
    }
  }

  /// Numbers the importer writes must be numbers its loader reads: a size past
  /// `Limits.maximumMagnitude`, a ratio outside `Limits.ratioRange`, or a value that is not
  /// finite (`big * big`, `1 / 0`) becomes the loader's default, with a warning.
  enum ImportNumbers {
    static func sanitize(_ layout: inout LayoutModel) -> [ImportWarning] {
      var warnings: [ImportWarning] = []
      func warn(_ where: String, _ key: String, _ value: String, _ instead: String) {
        let (file, line) = origin(`where`)
        warnings.append(
          ImportWarning(
            file: file, line: line, column: 1,
            message: "\(key) is \(value), which a layout file cannot hold "
              + "(sizes 0 to 1,000,000 points, ratios 0.0001 to 10,000); \(instead)"))
      }
      func warn(_ node: NodeModel, _ key: String, _ value: String) {
        warn(node.origin, key, value, "used the default")
      }
      for node in layout.root.allNodes {
        if let w = node.width, let bad = firstBadNumber(w) {
          warn(node, "width", bad)
          node.width = nil
        }
        if let h = node.height, let bad = firstBadNumber(h) {
          warn(node, "height", bad)
          node.height = nil
        }
        if let r = node.repeatCount, !(0...LayoutLoader.maximumRepeatCount).contains(r) {
          warn(node.origin, "the repeat count", String(r), "used 1 (at most 10,000,000)")
          node.repeatCount = nil
        }
        // The numbers of the other keys (a text is whatever it says).
        // Lengths are 0 or more (a negative inset once wrote a file the loader refused; found
        // by the mutation sweep).
        func bad(_ values: [Double]) -> String? {
          values.first { !isGoodLength($0) }.map(YAMLWriter.number)
        }
        if let v = node.contentHeight, let b = bad([v]) {
          warn(node, NodeKey.contentHeight.rawValue, b)
          node.contentHeight = nil
        }
        if let i = node.edgeInsets, let b = bad([i.top, i.left, i.bottom, i.right]) {
          warn(node, NodeKey.edgeInsets.rawValue, b)
          node.edgeInsets = nil
        }
        if let size = node.font?.size, let b = bad([size]) {
          warn(node, NodeKey.font.rawValue, b)
          node.font = nil
        }
        if let v = node.inset, let b = bad([v]) {
          warn(node, NodeKey.inset.rawValue, b)
          node.inset = nil
        }
        if let v = node.padding, let b = bad([v]) {
          warn(node, NodeKey.padding.rawValue, b)
          node.padding = nil
        }
      }
      layout.behaviors = layout.behaviors.filter { behavior in
        for (key, value) in behavior.fields where !value.hasPrefix("\"") {
          if let bad = firstBadNumber(inText: value) {
            warn(behavior.origin, key, bad, "left the behavior out")
            return false
          }
        }
        return true
      }
      return warnings
    }

    /// `Feed.swift:12` as its file and line.
    static func origin(_ text: String) -> (String, Int) {
      guard let colon = text.lastIndex(of: ":"), let line = Int(text[text.index(after: colon)...])
      else { return (text, 1) }
      return (String(text[..<colon]), line)
    }

    static func isGoodSize(_ v: Double) -> Bool {
      v.isFinite && abs(v) <= Limits.maximumMagnitude
    }

    /// A length the loader reads (a fixed size, an inset, a padding): in range and not negative.
    static func isGoodLength(_ v: Double) -> Bool { isGoodSize(v) && v >= 0 }

    /// The first number of `d` the loader would refuse, as written.
    static func firstBadNumber(_ d: Dim) -> String? {
      switch d {
      case .fixed(let v): return isGoodLength(v) ? nil : YAMLWriter.number(v)
      case .ratio(let v, _): return v.isFinite && Limits.ratioRange.contains(v) ? nil : "\(v)"
      case .fill: return nil
      case .auto(let e): return firstBadNumber(e)
      case .orientation(let a, let b), .horizontalSizeClass(let a, let b),
        .verticalSizeClass(let a, let b):
        return firstBadNumber(a) ?? firstBadNumber(b)
      case .range(let d, let pairs):
        if let bad = firstBadNumber(d) { return bad }
        for pair in pairs {
          if !isGoodLength(pair.minimumSize) { return YAMLWriter.number(pair.minimumSize) }
          if let bad = firstBadNumber(pair.dimension) { return bad }
        }
        return nil
      case .restricted(let size, let min, let max):
        return firstBadNumber(size) ?? min.flatMap(firstBadNumber) ?? max.flatMap(firstBadNumber)
      }
    }

    /// The first number in a written value (`20`, `{top: 1e40, ...}`, `inf`) past the range.
    static func firstBadNumber(inText text: String) -> String? {
      var token = ""
      for c in text + " " {
        if c.isLetter || c.isNumber || c == "." || c == "-" || c == "+" {
          token.append(c)
          continue
        }
        if let first = token.first, first.isNumber || first == "-" || first == "i" || first == "n" {
          if let v = Double(token), !isGoodSize(v) { return token }
        }
        token = ""
      }
      return nil
    }
  }

  /// Enum cases the importer writes must be values its loader reads: a misspelt case in the
  /// Swift (`.horijontal`) once wrote a layout file the loader refused (found by the fuzzer).
  enum ImportChoices {
    /// `vertical` or `horizontal`, else nil.
    static func scrollDirection(_ name: String) -> String? {
      ScrollDirection(rawValue: name)?.rawValue
    }

    /// `topDown` or `bottomUp`, else nil.
    static func zIndexOrder(_ name: String) -> String? {
      LayoutSpec.ZIndexOrder(rawValue: name)?.rawValue
    }

    /// `left`, `right`, `center` or `justified`, else nil.
    static func horizontalAlignment(_ name: String) -> String? {
      Alignment.Horizontal(rawValue: name)?.rawValue
    }

    /// `top`, `center` or `bottom`, else nil.
    static func verticalAlignment(_ name: String) -> String? {
      Alignment.Vertical(rawValue: name)?.rawValue
    }
  }
#endif
