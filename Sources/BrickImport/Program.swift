import SwiftSyntax

/// One parsed file, with operators folded (`1/3` is an infix expression, not a sequence).
struct SourceFile {
  var name: String
  var tree: SourceFileSyntax
  var converter: SourceLocationConverter
}

/// The parsed files, the declarations found in them, and the warnings collected so far.
final class Program {
  let files: [SourceFile]
  private(set) var warnings: [ImportWarning] = []
  private var warned: Set<String> = []
  /// `static let`/`let` members of types, by `Type.name`, and every declaration by its name.
  private(set) var members: [String: ExprSyntax] = [:]
  /// The same for `var` declarations.
  private(set) var mutableMembers: [String: ExprSyntax] = [:]
  /// Functions by name, with the type (class, struct or extended type) they belong to.
  private(set) var functions: [(type: String?, decl: FunctionDeclSyntax)] = []
  /// Every call in file order (brick and behavior initializers, `setSection`, ...).
  private(set) var calls: [FunctionCallExprSyntax] = []
  /// Every `a.b = c` assignment in file order.
  private(set) var assignments: [(target: MemberAccessExprSyntax, value: ExprSyntax)] = []

  init(files: [SourceFile]) {
    self.files = files
    for file in files {
      let scanner = Scanner(viewMode: .sourceAccurate)
      scanner.walk(file.tree)
      for (key, value) in scanner.members where members[key] == nil { members[key] = value }
      for (key, value) in scanner.mutableMembers where mutableMembers[key] == nil {
        mutableMembers[key] = value
      }
      functions += scanner.functions
      calls += scanner.calls
      assignments += scanner.assignments
    }
  }

  /// The file a node belongs to.
  func file(of node: some SyntaxProtocol) -> SourceFile? {
    let root = node.root
    return files.first { $0.tree.id == root.id }
  }

  /// `(file, line, column)` of a node's first token.
  func position(of node: some SyntaxProtocol) -> (file: String, line: Int, column: Int) {
    guard let file = file(of: node) else { return ("?", 0, 0) }
    let location = node.startLocation(converter: file.converter)
    return (file.name, location.line, location.column)
  }

  /// `Feed.swift:12`, for the comment on a node of the output.
  func origin(of node: some SyntaxProtocol) -> String {
    let p = position(of: node)
    let base = p.file.split(separator: "/").last.map(String.init) ?? p.file
    return "\(base):\(p.line)"
  }

  /// Records a warning at a node (once per position and message).
  func warn(_ node: some SyntaxProtocol, _ message: String) {
    let p = position(of: node)
    let key = "\(p.file):\(p.line):\(p.column):\(message)"
    guard warned.insert(key).inserted else { return }
    warnings.append(ImportWarning(file: p.file, line: p.line, column: p.column, message: message))
  }

  /// The initializer of the nearest `let`/`var` named `name` visible from `node`: earlier
  /// statements of enclosing blocks first, then members of enclosing types, then any type's
  /// member or global of that name.
  /// A `var` is followed only when `variables` is true (an array that the code appends to):
  /// its value may change at run time.
  func declaration(
    named name: String, from node: some SyntaxProtocol, variables: Bool = false
  ) -> ExprSyntax? {
    var current: Syntax? = Syntax(node)
    while let here = current {
      if let block = here.as(CodeBlockItemListSyntax.self) {
        for item in block where item.position < node.position {
          let decl = item.item.as(DeclSyntax.self)
          if let found = Self.initializer(named: name, in: decl, variables: variables) {
            return found
          }
        }
      } else if let members = here.as(MemberBlockItemListSyntax.self) {
        for item in members {
          if let found = Self.initializer(named: name, in: item.decl, variables: variables) {
            return found
          }
        }
      }
      current = here.parent
    }
    return members[name] ?? (variables ? mutableMembers[name] : nil)
  }

  /// The initializer of `name` in a variable declaration, if it declares it.
  static func initializer(
    named name: String, in decl: DeclSyntax?, variables: Bool = false
  ) -> ExprSyntax? {
    guard let variable = decl?.as(VariableDeclSyntax.self),
      variables || variable.bindingSpecifier.tokenKind == .keyword(.let)
    else { return nil }
    for binding in variable.bindings {
      if binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
        return binding.initializer?.value
      }
    }
    return nil
  }

  /// The name of the type (class, struct, enum or extension) that encloses `node`.
  static func enclosingType(of node: some SyntaxProtocol) -> String? {
    var current = node.parent
    while let here = current {
      if let c = here.as(ClassDeclSyntax.self) { return c.name.text }
      if let s = here.as(StructDeclSyntax.self) { return s.name.text }
      if let e = here.as(EnumDeclSyntax.self) { return e.name.text }
      if let x = here.as(ExtensionDeclSyntax.self) { return x.extendedType.trimmedDescription }
      current = here.parent
    }
    return nil
  }

  /// The data source function of a kind, preferring one of `type`: the kind is recognised by
  /// the base name and the labels (`stickyLayoutBehavior(_:shouldStickItemAtIndexPath:...)`).
  func function(_ kind: DataSourceKind, preferring type: String?) -> FunctionDeclSyntax? {
    let matches = functions.filter { kind.matches($0.decl) }
    if let type, let own = matches.first(where: { $0.type == type }) { return own.decl }
    return matches.first?.decl
  }
}

/// Collects declarations, calls and assignments from one file.
private final class Scanner: SyntaxVisitor {
  var members: [String: ExprSyntax] = [:]
  var mutableMembers: [String: ExprSyntax] = [:]
  var functions: [(type: String?, decl: FunctionDeclSyntax)] = []
  var calls: [FunctionCallExprSyntax] = []
  var assignments: [(target: MemberAccessExprSyntax, value: ExprSyntax)] = []

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    let type = Program.enclosingType(of: node)
    let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let value = binding.initializer?.value
      else { continue }
      for key in [type.map { "\($0).\(name)" }, name].compactMap({ $0 }) {
        if isLet, members[key] == nil { members[key] = value }
        if !isLet, mutableMembers[key] == nil { mutableMembers[key] = value }
      }
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    functions.append((Program.enclosingType(of: node), node))
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    calls.append(node)
    return .visitChildren
  }

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    if node.operator.is(AssignmentExprSyntax.self),
      let target = node.leftOperand.as(MemberAccessExprSyntax.self)
    {
      assignments.append((target, node.rightOperand))
    }
    return .visitChildren
  }
}

/// The data source functions the importer reads, by what they answer.
enum DataSourceKind: CaseIterable {
  case repeatCount, shouldStick, minimumStickingHeight, spotlightSmallHeight, cardSmallHeight
  case originOffset, sizeOffset, maxZIndex, setZIndex, hide

  /// True when `decl` is this kind's function (by base name and argument labels).
  func matches(_ decl: FunctionDeclSyntax) -> Bool {
    let name = decl.name.text
    let labels = decl.signature.parameterClause.parameters.map { $0.firstName.text }
    func has(_ part: String) -> Bool { labels.contains { $0.hasPrefix(part) } }
    switch self {
    case .repeatCount: return name == "repeatCount" && labels.first == "for"
    case .shouldStick: return name.hasSuffix("LayoutBehavior") && has("shouldStickItem")
    case .minimumStickingHeight: return has("minimumStickingHeight")
    case .spotlightSmallHeight: return name.hasPrefix("spotlight") && has("smallHeight")
    case .cardSmallHeight: return name.hasPrefix("card") && has("smallHeight")
    case .originOffset: return has("originOffset")
    case .sizeOffset: return has("sizeOffset")
    case .maxZIndex: return has("shouldHaveMaxZIndex")
    case .setZIndex: return name.hasPrefix("setZIndex") || has("zIndexForItem")
    case .hide: return has("shouldHideItem")
    }
  }

  /// The Swift name of the function, for warnings.
  var swiftName: String {
    switch self {
    case .repeatCount: "repeatCount(for:with:collectionIdentifier:)"
    case .shouldStick: "stickyLayoutBehavior(_:shouldStickItemAtIndexPath:...)"
    case .minimumStickingHeight:
      "stickyLayoutBehavior(_:minimumStickingHeightForItemAtIndexPath:...)"
    case .spotlightSmallHeight: "spotlightLayoutBehavior(_:smallHeightForItemAtIndexPath:...)"
    case .cardSmallHeight: "cardLayoutBehavior(_:smallHeightForItemAtIndexPath:...)"
    case .originOffset: "offsetLayoutBehavior(_:originOffsetForItemAtIndexPath:...)"
    case .sizeOffset: "offsetLayoutBehavior(_:sizeOffsetForItemAtIndexPath:...)"
    case .maxZIndex: "maxZIndexLayoutBehavior(_:shouldHaveMaxZIndexAtIndexPath:...)"
    case .setZIndex: "setZIndexLayoutBehavior(_:zIndexForItemAtIndexPath:...)"
    case .hide: "hideBehaviorDataSource(shouldHideItemAtIndexPath:...)"
    }
  }
}
