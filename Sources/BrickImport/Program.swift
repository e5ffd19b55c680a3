#if Importer
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
    /// The same by their base name, in file order (`method` looked through every function for
    /// each class of a chain: 3,000 classes with a method each, 9 million).
    private var functionsByName: [String: [(type: String?, decl: FunctionDeclSyntax)]] = [:]

    /// The functions of a base name, in file order.
    func functions(named name: String) -> [(type: String?, decl: FunctionDeclSyntax)] {
      functionsByName[name] ?? []
    }
    /// Every call in file order (brick and behavior initializers, `setSection`, ...).
    private(set) var calls: [FunctionCallExprSyntax] = []
    /// Every `a.b = c` assignment in file order.
    private(set) var assignments: [(target: MemberAccessExprSyntax, value: ExprSyntax)] = []
    /// Classes by name, with the name of the class they inherit from (module prefix dropped).
    private(set) var classes: [String: (decl: ClassDeclSyntax, superclass: String?)] = [:]
    /// Class names in file order.
    private(set) var classOrder: [String] = []
    /// Classes declared again under a name an earlier file declares (only the first is read).
    private(set) var redeclaredClasses: [ClassDeclSyntax] = []
    /// Computed properties by `Type.name`.
    private var computed: [String: [(VariableDeclSyntax, PatternBindingSyntax)]] = [:]
    /// The types that build a compositional layout, once found (`compositionalTypes()`).
    var compositionalTypesFound: Set<String>?

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
        for entry in scanner.functions {
          functionsByName[entry.decl.name.text, default: []].append(entry)
        }
        calls += scanner.calls
        assignments += scanner.assignments
        for (key, entry) in scanner.computed { computed[key, default: []].append(entry) }
        for decl in scanner.classes {
          guard classes[decl.name.text] == nil else {
            redeclaredClasses.append(decl)
            continue
          }
          classes[decl.name.text] = (decl, Program.superclass(of: decl))
          classOrder.append(decl.name.text)
        }
      }
    }

    /// The view controllers that build a section: classes whose own or inherited methods
    /// (extensions included) call `setSection` or build a compositional layout, those declared
    /// in `file` first.
    func screens(preferringFile file: String? = nil) -> [String] {
      var setters: Set<String> = []
      for call in calls where LayoutBuilder.calleeName(call) == "setSection" {
        if let type = Program.enclosingType(of: call) { setters.insert(type) }
      }
      // A class that builds a compositional layout is a screen too (FORMAT.md §9, import).
      setters.formUnion(compositionalTypes())
      // Whether each class's chain reaches a setter, each class decided once (issue 37: a chain
      // walked for every class of it cost n³; 3,000 subclasses took 17 s).
      var reaches: [String: Bool] = [:]
      for name in classOrder where reaches[name] == nil {
        var path: [String] = []
        var onPath: Set<String> = []
        var current: String? = name
        var answer = false
        while let here = current, classes[here] != nil {
          if let known = reaches[here] {
            answer = known
            break
          }
          guard onPath.insert(here).inserted else { break }  // a cycle: no setter on it
          path.append(here)
          if setters.contains(here) {
            answer = true
            break
          }
          current = classes[here]?.superclass
        }
        for here in path { reaches[here] = answer }
      }
      let found = classOrder.filter { reaches[$0] == true }
      guard let file else { return found }
      let own = found.filter { classes[$0].flatMap { self.file(of: $0.decl) }?.name == file }
      return own + found.filter { !own.contains($0) }
    }

    /// The class `decl` inherits from (its first inherited type, module prefix dropped).
    static func superclass(of decl: ClassDeclSyntax) -> String? {
      let inherited = decl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
      return inherited.map { String($0.split(separator: ".").last ?? "") }
    }

    /// `name` and the classes it inherits from that these files declare, most derived first.
    func classChain(_ name: String) -> [String] {
      var chain: [String] = []
      var seen: Set<String> = []
      var current: String? = name
      while let here = current, classes[here] != nil, seen.insert(here).inserted {
        chain.append(here)
        current = classes[here]?.superclass
      }
      return chain
    }

    /// The last class of each class's chain, found once for all (`missingSuperclass` of every
    /// class walked every chain).
    private lazy var chainEnds: [String: String] = {
      var ends: [String: String] = [:]
      for name in classOrder where ends[name] == nil {
        var path: [String] = []
        var onPath: Set<String> = []
        var current = name
        var end = name
        while true {
          if let known = ends[current] {
            end = known
            break
          }
          guard onPath.insert(current).inserted else { break }  // a cycle ends where it closes
          path.append(current)
          end = current
          guard let parent = classes[current]?.superclass, classes[parent] != nil else { break }
          current = parent
        }
        for here in path { ends[here] = end }
      }
      return ends
    }()

    /// The computed properties `name` of `type` (in the class or its extensions).
    func computedProperties(
      named name: String, of type: String
    ) -> [(
      VariableDeclSyntax, PatternBindingSyntax
    )] {
      computed[type + "." + name] ?? []
    }

    /// The files a screen's code is in: its classes and their extensions, in file order.
    func filesOf(screen: String) -> [String] {
      let chain = Set(classChain(screen))
      var names: Set<String> = []
      for (type, decl) in functions where type.map(chain.contains) == true {
        if let f = file(of: decl) { names.insert(f.name) }
      }
      for name in chain {
        if let f = fileOfClass(name) { names.insert(f) }
      }
      return files.map(\.name).filter(names.contains)
    }

    /// The file that declares each class, found once (a folder's screens share long chains).
    private var classFiles: [String: String] = [:]

    private func fileOfClass(_ name: String) -> String? {
      if let known = classFiles[name] { return known }
      guard let decl = classes[name]?.decl, let f = file(of: decl) else { return nil }
      classFiles[name] = f.name
      return f.name
    }

    /// The instance (not `static` or `class`) variable declarations of a class's own body,
    /// read out of the tree once: each screen of a long chain runs every class's.
    func instanceVariables(of type: String) -> [VariableDeclSyntax] {
      if let known = instanceVariableCache[type] { return known }
      let found =
        classes[type]?.decl.memberBlock.members.compactMap { member -> VariableDeclSyntax? in
          guard let variable = member.decl.as(VariableDeclSyntax.self),
            !variable.modifiers.contains(where: {
              $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
            })
          else { return nil }
          return variable
        } ?? []
      instanceVariableCache[type] = found
      return found
    }

    private var instanceVariableCache: [String: [VariableDeclSyntax]] = [:]

    /// The files' top-level statements that are not declarations (a snippet's code), in file
    /// order, found once: each screen runs them, and a file of 3,000 classes was walked for each.
    private(set) lazy var topLevelCode: [CodeBlockItemSyntax.Item] = files.flatMap { file in
      file.tree.statements.map(\.item).filter { !$0.is(DeclSyntax.self) }
    }

    /// The superclass a class names that no file declares (`BrickViewController` is BrickKit's).
    func missingSuperclass(of name: String) -> String? {
      guard let last = classes[name] == nil ? nil : chainEnds[name],
        let parent = classes[last]?.superclass,
        classes[parent] == nil,  // a cycle's classes are all declared
        !Program.frameworkClasses.contains(parent)
      else { return nil }
      return parent
    }

    static let frameworkClasses: Set<String> = [
      "BrickViewController", "UIViewController", "UICollectionViewController", "NSObject",
      "UITableViewController", "UIResponder",
    ]

    /// Forgets the warnings recorded after the first `count` (a trial run that did not help),
    /// but for those that must be kept (the work budget's: it stops the screen's every run).
    func dropWarnings(after count: Int) {
      guard count < warnings.count else { return }
      var kept: [ImportWarning] = []
      for w in warnings[count...] {
        let key = "\(w.file):\(w.line):\(w.column):\(w.message)"
        if keptKeys.contains(key) {
          kept.append(w)
        } else {
          warned.remove(key)
        }
      }
      warnings.removeSubrange(count...)
      warnings += kept
    }

    /// Warnings a trial run's `dropWarnings` keeps.
    private var keptKeys: Set<String> = []

    /// Forgets the warnings so far and returns them, sorted (one screen's, in a folder import).
    func takeWarnings() -> [ImportWarning] {
      defer {
        warnings = []
        warned = []
        keptKeys = []
      }
      return warnings.sorted()
    }

    /// False for code in an `#if` clause that an iOS build leaves out (`#if os(tvOS)`, the
    /// `#else` of `#if os(iOS)`).
    static func isActive(_ node: some SyntaxProtocol) -> Bool {
      var current: Syntax? = Syntax(node)
      while let here = current {
        if let clause = here.as(IfConfigClauseSyntax.self),
          let decl = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
          activeClause(decl)?.id != clause.id
        {
          return false
        }
        current = here.parent
      }
      return true
    }

    /// The clause of an `#if` an iOS build takes: conditions on `os(iOS)` and `canImport(UIKit)`
    /// hold, other platforms and flags do not.
    static func activeClause(_ decl: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
      for clause in decl.clauses {
        guard let condition = clause.condition else { return clause }
        if holds(condition) { return clause }
      }
      return nil
    }

    private static func holds(_ condition: ExprSyntax) -> Bool {
      if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
        return !holds(prefix.expression)
      }
      if let infix = condition.as(InfixOperatorExprSyntax.self),
        let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
      {
        if op == "&&" { return holds(infix.leftOperand) && holds(infix.rightOperand) }
        if op == "||" { return holds(infix.leftOperand) || holds(infix.rightOperand) }
      }
      if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first
      {
        return holds(only.expression)
      }
      let text = condition.trimmedDescription.filter { $0 != " " }
      return ["os(iOS)", "canImport(UIKit)", "canImport(BrickKit)"].contains(text)
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

    /// Records a warning at a node (once per position and message); `kept`: not dropped with
    /// a trial run's warnings.
    func warn(_ node: some SyntaxProtocol, _ message: String, kept: Bool = false) {
      let p = position(of: node)
      let key = "\(p.file):\(p.line):\(p.column):\(message)"
      if kept { keptKeys.insert(key) }
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
          let index = declarations(in: here) {
            block.map { ($0.position, $0.item.as(DeclSyntax.self)) }
          }
          for entry in index[name] ?? [] where entry.position < node.position {
            if variables || entry.isLet { return entry.value }
          }
        } else if let members = here.as(MemberBlockItemListSyntax.self) {
          let index = declarations(in: here) { members.map { ($0.position, Optional($0.decl)) } }
          for entry in index[name] ?? [] where variables || entry.isLet {
            return entry.value
          }
        }
        current = here.parent
      }
      return members[name] ?? (variables ? mutableMembers[name] : nil)
    }

    /// A block's or member list's variables with initializers, by name in order, read once
    /// (issue 37: each name a loop read scanned every statement before it; a constant read in
    /// a loop below 10,000 file-scope constants took minutes).
    private typealias DeclarationIndex = [String: [(
      position: AbsolutePosition, isLet: Bool, value: ExprSyntax
    )]]
    private var declarationIndexes: [SyntaxIdentifier: DeclarationIndex] = [:]

    private func declarations(
      in block: Syntax, _ items: () -> [(AbsolutePosition, DeclSyntax?)]
    ) -> DeclarationIndex {
      if let known = declarationIndexes[block.id] { return known }
      var index: DeclarationIndex = [:]
      for (position, decl) in items() {
        guard let variable = decl?.as(VariableDeclSyntax.self) else { continue }
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        var seen: Set<String> = []
        for binding in variable.bindings {
          // The first binding of a name in a declaration answers for it, as `initializer` does.
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            seen.insert(name).inserted, let value = binding.initializer?.value
          else { continue }
          index[name, default: []].append((position, isLet, value))
        }
      }
      declarationIndexes[block.id] = index
      return index
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
        if let x = here.as(ExtensionDeclSyntax.self) {
          let name = x.extendedType.trimmedDescription
          return String(name.split(separator: ".").last ?? Substring(name))
        }
        current = here.parent
      }
      return nil
    }

    /// The data source function of a kind, preferring one of `type`: the kind is recognised by
    /// the base name and the labels (`stickyLayoutBehavior(_:shouldStickItemAtIndexPath:...)`).
    func function(_ kind: DataSourceKind, preferring type: String?) -> FunctionDeclSyntax? {
      function(kind, preferring: type.map { [$0] } ?? [])
    }

    /// The same, preferring the first of `types` (a screen's class chain) that has one.
    func function(_ kind: DataSourceKind, preferring types: [String]) -> FunctionDeclSyntax? {
      let matches = functions.filter { kind.matches($0.decl) && Program.isActive($0.decl) }
      for type in types {
        if let own = matches.first(where: { $0.type == type }) { return own.decl }
      }
      return matches.first?.decl
    }

    /// The method `name` of `type` (declared in the class or an extension of it) whose argument
    /// labels fit `labels` (nil: any).
    func method(_ name: String, of type: String?, labels: [String?]? = nil) -> FunctionDeclSyntax? {
      functionsByName[name]?.first { entry in
        guard entry.type == type, entry.decl.name.text == name, Program.isActive(entry.decl)
        else { return false }
        guard let labels else { return true }
        let parameters = Array(entry.decl.signature.parameterClause.parameters)
        guard labels.count <= parameters.count else { return false }
        for (i, parameter) in parameters.enumerated() {
          let label: String? = parameter.firstName.text == "_" ? nil : parameter.firstName.text
          if i < labels.count {
            if labels[i] != label { return false }
          } else if parameter.defaultValue == nil {
            return false
          }
        }
        return true
      }?.decl
    }
  }

  /// Collects declarations, calls and assignments from one file.
  private final class Scanner: SyntaxVisitor {
    var members: [String: ExprSyntax] = [:]
    var mutableMembers: [String: ExprSyntax] = [:]
    var functions: [(type: String?, decl: FunctionDeclSyntax)] = []
    var calls: [FunctionCallExprSyntax] = []
    var assignments: [(target: MemberAccessExprSyntax, value: ExprSyntax)] = []
    var classes: [ClassDeclSyntax] = []
    var computed: [(String, (VariableDeclSyntax, PatternBindingSyntax))] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      classes.append(node)
      return .visitChildren
    }

    /// `case post = "Post"` and `case post` of a `String` enum: `Type.post` is the raw value.
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
      guard let type = Program.enclosingType(of: node) else { return .visitChildren }
      let key = "\(type).\(node.name.text)"
      guard members[key] == nil else { return .visitChildren }
      if let raw = node.rawValue?.value {
        members[key] = raw
      } else {
        members[key] = ExprSyntax(StringLiteralExprSyntax.of(node.name.text))
      }
      return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      let type = Program.enclosingType(of: node)
      let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
      for binding in node.bindings {
        if let type, binding.accessorBlock != nil, binding.initializer == nil,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          Program.isActive(node)
        {
          computed.append(("\(type).\(name)", (node, binding)))
        }
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
    case labelCell, buttonCell, collectionSection

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
      case .labelCell: return name == "configureLabelBrickCell"
      case .buttonCell: return name == "configureButtonBrick" || name == "configureButtonBrickCell"
      case .collectionSection: return name == "sectionForCollectionBrickCell"
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
      case .labelCell: "configureLabelBrickCell(_:)"
      case .buttonCell: "configureButtonBrick(_:)"
      case .collectionSection: "sectionForCollectionBrickCell(_:)"
      }
    }
  }
#endif
