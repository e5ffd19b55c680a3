#if Importer
  import BrickCore
  import SwiftSyntax

  /// A BrickDimension as the layout file writes it (docs/layout-file.md#dimensions).
  indirect enum Dim: Equatable {
    case fixed(Double)
    /// A ratio; `text` keeps a literal fraction (`1/3`) for the `"1/3"` shorthand.
    case ratio(Double, text: String?)
    case fill
    case auto(estimate: Dim)
    case orientation(landscape: Dim, portrait: Dim)
    case horizontalSizeClass(regular: Dim, compact: Dim)
    case verticalSizeClass(regular: Dim, compact: Dim)
    case range(default: Dim, pairs: [(minimumSize: Double, dimension: Dim)])
    case restricted(size: Dim, min: Dim?, max: Dim?)
    /// The container's length less a margin (`UIScreen.main.bounds.width - 40` in the root).
    case minus(Double)
    /// A ratio of the viewport's length (`UIScreen.main.bounds.width / 2`).
    case ofViewport(Double)

    static func == (a: Dim, b: Dim) -> Bool { YAMLWriter.dimension(a) == YAMLWriter.dimension(b) }
  }

  /// Edge insets in points.
  struct Insets: Equatable {
    var top, left, bottom, right: Double
  }

  /// What a Swift expression evaluates to, as far as the importer can tell without running it.
  enum Value {
    case number(Double, text: String?)
    case string(String)
    case bool(Bool)
    case nilValue
    case dim(Dim)
    case insets(Insets)
    case size(width: Double, height: Double)
    /// An enum case such as `.horizontal` or `.horizontal(.center)`, by name, lowercased first
    /// letter (old BrickKit wrote `.Horizontal`), with its unlabeled payloads and the name as
    /// written, for messages.
    case enumCase(String, [Value], written: String)
    case array([ExprSyntax])
    /// A cell's repetition index plus an offset (`cell.index + 1`), known only per cell.
    case index(offset: Double)
    /// `list[cell.index + k]` of a literal list of strings: one text per repetition.
    case perIndex([String], offset: Int)
    /// A `UIFont`: a text style, or a size and weight.
    case font(ImportFont)
    /// A value of the app's own type or a model object (`Product(name:price:)`): its fields
    /// (Evaluator+Collections).
    case record(ImportRecord)
    /// An array of values that are not literals (records, colours), element by element.
    case values([Value])
    /// A colour, light and dark (ImportColour+Computed).
    case colour(DynamicColor)

    var number: Double? { if case .number(let v, _) = self { v } else { nil } }
    /// The text a floating-point number carries (`1.0`, a `CGFloat`, a sum with one): Swift
    /// prints it with its fraction (`"\(1.0)"` is `1.0`).
    static let floating = "."
    /// Whether the number is a floating-point one (`Double`, `CGFloat`), as far as known.
    var isFloating: Bool { if case .number(_, let t) = self { t == Self.floating } else { false } }
    /// Whether the number is an integer literal, or a constant that is one.
    var isIntegerLiteral: Bool {
      guard case .number(_, let t?) = self, !t.isEmpty else { return false }
      return t.allSatisfy { $0 >= "0" && $0 <= "9" }
    }
    /// The same number marked floating-point.
    /// (A literal fraction's text, `1/3`, is kept: a ratio writes it as `"1/3"`.)
    var asFloating: Value {
      if case .number(let v, let t) = self, t?.contains("/") != true {
        .number(v, text: Self.floating)
      } else {
        self
      }
    }
    var string: String? { if case .string(let s) = self { s } else { nil } }
    var bool: Bool? { if case .bool(let b) = self { b } else { nil } }
  }

  /// What the evaluator asks a running screen (`Interpreter`) about: its variables, the values
  /// its helpers return, and members of its objects. Handed to the evaluator with each
  /// evaluation (`Evaluator.within`); an evaluator without one follows only the files'
  /// declarations.
  protocol EvaluationScope: AnyObject {
    /// The value `name` is bound to in the running code, nil when none or not a plain value.
    func boundValue(_ name: String, at expr: ExprSyntax) -> Value?
    /// The value a call of the screen's code returns (a helper method or free function).
    func callValue(_ call: FunctionCallExprSyntax) -> Value?
    /// The member `name` of a value the running code holds (`self.columns`, `cell.text`).
    func memberValue(_ base: ExprSyntax, _ name: String) -> Value?
    /// Whether `name` at `expr` is the running screen's own (a property of its class chain or
    /// a local) though it has no value now: no other type's declaration answers for it.
    func isOwn(_ name: String, at expr: ExprSyntax) -> Bool
  }

  extension BoundScope {
    func isOwn(_ name: String, at expr: ExprSyntax) -> Bool {
      names[name] != nil || outer?.isOwn(name, at: expr) == true
    }
  }

  /// What every copy of an evaluator shares.
  final class EvaluationHooks {
    /// Declarations being evaluated, to stop self-reference (`let a = a + 1`). Shared by
    /// every copy of the evaluator: a reference followed through the interpreter (a
    /// compositional screen's `let item = NSCollectionLayoutItem(layoutSize: item)`) evaluates
    /// on a copy, which must still see the declarations its callers are evaluating (the fuzzer
    /// found the stack overflow).
    var visiting: Set<SyntaxIdentifier> = []
    /// The traits the code runs with, and those it read (Interpreter+Traits.swift).
    let traits = TraitState()
  }

  /// Text placeholders (`{index+1}`) travel inside strings between these two scalars, so that
  /// braces the Swift text itself contains can still be told apart when the file is written.
  enum Placeholder {
    static let open: Character = "\u{E000}"
    static let close: Character = "\u{E001}"

    /// `text` with `change` applied to the parts outside placeholders (`"row {index}"`
    /// uppercased is `"ROW {index}"`).
    static func outside(_ text: String, _ change: (String) -> String) -> String {
      var result = ""
      var plain = ""
      var inside = false
      for c in text {
        if c == open {
          result += change(plain)
          plain = ""
          inside = true
          result.append(c)
        } else if c == close {
          inside = false
          result.append(c)
        } else if inside {
          result.append(c)
        } else {
          plain.append(c)
        }
      }
      return result + change(plain)
    }

    /// A written text with its `{index}`, `{index+k}` and `{index-k}` placeholders replaced by
    /// the numbers they read at repetition `index`.
    static func resolvingIndex(_ text: String, index: Int) -> String {
      var result = ""
      var rest = Substring(text)
      while let open = rest.firstIndex(of: "{") {
        result += rest[..<open]
        let after = rest[rest.index(after: open)...]
        guard let close = after.firstIndex(of: "}") else { return result + rest[open...] }
        let body = after[..<close]
        var k: Int?
        if body == "index" {
          k = 0
        } else if body.hasPrefix("index+") {
          k = Int(body.dropFirst(6))
        } else if body.hasPrefix("index-") {
          k = Int(body.dropFirst(6)).map { -$0 }
        }
        if let k {
          result += String(index + k)
        } else {
          result += rest[open...close]
        }
        rest = after[after.index(after: close)...]
      }
      return result + rest
    }

    static func index(_ offset: Double) -> String {
      let k = Int(offset)
      let body = k == 0 ? "index" : k > 0 ? "index+\(k)" : "index-\(-k)"
      return "\(open)\(body)\(close)"
    }
  }

  extension StringLiteralExprSyntax {
    /// A string literal of `text` (quotes, backslashes and newlines escaped), for values the
    /// importer makes up (an enum case's implicit raw value).
    static func of(_ text: String) -> StringLiteralExprSyntax {
      var escaped = ""
      for c in text {
        switch c {
        case "\\": escaped += "\\\\"
        case "\"": escaped += "\\\""
        case "\n": escaped += "\\n"
        default: escaped.append(c)
        }
      }
      return StringLiteralExprSyntax(
        openingQuote: .stringQuoteToken(),
        segments: StringLiteralSegmentListSyntax([
          .stringSegment(StringSegmentSyntax(content: .stringSegment(escaped)))
        ]),
        closingQuote: .stringQuoteToken())
    }
  }
#endif
