import SwiftSyntax

/// A BrickDimension as the layout file writes it (FORMAT.md §1, Dimensions).
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
  /// letter, with its unlabeled payloads.
  case enumCase(String, [Value])
  case array([ExprSyntax])

  var number: Double? { if case .number(let v, _) = self { v } else { nil } }
  var string: String? { if case .string(let s) = self { s } else { nil } }
  var bool: Bool? { if case .bool(let b) = self { b } else { nil } }
}

/// Evaluates expressions made of literals, local constants, arithmetic and BrickKit's value
/// types. A nil result means "cannot follow"; callers warn with the default they use.
struct Evaluator {
  let program: Program
  /// Names being evaluated, to stop self-reference (`let a = a + 1`).
  var visiting: Set<String> = []

  init(program: Program) { self.program = program }

  /// The value of `expr`, or nil when it is not known without running the program.
  func value(_ expr: ExprSyntax) -> Value? {
    var copy = self
    return copy.evaluate(expr, depth: 0)
  }

  /// A number (`2 * 10`, `1/3`, `CGFloat(12)`, a constant).
  func number(_ expr: ExprSyntax) -> Double? { value(expr)?.number }

  private mutating func evaluate(_ expr: ExprSyntax, depth: Int) -> Value? {
    guard depth < 64 else { return nil }
    if let int = expr.as(IntegerLiteralExprSyntax.self) {
      let digits = int.literal.text.filter { $0 != "_" }
      return Double(digits).map { .number($0, text: digits) }
    }
    if let float = expr.as(FloatLiteralExprSyntax.self) {
      let digits = float.literal.text.filter { $0 != "_" }
      return Double(digits).map { .number($0, text: nil) }
    }
    if let string = expr.as(StringLiteralExprSyntax.self) {
      return string.representedLiteralValue.map { .string($0) }
    }
    if let bool = expr.as(BooleanLiteralExprSyntax.self) {
      return .bool(bool.literal.tokenKind == .keyword(.true))
    }
    if expr.is(NilLiteralExprSyntax.self) { return .nilValue }
    if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      return evaluate(only.expression, depth: depth + 1)
    }
    if let array = expr.as(ArrayExprSyntax.self) {
      return .array(array.elements.map(\.expression))
    }
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      guard let v = evaluate(prefix.expression, depth: depth + 1)?.number else { return nil }
      return .number(-v, text: nil)
    }
    if let infix = expr.as(InfixOperatorExprSyntax.self) {
      return arithmetic(infix, depth: depth)
    }
    if let ref = expr.as(DeclReferenceExprSyntax.self) {
      return reference(ref.baseName.text, qualified: nil, at: expr, depth: depth)
    }
    if let member = expr.as(MemberAccessExprSyntax.self) {
      return memberAccess(member, depth: depth)
    }
    if let call = expr.as(FunctionCallExprSyntax.self) {
      return callValue(call, depth: depth)
    }
    return nil
  }

  private mutating func arithmetic(_ infix: InfixOperatorExprSyntax, depth: Int) -> Value? {
    guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
      let l = evaluate(infix.leftOperand, depth: depth + 1)?.number,
      let r = evaluate(infix.rightOperand, depth: depth + 1)?.number
    else { return nil }
    let literalFraction =
      op == "/" && infix.leftOperand.is(IntegerLiteralExprSyntax.self)
      && infix.rightOperand.is(IntegerLiteralExprSyntax.self)
    switch op {
    case "+": return .number(l + r, text: nil)
    case "-": return .number(l - r, text: nil)
    case "*": return .number(l * r, text: nil)
    case "/":
      guard r != 0 else { return nil }
      return .number(
        l / r, text: literalFraction ? infix.trimmedDescription.filter { $0 != " " } : nil)
    default: return nil
    }
  }

  private mutating func reference(
    _ name: String, qualified: String?, at expr: ExprSyntax, depth: Int
  ) -> Value? {
    let key = qualified ?? name
    guard !visiting.contains(key) else { return nil }
    let found =
      qualified.flatMap { program.members[$0] } ?? program.declaration(named: name, from: expr)
    guard let found else { return nil }
    visiting.insert(key)
    defer { visiting.remove(key) }
    return evaluate(found, depth: depth + 1)
  }

  private mutating func memberAccess(_ member: MemberAccessExprSyntax, depth: Int) -> Value? {
    let name = member.declName.baseName.text
    guard let base = member.base else {
      switch name.lowercased() {
      case "fill": return .dim(.fill)
      case "zero": return .insets(Insets(top: 0, left: 0, bottom: 0, right: 0))
      default: return .enumCase(Self.lowerFirst(name), [])
      }
    }
    if let ref = base.as(DeclReferenceExprSyntax.self) {
      let baseName = ref.baseName.text
      if name == "count", let count = arrayCount(baseName, at: member, depth: depth) {
        return .number(Double(count), text: nil)
      }
      if baseName == "UIEdgeInsets" && name == "zero" {
        return .insets(Insets(top: 0, left: 0, bottom: 0, right: 0))
      }
      if baseName.first?.isUppercase == true {
        if let v = reference(
          name, qualified: "\(baseName).\(name)", at: ExprSyntax(member), depth: depth)
        {
          return v
        }
        if baseName == "BrickDimension" || baseName == "UICollectionView" {
          return .enumCase(Self.lowerFirst(name), [])
        }
      }
    }
    return nil
  }

  /// The number of elements of an array constant: an array literal, or an empty array that
  /// the same file appends to a known number of times (not in a loop or closure).
  private mutating func arrayCount(
    _ name: String, at node: MemberAccessExprSyntax, depth: Int
  )
    -> Int?
  {
    guard let decl = program.declaration(named: name, from: node, variables: true) else {
      return nil
    }
    if let literal = decl.as(ArrayExprSyntax.self), !literal.elements.isEmpty {
      return literal.elements.count
    }
    let empty =
      decl.as(ArrayExprSyntax.self)?.elements.isEmpty == true
      || (decl.as(FunctionCallExprSyntax.self).map { $0.arguments.isEmpty } ?? false)
    guard empty, let file = program.file(of: node) else { return nil }
    var appends = 0
    for call in program.calls where program.file(of: call)?.tree.id == file.tree.id {
      guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
        callee.declName.baseName.text == "append",
        callee.base?.trimmedDescription == name || callee.base?.trimmedDescription == "self.\(name)"
      else { continue }
      if Self.insideLoopOrClosure(call) { return nil }
      appends += 1
    }
    return appends > 0 ? appends : nil
  }

  static func insideLoopOrClosure(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let here = current {
      if here.is(ForStmtSyntax.self) || here.is(WhileStmtSyntax.self)
        || here.is(RepeatStmtSyntax.self) || here.is(ClosureExprSyntax.self)
      {
        return true
      }
      if here.is(FunctionDeclSyntax.self) { return false }
      current = here.parent
    }
    return false
  }

  private mutating func callValue(_ call: FunctionCallExprSyntax, depth: Int) -> Value? {
    let args = Arguments(call)
    if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
      switch callee {
      case "CGFloat", "Double", "Float", "Int":
        return args.positional(0).flatMap { evaluate($0, depth: depth + 1) }
      case "UIEdgeInsets", "UIEdgeInsetsMake", "NSDirectionalEdgeInsets":
        return insets(args, depth: depth)
      case "CGSize":
        guard let w = args["width"].flatMap({ evaluate($0, depth: depth + 1)?.number }),
          let h = args["height"].flatMap({ evaluate($0, depth: depth + 1)?.number })
        else { return nil }
        return .size(width: w, height: h)
      default:
        return nil
      }
    }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
    let isImplicit =
      member.base == nil || member.base?.trimmedDescription == "BrickDimension"
    let name = member.declName.baseName.text
    if isImplicit, let d = dimensionCase(name, args, depth: depth) { return .dim(d) }
    if isImplicit {
      let payload = args.all.compactMap { evaluate($0.expression, depth: depth + 1) }
      return .enumCase(Self.lowerFirst(name), payload)
    }
    return nil
  }

  private mutating func insets(_ args: Arguments, depth: Int) -> Value? {
    let labels = ["top", "left", "bottom", "right"]
    var values: [Double] = []
    for (i, label) in labels.enumerated() {
      let expr =
        args[label] ?? args["leading"].flatMap { label == "left" ? $0 : nil }
        ?? args["trailing"].flatMap { label == "right" ? $0 : nil } ?? args.positional(i)
      guard let expr, let v = evaluate(expr, depth: depth + 1)?.number else { return nil }
      values.append(v)
    }
    return .insets(Insets(top: values[0], left: values[1], bottom: values[2], right: values[3]))
  }

  private mutating func dim(_ expr: ExprSyntax?, depth: Int) -> Dim? {
    guard let expr else { return nil }
    if case .dim(let d)? = evaluate(expr, depth: depth + 1) { return d }
    return nil
  }

  /// `.ratio(ratio:)`, `.Fixed(size:)`, `.auto(estimate:)`, ... in either spelling.
  private mutating func dimensionCase(_ name: String, _ args: Arguments, depth: Int) -> Dim? {
    switch name.lowercased() {
    case "ratio":
      guard let e = args["ratio"] ?? args.positional(0),
        case .number(let v, let text)? = evaluate(e, depth: depth + 1)
      else { return nil }
      return .ratio(v, text: text)
    case "fixed":
      guard
        let v = (args["size"] ?? args.positional(0)).flatMap({
          evaluate($0, depth: depth + 1)?.number
        })
      else { return nil }
      return .fixed(v)
    case "auto":
      guard let e = dim(args["estimate"] ?? args.positional(0), depth: depth) else { return nil }
      return .auto(estimate: e)
    case "orientation":
      guard let l = dim(args["landscape"], depth: depth),
        let p = dim(args["portrait"], depth: depth)
      else { return nil }
      return .orientation(landscape: l, portrait: p)
    case "horizontalsizeclass", "verticalsizeclass":
      guard let r = dim(args["regular"], depth: depth), let c = dim(args["compact"], depth: depth)
      else { return nil }
      return name.lowercased().hasPrefix("h")
        ? .horizontalSizeClass(regular: r, compact: c) : .verticalSizeClass(regular: r, compact: c)
    case "dimensionrange":
      guard let d = dim(args["default"] ?? args.positional(0), depth: depth) else { return nil }
      var pairs: [(minimumSize: Double, dimension: Dim)] = []
      if let list = args["additionalRangePairs"]?.as(ArrayExprSyntax.self) {
        for element in list.elements {
          let pairArgs: Arguments
          if let tuple = element.expression.as(TupleExprSyntax.self) {
            pairArgs = Arguments(tuple.elements)
          } else if let call = element.expression.as(FunctionCallExprSyntax.self) {
            pairArgs = Arguments(call)
          } else {
            return nil
          }
          guard
            let size = pairArgs["minimumSize"].flatMap({ evaluate($0, depth: depth + 1)?.number }),
            let dimension = dim(pairArgs["dimension"], depth: depth)
          else { return nil }
          pairs.append((size, dimension))
        }
      }
      return .range(default: d, pairs: pairs)
    case "restricted":
      guard let size = dim(args["size"], depth: depth),
        let restriction = args["restrictedSize"]?.as(FunctionCallExprSyntax.self),
        let kind = restriction.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
          .text,
        let bound = dim(Arguments(restriction)["size"], depth: depth)
      else { return nil }
      let isMin = kind.lowercased().hasPrefix("min")
      return .restricted(size: size, min: isMin ? bound : nil, max: isMin ? nil : bound)
    default:
      return nil
    }
  }

  static func lowerFirst(_ s: String) -> String {
    guard let first = s.first else { return s }
    return first.lowercased() + s.dropFirst()
  }
}

/// A call's arguments by label, with the unlabeled ones in order.
struct Arguments {
  let all: [LabeledExprSyntax]
  let trailingClosure: ClosureExprSyntax?

  init(_ call: FunctionCallExprSyntax) {
    all = Array(call.arguments)
    trailingClosure = call.trailingClosure
  }

  init(_ list: LabeledExprListSyntax) {
    all = Array(list)
    trailingClosure = nil
  }

  subscript(_ label: String) -> ExprSyntax? {
    all.first { $0.label?.text == label }?.expression
  }

  /// The `index`th argument without a label.
  func positional(_ index: Int) -> ExprSyntax? {
    let unlabeled = all.filter { $0.label == nil }
    return index < unlabeled.count ? unlabeled[index].expression : nil
  }

  var labels: [String] { all.compactMap { $0.label?.text } }
}
