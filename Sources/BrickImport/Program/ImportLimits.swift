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

#endif
